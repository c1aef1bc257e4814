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
/** 'reported', 'requested'… : the next 'by' introduces a name. */
export const K_BY_VERB = 1 << 12;
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

/** Flags that only set context for the numbers that follow. */
export const CONTEXT_FLAGS = K_SSN | K_DOB | K_TEMP | K_PHONE | K_CARD | K_TIME | K_VERSION | K_MONEY | K_OFFSET | K_ACCOUNT | K_SITE;

const TRIGGER_LIST: [string, number][] = [
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
  ['regards', K_SIGNOFF],
  ['sincerely', K_SIGNOFF],
  ['thanks', K_SIGNOFF | K_GREET],
  ['cheers', K_SIGNOFF],
  ['best', K_SIGNOFF],
  ['respectfully', K_SIGNOFF],
  ['cordially', K_SIGNOFF],
  ['you', K_SPECIAL],
  ['reported', K_BY_VERB],
  ['requested', K_BY_VERB],
  ['submitted', K_BY_VERB],
  ['approved', K_BY_VERB],
  ['assigned', K_BY_VERB],
  ['signed', K_BY_VERB],
  ['completed', K_BY_VERB],
  ['performed', K_BY_VERB],
  ['inspected', K_BY_VERB],
  ['verified', K_BY_VERB],
  ['escorted', K_BY_VERB],
  ['opened', K_BY_VERB],
  ['closed', K_BY_VERB],
  ['logged', K_BY_VERB],
  ['filed', K_BY_VERB],
  ['written', K_BY_VERB],
  ['prepared', K_BY_VERB],
  ['by', K_BY | K_NAME_LEX],
  // building, unit, sensor keywords followed by an identifier
  ['building', K_BUILDING],
  ['bldg', K_BUILDING | K_TAG_BUILDING],
  ['bld', K_BUILDING | K_TAG_BUILDING],
  ['unit', K_UNIT],
  ['apt', K_UNIT],
  ['apartment', K_UNIT],
  ['suite', K_UNIT],
  ['ste', K_UNIT],
  ['room', K_UNIT],
  ['rm', K_UNIT],
  ['floor', K_UNIT],
  ['fl', K_UNIT],
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
  // accounts
  ['account', K_ACCOUNT],
  ['acct', K_ACCOUNT],
  ['iban', K_ACCOUNT],
  ['bsb', K_ACCOUNT],
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
  ['bonjour', K_GREET],
  ['cordialement', K_SIGNOFF],
  ['merci', K_SIGNOFF],
  ['ta', K_SIGNOFF],
  ['thx', K_SIGNOFF],
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
  ['block', K_BUILDING],
  ['buildings', K_SITE],
  ['site', K_SITE],
  ['sites', K_SITE],
  ['campus', K_SITE],
  ['blk', K_BUILDING],
  ['tower', K_BUILDING],
  ['wing', K_BUILDING],
  ['probe', K_SENSOR],
  ['transmitter', K_SENSOR],
  // months, for written dates of birth
  ...[
    'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
    'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
  ].map((m): [string, number] => [m, K_MONTH]),
];

/**
 * A set of lower-case words looked up straight from the text (case-insensitive, ASCII letters), without
 * allocating a substring: a hash of the word picks a bucket, then characters are compared.
 */
/**
 * Values keyed by the scanner's rolling word hash, in a power-of-two array of buckets indexed by the
 * hash's low bits. A plain array read is several times cheaper than `Map.get` in the scanner's hot loop;
 * callers compare the actual word, so a shared bucket is only a (rare) extra comparison.
 */
export class HashBuckets<T> {
  private readonly mask: number;
  private readonly buckets: (T[] | undefined)[];

  constructor(expected: number) {
    let size = 16;
    while (size < expected * 4) size *= 2;
    this.mask = size - 1;
    this.buckets = new Array<T[] | undefined>(size).fill(undefined);
  }

  add(hash: number, value: T): void {
    const k = hash & this.mask;
    const bucket = this.buckets[k];
    if (bucket) bucket.push(value);
    else this.buckets[k] = [value];
  }

  get(hash: number): T[] | undefined {
    return this.buckets[hash & this.mask];
  }
}

export class WordSet {
  private readonly buckets: HashBuckets<string>;

  constructor(words: Iterable<string>) {
    const list = [...words];
    this.buckets = new HashBuckets<string>(list.length);
    for (const w of list) this.buckets.add(hashWord(w), w);
  }

  has(text: string, i: number, j: number): boolean {
    if (j - i > 24) return false;
    let h = 0;
    for (let k = i; k < j; k++) h = (Math.imul(h, 31) + (text.charCodeAt(k) | 32)) | 0;
    const bucket = this.buckets.get(h);
    if (!bucket) return false;
    outer: for (const w of bucket) {
      if (w.length !== j - i) continue;
      for (let k = 0; k < w.length; k++) if ((text.charCodeAt(i + k) | 32) !== w.charCodeAt(k)) continue outer;
      return true;
    }
    return false;
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
  mr mrs ms dr miss mx officer sergeant www http https com net org`.split(/\s+/).filter(Boolean),
);

/** Lower-case particles allowed inside a name ('Ana de la Cruz', 'Jan van Dijk'). */
export const NAME_PARTICLES = new WordSet(['de', 'la', 'del', 'della', 'der', 'den', 'van', 'von', 'da', 'di', 'du', 'le', 'bin', 'binte', 'bint', 'binti', 'al', 'ibn', 'st', 'dos', 'das', 'do', 'ter', 'ten', 'te', 'zu', 'y', 'ap', 'ni', 'nic', 'mac', 'ua']);

export const STREET_SUFFIXES = new WordSet(
  `street st avenue ave av road rd boulevard blvd lane ln drive dr court ct place pl way parkway pkwy terrace ter
  circle cir highway hwy square sq trail trl plaza plz alley aly loop row pike crescent cres close mews grove
  gardens expressway expy freeway fwy turnpike tpke walk path crossing xing broadway causeway cswy ridge run
  marg quay wharf parade esplanade promenade rise vale green hill hills`.split(/\s+/).filter(Boolean),
);

export const DIRECTIONS = new WordSet(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);

/** Words that end an address candidate early ('72 rooms on Main Street' is not an address). */
export const ADDRESS_STOP_WORDS = new WordSet(
  `on in at of the a an and or to for from with by per via rooms room floors floor units unit people persons guests
  tenants residents beds desks seats sq ft feet meters minutes hours days weeks months years times items`.split(/\s+/).filter(Boolean),
);

/** Words after a 'room'/'unit'/'floor' keyword that show it is not an identifier. */

export function hashWord(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + (word.charCodeAt(i) | 32)) | 0;
  return h;
}

export type TriggerEntry = { word: string; flags: number };

/** Trigger words by the same rolling hash the scanner computes while it reads a word. */
export const TRIGGERS = new HashBuckets<TriggerEntry>(TRIGGER_LIST.length);
/**
 * Bit `len` of TRIGGER_FILTER[first * 27 + second] is set when some trigger has those first two letters
 * (second = 26 for one-letter words) and that length: most words are ruled out without hashing.
 */
export const TRIGGER_FILTER = new Int32Array(27 * 27);

for (const [word, flags] of TRIGGER_LIST) {
  const h = hashWord(word);
  const existing = TRIGGERS.get(h)?.find((e) => e.word === word);
  if (existing) existing.flags |= flags;
  else TRIGGERS.add(h, { word, flags });
  const second = word.length > 1 ? word.charCodeAt(1) - 97 : 26;
  TRIGGER_FILTER[(word.charCodeAt(0) - 97) * 27 + second] |= 1 << word.length;
}


/** Generational suffixes after a name ('Eddie Ramos Jr.'). */
export const NAME_SUFFIXES = new WordSet(['jr', 'sr', 'ii', 'iii', 'iv']);

/** Street types written before the street's name in French ('2145, rue Sherbrooke Est'). */
export const FRENCH_STREET_TYPES = new WordSet(['rue', 'avenue', 'av', 'boulevard', 'boul', 'bd', 'chemin', 'ch', 'route', 'rang', 'place', 'allée', 'impasse', 'quai', 'côte', 'cours', 'promenade']);

/** Abbreviations with a full stop inside a street name ('St. Clair Ave', 'Mt. Pleasant Rd'). */
export const STREET_ABBREVIATIONS = new WordSet(['st', 'mt', 'ft', 'pt']);

/** Words after a street's suffix that still belong to it ('Mount Street Upper', 'Rue Saint-Paul Ouest'). */
export const STREET_TRAILERS = new WordSet(['upper', 'lower', 'north', 'south', 'east', 'west', 'est', 'ouest', 'nord', 'sud', 'extension', 'ext']);

/** Words after 'Level 3' that make it a grade or a step, not a floor ('Level 2 support', 'level 3 of 5'). */
export const NOT_A_FLOOR_AFTER = new WordSet(['of', 'people', 'persons', 'guests', 'seats', 'max', 'maximum', 'times', 'pax', 'support', 'engineer', 'engineers', 'technician', 'technicians', 'access', 'clearance', 'certification', 'certified', 'priority', 'alarm', 'alert', 'risk', 'training', 'qualification', 'escalation', 'incident']);

/** Last words that make a capitalised run a place or a site, not a person ('Jordan Hall', 'Kingsway Business Park'). */
export const PLACE_WORDS = new WordSet(
  `hall park station centre center house college university school church hospital clinic airport bridge tower towers
  plaza mall market estate gardens garden court building complex square arena stadium library museum theatre theater
  hotel campus terminal wharf quay pier nagar layout colony sector phase apartments residences heights village`.split(/\s+/).filter(Boolean),
);
