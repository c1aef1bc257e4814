/**
 * Word lists the scanner consults. Everything is matched case-insensitively on whole words, through
 * hash tables built once at load time (no regular expressions).
 */

// Flags a trigger word can carry. A word may carry several (e.g. 'contact' introduces a name and a phone).
export const K_SSN = 1;
export const K_DOB = 1 << 1;
export const K_TEMP = 1 << 2;
export const K_PHONE = 1 << 3;
export const K_CARD = 1 << 4;
export const K_TIME = 1 << 5;
export const K_VERSION = 1 << 6;
/** Introduces a name with or without a colon ('Tenant John Smith', 'Contact: Ana Ruiz'). */
export const K_NAME = 1 << 7;
/** Introduces a name only when followed by a colon ('Name:', 'From:'). */
export const K_NAME_COLON = 1 << 8;
export const K_TITLE = 1 << 9;
export const K_GREET = 1 << 10;
export const K_SIGNOFF = 1 << 11;
/** Bit 12 is free (it was the flag of the verbs now in BY_VERBS). */
export const K_BY = 1 << 13;
export const K_MONTH = 1 << 14;
export const K_BUILDING = 1 << 15;
export const K_UNIT = 1 << 16;
export const K_SENSOR = 1 << 17;
export const K_TAG_HVAC = 1 << 18;
export const K_TAG_SENSOR = 1 << 19;
export const K_TAG_BUILDING = 1 << 20;
/** Two-letter tags (CH-1, TS-1042) only count in upper case and glued to their number. */
export const K_TAG_SHORT = 1 << 21;
export const K_MONEY = 1 << 22;
/** Special cases handled by the scanner itself ('d.o.b', 'set point', 'thank you', 'ss#'). */
export const K_SPECIAL = 1 << 23;

/** Introduces a name when the next capitalised word is in the name lexicon ('handed to Niall', 'send Kofi'). */
export const K_NAME_LEX = 1 << 24;
/** A calibration offset, deadband or tolerance: the quantity after it is a difference, not a temperature. */
export const K_OFFSET = 1 << 25;
/** An account number follows: a run of 6 or more digits is masked ('account 41234567'). */
export const K_ACCOUNT = 1 << 26;

/** A site or building list follows: an id of unknown prefix is a building id ('Site code SYD-PRM-03'). */
export const K_SITE = 1 << 27;

/** An energy unit written before its value: 'kWh: 1234', 'Total kWh 12,440', 'Energy (kWh): 98 220' (decision 067). */
export const K_ENERGY = 1 << 28;

/** A plant item whose tag follows whatever its prefix: 'Boiler B-01', 'Pump P-101' (decision 071). */
export const K_PLANT = 1 << 29;

/** Flags that only set context for the numbers that follow. */
export const CONTEXT_FLAGS = K_SSN | K_DOB | K_TEMP | K_PHONE | K_CARD | K_TIME | K_VERSION | K_MONEY | K_OFFSET | K_ACCOUNT | K_SITE | K_ENERGY;

// (and the previous and present reads of Spanish, Portuguese, Italian and Polish bills: 'Lecturas: anterior 21.455 ·
// actual 21.803', 'Wskazania licznika: poprzednie 14 208, obecne 14 571'; decision 080)
// ('meter SM-4C-E  prev 21,904  curr 22,518': the present read abbreviated, or called current; decision 080, amendment)
const REGISTER_READ_WORDS_TEXT = ['previous', 'prev', 'present', 'register', 'anterior', 'actual', 'atual', 'precedente', 'attuale', 'poprzednie', 'obecne', 'curr', 'current'];

const TRIGGER_LIST: [string, number][] = [
  ['kwh', K_ENERGY],
  ['mwh', K_ENERGY],
  ['gwh', K_ENERGY],
  ['kw', K_ENERGY],
  ['mw', K_ENERGY],
  // reactive and apparent energy written before its value ('kVArh 84,112'; decision 076)
  ['kvarh', K_ENERGY],
  ['kvah', K_ENERGY],
  ['consumption', K_ENERGY],
  // ('Energy: 12,400'; only right before a number: 'Energy Star score 85' is not)
  ['energy', K_ENERGY],
  ['usage', K_ENERGY],
  // ('Electricity: 12,440'; like 'energy', only right before a number: decision 072)
  ['electricity', K_ENERGY],
  // a meter's read: 'meter reading 48 210', 'Meter read: 48 210' (only after a meter word; decision 073)
  ['read', K_ENERGY],
  ['reads', K_ENERGY],
  ['reading', K_ENERGY],
  ['readings', K_ENERGY],
  // ('Relevé du compteur : 48 211'; decision 077)
  ['relevé', K_ENERGY],
  ['releve', K_ENERGY],
  // ('Mtr rdg 48211'; decision 076)
  ['rdg', K_ENERGY],
  ['rdgs', K_ENERGY],
  // what a meter does in a chat ('the meter says 48,212', 'meter showing 48 213'; only after a meter word; decision 076)
  ...['says', 'shows', 'showing', 'showed', 'displays'].map((w): [string, number] => [w, K_ENERGY]),
  // a register's reads in a bill's meter row ('Meter 24711893  Day  previous 118 402  present 121 955'; only with a
  // meter word earlier on the line; decision 078)
  ...REGISTER_READ_WORDS_TEXT.map((w): [string, number] => [w, K_ENERGY]),
  ['elec', K_ENERGY],
  ['electricite', K_ENERGY],
  ['elektriciteit', K_ENERGY],
  // social security numbers
  ['ssn', K_SSN],
  ['ssns', K_SSN],
  ['social', K_SSN],
  ['ss', K_SPECIAL],
  // dates of birth
  ['dob', K_DOB],
  ['birth', K_DOB],
  ['born', K_DOB],
  ['birthday', K_DOB],
  ['birthdate', K_DOB],
  ['naissance', K_DOB],
  ['geburtsdatum', K_DOB],
  ['geboren', K_DOB],
  // in Spanish, Portuguese, Italian and Polish: 'fecha de nacimiento', 'data de nascimento', 'nata a Napoli il', 'data
  // urodzenia' (decision 080; the trigger table holds words of up to twelve letters)
  ...['nacimiento', 'nascimento', 'nascita', 'urodzenia', 'nata', 'nato', 'nacida', 'nacido', 'nascida', 'nascido', 'urodzona', 'urodzony'].map((w): [string, number] => [w, K_DOB]),
  // 'Né(e) le 14/03/1991', 'née le', 'Geb. am 08.04.1990': read back from 'le' and on from 'geb.' (decision 079)
  ['le', K_SPECIAL],
  ['geb', K_SPECIAL],
  ['d', K_SPECIAL],
  // temperatures
  ['setpoint', K_TEMP],
  ['setpoints', K_TEMP],
  ['setpt', K_TEMP],
  ['stpt', K_TEMP],
  ['sp', K_TEMP],
  ['point', K_SPECIAL],
  ['temp', K_TEMP],
  ['temps', K_TEMP],
  ['temperature', K_TEMP],
  ['temperatures', K_TEMP],
  ['thermostat', K_TEMP],
  ['sat', K_TEMP],
  ['rat', K_TEMP],
  ['oat', K_TEMP],
  ['mat', K_TEMP],
  ['dat', K_TEMP],
  ['zat', K_TEMP],
  ['lwt', K_TEMP],
  ['ewt', K_TEMP],
  ['chws', K_TEMP],
  ['chwr', K_TEMP],
  // phones
  ['phone', K_PHONE],
  ['tel', K_PHONE],
  ['telephone', K_PHONE],
  ['cell', K_PHONE],
  ['mobile', K_PHONE],
  ['call', K_PHONE | K_NAME_LEX],
  ['fax', K_PHONE],
  ['ph', K_PHONE],
  ['mob', K_PHONE],
  ['text', K_PHONE],
  ['sms', K_PHONE],
  ['whatsapp', K_PHONE],
  // cards
  ['card', K_CARD],
  ['visa', K_CARD],
  ['mastercard', K_CARD],
  ['amex', K_CARD],
  ['cc', K_CARD | K_NAME_COLON | K_NAME_LEX],
  // timestamps and versions: numbers after these stay
  ['ts', K_TIME],
  ['timestamp', K_TIME],
  ['epoch', K_TIME],
  ['unix', K_TIME],
  ['time', K_TIME],
  ['version', K_VERSION],
  ['ver', K_VERSION],
  ['firmware', K_VERSION],
  ['fw', K_VERSION],
  ['build', K_VERSION],
  ['release', K_VERSION],
  ['rev', K_VERSION],
  ['price', K_MONEY],
  ['cost', K_MONEY],
  ['usd', K_MONEY],
  ['total', K_MONEY],
  ['invoice', K_MONEY],
  // names
  ['tenant', K_NAME],
  ['contact', K_NAME | K_PHONE],
  ['resident', K_NAME],
  ['occupant', K_NAME],
  ['requester', K_NAME],
  ['requestor', K_NAME],
  ['technician', K_NAME],
  ['tech', K_NAME],
  ['inspector', K_NAME],
  ['caller', K_NAME],
  ['visitor', K_NAME],
  ['guest', K_NAME],
  ['employee', K_NAME],
  ['cardholder', K_NAME],
  ['custodian', K_NAME],
  ['janitor', K_NAME],
  // trades and roles written before a name ('Cleaner Bongani', 'electrician Tomasz Zielinski')
  ...['cleaner', 'caretaker', 'concierge', 'porter', 'electrician', 'plumber', 'receptionist', 'handyman', 'fitter', 'apprentice', 'surveyor', 'foreman', 'advisor', 'adviser'].map((w): [string, number] => [w, K_NAME]),
  // verbs followed by a person ('phoned Aisha', 'emailed Tom Baker'): the name needs the lexicon's support
  ...['phoned', 'emailed', 'messaged', 'texted', 'paged', 'thanked', 'met', 'informed', 'notified', 'contacted', 'called'].map((w): [string, number] => [w, K_NAME_LEX]),
  ['supervisor', K_NAME],
  ['landlord', K_NAME],
  ['witness', K_NAME],
  ['officer', K_NAME],
  ['driver', K_NAME],
  ['complainant', K_NAME],
  ['reporter', K_NAME_COLON],
  ['applicant', K_NAME],
  ['lessee', K_NAME],
  ['renter', K_NAME],
  ['patient', K_NAME],
  ['agent', K_NAME_COLON],
  ['recipient', K_NAME_COLON],
  ['signature', K_NAME_COLON],
  ['owner', K_NAME_COLON],
  ['manager', K_NAME_COLON],
  ['name', K_NAME_COLON],
  ['attn', K_NAME],
  ['attention', K_NAME_COLON],
  ['from', K_NAME_COLON | K_NAME_LEX],
  ['to', K_NAME_COLON | K_BY | K_NAME_LEX],
  ['user', K_NAME_COLON],
  ['holder', K_NAME_COLON],
  ['engineer', K_NAME_COLON],
  // claims and work records ('Adjuster assigned: …', 'Name of Insured: …', 'Assuré : …'; decision 074)
  ...['assigned', 'insured', 'assuré', 'assurée', 'adjuster', 'adjustor', 'claimant', 'policyholder'].map((w): [string, number] => [w, K_NAME_COLON]),
  // an account's holder, an operative, a tenant or a reporter in Spanish, Portuguese, Italian, Dutch and Polish ('Titular:',
  // 'OPERATIVE:', 'Nabywca:', 'Inquilino:', 'Melder:'; decision 080)
  ...['titular', 'operative', 'operatives', 'nabywca', 'odbiorca', 'najemca', 'inquilino', 'inquilina', 'arrendatario', 'locatario', 'bewoner', 'melder', 'aanvrager', 'solicitante', 'requerente', 'morador', 'moradora'].map((w): [string, number] => [w, K_NAME_COLON]),
  ['mr', K_TITLE],
  ['mrs', K_TITLE],
  ['ms', K_TITLE],
  ['miss', K_TITLE],
  ['mx', K_TITLE],
  ['dr', K_TITLE],
  ['dear', K_GREET],
  ['hi', K_GREET],
  ['hello', K_GREET],
  ['hey', K_GREET],
  // more greetings and sign-offs ('Morning Sam,', 'Kia ora Hemi,', 'Ngā mihi', 'TIA')
  ...['hiya', 'morning', 'afternoon', 'evening', 'greetings', 'ora', 'namaste', 'salut'].map((w): [string, number] => [w, K_GREET]),
  ...['mihi', 'tia', 'soon', 'care', 'vous', 'faithfully', 'warmly', 'gracias'].map((w): [string, number] => [w, K_SIGNOFF]),
  ['regards', K_SIGNOFF],
  ['sincerely', K_SIGNOFF],
  ['thanks', K_SIGNOFF | K_GREET],
  ['cheers', K_SIGNOFF],
  ['best', K_SIGNOFF],
  ['respectfully', K_SIGNOFF],
  ['cordially', K_SIGNOFF],
  ['you', K_SPECIAL],
  ['by', K_BY | K_NAME_LEX],
  // building, unit, sensor keywords followed by an identifier
  ['building', K_BUILDING],
  ['bldg', K_BUILDING | K_TAG_BUILDING],
  ['bld', K_BUILDING | K_TAG_BUILDING],
  // more ways a form or a ticket abbreviates 'building' ('Blg 7', 'Bdg 7', 'Bldng 7'; decision 077)
  ...['blg', 'bdg', 'bldng', 'blding', 'bdlg'].map((w): [string, number] => [w, K_BUILDING]),
  ['unit', K_UNIT],
  ['apt', K_UNIT],
  ['apartment', K_UNIT],
  ['suite', K_UNIT],
  ['ste', K_UNIT],
  ['room', K_UNIT],
  ['rm', K_UNIT],
  ['floor', K_UNIT],
  ['fl', K_UNIT],
  ['flr', K_UNIT],
  ['flat', K_UNIT],
  ['sensor', K_SENSOR],
  ['meter', K_SENSOR],
  // HVAC equipment tags
  ['ahu', K_TAG_HVAC],
  ['rtu', K_TAG_HVAC],
  ['vav', K_TAG_HVAC],
  ['fcu', K_TAG_HVAC],
  ['chlr', K_TAG_HVAC],
  ['chl', K_TAG_HVAC],
  ['blr', K_TAG_HVAC],
  ['erv', K_TAG_HVAC],
  ['hrv', K_TAG_HVAC],
  ['mau', K_TAG_HVAC],
  ['mua', K_TAG_HVAC],
  ['cwp', K_TAG_HVAC],
  ['hwp', K_TAG_HVAC],
  ['chwp', K_TAG_HVAC],
  ['cdwp', K_TAG_HVAC],
  ['crac', K_TAG_HVAC],
  ['crah', K_TAG_HVAC],
  ['doas', K_TAG_HVAC],
  ['cuh', K_TAG_HVAC],
  ['vrf', K_TAG_HVAC],
  ['ptac', K_TAG_HVAC],
  ['wshp', K_TAG_HVAC],
  ['hvac', K_TAG_HVAC],
  ['ch', K_TAG_HVAC | K_TAG_SHORT],
  ['ct', K_TAG_HVAC | K_TAG_SHORT],
  ['hp', K_TAG_HVAC | K_TAG_SHORT | K_PHONE],
  ['ef', K_TAG_HVAC | K_TAG_SHORT],
  ['sf', K_TAG_HVAC | K_TAG_SHORT],
  ['rf', K_TAG_HVAC | K_TAG_SHORT],
  ['hx', K_TAG_HVAC | K_TAG_SHORT],
  ['uh', K_TAG_HVAC | K_TAG_SHORT],
  ['ac', K_TAG_HVAC | K_TAG_SHORT],
  // sensor and meter tags
  ['sns', K_TAG_SENSOR],
  ['sen', K_TAG_SENSOR],
  ['sens', K_TAG_SENSOR],
  ['ths', K_TAG_SENSOR],
  ['occ', K_TAG_SENSOR],
  ['pir', K_TAG_SENSOR],
  ['iaq', K_TAG_SENSOR],
  ['hum', K_TAG_SENSOR],
  ['mtr', K_TAG_SENSOR],
  ['lux', K_TAG_SENSOR],
  ['co2s', K_TAG_SENSOR],
  ['dps', K_TAG_SENSOR],
  ['ts', K_TAG_SENSOR | K_TAG_SHORT | K_TIME],
  ['th', K_TAG_SENSOR | K_TAG_SHORT],
  ['rh', K_TAG_SENSOR | K_TAG_SHORT],
  ['zs', K_TAG_SENSOR | K_TAG_SHORT],
  ['em', K_TAG_SENSOR | K_TAG_SHORT],
  ['co', K_TAG_SENSOR | K_TAG_SHORT],
  // national identity numbers (decision 063): their shape is checked by the scanner
  ['sin', K_SSN],
  ['nas', K_SSN],
  ['tfn', K_SSN],
  ['nino', K_SSN],
  ['ni', K_SSN],
  ['pps', K_SSN],
  ['ppsn', K_SSN],
  ['aadhaar', K_SSN],
  ['aadhar', K_SSN],
  ['nric', K_SSN],
  ['fin', K_SSN],
  // the Philippine and US taxpayer number ('TIN: 123-456-789-000'; decision 074)
  ['tin', K_SSN],
  ['b', K_SPECIAL],
  // differences, not readings
  ['offset', K_OFFSET],
  ['deadband', K_OFFSET],
  ['hysteresis', K_OFFSET],
  ['tolerance', K_OFFSET],
  ['accuracy', K_OFFSET],
  ['drift', K_OFFSET],
  ['differential', K_OFFSET],
  ['delta', K_OFFSET],
  // ('approach is 6 deg': a cooling tower's approach; 'Abweichung', 'afwijking', 'ecart' are deviations; decision 074)
  ...['approach', 'deviation', 'abweichung', 'afwijking', 'ecart'].map((w): [string, number] => [w, K_OFFSET]),
  // accounts
  ['account', K_ACCOUNT],
  ['acct', K_ACCOUNT],
  ['iban', K_ACCOUNT],
  ['bsb', K_ACCOUNT],
  // electricity and gas supply point numbers ('NMI 3050 1234 567', 'MPRN', 'GPRN', 'MIRN', 'ICP'; decision 072)
  ...['nmi', 'mprn', 'gprn', 'mpan', 'mirn', 'icp'].map((w): [string, number] => [w, K_ACCOUNT]),
  // more roles, titles, greetings and sign-offs (decision 064)
  ['host', K_NAME],
  ['escort', K_NAME],
  ['licensee', K_NAME],
  ['licensor', K_NAME],
  ['guarantor', K_NAME],
  ['payee', K_NAME_COLON],
  ['assignee', K_NAME_COLON],
  ['attendees', K_NAME_COLON],
  ['outgoing', K_NAME_COLON],
  ['incoming', K_NAME_COLON],
  ['customer', K_NAME_COLON],
  ['surname', K_NAME_COLON],
  ['names', K_NAME_COLON],
  ['forename', K_NAME_COLON],
  ['forenames', K_NAME_COLON],
  ['per', K_NAME_LEX],
  ['lessor', K_NAME],
  ['guard', K_NAME],
  ['sgt', K_TITLE],
  ['smt', K_TITLE],
  ['shri', K_TITLE],
  ['sri', K_TITLE],
  ['monsieur', K_TITLE],
  ['madame', K_TITLE],
  ['mme', K_TITLE],
  ['mlle', K_TITLE],
  ['prof', K_TITLE],
  // 'Engr. Rodelio Santos', 'Atty. Reyes' (Philippine professional titles; decision 074)
  ['engr', K_TITLE],
  ['atty', K_TITLE],
  // Italian, Spanish, German and Dutch titles (decision 073)
  ...['dott', 'avv', 'sig', 'sra', 'srta', 'herr', 'frau', 'mevr', 'dhr'].map((w): [string, number] => [w, K_TITLE]),
  // Portuguese, Spanish, Dutch and Polish professional titles ('Enf. Patrícia Gomes', 'Eng. Rafael Oliveira', 'Dra. Ruiz',
  // 'ir. Bakker', 'inż. Nowak'; decision 080)
  ...['enf', 'eng', 'dra', 'arq', 'ir', 'drs', 'inż'].map((w): [string, number] => [w, K_TITLE]),
  ['bonjour', K_GREET],
  ['cordialement', K_SIGNOFF],
  ['merci', K_SIGNOFF],
  ['ta', K_SIGNOFF],
  ['thx', K_SIGNOFF],
  ['rgds', K_SIGNOFF],
  ['regds', K_SIGNOFF],
  ['br', K_SIGNOFF],
  // 'Site lead - Çağrı Öztürk', 'Tenant rep Andile Khumalo'
  ['lead', K_NAME_COLON],
  ['rep', K_NAME],
  // 'Signed Thandiwe Mokoena and Pieter van Wyk', 'sending Hector with the key' (decision 080, amendment)
  ['signed', K_NAME_LEX],
  ['sending', K_NAME_LEX],
  ['representative', K_NAME],
  ['appreciated', K_SIGNOFF],
  ['wishes', K_SIGNOFF],
  ['yours', K_SIGNOFF],
  ['send', K_NAME_LEX],
  ['ask', K_NAME_LEX],
  ['asked', K_NAME_LEX],
  ['ring', K_NAME_LEX],
  ['tell', K_NAME_LEX],
  ['told', K_NAME_LEX],
  ['notify', K_NAME_LEX],
  ['relieved', K_NAME_LEX],
  ['handed', K_NAME_LEX],
  ['with', K_NAME_LEX],
  ['am', K_NAME_LEX],
  ['is', K_NAME_LEX],
  ['par', K_NAME_LEX],
  ['and', K_NAME_LEX],
  ...['husband', 'wife', 'son', 'daughter', 'brother', 'sister', 'mother', 'father', 'partner', 'colleague', 'neighbour', 'neighbor'].map((w): [string, number] => [w, K_NAME_LEX]),
  // building, unit keywords (more countries)
  ['level', K_UNIT],
  ['lvl', K_UNIT],
  ['townhouse', K_UNIT],
  ['appartement', K_UNIT],
  ['bureau', K_UNIT],
  ['shop', K_UNIT],
  ['kiosk', K_UNIT],
  ['villa', K_UNIT],
  ['wohnung', K_UNIT],
  // German, Dutch and French words for buildings, units, floors, plant and meters (decision 072)
  ...['gebäude', 'gebaeude', 'liegenschaft', 'pand', 'gebouw', 'immeuble', 'batiment'].map((w): [string, number] => [w, K_BUILDING]),
  ...['lot', 'logement', 'ruimte', 'kamer', 'zimmer', 'raum', 'verdieping', 'etage', 'stockwerk'].map((w): [string, number] => [w, K_UNIT]),
  // Spanish, Portuguese, Italian and more German words for buildings, floors and units (decision 073)
  ...['torre', 'edificio', 'edifício', 'bloque', 'bloco', 'haus'].map((w): [string, number] => [w, K_BUILDING]),
  // Polish and Italian building words ('Budynek B', 'w budynku C', 'Palazzina 2'; decision 080)
  ...['budynek', 'budynku', 'palazzina', 'fabbricato'].map((w): [string, number] => [w, K_BUILDING]),
  // Turkish, Czech and Nordic words for buildings and properties ('Blok C', 'budova B', 'Ejendom KBH-11'), flats,
  // floors ('Daire 17', 'patro 3', 'lgh 1102', 'leilighet 4', 'etasje 2') and a site ('Standort FRA2') (decision 080,
  // amendment). Not 'kancelář', 'budově', 'lägenhet', 'våning': a trigger's second letter must be ASCII, and a letter the
  // ASCII case fold changes ('ř', 'ě') never matches (`TRIGGER_FILTER`, `WordTable.getHashed`)
  ...['blok', 'bina', 'budova', 'budovy', 'ejendom', 'eiendom', 'fastighet'].map((w): [string, number] => [w, K_BUILDING]),
  ...['daire', 'patro', 'podlaží', 'byt', 'lgh', 'leilighet', 'etasje'].map((w): [string, number] => [w, K_UNIT]),
  ['standort', K_SITE],
  ...['planta', 'piso', 'andar', 'piano', 'oficina', 'escritório', 'sala', 'apto', 'depto', 'departamento', 'apartamento', 'interno'].map((w): [string, number] => [w, K_UNIT]),
  // a Brazilian office suite ('18º andar, conjunto 1804'; decision 080)
  ['conjunto', K_UNIT],
  // abbreviated and further unit words ('app. 3' in Québec, 'Whg. 12', 'woning 14', 'chambre 12', 'Basement
  // B1', 'salle 204', 'Zi. 12', 'Penthouse 2'; 'Studio' is not one: 'Visual Studio 2022'; decision 074)
  ...['app', 'whg', 'woning', 'chambre', 'basement', 'salle', 'zi', 'penthouse', 'dorm'].map((w): [string, number] => [w, K_UNIT]),
  // berths, slips and moorings of a marina, cabins and labs (decision 075): places a person is found at, like
  // a room ('Berth B14', 'Slip E-41', 'cabin 6-07')
  ...['berth', 'slip', 'mooring', 'cabin', 'lab'].map((w): [string, number] => [w, K_UNIT]),
  // a data centre's customer cage is a tenant's space, as a suite is (decision 077's labelling; decision 078)
  ['cage', K_UNIT],
  ...['pompe', 'chaudière'].map((w): [string, number] => [w, K_PLANT]),
  // German plant words (decision 075: 'Kompressor KP-02', 'Kessel K-1')
  ...['kompressor', 'verdichter', 'kessel', 'pumpe', 'kältemaschine', 'wärmepumpe', 'lüftungsgerät'].map((w): [string, number] => [w, K_PLANT]),
  ...['bomba', 'caldera', 'caldeira', 'caldaia', 'pompa', 'enfriadora', 'resfriador'].map((w): [string, number] => [w, K_PLANT]),
  ...['medidor', 'contador', 'contatore', 'sonda', 'sensore'].map((w): [string, number] => [w, K_SENSOR]),
  ...['compteur', 'gateway'].map((w): [string, number] => [w, K_SENSOR]),
  // ('floors 3 to 5', 'Rooms 401–410': plural unit keywords introduce a list or a range only; decision 072)
  ...['floors', 'levels', 'rooms', 'suites', 'units', 'apartments', 'apts', 'flats', 'shops'].map((w): [string, number] => [w, K_UNIT]),
  ...['boiler', 'chiller', 'pump', 'compressor', 'condenser', 'heater', 'humidifier', 'dehumidifier'].map((w): [string, number] => [w, K_PLANT]),
  // standby plant ('Generator GEN-2', 'genset DG-1'; decision 074)
  ...['generator', 'genset'].map((w): [string, number] => [w, K_PLANT]),
  ['block', K_BUILDING],
  ['buildings', K_SITE | K_BUILDING],
  ['bldgs', K_SITE | K_BUILDING],
  // ('Blocks A and B', 'Towers 1 and 2': plural building keywords introduce a list only; decision 071)
  ['blocks', K_BUILDING],
  ['towers', K_BUILDING],
  ['wings', K_BUILDING],
  ['site', K_SITE],
  ['sites', K_SITE],
  ['campus', K_SITE],
  ['premises', K_SITE],
  ['property', K_SITE],
  ['annex', K_BUILDING],
  // a property's Unique Property Reference Number names a building, not an account ('UPRN 100023336956'; decision 076)
  ['uprn', K_BUILDING],
  ['warehouse', K_BUILDING],
  ['pavilion', K_BUILDING],
  ['depot', K_BUILDING],
  ['annexe', K_BUILDING],
  ['properties', K_SITE],
  ['portfolio', K_SITE],
  ['facility', K_SITE],
  ['facilities', K_SITE],
  ['blk', K_BUILDING],
  ['tower', K_BUILDING],
  ['wing', K_BUILDING],
  ['probe', K_SENSOR],
  ['transmitter', K_SENSOR],
  // devices whose id is a sensor's whatever its prefix ('Detector SD-3-114', 'Thermostat TS2-04')
  ...['detector', 'thermostat', 'controller', 'device', 'transducer', 'tag'].map((w): [string, number] => [w, K_SENSOR]),
  // EV chargers and beacons ('EV charger CP-PHX-0042', 'beacon BLE-0042'; decision 074)
  ...['charger', 'evse', 'beacon'].map((w): [string, number] => [w, K_SENSOR]),
  // months, for written dates of birth
  ...[
    'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
    'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
    // French (Québec): 'né le 3 février 1985'
    'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
  ].map((m): [string, number] => [m, K_MONTH]),
];

/**
 * Lower-case words with a value each, looked up straight from the text (case-insensitive, ASCII letters)
 * without allocating a substring (decision 190): open addressing over typed arrays holding each word's
 * rolling hash (the one the scanner computes while it reads a word) and its value, so a lookup is one or
 * two reads of a compact table and a character comparison only when the full hash matches.
 */
export class WordTable {
  private readonly hashes: Int32Array;
  private readonly values: Int32Array;
  private readonly ids: Int32Array;
  private readonly words: string[] = [];
  private readonly mask: number;

  /** Entries with the same word have their values OR-ed ('contact' introduces a name and a phone). */
  constructor(entries: Iterable<readonly [string, number]>) {
    const list = [...entries];
    let size = 64;
    while (size < list.length * 4) size *= 2;
    this.mask = size - 1;
    this.hashes = new Int32Array(size);
    this.values = new Int32Array(size);
    this.ids = new Int32Array(size);
    for (const [word, value] of list) {
      const h = hashWord(word);
      let slot = h & this.mask;
      while (this.hashes[slot] !== 0 && !(this.hashes[slot] === h && this.words[this.ids[slot]] === word)) slot = (slot + 1) & this.mask;
      if (this.hashes[slot] === 0) {
        this.hashes[slot] = h;
        this.ids[slot] = this.words.length;
        this.words.push(word);
      }
      this.values[slot] |= value;
    }
  }

  /** The value of text[i, j) whose `hashWord` is h, or 0. */
  getHashed(h: number, text: string, i: number, j: number): number {
    const { hashes, mask } = this;
    let slot = h & mask;
    let stored = hashes[slot];
    while (stored !== 0) {
      if (stored === h) {
        const word = this.words[this.ids[slot]];
        if (word.length === j - i) {
          let k = 0;
          while (k < word.length && (text.charCodeAt(i + k) | 32) === word.charCodeAt(k)) k++;
          if (k === word.length) return this.values[slot];
        }
      }
      slot = (slot + 1) & mask;
      stored = hashes[slot];
    }
    return 0;
  }

  get(text: string, i: number, j: number): number {
    if (j - i > 24) return 0;
    let h = 0;
    for (let k = i; k < j; k++) h = (Math.imul(h, 31) + (text.charCodeAt(k) | 32)) | 0;
    return this.getHashed(h === 0 ? 1 : h, text, i, j);
  }
}

export class WordSet {
  private readonly table: WordTable;

  constructor(words: Iterable<string>) {
    this.table = new WordTable([...words].map((w): [string, number] => [w, 1]));
  }

  has(text: string, i: number, j: number): boolean {
    return this.table.get(text, i, j) !== 0;
  }
}

/** Capitalised words that are not names ('Contact Us', 'Tenant: Facilities Team'). */
export const NAME_STOP_WORDS = new WordSet(
  `the a an our your my his her their this that these those we i you he she they it us me all any each every
  facilities facility maintenance security management manager property building buildings unit team support desk help
  service services office front night day shift admin it hr hvac bms bas engineering operations ops everyone
  sir madam tenant tenants resident residents owner landlord staff customer vendor contractor none unknown tbd na
  monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday
  inc llc ltd co corp corporation company group electric plumbing mechanical emergency urgent please thanks thank
  re fwd fw subject request work order ticket priority status note notes phone email tel mobile ssn dob date id name
  room floor suite apt apartment lobby parking garage north south east west main level basement roof rooftop
  and or for with from to in on at of by as is was be will can has have had not no yes ok hi hello dear regards
  again all sorry welcome good great new old high low open closed pending complete completed approved
  ahu rtu vav fcu sensor sensors meter alarm alarms system systems controls control access badge card cards door doors
  elevator elevators boiler chiller pump pumps fan fans valve valves zone zones panel panels
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  mr mrs ms dr miss mx officer sergeant www http https com net org
  vacant vacancy unassigned tba tbc helpdesk leak load reception
  very change address addresses situation accounts payable receivable department dept
  danke bitte hallo merci gracias hola salamat bedankt dank grazie obrigado policy claim invoice quote contract
  der die das dem het een ein eine les alte altes neuer neue neues zähler zaehler`.split(/\s+/).filter(Boolean),
);

/** Lower-case particles allowed inside a name ('Ana de la Cruz', 'Jan van Dijk'). */
export const NAME_PARTICLES = new WordSet(['de', 'la', 'del', 'della', 'der', 'den', 'van', 'von', 'da', 'di', 'du', 'le', 'bin', 'binte', 'bint', 'binti', 'al', 'ibn', 'st', 'dos', 'das', 'do', 'ter', 'ten', 'te', 'zu', 'y', 'ap', 'ni', 'nic', 'mac', 'ua']);

export const STREET_SUFFIXES = new WordSet(
  `street st avenue ave av road rd boulevard blvd lane ln drive dr court ct place pl way parkway pkwy terrace ter
  circle cir highway hwy square sq trail trl plaza plz alley aly loop row pike crescent cres close mews grove
  gardens expressway expy freeway fwy turnpike tpke walk path crossing xing broadway causeway cswy ridge run
  marg quay wharf parade esplanade promenade rise vale green hill hills view link circuit embankment gate yard
  approach circus mount croft brae wynd strand boulevarde salai`.split(/\s+/).filter(Boolean),
);

export const DIRECTIONS = new WordSet(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);

/** Words that end an address candidate early ('72 rooms on Main Street' is not an address). */
export const ADDRESS_STOP_WORDS = new WordSet(
  `on in at of the a an and or to for from with by per via rooms room floors floor units unit people persons guests
  tenants residents beds desks seats sq ft feet meters minutes hours days weeks months years times items`.split(/\s+/).filter(Boolean),
);

/** Words after a 'room'/'unit'/'floor' keyword that show it is not an identifier. */

/** The rolling hash of a lower-case word as the scanner computes it (0 is the empty slot, so 0 becomes 1). */
export function hashWord(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + (word.charCodeAt(i) | 32)) | 0;
  return h === 0 ? 1 : h;
}

/** Trigger words and their flags, by the same rolling hash the scanner computes while it reads a word. */
export const TRIGGERS = new WordTable(TRIGGER_LIST);
/**
 * Bit `len` of TRIGGER_FILTER[first * 27 + second] is set when some trigger has those first two letters
 * (second = 26 for one-letter words) and that length: most words are ruled out without hashing.
 */
export const TRIGGER_FILTER = new Int32Array(27 * 27);

for (const [word] of TRIGGER_LIST) {
  const first = word.charCodeAt(0) - 97;
  const second = word.length > 1 ? word.charCodeAt(1) - 97 : 26;
  // (words with other letters in front, 'février', are only looked up directly, by monthAt)
  if (first >= 0 && first < 26 && second >= 0 && second <= 26) TRIGGER_FILTER[first * 27 + second] |= 1 << word.length;
}

/** Generational suffixes after a name ('Eddie Ramos Jr.'). */
export const NAME_SUFFIXES = new WordSet(['jr', 'sr', 'ii', 'iii', 'iv']);

/**
 * Endings of German, Dutch and Scandinavian compound nouns for plant and meters, read before a capitalised
 * id ('Umwälzpumpe P-02', 'Wärmezähler WMZ-7', 'Warmtemeter WM-2', 'Måler KAM-604-1187'; decision 072):
 * the trigger table only holds words whose first two letters are ASCII.
 */
export const COMPOUND_KEYWORD_ENDINGS: readonly (readonly [string, 'plant' | 'sensor' | 'building'])[] = [
  ['pumpe', 'plant'], ['pomp', 'plant'], ['kessel', 'plant'], ['ketel', 'plant'], ['maschine', 'plant'], ['anlage', 'plant'],
  ['zähler', 'sensor'], ['zaehler', 'sensor'], ['meter', 'sensor'], ['fühler', 'sensor'], ['voeler', 'sensor'], ['måler', 'sensor'], ['mätare', 'sensor'],
  ['gebäude', 'building'], ['bâtiment', 'building'],
];
/** '-meter' words that are not meters. */
export const NOT_METERS = new WordSet([
  'parameter', 'parameters', 'diameter', 'perimeter', 'kilometer', 'centimeter', 'millimeter', 'altimeter',
  // hand-held test instruments: the code after one is its model ('balometer TSI 8380'; decision 077)
  'balometer', 'anemometer', 'manometer', 'multimeter', 'tachometer', 'barometer', 'hygrometer', 'psychrometer', 'velometer',
]);

/** What 'units of …' may measure on a bill ('1 204 units of electricity'; decision 072). */
export const ENERGY_NOUNS = new WordSet(['electricity', 'power', 'energy', 'gas', 'heat']);

/** Canadian post offices in a box's address ('PO Box 2211, Station Main', 'STN A', 'RPO Westdale'; decision 072). */
export const POST_OFFICE_WORDS = new WordSet(['station', 'stn', 'rpo', 'succ', 'succursale']);

/** Chat mentions of a group, not a person ('@channel', '@here'; decision 072). */
export const GROUP_MENTIONS = new WordSet(['here', 'channel', 'everyone', 'all', 'team', 'group', 'admin', 'admins', 'support', 'ops', 'oncall', 'facilities', 'security', 'maintenance', 'engineering', 'reception', 'helpdesk']);

/** German floor words after an ordinal ('3. OG', '2. Obergeschoss', '1. Etage'; decision 072). */
export const GERMAN_FLOOR_WORDS = new WordSet(['og', 'ug', 'obergeschoss', 'untergeschoss', 'stock', 'stockwerk', 'etage']);

/** Street types written before the street's name in French ('2145, rue Sherbrooke Est'). */
export const FRENCH_STREET_TYPES = new WordSet(['rue', 'avenue', 'av', 'boulevard', 'boul', 'bd', 'chemin', 'ch', 'route', 'rang', 'place', 'allée', 'impasse', 'quai', 'côte', 'cours', 'promenade']);

/**
 * Endings of German, Dutch, Scandinavian and Swiss street names written as one word before the number
 * ('Friedrichstraße 118', 'Kastanienallee 24a', 'Keizersgracht 452', 'Vesterbrogade 3'; decision 071).
 */
export const CONTINENTAL_STREET_ENDINGS = [
  'straße', 'strasse', 'allee', 'gasse', 'platz', 'damm', 'ufer', 'chaussee', 'steig', 'weg', 'ring',
  'gracht', 'straat', 'laan', 'plein', 'kade', 'singel', 'dijk', 'steeg', 'markt',
  'gade', 'vej', 'gatan', 'vägen', 'veien', 'gata',
  // (Danish and Norwegian streets with their article, squares and lanes; decision 076)
  // (not '-gate': English towns end so, 'Harrogate 4'; 'gate' as a word needs the postcode and town, below)
  'vejen', 'gaden', 'torv', 'plads', 'stræde', 'vegen', 'torget', 'gränd',
];

/**
 * Street words written apart from the name before the number ('Schönhauser Allee 142', 'Prinsengracht'
 * is one word), and street types written first in French, Italian, Spanish and Portuguese ('Route de
 * Pré-Bois 20', 'Via Roma 12', 'Calle Mayor 5'): read only with a postcode and town after them (decision 072).
 */
export const STANDALONE_STREET_WORDS = new WordSet([
  'allee', 'straße', 'strasse', 'str', 'weg', 'platz', 'ring', 'damm', 'gasse', 'ufer', 'chaussee', 'laan', 'kade', 'gracht', 'plein', 'straat', 'singel', 'dijk', 'markt', 'gade', 'vej', 'gata', 'gatan', 'vägen',
  // ('Ørestads Boulevard 57, 2300 København S', 'Karl Johans gate 22, 0159 Oslo': Nordic streets, only before a postcode and town; decision 076)
  'boulevard', 'gate', 'vejen', 'gaden', 'plads', 'torv', 'allé',
]);
export const STREET_TYPES_FIRST = new WordSet([
  'rue', 'avenue', 'boulevard', 'chemin', 'route', 'place', 'allée', 'impasse', 'quai', 'cours', 'promenade', 'rampe', 'ruelle',
  'via', 'viale', 'piazza', 'piazzale', 'corso', 'largo', 'vicolo', 'calle', 'avenida', 'paseo', 'plaza', 'carrer', 'rua', 'travessa', 'praça',
  // Polish, Portuguese, Spanish and Malay street types, some abbreviated ('ul. Postępu', 'Av. Paulista'; decision 073)
  'ul', 'ulica', 'aleja', 'av', 'avda', 'estrada', 'jalan', 'jln', 'lorong',
]);

/** Unit words between a street and its town ('1801 Pennsylvania Ave, Apt 912, Denver, CO 80203'; decision 072). */
export const UNIT_WORDS_IN_ADDRESS = new WordSet(['apt', 'apartment', 'suite', 'ste', 'unit', 'fl', 'floor', 'rm', 'room', 'flat']);

/** Abbreviations with a full stop inside a street name ('St. Clair Ave', 'Mt. Pleasant Rd'). */
export const STREET_ABBREVIATIONS = new WordSet(['st', 'mt', 'ft', 'pt']);

/** Words after a street's suffix that still belong to it ('Mount Street Upper', 'Rue Saint-Paul Ouest'). */
export const STREET_TRAILERS = new WordSet(['upper', 'lower', 'north', 'south', 'east', 'west', 'est', 'ouest', 'nord', 'sud', 'extension', 'ext']);

/**
 * Words after 'Level 3', 'Room 3', 'L2' that make the number a grade, a step, a count or a size, not a unit or
 * a floor ('Level 2 support', 'level 3 of 5', 'Room 3 bedrooms', 'Unit 3 ton', 'Flat 20 mm', 'L2 engineer').
 */
export const NOT_A_FLOOR_AFTER = new WordSet(
  `of out people persons guests seats max maximum times pax support engineer engineers technician technicians access
  clearance certification certified priority alarm alert risk training qualification escalation incident
  bedroom bedrooms bathroom bathrooms bed beds desks rooms floors storeys stories levels units items boxes pcs nos
  hours hrs minutes mins days weeks months years steps tests points seater
  ton tons tonne tonnes mm cm m km ft feet foot metre metres kg lb lbs oz gal l litres liters pin pole phase way x sqm sqft sq hp kva percent
  bhk bed br pièces chambres personnes places fois étages niveaux nights coats stars volt volts amp amps watt watts
  charger chargers charging ev audit audits assessment switch switches cache
  contract contracts helpdesk response certifier certifiers diploma award apprenticeship competency
  app release software licence license dashboard platform edition tyre tyres tire tires nvq btec
  each ea ex excl incl vat gst lockdown restrictions restriction ppe hazard hazards autonomy apprentice apprentices bim`.split(/\s+/).filter(Boolean),
);

/** Words after a temperature that make it a difference, not a reading ('31 °C difference', 'a 4 K rise'). */
export const DIFFERENCE_WORDS = new WordSet(['difference', 'differential', 'delta', 'rise', 'drop', 'split', 'spread', 'swing', 'increase', 'decrease', 'lift']);

/**
 * Words after 'unit 2' that make the unit a plant item's ('Unit 2 compressor tripped', 'unit 1 refrigerant
 * circuit'; decision 071). Only for 'unit': 'Level 3 fan coil units' is a floor.
 */
export const NOT_A_UNIT_AFTER = new WordSet(
  `compressor compressors circuit circuits refrigerant tripped condenser evaporator stage stages
  fan fans filter filters belt belts motor motors gearbox conveyor toner cartridge
  mock exam exams quiz revision coursework homework lesson lessons students pupils learners outcomes objectives
  worksheet worksheets vocabulary
  suction discharge superheat subcooling subcool pressure pressures amperage rpm`.split(/\s+/).filter(Boolean),
);

/**
 * Energy units written as words or in US units, read after a number (decision 071): 1 for British thermal
 * units and gas by the hundred or thousand cubic feet, 2 for the power words that may go on with '-hours'.
 */
export const SPELLED_ENERGY_UNITS = new WordTable([
  ...['btu', 'kbtu', 'mbtu', 'mmbtu', 'ccf', 'mcf'].map((w): [string, number] => [w, 1]),
  ...['kilowatt', 'megawatt', 'gigawatt', 'kilowatts', 'megawatts', 'gigawatts'].map((w): [string, number] => [w, 2]),
]);

/**
 * Words before a tag that make it a part's or a product's number, which a privacy reviewer keeps (decision 073):
 * 'part FM-220-48', 'model TS-1042', 'SKU TS-1042', 'P/N FT-301-2' (decision 075).
 */
export const PART_WORDS = new WordSet(`part parts model sku pn mpn article artikel typ cat catalogue catalog spare`.split(/\s+/).filter(Boolean));
/** Documents whose number a code right after them is, with no colon between ('Ticket FM-2026-10-3312'; decision 080, amendment). */
export const DOCUMENT_WORDS = new WordSet(`ticket incident invoice permit quotation factura rechnung`.split(/\s+/).filter(Boolean));

/** Lower-case words inside a person column's cell that make it a business's name ('Pets at Home'; decision 075). */
export const PREPOSITIONS_IN_NAMES = new WordSet(['at', 'of', 'for', 'the', 'on', 'in', 'by']);

/** Words before '#12-03' that make it a record's number, not a Singapore unit ('ticket #12-03'). */
export const RECORD_WORDS = new WordSet(
  `item items ticket tickets order invoice inv job case ref issue request req task step line part po wo no pr bug
  incident inc change chg quote batch lot`.split(/\s+/).filter(Boolean),
);

/** Words before a power that make it a plant item's rating, not energy used ('Capacity 12 kW', 'rated 7.5 kW'). */
export const RATING_WORDS = new WordSet(['capacity', 'rated', 'rating', 'nominal', 'nameplate', 'motor', 'motors']);

/**
 * Words right before an energy figure that make it an agreed, planned or estimated figure, not a reading
 * (decision 076): 'budget 1,900,000 kWh', 'target', 'Expected saving 412,000 kWh', 'souscrite 180 kVA'.
 */
export const NOT_A_READING_BEFORE = new WordSet(
  `budget budgeted target targets forecast forecasted projected projection saving savings saves save
  souscrite souscrit contratada contratado
  committed contracted subscribed reserved allocated provisioned allowance entitlement estimate
  limit limits design designed threshold specified required
  booked zielwert planwert prognose zielvorgabe presupuesto objetivo previsto prevista begroting streefwaarde`.split(/\s+/).filter(Boolean),
);

/**
 * Plant items sized by the power or energy figure before them ('6.6 kW solar system', '13.5 kWh battery', '22 kW
 * charger', '10 kW PV array'): a rating or a capacity, not energy used (decision 077).
 */
export const PLANT_SIZED = new WordSet(
  `system systems array arrays inverter inverters battery batteries charger chargers boiler boilers chiller chillers
  generator generators genset gensets motor motors heater heaters pump pumps transformer transformers ups drive
  drives panel panels installation install plant turbine turbines compressor compressors unit units module modules
  cell cells bank banks fan fans engine engines chp`.split(/\s+/).filter(Boolean),
);

/** Words between a figure and the plant item it sizes ('6.6 kW solar system', '5 kW heat pump'; decision 077). */
export const PLANT_SIZE_MODIFIERS = new WordSet(
  `solar pv rooftop heat air ground water backup standby diesel gas electric ev home storage lithium wind hybrid
  fast rapid ac dc split ducted cassette immersion wall`.split(/\s+/).filter(Boolean),
);

/** Words before a demand or a load that make it a contract's, not a meter's ('contract demand 650 kW', 'sanctioned load'). */
export const CONTRACT_WORDS = new WordSet(
  `contract contracted contractual notified sanctioned subscribed agreed authorised authorized declared allowed`.split(/\s+/).filter(Boolean),
);

/** Units of water, mass and volume: a number with one is not energy after an energy label ('Water usage 412 kL'; decision 076). */
export const OTHER_MEASURES = new WordSet(`kl ml l litres liters litre liter gal gals gallons kg t tonnes tons lbs`.split(/\s+/).filter(Boolean));

/** Multipliers written between a number and its unit ('1.2m kWh', '1.1 million kWh', '3.2 lakh kWh'; decision 076). */
export const MULTIPLIERS = new WordSet(`m mn mio million millions k thousand bn billion lakh lakhs crore crores`.split(/\s+/).filter(Boolean));

/**
 * Words that name a meter or its reads, one of which must come before a register's read word on its line ('meter',
 * 'Lecturas:', 'Wskazania licznika:'; decision 080).
 */
export const METER_LINE_WORDS = new WordSet(['meter', 'lectura', 'lecturas', 'lettura', 'letture', 'leitura', 'leituras', 'licznik', 'licznika', 'wskazania', 'odczyt', 'contador', 'medidor', 'contatore']);

/** Kinds of a meter read before 'read' or 'reading' ('Opening read 44 120', 'final reading'; decision 076). */
export const READ_KINDS = new WordSet(
  `opening closing previous prev present current final start end initial estimated actual customer manual smart last
  elec electric electricity gas power energy heat`.split(/\s+/).filter(Boolean),
);

/** Words of a bill's meter row before a register's read, without 'read' ('previous 118 402', 'present 121 955', 'Day register 012 884,3'; decision 078). */
export const REGISTER_READ_WORDS = new WordSet(REGISTER_READ_WORDS_TEXT);

/** Verbs of a meter that, right after a meter word, set the read that follows ('the meter says 48,212'; decision 076). */
export const METER_VERBS = new WordSet(['says', 'shows', 'showing', 'showed', 'displays']);

/** Nouns of a demand before an energy figure ('maximum demand 212 kVA', 'MD', 'Puissance atteinte'; decision 076). */
export const DEMAND_WORDS = new WordSet(`demand md puissance load potencia leistung peak peaked`.split(/\s+/).filter(Boolean));

/** Words joining the ids of a list or a range after one keyword ('floors 12 through 18', 'Level 2 and 3'). */
export const LIST_JOINERS = new WordSet(['and', 'to', 'through', 'thru', 'or', 'till', 'until', 'et', 'bis', 'tot']);

/**
 * Words before 'unit', 'room', 'suite' that make it a price basis, a plant item or a test set, not a place
 * ('per unit 45', 'Condensing Unit 3', 'air handling unit 2', 'test suite 4').
 */
export const NOT_A_UNIT_BEFORE = new WordSet(
  `per each a condensing handling rooftop packaged coil pump indoor outdoor terminal cooling heating split ac
  control power supply ups distribution storage treatment processing test software measurement recovery
  refrigeration air fan drive condenser evaporator compressor chiller boiler exhaust ventilation dehumidifier
  dx hvac vrf vrv ahu fcu rtu
  hydraulic humidifier trolley printer conveyor robot press generator geyser aircon bell ot icu theatre
  medication vending freezer fridge backup standby
  shelf shelving locker lockers minibar fly kitchen drawer filing radiator lighting dosing pressurisation
  pressurization softener booster extract extraction cassette print printing copier display cooler dispensing kit
  package wall ducted cooled evaporative window portable mini crac crah pac odu idu sell x
  dishwasher washer dryer oven microwave cooker hob sink vanity shower tv ice`.split(/\s+/).filter(Boolean),
);

/**
 * Uses before 'Room 3' that make a short number part of the room's name ('Meeting Room 3', 'Plant Room 2', 'Comms
 * Room 1'), as a ward's or a bay's is (decisions 075, 077); a room's number stays one ('meeting room 4.01', 'plant
 * room 214').
 */
export const ROOM_USES = new WordSet(
  `meeting conference board plant comms communications server training interview store switch battery motor tank
  meter electrical mechanical sluice linen cleaners consulting consultation waiting staff break prayer quiet
  first post mail copy seminar tutorial dining function games media gym fitness changing equipment utility
  laundry sprinkler valve boiler pump fan control generator ups living sitting family drawing powder rumpus box`.split(/\s+/).filter(Boolean),
);

/**
 * Numbered parts of a document or a course before 'Unit 2' ('Module 3 Unit 2', 'Lesson 4, Unit 2', 'page 2,
 * unit 4'): a unit of study or of text, not a place (decision 072).
 */
export const SECTION_WORDS = new WordSet(
  `module lesson chapter section part page week book volume course step item appendix schedule clause
  paragraph topic semester`.split(/\s+/).filter(Boolean),
);

/**
 * Words of a qualification or a course earlier on the line than 'Unit 3' ('NVQ Level 3 …: Unit 3 (electrical
 * isolation)', 'City & Guilds 2391, unit 52'): a unit of the qualification, not a place (decision 077).
 */
export const QUALIFICATION_WORDS = new WordSet(
  `nvq nvqs rqf qcf scqf btec diploma qualification qualifications apprenticeship guilds syllabus curriculum
  coursework module modules course courses assessor learner learners cpd`.split(/\s+/).filter(Boolean),
);

/**
 * School subjects before 'Unit 2' ('Year 9 Science, Unit 2', 'Maths Unit 3'): a unit of a course, not a
 * place (decision 075).
 */
export const SUBJECT_WORDS = new WordSet(
  `science sciences maths math mathematics english history geography physics chemistry biology economics
  french german spanish music computing business accounting psychology sociology literature curriculum syllabus
  textbook coursebook workbook`.split(/\s+/).filter(Boolean),
);

/**
 * Given names and surnames that are as often ordinary capitalised words at a sentence's start ('Will the
 * tenant…', 'Price agreed'): a name found earlier does not make them names again on their own (decision 068).
 */
export const NOT_REMEMBERED = new WordSet(
  `will may mark bill rob pat sue grace hope joy rose art chase frank jack penny dawn ray glen dean cliff drew wade
  miles max gene guy faith victor june april august summer sky lane hall park mason king white green brown black
  young price long page case power bell hill wood stone rich sterling carter cook baker turner porter hunter
  fisher booth ward north south east west`.split(/\s+/).filter(Boolean),
);

/** Lower-case words after a capitalised one that make it a place or an organisation ('the Sydney office'). */
export const NOT_A_PERSON_AFTER = new WordSet(
  `office offices site sites branch team teams depot campus store stores warehouse plant airport station region
  area city council hospital school university street road building tower project account portfolio market`.split(/\s+/).filter(Boolean),
);

/** Words before 'level' that make it a measure or a grade, not a floor ('noise level 3', 'access level 2'). */
export const NOT_A_FLOOR_LEVEL_BEFORE = new WordSet(
  `noise water tank sound light battery alarm risk access service security priority severity pressure oil fuel
  signal fill dust skill experience comfort contamination stress confidence senior management
  humidity co2 lux sil protection alert warning threat escalation support training trust maturity grade
  basin sump bin liquid fluid refrigerant charge dimming brightness volume
  nvq rqf qcf scqf btec aqf nqf nsqf diploma apprenticeship competency competence qualification`.split(/\s+/).filter(Boolean),
);

/** Roles written in lower case after a name ('Tevita Fifita (night porter)', 'X, facilities coordinator'). */
export const ROLE_WORDS = new WordSet(
  `engineer engineers technician tech manager supervisor cleaner guard porter tenant resident contractor
  electrician plumber inspector coordinator lead officer concierge caretaker receptionist landlord owner agent
  director assistant administrator operator surveyor architect consultant foreman fitter apprentice intern
  lessee licensee occupant occupier guarantor witness visitor host driver rep representative chief head
  warden marshal attendant advisor adviser analyst planner specialist accountant secretary treasurer auditor
  assessor clerk handyman janitor custodian superintendent steward`.split(/\s+/).filter(Boolean),
);

/** Greetings that are also ordinary words ('Morning Briefing:'): the name after them needs the lexicon. */
export const WEAK_GREETINGS = new WordSet(['morning', 'afternoon', 'evening', 'greetings']);

/**
 * Verbs of record-keeping before 'by' that make the name after it certain ('Reported by', 'Checked by',
 * 'signed off by'). Looked up only when a 'by' is read, so they cost nothing elsewhere (decision 068).
 */
export const BY_VERBS = new WordSet(
  `reported requested submitted approved assigned signed completed performed inspected verified escorted opened closed logged
  filed written prepared checked tested witnessed commissioned authorised authorized raised issued received collected attended
  serviced installed repaired reviewed recorded noted entered acknowledged actioned cleared countersigned supervised accompanied off
  read exported generated created modified updated downloaded`.split(/\s+/).filter(Boolean),
);

/**
 * Words before 'L1', 'L2' that make it a phase, a tier or a grade, not a floor ('Phases L1/L2/L3', 'voltage
 * L1-N', 'escalate to L2', 'class L2').
 */
export const NOT_A_FLOOR_CODE_BEFORE = new WordSet(
  `phase phases voltage voltages volts current currents amps line lines tier priority support class grade category cat
  severity sil pl escalate escalated escalation alarm alarms system systems lift lifts elevator elevators car cars
  loop loops lane lanes`.split(/\s+/).filter(Boolean),
);

/** Last words that make a capitalised run a place or a site, not a person ('Jordan Hall', 'Kingsway Business Park'). */
export const PLACE_WORDS = new WordSet(
  `hall park station centre center house college university school church hospital clinic airport bridge tower towers
  plaza mall market estate gardens garden court building complex square arena stadium library museum theatre theater
  hotel campus terminal wharf quay pier nagar layout colony sector phase apartments residences heights village
  residency enclave society chambers bhavan cross main mill mills works yard lodge manor farm menara wisma town city
  block blocks wing dock docks annex annexe pavilion marina`.split(/\s+/).filter(Boolean),
);
