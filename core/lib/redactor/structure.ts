/**
 * What the structure of a document says (decision 064): the kind of a table column or JSON key from its
 * header or key name, labels that never introduce a person, and the prefixes that tell equipment tags,
 * sensor/meter ids and document numbers apart when an id is read by its shape.
 */
import { WordSet } from './lexicon';

export const COL_NONE = 0;
export const COL_PERSON = 1;
export const COL_PHONE = 2;
export const COL_EMAIL = 3;
export const COL_ENERGY = 4;
export const COL_TEMP = 5;
export const COL_UNIT = 6;
export const COL_BUILDING = 7;
export const COL_SENSOR = 8;
export const COL_ADDRESS = 9;
export const COL_DOB = 10;
export const COL_LONG = 11;
/** A column that may hold people or not ('reader': a meter reader or a card reader). */
export const COL_PERSON_WEAK = 14;
/** A national identity number ('national_id', 'NRIC', 'PPSN'). */
export const COL_SSN = 15;
/** The column holding each row's unit of measure ('units', 'uom'). */
export const COL_UNITS = 12;
/** A reading whose category comes from the row's unit of measure ('value', 'reading'). */
export const COL_VALUE = 13;

/** A floor that may also be a reading ('level': a floor, or a tank's, an alarm's or a battery's level). */
export const COL_LEVEL = 16;
/** A quantity or a price ('Qty', 'Unit price', 'Rate'): holds nothing personal, but makes a bare 'Unit' column a unit of measure. */
export const COL_QUANTITY = 18;
/** A column headed 'Unit' alone: a unit of measure next to a quantity or price column, else an apartment (decision 071). */
export const COL_BARE_UNIT = 19;
/**
 * A bare 'Unit' next to a price or an amount but no quantity: each cell a unit of measure ('M2', 'ea') or,
 * when it has an apartment's shape ('204', 'C-214'), an apartment (a rent roll's 'Unit,…,Amount'; decision
 * 074). Next to a quantity it stays the unit of measure (or a unit price: 'Qty,Unit,Total' / '4,12,48').
 */
export const COL_UNIT_PRICED = 26;
/**
 * A building's id or code ('Property ID', 'site_code'): a building column, which makes a bare 'Name' next to it
 * a building's name when no column holds people, phones, e-mails or units (a register of buildings; decision 075).
 */
export const COL_BUILDING_ID = 27;
/** A building's name in a register of buildings: nothing to redact, and no person in it (decision 075). */
export const COL_BUILDING_NAME = 28;
/** 'Previous', 'Current', 'Opening', 'Closing': a meter's reads in a table with a meter column, else nothing (decision 071). */
export const COL_READ = 20;
/**
 * 'Current', 'Curr': a meter's present read next to a meter column, else nothing (an electrical test sheet's
 * current is in amps, even beside a kW column; decisions 071 and 076).
 */
export const COL_READ_CURRENT = 33;
/**
 * A supply point's number ('MPAN', 'MPRN', 'NMI', 'ICP'): a long number, and it makes the interval columns of a
 * half-hourly export readings (decision 076).
 */
export const COL_SUPPLY = 29;
/**
 * An interval of a meter's data export ('00:30', 'HH01', 'HH_17') or a register of a two- or three-rate meter
 * ('Day', 'Night', 'Peak'): a reading next to a supply point or meter column, else nothing (a timetable, a rota;
 * decisions 076, 077).
 */
export const COL_INTERVAL = 30;
/** A column headed 'Total' alone: the day's reading next to interval columns, else a price's or a count's total (decision 076). */
export const COL_TOTAL = 31;
/** An asset's reference ('Asset Ref', 'asset_id'): a building's id in a register of buildings, else plant's, which stays (decision 076). */
export const COL_ASSET = 32;
const QUANTITY_WORDS = new Set(['qty', 'quantity', 'quantities', 'price', 'rate', 'cost', 'amount', 'total', 'subtotal', 'ea', 'each']);
/** A quantity column ('qty', 'quantity'): a reading next to a units column ('qty,unit' / '14.2,MWh'), else nothing (decision 072). */
export const COL_AMOUNT = 21;
/** A column headed 'Name' alone: a person's name, except in a register of buildings (decision 072). */
export const COL_BARE_NAME = 22;
/** A column headed 'Code' alone: a building's code in a register of buildings, else nothing (decision 072). */
export const COL_BARE_CODE = 23;
/** A count of floors ('Floors', 'Storeys'): the rows are buildings (decision 072). */
export const COL_FLOOR_COUNT = 24;
/** A meter's id: a sensor id, and it makes a 'Reading' column without a units column a meter read (decision 072). */
export const COL_METER = 25;

/**
 * A serial number: a meter's in a table of readings ('MPAN;Serial;kWh'), an asset's otherwise, which is
 * not personal (decision 071). `serialKinds` settles it once the whole header is known.
 */
export const COL_SERIAL = 17;

/** Header words, matched as whole words of the header (split at '_', ' ', '-', '(', ')', '.'). */
const KIND_OF_WORD: Record<string, number> = {};
const kinds: [number, string][] = [
  // (and in Dutch, Spanish, Portuguese, Italian and Polish: 'Telefoon', 'Teléfono', 'Celular', 'Telefon'; decision 080)
  // (and in Swedish, Norwegian and Danish: 'Mobil', 'Telefonnummer'; decision 080, amendment)
  [COL_PHONE, 'phone tel telephone mobile cell fax mob telefoon mobiel teléfono telefono telefone celular móvil movil cellulare telefon komórka mobil telefonnummer'],
  [COL_EMAIL, 'email e-mail mail'],
  [COL_DOB, 'dob birth birthdate birthday geboortedatum nacimiento nascimento nascita urodzenia'],
  [COL_ADDRESS, 'address street addr'],
  // (and Europe's: 'EAN' in the Netherlands and Belgium, 'CUPS' in Spain, 'POD' and 'PDR' in Italy, 'PPE' in Poland; decision 080)
  [COL_SUPPLY, 'mpan nmi mprn gprn mirn icp ean cups pod pdr ppe'],
  [COL_LONG, 'account acct iban card badge'],
  // ('Zählerstand', 'Meterstand': a meter's read by name; 'Conso', 'Consumo': consumption; decision 076)
  [COL_ENERGY, 'kwh mwh gwh kw kvarh kvah gj mj therm therms energy consumption demand usage import export generation gas elec electricity verbrauch verbruik consommation forbrug förbrukning zählerstand zaehlerstand meterstand conso consumo consumi'],
  [COL_TEMP, 'temp temperature degc degf sat rat oat zat'],
  [COL_UNITS, 'units uom einheit eenheid unité'],
  [COL_VALUE, 'value reading read pv wert waarde valeur'],
  [COL_METER, 'meter zähler zaehler compteur måler mätare mätarnummer målernummer meterno meternummer meternr zählernummer zaehlernummer contador medidor contatore licznik'],
  // ('Station ID', 'chargePoint', 'EVSE': an EV charger's id, decision 074)
  [COL_SENSOR, 'sensor point device probe transmitter detector meetpunt node dev gateway gw datenpunkt datapoint station charger chargepoint evse'],
  [COL_SERIAL, 'serial'],
  [COL_READ_CURRENT, 'current curr'],
  // ('Start', 'End': a meter's first and last reads of a period; decision 076)
  // ('Index', 'Lectura', 'Stand', 'Register': a meter's read in French, Spanish, Portuguese, Italian, German; decision 076)
  // ('Avläsning', 'Aflæsning', 'Avlesning': a meter's read in Swedish, Danish, Norwegian; decision 080, amendment)
  [COL_READ, 'previous prev opening closing present start end initial final index lectura leitura lettura stand register relevé releve avläsning aflæsning avlesning'],
  // ('Advance', 'Used', 'Diff': the difference of two reads, next to a meter or energy column; decision 077)
  [COL_READ, 'advance used consumed diff difference delta'],
  // ('Edificio', 'Budynek', 'Torre', 'Bloco', 'Palazzina': decision 080)
  [COL_BUILDING, 'uprn building bldg block tower site property premises campus liegenschaft gebäude objekt gebouw pand bâtiment immeuble bygning fastighet edificio edifício torre bloque bloco palazzina budynek'],
  // ('Location', 'Loc': a CAFM location code, 'L24-N-07', when the cell is one; decision 074)
  // ('"office": "412"': a co-working member's or a tenant's office; decision 077)
  // ('Ruimte', 'Kamer', 'Lokal', 'Pokój', 'Sala', 'Interno', 'Apto': a room or a unit in Dutch, Polish, Spanish, Portuguese, Italian; decision 080)
  // ('Lägenhet', 'Lgh', 'Leilighet', 'Leil': a flat in Swedish and Norwegian; decision 080, amendment)
  [COL_UNIT, 'unit room suite apt apartment flat floor wohnung whg appartement logement bureau lejlighed space location loc office ruimte kamer lokal pokój pokoj sala interno apto apartamento unidad unidade lägenhet lgh leilighet leil'],
  [COL_LEVEL, 'level lvl etage stockwerk étage verdieping planta piso andar piano piętro pietro'],
  [COL_PERSON_WEAK, 'reader'],
  [COL_SSN, 'ssn national nric nino ppsn pps tfn sin aadhaar pan'],
  [
    COL_PERSON,
    `name names holder cardholder by host visitor visiting witness owner assignee manager engineer technician
    tech tenant resident occupant contact ack staff employee guard officer driver requester requestor attendee
    inspector user customer escort approver signatory person who lessee licensee agent caller surname forename
    forenames firstname lastname given family first last speaker author sender recipient assigned responder
    responsible signed checked approved tested witnessed inspected supervisor operator cleaner porter guarantor
    occupier landlord member ableser mieter techniker hausmeister huurder locataire technicien kontakt
    melder solicitante anfitrión anfitrion visitante zgłaszający zglaszajacy najemca inquilino conduttore responsável responsable
    hyresgäst hyresgast namn navn beboer boende lejer leietaker besökare besøkende kontaktperson
    guest guests patient student pupil client passenger traveller traveler teacher nurse doctor`,
  ],
];
for (const [kind, words] of kinds) for (const w of words.split(/\s+/)) if (w) KIND_OF_WORD[w] = kind;
/** Words that make a header something else than its kind word says ('card_no' stays, 'user_id' is an id). */
const NOT_A_VALUE = new Set(['id', 'count', 'time', 'date', 'type', 'status', 'state', 'company', 'qty', 'total', 'eui', 'intensity', 'score']);

/** Words that make a 'unit', 'room' or 'level' header a price, a rate or a reading ('Unit Price', 'alarm level'). */
const NOT_A_PLACE = new Set(
  `price cost rate amount value measure fee charge net gross gst vat tax alarm severity priority tank water fill
  battery signal noise sound oil fuel risk service access security light lux pressure humidity temperature temp
  air co2 occupancy load area size capacity rating height width length weight parking car bike storage`.split(/\s+/).filter(Boolean),
);

/** Words of a course or a grade in a header beside 'unit' or 'level' ('Unit / Module', 'Course level'; decision 078). */
const COURSE_HEADER_WORDS = new Set(['module', 'modules', 'course', 'courses', 'qualification', 'grade', 'tier', 'sla']);

/**
 * Whether a header names a grade, not a place, though it says 'level' or 'unit' ('Service level', 'Access level', 'Unit /
 * Module'): its cells' 'Level 2', 'Unit 4' are grades and steps (decision 078).
 */
export function gradeHeader(header: string): boolean {
  const words = header.toLowerCase().split(/[^\p{L}0-9]+/u).filter(Boolean);
  if (!words.some((w) => w === 'level' || w === 'unit' || w === 'units')) return false;
  return words.some((w) => (NOT_A_PLACE.has(w) && w !== 'area' && w !== 'size' && w !== 'storage' && w !== 'parking') || COURSE_HEADER_WORDS.has(w));
}

/** Words that make a building header its id ('Property ID', 'site_code', 'Building No'). */
const BUILDING_ID_WORDS = new Set(['id', 'code', 'no', 'nr', 'ref', 'number', 'uprn']);

/**
 * Words that make an energy header a price or a factor ('Rate (p/kWh)', 'Tariff c/kWh', 'Carbon factor kgCO2e/kWh';
 * decision 076). Not 'charge' (a charging session's 'Charge kWh' is energy) nor 'per' ('kWh per day').
 */
const PRICE_WORDS = new Set(['rate', 'price', 'tariff', 'cost', 'factor', 'intensity', 'eui']);
/** Words that make an energy header a rating or a capacity ('rated_kw', 'Capacity (kW)'; decision 080, amendment). */
const RATING_HEADER_WORDS = new Set(['rated', 'rating', 'capacity', 'nominal', 'installed']);

/** One-word headers naming a meter's registers ('Day', 'Night', 'Peak', 'Off-peak'; decision 077). */
const REGISTER_WORDS = new Set(['day', 'night', 'peak', 'offpeak', 'shoulder', 'rate1', 'rate2', 'r1', 'r2']);

const kindCache = new Map<string, number>();

/** The kind of a column from its header cell (first matching word wins, in the order of `kinds`). */
export function columnKind(header: string): number {
  let kind = kindCache.get(header);
  if (kind === undefined) {
    kind = kindOf(header);
    if (kindCache.size < 4096) kindCache.set(header, kind);
  }
  return kind;
}

function kindOf(header: string): number {
  const words = header.toLowerCase().split(/[^\p{L}0-9°]+/u).filter(Boolean);
  if (words.length === 1 && words[0] === 'unit') return COL_BARE_UNIT;
  if (words.length === 1 && (words[0] === 'name' || words[0] === 'names')) return COL_BARE_NAME;
  if (words.length === 1 && words[0] === 'code') return COL_BARE_CODE;
  // 'dev_eui', 'DevEUI', 'device EUI': a LoRaWAN device's own id (an 'EUI' column alone is an energy intensity)
  if (words.includes('deveui') || (words.includes('eui') && (words.includes('dev') || words.includes('device')))) return COL_SENSOR;
  if (words.length === 1 && words[0] === 'total') return COL_TOTAL;
  // '00:30', 'HH01', 'HH_17': an interval of a half-hourly export (decision 076); 'Day', 'Night', 'Peak': the
  // registers of a two- or three-rate meter (decision 077)
  if (/^(?:[0-2]?\d:[0-5]\d|hh[ _]?\d{1,2})$/i.test(header)) return COL_INTERVAL;
  if (words.length === 1 && REGISTER_WORDS.has(words[0])) return COL_INTERVAL;
  // 'Meter reading', 'Meter read (kWh)': a meter's read by its header alone, not a water meter's (decision 077)
  if (words.some((w) => KIND_OF_WORD[w] === COL_METER) && words.some((w) => w === 'reading' || w === 'read' || w === 'readings') && !words.includes('water') && !words.some((w) => NOT_A_VALUE.has(w))) return COL_ENERGY;
  if (words.length <= 2 && (words[0] === 'floors' || words[0] === 'storeys' || words[0] === 'stories' || words[0] === 'levels')) return COL_FLOOR_COUNT;
  if (words.length <= 2 && (words[0] === 'qty' || words[0] === 'quantity')) return COL_AMOUNT;
  // 'units_used', 'Units consumed': a bill's kilowatt-hours
  if (words.includes('units') && (words.includes('used') || words.includes('consumed'))) return COL_ENERGY;
  const kind = kindOfWords(words);
  if (kind === COL_BUILDING && words.some((w) => BUILDING_ID_WORDS.has(w))) return COL_BUILDING_ID;
  if (kind === COL_NONE && words.length <= 3 && words[0] === 'asset' && words.some((w) => BUILDING_ID_WORDS.has(w))) return COL_ASSET;
  // 'Rate (p/kWh)', 'Unit rate c/kWh', 'kWh/m²': a price, a factor or an intensity, not a reading (decision 076)
  if (kind === COL_ENERGY && (words.some((w) => PRICE_WORDS.has(w) || RATING_HEADER_WORDS.has(w)) || /\/\s*[kmg]?w|[kmg]?wh?\s*\//i.test(header))) return COL_QUANTITY;
  if (kind === COL_NONE && words.some((w) => QUANTITY_WORDS.has(w))) return COL_QUANTITY;
  // 'siteId', 'energyKwh', 'demandKw': camel-cased keys are words too (decision 071); 'kWh', 'degC' are read whole first
  if (kind !== COL_NONE || !/\p{Ll}\p{Lu}/u.test(header)) return kind;
  const camel = header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').toLowerCase().split(/[^\p{L}0-9°]+/u).filter(Boolean);
  const camelKind = kindOfWords(camel);
  // ('siteId', 'propertyCode': a building's id, as 'site_id' is; decision 076)
  return camelKind === COL_BUILDING && camel.some((w) => BUILDING_ID_WORDS.has(w)) ? COL_BUILDING_ID : camelKind;
}

function kindOfWords(words: string[]): number {
  let best = COL_NONE;
  let bestRank = Infinity;
  let last = COL_NONE;
  for (const w of words) {
    if (w === '°c' || w === '°f') return COL_TEMP;
    // 'zone_t', 'sa_t': a temperature key (a bare 't' may be a time)
    if (w === 't' && words.length > 1 && words[words.length - 1] === 't') return COL_TEMP;
    const kind = KIND_OF_WORD[w];
    if (kind === undefined) continue;
    // ('building_name', 'point_name': the name of a thing)
    last = w === 'name' || w === 'names' ? COL_NONE : kind;
    const rank = kinds.findIndex(([k]) => k === kind);
    if (rank < bestRank) {
      best = kind;
      bestRank = rank;
    }
  }
  // 'property manager', 'site contact', 'building owner': the header's last word says it holds people
  if (last === COL_PERSON || last === COL_PERSON_WEAK) best = last;
  if (best === COL_PERSON || best === COL_PERSON_WEAK || best === COL_SENSOR || best === COL_METER || best === COL_VALUE || best === COL_UNIT || best === COL_LEVEL || best === COL_BUILDING || best === COL_READ || best === COL_READ_CURRENT) {
    // 'user_id', 'visitor_count', 'room_type', 'Read date': about the thing, not the thing itself ('badge',
    // 'card_no' stay). ('building_id', 'sensor_id', 'meter_id', 'unit_id' are the ids themselves)
    const isId = best === COL_SENSOR || best === COL_METER || best === COL_UNIT || best === COL_LEVEL || best === COL_BUILDING;
    for (const w of words) if (NOT_A_VALUE.has(w) && !(isId && w === 'id')) return COL_NONE;
  }
  if (best === COL_UNIT || best === COL_LEVEL) {
    // 'Unit Price', 'alarm level', 'tank level': a price or a reading, not an apartment or a floor (decision 067)
    for (const w of words) if (NOT_A_PLACE.has(w)) return COL_NONE;
  }
  return best;
}


/**
 * The kind of a key read on its own, without a header around it (a JSON key, a logfmt key): kinds that
 * depend on the other columns are settled as they would be alone ('"unit": "7A"' is an apartment, '"name"'
 * a person; a serial, a quantity or a code says nothing by itself).
 */
export function keyKind(key: string): number {
  const kind = columnKind(key);
  if (kind === COL_BARE_UNIT) return COL_UNIT;
  if (kind === COL_BARE_NAME) return COL_PERSON;
  if (kind === COL_METER) return COL_SENSOR;
  if (kind === COL_SUPPLY) return COL_LONG;
  if (kind === COL_BUILDING_ID) return COL_BUILDING;
  if (kind === COL_SERIAL || kind === COL_QUANTITY || kind === COL_ASSET || kind === COL_INTERVAL || kind === COL_TOTAL || kind === COL_READ || kind === COL_READ_CURRENT || kind === COL_AMOUNT || kind === COL_BARE_CODE || kind === COL_FLOOR_COUNT || kind === COL_UNITS) return COL_NONE;
  return kind;
}

/**
 * Settles the kinds that depend on the whole header: serial numbers are meters' in a table of readings or
 * meter numbers, an asset's (nothing) otherwise; 'Previous' and 'Current' are a meter's reads next to a meter
 * column; a bare 'Unit' is the unit of measure next to a quantity or a price, an apartment otherwise
 * (decision 071). A quantity is a reading of the row's unit next to a units column; a 'Reading' next to a
 * meter column is a meter's read when no units column says otherwise; in a register of buildings (a count
 * of floors) a bare 'Code' holds building ids and a bare 'Name' building names (decision 072). Returns
 * whether any column holds something to read.
 */
export function settleKinds(kinds: Uint8Array): boolean {
  let meter = false;
  let meterColumn = false;
  let priced = false;
  let buildings = false;
  let units = false;
  let meterIds = false;
  let counted = false;
  let supply = false;
  for (const k of kinds) {
    if (k === COL_ENERGY || k === COL_LONG) meter = true;
    else if (k === COL_SUPPLY) meter = supply = true;
    else if (k === COL_SENSOR) meterColumn = true;
    else if (k === COL_METER) meterColumn = meterIds = true;
    else if (k === COL_QUANTITY) priced = true;
    else if (k === COL_AMOUNT) priced = counted = true;
    else if (k === COL_FLOOR_COUNT) buildings = true;
    else if (k === COL_UNITS) units = true;
  }
  // ('Property ID,Name,City': a register of buildings when nothing in it is a person's; decision 075)
  if (kinds.includes(COL_BUILDING_ID) && !kinds.some((k) => k === COL_PERSON || k === COL_PHONE || k === COL_EMAIL || k === COL_UNIT || k === COL_BARE_UNIT)) buildings = true;
  // ('qty,unit': next to a quantity, the bare 'Unit' is the units column)
  // ('MPAN,Date,00:30,01:00,…,Total': a half-hourly export's intervals and the day's total; decision 076)
  const intervals = kinds.includes(COL_INTERVAL) && (supply || meterColumn);
  if (kinds.includes(COL_TOTAL) && !intervals) priced = true;
  units ||= priced && kinds.includes(COL_BARE_UNIT);
  let useful = false;
  for (let c = 0; c < kinds.length; c++) {
    const k = kinds[c];
    if (k === COL_SERIAL) kinds[c] = meter ? COL_SENSOR : COL_NONE;
    // (next to a quantity, 'Unit' is the unit of measure or the unit price: 'Qty,Unit,Total' / '4,12,48')
    else if (k === COL_BARE_UNIT) kinds[c] = !priced ? COL_UNIT : counted ? COL_UNITS : COL_UNIT_PRICED;
    else if (k === COL_QUANTITY || k === COL_FLOOR_COUNT) kinds[c] = COL_NONE;
    else if (k === COL_AMOUNT) kinds[c] = units ? COL_VALUE : COL_NONE;
    else if (k === COL_BARE_NAME) kinds[c] = buildings ? COL_BUILDING_NAME : COL_PERSON;
    else if (k === COL_BARE_CODE) kinds[c] = buildings ? COL_BUILDING : COL_NONE;
    else if (k === COL_METER) kinds[c] = COL_SENSOR;
    else if (k === COL_SUPPLY) kinds[c] = COL_LONG;
    else if (k === COL_INTERVAL || k === COL_TOTAL) kinds[c] = intervals ? COL_ENERGY : COL_NONE;
    // ('UPRN,Asset Ref,Property,…': a portfolio's assets are its buildings)
    else if (k === COL_ASSET) kinds[c] = buildings ? COL_BUILDING : COL_NONE;
    else if (k === COL_BUILDING_ID) kinds[c] = COL_BUILDING;
    // 'Meter,Read date,Reading' / 'MPAN,Serial,Read': a meter's read when no column gives another unit
    else if (k === COL_VALUE && !units && (meterIds || supply || kinds.includes(COL_LONG))) kinds[c] = COL_ENERGY;
    else if (k === COL_READ_CURRENT) kinds[c] = meterColumn ? COL_ENERGY : COL_NONE;
    // ('Reading date,Previous,Present,Units used': reads next to a meter or a column of energy; decision 076)
    else if (k === COL_READ) kinds[c] = meterColumn || meter ? COL_ENERGY : COL_NONE;
    if (kinds[c] !== COL_NONE) useful = true;
  }
  return useful;
}

/** Floors named by letters in a floor column ('GF', 'LG', 'UG', 'MZ', 'PH'; decision 073). */
export const FLOOR_LETTER_CODES = new WordSet(`gf lg ug ll ul mz ph rf lgf ugf`.split(/\s+/).filter(Boolean));

/** Labels before a colon that never introduce a person ('Site: Prestige Tech Park'). */
export const NOT_PERSON_LABELS = new WordSet(
  `site location subject issue problem fault work company co vendor supplier model make equipment asset area zone
  address premises project department dept status priority type item description desc note notes ref reference
  job building property objet entreprise re term meeting damage cause action actions resolution root title position
  role event result firmware version brand manufacturer product service contract region city country state street
  room unit floor level suite block tower wing system point device controller network server gateway panel door
  fw sw estimate quote quotation invoice total amount price cost payment bank branch vehicle reg parking permit
  key keys duration period valid from date time day weather risk
  battery batteries inverter charger module modules meter sensor pump boiler chiller lift elevator generator
  fan filter refrigerant software app platform tool exported source`.split(/\s+/).filter(Boolean),
);

/**
 * Words after a capitalised run that make it a company, not a person ('Kelvin Mechanical Ltd'; the Polish 'Sp. z o.o.',
 * the Spanish 'SL', a South African 'Body Corporate': decision 080).
 */
const COMPANY_WORDS_TEXT = `ltd limited inc llc llp plc pty pte gmbh ag ab as sa sas bv nv co corp corporation company group services
  pllc pvt bhd sdn srl sarl kg ohg oy oyj aps asa kft sro dmcc fze fzco fzc business dac clg cic cio ltda lda ug kk jsc pjsc
  sp sl slu corporate
  service mechanical electrical engineering systems solutions controls technologies facilities maintenance
  construction contractors consulting partners associates holdings international canada australia india
  singapore ireland uk usa air conditioning hvac refrigeration plumbing heating cooling energy power lifts
  elevators security estates properties realty homes housing lettings agency fm studio studios dental legal law
  clinic pharmacy cafe café bakery salon fitness bank labs design media foods
  physio physiotherapy gym restaurant bar kitchen coffee deli market florist optical opticians dentistry medical
  health wellness beauty barbers spa yoga pilates printing books travel insurance accountants solicitors
  architects surveyors consultants logistics software digital ventures capital trading supplies store shop
  boutique vets veterinary childcare nursery academy institute foundation trust council society club analytics`;
export const COMPANY_WORDS = new WordSet(COMPANY_WORDS_TEXT.split(/\s+/).filter(Boolean));

/**
 * Company words that also end people's names ('Samantha Power', 'Jude Law', 'Lloyd Banks'): they make a
 * capitalised run a company only from after it ('Power Ltd'), never as its own last word (decision 073).
 */
const SURNAME_LIKE_COMPANY_WORDS = new Set(`power law bar market trust bank media design travel capital digital spa`.split(/\s+/).filter(Boolean));

/**
 * The last word of a run of two or more capitalised words that makes it a company, not a person ('Harcourt
 * Properties', 'Empire Capital Partners', 'Hayashi Trading'): the company words less those that end names too.
 */
export const COMPANY_LAST_WORDS = new WordSet(
  COMPANY_WORDS_TEXT.split(/\s+/).filter((w) => w && !SURNAME_LIKE_COMPANY_WORDS.has(w)),
);

// ('SPL-03', 'HWU-02': split units and hot-water units; decision 080, amendment. Not switchboards and distribution
// boards, 'MSB-1', 'DB-2': the sets since dev3 keep them, as an electrical asset's tag that finds no one)
// ('CAG-01': a Brazilian chilled-water plant, central de água gelada; a 'fancoil' tag; decision 080. 'UTA', an Italian
// or Spanish air handler's, was withdrawn: it took a look-alike in a set never tuned on)
/** Equipment-tag prefixes (HVAC plant), read by shape: 'FAHU-2', 'PAU-1', 'CRAH-07', 'VRV-ODU-3'. */
export const HVAC_PREFIXES = new WordSet(
  `ahu rtu vav fcu fc chlr chl ch blr boiler erv hrv hru mau mua cwp hwp chwp cdwp crac crah doas cuh uh vrf vrv
  accu ptac wshp hp ct ef sf rf hx ac fahu pau cav odu idu cu dx exf saf raf fan pmp ehu tp acu ahus sp dhu hwb
  lbk rlt gen
  cag fancoil
  spl hwu`.split(/\s+/).filter(Boolean),
);

/**
 * Sensor, meter and point prefixes: 'PT-4471', 'TE-4102', 'EM-07', 'MTR-NSW-8812', 'ZN-TMP-0412'; the French 'CPT-A3-01'
 * (compteur; decision 080, amendment).
 */
export const SENSOR_PREFIXES = new WordSet(
  `ts th rh zs em co co2 sns sen sens ths occ pir iaq hum mtr lux co2s dps pt tt ft lt te pdt dpt pdi dp ld lds st gt
  wm gm hm fm mg zn zt nrg kwh prs dev wz pdu esb sm tmp tmr ai bi av bv fs ps ls ms ds vs ws es ht flt lvl tdm
  sns emtr
  cpt`.split(/\s+/).filter(Boolean),
);

/**
 * ISA instrument tags read even without a separator ('TT101', 'PT2201', 'FT301A'), decision 067; 'PT100'
 * and 'PT1000' are resistance thermometer types, not tags.
 */
export const ISA_TAGS = new WordSet(`tt pt ft lt te pdt dpt tic pic fic lic tit pit fit lit`.split(/\s+/).filter(Boolean));

/**
 * BACnet object types: 'AI-3', 'AV-12', 'BO-3' name an object inside one controller (every controller has
 * an AI-1), not a sensor anyone could be found by, so a type with a bare instance number is never redacted
 * (decision 073); 'AI-3-ZN' and point names ('AHU01_SAT') still are.
 */
export const BACNET_OBJECT_TYPES = new WordSet(`ai ao av bi bo bv mi mo mv msi mso msv`.split(/\s+/).filter(Boolean));

/** Document and ticket numbers, never redacted: 'WO-55120', 'INV-20931', 'PTW-0932', 'INC-24-0087'. */
export const DOCUMENT_PREFIXES = new WordSet(
  `wo po inv inc ir ptw js est sc q ref tkt case job req cr sr rfi ncr ppm wr qt so do grn pr rma sn v k d z rc ups
  iso en bs rev ver id no tm ip cat r rbq gb hdfc aibk ticket pm cm`.split(/\s+/).filter(Boolean),
);
