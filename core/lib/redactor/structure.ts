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

/** Header words, matched as whole words of the header (split at '_', ' ', '-', '(', ')', '.'). */
const KIND_OF_WORD: Record<string, number> = {};
const kinds: [number, string][] = [
  [COL_PHONE, 'phone tel telephone mobile cell fax mob'],
  [COL_EMAIL, 'email e-mail mail'],
  [COL_DOB, 'dob birth birthdate birthday'],
  [COL_ADDRESS, 'address street addr'],
  [COL_LONG, 'mpan nmi mprn account acct iban card badge'],
  [COL_ENERGY, 'kwh mwh kw energy consumption demand'],
  [COL_TEMP, 'temp temperature degc degf sat rat oat zat'],
  [COL_UNITS, 'units uom'],
  [COL_VALUE, 'value reading pv'],
  [COL_SENSOR, 'meter sensor serial'],
  [COL_BUILDING, 'building bldg block tower site'],
  [COL_UNIT, 'unit room suite apt apartment flat floor level'],
  [COL_PERSON_WEAK, 'reader'],
  [COL_SSN, 'ssn national nric nino ppsn pps tfn sin aadhaar pan'],
  [
    COL_PERSON,
    `name names holder cardholder by host visitor visiting witness owner assignee manager engineer technician
    tech tenant resident occupant contact ack staff employee guard officer driver requester requestor attendee
    inspector user customer escort approver signatory person who lessee licensee agent caller`,
  ],
];
for (const [kind, words] of kinds) for (const w of words.split(/\s+/)) if (w) KIND_OF_WORD[w] = kind;
/** Words that make a header something else than its kind word says ('card_no' stays, 'user_id' is an id). */
const NOT_A_VALUE = new Set(['id', 'count', 'time', 'date', 'type', 'status', 'company', 'qty', 'total']);

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
  const words = header.toLowerCase().split(/[^a-z0-9°]+/).filter(Boolean);
  let best = COL_NONE;
  let bestRank = Infinity;
  for (const w of words) {
    if (w === '°c' || w === '°f') return COL_TEMP;
    const kind = KIND_OF_WORD[w];
    if (kind === undefined) continue;
    const rank = kinds.findIndex(([k]) => k === kind);
    if (rank < bestRank) {
      best = kind;
      bestRank = rank;
    }
  }
  if (best === COL_PERSON || best === COL_PERSON_WEAK || best === COL_SENSOR || best === COL_UNIT || best === COL_BUILDING) {
    // 'user_id', 'visitor_count', 'room_type': about the thing, not the thing itself ('badge', 'card_no' stay).
    for (const w of words) if (NOT_A_VALUE.has(w)) return COL_NONE;
  }
  return best;
}

/** Labels before a colon that never introduce a person ('Site: Prestige Tech Park'). */
export const NOT_PERSON_LABELS = new WordSet(
  `site location subject issue problem fault work company co vendor supplier model make equipment asset area zone
  address premises project department dept status priority type item description desc note notes ref reference
  job building property objet entreprise re term meeting damage cause action actions resolution root title position
  role event result firmware version brand manufacturer product service contract region city country state street
  room unit floor level suite block tower wing system point device controller network server gateway panel door
  fw sw estimate quote quotation invoice total amount price cost payment bank branch vehicle reg parking permit
  key keys duration period valid from date time day weather`.split(/\s+/).filter(Boolean),
);

/** Words after a capitalised run that make it a company, not a person ('Kelvin Mechanical Ltd'). */
export const COMPANY_WORDS = new WordSet(
  `ltd limited inc llc llp plc pty pte gmbh ag ab as sa sas bv nv co corp corporation company group services
  service mechanical electrical engineering systems solutions controls technologies facilities maintenance
  construction contractors consulting partners associates holdings international canada australia india
  singapore ireland uk usa air conditioning hvac refrigeration plumbing heating cooling energy power lifts
  elevators security`.split(/\s+/).filter(Boolean),
);

/** Equipment-tag prefixes (HVAC plant), read by shape: 'FAHU-2', 'PAU-1', 'CRAH-07', 'VRV-ODU-3'. */
export const HVAC_PREFIXES = new WordSet(
  `ahu rtu vav fcu fc chlr chl ch blr boiler erv hrv hru mau mua cwp hwp chwp cdwp crac crah doas cuh uh vrf vrv
  accu ptac wshp hp ct ef sf rf hx ac fahu pau cav odu idu cu dx exf saf raf fan pmp ehu tp acu ahus sp dhu hwb`.split(/\s+/).filter(Boolean),
);

/** Sensor, meter and point prefixes: 'PT-4471', 'TE-4102', 'EM-07', 'MTR-NSW-8812', 'ZN-TMP-0412'. */
export const SENSOR_PREFIXES = new WordSet(
  `ts th rh zs em co co2 sns sen sens ths occ pir iaq hum mtr lux co2s dps pt tt ft lt te pdt dpt pdi dp ld lds st gt
  wm gm hm fm mg zn zt nrg kwh prs dev wz pdu esb sm tmp tmr ai bi av bv fs ps ls ms ds vs ws es ht flt lvl tdm
  sns emtr`.split(/\s+/).filter(Boolean),
);

/** Document and ticket numbers, never redacted: 'WO-55120', 'INV-20931', 'PTW-0932', 'INC-24-0087'. */
export const DOCUMENT_PREFIXES = new WordSet(
  `wo po inv inc ir ptw js est sc q ref tkt case job req cr sr rfi ncr ppm wr qt so do grn pr rma sn v k d z rc ups
  iso en bs rev ver id no tm ip cat r rbq gb hdfc aibk ticket pm cm`.split(/\s+/).filter(Boolean),
);
