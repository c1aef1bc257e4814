import { CATEGORY_INDEX, type CategoryId } from './categories';
import type { SpanCollector } from './collector';
import {
  ADDRESS_STOP_WORDS,
  CONTEXT_FLAGS,
  DIRECTIONS,
  K_BUILDING,
  K_BY,
  K_CARD,
  K_DOB,
  K_ENERGY,
  K_GREET,
  K_ACCOUNT,
  K_MONEY,
  K_MONTH,
  K_NAME_LEX,
  K_OFFSET,
  K_SITE,
  K_NAME,
  K_NAME_COLON,
  K_PHONE,
  K_SENSOR,
  K_SIGNOFF,
  K_SPECIAL,
  K_SSN,
  K_TAG_BUILDING,
  K_TAG_HVAC,
  K_TAG_SENSOR,
  K_TAG_SHORT,
  K_TEMP,
  K_TIME,
  K_TITLE,
  K_UNIT,
  K_PLANT,
  LIST_JOINERS,
  RATING_WORDS,
  NOT_A_READING_BEFORE,
  CONTRACT_WORDS,
  DEMAND_WORDS,
  OTHER_MEASURES,
  MULTIPLIERS,
  METER_LINE_WORDS,
  READ_KINDS,
  REGISTER_READ_WORDS,
  METER_VERBS,
  RECORD_WORDS,
  PART_WORDS,
  DOCUMENT_WORDS,
  PREPOSITIONS_IN_NAMES,
  SPELLED_ENERGY_UNITS,
  NOT_A_UNIT_AFTER,
  GERMAN_FLOOR_WORDS,
  GROUP_MENTIONS,
  POST_OFFICE_WORDS,
  SECTION_WORDS,
  SUBJECT_WORDS,
  ENERGY_NOUNS,
  COMPOUND_KEYWORD_ENDINGS,
  NOT_METERS,
  STANDALONE_STREET_WORDS,
  STREET_TYPES_FIRST,
  UNIT_WORDS_IN_ADDRESS,
  DIFFERENCE_WORDS,
  CONTINENTAL_STREET_ENDINGS,
  K_VERSION,
  NAME_PARTICLES,
  NAME_STOP_WORDS,
  NAME_SUFFIXES,
  NOT_A_FLOOR_AFTER,
  NOT_A_FLOOR_CODE_BEFORE,
  NOT_A_UNIT_BEFORE,
  QUALIFICATION_WORDS,
  ROOM_USES,
  PLANT_SIZED,
  PLANT_SIZE_MODIFIERS,
  WEAK_GREETINGS,
  ROLE_WORDS,
  BY_VERBS,
  NOT_A_FLOOR_LEVEL_BEFORE,
  NOT_REMEMBERED,
  NOT_A_PERSON_AFTER,
  PLACE_WORDS,
  FRENCH_STREET_TYPES,
  STREET_ABBREVIATIONS,
  STREET_TRAILERS,
  STREET_SUFFIXES,
  TRIGGER_FILTER,
  TRIGGERS,
  WordSet,
} from './lexicon';
import { nameLexicon, NameMemory, type LargeWordSet } from './names';
import { columnKind, keyKind, COL_ADDRESS, COL_BUILDING, COL_DOB, COL_EMAIL, COL_ENERGY, COL_LONG, COL_NONE, COL_PERSON, COL_PERSON_WEAK, COL_PHONE, COL_SSN, COL_SENSOR, COL_TEMP, COL_UNIT, COL_LEVEL, COL_UNITS, COL_VALUE, NOT_PERSON_LABELS, HVAC_PREFIXES, SENSOR_PREFIXES, DOCUMENT_PREFIXES, BACNET_OBJECT_TYPES, FLOOR_LETTER_CODES, COMPANY_WORDS, COMPANY_LAST_WORDS, ISA_TAGS, COL_BARE_UNIT, COL_UNIT_PRICED, COL_BUILDING_NAME, COL_BUILDING_ID, settleKinds, gradeHeader } from './structure';

/*
 * A single left-to-right pass over the text. Each position is read a bounded number of times: every
 * detector looks ahead or behind a fixed maximum distance (an e-mail's local part at most 64 characters,
 * a name at most four words, a numeric pattern at most eight groups), and the main loop always moves
 * forward past what a detector consumed. No regular expressions are used, so there is nothing to
 * backtrack: the running time is linear in the length of the text.
 */

const CAT = CATEGORY_INDEX;
const ID_WORDS = new WordSet(['id', 'no', 'number', 'num', 'nbr', 'tag', 'code', 'ref']);
/** Words for a device's own number between a sensor or meter word and that number ('meter serial 123', 'device EUI 70B3…'; decision 074). */
const DEVICE_ID_WORDS = new WordSet(['serial', 'sn', 'eui', 'deveui']);
/** Words that begin places named after saints ('San Isidro', 'Santa Ana', 'Sint Maarten'; decision 074). */
/** Words before 'units' on a line that make them kilowatt-hours ('the electricity bill shows 612 units'; decision 079). */
const ELECTRICITY_USE_WORDS = new WordSet(['electricity', 'consumption', 'consumed', 'usage']);
/** A site's words that a compass point after '-' makes a site's name ('HQ-North', 'Campus-West'; decision 079). */
const COMPASS_SITES = new WordSet(['hq', 'campus', 'site', 'dc']);
const COMPASS_POINTS = new WordSet(['north', 'south', 'east', 'west', 'central', 'northeast', 'northwest', 'southeast', 'southwest']);
/**
 * Names of national identity numbers read on the number's line (decision 080): the Polish PESEL, the Dutch BSN, the
 * Spanish DNI, NIF and NIE (their upper-case letters: 'nie' and 'dni' are Polish words), and an 'ID' before a South
 * African identity number.
 */
const PESEL_NAMES = new WordSet(['pesel']);
const BSN_NAMES = new WordSet(['bsn', 'burgerservicenummer', 'sofinummer']);
const SPANISH_ID_NAMES = new WordSet(['dni', 'nif', 'nie']);
const IDENTITY_NAMES = new WordSet(['id', 'identity', 'identiteit']);
const CURP_NAMES = new WordSet(['curp']);
/** The last word of a building's name ('Marunouchi Centre Building', 'Shinjuku Tower'; decision 080). */
const BUILDING_NAME_WORDS = new WordSet(['building', 'bldg', 'tower', 'centre', 'center', 'plaza', 'house', 'court', 'heights']);
/** A company's tax and registration numbers' names: a number after them is the company's (decision 080). */
const COMPANY_NUMBER_WORDS = new WordSet(['vat', 'gst', 'btw', 'nip', 'regon', 'krs', 'cnpj', 'kvk', 'abn', 'acn', 'ein', 'tva', 'ust', 'iva', 'cif', 'uen', 'siren', 'siret']);
/** Words after an energy figure that make it planned, not read ('the 7,000 kWh forecast'; decision 080). */
const PLANNED_AFTER = new WordSet(['forecast', 'forecasted', 'budget', 'budgeted', 'target', 'targets', 'projection', 'allowance', 'cap', 'limit', 'saving', 'savings']);
/** The weights of a Chinese resident identity number's first 17 digits in its ISO 7064 MOD 11-2 check. */
const CHINESE_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Labels whose value is an address, in the languages of the sets ('Address', 'Dirección', 'Domicilio', 'Adresse', 'Adres'). */
const ADDRESS_LABELS = new WordSet(['address', 'addr', 'adresse', 'adresa', 'adres', 'adress', 'anschrift', 'dirección', 'direccion', 'domicilio', 'endereço', 'endereco', 'indirizzo', 'adresă']);
/** Natural gas named in one word in German, Dutch and the Nordic languages ('Erdgas', 'aardgas', 'naturgas'). */
const GAS_COMPOUNDS = new WordSet(['erdgas', 'aardgas', 'naturgas', 'biogas', 'stadtgas']);
/** Kanji and kana (a Japanese name's or address's characters). */
function isCjk(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3040 && c <= 0x30ff) || c === 0x3005;
}
/** The suffixes of a Japanese ward, city, town, village, district and prefecture ('Chiyoda-ku', 'Sapporo-shi'). */
const JAPANESE_WARDS = new WordSet(['ku', 'shi', 'cho', 'machi', 'mura', 'gun', 'ken', 'fu', 'to']);
/** The commonest Japanese family names, in kanji (decision 080): before a space and a given name they make a name. */
const JAPANESE_SURNAMES = new Set(
  `佐藤 鈴木 高橋 田中 伊藤 渡辺 渡邊 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 斎藤 斉藤 清水 山崎 森 池田 橋本 阿部 石川
  山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田
  竹内 小野 田村 中山 和田 石田 森田 上田 原 柴田 酒井 工藤 横山 宮崎 宮本 内田 高木 安藤 島田 谷口 大野 高田 丸山 今井 河野 藤本 村田
  武田 上野 杉山 増田 小山 大塚 平野 菅原 久保 松井 千葉 岩崎 桜井 木下 野口 松尾 菊地 野村 新井 渡部 佐野 杉本 大西 北村 西田`.split(/\s+/).filter(Boolean),
);
/** What a room or a lift is 'out of' when it is a state, not a grade's total ('out of order'; decision 080). */
const OUT_OF_STATES = new WordSet(['order', 'service', 'use', 'action', 'commission', 'bounds']);
/** Floor words after an ordinal's dot ('2. OG', '4. katta'; not the Danish 'sal', a name in English lists; decision 080, amendment). */
const FLOOR_WORDS_AFTER_DOT = new WordSet(['og', 'ug', 'obergeschoss', 'etage', 'stockwerk', 'katta', 'katında', 'katı', 'etasje', 'etg', 'patro', 'podlaží', 'pietro', 'verdieping']);
/** Floor words after an ordinal ('18º andar', '4° piano', '3ª planta'; decision 080). */
const FLOOR_WORDS_AFTER_ORDINAL = new WordSet(['andar', 'piso', 'planta', 'piano', 'pavimento', 'floor', 'etage', 'étage', 'verdieping', 'piętro', 'pietro']);
const SAINTS = new WordSet(['san', 'santa', 'santo', 'são', 'sao', 'saint', 'sainte', 'sint', 'sankt']);
/** Words after an energy figure that make it a rating or a capacity ('13.5 kWh usable'; decision 074). */
const RATING_AFTER = new WordSet(['usable', 'capacity', 'nominal', 'rated', 'installed', 'max', 'maximum']);
/** Periods after 'per' that leave an energy figure a use ('12 kWh per day'). */
/** Kinds of building named in brackets after a code ('CCC-04 (the library)'; decision 077). */
const BUILDING_GLOSSES = new WordSet(
  `library pool school hospital office offices depot annex annexe warehouse hall centre center gym museum clinic store
  block tower building campus site hq headquarters residence hostel hotel leisure theatre theater stadium arena
  college station substation church pavilion factory plant`.split(/\s+/).filter(Boolean),
);
/** Words after 'lab 3' that make it a laboratory's test, not a room ('lab 3 results'; decision 077). */
const LAB_WORDS_AFTER = new WordSet(['results', 'result', 'test', 'tests', 'sample', 'samples', 'report', 'reports', 'values', 'panel']);
/** Words before 'Tower', 'Block' that make it plant or a part ('Cooling Tower 2', 'terminal block 4'; decision 077). */
const NOT_A_BUILDING_BEFORE = new WordSet(
  `cooling water clock telecom telecoms lighting light radio mobile cell transmission thrust concrete terminal engine
  fuse junction connector starting cylinder breeze ice glass building`.split(/\s+/).filter(Boolean),
);
/**
 * Words before a lower-case 'building' that make it a verb ('started building 40 flats'; decision 077); not 'is' or
 * 'are', which ask about a building as often ('is building 3 open?').
 */
const BUILDING_VERB_BEFORE = new WordSet(
  `be been being start started starts begin began finish finished finishing keep kept stop stopped plan plans planned
  planning currently`.split(/\s+/).filter(Boolean),
);
/** Last words of a document's title before its year ('Building Safety Act 2022'; decision 077). */
const DOCUMENT_TITLE_ENDS = new WordSet(
  `act acts regulations regulation order rules code codes standard standards edition guidance directive version report
  plan strategy review survey policy schedule amendment`.split(/\s+/).filter(Boolean),
);
/** Words before 'units' on a bill that make them kilowatt-hours ('Day units 1,204', 'Total units'; decision 077). */
const BILL_UNIT_QUALIFIERS = new WordSet(['day', 'night', 'peak', 'offpeak', 'shoulder', 'total', 'electricity', 'elec', 'power', 'energy', 'billed', 'metered', 'consumed']);
/** Determiners before a role that a name in apposition follows ('the property manager, …'; decision 077). */
const DETERMINERS = new WordSet(['the', 'our', 'your', 'my', 'their', 'his', 'her', 'its']);
/** Words between a meter's read word and its value ('reading of 48211', 'reading was 48,211'; decision 077). */
const READ_LINKS = new WordSet(['of', 'is', 'was', 'taken', 'at', 'now', 'today', 'reads', 'shows', 'showed']);
/** JSON keys whose value is an organisation's name, never a person's ('"company"', '"vendor"'; decision 077). */
const ORGANISATION_KEYS = new WordSet(['company', 'vendor', 'supplier', 'brand', 'manufacturer', 'make', 'product', 'employer', 'organisation', 'organization', 'org', 'firm', 'business', 'agency', 'insurer', 'retailer', 'utility']);
/** Numbers written as words, read before an energy unit ('twelve hundred kWh'; decision 077). */
const NUMBER_WORDS = new WordSet(
  `one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen
  nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million half`.split(/\s+/).filter(Boolean),
);
/** Hedges between a planning word and its figure ('saves about 4,200 kWh'; decision 077). */
const HEDGES = new WordSet(['about', 'around', 'approximately', 'approx', 'roughly', 'nearly', 'almost', 'circa', 'some', 'up', 'to', 'over', 'c', 'ca', 'an', 'a', 'further', 'additional', 'extra', 'another']);
/** The period before, written before its figure in a series after an energy figure ('yesterday 881 905'; decision 078). */
const PERIODS_BEFORE = new WordSet(['yesterday', 'previous', 'prev', 'vormonat', 'vorjahr', 'gestern', 'hier', 'ayer']);
/** Copulas between a planned figure's word and the figure ('the budget was 400 MWh'; decision 078). */
const COPULAS = new WordSet(['was', 'is', 'are', 'were', 'be']);
const PERIODS = new WordSet(['day', 'week', 'month', 'year', 'annum', 'quarter', 'hour', 'night', 'period', 'cycle', 'session', 'charge']);
/** Periods written after '/' in a unit of energy used per period ('MWh/month', 'kWh/d', 'kWh/a'; decision 077). */
const PERIOD_UNITS = new WordSet(['day', 'days', 'd', 'week', 'wk', 'w', 'month', 'mo', 'mth', 'mon', 'year', 'yr', 'y', 'a', 'annum', 'pa', 'quarter', 'qtr', 'q', 'hour', 'hr', 'h', 'night', 'period', 'cycle', 'shift',
  // in Italian, Spanish, Portuguese, Dutch, German and Polish ('9.800 kWh/anno', 'kWh/año', 'kWh/mes', 'kWh/jaar'; decision 080)
  'anno', 'año', 'ano', 'jaar', 'jahr', 'rok', 'mese', 'mes', 'mês', 'maand', 'monat', 'dia', 'día', 'giorno', 'dag', 'tag', 'dzień']);
/** A company's people after its name ('Blue Star tech', 'the Otis technicians'; decision 074). */
const ORGANISATION_PEOPLE = new WordSet(['tech', 'techs', 'technician', 'technicians', 'engineer', 'engineers', 'crew', 'crews', 'staff', 'van', 'truck']);
/** What a number before an energy value may count instead (decision 073). */
const COUNT_NOUNS = new WordSet(['times', 'days', 'weeks', 'months', 'years', 'hours', 'minutes', 'mins', 'hrs', 'sites', 'buildings', 'meters', 'tenants', 'units', 'floors', 'people']);
/** 'Bright & Sons', 'Kim & Bros': a firm after '&' (decision 073). */
const FAMILY_FIRMS = new WordSet(['son', 'sons', 'bros', 'brothers', 'daughters', 'partners', 'associates']);
/**
 * Titles before a name after a label ('Contact: Dott. Ferraresi'); more languages from decision 073, the
 * Philippine 'Engr.' and 'Atty.' from decision 074.
 */
const TITLES = new WordSet(['mr', 'mrs', 'ms', 'dr', 'miss', 'mx', 'prof', 'mme', 'mlle', 'smt', 'shri', 'dott', 'avv', 'ing', 'sig', 'sra', 'srta', 'herr', 'frau', 'mevr', 'dhr', 'engr', 'atty', 'enf', 'eng', 'dra', 'arq', 'ir', 'drs', 'inż']);

// Character classes for the main loop (ASCII only; other code points are handled by range tests).
const C_SKIP = 0;
const C_LETTER = 1;
const C_DIGIT = 2;
const C_AT = 3;
const C_PLUS = 4;
const C_PAREN = 5;
const C_COLON = 6;
const C_MONEY = 7;
const C_NEWLINE = 8;
const C_QUOTE = 9;
const C_ANGLE = 10;
const CLASS = new Uint8Array(128);
for (let c = 65; c <= 90; c++) CLASS[c] = C_LETTER;
for (let c = 97; c <= 122; c++) CLASS[c] = C_LETTER;
for (let c = 48; c <= 57; c++) CLASS[c] = C_DIGIT;
CLASS[64] = C_AT;
CLASS[43] = C_PLUS;
CLASS[40] = C_PAREN;
CLASS[58] = C_COLON;
CLASS[36] = C_MONEY;
CLASS[10] = C_NEWLINE;
CLASS[34] = C_QUOTE;
CLASS[60] = C_ANGLE;

/** Out-of-range reads give NaN, for which every comparison below is false: no bounds checks needed. */
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isUpper(c: number): boolean {
  if (c < 0x100) return (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7);
  // Latin Extended-A pairs capitals and small letters; the parity of the capital flips twice ('Ł' is odd).
  if (c <= 0x137 || (c >= 0x14a && c <= 0x177)) return (c & 1) === 0;
  if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e)) return (c & 1) === 1;
  return c === 0x178;
}
/** 'O', 'o', 'l', 'I': what a scanner's text recognition reads for 0 and 1 inside a number. */
function isOcrDigit(c: number): boolean {
  return c === 79 || c === 111 || c === 108 || c === 73;
}

/** Kinds of a column or key that hold a person's data: a record holding one is a person's (decisions 075 and 076). */
function personalKind(kind: number): boolean {
  return kind === COL_PERSON || kind === COL_PERSON_WEAK || kind === COL_PHONE || kind === COL_EMAIL || kind === COL_UNIT || kind === COL_SSN || kind === COL_DOB;
}

function isLower(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0x24f && c !== 0xf7);
}
/** ASCII letters in one comparison: `| 32` folds case, `>>> 0` sends everything below 'a' (and NaN) high. */
function isAsciiLetter(c: number): boolean {
  return ((c | 32) - 97) >>> 0 < 26;
}
function isAlpha(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x1e00 && c <= 0x1eff);
}
function isAlnum(c: number): boolean {
  return isDigit(c) || isAlpha(c);
}
function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}
function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0;
}
function isLocalPart(c: number): boolean {
  return isDigit(c) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 46 || c === 95 || c === 45 || c === 43 || c === 37;
}
function isWordChar(c: number): boolean {
  return isAlnum(c) || c === 95;
}

/** Whether a new context word (e.g. 'SSN') applies to a value starting `dist` characters after it. */
const CONTEXT_REACH = 28;
const MAX_ID_LENGTH = 24;

export type ScanOptions = {
  /** enabled[i] is true when the category with CATEGORY_IDS index i is to be detected. */
  enabled: boolean[];
  /** Names found earlier in the same stream (decision 068); a new one for a text scanned on its own. */
  names?: NameMemory;
  /** Offset of the text's first character in the stream, for `names`. */
  base?: number;
};

export class Scanner {
  private readonly n: number;
  private readonly on: boolean[];
  /** Flags and end offset of the last context word seen ('SSN', 'setpoint', 'born'…). */
  private ctx = 0;
  private ctxEnd = -1000;
  /** End of the last number the scanner classified: a context word applies to the first value after it. */
  private lastValueEnd = -1;
  private lastTempEnd = -1000;
  /** The name lexicon (built once per realm) and what the last `nameAt` read: words, and how many are in it. */
  private readonly lex: LargeWordSet = nameLexicon();
  private nameWords = 0;
  private nameLexWords = 0;
  private nameFirstLex = false;
  /** In a table (CSV, TSV, ';'): its separator, number of separators per row and each column's kind. */
  private tableSep = 0;
  private tableSeps = 0;
  private tableKinds: Uint8Array | null = null;
  // Scratch space for numeric groups (at most 8).
  private readonly gs = new Int32Array(9);
  private readonly ge = new Int32Array(9);
  private readonly sep = new Int32Array(9);

  constructor(
    private readonly s: string,
    private readonly out: SpanCollector,
    options: ScanOptions,
  ) {
    this.n = s.length;
    this.on = options.enabled;
    this.names = options.names ?? new NameMemory();
    this.base = options.base ?? 0;
  }

  private readonly names: NameMemory;
  private readonly base: number;

  private emit(start: number, end: number, cat: number): void {
    if (this.on[cat]) this.out.add(start, end, cat);
    if (cat === CAT.energy) this.lastEnergyEnd = end;
    else if (cat === CAT.person_name) this.lastNameEnd = end;
  }

  /** End of the last energy figure emitted, for a series of monthly figures after it (decision 077). */
  private lastEnergyEnd = -1000;

  scan(): void {
    const s = this.s;
    const n = this.n;
    let i = this.lineStart(0);
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c < 128) {
        const k = CLASS[c];
        if (k === C_SKIP) i++;
        else if (k === C_LETTER) i = this.word(i);
        else if (k === C_DIGIT) i = this.number(i);
        else if (k === C_AT) {
          this.email(i);
          i++;
        } else if (k === C_PLUS) i = this.plus(i);
        else if (k === C_PAREN) i = this.paren(i);
        else if (k === C_COLON) i = this.colon(i);
        else if (k === C_NEWLINE) i = this.lineStart(i + 1);
        else if (k === C_QUOTE) i = this.quote(i);
        else if (k === C_ANGLE) i = this.xmlTag(i);
        else i = this.money(i);
      } else if (isAlpha(c)) i = this.word(i);
      else if (c === 0xa3 || c === 0x20ac) i = this.money(i);
      // Japanese: a name written in kanji, a postcode after '〒' (decision 080)
      else if (c >= 0x4e00 && c <= 0x9fff) i = this.kanjiName(i);
      else if (c === 0x3012) i = this.japanesePostcode(i);
      else i++;
    }
  }

  // ---------------------------------------------------------------- words

  private word(i: number): number {
    const s = this.s;
    // The trigger hash is computed while the letters are read (decision 190).
    let h = s.charCodeAt(i) | 32;
    let j = i + 1;
    let c = s.charCodeAt(j);
    while (isAlpha(c)) {
      h = (Math.imul(h, 31) + (c | 32)) | 0;
      c = s.charCodeAt(++j);
    }
    const len = j - i;
    let flags = 0;
    const first = (s.charCodeAt(i) | 32) - 97;
    const second = len > 1 ? (s.charCodeAt(i + 1) | 32) - 97 : 26;
    // Most words are not triggers: their first two letters and length rule them out before any hashing.
    if (len <= 12 && first >= 0 && first < 26 && second >= 0 && second <= 26 && TRIGGER_FILTER[first * 27 + second] & (1 << len)) {
      flags = TRIGGERS.getHashed(h === 0 ? 1 : h, s, i, j);
    }
    // 'A棟', 'B棟': a building's letter before the Japanese building word (decision 080)
    if (c === 0x68df && len <= 2 && this.allUpper(i, j) && this.on[CAT.building_id]) return this.hit(i, j, CAT.building_id);
    // a CURP, 'B Blok', 'A동' (decision 080, amendment; kept out of this function's body, which is hot)
    if ((len === 4 && isDigit(c)) || (len === 1 && c === 32) || ((c === 0xb3d9 || c === 0x680b) && len <= 2)) {
      const e = this.letterPlaceOrId(i, j, len, c);
      if (e > 0) return e;
    }
    // "Prime'Geb1'OG04'RLT2'Zuluft'Temp": a Desigo point's path (decision 078)
    if (c === 39 && isUpper(s.charCodeAt(i)) && isAlnum(s.charCodeAt(j + 1)) && this.on[CAT.sensor_id]) {
      const e = this.apostrophePath(i);
      if (e > 0) return e;
    }
    // '/Campus/B12/ELEC/MainMeter/kWh': a point's path from its leading '/' (decision 078)
    if (s.charCodeAt(i - 1) === 47 && isUpper(s.charCodeAt(i)) && !isAlnum(s.charCodeAt(i - 2)) && s.charCodeAt(i - 2) !== 47 && s.charCodeAt(i - 2) !== 58 && this.on[CAT.sensor_id]) {
      const e = this.slashPath(i);
      if (e > 0) return e;
    }
    if (isDigit(c) || c === 95) return this.alnumToken(i, j, flags);
    if ((c === 58 || c === 45 || c === 46) && len <= 4 && isHex(s.charCodeAt(j + 1)) && this.allHex(i, j)) {
      // MAC or IPv6 address that starts with letters: 'fe80::1', 'AC:88:3F:…' (before 'AC' is read as a tag)
      const e = this.network(i);
      if (e > 0) return e;
    }
    if (flags !== 0) {
      const e = this.keyword(i, j, flags);
      if (e > j) return e;
    }
    const c0 = s.charCodeAt(i);
    // 'B-Wing', 'A wing', 'C-Block': a wing or block named by its letter before the word (decision 071)
    if (len === 1 && (c === 45 || c === 32) && isUpper(c0) && c0 !== 73 && this.on[CAT.building_id]) {
      const e = this.letterBuildingEnd(j, c === 45);
      if (e > 0) {
        this.emit(i, j, CAT.building_id);
        return e;
      }
    }
    // 'Bâtiment B': a building's letter after a building word the trigger table cannot hold (decision 076)
    if (len === 1 && isUpper(c0) && c0 !== 73 && !isAlnum(c) && c !== 39 && this.on[CAT.building_id] && this.compoundKeywordBefore(i) === K_BUILDING) return this.hit(i, j, CAT.building_id);
    if (len === 2 && c === 32 && isDigit(s.charCodeAt(j + 1)) && this.on[CAT.ssn]) {
      const e = this.spacedInsuranceNumber(i, j);
      if (e > 0) return e;
    }
    // 'Warmtemeter WM 4471-02': a meter's serial in two groups after a compound meter noun
    if (len <= 4 && c === 32 && isDigit(s.charCodeAt(j + 1)) && isUpper(c0) && this.compoundKeywordBefore(i) === K_SENSOR) {
      const e = this.spacedMeterId(i);
      if (e > 0) return this.hit(i, e, CAT.sensor_id);
    }
    if ((c === 45 || c === 95) && len <= 5 && isUpper(c0) && isAlnum(s.charCodeAt(j + 1))) {
      const e = this.shapeTag(i, j, j);
      if (e > 0) return e;
    }
    // 'HQ-North', 'Campus-West': a site named by its compass point ('HQ' alone is the organisation; decision 079)
    if (c === 45 && len <= 6 && isUpper(c0) && isUpper(s.charCodeAt(j + 1)) && this.on[CAT.building_id] && COMPASS_SITES.has(s, i, j)) {
      let w = j + 2;
      while (isLower(s.charCodeAt(w)) && w - j < 11) w++;
      if (!isAlnum(s.charCodeAt(w)) && s.charCodeAt(w) !== 45 && COMPASS_POINTS.has(s, j + 1, w)) return this.hit(i, w, CAT.building_id);
    }
    // 'the property manager, Siobhán Ní Bhriain': a name in apposition to a role after a determiner (decision 077)
    if (flags === 0 && isUpper(c0) && s.charCodeAt(i - 1) === 32 && s.charCodeAt(i - 2) === 44 && isLower(s.charCodeAt(i - 3)) && this.on[CAT.person_name]) {
      const e = this.appositiveName(i);
      if (e > 0) return e;
    }
    // Free-text names need a second word: most capitalised words ('Supply air', 'Site:') stop here.
    // ('Marie-Claire Dubois' is one name; 'Claire' after 'Marie-' never starts one)
    if (flags === 0 && (c === 32 || (c === 45 && isUpper(s.charCodeAt(j + 1)))) && isUpper(c0) && len >= 2 && !(s.charCodeAt(i - 1) === 45 && isAlpha(s.charCodeAt(i - 2))) && this.on[CAT.person_name] && this.nameMayContinue(c === 32 ? j + 1 : this.hyphenEnd(j + 1))) {
      const e = this.freeName(i, j);
      if (e > 0) return e;
    }
    // 'shift, T. Vuong', 'K-14   D. Mensah': an initial before a surname the lexicon knows (decision 073)
    if (len === 1 && c === 46 && s.charCodeAt(j + 1) === 32 && isUpper(c0) && isUpper(s.charCodeAt(j + 2)) && this.on[CAT.person_name]) {
      const e = this.initialName(i, j);
      if (e > 0) return e;
    }
    // A word of a name found shortly before: 'Eduardo will return Thursday.'
    if (flags === 0 && len >= 3 && isUpper(c0) && this.names.mayHave(s, i, len) && this.on[CAT.person_name]) {
      const e = this.rememberedName(i, j);
      if (e > 0) return e;
    }
    return j;
  }

  /**
   * The kind a compound noun right before the id at i gives it ('Umwälzpumpe P-02', 'Måler KAM-604-1187';
   * read only when an id is found, decision 072), or 0.
   */
  private compoundKeywordBefore(i: number): number {
    const s = this.s;
    if (s.charCodeAt(i - 1) !== 32 || !isLower(s.charCodeAt(i - 2))) return 0;
    let a = i - 2;
    while (a > 0 && isAlpha(s.charCodeAt(a - 1)) && i - a < 32) a--;
    return i - 1 - a >= 4 ? this.compoundKeyword(a, i - 1) : 0;
  }

  private compoundKeyword(i: number, j: number): number {
    for (const [ending, kind] of COMPOUND_KEYWORD_ENDINGS) {
      if (j - i < ending.length || !this.endsWithLowerAny(i, j, ending)) continue;
      if (ending === 'meter' && NOT_METERS.has(this.s, i, j)) return 0;
      return kind === 'plant' ? K_PLANT : kind === 'sensor' ? K_SENSOR : K_BUILDING;
    }
    return 0;
  }

  /** Whether the word [a, e) ends in `tail` (lower case), the whole word allowed. */
  private endsWithLowerAny(a: number, e: number, tail: string): boolean {
    const n = tail.length;
    for (let k = 0; k < n; k++) {
      const c = this.s.charCodeAt(e - n + k);
      const l = (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde) ? c | 32 : c;
      if (l !== tail.charCodeAt(k)) return false;
    }
    return true;
  }

  private lookup(h: number, i: number, len: number): number {
    return TRIGGERS.getHashed(h, this.s, i, i + len);
  }

  private lower(i: number, j: number): string {
    return this.s.slice(i, j).toLowerCase();
  }

  private allHex(i: number, j: number): boolean {
    for (let k = i; k < j; k++) if (!isHex(this.s.charCodeAt(k))) return false;
    return true;
  }

  /** Capitals, digits and '_' only ('CPT_ELEC_TGBT'). */
  private upperCode(i: number, j: number): boolean {
    for (let k = i; k < j; k++) {
      const c = this.s.charCodeAt(k);
      if (!isUpper(c) && !isDigit(c) && c !== 95) return false;
    }
    return true;
  }

  private allUpper(i: number, j: number): boolean {
    for (let k = i; k < j; k++) if (!isUpper(this.s.charCodeAt(k))) return false;
    return true;
  }

  /** A letter run followed by a digit or '_': an equipment tag (AHU3, sensor_id=…), a MAC, or a code to skip. */
  private alnumToken(i: number, j: number, flags: number): number {
    const s = this.s;
    // 'FRA2 (Frankfurt)', 'SIN1 (Singapore)': a data centre's site code, an airport's letters and a number, glossed
    // by its city (decision 079)
    if (j - i === 3 && this.on[CAT.building_id] && this.allUpper(i, j)) {
      const e = this.cityGlossedSiteEnd(i, j);
      if (e > 0) return this.hit(i, e, CAT.building_id);
    }
    // 'Site AMS1', 'Site: JNB2': a site's code of capitals and a number right after a site word (decision 080)
    // (not a plant's or a sensor's tag: 'Site: AHU3 fault')
    if (j - i >= 2 && j - i <= 5 && this.on[CAT.building_id] && this.allUpper(i, j) && this.ctx & K_SITE && this.ctxApplies(K_SITE, i) && i - this.ctxEnd <= 2 && !(flags & (K_TAG_HVAC | K_TAG_SENSOR)) && !HVAC_PREFIXES.has(s, i, j) && !SENSOR_PREFIXES.has(s, i, j)) {
      let e = j;
      while (isDigit(s.charCodeAt(e)) && e - j < 4) e++;
      if (e - j <= 3 && !isAlnum(s.charCodeAt(e)) && s.charCodeAt(e) !== 45 && s.charCodeAt(e) !== 46) return this.hit(i, e, CAT.building_id);
    }
    // 'DE0001234567890000000000000123456': a German, Austrian or Swiss metering point's number (decision 079)
    if (j - i === 2 && this.on[CAT.long_number]) {
      const e = this.meteringPointEnd(i);
      if (e > 0) return this.hit(i, e, CAT.long_number);
    }
    // 'IT001E04412785': an Italian electricity supply point (POD: 'IT', the distributor's three digits, 'E', eight or nine
    // digits; decision 080)
    if (j - i === 2 && s.charCodeAt(i) === 73 && s.charCodeAt(i + 1) === 84 && this.digitsOnly(j, j + 3) && s.charCodeAt(j + 3) === 69 && this.on[CAT.long_number]) {
      let e = j + 4;
      while (isDigit(s.charCodeAt(e)) && e - j < 14) e++;
      if ((e - j === 12 || e - j === 13) && !isAlnum(s.charCodeAt(e))) return this.hit(i, e, CAT.long_number);
    }
    if (flags & (K_SENSOR | K_BUILDING | K_UNIT) && s.charCodeAt(j) === 95) {
      const e = this.keywordId(i, j, flags);
      if (e > 0) return e;
    }
    if (flags & (K_TAG_HVAC | K_TAG_SENSOR | K_TAG_BUILDING) && !(flags & K_TAG_SHORT)) {
      const e = this.tag(i, j, flags);
      if (e > 0) return e;
    }
    if (j - i <= 4 && this.allHex(i, j)) {
      const e = this.network(i);
      if (e > 0) return e;
    }
    // 'CO2-0412', 'L3-ZT-01': a tag whose prefix itself contains digits.
    let k = j;
    while (isAlnum(s.charCodeAt(k)) && k - i <= 6) k++;
    if (s.charCodeAt(k) === 39 && isUpper(s.charCodeAt(i)) && isAlnum(s.charCodeAt(k + 1)) && this.on[CAT.sensor_id]) {
      const e = this.apostrophePath(i);
      if (e > 0) return e;
    }
    if (k - i <= 6 && (s.charCodeAt(k) === 45 || s.charCodeAt(k) === 95) && isAlnum(s.charCodeAt(k + 1)) && isUpper(s.charCodeAt(i))) {
      const e = this.shapeTag(i, j, k);
      if (e > 0) return e;
    }
    // 'Kingsway Business Park, Rochdale OL16 4NW'
    if (j - i <= 2 && this.allUpper(i, j) && s.charCodeAt(i - 1) === 32 && (isLower(s.charCodeAt(i - 2)) || (s.charCodeAt(i - 2) === 44 && isAlnum(s.charCodeAt(i - 3))))) {
      const e = this.addressBeforePostcode(i);
      if (e > 0) return e;
    }
    // 'L9', 'L12': a floor (level) code.
    if (j - i === 1 && s.charCodeAt(i) === 76 && k - j <= 3 && !isAlnum(s.charCodeAt(k)) && !(s.charCodeAt(k) === 45 && isAlnum(s.charCodeAt(k + 1))) && !(s.charCodeAt(k) === 46 && isAlnum(s.charCodeAt(k + 1)))) {
      if (this.floorCodeContext(i, k)) this.emit(i, k, CAT.unit_number);
      this.lastValueEnd = k;
      return k;
    }
    // 'B2 building', 'K7 block': a building's code before the word (decision 071)
    if (s.charCodeAt(k) === 32 && k - i <= 5 && this.allUpperOrDigit(i, k) && this.buildingWordAfter(k) && this.on[CAT.building_id]) return this.hit(i, k, CAT.building_id);
    // 'IE29 AIBK 9311 5212 3456 78': an IBAN (country, check digits, groups of four)
    if (j - i === 2 && k - j === 2 && this.allUpper(i, j) && s.charCodeAt(k) === 32 && this.on[CAT.long_number]) {
      const e = this.ibanEnd(k);
      if (e > 0) return this.hit(i, e, CAT.long_number);
    }
    // 'TT101', 'FT301A': an instrument tag without a separator
    if (j - i <= 3 && this.allUpper(i, j) && ISA_TAGS.has(s, i, j) && this.on[CAT.sensor_id]) {
      let e = j;
      while (isDigit(s.charCodeAt(e)) && e - j <= 5) e++;
      if (isUpper(s.charCodeAt(e)) && !isAlnum(s.charCodeAt(e + 1))) e++;
      const digits = e - j - (isUpper(s.charCodeAt(e - 1)) ? 1 : 0);
      const rtd = j - i === 2 && s.charCodeAt(i) === 80 && (this.s.slice(j, e) === '100' || this.s.slice(j, e) === '500' || this.s.slice(j, e) === '1000');
      if (digits >= 3 && digits <= 5 && !isAlnum(s.charCodeAt(e)) && s.charCodeAt(e) !== 45 && !rtd) return this.hit(i, e, CAT.sensor_id);
    }
    // 'S8512345D' (NRIC/FIN), 'ABCPM1234F' (PAN), 'AB123456C' (UK NI): national ids by shape.
    const nid = this.nationalIdByShape(i, j);
    if (nid > 0) return nid;
    return this.compound(i);
  }

  /** Handles a recognised trigger word; returns the end of what it consumed (or `j` when nothing matched). */
  private keyword(i: number, j: number, flags: number): number {
    const s = this.s;
    // ('Unit :  3 0 7': a letter-spaced value after a keyword's colon on a scanned form; decision 080)
    const colonAt = s.charCodeAt(j) === 58 ? j : s.charCodeAt(j) === 32 && s.charCodeAt(j + 1) === 58 ? j + 1 : -1;
    if (colonAt > 0 && this.spacedAfter(colonAt)) {
      const e = this.spacedFormValue(colonAt);
      if (e > 0) return e;
    }
    // 'KW 48', 'in KW 12.': a German calendar week, not a power (decision 075)
    if (flags & K_ENERGY && j - i === 2 && s.charCodeAt(i) === 75 && s.charCodeAt(i + 1) === 87 && s.charCodeAt(j) === 32) {
      const e = this.calendarWeekEnd(j + 1);
      if (e > 0) {
        this.lastValueEnd = e;
        return e;
      }
    }
    // 'SAT', 'OAT', 'SP' are temperatures only in capitals ('Sat 14 Mar', 'floor mat 3' are not); 'kWh' sets context only as a label before its
    // value, not as the unit after one ('12 kWh and 40 panels') or of a rate ('0.28 $/kWh'), 'energy' only right before one
    // 'twelve hundred kWh', 'three thousand kWh less': a figure written in words before an energy unit (decision 077)
    if (flags & K_ENERGY && isBlank(s.charCodeAt(i - 1)) && isLower(s.charCodeAt(i - 2)) && this.on[CAT.energy]) {
      const a = this.numberWordsBefore(i - 1);
      if (a >= 0) {
        const u = this.unit(i);
        if (u > 0 && this.unitCat === CAT.energy && !this.unitOnNextLine && !this.ratingBefore(a)) return this.hit(a, u, CAT.energy);
      }
    }
    // ('Site: SP-FL-03': capitals that begin a code set no context, as 'SP' would a setpoint's; decision 080)
    if (flags & CONTEXT_FLAGS && !(s.charCodeAt(j) === 45 && isUpper(s.charCodeAt(j + 1)) && this.allUpper(i, j)) && !(flags === K_ENERGY && (((s.charCodeAt(i) | 32) === 114 && !REGISTER_READ_WORDS.has(s, i, j)) || METER_VERBS.has(s, i, j)) && !(((this.meterBefore(i) || this.readKindBefore(i)) && this.readValueFollows(j)) || this.meterNamedAfter(j))) && !(flags === K_TEMP && j - i <= 3 && !this.allUpper(i, j)) && !(flags === K_ENERGY && REGISTER_READ_WORDS.has(s, i, j) && !(this.namedOnLine(i, METER_LINE_WORDS) && this.valueFollows(j))) && !(flags === K_ENERGY && this.afterNumber(i) && s.charCodeAt(j) !== 61) && !(flags === K_ENERGY && ((s.charCodeAt(i) | 32) === 101 ? !this.valueFollows(j) : s.charCodeAt(i - 1) === 47))) {
      this.ctx = flags;
      this.ctxEnd = j;
      // ('the meter shows 3 errors': after a meter's verb only a read of three digits or more)
      this.verbCtxEnd = flags === K_ENERGY && (METER_VERBS.has(s, i, j) || REGISTER_READ_WORDS.has(s, i, j)) ? j : -1;
    }
    // 'Day units 1,204', 'Units used: 1,204', 'Total units 1,815': a bill's kilowatt-hours (decision 077)
    if (flags & K_UNIT && j - i === 5 && (s.charCodeAt(i) | 32) === 117 && (s.charCodeAt(j - 1) | 32) === 115 && this.billUnits(i, j)) {
      // (as after a meter's verb, a read of three digits or more: 'Total units 40 on order' is a count)
      this.ctx = K_ENERGY;
      this.ctxEnd = j;
      this.verbCtxEnd = j;
    }
    // 'Previous read (A) 12/10/2026   08412': a bill's read with its kind's code and its date before the value
    // (decision 078)
    if (flags === K_ENERGY && (s.charCodeAt(i) | 32) === 114 && this.on[CAT.energy] && this.readKindBefore(i)) {
      const a = this.datedReadStart(j);
      if (a > 0) return this.hit(a, this.plainQuantityEnd(a), CAT.energy);
    }
    if (flags & K_SPECIAL) this.special(i, j);
    if (flags & (K_TAG_HVAC | K_TAG_SENSOR | K_TAG_BUILDING)) {
      const e = this.tag(i, j, flags);
      if (e > 0) return e;
    }
    // 'Bldg/Rm: 4/210', 'Bldg-Rm: 12-104', 'Bldg/Floor/Room: 3/2/214': a compound label's values by position (decision 077)
    if (flags & (K_BUILDING | K_UNIT) && (s.charCodeAt(i - 1) === 47 || s.charCodeAt(i - 1) === 45) && isAlpha(s.charCodeAt(i - 2))) {
      const e = this.compoundLabel(i, j);
      if (e > 0) return e;
    }
    if (flags & (K_BUILDING | K_UNIT | K_SENSOR | K_PLANT)) {
      const e = this.keywordId(i, j, flags);
      if (e > 0) return e;
    }
    // 'Site ID: 4471', 'Campus no. 12', 'Property code 204881': a site word with an id word names a building
    // by its number (a bare number after 'Site:' may be a house number: decision 067; decision 074)
    if (flags & K_SITE && !(flags & K_BUILDING) && this.idWordAfter(j)) {
      const e = this.keywordId(i, j, K_BUILDING);
      if (e > 0) return e;
    }
    if (flags & K_MONTH && this.ctxApplies(K_DOB, i)) {
      const e = this.writtenDateFromMonth(i, j);
      if (e > 0) {
        this.emit(i, e, CAT.dob);
        this.lastValueEnd = e;
        return e;
      }
    }
    if (this.on[CAT.person_name]) {
      let e = -1;
      if (flags & K_TITLE) e = this.titleName(j);
      if (e < 0 && flags & (K_NAME | K_NAME_COLON)) e = this.fieldName(i, j, (flags & K_NAME) !== 0);
      if (e < 0 && flags & K_BY && this.byVerbBefore(i)) e = this.fieldName(i, j, true);
      // 'Exported by rgarza', 'Acknowledged by: jsokolov': a person's login after a record's verb (decision 078)
      if (e < 0 && flags & K_BY && this.byVerbBefore(i)) {
        let p = j;
        if (s.charCodeAt(p) === 58) p++;
        if (isBlank(s.charCodeAt(p))) p = this.skipBlanks(p);
        const le = p > j ? this.loginEnd(p, false) : -1;
        if (le > 0) e = this.hit(p, le, CAT.person_name);
      }
      if (e < 0 && flags & K_GREET) e = this.greetingName(j, WEAK_GREETINGS.has(s, i, j));
      if (e < 0 && flags & K_SIGNOFF) e = this.signoffName(j);
      if (e < 0 && flags & K_NAME_LEX) e = this.lexName(j);
      if (e > 0) return e;
    }
    return j;
  }

  /** Whether ', Feb' or '; Feb:' ends at the blank p, right after the last energy figure. */
  private monthSeriesBefore(p: number): boolean {
    const s = this.s;
    let e = p;
    if (s.charCodeAt(e - 1) === 58) e--;
    let a = e;
    while (a > 0 && isAlpha(s.charCodeAt(a - 1)) && e - a < 10) a--;
    if (e - a < 3) return false;
    // ('58 204.1 (Sep 56 977.4)', '884 120 kWh, yesterday 881 905': the figure of the period before, in brackets
    // or after a comma; decision 078)
    const bracket = s.charCodeAt(a - 1) === 40 && s.charCodeAt(a - 2) === 32 && a - 2 === this.lastEnergyEnd;
    if (!bracket) {
      const sep = s.charCodeAt(a - 2);
      if (s.charCodeAt(a - 1) !== 32 || (sep !== 44 && sep !== 59) || a - 2 !== this.lastEnergyEnd) return false;
    }
    if (PERIODS_BEFORE.has(s, a, e)) return true;
    return isUpper(s.charCodeAt(a)) && (this.lookup(this.hashOf(a, e), a, e - a) & K_MONTH) !== 0;
  }

  /** 'units' at [i, j) after a register or 'Total', or before 'used', 'consumed', then a value. */
  private billUnits(i: number, j: number): boolean {
    const s = this.s;
    if (!this.on[CAT.energy] || this.lower(i, j) !== 'units') return false;
    let qualified = false;
    if (isBlank(s.charCodeAt(i - 1)) || s.charCodeAt(i - 1) === 45) {
      const a = this.wordStartBefore(i - 1);
      qualified = a < i - 1 && BILL_UNIT_QUALIFIERS.has(s, a, i - 1);
    }
    // ('present 121 955   units 3 553': the units after a read on the same line of a bill; decision 078)
    if (!qualified && this.lastEnergyEnd < i && i - this.lastEnergyEnd < 24) {
      let k = this.lastEnergyEnd;
      while (k < i && s.charCodeAt(k) !== 10) k++;
      qualified = k === i;
    }
    if (!qualified && s.charCodeAt(j) === 32) {
      const e = this.wordEndAfter(j + 1);
      const w = this.lower(j + 1, e);
      qualified = w === 'used' || w === 'consumed';
    }
    return qualified && this.valueFollows(j);
  }

  /**
   * The start of number words ending at the blank at p ('twelve hundred', 'forty-two thousand', 'one hundred
   * and twenty'), at most six words, or -1.
   */
  private numberWordsBefore(p: number): number {
    const s = this.s;
    let start = -1;
    for (let words = 0; words < 6; words++) {
      const e = p;
      let a = e;
      while (a > 0 && isLower(s.charCodeAt(a - 1)) && e - a < 10) a--;
      if (a === e) break;
      const isNumber = NUMBER_WORDS.has(s, a, e);
      if (!isNumber && !(start >= 0 && e - a === 3 && this.lower(a, e) === 'and')) break;
      if (isNumber) start = a;
      const c = s.charCodeAt(a - 1);
      if (!isBlank(c) && c !== 45) break;
      p = a - 1;
    }
    return start;
  }

  /**
   * Whether a group of capitals and digits ('AA1') ends one blank before i, itself after another such group
   * ('1Z 999 AA1'): a code of several groups ('Unit 12A 0412 883 104' is a unit and a phone).
   */
  private mixedCodeBefore(i: number): boolean {
    const s = this.s;
    if (s.charCodeAt(i - 1) !== 32) return false;
    let letters = 0;
    let digits = 0;
    let k = i - 2;
    for (; k >= 0 && i - k < 14; k--) {
      const c = s.charCodeAt(k);
      if (isDigit(c)) digits++;
      else if (isUpper(c)) letters++;
      else break;
    }
    return letters > 0 && digits > 0 && s.charCodeAt(k) === 32 && (isDigit(s.charCodeAt(k - 1)) || isUpper(s.charCodeAt(k - 1))) && !isLower(s.charCodeAt(k - 2));
  }

  /** Whether a record-keeping verb comes right before the 'by' at i ('Reported by', 'signed off by'). */
  private byVerbBefore(i: number): boolean {
    const s = this.s;
    let e = i - 1;
    if (!isBlank(s.charCodeAt(e))) return false;
    let a = e;
    while (a > 0 && isAlpha(s.charCodeAt(a - 1)) && e - a < 16) a--;
    return a < e && BY_VERBS.has(s, a, e);
  }

  /** Two-part triggers: 'D.O.B.', 'set point', 'thank you', 'SS#'. */
  private special(i: number, j: number): void {
    const s = this.s;
    const len = j - i;
    const c0 = s.charCodeAt(i) | 32;
    let ctx = 0;
    if (len === 1 && c0 === 98) {
      // 'b. 3 June 1962'
      if (s.charCodeAt(j) === 46 && isBlank(s.charCodeAt(j + 1)) && isDigit(s.charCodeAt(j + 2)) && !isAlnum(s.charCodeAt(i - 1))) {
        this.ctx = K_DOB;
        this.ctxEnd = j + 1;
      }
      return;
    }
    if (len === 1 && c0 === 100) {
      // 'D.O.B.', 'd_o_b', 'D O B' (a scanned form)
      const d = s.charCodeAt(j);
      if ((d === 46 || d === 95 || d === 32) && (s.charCodeAt(j + 1) | 32) === 111 && s.charCodeAt(j + 2) === d && (s.charCodeAt(j + 3) | 32) === 98 && !isAlpha(s.charCodeAt(j + 4))) {
        this.ctx = K_DOB;
        this.ctxEnd = j + 4 + (s.charCodeAt(j + 4) === 46 ? 1 : 0);
      }
      return;
    }
    if (len === 2 && c0 === 108) ctx = this.bornBefore(i) ? K_DOB : 0; // 'Né(e) le', 'née le' (decision 079)
    else if (len === 3 && c0 === 103) ctx = s.charCodeAt(j) === 46 ? K_DOB : 0; // 'Geb. am' (decision 079)
    else if (len === 2 && c0 === 115) ctx = s.charCodeAt(j) === 35 ? K_SSN : 0; // 'SS#'
    else if (len === 5 && c0 === 112) ctx = i >= 4 && this.lower(i - 4, i) === 'set ' ? K_TEMP : 0; // 'set point'
    else if (len === 3 && c0 === 121) {
      // 'thank you'
      if (i >= 6 && s.charCodeAt(i - 1) === 32 && (s.charCodeAt(i - 2) | 32) === 107 && this.lower(i - 6, i) === 'thank ') {
        this.signoffName(j);
      }
      return;
    }
    if (ctx) {
      this.ctx = ctx;
      this.ctxEnd = j + 1;
    }
  }

  /**
   * The end of 'FRA2' at i (its letters end at j) when one or two digits end it and ' (City)' follows: one
   * capitalised word of four letters or more in brackets, no lower-case word but 'and' after it; not a plant's, a
   * sensor's or a document's prefix.
   */
  private cityGlossedSiteEnd(i: number, j: number): number {
    const s = this.s;
    let e = j;
    while (isDigit(s.charCodeAt(e)) && e - j < 3) e++;
    if (e - j > 2 || isAlnum(s.charCodeAt(e)) || s.charCodeAt(e) !== 32 || s.charCodeAt(e + 1) !== 40 || !isUpper(s.charCodeAt(e + 2))) return -1;
    let w = e + 3;
    while (isLower(s.charCodeAt(w))) w++;
    // ('DDR4 (Samsung) memory', 'USB3 (Renesas) ports': a product's maker, then what it is)
    if (w - e - 2 < 4 || s.charCodeAt(w) !== 41 || (isBlank(s.charCodeAt(w + 1)) && isLower(s.charCodeAt(w + 2)) && this.lower(w + 2, w + 6) !== 'and ')) return -1;
    if (HVAC_PREFIXES.has(s, i, j) || SENSOR_PREFIXES.has(s, i, j) || DOCUMENT_PREFIXES.has(s, i, j)) return -1;
    return e;
  }

  /**
   * The end of a metering point's number at i, or -1: 'DE', 'AT' or 'CH', the grid operator's and the postcode's
   * eleven digits, then twenty letters or digits, 33 characters in all (Zählpunktbezeichnung; an IBAN is shorter,
   * an ISIN has 12).
   */
  private meteringPointEnd(i: number): number {
    const s = this.s;
    const a = s.charCodeAt(i);
    const b = s.charCodeAt(i + 1);
    if (!((a === 68 && b === 69) || (a === 65 && b === 84) || (a === 67 && b === 72))) return -1;
    const e = i + 33;
    for (let k = i + 2; k < e; k++) {
      const c = s.charCodeAt(k);
      if (!(isDigit(c) || (k >= i + 13 && c >= 65 && c <= 90))) return -1;
    }
    return isAlnum(s.charCodeAt(e)) ? -1 : e;
  }

  /**
   * Whether French 'né', 'née' or 'né(e)' (any case) ends right before the blank before i: unaccented only as 'ne(e)'
   * (a scanned form), since 'ne le' is a negation ('on ne le fait pas avant le 12/03').
   */
  private bornBefore(i: number): boolean {
    const s = this.s;
    let e = i - 1;
    if (!isBlank(s.charCodeAt(e))) return false;
    const paren = s.charCodeAt(e - 1) === 41 && (s.charCodeAt(e - 2) | 32) === 101 && s.charCodeAt(e - 3) === 40;
    if (paren) e -= 3; // '(e)'
    else if ((s.charCodeAt(e - 1) | 32) === 101 && (s.charCodeAt(e - 2) | 32) === 0xe9) e--; // 'née'
    const c = s.charCodeAt(e - 1) | 32;
    return (c === 0xe9 || (paren && c === 101)) && (s.charCodeAt(e - 2) | 32) === 110 && !isAlnum(s.charCodeAt(e - 3));
  }

  /** End of a meter's verb that set the energy context ('the meter says'), or -1. */
  private verbCtxEnd = -1;

  private ctxApplies(flag: number, at: number): boolean {
    if (!(this.ctx & flag) || this.ctxEnd < this.lastValueEnd) return false;
    // ('Data de nascimento do responsável pela unidade: 22/09/1984': a birth label's words reach its colon's value; decision 080)
    if (at - this.ctxEnd > CONTEXT_REACH && !(flag === K_DOB && at - this.ctxEnd <= 64 && this.colonJustBefore(at) && this.blanksBetween(this.ctxEnd, at) <= 6)) return false;
    // The context ends with the line or the sentence: 'DOB on file; inspected 04/02/2024'.
    for (let k = this.ctxEnd; k < at; k++) {
      const c = this.s.charCodeAt(k);
      // ('no.' is an abbreviation: 'Aadhaar no. 4567 8901 2345')
      if (c === 10 || c === 59 || c === 33 || c === 63 || (c === 46 && isBlank(this.s.charCodeAt(k + 1)) && !((this.s.charCodeAt(k - 1) | 32) === 111 && (this.s.charCodeAt(k - 2) | 32) === 110))) return false;
    }
    return true;
  }

  // ---------------------------------------------------------------- identifiers

  /** 'AHU-3', 'VAV-2-14', 'TS-1042', 'BLDG-042', 'AHU 3'. `j` is the end of the tag's letters. */
  private tag(i: number, j: number, flags: number): number {
    const s = this.s;
    const short = (flags & K_TAG_SHORT) !== 0;
    let p = j;
    const c = s.charCodeAt(p);
    if (c === 45 || c === 95) p++;
    else if (c === 32 && flags & K_TAG_HVAC && !short && j - i >= 3 && this.allUpper(i, j) && isDigit(s.charCodeAt(p + 1)) && this.lower(i, j) !== 'hvac') p++;
    else if (!isDigit(c) || short) return -1;
    if (short && !this.allUpper(i, j)) return -1;
    if (!isAlnum(s.charCodeAt(p))) return -1;
    // ('BLDG-A': a building tag may end in one letter)
    const end = this.idToken(p, !(flags & K_TAG_BUILDING) || !(c === 45 || c === 95));
    if (end < 0) return -1;
    if (s.charCodeAt(end) === 37) return -1; // 'RH-45%' is a reading, not a tag
    // 'BLD1.L2.ZN-04.T': a BMS point's path from its building down is the point, a sensor
    if (this.partWordBefore(i)) {
      this.lastValueEnd = end;
      return end;
    }
    let cat = flags & K_TAG_HVAC ? CAT.hvac_id : flags & K_TAG_SENSOR || this.pointPath(i, end) ? CAT.sensor_id : CAT.building_id;
    // 'Site code BLR-07', 'Property ID: CHI-2': a code named a site's is one, whatever its prefix (decision 075)
    if (cat !== CAT.building_id && this.namedSite(i, true) && this.siteCodeShape(i, end)) cat = CAT.building_id;
    if (cat === CAT.hvac_id) {
      const e = this.pointOfEquipment(i, end);
      if (e > 0) return e;
    }
    // 'SITE1_BLDG7_CHLR2_CHWST', 'BLDG7_EM_MAIN_KWH': a point named down from its site through a plant's or a meter's
    // segment is the point, a sensor id (decision 078)
    if (cat === CAT.building_id && this.plantSegmentIn(i, end)) cat = CAT.sensor_id;
    this.emit(i, end, cat);
    return end;
  }

  /** Whether [i, end) has three or more '_'-joined segments, a later one a plant's or a meter's prefix ('CHLR2', 'EM'). */
  private plantSegmentIn(i: number, end: number): boolean {
    const s = this.s;
    let segments = 1;
    let plant = false;
    for (let k = i; k < end; k++) {
      if (s.charCodeAt(k) !== 95) continue;
      segments++;
      let e = k + 1;
      while (isAsciiLetter(s.charCodeAt(e)) && e < end) e++;
      if (e > k + 1 && (e === end || s.charCodeAt(e) === 95 || isDigit(s.charCodeAt(e))) && (HVAC_PREFIXES.has(s, k + 1, e) || SENSOR_PREFIXES.has(s, k + 1, e))) plant = true;
    }
    return plant && segments >= 3;
  }

  /**
   * A point of a piece of plant is a sensor id, not the plant's tag (decision 073): the tag with a point
   * after it ('AHU01_SAT', 'RTU2_DAT', 'FC-1.VAV-3-14.ZN-T': a letter after '_' or '.' once the tag has a
   * digit), or the tag inside a BMS path ('B2'HVAC'AHU03'TSu', 'NAE-07/FC-2.AHU-2.DA-T',
   * 'Station/AHU_L4_02/SAT'). Emits the whole point and returns its end, or returns -1.
   */
  private pointOfEquipment(i: number, end: number): number {
    const s = this.s;
    // ('AHU-2.SAT', one dot: the plant's tag and a point of it, read as the tag as decision 064 labels it; two
    // dots are a path, as in decision 067's 'BLD1.L2.ZN-04.T')
    let point = false;
    let digit = false;
    let dots = 0;
    for (let q = i; q < end; q++) {
      const c = s.charCodeAt(q);
      if (isDigit(c)) digit = true;
      else if (c === 46) dots++;
      if ((c === 95 || c === 46) && digit && isAlpha(s.charCodeAt(q + 1)) && (c === 95 || dots + this.dotsIn(q + 1, end) >= 2)) point = true;
      // ('AHU2-SA-T', 'EF4-SS', 'RTU-3-RA': a point's abbreviation in capitals after the numbered tag, to its end;
      // decision 080, amendment. Not 'AHU-1-N', 'FCU-3-Kitchen')
      else if (c === 45 && digit && !point && this.capitalSegmentsTo(q + 1, end)) point = true;
    }
    let a = i;
    let e = end;
    // a path's segments before and after the tag ('/' and Desigo's apostrophe)
    for (let t = 0; t < 4 && (s.charCodeAt(a - 1) === 39 || s.charCodeAt(a - 1) === 47) && isAlnum(s.charCodeAt(a - 2)); t++) {
      let b = a - 2;
      while (b > 0 && a - b < MAX_ID_LENGTH && (isAlnum(s.charCodeAt(b - 1)) || ((s.charCodeAt(b - 1) === 45 || s.charCodeAt(b - 1) === 95 || s.charCodeAt(b - 1) === 46) && isAlnum(s.charCodeAt(b - 2))))) b--;
      a = b;
    }
    for (let t = 0; t < 4 && (s.charCodeAt(e) === 39 || s.charCodeAt(e) === 47) && isAlpha(s.charCodeAt(e + 1)); t++) {
      let q = e + 1;
      while (q - e < MAX_ID_LENGTH && (isAlnum(s.charCodeAt(q)) || ((s.charCodeAt(q) === 45 || s.charCodeAt(q) === 95 || s.charCodeAt(q) === 46) && isAlnum(s.charCodeAt(q + 1))))) q++;
      e = q;
    }
    // ('AHU-1/AHU-2', 'AHU-3/4', 'FCU-3/Kitchen': two tags, a list or a place, not a path)
    if (!point && !(this.pathSegments(a, e) || (a === i && this.pointNameAfter(end, e)))) return -1;
    this.emitPoint(a, e);
    return e;
  }

  /** Emits the point [a, e) as a sensor id; the point's name gives the value after it its kind ('…/SAT,9.8'). */
  /** Whether [p, end) is capitals only in segments joined by '-' or '_', the first of two letters or more. */
  private capitalSegmentsTo(p: number, end: number): boolean {
    const s = this.s;
    let first = 0;
    let q = p;
    while (q < end && isUpper(s.charCodeAt(q))) q++;
    first = q - p;
    if (first < 2) return false;
    for (; q < end; q++) {
      const c = s.charCodeAt(q);
      if (!isUpper(c) && !((c === 45 || c === 95) && isUpper(s.charCodeAt(q + 1)))) return false;
    }
    return true;
  }

  private emitPoint(a: number, e: number): void {
    const s = this.s;
    this.emit(a, e, CAT.sensor_id);
    let w = e;
    while (w > a && isAlpha(s.charCodeAt(w - 1))) w--;
    if (e - w >= 2 && e - w <= 12) {
      const flags = TRIGGERS.getHashed(this.hashOf(w, e), s, w, e);
      if (flags & CONTEXT_FLAGS && !(flags === K_TEMP && e - w <= 3 && !this.allUpper(w, e))) {
        this.ctx = flags;
        this.ctxEnd = e;
        this.pointKind = flags === K_TEMP ? COL_TEMP : flags === K_ENERGY ? COL_ENERGY : -1;
        this.pointEnd = e;
      }
    }
    this.lastValueEnd = e;
  }

  /**
   * The kind of the last point named, and where its name ends: a history's 'Value' column just below it, with no unit
   * in its rows, holds that point's readings ('History export: /Campus/B12/AHU-3/SAT' then 'Timestamp,Value'; decision
   * 078).
   */
  private pointKind = -1;
  private pointEnd = -1000;

  /**
   * A Desigo point's path ("B04'ELEC'MTR01'EnAct", "Prime'Geb1'OG04'RLT2'Zuluft'Temp"): four or more segments joined by
   * apostrophes, without blanks, a digit in one of them. Emits it as a sensor id and returns its end, or -1 (as a
   * path read from its plant's tag, decision 073; decision 078).
   */
  private apostrophePath(i: number): number {
    const s = this.s;
    let e = i;
    let seps = 0;
    let digit = false;
    for (; e - i < 96; e++) {
      const c = s.charCodeAt(e);
      if (isDigit(c)) digit = true;
      else if (c === 39) {
        if (!isAlnum(s.charCodeAt(e + 1))) break;
        seps++;
      } else if (!(isAsciiLetter(c) || ((c === 45 || c === 95) && isAlnum(s.charCodeAt(e + 1))))) break;
    }
    if (seps < 3 || !digit || isAlnum(s.charCodeAt(e))) return -1;
    this.emitPoint(i, e);
    return e;
  }

  /**
   * A BMS history's or driver's point path from a leading '/' ('/Campus/B12/ELEC/MainMeter/kWh', '/Drivers/
   * ModbusNetwork/Bldg_16/Meter_Main/kWh'): three or more segments without blanks, the first capitalised, a digit
   * in one of them; not a URL's, a date's or a file's path. Emits it from its first segment (as a point inside a
   * path is read from its tag, decision 073) and returns its end, or -1 (decision 078).
   */
  private slashPath(i: number): number {
    const s = this.s;
    let e = i;
    let segments = 1;
    let digit = false;
    for (; e - i < 96; e++) {
      const c = s.charCodeAt(e);
      if (isDigit(c)) digit = true;
      else if (c === 47) {
        if (!isAlnum(s.charCodeAt(e + 1))) break;
        segments++;
      } else if (!(isAsciiLetter(c) || ((c === 45 || c === 95 || c === 46) && isAlnum(s.charCodeAt(e + 1))))) break;
    }
    if (segments < 3 || !digit || isAlnum(s.charCodeAt(e)) || s.charCodeAt(e) === 47) return -1;
    // ('/home/ops/B12/report.pdf': a file; 'http://…' never reaches here, its '//' has no segment)
    let k = e;
    while (k > i && isLower(s.charCodeAt(k - 1))) k--;
    if (s.charCodeAt(k - 1) === 46 && e - k >= 2 && e - k <= 4) return -1;
    this.emitPoint(i, e);
    return e;
  }

  private dotsIn(a: number, e: number): number {
    let n = 0;
    for (let q = a; q < e; q++) if (this.s.charCodeAt(q) === 46) n++;
    return n;
  }

  /** Whether [a, e) holds two or more path separators ('/' or Desigo's apostrophe). */
  private pathSegments(a: number, e: number): boolean {
    let seps = 0;
    for (let q = a; q < e; q++) {
      const c = this.s.charCodeAt(q);
      if (c === 47 || c === 39) seps++;
    }
    return seps >= 2;
  }

  /** Whether [end, e) is one separator and a point's short name in letters ('/SAT', "'TSu"; not '/Kitchen'). */
  private pointNameAfter(end: number, e: number): boolean {
    if (e - end < 2 || e - end > 6) return false;
    for (let q = end + 1; q < e; q++) if (!isAlpha(this.s.charCodeAt(q))) return false;
    return true;
  }

  /**
   * Reads an identifier at p: alphanumeric runs joined by single '-', '_' or '.', at most 24 characters.
   * Returns its end, or -1 when it holds no digit (unless `letterOk` and it is one upper-case letter).
   */
  private idToken(p: number, needDigit: boolean): number {
    const s = this.s;
    let q = p;
    let digits = 0;
    const limit = p + MAX_ID_LENGTH;
    while (q < limit) {
      const c = s.charCodeAt(q);
      if (isDigit(c)) digits++;
      else if (!isAlpha(c)) {
        // 'piso 3º B', 'andar 12º': an ordinal floor keeps its indicator (decision 080)
        if ((c === 0xba || c === 0xaa) && digits === q - p && digits <= 2 && !isAlnum(s.charCodeAt(q + 1))) {
          q++;
          break;
        }
        if ((c === 45 || c === 95 || c === 46) && isAlnum(s.charCodeAt(q + 1))) {
          q++;
          continue;
        }
        break;
      }
      q++;
    }
    if (q >= limit && isAlnum(s.charCodeAt(q))) return -1;
    if (digits === 0) {
      if (needDigit) return -1;
      // A single capital letter: 'Building C', 'Unit B'.
      if (q - p !== 1 || !isUpper(s.charCodeAt(p))) return -1;
    }
    return q;
  }

  /** 'Building 7', 'Bldg. 12A', 'Unit 4B', 'Apt #12', 'Suite 400', 'Room B-204', 'Sensor ID: 88213', 'sensor_id=TS-1'. */
  private keywordId(i: number, j: number, flags: number): number {
    const s = this.s;
    // 'parking lot 4' (a parking space, decision 073), 'app 3 on your phone' (Québec's 'app.' has its full stop
    // or follows a comma), 'lab 3 results' (a laboratory's test): not a unit (decision 077)
    if (flags & K_UNIT && j - i === 3 && this.notAUnitWord(i, j)) return -1;
    // 'Level 2' under 'Service level', 'Unit 4' under 'Unit / Module': a grade or a step (decision 078)
    if (flags & K_UNIT && this.gradeCellAt(i)) return -1;
    // 'conjunto 1804': an office suite's number of three or four digits ('conjunto 3 de filtros' is a set; decision 080)
    if (flags & K_UNIT && j - i === 8 && (s.charCodeAt(i) | 32) === 99 && this.lower(i, j) === 'conjunto') {
      let q = j + 1;
      while (isDigit(s.charCodeAt(q)) && q - j < 6) q++;
      if (s.charCodeAt(j) !== 32 || q - j - 1 < 3 || q - j - 1 > 4 || isAlnum(s.charCodeAt(q))) return -1;
    }
    // 'job ref RM-66120', 'ticket RM-2210': a reference's code that starts with a unit keyword's letters (decision 080)
    if (flags & K_UNIT && s.charCodeAt(j) === 45 && this.allUpper(i, j) && this.recordWordBefore(i)) return -1;
    // 'Cooling Tower 2', 'terminal block 4': a plant item or a part, not a building (decision 077)
    if (flags & K_BUILDING && isBlank(s.charCodeAt(i - 1)) && isAlpha(s.charCodeAt(i - 2))) {
      const a = this.wordStartBefore(i - 1);
      if (NOT_A_BUILDING_BEFORE.has(s, a, i - 1)) return -1;
    }
    // 'we are building 2 new towers', 'started building 40 homes': the verb, not a building (decision 077)
    if (j - i === 8 && s.charCodeAt(i) === 98 && this.lower(i, j) === 'building' && this.buildingVerb(i, j)) return -1;
    // a plural unit keyword matters only before a number ('floors 3 to 5'; '40 units on order' is common), or
    // before a label's participle ('Floors affected: 4, 11'; decision 079)
    let p = j;
    this.listPlural = flags & (K_BUILDING | K_UNIT) ? this.plural(i, j) : false;
    if (flags === K_UNIT && this.listPlural && !(isBlank(s.charCodeAt(j)) && isDigit(s.charCodeAt(j + 1)))) {
      p = this.participleLabelEnd(j);
      if (p < 0) return -1;
    }
    // 'Bldg. 12', 'Apt. 4B': an abbreviation's full stop; after a whole word ('… sensor. Pt1000 probe') it
    // ends the sentence
    if (s.charCodeAt(p) === 46 && j - i <= 4) p++;
    // optional '_id' / ' ID' / ' No.' / ' Number' / '#', then ':' or '='
    if (s.charCodeAt(p) === 95 || isBlank(s.charCodeAt(p))) {
      const w0 = p + 1;
      let w1 = w0;
      while (isAlpha(s.charCodeAt(w1)) && w1 - w0 < 7) w1++;
      if (w1 > w0 && ID_WORDS.has(s, w0, w1)) {
        p = w1;
        if (s.charCodeAt(p) === 46) p++;
      } else if (w1 === w0 + 1 && (s.charCodeAt(w0) | 32) === 110 && (s.charCodeAt(w1) === 0xb0 || s.charCodeAt(w1) === 0xba)) {
        // 'Medidor N° M-0448127', 'meter n° 1SAG1100042871', 'Compteur nº …': the number sign of the Romance languages
        // (decision 080, amendment)
        p = w1 + 1;
      } else if (w1 > w0 && flags & K_SENSOR && DEVICE_ID_WORDS.has(s, w0, w1)) {
        // 'meter serial 12345678', 'device EUI 70B3D57ED0041A2F': a device's own number (decision 074)
        p = w1;
      } else if (s.charCodeAt(p) === 95) return -1;
    }
    let sawSep = false;
    while (p < j + 14) {
      const c = s.charCodeAt(p);
      if (c === 32 || c === 0xa0 || c === 35 || c === 58 || c === 61) {
        sawSep = true;
        p++;
      } else break;
    }
    // ('2     unit     18,450.00': in a fixed-width table two blanks end a cell, and a keyword never reads into the
    // next one, as in a CSV; decision 078)
    if (this.tableSep < 0 && s.charCodeAt(j) === 32 && s.charCodeAt(j + 1) === 32) return -1;
    // 'Building-7', 'Block-C', 'Apt-4B': a hyphen between the word and its id (decision 073)
    if (!sawSep && p === j && s.charCodeAt(p) === 45 && flags & (K_BUILDING | K_UNIT) && isAlnum(s.charCodeAt(p + 1)) && !isLower(s.charCodeAt(p + 1))) p++;
    else if (!sawSep && p === j) return -1;
    const start = p;
    // 'Elec meter: 402 118': a read grouped in thousands, not the meter's id (decision 073)
    if (flags & K_SENSOR && isDigit(s.charCodeAt(start))) {
      let q = start;
      while (isDigit(s.charCodeAt(q)) && q - start < 4) q++;
      const g = s.charCodeAt(q);
      if (q - start <= 3 && (g === 32 || g === 0xa0 || g === 0x202f || g === 0x2009) && isDigit(s.charCodeAt(q + 1)) && isDigit(s.charCodeAt(q + 2)) && isDigit(s.charCodeAt(q + 3)) && !isAlnum(s.charCodeAt(q + 4))) {
        if (!this.meterBefore(start) || !this.on[CAT.energy]) return -1;
        const e = this.plainQuantityEnd(start);
        if (this.unit(e) > 0 || (isBlank(s.charCodeAt(e)) && this.unit(e + 1) > 0)) return -1;
        this.emit(start, e, CAT.energy);
        this.lastValueEnd = e;
        return e;
      }
    }
    // a meter's serial written in two groups: 'meter E15Z 004118', 'Warmtemeter WM 4471-02' (decision 072)
    if (flags & K_SENSOR && isUpper(s.charCodeAt(start))) {
      const e = this.spacedMeterId(start);
      if (e > 0) {
        this.emit(start, e, CAT.sensor_id);
        this.lastValueEnd = e;
        return e;
      }
    }
    // ('block D', 'tower B': a lower-case building word before one capital letter, not 'I')
    const letterOk = ((flags & (K_BUILDING | K_UNIT)) !== 0 && isUpper(s.charCodeAt(i))) || ((flags & K_BUILDING) !== 0 && isUpper(s.charCodeAt(start)) && s.charCodeAt(start) !== 73 && !isAlnum(s.charCodeAt(start + 1)));
    let end = this.idToken(start, !letterOk);
    if (end < 0) return -1;
    // 'rooms 2.14–2.31': a range of rooms numbered by floor, read as its two ends (not a version; decision 079)
    if (flags & K_UNIT) end = this.decimalRangeFirstEnd(start, end);
    // 'Unit A/C', 'Building N/A': an abbreviation of two letters, not a letter id (decision 077)
    if (end - start === 1 && isUpper(s.charCodeAt(start)) && s.charCodeAt(end) === 47 && this.loneCapitalAt(end + 1) && (s.charCodeAt(start) === 65 && s.charCodeAt(end + 1) === 67 || s.charCodeAt(start) === 78 && s.charCodeAt(end + 1) === 65)) return -1;
    // 'Flat 2/1', 'Flat 0/L', 'room 32/1015': a flat's floor and position (Scotland) or a room's building and
    // number, one id (not a date: '12/05/2024'; decision 077)
    if (flags & K_UNIT && s.charCodeAt(end) === 47 && isDigit(s.charCodeAt(end - 1)) && end - start <= 3) {
      let q = end + 1;
      while (isDigit(s.charCodeAt(q)) && q - end <= 4) q++;
      if (q === end + 1 && (s.charCodeAt(q) === 76 || s.charCodeAt(q) === 82)) q++;
      // ('Unit 9/44 Glebe Point Road': an Australian unit and house number, read by the address)
      if (q > end + 1 && !isAlnum(s.charCodeAt(q)) && s.charCodeAt(q) !== 47 && s.charCodeAt(q) !== 46 && !(isBlank(s.charCodeAt(q)) && isUpper(s.charCodeAt(q + 1)))) end = q;
    }
    // 'controller 10.15.5.11', 'device fe80::1': an IP or MAC address (or a version), read as such
    let dots = 0;
    let onlyDigits = true;
    for (let q = start; q < end && onlyDigits; q++) {
      const c = s.charCodeAt(q);
      if (c === 46) dots++;
      else if (!isDigit(c)) onlyDigits = false;
    }
    if (onlyDigits && dots >= 2) return -1;
    // 'Controller v3.04.11': a version
    if ((s.charCodeAt(start) | 32) === 118 && isDigit(s.charCodeAt(start + 1))) return -1;
    // a plant item's tag has letters: 'Boiler B-01' ('pump 3' is a count or a name of its own)
    if (flags & K_PLANT && (onlyDigits || !isAlpha(s.charCodeAt(start)))) return -1;
    if (s.charCodeAt(end) === 58 && (isHex(s.charCodeAt(end + 1)) || s.charCodeAt(end + 1) === 58)) return -1; // IPv6 or MAC
    // 'device 001A.2B3C.4D5E', 'tag 00-1A-2B-3C-4D-5E': a MAC address
    if (isHex(s.charCodeAt(start)) && this.mac(start) > 0) return -1;
    // The identifier is an equipment tag on its own ('unit RTU-2'): let the tag win.
    let w = start;
    while (isAlpha(s.charCodeAt(w))) w++;
    if (w > start && w < end) {
      const h = this.hashOf(start, w);
      const f = w - start <= 12 ? this.lookup(h, start, w - start) : 0;
      if (f & (K_TAG_HVAC | K_TAG_SENSOR | K_TAG_BUILDING)) return -1;
    }
    // 'Room 12 people', 'floor 3 times': a count, not an identifier. 'Unit 3%': a reading.
    const after = s.charCodeAt(end);
    if (after === 37 || after === 0xb0) return -1;
    if (isBlank(after) && this.unit(end) > 0) return -1; // 'room 31 °C': a reading
    // 'Heat meter: 1.124,6 MWh': a reading with thousands groups and a decimal comma (decision 071)
    if (isDigit(s.charCodeAt(start)) && after === 44 && isDigit(s.charCodeAt(end + 1))) {
      const q = this.plainQuantityEnd(start);
      if (q > end && this.unit(q) > 0) return -1;
    }
    // 'Level 2 support', 'level 3 of 5': a grade, not a floor (gradeAfter below).
    // 'noise level 3', 'water level 4', 'Alarm Level 3', 'Access Level 2': a reading or a grade; 'level 4 east',
    // 'Plant Room Level 3' are floors (decision 071: the words before are the same whatever the case)
    if (j - i === 5 && (s.charCodeAt(i) | 32) === 108 && (s.charCodeAt(i + 1) | 32) === 101 && this.qualifiedLevel(i)) return -1;
    // 'unit 3 of the course', 'Room 2 people max', 'Unit 3 ton': a step, a count or a size ('Level 31 of
    // Tower 2' is a floor of a building)
    // ('Block C floors 2 and 3': a letter is not a count)
    if (this.gradeAfter(end) && !this.ofPlace(end) && !(end - start === 1 && isUpper(s.charCodeAt(start)))) return -1;
    if (flags & K_UNIT && !this.plausibleUnitId(i, j, start, end)) return -1;
    // 'Suite 305 and 306', 'Level 2 to 4': the ids of a list or a range after one keyword (decision 071);
    // what follows the last id decides for all of them ('Unit 2 and 3 of the course'). A plural keyword
    // needs a list or a range ('floors 3 to 5', 'Rooms 1–6' locate people as 'floor 3' does; 'Rooms 12 in
    // total' is a count: decision 072).
    const digitLed = isDigit(s.charCodeAt(start));
    let items = 0;
    let last = end;
    for (let p2 = this.listJoinEnd(last, letterOk); p2 > 0 && items < this.listStarts.length; p2 = this.listJoinEnd(last, letterOk)) {
      if (isDigit(s.charCodeAt(p2)) !== digitLed) break;
      const e2 = this.idToken(p2, !letterOk);
      if (e2 < 0 || e2 - p2 > 8 || isAlpha(s.charCodeAt(e2))) break;
      // 'Bldg 14 – 12,480 kWh', 'Site 3 - 412 kWh': a reading after a dash, not the end of a range (decision 076)
      if (((s.charCodeAt(e2) === 44 || s.charCodeAt(e2) === 46) && isDigit(s.charCodeAt(e2 + 1))) || this.unit(e2) > 0) break;
      // 'Meter 1 - 48211': a number three digits longer than the one before is no end of its range (decision 077)
      if (digitLed && e2 - p2 >= last - (items > 0 ? this.listStarts[items - 1] : start) + 3) break;
      this.listStarts[items] = p2;
      this.listEnds[items++] = e2;
      last = e2;
    }
    if (items > 0 && ((this.gradeAfter(last) && !this.ofPlace(last)) || s.charCodeAt(last) === 37 || (isBlank(s.charCodeAt(last)) && this.unit(last) > 0) || (flags & K_UNIT && this.plantWordAfter(last)))) return -1;
    // a plural keyword needs a list ('Towers 1 and 2'; '12 buildings 3 storeys high', 'units 1.5 TR' are not)
    if (items === 0 && flags & (K_BUILDING | K_UNIT) && this.plural(i, j) && !this.numberRange(start, end)) return -1;
    const cat = flags & K_BUILDING ? CAT.building_id : flags & K_UNIT ? CAT.unit_number : flags & K_PLANT ? CAT.hvac_id : CAT.sensor_id;
    this.emit(start, end, cat);
    for (let k = 0; k < items; k++) this.emit(this.listStarts[k], this.listEnds[k], cat);
    this.lastValueEnd = last;
    // 'Elec meter 1: 48 211': a meter's id, a colon, then its read (decision 076; not a water meter's)
    // ('Meter 1 - 48211': a spaced dash as well; decision 077)
    if (cat === CAT.sensor_id && ((s.charCodeAt(last) === 58 && isBlank(s.charCodeAt(last + 1)) && isDigit(s.charCodeAt(last + 2))) || (s.charCodeAt(last) === 32 && s.charCodeAt(last + 1) === 45 && s.charCodeAt(last + 2) === 32 && isDigit(s.charCodeAt(last + 3)))) && this.meterBefore(start)) {
      this.ctx = K_ENERGY;
      this.ctxEnd = last + 1;
    }
    return last;
  }

  /** 'parking lot', 'car lot', 'app' without its full stop or a comma before it, 'lab' before its results. */
  private notAUnitWord(i: number, j: number): boolean {
    const s = this.s;
    const w = this.lower(i, j);
    if (w === 'lot') {
      if (!isBlank(s.charCodeAt(i - 1))) return false;
      const b = this.lower(this.wordStartBefore(i - 1), i - 1);
      return b === 'parking' || b === 'car';
    }
    if (w === 'app') return s.charCodeAt(j) !== 46 && !(s.charCodeAt(i - 2) === 44 && s.charCodeAt(i - 1) === 32);
    if (w === 'lab' && isBlank(s.charCodeAt(j))) {
      let p = j + 1;
      while (isAlnum(s.charCodeAt(p)) && p - j < 8) p++;
      if (!isBlank(s.charCodeAt(p))) return false;
      const e = this.wordEndAfter(p + 1);
      return LAB_WORDS_AFTER.has(s, p + 1, e);
    }
    return false;
  }

  /** Whether lower-case 'building' at [i, j) is a verb: after an auxiliary, or before 'N new', 'N more'. */
  private buildingVerb(i: number, j: number): boolean {
    const s = this.s;
    if (isBlank(s.charCodeAt(i - 1))) {
      const a = this.wordStartBefore(i - 1);
      if (a < i - 1 && BUILDING_VERB_BEFORE.has(s, a, i - 1)) return true;
    }
    let p = j + 1;
    if (!isBlank(s.charCodeAt(j)) || !isDigit(s.charCodeAt(p))) return false;
    while (isDigit(s.charCodeAt(p)) || s.charCodeAt(p) === 44) p++;
    if (!isBlank(s.charCodeAt(p))) return false;
    const e = this.wordEndAfter(p + 1);
    const w = this.lower(p + 1, e);
    return w === 'new' || w === 'more' || w === 'extra' || w === 'additional' || w === 'further' || w === 'homes' || w === 'houses';
  }

  /**
   * A label of building and unit words joined by '/' or '-' whose last word ends at j, then ':' and as many values
   * joined the same way ('Bldg/Rm: 4/210'): each value takes its word's category. Returns the end, or -1.
   */
  private compoundLabel(i: number, j: number): number {
    const s = this.s;
    const joiner = s.charCodeAt(i - 1);
    const cats = this.labelCats;
    let n = 0;
    let a = i;
    let b = j;
    // the words of the label, last first
    while (n < cats.length) {
      const f = b - a <= 12 ? this.lookup(this.hashOf(a, b), a, b - a) : 0;
      if (!(f & (K_BUILDING | K_UNIT))) return -1;
      cats[n++] = f & K_BUILDING ? CAT.building_id : CAT.unit_number;
      if (s.charCodeAt(a - 1) !== joiner || !isAlpha(s.charCodeAt(a - 2))) break;
      b = a - 1;
      a = b;
      while (a > 0 && isAlpha(s.charCodeAt(a - 1)) && b - a < 12) a--;
    }
    if (n < 2 || isAlnum(s.charCodeAt(a - 1))) return -1;
    let p = j;
    if (s.charCodeAt(p) === 46) p++;
    if (s.charCodeAt(p) === 32) p++;
    if (s.charCodeAt(p) !== 58 && s.charCodeAt(p) !== 35) return -1;
    p++;
    while (isBlank(s.charCodeAt(p)) && p - j < 8) p++;
    const starts = this.listStarts;
    const ends = this.listEnds;
    for (let k = 0; k < n; k++) {
      const q = p;
      while (isAlnum(s.charCodeAt(p)) && p - q < 6) p++;
      // (a value ends in a digit or is one letter: 'C/12', not 'Main/3')
      if (p === q || isAlnum(s.charCodeAt(p)) || (!isDigit(s.charCodeAt(p - 1)) && p - q > 1)) return -1;
      starts[k] = q;
      ends[k] = p;
      if (k < n - 1) {
        if (s.charCodeAt(p) !== joiner) return -1;
        p++;
      }
    }
    if (s.charCodeAt(p) === joiner || (s.charCodeAt(p) === 46 && isDigit(s.charCodeAt(p + 1)))) return -1;
    // the values in reading order, the words were read last first
    for (let k = 0; k < n; k++) this.emit(starts[k], ends[k], cats[n - 1 - k]);
    this.lastValueEnd = p;
    return p;
  }

  private readonly labelCats = new Int32Array(4);

  /** Whether the keyword [i, j) is a plural ('floors', 'Blocks'; not 'Haus'). */
  private plural(i: number, j: number): boolean {
    const s = this.s;
    return j - i > 3 && (s.charCodeAt(j - 1) | 32) === 115 && (s.charCodeAt(j - 2) | 32) !== 117 && (s.charCodeAt(j - 2) | 32) !== 115;
  }

  /** '1-6', '401–410' read as one token: a range of numbers. */
  /** The end of '2.14' when [start, end) is '2.14-2.31' (a floor's digit or two, a point, two or three digits, twice), else end. */
  private decimalRangeFirstEnd(start: number, end: number): number {
    const a = this.floorRoomEnd(start);
    return a > 0 && this.s.charCodeAt(a) === 45 && this.floorRoomEnd(a + 1) === end ? a : end;
  }

  /** The end of '2.14', '12.105' at p, or -1. */
  private floorRoomEnd(p: number): number {
    const s = this.s;
    let q = p;
    while (isDigit(s.charCodeAt(q)) && q - p < 3) q++;
    if (q === p || q - p > 2 || s.charCodeAt(q) !== 46) return -1;
    const d = ++q;
    while (isDigit(s.charCodeAt(q)) && q - d < 4) q++;
    return q - d >= 2 && q - d <= 3 ? q : -1;
  }

  private numberRange(start: number, end: number): boolean {
    const s = this.s;
    let q = start;
    while (isDigit(s.charCodeAt(q))) q++;
    if (q === start || s.charCodeAt(q) !== 45) return false;
    const d = ++q;
    while (isDigit(s.charCodeAt(q))) q++;
    return q > d && q === end;
  }

  private germanFloorWord(p: number): boolean {
    const s = this.s;
    let e = p;
    while (isAlpha(s.charCodeAt(e)) && e - p < 16) e++;
    return GERMAN_FLOOR_WORDS.has(s, p, e);
  }

  /** Capitals (digits allowed) then one space and a group of at least three digits (or digits and capitals), not a reading. */
  private spacedMeterId(p: number): number {
    const s = this.s;
    let q = p;
    while ((isUpper(s.charCodeAt(q)) || isDigit(s.charCodeAt(q))) && q - p < 9) q++;
    if (q - p < 2 || q - p > 8 || s.charCodeAt(q) !== 32 || !isDigit(s.charCodeAt(q + 1))) return -1;
    const g = q + 1;
    let e = g;
    while (isDigit(s.charCodeAt(e)) || isUpper(s.charCodeAt(e)) || (s.charCodeAt(e) === 45 && isDigit(s.charCodeAt(e + 1)))) e++;
    if (e - g < 3 || e - g > 12 || isAlnum(s.charCodeAt(e)) || (s.charCodeAt(e) === 46 && isDigit(s.charCodeAt(e + 1))) || s.charCodeAt(e) === 44 && isDigit(s.charCodeAt(e + 1))) return -1;
    if (isBlank(s.charCodeAt(e)) && this.unit(e) > 0) return -1;
    return e;
  }

  private readonly listStarts = new Int32Array(8);
  /** Whether the keyword whose list is being read is a plural ('Floors 14, 15, 16.'; decision 079). */
  private listPlural = false;
  private readonly listEnds = new Int32Array(8);

  /**
   * After an id at e, the start of the next id of a list or range: ' and ', ' to ', ' through ', ' & ', ' / ',
   * ' - ' (not ', ': 'Unit 4, 27 Smith Street' is a unit and a house number). Returns -1 when none follows.
   */
  private listJoinEnd(e: number, letterOk = false): number {
    const s = this.s;
    let p = e;
    const c0 = s.charCodeAt(p);
    if (c0 === 45) return isDigit(s.charCodeAt(p + 1)) || (letterOk && this.loneCapitalAt(p + 1) && this.loneCapitalAt(p - 1)) ? p + 1 : -1; // '3-5' after a letter id: 'B1-B3' stays one token
    // 'Building A/B', 'Towers A/B': letters joined by a slash (decision 077; 'A/C' is air conditioning)
    if (c0 === 47) return letterOk && this.loneCapitalAt(p + 1) && this.loneCapitalAt(p - 1) && !(s.charCodeAt(p - 1) === 65 && s.charCodeAt(p + 1) === 67) ? p + 1 : -1;
    // 'buildings 3, 4 and 7', 'Suites 305, 306 & 310': a comma joins only a list that closes with a joiner
    // ('Unit 4, 12 Smith St' is a unit and an address; decision 074)
    if (c0 === 44 && s.charCodeAt(p + 1) === 32) return this.commaListCloses(p + 2, letterOk) ? p + 2 : -1;
    if (c0 !== 32) return -1;
    p++;
    const c = s.charCodeAt(p);
    if (c === 38 || c === 47 || c === 45) return s.charCodeAt(p + 1) === 32 && isAlnum(s.charCodeAt(p + 2)) ? p + 2 : -1;
    let w = p;
    while (isAsciiLetter(s.charCodeAt(w)) && w - p < 8) w++;
    if (w === p || s.charCodeAt(w) !== 32 || !LIST_JOINERS.has(s, p, w)) return -1;
    return isAlnum(s.charCodeAt(w + 1)) ? w + 1 : -1;
  }

  /** Whether p holds a capital letter with no letter or digit on either side ('A' in 'A/B'). */
  private loneCapitalAt(p: number): boolean {
    const s = this.s;
    return isUpper(s.charCodeAt(p)) && !isAlnum(s.charCodeAt(p - 1)) && !isAlnum(s.charCodeAt(p + 1));
  }

  /** '2024-07781' at [p, e): a year from 1990 to 2039, '-' or '/', and a serial of three digits or more. */
  private yearSerial(p: number, e: number): boolean {
    const s = this.s;
    if (e - p < 8 || !this.digitsOnly(p, p + 4)) return false;
    const y = (s.charCodeAt(p) - 48) * 10 + (s.charCodeAt(p + 1) - 48);
    const d = s.charCodeAt(p + 2) - 48;
    if (!((y === 19 && d === 9) || (y === 20 && d <= 3)) || (s.charCodeAt(p + 4) !== 45 && s.charCodeAt(p + 4) !== 47)) return false;
    let q = p + 5;
    while (isDigit(s.charCodeAt(q))) q++;
    return q - p - 5 >= 3;
  }

  /** A cheap look before a pair of readings: the number at i (digits, '.', ',') ends in '-' or '/' and a digit. */
  private pairJoinAfter(i: number, j: number): boolean {
    const s = this.s;
    let k = j;
    let c = s.charCodeAt(k);
    while (k - i <= 6 && (isDigit(c) || c === 46 || c === 44)) c = s.charCodeAt(++k);
    return (c === 45 || c === 47) && isDigit(s.charCodeAt(k + 1));
  }

  /** Whether ' ID', '_id', ' no.', ' code'… follows the keyword ending at j. */
  private idWordAfter(j: number): boolean {
    const s = this.s;
    const c = s.charCodeAt(j);
    if (c !== 32 && c !== 95) return false;
    let w = j + 1;
    while (isAlpha(s.charCodeAt(w)) && w - j <= 7) w++;
    return w > j + 1 && !isAlpha(s.charCodeAt(w)) && ID_WORDS.has(s, j + 1, w);
  }

  /** Whether ids joined by ', ' from p end in a list joiner and one more id ('4, 5 and 7'), at most six. */
  private commaListCloses(p: number, letterOk: boolean): boolean {
    const s = this.s;
    for (let k = 0; k < 6; k++) {
      const e = this.idToken(p, !letterOk);
      if (e < 0 || e - p > 8 || isAlpha(s.charCodeAt(e))) return false;
      if (s.charCodeAt(e) === 44 && s.charCodeAt(e + 1) === 32) {
        p = e + 2;
        continue;
      }
      // ('Floors 14, 15, 16.', 'Affected levels: 2, 5, 6' at a line's end: a plural keyword's list; decision 079)
      return this.listJoinEnd(e) > 0 || (this.listPlural && this.clauseEndsAt(e));
    }
    return false;
  }

  /** Whether a line, a sentence or a bracket ends at p. */
  private clauseEndsAt(p: number): boolean {
    const s = this.s;
    const c = s.charCodeAt(p);
    if (p >= s.length || c === 10 || c === 13 || c === 59 || c === 41) return true;
    return c === 46 && !isAlnum(s.charCodeAt(p + 1));
  }

  /** After a plural keyword at j, the end of a label's participle before its ids (' affected: 4'), j at its own colon ('levels: 2'), or -1. */
  private participleLabelEnd(j: number): number {
    const s = this.s;
    if (s.charCodeAt(j) === 58) return isBlank(s.charCodeAt(j + 1)) && isDigit(s.charCodeAt(j + 2)) ? j : -1;
    if (s.charCodeAt(j) !== 32) return -1;
    let w = j + 1;
    while (isLower(s.charCodeAt(w)) && w - j < 14) w++;
    if (w - j < 5 || s.charCodeAt(w - 2) !== 101 || s.charCodeAt(w - 1) !== 100) return -1;
    return s.charCodeAt(w) === 58 && isBlank(s.charCodeAt(w + 1)) && isDigit(s.charCodeAt(w + 2)) ? w : -1;
  }

  /** ' of Tower 2', ' of Building C' after a floor: the building it is in, not a grade ('level 3 of 5'). */
  private ofPlace(end: number): boolean {
    const s = this.s;
    return (s.charCodeAt(end + 1) | 32) === 111 && (s.charCodeAt(end + 2) | 32) === 102 && s.charCodeAt(end + 3) === 32 && isUpper(s.charCodeAt(end + 4));
  }

  /** The word before 'level' at i makes it a measure or a grade ('noise level', 'access level'). */
  private qualifiedLevel(i: number): boolean {
    const s = this.s;
    let p = i - 1;
    if (!isBlank(s.charCodeAt(p))) return false;
    const e = p;
    p--;
    while (isAlpha(s.charCodeAt(p)) && e - p <= 14) p--;
    return e - p > 1 && !isAlnum(s.charCodeAt(p)) && NOT_A_FLOOR_LEVEL_BEFORE.has(s, p + 1, e);
  }

  /**
   * Unit, room and floor numbers are short codes in capitals and digits (decision 067): 'Apt 3-bed', 'Floor
   * 2x2 tiles' are descriptions, and a floor or level has at most three characters ('FL 33131' is Florida's
   * ZIP code, 'Floor 1200 x 600' a size).
   */
  private plausibleUnitId(i: number, j: number, start: number, end: number): boolean {
    const s = this.s;
    let lowerRun = 0;
    for (let q = start; q < end; q++) {
      const c = s.charCodeAt(q);
      if (isLower(c)) {
        if (++lowerRun >= 3) return false;
        // '2x2': a size; 'flat 4x': a multiplier (decision 077)
        if (c === 120 && isDigit(s.charCodeAt(q - 1)) && (isDigit(s.charCodeAt(q + 1)) || q + 1 === end)) return false;
      } else lowerRun = 0;
    }
    // 'apartment 2BR', 'Apt 3b/2ba': bedrooms and bathrooms of a listing, not a flat (decision 077)
    if (this.roomCountId(start, end)) return false;
    // 'ODU 1 (Unit 1)', 'AHU-2 (unit 2)': a plant item's own unit in brackets after its tag (decision 077)
    if (s.charCodeAt(i - 1) === 40 && s.charCodeAt(i - 2) === 32 && (s.charCodeAt(i) | 32) === 117 && this.plantTagBefore(i - 2)) return false;
    // 'Rate/Unit 45', '$/unit 45': a price per unit ('ROOM/UNIT: 4.21' is a form's label; decision 077)
    if (s.charCodeAt(i - 1) === 47 && this.priceWordBefore(i - 1)) return false;
    // the word before the keyword: 'per unit 45', 'Condensing Unit 3'
    let p = i - 1;
    if (isBlank(s.charCodeAt(p))) {
      p--;
      const e = p + 1;
      while (isAlpha(s.charCodeAt(p)) && e - p <= 12) p--;
      // ('your storage unit G-45', 'storage unit 114': a self-storage unit has a letter or three digits; an
      // energy storage unit 2 does not; decision 075)
      if (e - p > 1 && !isDigit(s.charCodeAt(p)) && NOT_A_UNIT_BEFORE.has(s, p + 1, e) && !(e - p === 8 && this.lower(p + 1, e) === 'storage' && (end - start >= 3 || !this.digitsOnly(start, end)))) return false;
      // 'Meeting Room 3', 'Plant Room 2': a short number names a room by its use (not 'meeting room 4.01')
      if (e - p > 1 && end - start <= 2 && (s.charCodeAt(i) | 32) === 114 && ROOM_USES.has(s, p + 1, e)) return false;
      // 'qty 2 unit 45.00': a count of a lower-case 'unit' is a unit of measure (decision 071)
      if (e - p === 1 && isDigit(s.charCodeAt(p)) && s.charCodeAt(i) === 117) return false;
    }
    if (j - i === 4 && (s.charCodeAt(i) | 32) === 117 && (s.charCodeAt(i + 1) | 32) === 110) {
      // 'Unit 2 compressor tripped', 'Unit 1 (compressor)': a plant item's unit
      if (this.plantWordAfter(end)) return false;
      // 'Module 3 Unit 2', 'Lesson 4, Unit 2', 'page 2, unit 4': a part of a course or a text (decision 072)
      if (this.sectionBefore(i)) return false;
      // 'Year 9 Science, Unit 2', 'Maths Unit 3': a unit of a course (decision 075)
      if (this.subjectBefore(i)) return false;
      // 'NVQ Level 3 …: Unit 3', 'Module SOEE1010, Unit 3': a unit of a qualification or a course (decision 077)
      if (this.courseOnLineBefore(i)) return false;
    }
    // 'Unit 12V': a voltage
    if (s.charCodeAt(end - 1) === 86 && isDigit(s.charCodeAt(end - 2))) return false;
    // 'Unit 45.00', 'Sell Unit 120.00': a price in whole currency, not a unit's floor and number (decision 077)
    if ((s.charCodeAt(i) | 32) === 117 && end - start >= 4 && s.charCodeAt(end - 1) === 48 && s.charCodeAt(end - 2) === 48 && s.charCodeAt(end - 3) === 46) return false;
    const c0 = s.charCodeAt(i) | 32;
    const floorWord = (c0 === 102 && (j - i === 2 || (j - i === 5 && (s.charCodeAt(i + 1) | 32) === 108))) || (c0 === 108 && (j - i === 3 || j - i === 5));
    return !floorWord || end - start <= 3;
  }

  /** Whether a plant tag ends at p ('ODU 1', 'AHU-2', 'CU1'): a plant prefix, then digits after '-', ' ' or nothing. */
  private plantTagBefore(p: number): boolean {
    const s = this.s;
    let d = p;
    while (d > 0 && isDigit(s.charCodeAt(d - 1)) && p - d < 4) d--;
    if (d === p) return false;
    let a = d;
    if (s.charCodeAt(a - 1) === 45 || s.charCodeAt(a - 1) === 32) a--;
    let b = a;
    while (b > 0 && isUpper(s.charCodeAt(b - 1)) && a - b < 6) b--;
    return a - b >= 2 && !isAlnum(s.charCodeAt(b - 1)) && HVAC_PREFIXES.has(s, b, a);
  }

  /** A price's word or a currency sign right before p ('Rate', 'cost', '$', '£', '€'). */
  private priceWordBefore(p: number): boolean {
    const s = this.s;
    const c = s.charCodeAt(p - 1);
    if (c === 36 || c === 0xa3 || c === 0x20ac) return true;
    const a = this.wordStartBefore(p);
    const w = this.lower(a, p);
    return w === 'rate' || w === 'price' || w === 'cost' || w === 'fee' || w === 'charge';
  }

  /** Digits then 'BR', 'BD', 'BA', 'BHK' (any case), or 'b' before '/': a listing's rooms ('2BR', '3b/2ba'). */
  private roomCountId(start: number, end: number): boolean {
    const s = this.s;
    let q = start;
    while (isDigit(s.charCodeAt(q))) q++;
    if (q === start || q === end) return false;
    const w = this.lower(q, end);
    return w === 'br' || w === 'bd' || w === 'ba' || w === 'bhk' || (w === 'b' && isLower(s.charCodeAt(q)) && s.charCodeAt(end) === 47);
  }

  /** ' compressor', ' (compressor)', ' and 2 compressors' after a unit's id at e. */
  private plantWordAfter(e: number): boolean {
    const s = this.s;
    if (s.charCodeAt(e) !== 32) return false;
    let w = e + 1;
    if (s.charCodeAt(w) === 40) w++;
    const a = w;
    while (isAsciiLetter(s.charCodeAt(w)) && w - a <= 12) w++;
    return NOT_A_UNIT_AFTER.has(s, a, w);
  }

  /** 'Science, ', 'Maths ' right before i. */
  private subjectBefore(i: number): boolean {
    const s = this.s;
    let p = i - 1;
    if (!isBlank(s.charCodeAt(p))) return false;
    p--;
    if (s.charCodeAt(p) === 44) p--;
    const we = p + 1;
    while (isAlpha(s.charCodeAt(p)) && we - p <= 12) p--;
    return we - p > 2 && !isAlnum(s.charCodeAt(p)) && SUBJECT_WORDS.has(s, p + 1, we);
  }

  /**
   * A qualification's or a course's word earlier on the line (at most 96 characters back: 'NVQ', 'City &
   * Guilds', 'module'), or a course code right before i ('SOEE1010, ', 'ENGG1001 ': capitals and three or
   * four digits).
   */
  private courseOnLineBefore(i: number): boolean {
    const s = this.s;
    let p = i - 1;
    if (s.charCodeAt(p) === 32) p--;
    if (s.charCodeAt(p) === 44) p--;
    let d = p;
    while (isDigit(s.charCodeAt(d)) && p - d < 4) d--;
    if (p - d >= 3) {
      let a = d;
      while (isUpper(s.charCodeAt(a)) && d - a < 5) a--;
      if (d - a >= 2 && !isAlnum(s.charCodeAt(a)) && s.charCodeAt(a) !== 45) return true;
    }
    const limit = Math.max(0, i - 96);
    for (let k = i - 1; k >= limit; k--) {
      const c = s.charCodeAt(k);
      if (c === 10) return false;
      if (!isAlpha(c) || isAlpha(s.charCodeAt(k - 1))) continue;
      let e = k;
      while (isAlpha(s.charCodeAt(e)) && e - k < 16) e++;
      if (e - k >= 3 && QUALIFICATION_WORDS.has(s, k, e)) return true;
    }
    return false;
  }

  /** 'Module 3 ', 'Lesson 4, ', 'page 2, ' right before i. */
  private sectionBefore(i: number): boolean {
    const s = this.s;
    let p = i - 1;
    if (!isBlank(s.charCodeAt(p))) return false;
    p--;
    if (s.charCodeAt(p) === 44) p--;
    const de = p + 1;
    while (isDigit(s.charCodeAt(p)) && de - p <= 3) p--;
    if (p + 1 === de || !isBlank(s.charCodeAt(p))) return false;
    const we = p;
    p--;
    while (isAlpha(s.charCodeAt(p)) && we - p <= 12) p--;
    return we - p > 1 && !isAlnum(s.charCodeAt(p)) && SECTION_WORDS.has(s, p + 1, we);
  }

  /**
   * Whether 'L2' at [i, k) reads as a floor: not an electrical phase, a tier or a grade (decision 067).
   * 'Phases L1/L2/L3', 'escalate to L2 support', 'L1: 231 V' are not floors; 'meet on L4' is.
   */
  private floorCodeContext(i: number, k: number): boolean {
    const s = this.s;
    // ('L10 of Tower 2' is a floor of a building, 'Level 3 of 5' a grade)
    if (this.gradeAfter(k) && !((s.charCodeAt(k + 1) | 32) === 111 && (s.charCodeAt(k + 2) | 32) === 102)) return false;
    // 'L1 L2 L3 N PE': conductors named one after another with a space (decision 072)
    if (s.charCodeAt(k) === 32 && ((s.charCodeAt(k + 1) === 76 && isDigit(s.charCodeAt(k + 2)) && !isAlnum(s.charCodeAt(k + 3))) || (s.charCodeAt(k + 1) === 78 && !isAlnum(s.charCodeAt(k + 2))))) return false;
    if (s.charCodeAt(i - 1) === 32 && s.charCodeAt(i - 3) === 76 && isDigit(s.charCodeAt(i - 2)) && !isAlnum(s.charCodeAt(i - 4))) return false;
    // a reading after it: 'L1 231 V', 'L2: 14.2 A'
    let q = k;
    while ((s.charCodeAt(q) === 58 || s.charCodeAt(q) === 61 || isBlank(s.charCodeAt(q))) && q - k < 3) q++;
    if (q > k && isDigit(s.charCodeAt(q))) {
      while (isDigit(s.charCodeAt(q)) || ((s.charCodeAt(q) === 46 || s.charCodeAt(q) === 44) && isDigit(s.charCodeAt(q + 1)))) q++;
      if (isBlank(s.charCodeAt(q))) q++;
      const u = s.charCodeAt(q);
      if ((u === 86 || u === 65) && !isAlpha(s.charCodeAt(q + 1))) return false;
      if (this.unit(q) > 0) return false;
    }
    // the word before it, past a list of codes ('L1/L2/L3', 'L1, L2')
    let p = i - 1;
    while (p > i - 24) {
      while (isBlank(s.charCodeAt(p)) || s.charCodeAt(p) === 47 || s.charCodeAt(p) === 44 || s.charCodeAt(p) === 58 || (s.charCodeAt(p) === 46 && isAlpha(s.charCodeAt(p - 1)))) p--;
      if (isDigit(s.charCodeAt(p)) && (s.charCodeAt(p - 1) === 76 || (isDigit(s.charCodeAt(p - 1)) && s.charCodeAt(p - 2) === 76))) {
        p -= s.charCodeAt(p - 1) === 76 ? 2 : 3;
        continue;
      }
      break;
    }
    let e = p + 1;
    while (isAlpha(s.charCodeAt(p)) && e - p <= 12) p--;
    // 'Lift no. L3': the word before the number's label (decision 073)
    if (e - p === 3 && (s.charCodeAt(p + 1) | 32) === 110 && (s.charCodeAt(p + 2) | 32) === 111 && isBlank(s.charCodeAt(p))) {
      e = p;
      p--;
      while (isAlpha(s.charCodeAt(p)) && e - p <= 12) p--;
    }
    return !(e - p > 1 && !isDigit(s.charCodeAt(p)) && NOT_A_FLOOR_CODE_BEFORE.has(s, p + 1, e));
  }

  /** Whether a record's word comes right before p ('ticket #12-03', 'item #4-12'): a number, not a place. */
  private recordWordBefore(p: number): boolean {
    const s = this.s;
    let e = p;
    while (isBlank(s.charCodeAt(e - 1)) && p - e < 2) e--;
    let a = e;
    while (isAsciiLetter(s.charCodeAt(a - 1)) && e - a < 10) a--;
    return a < e && RECORD_WORDS.has(s, a, e);
  }

  /** Whether a number follows the label ending at j: 'Energy: 12,400', 'energy=4520', 'Energy 12 400' (not 'Energy Star 90'). */
  private valueFollows(j: number): boolean {
    const s = this.s;
    let p = j;
    // 'Energy use: 12 345', 'energy usage 4 880' (decision 073)
    if (s.charCodeAt(p) === 32 && this.startsWithLower(p + 1, 'use')) {
      let e = p + 4;
      while (isLower(s.charCodeAt(e)) && e - p < 8) e++;
      const w = this.lower(p + 1, e);
      if (w === 'use' || w === 'usage' || w === 'used') p = e;
    }
    if (s.charCodeAt(p) === 58 || s.charCodeAt(p) === 61) p++;
    // ('Meter reading - 48211': a dash between blanks; decision 076)
    else if (s.charCodeAt(p) === 32 && s.charCodeAt(p + 1) === 45 && s.charCodeAt(p + 2) === 32) p += 2;
    while (isBlank(s.charCodeAt(p)) && p - j < 12) p++;
    return isDigit(s.charCodeAt(p));
  }

  /**
   * After a meter's read word: a value as after any label, or after a linking word ('meter reading of 48211',
   * 'The meter reading is 48211', 'reading taken: 48211'; decision 077).
   */
  private readValueFollows(j: number): boolean {
    if (this.valueFollows(j)) return true;
    const s = this.s;
    if (s.charCodeAt(j) !== 32 || !isLower(s.charCodeAt(j + 1))) return false;
    const e = this.wordEndAfter(j + 1);
    return READ_LINKS.has(s, j + 1, e) && this.valueFollows(e);
  }

  /** Whether the word at i directly follows a number ('12 kWh', '640.2,kW' in a row): a unit after its value. */
  private afterNumber(i: number): boolean {
    const s = this.s;
    let p = i - 1;
    if (isBlank(s.charCodeAt(p))) p--;
    else if (s.charCodeAt(p) === 44 || s.charCodeAt(p) === 59) p--; // a units cell after its value's cell
    return isDigit(s.charCodeAt(p));
  }

  /** The end of a number with thousands groups and a decimal part at i: '12,440', '98 220', '1.204,7'. */
  private plainQuantityEnd(i: number): number {
    const s = this.s;
    let q = i;
    while (q - i < 24) {
      while (isDigit(s.charCodeAt(q))) q++;
      const c = s.charCodeAt(q);
      if ((c === 44 || c === 46 || c === 32) && isDigit(s.charCodeAt(q + 1)) && (c !== 32 || (isDigit(s.charCodeAt(q + 3)) && !isDigit(s.charCodeAt(q + 4))))) q++;
      else break;
    }
    return q;
  }

  /** ' of 5', ' support', ' engineer' after 'Level 3'; ' energy audit' (decision 077). */
  private gradeAfter(end: number): boolean {
    const s = this.s;
    if (s.charCodeAt(end) !== 32) return false;
    let e = end + 1;
    while (isAlpha(s.charCodeAt(e)) && e - end < 16) e++;
    // ('Rooms 502 and 504 out of order', 'Room 12 out of service': a room's state, not 'Level 3 out of 5'; decision 080)
    if (e - end === 4 && this.lower(end + 1, e + 4) === 'out of ') {
      const f = this.wordEndAfter(e + 4);
      if (OUT_OF_STATES.has(s, e + 4, f)) return false;
    }
    if (NOT_A_FLOOR_AFTER.has(s, end + 1, e)) return true;
    // 'Level 2 energy audit', 'level 3 water assessment': the kind of audit between the grade and the word
    const w = this.lower(end + 1, e);
    if ((w === 'energy' || w === 'water') && s.charCodeAt(e) === 32) {
      const f = this.wordEndAfter(e + 1);
      const v = this.lower(e + 1, f);
      return v === 'audit' || v === 'audits' || v === 'assessment' || v === 'survey';
    }
    return false;
  }

  private hashOf(i: number, j: number): number {
    let h = 0;
    for (let k = i; k < j; k++) h = (Math.imul(h, 31) + (this.s.charCodeAt(k) | 32)) | 0;
    return h === 0 ? 1 : h;
  }

  /**
   * A BMS point path (decision 067): three or more segments in capitals and digits joined by '.', with a
   * digit ('BLD1.L2.ZN-04.T', 'B2.AHU1.SAT'); versions ('v2.4.1') and addresses (no letters) are not.
   */
  private pointPath(i: number, q: number): boolean {
    const s = this.s;
    let dots = 0;
    let digits = 0;
    for (let k = i; k < q; k++) {
      const c = s.charCodeAt(k);
      if (c === 46) dots++;
      else if (isDigit(c)) digits++;
      else if (isLower(c)) return false;
    }
    return dots >= 2 && digits > 0 && isUpper(s.charCodeAt(i));
  }

  /**
   * A token that mixes letters and digits ('48TC-D08', 'WO-2024-001', a UUID, a hash): skipped, except
   * that a run of 9 or more digits inside an account-like code is still masked ('ACCT-000123456789').
   */
  private compound(i: number): number {
    const s = this.s;
    let q = i;
    let letters = 0;
    let hexOnly = true;
    let runStarts: number[] | null = null;
    let runEnds: number[] | null = null;
    let runStart = -1;
    while (true) {
      const c = s.charCodeAt(q);
      if (isDigit(c)) {
        if (runStart < 0) runStart = q;
      } else {
        if (runStart >= 0) {
          if (q - runStart >= 9) {
            (runStarts ??= []).push(runStart);
            (runEnds ??= []).push(q);
          }
          runStart = -1;
        }
        if (isAlpha(c) || c === 95) {
          letters++;
          if (!isHex(c)) hexOnly = false;
        } else if ((c === 45 || c === 46) && isAlnum(s.charCodeAt(q + 1)) && isAlnum(s.charCodeAt(q - 1))) {
          // joined parts: '123e4567-e89b', 'v2.4'
        } else break;
      }
      q++;
    }
    // 'Zähler 1ESY1160123456', 'meter 04A118827': a meter's number starting with a digit after a meter word
    // (German meter ids start with a digit and a maker's code; decision 076)
    if (letters > 0 && q - i - letters >= 4 && q - i <= 20 && isDigit(s.charCodeAt(i)) && this.upperCode(i, q) && this.compoundKeywordBefore(i) === K_SENSOR && this.on[CAT.sensor_id]) {
      this.emit(i, q, CAT.sensor_id);
      this.lastValueEnd = q;
      return q;
    }
    // ('11010519491231002X': a Chinese resident identity number whose check character is 'X'; decision 080, amendment)
    if (letters === 1 && q - i === 18 && this.on[CAT.ssn] && this.chineseResidentId(i)) {
      this.emit(i, q, CAT.ssn);
      this.lastValueEnd = q;
      return q;
    }
    if (runStarts && runEnds && !(hexOnly && letters > 0) && this.on[CAT.long_number]) {
      for (let k = 0; k < runStarts.length; k++) this.emit(runStarts[k], runEnds[k], CAT.long_number);
    }
    if (letters > 0 && this.pointPath(i, q)) this.emit(i, q, CAT.sensor_id);
    this.lastValueEnd = q;
    return q;
  }

  // ---------------------------------------------------------------- names

  /**
   * Reads one to four name words starting at p (after blanks): capitalised words, initials ('J.'),
   * particles between words ('de la'). Returns the end of the name, or -1.
   */
  private nameAt(p: number, allowAllCaps: boolean): number {
    const s = this.s;
    let q = p;
    let words = 0;
    let lexWords = 0;
    let firstLex = false;
    let end = -1;
    let allCaps = true;
    for (let t = 0; t < 5; t++) {
      const c = s.charCodeAt(q);
      if (isUpper(c)) {
        if (c === 73 && (s.charCodeAt(q + 1) === 39 || s.charCodeAt(q + 1) === 0x2019)) break; // "I'll", "I'm"
        let e = q + 1;
        let lowerSeen = false;
        while (true) {
          const d = s.charCodeAt(e);
          if (isAlpha(d)) {
            if (isLower(d)) lowerSeen = true;
            e++;
          } else if ((d === 39 || d === 0x2019 || d === 45) && isAlpha(s.charCodeAt(e + 1))) {
            if (d !== 45 && (s.charCodeAt(e + 1) | 32) === 115 && !isAlpha(s.charCodeAt(e + 2))) break; // possessive 's
            e += 2;
          }
          else break;
        }
        const d = s.charCodeAt(e);
        if (isDigit(d) || d === 64 || d === 95 || (d === 46 && isAlnum(s.charCodeAt(e + 1)))) break; // part of a code or an e-mail
        if (e - q === 1) {
          // an initial: 'J.' or 'J'
          if (d === 46) e++;
          else if (words === 0) break;
          end = e;
        } else {
          if (!lowerSeen) {
            if (!allowAllCaps || e - q < 2) break;
          } else allCaps = false;
          if (NAME_STOP_WORDS.has(s, q, e)) break;
          if (words === 0 && NAME_SUFFIXES.has(s, q, e)) break; // 'Jr.' never starts a name
          // 'Via Roma', 'Rua Augusta': a street type written first never starts a name (decision 073)
          if (words === 0 && STREET_TYPES_FIRST.has(s, q, e)) break;
          // 'Torre C', 'Haus 3': a building or unit word before its id is never a name's first word (decision 073)
          if (words === 0 && e - q <= 12 && s.charCodeAt(e) === 32 && (isDigit(s.charCodeAt(e + 1)) || (isUpper(s.charCodeAt(e + 1)) && !isAlpha(s.charCodeAt(e + 2)))) && this.lookup(this.hashOf(q, e), q, e - q) & (K_BUILDING | K_UNIT)) break;
          if (words > 0 && NAME_SUFFIXES.has(s, q, e)) {
            // 'Eddie Ramos Jr.': part of the name, but no evidence either way
            end = s.charCodeAt(e) === 46 ? e + 1 : e;
            q = end;
            break;
          }
          const inLexicon = this.lexWord(q, e);
          if (inLexicon) lexWords++;
          if (words === 0) firstLex = inLexicon;
          words++;
          end = e;
        }
        q = e;
      } else if (isLower(c) && words > 0) {
        let e = q;
        while (isLower(s.charCodeAt(e))) e++;
        // 'Kumar s/o Ramasamy', 'Sharmila d/o Ramasamy'
        if (e === q + 1 && (c === 115 || c === 100) && s.charCodeAt(e) === 47 && s.charCodeAt(e + 1) === 111) e += 2;
        else if (!NAME_PARTICLES.has(s, q, e)) break;
        // 'al-Zahra', 'el-Amin': the particle joined to the name by a hyphen
        if (s.charCodeAt(e) === 45 && isUpper(s.charCodeAt(e + 1))) {
          q = e + 1;
          continue;
        }
        if (!isBlank(s.charCodeAt(e)) || !isAlpha(s.charCodeAt(e + 1))) break;
        q = e;
      } else break;
      // Words of a name are separated by a space, never a tab (the next cell of a TSV row).
      const b = s.charCodeAt(q);
      // ('NAME:  DECLAN  MORIARTY': a form's capitals, two spaces apart, not a further label; decision 077)
      if (b === 32 && s.charCodeAt(q + 1) === 32 && allowAllCaps && allCaps && words > 0 && isUpper(s.charCodeAt(q + 2)) && !this.labelAt(q + 2)) {
        q += 2;
        continue;
      }
      if ((b !== 32 && b !== 0xa0) || !isAlpha(s.charCodeAt(q + 1))) break;
      q++;
    }
    this.nameWords = words;
    this.nameLexWords = lexWords;
    this.nameFirstLex = firstLex;
    if (words === 0) return -1;
    if (allCaps && !allowAllCaps) return -1;
    return end;
  }

  /** Whether the word [q, e) is in the name lexicon; a hyphenated word when one of its parts is. */
  private lexWord(q: number, e: number): boolean {
    // the same word is often asked twice in a row (a pre-check, then `nameAt`)
    if (q === this.lexAt && e === this.lexEnd) return this.lexFound;
    this.lexAt = q;
    this.lexEnd = e;
    this.lexFound = this.lexWordUncached(q, e);
    return this.lexFound;
  }

  private lexAt = -1;
  private lexEnd = -1;
  private lexFound = false;

  private lexWordUncached(q: number, e: number): boolean {
    if (this.lex.has(this.s, q, e)) return true;
    if (!this.hasJoiner(q, e)) return false;
    let a = q;
    for (let k = q; k <= e; k++) {
      const c = this.s.charCodeAt(k);
      if (k === e || c === 45 || c === 39) {
        if (k < e || a > q) {
          if (k - a >= 2 && this.lex.has(this.s, a, k)) return true;
        }
        a = k + 1;
      }
    }
    return false;
  }

  /**
   * Evidence for a name read by `nameAt` where the context only suggests one ('handed to', a label, a chat
   * line): its first word, or one of two or more words, is in the name lexicon, and no company word follows.
   */
  private lexEvidence(end: number): boolean {
    if (!(this.nameFirstLex || (this.nameLexWords >= 1 && this.nameWords >= 2))) return false;
    return !this.companyAfter(end);
  }

  /** 'Jordan Hall', 'Lincoln Park', 'Victoria Station': the last word names a place. */
  private endsWithPlaceWord(p: number, e: number): boolean {
    let a = e;
    while (a > p && isAlpha(this.s.charCodeAt(a - 1))) a--;
    return a > p && (PLACE_WORDS.has(this.s, a, e) || STREET_SUFFIXES.has(this.s, a, e));
  }

  /** 'Kelvin Mechanical Ltd', 'Johnson Controls': the capitalised word after a name is a company word. */
  private companyAfter(end: number): boolean {
    const s = this.s;
    // 'Bean & Leaf Pty Ltd', 'Smith & Wesson Controls': a name joined by '&' to a capitalised word and a company
    // word is the company's (decision 078)
    if (s.charCodeAt(end) === 32 && s.charCodeAt(end + 1) === 38 && s.charCodeAt(end + 2) === 32 && isUpper(s.charCodeAt(end + 3))) {
      let e = end + 3;
      while (isAlpha(s.charCodeAt(e)) && e - end < 20) e++;
      return this.companyAfter(e);
    }
    if (s.charCodeAt(end) !== 32 || !isUpper(s.charCodeAt(end + 1))) return false;
    let e = end + 1;
    while (isAlpha(s.charCodeAt(e)) && e - end < 16) e++;
    return COMPANY_WORDS.has(s, end + 1, e);
  }

  private oneWord(start: number, end: number): boolean {
    for (let q = start; q < end; q++) if (!isAlpha(this.s.charCodeAt(q))) return false;
    return true;
  }

  /** Whether the run [start, end) has two or more words and ends in a company word ('Empire Capital Partners'). */
  private companyLastWord(start: number, end: number): boolean {
    const s = this.s;
    let a = end;
    while (a > start && isAlpha(s.charCodeAt(a - 1))) a--;
    return a > start && s.charCodeAt(a - 1) === 32 && end - a >= 2 && isUpper(s.charCodeAt(a)) && COMPANY_LAST_WORDS.has(s, a, end);
  }

  /** After a one-word name at [p, e): ', First' makes it 'Last, First' when it ends a field. */
  private lastFirst(p: number, e: number): number {
    const s = this.s;
    if (this.nameWords !== 1 || s.charCodeAt(e) !== 44 || s.charCodeAt(e + 1) !== 32 || !isUpper(s.charCodeAt(e + 2))) return e;
    const lastLex = this.nameFirstLex;
    let e2 = this.nameAt(e + 2, false);
    // 'Okafor, C.', 'Okafor, C. N.': initials after the surname
    if (e2 < 0) {
      let k = e + 2;
      while (isUpper(s.charCodeAt(k)) && s.charCodeAt(k + 1) === 46 && k - e < 10) {
        k += 2;
        if (s.charCodeAt(k) === 32 && isUpper(s.charCodeAt(k + 1)) && s.charCodeAt(k + 2) === 46) k++;
      }
      if (k > e + 2) {
        this.nameWords = 1;
        this.nameFirstLex = lastLex;
        e2 = k;
      }
    }
    if (e2 < 0 || this.nameWords > 3 || !(this.nameFirstLex || lastLex)) {
      this.nameWords = 1;
      this.nameFirstLex = lastLex;
      return e;
    }
    const c = s.charCodeAt(e2);
    const ends = c === 58 || c === 59 || c === 10 || c === 13 || c === 9 || c === 34 || c === 41 || c === 124 || e2 >= this.n || (c === 32 && (s.charCodeAt(e2 + 1) === 40 || s.charCodeAt(e2 + 1) === 38 || s.charCodeAt(e2 + 1) === 32 || (isDigit(s.charCodeAt(e2 + 1)) && this.timeEndsLine(e2 + 1))));
    const words = this.nameWords;
    this.nameWords = 1 + words;
    this.nameFirstLex = true;
    return ends ? e2 : e;
  }

  /** A name at p in a context that suggests one; emits it and any names listed after it ('X, Y and Z'). */
  private contextName(p: number, strong: boolean, allowAllCaps = false): number {
    const s = this.s;
    const t = this.titleAt(p);
    const titled = t > 0;
    if (titled) p = this.skipBlanks(t);
    // ('Occupier: MR D. OKAFOR': after a title a name may be in capitals)
    let e = this.nameAt(p, titled || allowAllCaps);
    if (e < 0) return -1;
    e = this.lastFirst(p, e);
    if (!strong && !titled && (!this.lexEvidence(e) || this.endsWithPlaceWord(p, e))) return -1;
    if (this.nameWords === 1 && this.regionAfter(e)) return -1;
    this.emitName(p, e);
    return this.nameList(e);
  }

  /** Names listed after a name: ', ', '; ', ' & ', ' and ', ' / ' followed by another supported name. */
  private nameList(end: number): number {
    const s = this.s;
    for (let round = 0; round < 8; round++) {
      let q = end;
      const c = s.charCodeAt(q);
      if (c === 44 || c === 59) q++;
      else if (c === 32 && (s.charCodeAt(q + 1) === 38 || s.charCodeAt(q + 1) === 47) && s.charCodeAt(q + 2) === 32) q += 2;
      else if (c === 32 && (s.charCodeAt(q + 1) | 32) === 97 && (s.charCodeAt(q + 2) | 32) === 110 && (s.charCodeAt(q + 3) | 32) === 100 && s.charCodeAt(q + 4) === 32) q += 4;
      else return end;
      if (s.charCodeAt(q) !== 32) return end;
      q = this.skipBlanks(q);
      const t = this.titleAt(q);
      if (t > 0) q = this.skipBlanks(t);
      let e = this.nameAt(q, false);
      if (e < 0) return end;
      e = this.lastFirst(q, e);
      if (!this.lexEvidence(e)) return end;
      this.emitName(q, e);
      end = e;
    }
    return end;
  }

  /** 'handed to Niall', 'send Kofi', 'Notes by Mateo Alvarez', 'My name is Chloe Papadopoulos'. */
  private lexName(j: number): number {
    const s = this.s;
    let p = j;
    if (s.charCodeAt(p) === 58) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    p = this.skipBlanks(p);
    if (!isUpper(s.charCodeAt(p))) return -1;
    return this.contextName(p, false);
  }

  /** The position after the hyphenated part at p and its blank ('Claire Dubois' in 'Marie-Claire Dubois'). */
  private hyphenEnd(p: number): number {
    const s = this.s;
    while (isAlpha(s.charCodeAt(p))) p++;
    return s.charCodeAt(p) === 32 ? p + 1 : p;
  }

  /** A capitalised word, or a particle ('de', 'van') followed by one, at p. */
  private nameMayContinue(p: number): boolean {
    const s = this.s;
    if (isUpper(s.charCodeAt(p))) return true;
    let e = p;
    while (isLower(s.charCodeAt(e)) && e - p < 6) e++;
    return e > p && s.charCodeAt(e) === 32 && NAME_PARTICLES.has(s, p, e);
  }

  /** A capitalised word in running text: a name only with two or more words, all in the lexicon. */
  private freeName(i: number, j: number): number {
    if (i - this.lastAddressEnd <= 2) return -1; // 'Queen's Road, Hong Kong'
    if (!this.lexWord(i, j)) return this.nameBeforeRole(i);
    const e = this.nameAt(i, false);
    if (e < 0 || this.nameWords < 2 || this.endsWithPlaceWord(i, e)) return -1;
    // '7 Harbour Road, Wan Chai, Hong Kong': the places that end an address without a postcode ('5 Main St,
    // Maria Lopez answered' goes on with a verb)
    if (this.placeChainAfterAddress(i) && !(this.s.charCodeAt(e) === 32 && isLower(this.s.charCodeAt(e + 1)))) return -1;
    if (this.nameLexWords !== this.nameWords) return this.roleAfter(e) ? this.emitName(i, e) : -1;
    // 'Willow Creek Road', 'Johnson Controls': a street or a company, not a person.
    const s = this.s;
    if (s.charCodeAt(e) === 32) {
      let k = e + 1;
      while (isAlpha(s.charCodeAt(k)) && k - e < 16) k++;
      if (STREET_SUFFIXES.has(s, e + 1, k) || COMPANY_WORDS.has(s, e + 1, k)) return -1;
    }
    return this.emitName(i, e);
  }

  /**
   * A name after ', ' that follows a role with a determiner before it ('the property manager, Siobhán Ní Bhriain',
   * 'our duty engineer, Tevita Fifita'): two or more words, or one the lexicon knows.
   */
  private appositiveName(i: number): number {
    const s = this.s;
    const re = i - 2;
    const ra = this.wordStartBefore(re);
    if (re - ra < 3 || !ROLE_WORDS.has(s, ra, re)) return -1;
    // the determiner, right before the role or one word further back ('the property manager')
    let p = ra - 1;
    for (let k = 0; k < 2 && isBlank(s.charCodeAt(p)); k++) {
      const a = this.wordStartBefore(p);
      if (a < p && DETERMINERS.has(s, a, p)) {
        const e = this.nameAt(i, false);
        if (e < 0 || (this.nameWords < 2 && !this.nameFirstLex)) return -1;
        return this.emitName(i, e);
      }
      p = a - 1;
    }
    return -1;
  }

  /**
   * An initial and a surname in the lexicon, not at the start of a line ('A. Scope' heads a list) nor after a
   * building or unit word ('Block D. Mensah…'); the surname may not be a stop word ('B. Then').
   */
  private initialName(i: number, j: number): number {
    const s = this.s;
    let b = i - 1;
    while (b >= 0 && isBlank(s.charCodeAt(b))) b--;
    if (b < 0 || s.charCodeAt(b) === 10 || isAlnum(s.charCodeAt(i - 1))) return -1;
    if (isDigit(s.charCodeAt(b))) {
      // ('delta 5 K. Standard': a unit after a quantity; 'K-14   D. Mensah' follows a code)
      let a = b;
      while (a > 0 && (isDigit(s.charCodeAt(a - 1)) || s.charCodeAt(a - 1) === 46 || s.charCodeAt(a - 1) === 44)) a--;
      if (a === 0 || isBlank(s.charCodeAt(a - 1)) || s.charCodeAt(a - 1) === 10) return -1;
    }
    if (isAlpha(s.charCodeAt(b))) {
      let a = b;
      while (a > 0 && isAlpha(s.charCodeAt(a - 1)) && b - a < 12) a--;
      if (this.lookup(this.hashOf(a, b + 1), a, b + 1 - a) & (K_BUILDING | K_UNIT | K_SITE)) return -1;
    }
    const q = j + 2;
    let e = q + 1;
    while (isAlpha(s.charCodeAt(e)) || (s.charCodeAt(e) === 45 && isUpper(s.charCodeAt(e + 1)))) e++;
    if (e - q < 3 || !isLower(s.charCodeAt(q + 1)) || isAlnum(s.charCodeAt(e)) || NAME_STOP_WORDS.has(s, q, e) || !this.lexWord(q, e)) return -1;
    if (this.companyAfter(e)) return -1;
    return this.emitName(i, e);
  }

  /**
   * Two or three capitalised words the lexicon does not know, followed by the person's role (decision 068):
   * 'Tevita Fifita (night porter)', 'Somchai Wongsawat, duty engineer,'.
   */
  private nameBeforeRole(i: number): number {
    const e = this.nameAt(i, false);
    if (e < 0 || this.nameWords < 2 || this.nameWords > 3 || !this.roleAfter(e) || this.endsWithPlaceWord(i, e)) return -1;
    // 'Parkview Estates (landlord)': a company in a role
    let a = e;
    while (a > i && isAlpha(this.s.charCodeAt(a - 1))) a--;
    if (COMPANY_WORDS.has(this.s, a, e)) return -1;
    return this.emitName(i, e);
  }

  /** ' (night porter)', ', duty engineer': a role in lower case right after a name ending at e. */
  private roleAfter(e: number): boolean {
    const s = this.s;
    let p = e;
    if (s.charCodeAt(p) === 32 && s.charCodeAt(p + 1) === 40) p += 2;
    else if (s.charCodeAt(p) === 44 && s.charCodeAt(p + 1) === 32) p += 2;
    else return false;
    // the role's first or second word ('duty engineer', 'facilities coordinator')
    for (let w = 0; w < 2; w++) {
      const a = p;
      while (isLower(s.charCodeAt(p)) && p - a < 16) p++;
      if (p === a) return false;
      if (ROLE_WORDS.has(s, a, p)) return true;
      if (s.charCodeAt(p) !== 32) return false;
      p++;
    }
    return false;
  }

  private skipBlanks(p: number): number {
    while (isBlank(this.s.charCodeAt(p))) p++;
    return p;
  }

  private emitName(start: number, end: number): number {
    // 'Harcourt Properties', 'Kenya Power Ltd': a company however it was introduced (decision 073)
    // ('Host   Area': one word on a table's header line is a column name; a comma-separated sentence may pass
    // for a header, so longer names on it stand)
    if ((start > this.organisationStart && start < this.organisationEnd) || this.companyAfter(end) || this.companyLastWord(start, end) || (start < this.headerEnd && this.oneWord(start, end)) || this.organisationAfter(end) || this.saintPlace(start) || this.thingCellAt(start) || this.versionAfter(end)) return end;
    // 'to Ward 9,', 'in Bay 4 ': one word numbered like a place is a place's name (decision 075)
    if (this.oneWord(start, end) && this.placeNumberAfter(end)) return end;
    this.emit(start, end, CAT.person_name);
    // remember its words (three letters or more, capitalised) for later mentions without context
    const s = this.s;
    let a = start;
    while (a < end) {
      let b = a;
      while (b < end && s.charCodeAt(b) !== 32 && s.charCodeAt(b) !== 44) b++;
      if (b - a >= 3 && isUpper(s.charCodeAt(a)) && isAlpha(s.charCodeAt(b - 1))) this.names.add(this.hashOf(a, b), s, a, b - a, this.base + a);
      a = b + 1;
      while (a < end && (s.charCodeAt(a) === 32 || s.charCodeAt(a) === 44)) a++;
    }
    return end;
  }

  /**
   * After a capitalised run, what makes it an organisation or a place (decision 074): a lower-case word for
   * its people or premises ('Blue Star tech', 'the Otis technician', 'Carrier team'), or a possessive before
   * a place word ("Royal Brisbane and Women's Hospital", "St Mary's School").
   */
  /**
   * ' 9,', ' 12 ', ' 7C.' after a word: a short number (three digits at most, one capital letter allowed)
   * that no more digits follow ('Paul 082 441 7730' is a name and a phone number; decision 075).
   */
  private placeNumberAfter(end: number): boolean {
    const s = this.s;
    if (s.charCodeAt(end) !== 32) return false;
    let p = end + 1;
    const d = p;
    while (isDigit(s.charCodeAt(p)) && p - d < 4) p++;
    if (p === d || p - d > 3) return false;
    if (isUpper(s.charCodeAt(p))) p++;
    const c = s.charCodeAt(p);
    if (isAlnum(c)) return false;
    return !(isBlank(c) && isDigit(s.charCodeAt(p + 1)));
  }

  /** ' v3.40', ' V2.1', ' 6.4.0' after a capitalised run: a product's version ('Delta ORCAweb v3.40'; decision 074). */
  private versionAfter(end: number): boolean {
    const s = this.s;
    if (s.charCodeAt(end) !== 32) return false;
    let p = end + 1;
    const v = (s.charCodeAt(p) | 32) === 118;
    if (v) p++;
    const d = p;
    while (isDigit(s.charCodeAt(p)) && p - d < 3) p++;
    if (p === d || s.charCodeAt(p) !== 46 || !isDigit(s.charCodeAt(p + 1))) return false;
    // ('v3.40' with its 'v'; without it two dots: '6.4.0', not a price or a reading)
    if (v) return true;
    p += 2;
    while (isDigit(s.charCodeAt(p))) p++;
    return s.charCodeAt(p) === 46 && isDigit(s.charCodeAt(p + 1));
  }

  /** 'San Isidro', 'Santa Ana', 'Sint Maarten', 'Saint-Laurent': a saint's name is a place's (decision 074). */
  private saintPlace(start: number): boolean {
    if ((this.s.charCodeAt(start) | 32) !== 115) return false;
    let e = start;
    while (isAlpha(this.s.charCodeAt(e)) && e - start < 8) e++;
    return (this.s.charCodeAt(e) === 32 || this.s.charCodeAt(e) === 45) && SAINTS.has(this.s, start, e);
  }

  private organisationAfter(end: number): boolean {
    const s = this.s;
    const c = s.charCodeAt(end);
    let a = end + 1;
    if (c === 39 && s.charCodeAt(end + 1) === 115 && s.charCodeAt(end + 2) === 32) {
      a = end + 3;
      if (!isUpper(s.charCodeAt(a))) return false;
    } else if (c !== 32 || !isLower(s.charCodeAt(a))) return false;
    let e = a;
    while (isAlpha(s.charCodeAt(e)) && e - a < 12) e++;
    if (isAlpha(s.charCodeAt(e))) return false;
    return c === 39 ? PLACE_WORDS.has(s, a, e) : NOT_A_PERSON_AFTER.has(s, a, e) || ORGANISATION_PEOPLE.has(s, a, e);
  }

  /** 'goes to Austin, TX': ', ' and a state or province code after a one-word name make it a place. */
  private regionAfter(e: number): boolean {
    const s = this.s;
    return s.charCodeAt(e) === 44 && s.charCodeAt(e + 1) === 32 && isUpper(s.charCodeAt(e + 2)) && isUpper(s.charCodeAt(e + 3)) && !isAlpha(s.charCodeAt(e + 4));
  }

  /** A capitalised word that was part of a name found within reach before it (decision 068). */
  private rememberedName(i: number, j: number): number {
    if (!this.names.seenBefore(this.hashOf(i, j), this.base + i)) return -1;
    if (NAME_STOP_WORDS.has(this.s, i, j) || NOT_REMEMBERED.has(this.s, i, j) || i - this.lastAddressEnd <= 2) return -1;
    if (this.s.charCodeAt(i - 1) === 45 && isAlpha(this.s.charCodeAt(i - 2))) return -1;
    const s = this.s;
    // 'MAN-DEP-2' after 'Chan Tai Man': a word in capitals joined to more is a code (decision 073)
    if (s.charCodeAt(j) === 45 && j - i <= 5 && this.allUpper(i, j)) return -1;
    const e = this.nameAt(i, true);
    // 'Lewandowski Electrical', 'Bright & Sons': the surname of a company
    if (e < 0 || this.endsWithPlaceWord(i, e) || this.companyAfter(j) || this.companyAfter(e)) return -1;
    if (s.charCodeAt(e) === 32 && s.charCodeAt(e + 1) === 38) return -1;
    // 'Austin, TX', 'the Sydney office': a place that is also a given name
    if (this.nameWords === 1 && this.regionAfter(e)) return -1;
    if (s.charCodeAt(e) === 32 && isLower(s.charCodeAt(e + 1))) {
      let k = e + 1;
      while (isLower(s.charCodeAt(k)) && k - e < 12) k++;
      if (NOT_A_PERSON_AFTER.has(s, e + 1, k)) return -1;
    }
    return this.emitName(i, e);
  }

  /** 'Mr. Smith', 'Dr Ana Patel'. */
  private titleName(j: number): number {
    const s = this.s;
    let p = j;
    if (s.charCodeAt(p) === 46) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    p = this.skipBlanks(p);
    const e = this.nameAt(p, false);
    return e > 0 ? this.emitName(p, e) : -1;
  }

  /** 'Tenant: John Smith', 'Contact Maria Lopez', 'Reported by: Jane Doe', 'Name: J. DOE'. */
  private fieldName(i: number, j: number, colonOptional: boolean): number {
    const s = this.s;
    let p = j;
    let colon = false;
    if (s.charCodeAt(p) === 58 || s.charCodeAt(p) === 61) {
      colon = true;
      p++;
    } else if (s.charCodeAt(p) === 32 && (s.charCodeAt(p + 1) === 45 || (s.charCodeAt(p + 1) === 124 && this.allUpper(i, j))) && s.charCodeAt(p + 2) === 32) {
      // 'Contact - Ana Folau'; on a form in capitals 'TENANT NAME | MARGARET O'HARE' (in a signature,
      // 'Controls Engineer | Brightline Automation' is a company)
      colon = true;
      p += 2;
    } else if (s.charCodeAt(p) === 34 || s.charCodeAt(p) === 44) p++;
    if (!colon && !colonOptional) return -1;
    // ('Unit<TAB>Tenant<TAB>Contact': a tab after the label is a column boundary; decision 072)
    if (!colon && s.charCodeAt(p) === 9) return -1;
    if (!colon && !isUpper(s.charCodeAt(i))) {
      // lower-case 'contact' mid-sentence introduces a name only when followed by one directly
      if (!isBlank(s.charCodeAt(p))) return -1;
    }
    if (!isBlank(s.charCodeAt(p)) && !(colon && isUpper(s.charCodeAt(p)))) return -1;
    p = this.skipBlanks(p);
    // 'acknowledged by operator Bongani Dlamini', 'Checked by: engineer D. Okafor': a role between (decision 077)
    if (isLower(s.charCodeAt(p))) {
      const w = this.wordEndAfter(p);
      if (s.charCodeAt(w) === 32 && isUpper(s.charCodeAt(w + 1)) && ROLE_WORDS.has(s, p, w)) p = w + 1;
    }
    // 'Contact: Mr. John Smith'
    const t = this.titleAt(p);
    if (t > 0) p = this.skipBlanks(t);
    let e = this.nameAt(p, colon);
    if (e < 0) return -1;
    e = this.lastFirst(p, e);
    if (this.companyAfter(e)) return -1;
    // 'Tech Park', 'Manyata Tech Park': without a colon, a role word before a place word alone names the place
    // ('Tech Ravi Park' is a person; decision 076)
    if (!colon && t <= 0 && this.wordStartBefore(e) === p && PLACE_WORDS.has(s, p, e)) return -1;
    // ('Tech Village Block 7B': a run ending in a place word whose first word is no name is the place; decision 077)
    if (!colon && t <= 0 && this.endsWithPlaceWord(p, e) && !this.lexWord(p, this.wordEndAfter(p))) return -1;
    this.emitName(p, e);
    return this.nameList(e);
  }

  private titleAt(p: number): number {
    const s = this.s;
    let e = p;
    while (isAlpha(s.charCodeAt(e)) && e - p < 5) e++;
    if (!TITLES.has(s, p, e)) return -1;
    if (s.charCodeAt(e) === 46) e++;
    if (!isBlank(s.charCodeAt(e))) return -1;
    // 'Mr and Mrs Okeke', 'Mr & Mrs Okeke'
    const k = s.charCodeAt(e + 1) === 38 ? e + 2 : this.lower(e + 1, e + 4) === 'and' ? e + 4 : -1;
    if (k > 0 && s.charCodeAt(k) === 32) {
      const t = this.titleAt(k + 1);
      if (t > 0) return t;
    }
    return e;
  }

  /** 'Dear Ms. Rivera,', 'Hi John,', 'Thanks Maria!'. */
  private greetingName(j: number, needLexicon = false): number {
    const s = this.s;
    let p = j;
    if (s.charCodeAt(p) === 44) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    p = this.skipBlanks(p);
    const t = this.titleAt(p);
    if (t > 0) p = this.skipBlanks(t);
    const e = this.nameAt(p, false);
    if (e < 0 || (needLexicon && !this.lexEvidence(e))) return -1;
    const c = s.charCodeAt(e);
    // 'Thanks Priya and Rohan for …': a list of names
    if (c === 32 && this.lower(e + 1, e + 5) === 'and ' && isUpper(s.charCodeAt(e + 5))) {
      this.emitName(p, e);
      return this.nameList(e);
    }
    if (c !== 44 && c !== 33 && c !== 10 && c !== 13 && c !== 58 && !(e >= this.n)) return -1;
    return this.emitName(p, e);
  }

  /** A sign-off followed by a name alone on the next line: 'Regards,\nJohn Smith'; or 'Thanks, Maria'. */
  private signoffName(j: number): number {
    const s = this.s;
    let p = j;
    const c = s.charCodeAt(p);
    if (c === 44 || c === 33 || c === 46) p++;
    p = this.skipBlanks(p);
    let sameLine = true;
    if (s.charCodeAt(p) === 13) p++;
    if (s.charCodeAt(p) === 10) {
      sameLine = false;
      p = this.skipBlanks(p + 1);
    } else if (c !== 44) return -1;
    const t = this.titleAt(p);
    if (t > 0) p = this.skipBlanks(t);
    const e = this.nameAt(p, !sameLine);
    if (e < 0) return -1;
    // The name must end its line (or be followed by ', Title' / ' | ' / ' - ').
    let q = this.skipBlanks(e);
    const d = s.charCodeAt(q);
    // ('Cheers, Aoife & Ben Whitaker': two people sign; decision 073)
    const pair = d === 38 && isBlank(s.charCodeAt(q + 1));
    // ('Bright & Sons', 'Kim & Co': a company)
    if (pair && (this.companyAfter(q + 1) || FAMILY_FIRMS.has(s, q + 2, this.wordEnd(q + 2)))) return -1;
    if (!(q >= this.n || d === 10 || d === 13 || d === 44 || d === 124 || pair || (d === 45 && isBlank(s.charCodeAt(q + 1))) || (sameLine && (d === 33 || d === 46)))) return -1;
    q = e;
    this.emitName(p, q);
    return pair ? this.nameList(q) : q;
  }

  // ---------------------------------------------------------------- lines, tables and JSON (decision 064)

  /**
   * At the start of every line: the rows of a table (CSV, TSV, ';') are read cell by cell with their
   * header's column kinds; a new header starts a table; chat speakers, dash sign-offs and a name alone on
   * the line after a sign-off are names. Nothing is consumed: the main loop still reads the line.
   */
  private lineStart(p: number): number {
    if (this.tableSep !== 0 && !this.tableRow(p)) this.tableSep = 0;
    if (this.tableSep === 0) this.tableHeader(p);
    const s = this.s;
    const c0 = s.charCodeAt(p);
    if ((c0 === 32 || c0 === 45 || isLower(c0)) && this.tableSep === 0) {
      const e = this.yamlLine(p);
      if (e > 0) return e;
    }
    // A line starting in lower case: a logfmt line ('level=info', 'ts=…') or a chat handle ('marcus.lee
    // 9:02 AM'), told apart by the character after the first word (one pass over it)
    if (isLower(s.charCodeAt(p))) {
      let k = p + 1;
      while (isLower(s.charCodeAt(k))) k++;
      const c = s.charCodeAt(k);
      if ((c === 61 || c === 95 || isDigit(c)) && this.tableSep === 0) this.logfmtLine(p);
      if ((c === 46 || c === 95) && this.on[CAT.person_name]) this.chatHandle(p);
      // 'van der Berg, Joost 09:04'
      else if (c === 32 && k - p <= 4 && this.on[CAT.person_name] && NAME_PARTICLES.has(s, p, k)) this.lineName(p);
      return p;
    }
    if (this.on[CAT.person_name] && p < this.n) this.lineName(p);
    return p;
  }

  /** Chat lines ('[08:54] Yilmaz, Carlos:', 'Priya Raghunathan  9:14 AM'), '— Ben', a name after 'Thanks,'. */
  private lineName(p: number): void {
    const s = this.s;
    let q = this.skipBlanks(p);
    // (WhatsApp on iOS starts each line with a left-to-right mark)
    if (s.charCodeAt(q) === 0x200e || s.charCodeAt(q) === 0xfeff) q++;
    // '**Ines Duarte** 8:01 AM': a speaker in bold (Slack and Teams exports in Markdown)
    const bold = s.charCodeAt(q) === 42 && s.charCodeAt(q + 1) === 42;
    if (bold) q += 2;
    // 'van der Berg, Joost 09:04': a surname's particles may start the line (decision 073)
    const lead = q;
    if (isLower(s.charCodeAt(q))) {
      const k = this.leadingParticles(q);
      if (k < 0) {
        this.chatHandle(q);
        return;
      }
      q = k;
    }
    const first = s.charCodeAt(q);
    if (!(isUpper(first) || isDigit(first) || first === 91 || first === 45)) return;
    // '-- ' or '— ' sign-off, then a name alone on the line
    if (s.charCodeAt(q) === 45) {
      let k = q;
      while (s.charCodeAt(k) === 45 && k - q < 3) k++;
      k = this.skipBlanks(k);
      if (isUpper(s.charCodeAt(k))) {
        const e = this.nameAt(k, false);
        if (e > 0 && this.lineEndsAfterName(e) && (this.nameFirstLex || this.nameWords === 1)) this.emitName(k, e);
      }
      return;
    }
    // an optional time stamp: '[08:54] ', '12/04/2024, 07:31 - ', '7:01 PM - ', '09:10  '
    const start = q;
    let timed = false;
    while (q - start < 32) {
      const c = s.charCodeAt(q);
      if (isDigit(c)) {
        if (s.charCodeAt(q + 1) === 58 && isDigit(s.charCodeAt(q + 2))) timed = true;
        q++;
      } else if (c === 91 || c === 93 || c === 47 || c === 46 || c === 58 || c === 44 || c === 45 || isBlank(c)) q++;
      else if (((c | 32) === 97 || (c | 32) === 112) && (s.charCodeAt(q + 1) | 32) === 109 && !isAlpha(s.charCodeAt(q + 2)) && q > start) q += 2;
      else break;
    }
    if (!timed) q = start;
    // '~ Name:': a WhatsApp sender not in the exporter's contacts
    else if (s.charCodeAt(q) === 126 && isBlank(s.charCodeAt(q + 1))) q = this.skipBlanks(q + 1);
    if (!isUpper(s.charCodeAt(q))) {
      if (!timed) this.afterSignoffLine(p, q);
      return;
    }
    let e = this.nameAt(q, false);
    if (e < 0) return;
    e = this.lastFirst(q, e);
    // ('**Marcus Oyelaran** 9:14 AM': what follows the bold speaker's closing asterisks; decision 080, amendment)
    const f = bold && s.charCodeAt(e) === 42 && s.charCodeAt(e + 1) === 42 ? e + 2 : e;
    // 'Sipho (Security): …': a speaker with a role in brackets
    let c = s.charCodeAt(f);
    // ('Lindiwe (Pam Golding): Hi': without a time stamp, a first name the lexicon knows; decision 080, amendment)
    let bracketed = false;
    if ((timed || this.nameFirstLex) && c === 32 && s.charCodeAt(e + 1) === 40) {
      let k = e + 2;
      while (k - e < 24 && s.charCodeAt(k) !== 41 && s.charCodeAt(k) !== 10) k++;
      if (s.charCodeAt(k) === 41 && s.charCodeAt(k + 1) === 58) {
        c = 58;
        bracketed = true;
      }
    }
    let ok = false;
    if (c === 58 && s.charCodeAt(e + 1) !== 47) {
      // 'Name: message'. Without a time stamp a label ('Outgoing:') is more likely: two words and evidence, and
      // not a role's title ('Chief Engineer: Kittipong Charoenrat'; decision 080, amendment).
      ok = timed || bracketed || (this.nameWords >= 2 && this.lexEvidence(e) && !ROLE_WORDS.has(s, this.wordStartBefore(e), e));
    } else if (isBlank(c)) {
      let k = this.skipBlanks(f);
      if (s.charCodeAt(k) === 91 || s.charCodeAt(k) === 40) k++; // 'Wiremu Tane [9:14 AM]'
      // 'Ravi Shankar Iyer 10:02'; one word needs the lexicon ('Handover 06:45' is a heading)
      if (isDigit(s.charCodeAt(k)) && this.timeEndsLine(k)) ok = this.nameWords >= 2 || (this.nameFirstLex && !NOT_PERSON_LABELS.has(s, q, e));
      else if (timed && k - f >= 2) ok = this.lexEvidence(e); // columns: '09:10  Goh Chin Huat     S78…'
    } else if ((c === 10 || c === 13 || e >= this.n) && !timed) {
      if (lead === q) this.afterSignoffLine(p, q);
      return;
    } else if (c === 10 || c === 13 || e >= this.n) {
      // a Teams export: '[10:02] Fernández, Lucía' alone on its line, the message on the next (decision 078);
      // 'Last, First' or every word in the lexicon, so '[10:02] Meeting Started', 'Call Ended' stay
      ok = this.nameWords >= 2 && this.lexEvidence(e) && (this.nameLexWords >= this.nameWords || s.lastIndexOf(',', e) > q);
    }
    if (ok) this.emitName(lead < q && !timed ? lead : q, e);
    if (ok && timed) this.speakerEnd = e;
  }

  /** End of the last time-stamped chat speaker read: the colon after it opens a message, not a label (decision 078). */
  private speakerEnd = -1;

  /** The first capital after name particles at q ('van der Berg'), or -1. */
  private leadingParticles(q: number): number {
    const s = this.s;
    for (let t = 0; t < 3; t++) {
      let e = q;
      while (isLower(s.charCodeAt(e)) && e - q < 5) e++;
      if (e === q || s.charCodeAt(e) !== 32 || !NAME_PARTICLES.has(s, q, e)) return -1;
      q = e + 1;
      if (isUpper(s.charCodeAt(q))) return q;
    }
    return -1;
  }

  /**
   * 'marcus.lee 9:02 AM', '**tyler.nash** [11:02]': a chat handle of two words joined by '.' or '_' alone
   * before a time that ends the line is the speaker (decision 072).
   */
  private chatHandle(q: number): void {
    const s = this.s;
    let e = q;
    while (isLower(s.charCodeAt(e)) && e - q < 20) e++;
    if (e - q < 2 || (s.charCodeAt(e) !== 46 && s.charCodeAt(e) !== 95) || !isLower(s.charCodeAt(e + 1))) return;
    let f = e + 1;
    while (isLower(s.charCodeAt(f)) && f - e < 24) f++;
    if (f - e < 3) return;
    let k = f;
    if (s.charCodeAt(k) === 42 && s.charCodeAt(k + 1) === 42) k += 2;
    if (!isBlank(s.charCodeAt(k))) return;
    k = this.skipBlanks(k);
    if (s.charCodeAt(k) === 91 || s.charCodeAt(k) === 40) k++;
    // (one of its words a known given name or surname, neither a word that is more often not a name)
    if (NAME_STOP_WORDS.has(s, q, e) || NAME_STOP_WORDS.has(s, e + 1, f)) return;
    if (isDigit(s.charCodeAt(k)) && this.timeEndsLine(k) && (this.lex.has(s, q, e) || this.lex.has(s, e + 1, f))) this.emit(q, f, CAT.person_name);
  }

  /**
   * The end of a person's login at p ('rgarza', 'dkowalski', 'ahmed.r', 'm.osei'): lower-case letters, at most one '.'
   * or '_' inside, 4–24 characters, a given name or a surname the lexicon knows whole, after one initial or on either
   * side of the separator, and no word that is more often not a name ('admin', 'system'); or -1 (decision 078).
   */
  private loginEnd(p: number, whole: boolean): number {
    const s = this.s;
    let e = p;
    let sep = -1;
    while (e - p < 25) {
      const c = s.charCodeAt(e);
      if (isLower(c)) e++;
      else if ((c === 46 || c === 95) && sep < 0 && e > p && isLower(s.charCodeAt(e + 1))) sep = e++;
      else break;
    }
    if (e - p < 4 || e - p > 24 || isAlnum(s.charCodeAt(e)) || s.charCodeAt(e) === 64 || (s.charCodeAt(e) === 46 && isAlpha(s.charCodeAt(e + 1)))) return -1;
    if (NAME_STOP_WORDS.has(s, p, e)) return -1;
    const known = (a: number, b: number) => b - a >= 4 && this.lex.has(s, a, b) && !NAME_STOP_WORDS.has(s, a, b);
    // (after 'by' a word alone is more often a word than a login: 'created by hand')
    if (sep < 0) return (whole && known(p, e)) || known(p + 1, e) ? e : -1;
    return known(p, sep) || known(sep + 1, e) ? e : -1;
  }

  /** A name alone on its line right after a short line ending in ',' or '!' ('Thanking you,', 'Ta,'). */
  private afterSignoffLine(p: number, q: number): void {
    const s = this.s;
    if (p < 2 || !isUpper(s.charCodeAt(q))) return;
    let k = p - 2;
    if (s.charCodeAt(k) === 13) k--;
    while (isBlank(s.charCodeAt(k))) k--;
    const last = s.charCodeAt(k);
    // ('-- ' alone on its line is the e-mail signature delimiter)
    const delimiter = last === 45 && s.charCodeAt(k - 1) === 45 && (k < 2 || s.charCodeAt(k - 2) === 10);
    if (last !== 44 && last !== 33 && !delimiter) return;
    let a = k;
    while (a > 0 && s.charCodeAt(a - 1) !== 10 && k - a < 40) a--;
    if (k - a >= 40 || (a > 0 && s.charCodeAt(a - 1) !== 10)) return;
    const e = this.nameAt(q, false);
    if (e < 0 || !this.lineEndsAfterName(e)) return;
    if (this.nameFirstLex || this.nameLexWords >= 1) this.emitName(q, e);
  }

  private lineEndsAfterName(e: number): boolean {
    const s = this.s;
    const k = this.skipBlanks(e);
    const c = s.charCodeAt(k);
    return k >= this.n || c === 10 || c === 13 || c === 44 || c === 124;
  }

  /** '9:14 AM', '10:02' ending the line. */
  private timeEndsLine(k: number): boolean {
    const s = this.s;
    let q = k;
    // a date before the time: '18-11 09:04', '18.11.2024 09:04', '2024-11-18 09:04' (decision 073)
    let d = k;
    while ((isDigit(s.charCodeAt(d)) || s.charCodeAt(d) === 45 || s.charCodeAt(d) === 46 || s.charCodeAt(d) === 47) && d - k < 10) d++;
    const sep = s.charCodeAt(k + 2) === 45 || s.charCodeAt(k + 2) === 46 || s.charCodeAt(k + 2) === 47 || s.charCodeAt(k + 4) === 45;
    if (d - k >= 4 && sep && isDigit(s.charCodeAt(d - 1)) && s.charCodeAt(d) === 32 && isDigit(s.charCodeAt(d + 1))) q = k = d + 1;
    while (isDigit(s.charCodeAt(q)) && q - k < 2) q++;
    if (s.charCodeAt(q) !== 58 || !isDigit(s.charCodeAt(q + 1)) || !isDigit(s.charCodeAt(q + 2))) return false;
    q = this.skipBlanks(q + 3);
    if (((s.charCodeAt(q) | 32) === 97 || (s.charCodeAt(q) | 32) === 112) && (s.charCodeAt(q + 1) | 32) === 109) q = this.skipBlanks(q + 2);
    if (s.charCodeAt(q) === 93 || s.charCodeAt(q) === 41) q = this.skipBlanks(q + 1);
    const c = s.charCodeAt(q);
    return q >= this.n || c === 10 || c === 13;
  }

  /**
   * A logfmt line ('ts=… site=QVX-2 node=QVX2-GW-09 kwh=120 441.7', decision 072): each key names its
   * value's kind as a column header does. Only a line that starts with 'key=' is read this way.
   */
  private logfmtLine(p: number): void {
    const s = this.s;
    let k = p;
    while (isAsciiLetter(s.charCodeAt(k)) || s.charCodeAt(k) === 95 || (isDigit(s.charCodeAt(k)) && k > p)) k++;
    if (s.charCodeAt(k) !== 61 || k - p > 24) return;
    let pairs = 0;
    let q = p;
    while (q < this.n && q - p < 2000 && pairs < 32) {
      const ks = q;
      while (isAsciiLetter(s.charCodeAt(q)) || s.charCodeAt(q) === 95 || s.charCodeAt(q) === 46 || (isDigit(s.charCodeAt(q)) && q > ks)) q++;
      if (q === ks || q - ks > 24 || s.charCodeAt(q) !== 61) return;
      const ke = q;
      let a = q + 1;
      let b: number;
      if (s.charCodeAt(a) === 34) {
        a++;
        b = a;
        while (b - a < 80 && b < this.n && s.charCodeAt(b) !== 34 && s.charCodeAt(b) !== 10) b++;
        if (s.charCodeAt(b) !== 34) return;
        q = b + 1;
      } else {
        b = a;
        // a number with thin-space thousands groups stays one value ('kwh=120 441.7')
        while (b < this.n && (!isBlank(s.charCodeAt(b)) || (isDigit(s.charCodeAt(b - 1)) && isDigit(s.charCodeAt(b + 1)) && isDigit(s.charCodeAt(b + 3)) && !isAlnum(s.charCodeAt(b + 4)) && s.charCodeAt(b + 4) !== 61)) && s.charCodeAt(b) !== 10) b++;
        q = b;
      }
      // 't=1733300000' first on the line: epoch seconds, a time (the context the scanner reads for 'ts=')
      if (pairs === 0 && ke - ks === 1 && (s.charCodeAt(ks) | 32) === 116) {
        this.ctx = K_TIME;
        this.ctxEnd = ke;
      }
      pairs++;
      let kind = keyKind(s.slice(ks, ke));
      // 't=19.6' is a temperature, 't=1733300000' a time
      if (ke - ks === 1 && (s.charCodeAt(ks) | 32) === 116 && this.hasDecimalPoint(a, b)) kind = COL_TEMP;
      if (kind !== COL_NONE && kind !== COL_VALUE && kind !== COL_LEVEL) this.cell(a, b, kind);
      while (s.charCodeAt(q) === 32 || s.charCodeAt(q) === 9) q++;
      const c = s.charCodeAt(q);
      if (q >= this.n || c === 10 || c === 13) return;
    }
  }

  /** Indentation of the keys of the YAML list item last read, and whether one of its keys named a building. */
  private yamlIndent = -1;
  private yamlBuilding = false;
  private yamlPersonal = false;

  /** Whether a later key of the YAML item whose keys are indented by `indent` holds a person's data (a phone, an e-mail…). */
  private yamlPersonalAfter(p: number, indent: number): boolean {
    const s = this.s;
    for (let line = 0; line < 12 && s.charCodeAt(p) === 10; line++) {
      const a = p + 1;
      let q = a;
      while (s.charCodeAt(q) === 32 && q - a < 24) q++;
      if (q - a !== indent || !isLower(s.charCodeAt(q))) return false;
      const ks = q;
      while ((isAsciiLetter(s.charCodeAt(q)) || isDigit(s.charCodeAt(q)) || s.charCodeAt(q) === 95) && q - ks <= 24) q++;
      if (s.charCodeAt(q) !== 58) return false;
      if (personalKind(keyKind(s.slice(ks, q)))) return true;
      p = q;
      while (p < this.n && s.charCodeAt(p) !== 10 && p - q < 200) p++;
    }
    return false;
  }

  /**
   * A YAML line at p ('site_code: BRS-01', '  - annual_kwh: 1204880', '    address: "2 The Square…"'): its
   * value is read as its key's kind, as a JSON value is (decision 076). A 'name' in a list item whose
   * earlier key named a building is that building's name: the line is passed over (its end is returned)
   * so that no person is read in it. Returns -1 otherwise.
   */
  private yamlLine(p: number): number {
    const s = this.s;
    let q = p;
    while (s.charCodeAt(q) === 32 && q - p < 24) q++;
    let item = false;
    if (s.charCodeAt(q) === 45 && s.charCodeAt(q + 1) === 32) {
      item = true;
      q += 2;
    }
    const ks = q;
    if (!isAsciiLetter(s.charCodeAt(q))) return -1;
    while ((isAsciiLetter(s.charCodeAt(q)) || isDigit(s.charCodeAt(q)) || s.charCodeAt(q) === 95) && q - ks <= 24) q++;
    if (s.charCodeAt(q) !== 58 || s.charCodeAt(q + 1) !== 32 || !isLower(s.charCodeAt(ks)) || q - ks > 24) return -1;
    if (item || ks - p !== this.yamlIndent) {
      this.yamlIndent = ks - p;
      this.yamlBuilding = false;
      this.yamlPersonal = false;
    }
    let a = q + 2;
    while (s.charCodeAt(a) === 32) a++;
    let b = a;
    while (b < this.n && s.charCodeAt(b) !== 10 && s.charCodeAt(b) !== 13 && b - a < 120) b++;
    if (s.charCodeAt(b - 1) === 34 || s.charCodeAt(b - 1) === 39) {
      // a quoted value: "2 The Square, Bristol BS1 6PN"
      if (s.charCodeAt(a) !== s.charCodeAt(b - 1)) return -1;
      a++;
      b--;
    }
    if (b <= a) return -1;
    const kind = keyKind(s.slice(ks, q));
    if (kind === COL_BUILDING) this.yamlBuilding ||= columnKind(s.slice(ks, q)) === COL_BUILDING_ID;
    else if (kind === COL_PERSON && this.yamlBuilding && !this.yamlPersonal && q - ks <= 5 && !this.yamlPersonalAfter(b, ks - p)) return b;
    else if (personalKind(kind)) this.yamlPersonal = true;
    if (kind !== COL_NONE && kind !== COL_VALUE && kind !== COL_LEVEL && kind !== COL_PERSON) this.cell(a, b, kind);
    return -1;
  }

  /**
   * An XML start tag at i ('<building id="DXB-MR-04">', '<meter serial="SM-0048812">', '<reading unit="kWh">412880.5</reading>',
   * '<annual_kwh>1204880</annual_kwh>'): an id attribute takes the element's kind, other attributes their own
   * (as JSON keys do), and the text after the tag the element's kind, or a reading's the kind of its unit
   * attribute (decision 076). Everything in the tag is still scanned as text after it.
   */
  private xmlTag(i: number): number {
    const s = this.s;
    let k = i + 1;
    if (!isAsciiLetter(s.charCodeAt(k))) return i + 1;
    while (k - i <= 32 && (isAsciiLetter(s.charCodeAt(k)) || isDigit(s.charCodeAt(k)) || s.charCodeAt(k) === 95 || s.charCodeAt(k) === 45)) k++;
    if (s.charCodeAt(k) !== 32 && s.charCodeAt(k) !== 62) return i + 1;
    const element = keyKind(s.slice(i + 1, k));
    let content = element === COL_VALUE || element === COL_LEVEL ? COL_NONE : element;
    let q = k;
    for (let attrs = 0; attrs < 16; attrs++) {
      while (s.charCodeAt(q) === 32) q++;
      const ns = q;
      while (q - ns <= 24 && (isAsciiLetter(s.charCodeAt(q)) || s.charCodeAt(q) === 95 || s.charCodeAt(q) === 45)) q++;
      if (q === ns || s.charCodeAt(q) !== 61) break;
      const quote = s.charCodeAt(q + 1);
      if (quote !== 34 && quote !== 39) return i + 1;
      const a = q + 2;
      let b = a;
      while (b - a <= 80 && b < this.n && s.charCodeAt(b) !== quote && s.charCodeAt(b) !== 10) b++;
      if (s.charCodeAt(b) !== quote) return i + 1;
      q = b + 1;
      const name = s.slice(ns, a - 2).toLowerCase();
      if (name === 'unit' || name === 'uom' || name === 'units') {
        const u = this.unitOfMeasure(a, b);
        if (element === COL_VALUE && u >= 0) content = u;
      } else if (ID_WORDS.has(s, ns, a - 2) || name === 'serial') {
        // ('<building id=…>', '<meter serial=…>'; an id of a reading or a document is nothing)
        if (element === COL_BUILDING || element === COL_SENSOR || element === COL_UNIT) this.cell(a, b, element);
      } else if (name !== 'name' && name !== 'type') {
        const kind = keyKind(name);
        if (kind !== COL_NONE && kind !== COL_VALUE && kind !== COL_LEVEL) this.cell(a, b, kind);
      }
    }
    if (s.charCodeAt(q) !== 62 || content === COL_NONE || content === COL_BUILDING || content === COL_SENSOR) return i + 1;
    // the text of the element, up to the next tag on the same line
    const a = q + 1;
    let b = a;
    while (b - a <= 80 && b < this.n && s.charCodeAt(b) !== 60 && s.charCodeAt(b) !== 10) b++;
    if (s.charCodeAt(b) === 60) this.cell(a, b, content);
    return i + 1;
  }

  /** The separator of a table header line at p (',' '\t' ';'), with its count, or 0. Headers hold no digits. */
  private tableHeader(p: number): void {
    const s = this.s;
    let commas = 0;
    let tabs = 0;
    let semis = 0;
    let pipes = 0;
    let gaps = 0;
    let q = p;
    let cellStart = p;
    let blanks = 0;
    let times = 0;
    let years = 0;
    let codes = 0;
    let points = 0;
    for (; q < this.n && q - p < 400; q++) {
      const c = s.charCodeAt(q);
      if (c === 10 || c === 13) break;
      if (c === 32) blanks++;
      if (c === 44 || c === 9 || c === 59 || c === 124) {
        if (c === 44) commas++;
        else if (c === 9) tabs++;
        else if (c === 124) pipes++;
        else semis++;
        cellStart = q + 1;
      } else if (c === 32 && s.charCodeAt(q + 1) === 32 && q > p) {
        // two or more spaces: a column gap of a fixed-width table ('Name      Company      Host')
        while (s.charCodeAt(q + 1) === 32) q++;
        gaps++;
        cellStart = q + 1;
      } else if (q === cellStart && c !== 32 && this.headerPointEnd(q) > 0) {
        // a point's name heading its column ('WEST-NAE1/MTR-EL-MAIN.kWh', a Metasys trend's header; decision 078)
        q = this.headerPointEnd(q) - 1;
        points++;
      } else if (isDigit(c) && q === this.headerCodeDigit(cellStart)) {
        // a building's code leading a reading's column ('B12 Main (kWh)', 'LDN-02 Chiller kWh'; decision 078)
        q = this.headerCodeEnd(cellStart) - 1;
        codes++;
      } else if (isDigit(c) && isAlpha(s.charCodeAt(q - 1)) && q > cellStart) {
        // 'kBtu/ft2', 'CO2': a digit after letters is part of a unit; two end a cell that names an interval ('HH01',
        // 'HH48' in a half-hourly export; decision 076), not a room's code in a sentence ('Room B01 (switch room)')
        if (isDigit(s.charCodeAt(q + 1))) {
          const f = s.charCodeAt(q + 2);
          // ('FY23 kWh', 'FY2024': a financial year)
          const fy = (s.charCodeAt(q - 1) | 32) === 121 && (s.charCodeAt(q - 2) | 32) === 102 && !isAlpha(s.charCodeAt(q - 3));
          if (fy) {
            while (isDigit(s.charCodeAt(q + 1)) && q - cellStart < 8) q++;
            continue;
          }
          // (only an interval's name, 'HH01': 'V14', 'B07' in a visitor log's row are badges, and a header's words are
          // never people)
          if (!(f === 44 || f === 9 || f === 59 || f === 124 || f === 10 || f === 13 || q + 2 >= this.n) || q - cellStart !== 2 || (s.charCodeAt(cellStart) | 32) !== 104 || (s.charCodeAt(cellStart + 1) | 32) !== 104) return;
          q++;
        }
      } else if (isDigit(c)) {
        // a year in a header ('Elec kWh 2023') or an interval's time as the whole cell ('00:30'; decision 076)
        const e = this.headerNumberEnd(q, cellStart);
        if (e < 0) return; // digits ('kBtu/ft2', 'CO2' are units)
        if (s.charCodeAt(e - 3) === 58) times++;
        else years++;
        q = e - 1;
      } else if (c === 91 && isBlank(s.charCodeAt(q - 1)) && q > cellStart && this.bracketedUnitEnd(q) > 0) {
        // ('TImp [°C]', 'EAct [kWh]': a unit in square brackets after a column's name, as exports write it; decision 080)
        q = this.bracketedUnitEnd(q) - 1;
      } else if (c === 123 || c === 91 || c === 58 || q - cellStart > 32) return; // JSON, labels, prose
    }
    // (a series of intervals: one or two times start a row of a log, '08:55\t17:10\tAroha Ngata\tVisitor')
    if (q - p >= 400 || times === 1 || times === 2) return;
    if (commas === 0 && tabs === 0 && semis === 0 && pipes === 0) {
      if (gaps >= 1 && times + years === 0) this.fixedWidthHeader(p, q);
      return;
    }
    // a single comma is prose ('Thanks, Maria'); two columns need a tab or a ';'. Pipes: 'wo|bldg|room' and
    // Markdown tables ('| Site | Gas |'), whose outer pipes make empty first and last cells (decision 072)
    // ('building_id,annual_kwh': two columns of an export, whose header has no blank, unlike prose; decision 076)
    const sep = tabs >= 1 && tabs >= commas ? 9 : pipes >= 2 && pipes > commas ? 124 : commas >= 2 || (commas === 1 && blanks === 0) ? 44 : semis >= 1 ? 59 : 0;
    const count = sep === 9 ? tabs : sep === 44 ? commas : sep === 124 ? pipes : semis;
    if (sep === 0 || count < 1) return;
    // every cell is a short header ('read_by', 'Consumption (kWh)'), never a sentence
    const kinds = new Uint8Array(count + 1);
    const codeCells: number[] = [];
    const pointCells: number[] = [];
    let gradeCols = 0;
    let col = 0;
    let a = p;
    let useful = false;
    for (let k = p; k <= q; k++) {
      const c: number = k < q ? s.charCodeAt(k) : sep;
      if (c !== sep) continue;
      let x = a;
      let y = k;
      while (x < y && (isBlank(s.charCodeAt(x)) || s.charCodeAt(x) === 34)) x++;
      while (y > x && (isBlank(s.charCodeAt(y - 1)) || s.charCodeAt(y - 1) === 34)) y--;
      const point = points > 0 && this.headerPointEnd(x) === y;
      if (y - x > 32 && !point) return;
      kinds[col] = columnKind(s.slice(x, y));
      if (point) pointCells.push(x, y);
      if ((kinds[col] === COL_NONE || kinds[col] === COL_UNIT || kinds[col] === COL_LEVEL) && col < 32 && gradeHeader(s.slice(x, y))) {
        kinds[col] = COL_NONE;
        gradeCols |= 1 << col;
      }
      if (codes > 0 && (kinds[col] === COL_ENERGY || kinds[col] === COL_TEMP)) {
        const e = this.headerCodeEnd(x);
        if (e > 0) codeCells.push(x, e);
      }
      // a year only in a cell that names a column by itself ('Elec kWh 2023'; 'Nov 2024' starts a row)
      if (years > 0 && kinds[col] === COL_NONE && this.yearIn(x, y)) return;
      if (kinds[col] !== COL_NONE) useful = true;
      col++;
      a = k + 1;
    }
    // ('Item,Qty,Unit,Rate': next to a quantity or a price, 'Unit' is the unit of measure: 'M2', 'L'; decision 071)
    if (!useful || !settleKinds(kinds)) return;
    // the codes are only buildings' when every coded cell is a reading's column (a plant's or a meter's tag in
    // a header, 'AHU1 SAT (°F)', stays by its prefix)
    if (codes > 0 && codeCells.length !== codes * 2) return;
    for (let k = 0; k < codeCells.length; k += 2) this.emit(codeCells[k], codeCells[k + 1], CAT.building_id);
    for (let k = 0; k < pointCells.length; k += 2) {
      // (without the unit in brackets after the point: 'B04'ELEC'MTR01'EnAct [kWh]')
      let e = pointCells[k + 1];
      if (s.charCodeAt(e - 1) === 93) {
        while (e > pointCells[k] && s.charCodeAt(e - 1) !== 32) e--;
        e--;
      }
      this.emit(pointCells[k], e, CAT.sensor_id);
    }
    this.gradeCols = gradeCols;
    this.tableSep = sep;
    this.tableSeps = count;
    this.tableKinds = kinds;
    this.headerEnd = q;
  }

  /**
   * A building's code leading a header cell at a: 1–4 letters, an optional '-' or '_', 1–3 digits and an optional
   * letter, then a blank and a word ('B12 Main (kWh)', 'LDN-02 Chiller'), and no plant's, meter's or document's
   * prefix. Returns the code's end, or -1 (decision 078).
   */
  private headerCodeEnd(a: number): number {
    const s = this.s;
    let k = a;
    while (isAsciiLetter(s.charCodeAt(k)) && k - a < 5) k++;
    const letters = k;
    if (k === a || k - a > 4) return -1;
    const c = s.charCodeAt(k);
    if (c === 45 || c === 95) k++;
    const d = k;
    while (isDigit(s.charCodeAt(k)) && k - d < 4) k++;
    if (k === d || k - d > 3) return -1;
    if (isUpper(s.charCodeAt(k)) && !isAlpha(s.charCodeAt(k + 1))) k++;
    if (s.charCodeAt(k) !== 32 || !isAlpha(s.charCodeAt(k + 1))) return -1;
    if (HVAC_PREFIXES.has(s, a, letters) || SENSOR_PREFIXES.has(s, a, letters) || DOCUMENT_PREFIXES.has(s, a, letters) || ISA_TAGS.has(s, a, letters)) return -1;
    return k;
  }

  /**
   * The end of a point's name filling the header cell at a: no blanks, a '/' between segments, a letter and a digit,
   * at most 64 characters, ended by a cell's separator ('WEST-NAE1/AHU-2.SA-T'); or -1 (decision 078).
   */
  private headerPointEnd(a: number): number {
    const s = this.s;
    let e = a;
    let slash = false;
    let digit = false;
    for (; e - a <= 64; e++) {
      const c = s.charCodeAt(e);
      // ("EDIF2'CLIMA'UTA01'TImp": a Desigo point's path joins its segments with apostrophes; decision 080)
      if (c === 47 || c === 39) slash = true;
      else if (isDigit(c)) digit = true;
      else if (!(isAsciiLetter(c) || c === 45 || c === 95 || c === 46)) break;
    }
    if (!isAlnum(s.charCodeAt(e - 1))) return -1;
    // ("…'TImp [°C]": the point's unit in square brackets after it; decision 080)
    if (s.charCodeAt(e) === 32 && s.charCodeAt(e + 1) === 91 && this.bracketedUnitEnd(e + 1) > 0) e = this.bracketedUnitEnd(e + 1);
    const c = s.charCodeAt(e);
    if (!slash || !digit || !isAsciiLetter(s.charCodeAt(a)) || !(c === 9 || c === 44 || c === 59 || c === 10 || c === 13 || e >= this.n)) return -1;
    return e;
  }

  /** The offset of the first digit of a building's code leading the header cell at a, or -1. */
  private headerCodeDigit(a: number): number {
    if (this.headerCodeEnd(a) < 0) return -1;
    let k = a;
    while (!isDigit(this.s.charCodeAt(k))) k++;
    return k;
  }

  /**
   * The end of a number a header may hold at q: a year as a word ('Gas kWh 2023', 'FY 2024') or a time of day that
   * is the whole cell ('00:30', '1:00' in a half-hourly export), or -1.
   */
  private headerNumberEnd(q: number, cellStart: number): number {
    const s = this.s;
    let e = q;
    while (isDigit(s.charCodeAt(e)) && e - q < 5) e++;
    const c = s.charCodeAt(e);
    if (e - q === 4 && q > cellStart && !isAlnum(s.charCodeAt(q - 1)) && !isAlnum(c) && c !== 58 && c !== 46 && c !== 47 && (s.charCodeAt(q) === 49 || s.charCodeAt(q) === 50)) return e;
    if (q !== cellStart || e - q > 2 || c !== 58 || !isDigit(s.charCodeAt(e + 1)) || !isDigit(s.charCodeAt(e + 2))) return -1;
    const f = s.charCodeAt(e + 3);
    return f === 44 || f === 9 || f === 59 || f === 124 || f === 10 || f === 13 || f === 32 || e + 3 >= this.n ? e + 3 : -1;
  }

  /** Whether [a, b) holds a run of four digits (a year in a header cell). */
  private yearIn(a: number, b: number): boolean {
    const s = this.s;
    for (let k = a; k + 3 < b; k++) if (isDigit(s.charCodeAt(k)) && isDigit(s.charCodeAt(k + 3))) return true;
    return false;
  }

  /** Column starts (offsets in the line) and kinds of a fixed-width table's header [p, q). */
  private fixedWidthHeader(p: number, q: number): void {
    const s = this.s;
    let count = 0;
    let useful = false;
    const starts = this.fixedStarts;
    const kinds = this.fixedKinds;
    let a = p;
    for (let k = p; k <= q && count < starts.length; k++) {
      const gap = k === q || (s.charCodeAt(k) === 32 && s.charCodeAt(k + 1) === 32);
      if (!gap) continue;
      starts[count] = a - p;
      kinds[count] = columnKind(s.slice(a, k));
      if (kinds[count] !== COL_NONE) useful = true;
      count++;
      while (s.charCodeAt(k) === 32 && k < q) k++;
      a = k;
    }
    // ('Date       Reading (kWh)': two columns only when one of them holds readings; decision 076)
    if (!useful || count < 2 || (count === 2 && kinds[0] !== COL_ENERGY && kinds[1] !== COL_ENERGY) || !settleKinds(kinds.subarray(0, count))) return;
    this.tableSep = -1;
    this.tableSeps = count;
    this.headerEnd = q;
  }

  /** End of the last table header line read: its words are column names, never people ('Host   Area'). */
  private headerEnd = -1;

  private readonly fixedStarts = new Int32Array(16);
  private readonly fixedKinds = new Uint8Array(16);

  /** A row of a fixed-width table: each kind's cell starts near its header's column and ends at a gap. */
  private fixedWidthRow(p: number): boolean {
    const s = this.s;
    let end = p;
    let gaps = 0;
    while (end < this.n && s.charCodeAt(end) !== 10 && s.charCodeAt(end) !== 13 && end - p < 400) {
      if (s.charCodeAt(end) === 32 && s.charCodeAt(end + 1) === 32 && s.charCodeAt(end + 2) !== 32) gaps++;
      end++;
    }
    if (gaps < 1) return false;
    // a point history's 'Value' takes its kind from the row's 'Units' cell ('6.7  degC', '3,881,204.5  kWh'), as in
    // a CSV (decision 078)
    // (a value wider than its column pushes the unit along: with as many cells as columns, by their order)
    let unitsCat = -1;
    const ordered = gaps + 1 === this.tableSeps && s.charCodeAt(p) !== 32;
    for (let c = 0; c < this.tableSeps; c++) {
      if (this.fixedKinds[c] !== COL_UNITS) continue;
      const a = ordered ? this.fixedCellByOrder(p, end, c) : this.fixedCellStart(p, end, c);
      if (a >= 0) unitsCat = this.unitOfMeasure(a, this.fixedCellEnd(a, end));
    }
    for (let c = 0; c < this.tableSeps; c++) {
      const value = this.fixedKinds[c] === COL_VALUE;
      const kind = value ? unitsCat : this.fixedKinds[c];
      if (kind === COL_NONE || kind === COL_UNITS || kind < 0) continue;
      const a = value && ordered ? this.fixedCellByOrder(p, end, c) : this.fixedCellStart(p, end, c);
      if (a >= 0) this.cell(a, this.fixedCellEnd(a, end), kind);
    }
    return true;
  }

  /** The start of the c-th cell (cells split at gaps of two or more blanks) of the fixed-width row [p, end). */
  private fixedCellByOrder(p: number, end: number, c: number): number {
    const s = this.s;
    let a = p;
    for (let k = 0; k < c; k++) {
      a = this.fixedCellEnd(a, end);
      while (a < end && s.charCodeAt(a) === 32) a++;
    }
    return a < end ? a : -1;
  }

  /** The start of column c's cell in the fixed-width row [p, end): within three characters of it, after a blank; or -1. */
  private fixedCellStart(p: number, end: number, c: number): number {
    const s = this.s;
    const at = p + this.fixedStarts[c];
    for (let d = 0; d <= 3; d++) {
      for (const x of [at - d, at + d]) {
        if (x >= p && x < end && s.charCodeAt(x) !== 32 && (x === p || s.charCodeAt(x - 1) === 32)) return x;
      }
    }
    return -1;
  }

  /** The end of a fixed-width cell starting at a: the next gap of two blanks. */
  private fixedCellEnd(a: number, end: number): number {
    const s = this.s;
    let b = a;
    while (b < end && !(s.charCodeAt(b) === 32 && s.charCodeAt(b + 1) === 32)) b++;
    return b;
  }

  /** One table row at p: false when the line has another shape (the table has ended). */
  private tableRow(p: number): boolean {
    const s = this.s;
    if (this.tableSep < 0) return this.fixedWidthRow(p);
    const sep = this.tableSep;
    const kinds = this.tableKinds as Uint8Array;
    // cell boundaries, honouring double quotes
    const starts = this.cellStarts;
    const ends = this.cellEnds;
    let count = 0;
    let quoted = false;
    let a = p;
    let q = p;
    for (; q - p < 4000; q++) {
      const c = q < this.n ? s.charCodeAt(q) : 10;
      if (c === 34) quoted = !quoted;
      else if ((c === sep && !quoted) || c === 10 || c === 13) {
        if (count < starts.length) {
          starts[count] = a;
          ends[count] = q;
        }
        count++;
        a = q + 1;
        if (c !== sep) break;
      }
    }
    if (count !== this.tableSeps + 1) return false;
    const cells = Math.min(count, kinds.length, starts.length); // wider tables: the first 32 columns
    this.rowStart = p;
    this.rowCells = cells;
    let unitsCat = -1;
    let measured = false;
    for (let k = 0; k < cells; k++) {
      // a 'unit' column holding 'degF' or 'kW' is the unit of measure, not an apartment
      const uom = kinds[k] === COL_UNITS || (kinds[k] === COL_UNIT_PRICED && !this.apartmentCell(starts[k], ends[k]));
      if (uom || (kinds[k] === COL_UNIT && this.isUnitOfMeasure(starts[k], ends[k]))) {
        unitsCat = this.unitOfMeasure(starts[k], ends[k]);
        // 'GM-201,Gas,01/11/2024,8124,m3': cubic metres of gas read on a meter are energy, as in prose (decisions
        // 074, 077); a water meter's are not
        if (unitsCat < 0 && this.cubicMetres(starts[k], ends[k]) && this.gasCellIn(starts, ends, cells)) unitsCat = COL_ENERGY;
      }
      if ((uom || kinds[k] === COL_UNIT) && this.measureCell(starts[k], ends[k])) measured = true;
    }
    if (unitsCat < 0 && this.headerEnd - this.pointEnd < 160 && this.headerEnd > this.pointEnd && !this.hasUnitsColumn(kinds, cells)) unitsCat = this.pointKind;
    for (let k = 0; k < cells; k++) {
      const kind = kinds[k];
      // with a unit of measure in the row ('tank,level,unit' / 'T1,78,%'), a 'level' is a reading
      if (kind === COL_NONE || kind === COL_UNITS || (kind === COL_LEVEL && measured) || (kind === COL_UNIT && this.isUnitOfMeasure(starts[k], ends[k]))) continue;
      this.cell(starts[k], ends[k], kind === COL_VALUE ? unitsCat : kind);
    }
    return true;
  }

  /** Whether the table has a column for each row's unit of measure. */
  private hasUnitsColumn(kinds: Uint8Array, cells: number): boolean {
    for (let k = 0; k < cells; k++) if (kinds[k] === COL_UNITS || kinds[k] === COL_UNIT_PRICED || kinds[k] === COL_BARE_UNIT) return true;
    return false;
  }

  /** Whether the cell [a, b) is 'm3' or 'm³'. */
  private cubicMetres(a: number, b: number): boolean {
    const s = this.s;
    while (a < b && (isBlank(s.charCodeAt(a)) || s.charCodeAt(a) === 34)) a++;
    while (b > a && (isBlank(s.charCodeAt(b - 1)) || s.charCodeAt(b - 1) === 34)) b--;
    return b - a === 2 && (s.charCodeAt(a) | 32) === 109 && (s.charCodeAt(a + 1) === 51 || s.charCodeAt(a + 1) === 0xb3);
  }

  /** Whether one of the row's cells is 'Gas', 'gaz' or 'Natural gas'. */
  private gasCellIn(starts: Int32Array, ends: Int32Array, cells: number): boolean {
    for (let k = 0; k < cells; k++) {
      const w = this.s.slice(starts[k], ends[k]).trim().toLowerCase();
      if (w === 'gas' || w === 'gaz' || w === 'natural gas' || w === '"gas"') return true;
    }
    return false;
  }

  /** The table row last split (its cells are `cellStarts`/`cellEnds`), for `thingCellAt`. */
  private rowStart = -1;
  private rowCells = 0;

  /**
   * Whether p is inside a cell of the row last split whose column holds a thing ('Property', 'Unit',
   * 'Point'…), where a capitalised pair is that thing's name, not a person's ('Birch Commons'; decision 074).
   */
  private thingCellAt(p: number): boolean {
    if (p < this.rowStart || this.tableSep <= 0) return false;
    const kinds = this.tableKinds as Uint8Array;
    for (let k = 0; k < this.rowCells; k++) {
      if (p < this.cellStarts[k] || p >= this.cellEnds[k]) continue;
      const kind = kinds[k];
      return kind === COL_BUILDING || kind === COL_UNIT || kind === COL_SENSOR || kind === COL_ADDRESS || kind === COL_UNIT_PRICED || kind === COL_BUILDING_NAME;
    }
    return false;
  }

  /** Columns (bits) of the current table whose header names a grade ('Service level'; decision 078). */
  private gradeCols = 0;

  /** Whether p is inside a cell of the row last split whose header names a grade, not a place ('Service level'). */
  private gradeCellAt(p: number): boolean {
    if (this.gradeCols === 0 || p < this.rowStart || this.tableSep <= 0) return false;
    for (let k = 0; k < this.rowCells && k < 32; k++) {
      if (p >= this.cellStarts[k] && p < this.cellEnds[k]) return (this.gradeCols & (1 << k)) !== 0;
    }
    return false;
  }

  private readonly cellStarts = new Int32Array(32);
  private readonly cellEnds = new Int32Array(32);

  /**
   * A cell with an apartment's shape, never a unit of measure's: digits with at most one capital after them
   * ('204', '0412', '12A'), or capitals before a hyphen or two or more digits ('C-214', 'B12'; not 'M2').
   */
  private apartmentCell(a: number, b: number): boolean {
    const s = this.s;
    while (a < b && (isBlank(s.charCodeAt(a)) || s.charCodeAt(a) === 34)) a++;
    while (b > a && (isBlank(s.charCodeAt(b - 1)) || s.charCodeAt(b - 1) === 34)) b--;
    if (b - a < 1 || b - a > 6) return false;
    let k = a;
    while (k < b && isUpper(s.charCodeAt(k)) && k - a < 2) k++;
    const letters = k - a;
    const hyphen = letters > 0 && s.charCodeAt(k) === 45;
    if (hyphen) k++;
    const d0 = k;
    while (k < b && isDigit(s.charCodeAt(k))) k++;
    const digits = k - d0;
    if (k < b && isUpper(s.charCodeAt(k))) k++;
    return k === b && digits > 0 && (letters === 0 || hyphen || digits >= 2);
  }

  /** A short cell without digits that is not a one-letter unit ('%', 'mm', 'kPa', 'hr'; not 'B'). */
  private measureCell(a: number, b: number): boolean {
    const s = this.s;
    while (a < b && (isBlank(s.charCodeAt(a)) || s.charCodeAt(a) === 34)) a++;
    while (b > a && (isBlank(s.charCodeAt(b - 1)) || s.charCodeAt(b - 1) === 34)) b--;
    if (b - a < 1 || b - a > 5 || (b - a === 1 && isUpper(s.charCodeAt(a)))) return false;
    for (let k = a; k < b; k++) if (isDigit(s.charCodeAt(k))) return false;
    return !isUpper(s.charCodeAt(a)) || !isLower(s.charCodeAt(a + 1)) || b - a <= 3;
  }

  /** A cell that is only a unit of measure: 'degF', '°C', 'kWh', '%RH'. */
  private isUnitOfMeasure(a: number, b: number): boolean {
    const s = this.s;
    while (a < b && (isBlank(s.charCodeAt(a)) || s.charCodeAt(a) === 34)) a++;
    while (b > a && (isBlank(s.charCodeAt(b - 1)) || s.charCodeAt(b - 1) === 34)) b--;
    if (b - a < 1 || b - a > 5) return false;
    for (let k = a; k < b; k++) if (isDigit(s.charCodeAt(k))) return false;
    return this.unitOfMeasure(a, b) >= 0 && (b - a <= 4 || this.lower(a, b) === 'deg c' || this.lower(a, b).startsWith('deg'));
  }

  /** Temperature or energy from a unit-of-measure cell ('degF', '°C', 'kWh'), as a column kind, or -1. */
  private unitOfMeasure(a: number, b: number): number {
    const s = this.s;
    while (a < b && (isBlank(s.charCodeAt(a)) || s.charCodeAt(a) === 34)) a++;
    const c = s.charCodeAt(a);
    const c1 = s.charCodeAt(a + 1) | 32;
    if (c === 0xb0 || (c | 32) === 100) return COL_TEMP;
    // 'kWh', 'MWh', 'MJ', 'kBtu' ('kg', 'm3' of water are not energy)
    if (((c | 32) === 107 || (c | 32) === 109) && (c1 === 119 || c1 === 106 || c1 === 98 || (c1 === 109 && (s.charCodeAt(a + 2) | 32) === 98))) return COL_ENERGY;
    if ((c === 67 || c === 70) && !isAlpha(s.charCodeAt(a + 1))) return COL_TEMP;
    return -1;
  }

  /** A table cell or JSON value [a, b) of a known kind: emitted when its content fits the kind. */
  private cell(a: number, b: number, kind: number): void {
    const s = this.s;
    // ('> LDS-01,…': a table quoted in a reply keeps the quote marks before its first cell; decision 076)
    while (a < b && (isBlank(s.charCodeAt(a)) || s.charCodeAt(a) === 34 || s.charCodeAt(a) === 62)) a++;
    while (b > a && (isBlank(s.charCodeAt(b - 1)) || s.charCodeAt(b - 1) === 34)) b--;
    if (b - a < 1 || b - a > 80) return;
    let digits = 0;
    let letters = 0;
    let other = 0;
    let underscores = 0;
    for (let k = a; k < b; k++) {
      const c = s.charCodeAt(k);
      if (isDigit(c)) digits++;
      else if (isAlpha(c)) letters++;
      else if (c === 95) underscores++;
      else if (!(c === 32 || c === 44 || c === 46 || c === 39 || c === 45 || c === 0xa0)) other++;
    }
    const numeric = digits > 0 && letters === 0 && other === 0;
    switch (kind) {
      case COL_PERSON_WEAK: {
        // 'reader' may be a person or a card reader: a name with evidence only
        const e = isUpper(s.charCodeAt(a)) ? this.nameAt(a, false) : -1;
        if (e === b && this.nameWords >= 2 && this.lexEvidence(e)) this.emit(a, b, CAT.person_name);
        return;
      }
      case COL_PERSON: {
        // 'de Vries, Sanne': a particle may come first
        let f = a;
        while (f < b && isLower(s.charCodeAt(f)) && f - a < 4) f++;
        const first = f > a && s.charCodeAt(f) === 32 && NAME_PARTICLES.has(s, a, f) ? f + 1 : a;
        // ('dkowalski', 'ahmed.r': a person's login in a person column; decision 078)
        if (isLower(s.charCodeAt(a)) && this.loginEnd(a, true) === b) {
          this.emit(a, b, CAT.person_name);
          return;
        }
        // ('김민준', '王晓明': a Korean or Chinese name of two to four syllables in a person's column or key; decision 080, amendment)
        if (other === b - a && b - a >= 2 && b - a <= 4 && this.cjkNameCell(a, b)) {
          this.emit(a, b, CAT.person_name);
          return;
        }
        if (digits > 0 || other > 0 || letters < 2 || !isUpper(s.charCodeAt(first)) || NAME_STOP_WORDS.has(s, a, b)) return;
        if (NOT_PERSON_LABELS.has(s, a, b) || underscores > 0) return;
        // a tenant or a contact may be a company: 'Northwind Legal LLP', 'Harbor Dental' (decision 071), a
        // role or a state: 'Building Admin', 'Front Desk', 'Vacant' (decision 074)
        let w = b;
        while (w > a && isAlpha(s.charCodeAt(w - 1))) w--;
        if (w > a && (COMPANY_WORDS.has(s, w, b) || NAME_STOP_WORDS.has(s, w, b))) return;
        // 'Pets at Home', 'Bank of Ireland': a name joined by a preposition is a business's (decision 075)
        if (this.prepositionInside(first, b)) return;
        this.emit(a, b, CAT.person_name);
        return;
      }
      case COL_PHONE:
        if (digits >= 7 && digits <= 15 && letters === 0) this.emit(a, b, CAT.phone);
        return;
      case COL_ENERGY:
        if (numeric) this.emit(a, b, CAT.energy);
        return;
      case COL_TEMP:
        if (numeric && digits <= 5) this.emit(a, b, CAT.temperature);
        return;
      case COL_UNIT_PRICED:
        if (this.apartmentCell(a, b)) this.emit(a, b, CAT.unit_number);
        return;
      case COL_UNIT:
      case COL_LEVEL:
        // an id-like code only: 'm3', 'hr' in a 'Unit' column are units of measure, '09:10' or '3 x 2' in a
        // misaligned fixed-width column are not rooms
        if (b - a <= 10 && (other === 0 || (other === 1 && s.charCodeAt(a) === 35)) && !this.hasBlank(a, b) && !isLower(s.charCodeAt(a)) && (digits > 0 || (b - a === 1 && isUpper(s.charCodeAt(a))) || (b - a <= 3 && this.allUpper(a, b) && FLOOR_LETTER_CODES.has(s, a, b)))) this.emit(a, b, CAT.unit_number);
        return;
      case COL_BUILDING:
        // ('HQ-N', 'C': a building code in capitals may have no digit)
        if (b - a <= 16 && (digits > 0 || this.codeInCapitals(a, b)) && other === 0 && (underscores === 0 || digits > 0) && !this.hasBlank(a, b)) this.emit(a, b, CAT.building_id);
        // ('Granen 7', 'Kvarnen 12': a Nordic property's designation, a name and its number; decision 080, amendment)
        else if (b - a <= 24 && other === 0 && digits > 0 && digits <= 4 && this.nameAndNumber(a, b)) this.emit(a, b, CAT.building_id);
        return;
      case COL_SENSOR: {
        // a point of a plant item ('AHU-2.SAT' in a 'point' column) is the plant's tag, read as such
        let w = a;
        while (isAlpha(s.charCodeAt(w)) && w - a < 8) w++;
        if (w > a && HVAC_PREFIXES.has(s, a, w)) return;
        // a meter serial may hold spaces ('EL 0042 7781', 'KJ8811 042'): capitals and digits in up to three groups
        // a point name in capitals joined by '_' needs no digit ('CPT_ELEC_TGBT', 'CTA1_T_SOUF'; decision 074)
        if (b - a <= 24 && other === 0 && (digits > 0 || (underscores >= 2 && this.upperCode(a, b))) && (!this.hasBlank(a, b) || (underscores === 0 && this.spacedSerial(a, b)))) this.emit(a, b, CAT.sensor_id);
        // ('WAW04/B1/LICZ-EL-01/EnCz': a point's path without a leading '/' in a point column; decision 080)
        else if (b - a <= 64 && digits > 0 && isAlpha(s.charCodeAt(a)) && isAlnum(s.charCodeAt(b - 1)) && !this.hasBlank(a, b) && this.onlySlashesOther(a, b)) this.emit(a, b, CAT.sensor_id);
        return;
      }
      case COL_ADDRESS:
        if (isDigit(s.charCodeAt(a)) && letters > 3) this.emit(a, b, CAT.address);
        return;
      case COL_DOB:
        if (digits >= 6 && letters <= 9) this.emit(a, b, CAT.dob);
        return;
      case COL_SSN:
        if (digits >= 6 && digits <= 14 && letters <= 3) this.emit(a, b, CAT.ssn);
        return;
      case COL_LONG:
        if (digits >= 6 && letters <= 4) this.emit(a, b, CAT.long_number);
        return;
      default:
    }
  }

  /**
   * Whether the JSON object around the key at i has a key naming a building ('site', 'buildingId', 'property_code')
   * and none holding a person's data (a contact, a phone, an e-mail, a flat): '{"site":"HQ-2","name":"Aroha
   * Ngata","phone":…}' is a person's record at a site, as a register's 'Name' is (decision 075).
   */
  private objectHasBuildingKey(i: number): boolean {
    const s = this.s;
    let a = i;
    while (a > 0 && i - a < 400 && s.charCodeAt(a) !== 123 && s.charCodeAt(a) !== 125) a--;
    let b = i;
    while (b < this.n && b - i < 400 && s.charCodeAt(b) !== 125 && s.charCodeAt(b) !== 123) b++;
    let building = false;
    for (let q = a; q < b; q++) {
      if (s.charCodeAt(q) !== 34 || q === i) continue;
      let k = q + 1;
      while (k - q <= 24 && (isAlpha(s.charCodeAt(k)) || s.charCodeAt(k) === 95)) k++;
      if (s.charCodeAt(k) === 34 && s.charCodeAt(k + 1) === 58 && k > q + 1) {
        const key = s.slice(q + 1, k);
        const kind = keyKind(key);
        // (a building's id or code, as a register's column is: 'siteId', 'property_code'; a bare 'site' may be where a person is)
        if (kind === COL_BUILDING) building ||= columnKind(key) === COL_BUILDING_ID;
        else if (personalKind(kind)) return false;
      }
      q = k;
    }
    return building;
  }

  /**
   * A JSON key at i ('"name": "Kiri Te Rangi"', '"dob":"1979-04-23"'): its value is read as its kind. A
   * '"value"' takes the kind of a '"unit"' that follows it in the same object.
   */
  private quote(i: number): number {
    const s = this.s;
    let k = i + 1;
    while (k - i <= 24 && (isAlpha(s.charCodeAt(k)) || s.charCodeAt(k) === 95 || s.charCodeAt(k) === 45)) k++;
    if (k === i + 1 || s.charCodeAt(k) !== 34) return i + 1;
    let v = k + 1;
    while (s.charCodeAt(v) === 32) v++;
    if (s.charCodeAt(v) !== 58) return i + 1;
    v++;
    while (s.charCodeAt(v) === 32) v++;
    let kind = keyKind(s.slice(i + 1, k));
    if (kind === COL_NONE) {
      // '"company": "Kuhle Design"', '"vendor": "Brooks Analytics"': an organisation's name, no person in it (decision 077)
      if (s.charCodeAt(v) === 34 && this.organisationKey(i + 1, k)) {
        let b = v + 1;
        while (b - v < 80 && b < this.n && s.charCodeAt(b) !== 34 && s.charCodeAt(b) !== 10) b++;
        this.organisationStart = v;
        this.organisationEnd = b;
      }
      return i + 1;
    }
    // '{"siteId":"LDN-04","name":"Harbour Exchange"}': the name of a building's object is the building's (decision 076)
    if (kind === COL_PERSON && k - i <= 6 && this.objectHasBuildingKey(i)) return i + 1;
    // '"kwh": [12.84, 13.02, 12.91]': an array of readings under a reading's key, each read (decision 077)
    if (s.charCodeAt(v) === 91 && (kind === COL_ENERGY || kind === COL_TEMP)) {
      let q = v + 1;
      for (let items = 0; items < 96 && q < this.n; items++) {
        while (isBlank(s.charCodeAt(q))) q++;
        const a2 = q;
        while (q - a2 < 24 && (isDigit(s.charCodeAt(q)) || s.charCodeAt(q) === 46 || s.charCodeAt(q) === 45)) q++;
        if (q === a2) break;
        this.cell(a2, q, kind);
        while (isBlank(s.charCodeAt(q))) q++;
        if (s.charCodeAt(q) !== 44) break;
        q++;
      }
      return i + 1;
    }
    let a = v;
    let b: number;
    if (s.charCodeAt(v) === 34) {
      a = v + 1;
      b = a;
      while (b - a < 80 && b < this.n && s.charCodeAt(b) !== 34 && s.charCodeAt(b) !== 10) b++;
      if (s.charCodeAt(b) !== 34) return i + 1;
    } else {
      b = v;
      while (b - v < 24 && (isDigit(s.charCodeAt(b)) || s.charCodeAt(b) === 46 || s.charCodeAt(b) === 45)) b++;
      if (b === v) return i + 1;
      // '"level": 78' is as often a tank, an alarm or a battery level as a floor; '"floor": 3' is a floor
      if (kind === COL_LEVEL) return i + 1;
    }
    if (kind === COL_VALUE) {
      // '"value":23.6,"unit":"°C"'
      const limit = Math.min(this.n, b + 48);
      kind = -1;
      for (let q = b; q < limit && s.charCodeAt(q) !== 125; q++) {
        if (s.charCodeAt(q) === 34 && (s.charCodeAt(q + 1) | 32) === 117 && (this.lower(q + 1, q + 5) === 'unit' || this.lower(q + 1, q + 4) === 'uom')) {
          let u = q + (this.lower(q + 1, q + 4) === 'uom' ? 4 : 5);
          if ((s.charCodeAt(u) | 32) === 115) u++;
          if (s.charCodeAt(u) !== 34) continue;
          u++;
          while (s.charCodeAt(u) === 32 || s.charCodeAt(u) === 58) u++;
          if (s.charCodeAt(u) === 34) kind = this.unitOfMeasure(u + 1, u + 6);
          break;
        }
      }
      if (kind < 0) return i + 1;
    }
    this.cell(a, b, kind);
    return i + 1;
  }

  /** The string value of an organisation's key last read ('"company": "…"'), where no person is read. */
  private organisationStart = -1;
  private organisationEnd = -1;

  /** Whether the key [a, e) names an organisation: its first word ('company', 'company_name', 'vendorName'). */
  private organisationKey(a: number, e: number): boolean {
    const s = this.s;
    let w = a + 1;
    while (w < e && isLower(s.charCodeAt(w))) w++;
    return ORGANISATION_KEYS.has(s, a, w);
  }

  private hasJoiner(a: number, b: number): boolean {
    for (let k = a; k < b; k++) {
      const c = this.s.charCodeAt(k);
      if (c === 45 || c === 39) return true;
    }
    return false;
  }

  private hasDecimalPoint(a: number, b: number): boolean {
    for (let k = a + 1; k < b - 1; k++) if (this.s.charCodeAt(k) === 46 && isDigit(this.s.charCodeAt(k + 1))) return true;
    return false;
  }

  /** 'EL 0042 7781', 'WMZ 77 1402': capitals and digits in at most three groups of one space, a digit in the last. */
  private spacedSerial(a: number, b: number): boolean {
    const s = this.s;
    if (b - a > 16) return false;
    let groups = 1;
    for (let k = a; k < b; k++) {
      const c = s.charCodeAt(k);
      if (isBlank(c)) {
        if (isBlank(s.charCodeAt(k + 1))) return false;
        groups++;
      } else if (!isUpper(c) && !isDigit(c) && c !== 45) return false;
    }
    return groups <= 3 && isDigit(s.charCodeAt(b - 1));
  }

  private hasBlank(a: number, b: number): boolean {
    for (let k = a; k < b; k++) if (isBlank(this.s.charCodeAt(k))) return true;
    return false;
  }

  /**
   * An id read by its shape (decision 065): capitals (digits allowed after the first letter) ending at
   * `k`, then '-' or '_' and segments holding a digit ('PT-4471', 'FAHU-2', 'ZN-TMP-0412', 'CO2-0412').
   * The prefix, or a later segment, tells equipment from sensors; document numbers ('WO-55120') and
   * unknown prefixes are skipped whole.
   */
  private shapeTag(i: number, j: number, k: number): number {
    const s = this.s;
    if (k - i > 6 || !this.allUpperOrDigit(i, k)) return -1;
    const end = this.idToken(k + 1, true);
    if (end < 0) return -1;
    if (s.charCodeAt(end) === 37) return -1; // 'RH-45%': a reading
    // 'Site code BLR-07', 'Site: GB-LDN-07', 'GB-LDN-07 building': a site's code whatever its prefix says
    // elsewhere (an airport's or a country's code is also a boiler's or a standard's prefix; decision 075)
    // ('site GB-LDN-07': a country, a town and a number after any site word)
    const siteCode = this.siteCodeShape(i, end) && (this.namedSite(i) || this.buildingWordAfter(end) || (this.ctx & K_SITE && this.ctxApplies(K_SITE, i) && this.townCode(i, end)));
    if (!siteCode && (this.partWordBefore(i) || DOCUMENT_PREFIXES.has(s, i, j) || (k === j && BACNET_OBJECT_TYPES.has(s, i, j) && this.digitsOnly(k + 1, end)) || this.yearSerial(k + 1, end))) {
      this.lastValueEnd = end;
      return end;
    }
    let cat = -1;
    if (siteCode) cat = CAT.building_id;
    else if (HVAC_PREFIXES.has(s, i, j) || HVAC_PREFIXES.has(s, i, k)) cat = CAT.hvac_id;
    else if (SENSOR_PREFIXES.has(s, i, j) || SENSOR_PREFIXES.has(s, i, k)) cat = CAT.sensor_id;
    // an unknown prefix after 'Building(s)', 'Site code', 'Premises', or before 'building', 'site': a
    // building ('LON-VS-01', 'the HQ-1 building')
    // ('CCC-04 (the library)': a code glossed as a building in brackets; decision 077)
    else if ((this.ctx & K_SITE && this.ctxApplies(K_SITE, i)) || this.buildingWordAfter(end) || this.floorAfter(end) || this.buildingGlossAfter(end)) cat = CAT.building_id;
    else {
      // a later segment names the kind: 'ESB-MTR-00412', 'VRV-ODU-3', 'L3-ZT-01'
      let a = k + 1;
      for (let q = a; q <= end; q++) {
        const c = q < end ? s.charCodeAt(q) : 45;
        if (c !== 45 && c !== 95) continue;
        let w = a;
        while (w < q && isAlpha(s.charCodeAt(w))) w++;
        if (w > a && SENSOR_PREFIXES.has(s, a, w)) cat = CAT.sensor_id;
        else if (w > a && HVAC_PREFIXES.has(s, a, w)) cat = CAT.hvac_id;
        // 'UCB-BLD-114': a campus's code before a building's tag is part of the building's id (decision 076)
        else if (w > a && w - a <= 12 && this.lookup(this.hashOf(a, w), a, w - a) & K_TAG_BUILDING) cat = CAT.building_id;
        if (cat >= 0) break;
        a = q + 1;
      }
      // 'power cut at PNQ-T2', 'Gas at CRK-01', 'Order for LHR-W3 stores': a site code in a place's position
      // (decision 072)
      // 'Umwälzpumpe P-02', 'Der Zähler WMZ-118-12': a compound plant or meter noun before it
      if (cat < 0) {
        const f = this.compoundKeywordBefore(i);
        cat = f === K_PLANT ? CAT.hvac_id : f === K_SENSOR ? CAT.sensor_id : f === K_BUILDING ? CAT.building_id : -1;
      }
      // ('fitted in JKM-445 panels': a model's number has three digits or more)
      if (cat < 0 && j - i >= 2 && j - i <= 4 && this.placeWordBefore(i) && !(isDigit(s.charCodeAt(end - 3)) && isDigit(s.charCodeAt(end - 2)) && isDigit(s.charCodeAt(end - 1)))) cat = CAT.building_id;
    }
    if (cat < 0) return -1;
    if (cat === CAT.hvac_id) {
      const e = this.pointOfEquipment(i, end);
      if (e > 0) return e;
    }
    if (cat === CAT.building_id && this.plantSegmentIn(i, end)) return this.hit(i, end, CAT.sensor_id);
    this.emit(i, end, cat);
    let last = end;
    if (cat === CAT.building_id) {
      // 'Buildings HMN-01 and HMN-02', 'sites SYD-03, SYD-04': more of the list, with the same prefix
      for (let t = 0; t < 8; t++) {
        let p = this.listJoinEnd(last);
        if (p < 0 && s.charCodeAt(last) === 44 && s.charCodeAt(last + 1) === 32) p = last + 2;
        // (the same shape: 'SYD-01, MEL-02')
        if (p < 0 || s.charCodeAt(p + k - i) !== s.charCodeAt(k) || !this.allUpperOrDigit(p, p + k - i) || !isUpper(s.charCodeAt(p))) break;
        const e2 = this.idToken(p + k - i + 1, true);
        if (e2 < 0) break;
        this.emit(p, e2, cat);
        last = e2;
      }
    }
    this.lastValueEnd = last;
    return last;
  }

  private digitsOnly(a: number, e: number): boolean {
    for (let q = a; q < e; q++) if (!isDigit(this.s.charCodeAt(q))) return false;
    return true;
  }

  /**
   * 'shows 28 and it is set to 22': a bare number of two digits after 'set to' or 'set at' in the sentence of a
   * temperature is the setting of that temperature (decision 073).
   */
  private setAfterTemperature(i: number, d: number, q: number): boolean {
    const s = this.s;
    if (d !== 2 || isAlnum(s.charCodeAt(q)) || s.charCodeAt(q) === 37 || i - this.lastTempEnd > 80 || s.charCodeAt(i - 1) !== 32) return false;
    if (!((s.charCodeAt(i - 3) | 32) === 116 && (s.charCodeAt(i - 2) | 32) === 111) && !((s.charCodeAt(i - 3) | 32) === 97 && (s.charCodeAt(i - 2) | 32) === 116)) return false;
    if (s.charCodeAt(i - 4) !== 32 || this.lower(i - 7, i - 4) !== 'set') return false;
    // ('fan set to 40 minutes': a number with a word of its own after it)
    if (s.charCodeAt(q) === 32 && isAlpha(s.charCodeAt(q + 1))) {
      let w = q + 1;
      while (isAlpha(s.charCodeAt(w)) && w - q < 8) w++;
      const next = this.lower(q + 1, w);
      if (next !== 'and' && next !== 'but' && next !== 'or' && next !== 'so' && next !== 'yet') return false;
    }
    for (let k = this.lastTempEnd; k < i; k++) {
      const c = s.charCodeAt(k);
      if (c === 10 || ((c === 46 || c === 33 || c === 63) && isBlank(s.charCodeAt(k + 1)))) return false;
    }
    return true;
  }

  /** ' floor 3', ', level 12', ' L4': a floor of the code just read, which is then a building's (decision 073). */
  private floorAfter(e: number): boolean {
    const s = this.s;
    let p = e;
    if (s.charCodeAt(p) === 44) p++;
    if (s.charCodeAt(p) !== 32) return false;
    p++;
    if (s.charCodeAt(p) === 76 && isDigit(s.charCodeAt(p + 1))) {
      let q = p + 1;
      while (isDigit(s.charCodeAt(q)) && q - p < 4) q++;
      return !isAlnum(s.charCodeAt(q));
    }
    let w = p;
    while (isAsciiLetter(s.charCodeAt(w)) && w - p < 6) w++;
    const word = this.lower(p, w);
    return (word === 'floor' || word === 'level' || word === 'fl' || word === 'lvl') && s.charCodeAt(w) === 32 && isDigit(s.charCodeAt(w + 1));
  }

  /** ' at ', ' in ', ' from ', ' for ' right before i (in lower case). */
  private placeWordBefore(i: number): boolean {
    const s = this.s;
    if (s.charCodeAt(i - 1) !== 32) return false;
    let a = i - 1;
    while (isLower(s.charCodeAt(a - 1)) && i - a < 6) a--;
    if (isAlnum(s.charCodeAt(a - 1))) return false;
    const w = i - 1 - a;
    const c0 = s.charCodeAt(a);
    const c1 = s.charCodeAt(a + 1);
    // ('UPS-B on IAD-DC4': 'on' as well, decision 074)
    if (w === 2) return (c0 === 97 && c1 === 116) || (c0 === 105 && c1 === 110) || (c0 === 111 && c1 === 110);
    if (w === 3) return c0 === 102 && c1 === 111 && s.charCodeAt(a + 2) === 114;
    return w === 4 && c0 === 102 && c1 === 114 && s.charCodeAt(a + 2) === 111 && s.charCodeAt(a + 3) === 109;
  }

  /** After a capital letter at j - 1: '-Wing', ' wing' (not ' wing of'), '-Block', '-Tower'; the end of that word, or -1. */
  private letterBuildingEnd(j: number, hyphen: boolean): number {
    const s = this.s;
    const w = s.charCodeAt(j + 1) | 32;
    if (w !== 119 && (!hyphen || (w !== 98 && w !== 116))) return -1;
    let e = j + 1;
    while (isAsciiLetter(s.charCodeAt(e)) && e - j < 7) e++;
    if (isAlpha(s.charCodeAt(e))) return -1;
    const word = this.lower(j + 1, e);
    if (word === 'wing') return this.lower(e, e + 4) === ' of ' ? -1 : e;
    return hyphen && (word === 'block' || word === 'tower') ? e : -1;
  }

  /** ' building', ' site', ' campus', ' premises' after an id ending at e (decision 071). */
  private buildingWordAfter(e: number): boolean {
    const s = this.s;
    if (s.charCodeAt(e) !== 32) return false;
    let w = e + 1;
    while (isAsciiLetter(s.charCodeAt(w)) && w - e <= 10) w++;
    // ('TRV-4 site-wide', 'site wide': an adverb)
    if (w - e < 5 || isAlpha(s.charCodeAt(w)) || s.charCodeAt(w) === 45 || this.lower(w, w + 5) === ' wide') return false;
    return (this.lookup(this.hashOf(e + 1, w), e + 1, w - e - 1) & (K_SITE | K_BUILDING)) !== 0;
  }

  /** ' (the library)', ' (depot)', ' (Leisure Centre…' after a code: it names a building (decision 077). */
  private buildingGlossAfter(e: number): boolean {
    const s = this.s;
    if (s.charCodeAt(e) !== 32 || s.charCodeAt(e + 1) !== 40) return false;
    let p = e + 2;
    if (this.lower(p, p + 4) === 'the ') p += 4;
    let w = p;
    while (isAlpha(s.charCodeAt(w)) && w - p < 12) w++;
    return w > p && (s.charCodeAt(w) === 41 || s.charCodeAt(w) === 32 || s.charCodeAt(w) === 44) && BUILDING_GLOSSES.has(s, p, w);
  }

  /** The groups of an IBAN after its first four characters: ' AIBK 9311 5212 3456 78' (at least three). */
  private ibanEnd(k: number): number {
    const s = this.s;
    let q = k;
    let groups = 0;
    while (groups < 8 && s.charCodeAt(q) === 32 && isAlnum(s.charCodeAt(q + 1))) {
      let e = q + 1;
      while (isAlnum(s.charCodeAt(e)) && e - q <= 5) e++;
      const len = e - q - 1;
      if (len > 4 || !this.allUpperOrDigitFrom(q + 1, e)) break;
      groups++;
      q = e;
      if (len < 4) break;
    }
    return groups >= 3 && !isAlnum(s.charCodeAt(q)) ? q : -1;
  }

  /** Capitals joined by '-' ('HQ-N', 'C'), at most eight characters. */
  private codeInCapitals(a: number, b: number): boolean {
    if (b - a > 8) return false;
    for (let k = a; k < b; k++) {
      const c = this.s.charCodeAt(k);
      if (!isUpper(c) && !(c === 45 && k > a && k < b - 1)) return false;
    }
    return true;
  }

  private allUpperOrDigitFrom(a: number, b: number): boolean {
    for (let k = a; k < b; k++) {
      const c = this.s.charCodeAt(k);
      if (!isUpper(c) && !isDigit(c)) return false;
    }
    return true;
  }

  /** UK National Insurance number written in pairs: 'QQ 12 34 56 C'. */
  private spacedInsuranceNumber(i: number, j: number): number {
    const s = this.s;
    if (!this.allUpper(i, j) || isAlnum(s.charCodeAt(i - 1))) return -1;
    let q = j;
    for (let g = 0; g < 3; g++) {
      if (s.charCodeAt(q) !== 32 || !isDigit(s.charCodeAt(q + 1)) || !isDigit(s.charCodeAt(q + 2))) return -1;
      q += 3;
    }
    if (s.charCodeAt(q) !== 32 || !isUpper(s.charCodeAt(q + 1)) || isAlnum(s.charCodeAt(q + 2))) return -1;
    return this.hit(i, q + 2, CAT.ssn);
  }

  private allUpperOrDigit(i: number, j: number): boolean {
    if (!isUpper(this.s.charCodeAt(i))) return false;
    for (let k = i + 1; k < j; k++) {
      const c = this.s.charCodeAt(k);
      if (!isUpper(c) && !isDigit(c)) return false;
    }
    return true;
  }

  /**
   * National identity numbers by shape (decision 063): Singapore NRIC/FIN 'S8512345D', Indian PAN
   * 'ABCPM1234F', UK National Insurance 'AB123456C' / 'QQ 12 34 56 C'. `j` ends the leading letters.
   */
  private nationalIdByShape(i: number, j: number): number {
    const s = this.s;
    if (!this.on[CAT.ssn] || isAlnum(s.charCodeAt(i - 1))) return -1;
    let d = j;
    while (isDigit(s.charCodeAt(d))) d++;
    const letters = j - i;
    const digits = d - j;
    const upperAfter = isUpper(s.charCodeAt(d)) && !isAlnum(s.charCodeAt(d + 1));
    let end = -1;
    const c0 = s.charCodeAt(i);
    if (letters === 1 && digits === 7 && upperAfter && (c0 === 83 || c0 === 84 || c0 === 70 || c0 === 71 || c0 === 77)) end = d + 1;
    // a Spanish NIE 'X4521873H', by its check letter or named on its line (decision 080)
    else if (letters === 1 && digits === 7 && upperAfter && c0 >= 88 && c0 <= 90 && (this.spanishCheckLetter(j, d, c0 - 88) || this.namedOnLine(i, SPANISH_ID_NAMES))) end = d + 1;
    // an Italian codice fiscale 'RSSMRA85T10A562S': six letters, the year, the month's letter, the day, the place, a check letter
    else if (letters === 6 && digits === 2 && this.allUpper(i, j) && this.codiceFiscaleTail(d)) end = d + 8;
    else if (letters === 5 && digits === 4 && upperAfter && this.allUpper(i, j)) end = d + 1;
    else if (letters === 2 && digits === 6 && this.allUpper(i, j)) {
      end = upperAfter ? d + 1 : isBlank(s.charCodeAt(d)) && isUpper(s.charCodeAt(d + 1)) && !isAlnum(s.charCodeAt(d + 2)) ? d + 2 : -1;
    }
    if (end < 0) return -1;
    this.emit(i, end, CAT.ssn);
    this.lastValueEnd = end;
    return end;
  }

  /** After a codice fiscale's six letters and two digits at p: the month's letter, the day (41–71 for women), a place, a check letter. */
  private codiceFiscaleTail(p: number): boolean {
    const s = this.s;
    const m = s.charCodeAt(p);
    if (!(m === 65 || m === 66 || m === 67 || m === 68 || m === 69 || m === 72 || m === 76 || m === 77 || m === 80 || m === 82 || m === 83 || m === 84)) return false;
    if (!isDigit(s.charCodeAt(p + 1)) || !isDigit(s.charCodeAt(p + 2))) return false;
    const day = (s.charCodeAt(p + 1) - 48) * 10 + s.charCodeAt(p + 2) - 48;
    if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
    return isUpper(s.charCodeAt(p + 3)) && isDigit(s.charCodeAt(p + 4)) && isDigit(s.charCodeAt(p + 5)) && isDigit(s.charCodeAt(p + 6)) && isUpper(s.charCodeAt(p + 7)) && !isAlnum(s.charCodeAt(p + 8));
  }

  /** Whether the letter at `end` checks the digits [i, end) (with `lead`, a NIE's X, Y or Z, as 0, 1 or 2, before them). */
  private spanishCheckLetter(i: number, end: number, lead: number): boolean {
    let n = lead;
    for (let k = i; k < end; k++) n = (n * 10 + this.s.charCodeAt(k) - 48) % 23;
    return 'TRWAGMYFPDXBNJZSQVHLCKE'.charCodeAt(n) === this.s.charCodeAt(end);
  }

  /** '318.442.907-15' from the first dot at p: two more groups of three and two check digits. */
  private cpfEnd(p: number): number {
    const s = this.s;
    for (let g = 0; g < 2; g++, p += 4) if (s.charCodeAt(p) !== 46 || !isDigit(s.charCodeAt(p + 1)) || !isDigit(s.charCodeAt(p + 2)) || !isDigit(s.charCodeAt(p + 3))) return -1;
    if (s.charCodeAt(p) !== 45 || !isDigit(s.charCodeAt(p + 1)) || !isDigit(s.charCodeAt(p + 2)) || isAlnum(s.charCodeAt(p + 3)) || (s.charCodeAt(p + 3) === 46 && isDigit(s.charCodeAt(p + 4)))) return -1;
    return p + 3;
  }

  /** A South African identity number: a birth date (YYMMDD), a citizenship digit of 0 or 1, and a valid check digit or an 'ID' on its line. */
  private southAfricanId(i: number): boolean {
    const s = this.s;
    const month = (s.charCodeAt(i + 2) - 48) * 10 + s.charCodeAt(i + 3) - 48;
    const day = (s.charCodeAt(i + 4) - 48) * 10 + s.charCodeAt(i + 5) - 48;
    const citizen = s.charCodeAt(i + 10);
    if (month < 1 || month > 12 || day < 1 || day > 31 || (citizen !== 48 && citizen !== 49)) return false;
    return this.luhn(i, i + 13) || this.namedOnLine(i, IDENTITY_NAMES);
  }

  /** Whether a word of `names` comes before `i` on its line, not before a ';' (within 80 characters; upper-case only when `names` is Spanish). */
  private namedOnLine(i: number, names: WordSet): boolean {
    const s = this.s;
    const stop = Math.max(0, i - 80);
    let e = i;
    while (e > stop) {
      const c = s.charCodeAt(e - 1);
      if (c === 10 || c === 59) return false;
      if (!isAsciiLetter(c)) {
        e--;
        continue;
      }
      let a = e - 1;
      while (a > stop && isAsciiLetter(s.charCodeAt(a - 1))) a--;
      if (names.has(s, a, e) && !(names === SPANISH_ID_NAMES && !this.allUpper(a, e))) return true;
      e = a;
    }
    return false;
  }

  // ---------------------------------------------------------------- e-mail

  private email(at: number): void {
    if (!this.on[CAT.email]) return;
    const s = this.s;
    const min = at > 64 ? at - 64 : 0;
    let a = at;
    while (a > min && isLocalPart(s.charCodeAt(a - 1))) a--;
    if (a === at) {
      // '@Saanvi can you check', '@Yasmin Haddad': a mention names a person ('@here', '@fm-team' do not)
      if (isUpper(s.charCodeAt(at + 1)) && !isAlnum(s.charCodeAt(at - 1)) && this.on[CAT.person_name]) {
        const e = this.nameAt(at + 1, false);
        if (e > 0 && !this.companyAfter(e)) this.emitName(at + 1, e);
      } else if (isLower(s.charCodeAt(at + 1)) && !isAlnum(s.charCodeAt(at - 1)) && this.on[CAT.person_name]) {
        // '@sara is 3B still complaining?', '@tyler.nash': a chat handle in lower case, when it holds a known
        // given name or surname (decision 072)
        let e = at + 1;
        while (isLower(s.charCodeAt(e)) && e - at < 20) e++;
        let f = e;
        if ((s.charCodeAt(e) === 46 || s.charCodeAt(e) === 95) && isLower(s.charCodeAt(e + 1))) {
          f = e + 1;
          while (isLower(s.charCodeAt(f)) && f - e < 24) f++;
        }
        // (one word only where a message starts: 'work @home today' is not a mention)
        const handle = f > e || ((at === 0 || s.charCodeAt(at - 1) === 10) && (s.charCodeAt(f) === 32 || s.charCodeAt(f) === 44 || s.charCodeAt(f) === 58));
        if (handle && !isAlnum(s.charCodeAt(f)) && s.charCodeAt(f) !== 45 && e - at >= 3 && !NAME_STOP_WORDS.has(s, at + 1, e) && !GROUP_MENTIONS.has(s, at + 1, e) && this.lex.has(s, at + 1, e)) this.emit(at + 1, f, CAT.person_name);
      }
      return;
    }
    if (a === min && isLocalPart(s.charCodeAt(a - 1))) return; // local part longer than 64: not an address
    while (s.charCodeAt(a) === 46 && a < at) a++;
    if (a >= at || s.charCodeAt(at - 1) === 46) return;
    // domain: labels of letters, digits and inner hyphens, joined by dots; the last one alphabetic
    let p = at + 1;
    const limit = Math.min(this.n, p + 253);
    let labels = 0;
    let end = -1;
    while (p < limit) {
      const ls = p;
      while (p < limit && (isAlnum(s.charCodeAt(p)) || s.charCodeAt(p) === 45) && p - ls < 63) p++;
      if (p === ls || s.charCodeAt(ls) === 45 || s.charCodeAt(p - 1) === 45) break;
      labels++;
      let alpha = p - ls >= 2;
      for (let k = ls; k < p && alpha; k++) if (!isAlpha(s.charCodeAt(k))) alpha = false;
      if (labels >= 2 && alpha) end = p;
      if (s.charCodeAt(p) === 46 && isAlnum(s.charCodeAt(p + 1))) p++;
      else break;
    }
    if (end < 0) return;
    this.out.add(a, end, CAT.email);
    if (this.on[CAT.person_name]) this.nameBeforeEmail(a, at);
  }

  /**
   * The name written before an e-mail address (decision 068): 'Ruth Abebe <ruth@…>', 'Ruth Abebe
   * (r.abebe@…)' with the lexicon's support, or 'Somchai Wongsawat, somchai.w@…' whose local part begins
   * with one of the name's words. `a` is the local part's start, `at` the '@'.
   */
  private nameBeforeEmail(a: number, at: number): void {
    const s = this.s;
    let e = a - 1;
    const bracket = s.charCodeAt(e) === 60 || s.charCodeAt(e) === 40;
    if (bracket) e--;
    else if (!isBlank(s.charCodeAt(e))) return;
    while (isBlank(s.charCodeAt(e)) || s.charCodeAt(e) === 44 || s.charCodeAt(e) === 45 || s.charCodeAt(e) === 58) e--;
    const quoted = bracket && s.charCodeAt(e) === 34; // '"Okafor, Chinedu" <…>'
    if (quoted) e--;
    e++;
    if (!isAlpha(s.charCodeAt(e - 1))) return;
    // the segment before it, back to a boundary (inside quotes: the opening quote), tried word by word
    let b = e;
    while (b > 0 && e - b < 48) {
      const c = s.charCodeAt(b - 1);
      if (c === 34 || c === 10 || (!quoted && (c === 58 || c === 59 || c === 44 || c === 62 || c === 9 || c === 40))) break;
      b--;
    }
    for (let p = this.skipBlanks(b); p < e; ) {
      let ne = isUpper(s.charCodeAt(p)) ? this.nameAt(p, false) : -1;
      if (ne > 0) ne = this.lastFirst(p, ne);
      if (ne === e && !this.companyAfter(e)) {
        if ((bracket && this.lexEvidence(e)) || this.localPartNamed(p, e, a, at)) this.emitName(p, e);
        return;
      }
      while (p < e && s.charCodeAt(p) !== 32) p++;
      p = this.skipBlanks(p);
    }
  }

  /** Whether the e-mail's local part [a, at) begins with the first three letters of a word of the name [p, e). */
  private localPartNamed(p: number, e: number, a: number, at: number): boolean {
    const s = this.s;
    if (at - a < 3) return false;
    for (let w = p; w < e; ) {
      let k = 0;
      while (k < 3 && w + k < e && (s.charCodeAt(w + k) | 32) === (s.charCodeAt(a + k) | 32)) k++;
      if (k === 3) return true;
      while (w < e && s.charCodeAt(w) !== 32) w++;
      w = this.skipBlanks(w);
    }
    return false;
  }

  // ---------------------------------------------------------------- network addresses

  private colon(i: number): number {
    const s = this.s;
    if (s.charCodeAt(i + 1) === 58 && !isHex(s.charCodeAt(i - 1)) && s.charCodeAt(i - 1) !== 58) {
      const e = this.network(i);
      if (e > 0) return e;
    }
    // 'Tenant name :  N O M V U L A   Z U L U', 'Cell :  0 7 3  2 1 4  9 9 0 1': a scanned form's letter-spaced value
    if (this.spacedAfter(i)) {
      const e = this.spacedFormValue(i);
      if (e > 0) return e;
    }
    if (isBlank(s.charCodeAt(i + 1)) && this.on[CAT.person_name]) {
      const e = this.labelName(i);
      if (e > 0) return e;
    }
    if (isBlank(s.charCodeAt(i + 1)) && this.on[CAT.address]) {
      const e = this.labelledAddress(i);
      if (e > 0) return e;
    }
    return i + 1;
  }

  /**
   * 'Dirección: Calle Durango 245, Col. Roma Norte, 06700 Cuauhtémoc, CDMX', 'Address: 14 Admiralty Way, Lekki Phase 1,
   * Lagos': the value of an address label, to the end of its line or its cell, is the address whatever its country's
   * shape (decision 080, amendment); a unit keyword first leaves it to the unit and address rules ('Address: Flat 7,
   * …', decision 072). Needs a digit and a word of three letters; -1 otherwise.
   */
  private labelledAddress(i: number): number {
    const s = this.s;
    let w = i;
    while (isBlank(s.charCodeAt(w - 1)) && i - w < 2) w--;
    let la = this.wordStartBefore(w);
    // ('Address for the technician: …', '3. Adresse til ny lejer: …': a few lower-case words between the label and the
    // colon when the label begins its line or a numbered item)
    let words = 0;
    while (!(w - la >= 4 && ADDRESS_LABELS.has(s, la, w)) && words < 4 && isLower(s.charCodeAt(la)) && s.charCodeAt(la - 1) === 32) {
      w = la - 1;
      la = this.wordStartBefore(w);
      words++;
    }
    if (w - la < 4 || !ADDRESS_LABELS.has(s, la, w)) return -1;
    if (words > 0 && !(la === 0 || s.charCodeAt(la - 1) === 10 || (s.charCodeAt(la - 1) === 32 && s.charCodeAt(la - 2) === 46 && isDigit(s.charCodeAt(la - 3))))) return -1;
    const a = this.skipBlanks(i + 1);
    let e = a;
    let digit = false;
    let word = 0;
    let run = 0;
    let token = a;
    while (e - a < 120) {
      const c = s.charCodeAt(e);
      if (c !== c || c === 10 || c === 13 || c === 9 || c === 59 || c === 124 || c === 60 || c === 40 || c === 34 || (c === 32 && s.charCodeAt(e + 1) === 32)) break;
      // ('… 1 5JL. Building manager: …': a sentence ends after a postcode or a word, not after 'Col.', 'Av.', 'Int.' nor an
      // ordinal floor, 'Nørrebrogade 41, 3. th.')
      if (c === 46 && isBlank(s.charCodeAt(e + 1)) && (e - token >= 4 || (e - token >= 3 && this.hasDigitIn(token, e)))) break;
      if (c === 32 || c === 44) token = e + 1;
      if (isDigit(c)) digit = true;
      run = isAlpha(c) ? run + 1 : 0;
      if (run > word) word = run;
      // ('…, Austin, TX 78705 Unit B': a unit keyword after the start is the unit's, labelled apart; decision 072)
      if (run === 0 && c === 32 && e > a && isAlpha(s.charCodeAt(e + 1))) {
        const we = this.wordEnd(e + 1);
        if (we - e <= 13 && this.lookup(this.hashOf(e + 1, we), e + 1, we - e - 1) & K_UNIT && isBlank(s.charCodeAt(we)) && isAlnum(s.charCodeAt(we + 1))) break;
      }
      e++;
    }
    while (e > a && (isBlank(s.charCodeAt(e - 1)) || s.charCodeAt(e - 1) === 46 || s.charCodeAt(e - 1) === 44)) e--;
    if (!digit || word < 3 || e - a < 8) return -1;
    let fw = a;
    while (isAlpha(s.charCodeAt(fw)) && fw - a < 12) fw++;
    if (fw > a && this.lookup(this.hashOf(a, fw), a, fw - a) & K_UNIT) return -1;
    return this.hit(a, e, CAT.address);
  }

  /** A cheap first look for a letter-spaced value after the colon at i: one to three blanks, a character, a space, a character. */
  private spacedAfter(i: number): boolean {
    const s = this.s;
    let p = i + 1;
    if (!isBlank(s.charCodeAt(p))) return false;
    p++;
    if (isBlank(s.charCodeAt(p))) p++;
    if (isBlank(s.charCodeAt(p))) p++;
    return s.charCodeAt(p + 1) === 32 && isAlnum(s.charCodeAt(p)) && !isBlank(s.charCodeAt(p + 2));
  }

  /**
   * A value a form's text recognition spaced out letter by letter after the label's colon at i ('N O M V U L A   Z U L U',
   * '1 4 / 0 3 / 1 9 9 1', '9 1 0 3 1 4 0 7 8 2 0 8 5'), read by its label: a name, a birth date, a phone, an identity
   * number, a unit or a meter's read (decision 080). Returns its end, or -1.
   */
  private spacedFormValue(i: number): number {
    const s = this.s;
    const p = this.skipBlanks(i + 1);
    if (p - i > 4 || !isAlnum(s.charCodeAt(p)) || s.charCodeAt(p + 1) !== 32 || isBlank(s.charCodeAt(p + 2))) return -1;
    let q = p;
    let chars = 0;
    let digits = 0;
    let letters = 0;
    let end = p;
    while (q < this.n && q - p < 80) {
      const c = s.charCodeAt(q);
      if (c === 10 || c === 13 || isAlnum(s.charCodeAt(q + 1))) break;
      if (isDigit(c)) digits++;
      else if (isAlpha(c)) letters++;
      else if (!(c === 47 || c === 46 || c === 45)) break;
      chars++;
      end = q + 1;
      let g = q + 1;
      while (s.charCodeAt(g) === 32 && g - q <= 3) g++;
      if (g - q - 1 > 3 || g === q + 1) break;
      q = g;
    }
    if (chars < 3 || (letters > 0 && digits > 0)) return -1;
    // the label, its letters run together ('I D  No .' is 'idno')
    let a = i;
    while (a > 0 && s.charCodeAt(a - 1) !== 10 && !(s.charCodeAt(a - 1) === 32 && s.charCodeAt(a - 2) === 32 && s.charCodeAt(a - 3) === 32) && i - a < 48) a--;
    let label = '';
    for (let k = a; k < i; k++) if (isAsciiLetter(s.charCodeAt(k))) label += String.fromCharCode(s.charCodeAt(k) | 32);
    let cat = -1;
    if (letters >= 3 && label.endsWith('name')) cat = CAT.person_name;
    else if (digits >= 6 && (label.includes('birth') || label === 'dob')) cat = CAT.dob;
    else if (digits >= 9 && digits <= 13 && (label === 'cell' || label.includes('phone') || label === 'tel' || label === 'mobile')) cat = CAT.phone;
    else if (digits >= 9 && (label === 'idno' || label === 'id' || label === 'idnumber' || label === 'ssn')) cat = CAT.ssn;
    else if (digits >= 1 && digits <= 4 && (label === 'unit' || label === 'apt' || label === 'flat' || label === 'room' || label === 'roomno')) cat = CAT.unit_number;
    else if (digits >= 3 && label.includes('reading') && s.charCodeAt(end) === 32 && this.unit(this.skipBlanks(end) - 1) > 0 && this.unitCat === CAT.energy) cat = CAT.energy;
    if (cat < 0 || !this.on[cat]) return -1;
    return this.hit(p, end, cat);
  }

  /** 'Witnessed: Olumide Adebayo', 'Hôte : Nadia Haddad', 'Resident(s): X & Y': a label, then a name with evidence. */
  private labelName(i: number): number {
    const s = this.s;
    let b = i;
    if (s.charCodeAt(b - 1) === 32) b--; // French spacing: 'Hôte : …'
    if (s.charCodeAt(b - 1) === 41) {
      // 'Resident(s):', 'Full name (Last, First):'
      let k = b - 1;
      while (k > b - 24 && s.charCodeAt(k) !== 40) k--;
      if (s.charCodeAt(k) !== 40) return -1;
      b = k;
      if (s.charCodeAt(b - 1) === 32) b--;
    }
    // '[3/11/26, 7:42 pm] Aroha Ngata: Kia ora team': a chat message after its speaker, where a capitalised first
    // word is a greeting or a reply, not a name (decision 078)
    if (b === this.speakerEnd) return -1;
    let a = b;
    while (a > b - 20 && isAlpha(s.charCodeAt(a - 1))) a--;
    if (a === b || NOT_PERSON_LABELS.has(s, a, b)) return -1;
    const p = this.skipBlanks(i + 1);
    if (!isUpper(s.charCodeAt(p))) return -1;
    // 'FIRST NAME(S): ADAEZE': a label that asks for a name needs no other evidence
    // ('Name of Member :', 'Name of Owner:': a form's label that begins 'Name of' asks for a name; decision 080, amendment)
    const asksName = (b - a <= 12 && (this.lookup(this.hashOf(a, b), a, b - a) & (K_NAME | K_NAME_COLON)) !== 0) || (s.charCodeAt(a - 1) === 32 && this.startsWithLower(a - 8, 'name of') && !isAlpha(s.charCodeAt(a - 9)));
    return this.contextName(p, asksName, asksName);
  }

  /** MAC (6 or 8 hex pairs, or Cisco dotted) or IPv6 starting at i. Returns the end or -1. */
  private network(i: number): number {
    const prev = this.s.charCodeAt(i - 1);
    if (isWordChar(prev) || prev === 46 || (prev === 58 && !isAlpha(this.s.charCodeAt(i - 2)))) return -1;
    let e = this.mac(i);
    if (e > 0) {
      this.emit(i, e, CAT.mac_address);
      this.lastValueEnd = e;
      return e;
    }
    e = this.ipv6(i);
    if (e > 0) {
      this.emit(i, e, CAT.ip_address);
      this.lastValueEnd = e;
      return e;
    }
    return -1;
  }

  private mac(i: number): number {
    const s = this.s;
    const sep = s.charCodeAt(i + 2);
    if ((sep === 58 || sep === 45) && isHex(s.charCodeAt(i)) && isHex(s.charCodeAt(i + 1))) {
      let groups = 1;
      let p = i + 2;
      while (groups < 8 && s.charCodeAt(p) === sep && isHex(s.charCodeAt(p + 1)) && isHex(s.charCodeAt(p + 2))) {
        groups++;
        p += 3;
      }
      const after = s.charCodeAt(p);
      if ((groups === 6 || groups === 8) && !isAlnum(after) && !(after === sep && isHex(s.charCodeAt(p + 1)))) return p;
      return -1;
    }
    // Cisco style: 0a1b.2c3d.4e5f
    if (s.charCodeAt(i + 4) === 46 && s.charCodeAt(i + 9) === 46) {
      for (const base of [i, i + 5, i + 10]) for (let k = 0; k < 4; k++) if (!isHex(s.charCodeAt(base + k))) return -1;
      const after = s.charCodeAt(i + 14);
      if (!isAlnum(after) && !(after === 46 && isAlnum(s.charCodeAt(i + 15)))) return i + 14;
    }
    return -1;
  }

  private ipv6(i: number): number {
    const s = this.s;
    let p = i;
    let groups = 0;
    let double = false;
    let digit = false;
    if (s.charCodeAt(p) === 58) {
      if (s.charCodeAt(p + 1) !== 58) return -1;
      double = true;
      p += 2;
    }
    let end = p;
    while (groups < 9) {
      const gs = p;
      while (isHex(s.charCodeAt(p)) && p - gs < 5) {
        if (isDigit(s.charCodeAt(p))) digit = true;
        p++;
      }
      const len = p - gs;
      if (len === 0) break;
      if (len > 4) return -1;
      // embedded IPv4 tail: ::ffff:192.168.1.10
      if (s.charCodeAt(p) === 46 && (double || groups === 6)) {
        const v4 = this.ipv4End(gs);
        if (v4 < 0) return -1;
        groups += 2;
        end = v4;
        p = v4;
        break;
      }
      groups++;
      end = p;
      if (s.charCodeAt(p) === 58) {
        if (s.charCodeAt(p + 1) === 58) {
          if (double) return -1;
          double = true;
          p += 2;
          end = p;
          continue;
        }
        if (isHex(s.charCodeAt(p + 1))) {
          p++;
          continue;
        }
      }
      break;
    }
    if (!digit) return -1;
    if (double ? groups > 7 || groups === 0 : groups !== 8) return -1;
    if (!double && groups < 8) return -1;
    const after = s.charCodeAt(end);
    if (isAlnum(after) || after === 58) return -1;
    // zone index or prefix length: fe80::1%eth0, 2001:db8::/32
    if (after === 47 && isDigit(s.charCodeAt(end + 1))) {
      let q = end + 1;
      while (isDigit(s.charCodeAt(q)) && q - end <= 3) q++;
      return q;
    }
    return end;
  }

  /** End of a dotted-quad IPv4 address starting at i, or -1. */
  private ipv4End(i: number): number {
    const s = this.s;
    let p = i;
    for (let octet = 0; octet < 4; octet++) {
      if (octet > 0) {
        if (s.charCodeAt(p) !== 46) return -1;
        p++;
      }
      const os = p;
      let v = 0;
      while (isDigit(s.charCodeAt(p)) && p - os < 4) v = v * 10 + s.charCodeAt(p++) - 48;
      if (p === os || p - os > 3 || v > 255) return -1;
    }
    const after = s.charCodeAt(p);
    if (isAlnum(after) || (after === 46 && isDigit(s.charCodeAt(p + 1)))) return -1;
    return p;
  }

  // ---------------------------------------------------------------- numbers

  private money(i: number): number {
    // '$1,249.99', '€ 300': a price; skip the amount so it is never read as anything else
    let p = i + 1;
    const s = this.s;
    if (isBlank(s.charCodeAt(p))) p++;
    if (!isDigit(s.charCodeAt(p))) return i + 1;
    while (isDigit(s.charCodeAt(p)) || ((s.charCodeAt(p) === 44 || s.charCodeAt(p) === 46) && isDigit(s.charCodeAt(p + 1)))) p++;
    this.lastValueEnd = p;
    return p;
  }

  private plus(i: number): number {
    const s = this.s;
    if (!isDigit(s.charCodeAt(i + 1)) || isAlnum(s.charCodeAt(i - 1))) return i + 1;
    const e = this.internationalPhone(i);
    if (e > 0) {
      this.emit(i, e, CAT.phone);
      this.lastValueEnd = e;
      return e;
    }
    return i + 1;
  }

  /** '+44 20 7946 0958', '+1 (555) 123-4567', '+49-30-1234567', '+33 1 23 45 67 89', '+15551234567'. */
  private internationalPhone(i: number): number {
    const s = this.s;
    let p = i + 1;
    let digits = 0;
    let groups = 0;
    let end = -1;
    while (groups < 8) {
      let paren = false;
      if (s.charCodeAt(p) === 40) {
        paren = true;
        p++;
      }
      const gs = p;
      while (isDigit(s.charCodeAt(p)) && p - gs < 15) p++;
      if (p === gs) return -1;
      digits += p - gs;
      groups++;
      if (paren) {
        if (s.charCodeAt(p) !== 41) return -1;
        p++;
      }
      end = p;
      if (digits > 15) return -1;
      const c = s.charCodeAt(p);
      if ((c === 32 || c === 45 || c === 46) && (isDigit(s.charCodeAt(p + 1)) || s.charCodeAt(p + 1) === 40)) {
        p++;
        continue;
      }
      if (c === 40 || (paren && isDigit(c))) continue;
      break;
    }
    if (digits < 8 || digits > 15) return -1;
    const after = s.charCodeAt(end);
    if (isAlnum(after) || ((after === 46 || after === 45) && isDigit(s.charCodeAt(end + 1)))) return -1;
    return end;
  }

  /** '(555) 123-4567' and '(555)123-4567'. */
  private paren(i: number): number {
    const e = this.parenPhone(i);
    if (e > 0) {
      this.emit(i, e, CAT.phone);
      this.lastValueEnd = e;
      return e;
    }
    if (this.on[CAT.building_id]) {
      const g = this.glossedCodeEnd(i);
      if (g > 0) return this.hit(i + 1, g, CAT.building_id);
    }
    return i + 1;
  }

  /**
   * 'the Stadhuis (GEB-014)', 'Boiler House (BH-2)': a code in brackets after a capitalised name is that building's
   * (decision 080, amendment), when its prefix names no plant, sensor, document or BACNet object; its end, or -1. An
   * acronym without a digit ('(BMS)') is the name's short form, not a code.
   */
  private glossedCodeEnd(i: number): number {
    const s = this.s;
    // ('Thi Ngoc Anh Pham (ASR-1183)': after a person's name, the person's accreditation or staff number)
    if (s.charCodeAt(i - 1) !== 32 || !isAlpha(s.charCodeAt(i - 2)) || this.lastNameEnd === i - 1) return -1;
    const ws = this.wordStartBefore(i - 1);
    if (!isUpper(s.charCodeAt(ws))) return -1;
    let k = i + 1;
    while (isUpper(s.charCodeAt(k)) && k - i <= 6) k++;
    if (k - i - 1 < 2 || s.charCodeAt(k) !== 45) return -1;
    let e = k + 1;
    let digit = false;
    while (e - i < 16 && (isUpper(s.charCodeAt(e)) || isDigit(s.charCodeAt(e)) || (s.charCodeAt(e) === 45 && isAlnum(s.charCodeAt(e + 1))))) {
      if (isDigit(s.charCodeAt(e))) digit = true;
      e++;
    }
    if (!digit || s.charCodeAt(e) !== 41) return -1;
    if (HVAC_PREFIXES.has(s, i + 1, k) || SENSOR_PREFIXES.has(s, i + 1, k) || DOCUMENT_PREFIXES.has(s, i + 1, k) || BACNET_OBJECT_TYPES.has(s, i + 1, k)) return -1;
    return e;
  }

  private parenPhone(i: number): number {
    const s = this.s;
    if (isAlnum(s.charCodeAt(i - 1))) return -1;
    // '(02) 9555 0111', '(01) 555 0199', '(0161) 496 0754': a trunk-prefixed area code
    if (s.charCodeAt(i + 1) === 48) {
      let k = i + 2;
      while (isDigit(s.charCodeAt(k)) && k - i <= 5) k++;
      if (s.charCodeAt(k) === 41 && s.charCodeAt(k + 1) === 32 && isDigit(s.charCodeAt(k + 2))) {
        const area = k - i - 1;
        let q = k + 2;
        let digits = 0;
        let end = -1;
        for (let g = 0; g < 3; g++) {
          const gs = q;
          while (isDigit(s.charCodeAt(q)) && q - gs < 5) q++;
          if (q - gs < 3) break;
          digits += q - gs;
          end = q;
          if ((s.charCodeAt(q) === 32 || s.charCodeAt(q) === 45) && isDigit(s.charCodeAt(q + 1))) q++;
          else break;
        }
        if (end > 0 && area + digits >= 9 && area + digits <= 11 && !isAlnum(s.charCodeAt(end))) return end;
      }
    }
    // '(11) 98765-4321', '(21) 3456-7890': a Brazilian area code and a subscriber of eight or nine digits (decision 080)
    if (s.charCodeAt(i + 3) === 41 && isDigit(s.charCodeAt(i + 1)) && isDigit(s.charCodeAt(i + 2)) && s.charCodeAt(i + 1) !== 48 && s.charCodeAt(i + 4) === 32) {
      let q = i + 5;
      while (isDigit(s.charCodeAt(q)) && q - i < 10) q++;
      const head = q - i - 5;
      if ((head === 4 || head === 5) && s.charCodeAt(q) === 45 && isDigit(s.charCodeAt(q + 1)) && isDigit(s.charCodeAt(q + 2)) && isDigit(s.charCodeAt(q + 3)) && isDigit(s.charCodeAt(q + 4)) && !isAlnum(s.charCodeAt(q + 5))) return q + 5;
    }
    for (let k = 1; k <= 3; k++) if (!isDigit(s.charCodeAt(i + k))) return -1;
    if (s.charCodeAt(i + 4) !== 41) return -1;
    let p = i + 5;
    if (isBlank(s.charCodeAt(p))) p++;
    for (let k = 0; k < 3; k++) if (!isDigit(s.charCodeAt(p + k))) return -1;
    p += 3;
    const sep = s.charCodeAt(p);
    if (sep === 45 || sep === 46 || sep === 32) p++;
    for (let k = 0; k < 4; k++) if (!isDigit(s.charCodeAt(p + k))) return -1;
    p += 4;
    if (isAlnum(s.charCodeAt(p)) || ((s.charCodeAt(p) === 45 || s.charCodeAt(p) === 46) && isDigit(s.charCodeAt(p + 1)))) return -1;
    return p;
  }

  /** Whether groups of exactly these lengths, each after one space, start at p and nothing alphanumeric follows. */
  private groupsOf(p: number, lengths: readonly number[]): boolean {
    const s = this.s;
    for (const n of lengths) {
      if (s.charCodeAt(p) !== 32) return false;
      for (let k = 1; k <= n; k++) if (!isDigit(s.charCodeAt(p + k))) return false;
      p += n + 1;
    }
    const c = s.charCodeAt(p);
    return !isAlnum(c) && !((c === 32 || c === 44 || c === 46) && isDigit(s.charCodeAt(p + 1)));
  }

  /** Reads up to 8 digit groups joined by single separators (- . / space) into the scratch arrays. */
  private groups(i: number): number {
    const s = this.s;
    let p = i;
    let count = 0;
    while (count < 8) {
      const gs = p;
      while (isDigit(s.charCodeAt(p)) && p - gs < 20) p++;
      this.gs[count] = gs;
      this.ge[count] = p;
      count++;
      if (isDigit(s.charCodeAt(p))) break;
      const c = s.charCodeAt(p);
      if ((c === 45 || c === 46 || c === 47 || c === 32) && isDigit(s.charCodeAt(p + 1))) {
        this.sep[count - 1] = c;
        p++;
        continue;
      }
      break;
    }
    return count;
  }

  private glen(k: number): number {
    return this.ge[k] - this.gs[k];
  }

  private gval(k: number): number {
    let v = 0;
    for (let p = this.gs[k]; p < this.ge[k]; p++) v = v * 10 + this.s.charCodeAt(p) - 48;
    return v;
  }

  private number(i: number): number {
    const s = this.s;
    let j = i;
    while (isDigit(s.charCodeAt(j))) j++;
    const d = j - i;
    const prev = s.charCodeAt(i - 1);
    // the fraction of a decimal, the tail of a thousands group or of a code: already decided
    if ((prev === 46 || ((prev === 44 || prev === 39 || prev === 0x2019) && d === 3)) && isDigit(s.charCodeAt(i - 2))) return j;
    if (isAlpha(prev)) return this.compound(i);
    const nx = s.charCodeAt(j);
    // '4l 208 kWh', '40 0O4 kWh': a scanned reading with letters for digits (decision 076)
    if ((isOcrDigit(nx) && !isAlpha(s.charCodeAt(j + 1))) || (nx === 32 && (isOcrDigit(s.charCodeAt(j + 2)) || isOcrDigit(s.charCodeAt(j + 3))) && isDigit(s.charCodeAt(j + 1)))) {
      const e = this.ocrQuantity(i);
      if (e > 0) return e;
    }
    // 'Jan: 41,204 kWh; Feb: 39,880; Mar: 40,112': monthly figures in a series after an energy one (decision 077)
    // ('May 3 was the peak', 'Feb 2024 was colder': a day has one or two digits, a year four, and no decimals)
    if (prev === 32 && i - this.lastEnergyEnd <= 16 && ((d >= 3 && !(d === 4 && this.recentYearAt(i) && !isDigit(s.charCodeAt(j + 1)))) || ((nx === 46 || nx === 44) && isDigit(s.charCodeAt(j + 1))) || (isBlank(nx) && isDigit(s.charCodeAt(j + 1)) && isDigit(s.charCodeAt(j + 3)) && !isAlnum(s.charCodeAt(j + 4)))) && this.monthSeriesBefore(i - 1)) {
      const e = this.plainQuantityEnd(i);
      if (!(isBlank(s.charCodeAt(e)) && this.unit(e) > 0 && this.unitCat !== CAT.energy) && s.charCodeAt(e) !== 37) return this.hit(i, e, CAT.energy);
    }
    // '23/F', '14F, 1-5-1 Marunouchi': a floor written the Hong Kong or Japanese way (decision 073)
    if (d <= 2 && (nx === 47 || nx === 70) && !isAlnum(prev) && this.on[CAT.unit_number]) {
      const f = nx === 47 ? j + 1 : j;
      // ('12F, Marunouchi Centre Building': before a building's name; decision 080)
      if (s.charCodeAt(f) === 70 && !isAlnum(s.charCodeAt(f + 1)) && (nx === 47 || (s.charCodeAt(f + 1) === 44 && s.charCodeAt(f + 2) === 32 && (this.houseNumberAt(f + 3) || this.buildingNameAt(f + 3))))) return this.hit(i, f + 1, CAT.unit_number);
    }

    // '18º andar', 'al 4° piano', '3ª planta': an ordinal floor written with the ordinal indicator, or with the degree
    // sign Italians type for it, before a floor word; not a temperature (decision 080)
    if (d <= 2 && (nx === 0xba || nx === 0xb0 || nx === 0xaa) && isBlank(s.charCodeAt(j + 1)) && this.on[CAT.unit_number]) {
      let e = j + 2;
      while (isAlpha(s.charCodeAt(e)) && e - j < 12) e++;
      if (e > j + 2 && !isAlnum(s.charCodeAt(e)) && FLOOR_WORDS_AFTER_ORDINAL.has(s, j + 2, e)) return this.hit(i, j + 1, CAT.unit_number);
    }
    // '2. OG', '101동 1203호', '8栋2单元1502室' (decision 080, amendment; kept out of this function's body, which is hot)
    if ((nx === 46 && d <= 2 && s.charCodeAt(j + 1) === 32) || nx >= 0x5143) {
      const e = this.placeAfterNumber(i, j, d, prev);
      if (e > 0) return e;
    }
    // '15階': a floor in Japanese (decision 080)
    if (nx === 0x968e && d <= 3 && this.on[CAT.unit_number]) return this.hit(i, j, CAT.unit_number);
    // '3号館', '2号棟': a building's number before the Japanese building words (decision 080)
    if (nx === 0x53f7 && d <= 2 && (s.charCodeAt(j + 1) === 0x9928 || s.charCodeAt(j + 1) === 0x68df) && this.on[CAT.building_id]) return this.hit(i, j, CAT.building_id);
    // Network addresses and times: 10.0.0.1, 00:1a:…, 2001:db8::1, 14:32:07
    if (nx === 58) {
      // '14:32' or '14:32:07' (not followed by more hex groups) is a time: no need to try MAC and IPv6.
      if (d <= 2 && isDigit(s.charCodeAt(j + 1)) && isDigit(s.charCodeAt(j + 2))) {
        const c3 = s.charCodeAt(j + 3);
        if (!isHex(c3) && c3 !== 58) return this.skipTime(j);
        if (c3 === 58 && isDigit(s.charCodeAt(j + 4)) && isDigit(s.charCodeAt(j + 5)) && !isHex(s.charCodeAt(j + 6)) && s.charCodeAt(j + 6) !== 58) return this.skipTime(j);
      }
      const e = this.network(i);
      if (e > 0) return e;
      return this.skipTime(j);
    }
    if (nx === 46 && d <= 3 && isDigit(s.charCodeAt(j + 1))) {
      const e = this.ipv4End(i);
      if (e > 0 && !isAlnum(prev) && prev !== 46) {
        if (this.ctxApplies(K_VERSION, i)) return this.skipChain(i);
        let end = e;
        // CIDR suffix: 10.0.0.0/24
        if (s.charCodeAt(e) === 47 && isDigit(s.charCodeAt(e + 1))) {
          end = e + 1;
          while (isDigit(s.charCodeAt(end)) && end - e <= 2) end++;
        }
        this.emit(i, end, CAT.ip_address);
        this.lastValueEnd = end;
        return end;
      }
    }
    if ((isHex(nx) && !isDigit(nx) && d <= 4) || (nx === 46 && d === 4 && isHex(s.charCodeAt(j + 1)))) {
      const e = this.network(i);
      if (e > 0) return e;
    }
    // '3. OG', '2. Obergeschoss', '4. Stock', '1. Etage': a German floor (decision 072)
    if (nx === 46 && d <= 2 && s.charCodeAt(j + 1) === 32 && isUpper(s.charCodeAt(j + 2)) && this.germanFloorWord(j + 2)) {
      this.emit(i, j, CAT.unit_number);
      this.lastValueEnd = j;
      return j;
    }
    if (nx === 45 && d === 2) {
      const e = this.network(i);
      if (e > 0) return e;
    }

    // 'Bâtiment 4': a building word the trigger table cannot hold (its second letter is not ASCII), read back
    // from the number (decision 076)
    if (prev === 32 && d <= 4 && !isAlnum(nx) && !((nx === 46 || nx === 44) && isDigit(s.charCodeAt(j + 1))) && this.compoundKeywordBefore(i) === K_BUILDING && this.on[CAT.building_id]) {
      return this.hit(i, j, CAT.building_id);
    }
    // 'PO Box 5521, Leeds LS1 9BB', 'GPO Box 4189, Sydney NSW 2001', 'Private Bag 92019': a post-office box (decision 071)
    if (prev === 32 && ((s.charCodeAt(i - 2) | 32) === 120 || (s.charCodeAt(i - 2) | 32) === 103) && d <= 6) {
      const e = this.postBox(i, j);
      if (e > 0) return e;
    }
    // 'Friedrichstraße 118, 10117 Berlin', 'Keizersgracht 452, 1016 GD Amsterdam': the number after the street
    if (prev === 32 && d <= 4 && (isLower(s.charCodeAt(i - 2)) || (s.charCodeAt(i - 2) === 46 && (s.charCodeAt(i - 3) | 32) === 114))) {
      const e = this.continentalAddress(i, j);
      if (e > 0) return e;
    }
    // 'Hiranandani Gardens, Powai, Mumbai 400076': a postcode ending a chain of place names ('…, Hamilton QLD
    // 4007' after a state code).
    if ((d === 6 || d === 4 || d === 5) && prev === 32 && (isLower(s.charCodeAt(i - 2)) || this.stateCodeBefore(i - 1))) {
      const e = this.addressBeforePostcode(i);
      if (e > 0) return e;
    }
    // '…, Sandyford Business Park, Dublin 18': a Dublin postal district ends the chain as a postcode does
    if (d <= 2 && prev === 32 && i >= 7 && this.lower(i - 7, i - 1) === 'dublin' && !isAlnum(s.charCodeAt(j + (s.charCodeAt(j) === 87 ? 1 : 0)))) {
      const e = this.addressBeforePostcode(i, s.charCodeAt(j) === 87 ? j + 1 : j);
      if (e > 0) return e;
    }
    // '#12-03': a Singapore unit (floor and unit) on its own (decision 071)
    if (prev === 35 && d === 2 && s.charCodeAt(j) === 45 && isDigit(s.charCodeAt(j + 1)) && !isAlnum(s.charCodeAt(i - 2)) && !this.recordWordBefore(i - 1)) {
      let e = j + 1;
      while (isDigit(s.charCodeAt(e)) && e - j <= 5) e++;
      if (e - j >= 3 && e - j <= 5 && !isAlnum(s.charCodeAt(e)) && !(s.charCodeAt(e) === 45 && isDigit(s.charCodeAt(e + 1)))) return this.hit(i - 1, e, CAT.unit_number);
    }
    const sc = s.charCodeAt(j);
    // '318.442.907-15': a Brazilian CPF, by its punctuation (decision 080)
    if (d === 3 && sc === 46 && prev !== 46 && !isDigit(prev) && this.on[CAT.ssn]) {
      const e = this.cpfEnd(j);
      if (e > 0) return this.hit(i, e, CAT.ssn);
    }
    // 'Av. Paulista, 1842, Bela Vista, São Paulo - SP, 01310-200': a Brazilian street, a comma, its number (decision 080)
    if (prev === 32 && s.charCodeAt(i - 2) === 44 && isAlpha(s.charCodeAt(i - 3)) && d <= 5 && (sc === 44 || isBlank(sc) || sc === 10) && this.on[CAT.address]) {
      const a = this.streetNameStart(this.wordStartBefore(i - 2), i - 2);
      if (a >= 0 && STREET_TYPES_FIRST.has(s, a, this.wordEndAfter(a))) return this.emitAddress(a, this.brazilianPostcodeEnd(j));
    }
    // Quantities with thousands separators or a decimal comma: '40 814 kWh', '1.204.550 kWh', '21,5 °C'.
    if (d <= 3 && (sc === 32 || sc === 46 || sc === 44 || sc === 39 || sc === 0x2019) && isDigit(s.charCodeAt(j + 1))) {
      const e = this.groupedQuantity(i, j, prev);
      if (e > 0) return e;
    }
    // An account number ('account 41234567', 'A/c No. 50100234567891') or a national id after its name.
    if (this.ctx & K_ACCOUNT && this.ctxApplies(K_ACCOUNT, i) && this.on[CAT.long_number]) {
      const e = this.digitGroupsEnd(i, 6);
      if (e > 0) return this.hit(i, e, CAT.long_number);
    }
    if (this.ctx & K_SSN && (d === 3 || d === 4) && this.ctxApplies(K_SSN, i)) {
      const e = this.nationalIdAfterContext(i, j);
      if (e > 0) return this.hit(i, e, CAT.ssn);
    }
    // French numbers: '06 12 34 56 78', '01.42.68.53.00' (a trunk '0' and four pairs; decision 071)
    if (d === 2 && s.charCodeAt(i) === 48 && s.charCodeAt(i + 1) !== 48 && (sc === 32 || sc === 46) && !(prev === sc && isDigit(s.charCodeAt(i - 2))) && this.on[CAT.phone]) {
      let e = j;
      let pairs = 0;
      while (pairs < 4 && s.charCodeAt(e) === sc && isDigit(s.charCodeAt(e + 1)) && isDigit(s.charCodeAt(e + 2)) && !isDigit(s.charCodeAt(e + 3))) {
        e += 3;
        pairs++;
      }
      if (pairs === 4 && !(s.charCodeAt(e) === sc && isDigit(s.charCodeAt(e + 1)))) return this.hit(i, e, CAT.phone);
    }
    // '0031 10 4127788': an international number dialled with '00' instead of '+' (decision 080)
    if (d >= 3 && d <= 5 && s.charCodeAt(i) === 48 && s.charCodeAt(i + 1) === 48 && s.charCodeAt(i + 2) !== 48 && (sc === 32 || sc === 45) && isDigit(s.charCodeAt(j + 1)) && !isAlnum(prev) && this.on[CAT.phone]) {
      const e = this.internationalPhone(i + 1);
      if (e > 0) return this.hit(i, e, CAT.phone);
    }
    // '080 - 4412 - 9087': a trunk-prefixed number whose groups a form's boxes spaced out (decision 080)
    if (d >= 2 && d <= 4 && sc === 32 && s.charCodeAt(i) === 48 && s.charCodeAt(j + 1) === 45 && s.charCodeAt(j + 2) === 32 && !isAlnum(prev) && this.on[CAT.phone]) {
      let q = j;
      let digits = d;
      let groups = 1;
      while (groups < 4 && s.charCodeAt(q) === 32 && s.charCodeAt(q + 1) === 45 && s.charCodeAt(q + 2) === 32 && isDigit(s.charCodeAt(q + 3))) {
        q += 3;
        const g = q;
        while (isDigit(s.charCodeAt(q))) q++;
        digits += q - g;
        groups++;
      }
      if (groups >= 3 && digits >= 10 && digits <= 11 && !isAlnum(s.charCodeAt(q))) return this.hit(i, q, CAT.phone);
    }
    // '91 345 67 12', '22 654 32 10': a Spanish or Polish landline grouped 2-3-2-2 (decision 080)
    if (d === 2 && sc === 32 && s.charCodeAt(i) !== 48 && !isAlnum(prev) && prev !== 44 && prev !== 46 && this.on[CAT.phone] && this.groupsOf(j, [3, 2, 2])) return this.hit(i, j + 10, CAT.phone);
    // Phones outside North America: '07700 900 481', '0412 555 678', '98765 43210', '1300 555 123'.
    // ('UPS 1Z 999 AA1 01 2345 6784': the end of a tracking or reference code whose groups mix letters and
    // digits is no phone; decision 077)
    if (d >= 2 && d <= 5 && (sc === 32 || sc === 45) && isDigit(s.charCodeAt(j + 1)) && this.on[CAT.phone] && !this.mixedCodeBefore(i)) {
      const e = this.trunkPhone(i);
      if (e > 0) return this.hit(i, e, CAT.phone);
    }
    // '12 / 05 / 1979' after 'date of birth' (or '1992 / 07 / 23', the year first; decision 080)
    if ((d <= 2 || d === 4) && s.charCodeAt(j) === 32 && s.charCodeAt(j + 1) === 47 && this.ctxApplies(K_DOB, i)) {
      const e = this.spacedDate(i, j);
      if (e > 0) return this.hit(i, e, CAT.dob);
    }

    // '1-6-5 Marunouchi, Chiyoda-ku, Tokyo 100-0005': a Japanese block address, its ward and postcode (decision 080)
    if (d <= 2 && sc === 45 && isDigit(s.charCodeAt(j + 1)) && !isAlnum(prev) && prev !== 45 && this.on[CAT.address]) {
      const e = this.japaneseBlockAddress(j);
      if (e > 0) return this.emitAddress(i, e);
    }
    // '29-50 Northern Blvd' (Queens), '3/45 Beach Road' (unit / house number)
    if (d <= 3 && (sc === 45 || sc === 47) && isDigit(s.charCodeAt(j + 1)) && prev !== 45 && prev !== 47) {
      let k = j + 1;
      while (isDigit(s.charCodeAt(k)) && k - j <= 4) k++;
      // ('31-14 30th Ave': the street may be an ordinal)
      if (k - j <= 4 && s.charCodeAt(k) === 32 && (isUpper(s.charCodeAt(k + 1)) || isDigit(s.charCodeAt(k + 1)))) {
        const e = this.address(i, k);
        if (e > 0) return e;
      }
    }

    // 'CHWS/CHWR 6.7/12.1 °C', 'supply/return 45/38 C', '18-19 degrees': two readings before one
    // temperature unit (decision 074)
    // (a bare 'C' or 'F' only with a temperature word before: '12/11 C block', 'Section 4-2 C' are not)
    if ((sc === 45 || sc === 47 || sc === 46 || sc === 44) && d <= 3 && isDigit(s.charCodeAt(j + 1)) && this.on[CAT.temperature] && this.pairJoinAfter(i, j) && !(this.ctx & K_OFFSET && this.ctxApplies(K_OFFSET, i))) {
      const e1 = this.plainQuantityEnd(i);
      if (e1 - i <= 6 && (s.charCodeAt(e1) === 45 || s.charCodeAt(e1) === 47) && isDigit(s.charCodeAt(e1 + 1))) {
        const e2 = this.plainQuantityEnd(e1 + 1);
        const u = e2 - e1 <= 6 ? this.unit(e2) : -1;
        const bare = u > 0 && isAlpha(s.charCodeAt(u - 1)) && (s.charCodeAt(u - 2) === 32 || isDigit(s.charCodeAt(u - 2)));
        if (u > 0 && this.unitCat === CAT.temperature && (!bare || this.ctxApplies(K_TEMP, i)) && !this.differenceAfter(u)) {
          this.emit(i, e1, CAT.temperature);
          this.emit(e1 + 1, u, CAT.temperature);
          this.lastValueEnd = u;
          return u;
        }
      }
    }
    // 'peak 310–335 kW', '1 100-1 240 kWh': a range read whole before it is taken for a structured number
    if (sc === 45 && d <= 3 && isDigit(s.charCodeAt(j + 1)) && this.on[CAT.energy]) {
      const e = this.plainQuantityEnd(i);
      if (this.energyRangeAfter(e, e - i)) {
        this.emit(i, e, CAT.energy);
        this.lastValueEnd = e;
        return e;
      }
    }
    // Structured numbers: phones, SSNs, cards, dates.
    const count = this.groups(i);
    if (count >= 2) {
      const e = this.structured(i, count);
      if (e > 0) return e;
      if (e === -2) return this.skipChain(i);
    }

    // Quantities with units: 72°F, -5 °C, 1,234.5 kWh, 450 kW.
    let q = j;
    if (d <= 3) while (s.charCodeAt(q) === 44 && isDigit(s.charCodeAt(q + 1)) && isDigit(s.charCodeAt(q + 2)) && isDigit(s.charCodeAt(q + 3)) && !isDigit(s.charCodeAt(q + 4))) q += 4;
    if (s.charCodeAt(q) === 46 && isDigit(s.charCodeAt(q + 1))) {
      q++;
      while (isDigit(s.charCodeAt(q))) q++;
    }
    const signed = (prev === 45 || prev === 43 || prev === 0x2212) && !isAlnum(s.charCodeAt(i - 2)) ? i - 1 : i;
    const unitEnd = this.unit(q);
    if (unitEnd > 0) {
      const cat = this.unitCat;
      if ((cat === CAT.temperature && (this.ctxApplies(K_OFFSET, i) || this.differenceAfter(unitEnd))) || (cat === CAT.energy && this.rating(i, unitEnd))) {
        this.lastValueEnd = unitEnd; // 'offset 0.4 deg': a difference, not a reading; 'Capacity 12 kW': a rating
        return unitEnd;
      }
      this.emit(cat === CAT.temperature ? signed : i, unitEnd, cat);
      this.lastValueEnd = unitEnd;
      if (cat === CAT.temperature) this.lastTempEnd = unitEnd;
      return this.unitOnNextLine ? q : unitEnd;
    }
    const after = s.charCodeAt(q);
    if (after === 37) {
      this.lastValueEnd = q + 1;
      return q + 1; // a percentage
    }
    if (isAlpha(after)) {
      // '221B Baker Street', or a code such as '48TC-D08', '4th', '10am'
      if (d <= 5 && isUpper(after) && !isAlpha(s.charCodeAt(q + 1)) && isBlank(s.charCodeAt(q + 1))) {
        const e = this.address(i, q + 1);
        if (e > 0) return e;
      }
      if (d <= 2 && this.isOrdinal(j) && this.ctxApplies(K_DOB, i)) {
        const e = this.writtenDateFromDay(i, j);
        if (e > 0) return this.hit(i, e, CAT.dob);
      }
      // '7e étage', '1er étage', '3ème étage' (decision 071)
      if (d <= 2 && (after === 101 || after === 0xe8)) {
        const e = after === 0xe8 ? (this.lower(q, q + 3) === 'ème' ? q + 3 : -1) : s.charCodeAt(q + 1) === 114 ? q + 2 : q + 1;
        if (e > 0 && s.charCodeAt(e) === 32 && (this.lower(e + 1, e + 6) === 'étage' || this.lower(e + 1, e + 9) === 'sous-sol') && !isAlpha(s.charCodeAt(e + (s.charCodeAt(e + 1) === 0xe9 || s.charCodeAt(e + 1) === 0xc9 ? 6 : 9)))) {
          this.emit(i, e, CAT.unit_number);
          this.lastValueEnd = e;
          return e;
        }
      }
      if (d <= 3 && this.isOrdinal(j)) {
        // '28th Floor', '5th floor': a floor
        if (isBlank(s.charCodeAt(j + 2)) && (this.lower(j + 3, j + 8) === 'floor' ? !isAlpha(s.charCodeAt(j + 8)) : this.floorAbbreviation(j + 3))) this.emit(i, j + 2, CAT.unit_number);
        else {
          // '12th to 15th floor', '3rd and 4th floors', '3rd–5th floor': both ends (decision 074)
          const k = this.ordinalFloorRange(j + 2);
          if (k > 0) {
            this.emit(i, j + 2, CAT.unit_number);
            let e = k;
            while (isDigit(s.charCodeAt(e))) e++;
            this.emit(k, e + 2, CAT.unit_number);
            this.lastValueEnd = e + 2;
            return e + 2;
          }
        }
        this.lastValueEnd = j + 2;
        return j + 2;
      }
      // '48213657K': a Spanish DNI or NIF, by its check letter or named on its line (decision 080)
      if (d === 8 && q === j && isUpper(after) && !isAlnum(s.charCodeAt(q + 1)) && this.on[CAT.ssn] && (this.spanishCheckLetter(i, j, 0) || this.namedOnLine(i, SPANISH_ID_NAMES))) return this.hit(i, q + 1, CAT.ssn);
      // PPS number '1234567T', '7654321WA' after its name
      if (d === 7 && this.ctxApplies(K_SSN, i) && isUpper(after)) {
        let e = q + 1;
        if (isUpper(s.charCodeAt(e))) e++;
        if (!isAlnum(s.charCodeAt(e))) return this.hit(i, e, CAT.ssn);
      }
      return this.compound(i);
    }

    // The first end of a range whose second end carries an energy unit: 'between 310 000 and 335 000 kWh'.
    const a1 = s.charCodeAt(q + 1);
    if ((after === 45 || (after === 32 && (isDigit(a1) || a1 === 97 || a1 === 116 || a1 === 45))) && this.on[CAT.energy]) {
      const e = this.plainQuantityEnd(i);
      if (this.energyRangeAfter(e, e - i)) {
        this.emit(signed, e, CAT.energy);
        this.lastValueEnd = e;
        return e;
      }
    }
    // An energy value after its unit: 'kWh: 1234', 'Total kWh 12,440', 'Energy (kWh): 98 220'.
    // ('EAN electricity 541448820044187301': thirteen digits or more in one run are a supply point's number, no
    // reading; decision 078)
    if (this.ctxApplies(K_ENERGY, i) && this.on[CAT.energy] && !(d >= 13 && !isDigit(s.charCodeAt(j)) && s.charCodeAt(j) !== 46 && s.charCodeAt(j) !== 44)) {
      const e = this.plainQuantityEnd(i);
      // ('Electricity 240 V supply', 'Energy 3 phase': a number with a unit of its own)
      if (isBlank(s.charCodeAt(e)) && (this.electricalUnitAt(e + 1) || this.otherMeasureAt(e + 1))) {
        this.lastValueEnd = e;
        return e;
      }
      // ('Consumption in 2023 was 4 880', 'usage for 12 months 4 880': a year or a count of something else
      // comes between the label and its value, which the label still reaches; decision 073)
      if (e === j && ((d === 4 && (s.charCodeAt(i) === 49 || s.charCodeAt(i) === 50) && (s.charCodeAt(i + 1) === 57 || s.charCodeAt(i + 1) === 48)) || (isBlank(s.charCodeAt(e)) && this.countNounAt(e + 1)))) return e;
      if (this.ctxEnd === this.verbCtxEnd && e - i < 3) return e;
      this.emit(signed, e, CAT.energy);
      this.lastValueEnd = e;
      return e;
    }
    // 'the elec meter at 48211', 'the gas meter was 04120', 'meter @ 48211': a meter, a linking word, a read of
    // three digits or more (decision 077; not a water meter's, not 'meter at 14:00')
    // ('meter @ 48211' in a chat)
    if (d >= 3 && prev === 32 && this.on[CAT.energy] && (isLower(s.charCodeAt(i - 2)) ? this.meterLinkBefore(i - 1) : s.charCodeAt(i - 2) === 64 && s.charCodeAt(i - 3) === 32 && this.meterBefore(i - 2))) {
      const e = this.plainQuantityEnd(i);
      if (!(isBlank(s.charCodeAt(e)) && (this.electricalUnitAt(e + 1) || this.otherMeasureAt(e + 1)))) return this.hit(signed, e, CAT.energy);
    }
    // A setpoint or temperature given without a unit: 'setpoint 72', 'SAT=55.2'.
    // ('thermostat (model TX-400)': the number of a code)
    if (d <= 3 && !this.ctxApplies(K_OFFSET, i) && !(prev === 45 && isAlpha(s.charCodeAt(i - 2))) && (this.ctxApplies(K_TEMP, i) || (i - this.lastTempEnd <= 6 && this.onlyJoinersBetween(this.lastTempEnd, i)) || this.setAfterTemperature(i, d, q))) {
      // 'Setpoint 21,0': one digit after a comma is a decimal comma
      const e = q === j && s.charCodeAt(q) === 44 && isDigit(s.charCodeAt(q + 1)) && !isDigit(s.charCodeAt(q + 2)) ? q + 2 : q;
      this.emit(signed, e, CAT.temperature);
      this.lastValueEnd = e;
      this.lastTempEnd = e;
      return e;
    }

    if (d >= 9) {
      const e = this.longNumber(i, j, q);
      this.lastValueEnd = e;
      return e;
    }

    // House number followed by a street: '42 Wallaby Way', '1600 Pennsylvania Avenue NW', '2145, rue Sherbrooke Est'.
    if (d <= 6 && q === j && (isBlank(after) || after === 44) && prev !== 45 && (prev !== 47 || isDigit(s.charCodeAt(i - 2))) && prev !== 46 && prev !== 35) {
      let e = isBlank(after) ? this.address(i, j) : -1;
      if (e < 0) e = this.frenchAddress(i, j);
      if (e > 0) return e;
    }
    // Written date of birth: '3 March 1985', '14th Feb 1990'.
    if (d <= 2 && this.ctxApplies(K_DOB, i)) {
      const e = this.writtenDateFromDay(i, j);
      if (e > 0) {
        this.emit(i, e, CAT.dob);
        this.lastValueEnd = e;
        return e;
      }
    }
    this.lastValueEnd = q;
    return q;
  }

  /**
   * An energy reading whose digits a scanner's text recognition read partly as letters ('4l 208 kWh', '40 0O4
   * kWh'; decision 076): digit groups holding 'O', 'o', 'l' or 'I' next to a digit, then an energy unit. Emits
   * it and returns its end, or -1.
   */
  private ocrQuantity(i: number): number {
    const s = this.s;
    let q = i;
    let digits = 0;
    let letters = 0;
    while (q - i < 16) {
      const c = s.charCodeAt(q);
      const before = s.charCodeAt(q - 1);
      const after = s.charCodeAt(q + 1);
      if (isDigit(c)) digits++;
      else if (isOcrDigit(c) && (isDigit(before) || isDigit(after)) && !isAlpha(after)) letters++;
      else if ((c === 32 || c === 44 || c === 46) && (isDigit(before) || isOcrDigit(before)) && isDigit(after)) {
        // a thousands group or a decimal part
      } else break;
      q++;
    }
    if (letters === 0 || digits < 2 || letters > digits) return -1;
    const u = this.unit(q);
    if (u < 0 || this.unitCat !== CAT.energy || this.unitOnNextLine) return -1;
    this.emit(i, u, CAT.energy);
    this.lastValueEnd = u;
    return u;
  }

  /** 'Capacity 12 kW', 'rated 7.5 kW': a plant item's rating before the number at i, not energy used (decision 071). */
  /**
   * Whether the power or energy figure [i, e) is a rating, not a reading: after a rating word ('Capacity 12
   * kW', 'motor 7.5 kW'); in BTU or BTU/h, which size an air conditioner ('24 000 BTU'; bills count MMBtu
   * and therms); a power closing a bracket that names a product ('(Easee One, 22 kW)') (decision 073).
   */
  private rating(i: number, e: number): boolean {
    if (this.ratingBefore(i)) return true;
    const s = this.s;
    // 'less than the 7,000 kWh forecast', 'a 400 MWh budget': a planned figure named after it (decision 080)
    if (s.charCodeAt(e) === 32 && isLower(s.charCodeAt(e + 1)) && PLANNED_AFTER.has(s, e + 1, this.wordEndAfter(e + 1))) return true;
    // '2 x 7.1 kW', '1 × 12.5 kW': a count of items of that size on a quote (decision 077)
    if (s.charCodeAt(i - 1) === 32 && (s.charCodeAt(i - 2) === 120 || s.charCodeAt(i - 2) === 0xd7) && s.charCodeAt(i - 3) === 32 && isDigit(s.charCodeAt(i - 4))) return true;
    let u = e;
    while (u > i && isAlpha(s.charCodeAt(u - 1))) u--;
    if (s.charCodeAt(u - 1) === 47) {
      // 'BTU/h'
      u--;
      while (u > i && isAlpha(s.charCodeAt(u - 1))) u--;
    }
    if ((s.charCodeAt(u) | 32) === 98 && (s.charCodeAt(u + 1) | 32) === 116 && (s.charCodeAt(u + 2) | 32) === 117) return true;
    if ((s.charCodeAt(e - 1) | 32) !== 119 || s.charCodeAt(e) !== 41 || s.charCodeAt(i - 1) !== 32 || s.charCodeAt(i - 2) !== 44) return false;
    for (let k = i - 3; k > i - 48 && k >= 0; k--) {
      const c = s.charCodeAt(k);
      if (c === 10 || c === 41) return false;
      if (c === 40) return isUpper(s.charCodeAt(k + 1));
    }
    return false;
  }

  private ratingBefore(i: number): boolean {
    const s = this.s;
    let e = i;
    while ((isBlank(s.charCodeAt(e - 1)) || s.charCodeAt(e - 1) === 58) && i - e < 3) e--;
    // ('Zielwert 2030: 1.050.000 kWh', 'target 2030 of 80 MWh': the year a plan is for, between its word and its figure;
    // decision 080, amendment)
    if (i - e < 3 && this.digitsOnly(e - 4, e) && this.recentYearAt(e - 4) && isBlank(s.charCodeAt(e - 5))) {
      e -= 5;
      while (isBlank(s.charCodeAt(e - 1)) && i - e < 10) e--;
    }
    // 'Potencia contratada P1: 15 kW': a period's code between the words and the figure
    const coded = s.charCodeAt(e) === 58 && isDigit(s.charCodeAt(e - 1)) && isUpper(s.charCodeAt(e - 2)) && s.charCodeAt(e - 3) === 32;
    if (coded) e -= 3;
    let a = e;
    while (isAlpha(s.charCodeAt(a - 1)) && e - a < 12) a--;
    // ('Potencia contratada P1: 4,6 kW  P2: 4,6 kW': the next period's figure after the first one's unit; decision 080)
    let ue = e;
    while (coded && isBlank(s.charCodeAt(ue - 1)) && e - ue < 3) ue--;
    const ua = this.wordStartBefore(ue);
    if (coded && ue - ua >= 2 && ue - ua <= 3 && (s.charCodeAt(ua) | 32) === 107 && (s.charCodeAt(ua + 1) | 32) === 119 && (ue - ua === 2 || (s.charCodeAt(ua + 2) | 32) === 97) && isBlank(s.charCodeAt(ua - 1)) && isDigit(s.charCodeAt(ua - 2)) && i - ua < 14) {
      let n = ua - 2;
      while (n > 0 && (isDigit(s.charCodeAt(n - 1)) || s.charCodeAt(n - 1) === 44 || s.charCodeAt(n - 1) === 46)) n--;
      return this.ratingBefore(n);
    }
    // 'saves about 4,200 kWh', 'a target of roughly 85 MWh', 'saves up to 12 MWh': hedges between the word and
    // the figure (decision 077)
    // ('a budget of 20,000 kWh': 'of' between them too; 'the budget was 400 MWh', 'target is 35 MWh': a copula; decision 078)
    for (let hedges = 0; hedges < 3 && a < e && (HEDGES.has(s, a, e) || COPULAS.has(s, a, e) || (e - a === 2 && this.lower(a, e) === 'of')) && isBlank(s.charCodeAt(a - 1)); hedges++) {
      e = a - 1;
      a = e;
      while (isAlpha(s.charCodeAt(a - 1)) && e - a < 12) a--;
    }
    if (e - a >= 5 && (RATING_WORDS.has(s, a, e) || NOT_A_READING_BEFORE.has(s, a, e))) return true;
    // 'contract demand 650 kW', 'sanctioned load 3,000 kVA', 'Potencia contratada': agreed, not read (decision 076)
    if (e - a >= 4 && DEMAND_WORDS.has(s, a, e) && s.charCodeAt(a - 1) === 32) {
      let w = a - 1;
      while (isAlpha(s.charCodeAt(w - 1)) && a - w < 14) w--;
      if (CONTRACT_WORDS.has(s, w, a - 1)) return true;
    }
    return false;
  }

  /** ' difference', ' rise', ' drop' after a temperature: a difference, not a reading (decision 071). */
  private differenceAfter(e: number): boolean {
    const s = this.s;
    if (s.charCodeAt(e) !== 32) return false;
    let w = e + 1;
    while (isAsciiLetter(s.charCodeAt(w)) && w - e <= 12) w++;
    return w - e > 3 && !isAlpha(s.charCodeAt(w)) && DIFFERENCE_WORDS.has(s, e + 1, w);
  }

  /** Whether ' and 335 000 kWh', ' to 1,450 MWh', '-1 450 kWh' follows e: the other end of a range of energy. */
  private energyRangeAfter(e: number, firstLength: number): boolean {
    const s = this.s;
    let p = e;
    if (s.charCodeAt(p) === 32) p++;
    const c = s.charCodeAt(p);
    if (c === 45) p++;
    else if ((c === 97 && s.charCodeAt(p + 1) === 110 && s.charCodeAt(p + 2) === 100) || (c === 116 && s.charCodeAt(p + 1) === 111)) {
      p += c === 97 ? 3 : 2;
      if (s.charCodeAt(p) !== 32) return false;
      // ' and ' joins a range only after 'between' ('in 2023 and 3 102 MWh' is a year and a quantity)
      if (c === 97 && !this.betweenBefore(e)) return false;
    } else return false;
    if (s.charCodeAt(p) === 32) p++;
    if (!isDigit(s.charCodeAt(p))) return false;
    const q = this.plainQuantityEnd(p);
    // ('Site 3 - 412 kWh': a number two digits shorter than the reading after it is a label's, not a range's
    // first end; decision 077)
    if (this.integerLength(p, q) >= this.integerLength(e - firstLength, e) + 2) return false;
    return q - p <= 16 && this.unit(q) > 0 && this.unitCat === CAT.energy;
  }

  /** Digits of [a, e) before a decimal point or comma that ends it ('12,480.5' has five, '1.204,6' four). */
  private integerLength(a: number, e: number): number {
    const s = this.s;
    let n = 0;
    for (let k = a; k < e; k++) {
      const c = s.charCodeAt(k);
      if (isDigit(c)) n++;
      else if ((c === 46 || c === 44) && e - k <= 3) break;
    }
    return n;
  }

  /** Whether 'between' comes shortly before the number ending at e. */
  private betweenBefore(e: number): boolean {
    const s = this.s;
    let a = e;
    while (a > 0 && e - a < 28 && (isDigit(s.charCodeAt(a - 1)) || s.charCodeAt(a - 1) === 32 || s.charCodeAt(a - 1) === 44 || s.charCodeAt(a - 1) === 46)) a--;
    return a >= 7 && this.lower(a - 7, a) === 'between';
  }

  private onlyJoinersBetween(a: number, b: number): boolean {
    const w = this.lower(a, b).trim();
    // 'setpoint 72 to 74', '68/72': not a comma, which starts a new item ('72°F, 3 rooms')
    return w === '/' || w === '-' || w === 'to' || w === 'and' || w === '→' || w === '->';
  }

  /** A quantity with thousands groups ('40 814', '1.204.550', '1,890') and/or a decimal comma, then a unit. */
  private groupedQuantity(i: number, j: number, prev: number): number {
    const s = this.s;
    let q = j;
    let sep = -1;
    // Indian lakh and crore groups: '48,12,400 kWh', '1,84,220 kWh' (decision 076)
    if (j - i <= 2 && s.charCodeAt(j) === 44) {
      while (s.charCodeAt(q) === 44 && isDigit(s.charCodeAt(q + 1)) && isDigit(s.charCodeAt(q + 2)) && s.charCodeAt(q + 3) === 44 && q - i < 16) q += 3;
      if (q > j && isDigit(s.charCodeAt(q + 1)) && isDigit(s.charCodeAt(q + 2)) && isDigit(s.charCodeAt(q + 3)) && !isDigit(s.charCodeAt(q + 4))) {
        q += 4;
        sep = 44;
      } else q = j;
    }
    while (q - i < 24) {
      const c = s.charCodeAt(q);
      // (an apostrophe groups thousands in Switzerland: "1'204'880 kWh"; decision 076)
      if ((c === 32 || c === 46 || c === 44 || c === 39 || c === 0x2019) && (sep < 0 || c === sep) && isDigit(s.charCodeAt(q + 1)) && isDigit(s.charCodeAt(q + 2)) && isDigit(s.charCodeAt(q + 3)) && !isDigit(s.charCodeAt(q + 4))) {
        sep = c;
        q += 4;
      } else break;
    }
    // decimal part: '.5' or ',5' (a comma only when it is not the thousands separator)
    const c = s.charCodeAt(q);
    if ((c === 44 || c === 46) && c !== sep && isDigit(s.charCodeAt(q + 1))) {
      q++;
      while (isDigit(s.charCodeAt(q)) && q - i < 30) q++;
    }
    if (q === j) return -1;
    const unitEnd = this.unit(q);
    if (unitEnd < 0) return -1;
    const cat = this.unitCat;
    if ((cat === CAT.temperature && (this.ctxApplies(K_OFFSET, i) || this.differenceAfter(unitEnd))) || (cat === CAT.energy && this.rating(i, unitEnd))) {
      this.lastValueEnd = unitEnd;
      return unitEnd;
    }
    const signed = cat === CAT.temperature && (prev === 45 || prev === 43) && !isAlnum(s.charCodeAt(i - 2)) ? i - 1 : i;
    this.emit(signed, unitEnd, cat);
    this.lastValueEnd = unitEnd;
    if (cat === CAT.temperature) this.lastTempEnd = unitEnd;
    return this.unitOnNextLine ? q : unitEnd;
  }

  /** End of digit groups joined by single ' ' or '-' holding at least `min` digits, or -1. */
  private digitGroupsEnd(i: number, min: number): number {
    const s = this.s;
    let q = i;
    let digits = 0;
    let end = -1;
    while (q - i < 40) {
      const g = q;
      while (isDigit(s.charCodeAt(q))) q++;
      if (q === g) break;
      digits += q - g;
      end = q;
      const c = s.charCodeAt(q);
      if ((c === 32 || c === 45) && isDigit(s.charCodeAt(q + 1))) q++;
      else break;
    }
    if (digits < min || isAlpha(s.charCodeAt(end))) return -1;
    return end;
  }

  /** After 'SIN', 'TFN', 'Aadhaar'…: 3-3-3 or 4-4-4 digit groups ('046 454 286', '2345 6789 0123'). */
  private nationalIdAfterContext(i: number, j: number): number {
    const s = this.s;
    const d = j - i;
    if (d !== 3 && d !== 4) return -1;
    let q = j;
    for (let g = 0; g < 2; g++) {
      const c = s.charCodeAt(q);
      if (c !== 32 && c !== 45) return -1;
      for (let k = 1; k <= d; k++) if (!isDigit(s.charCodeAt(q + k))) return -1;
      q += d + 1;
    }
    return isAlnum(s.charCodeAt(q)) ? -1 : q;
  }

  /**
   * Phone numbers written with a trunk prefix or a national mobile format (decision 063): a leading '0'
   * and 9–11 digits in 2–4 groups ('07700 900 481', '020 7946 0875', '080-2555 0123', '0412 555 678'),
   * Australian '1300 555 123', Indian mobiles '98765 43210'.
   */
  private trunkPhone(i: number): number {
    const s = this.s;
    let q = i;
    let digits = 0;
    let groups = 0;
    let firstLen = 0;
    let end = -1;
    const trunk = s.charCodeAt(i) === 48;
    if (trunk) {
      const e = this.dashedSubscriber(i);
      if (e > 0) return e;
    }
    while (groups < 4) {
      const g = q;
      while (isDigit(s.charCodeAt(q)) && q - g < 7) q++;
      const len = q - g;
      // a trunk '0' with a one-digit area code ('01 555 0190', '02 9555 0100'), a UK five-digit area code
      // with a six-digit number ('01632 960961')
      // ('070-412 88 31', '08-123 456 78': Scandinavian numbers end in pairs; decision 073)
      const min = (groups === 0 || groups >= 2) && trunk ? 2 : 3;
      const max = groups === 1 && trunk && firstLen === 5 ? 6 : 5;
      if (len < min || len > max || isDigit(s.charCodeAt(q))) return -1;
      if (groups === 0) firstLen = len;
      digits += len;
      groups++;
      end = q;
      const c = s.charCodeAt(q);
      if ((c === 32 || c === 45) && isDigit(s.charCodeAt(q + 1))) q++;
      else break;
    }
    const after = s.charCodeAt(end);
    if (groups < 2 || isAlnum(after) || ((after === 46 || after === 47 || after === 58) && isDigit(s.charCodeAt(end + 1)))) return -1;
    // ('ref 012 345 67 89 00': more groups than a phone has)
    if (groups === 4 && (after === 32 || after === 45) && isDigit(s.charCodeAt(end + 1))) return -1;
    const c0 = s.charCodeAt(i);
    if (c0 === 48 && s.charCodeAt(i + 1) !== 48 && digits >= 9 && digits <= 11) return end;
    if (c0 === 49 && (s.charCodeAt(i + 1) === 51 || s.charCodeAt(i + 1) === 56) && s.charCodeAt(i + 2) === 48 && s.charCodeAt(i + 3) === 48 && firstLen === 4 && digits === 10) return end;
    if (c0 >= 54 && groups === 2 && firstLen === 5 && digits === 10) return end;
    // Singapore and other 8-digit numbers ('9123 4567'): only after a phone word
    if ((c0 === 54 || c0 === 56 || c0 === 57) && groups === 2 && firstLen === 4 && digits === 8 && this.ctxApplies(K_PHONE, i)) return end;
    return -1;
  }

  /**
   * Dutch numbers: a trunk area code, '-', and the subscriber's digits whole or in pairs, ten digits in all
   * ('06-41228790', '020-4128890', '06-41 22 87 90'; decision 074), or -1.
   */
  private dashedSubscriber(i: number): number {
    const s = this.s;
    let q = i;
    while (isDigit(s.charCodeAt(q)) && q - i < 5) q++;
    const area = q - i;
    if (area < 2 || area > 4 || s.charCodeAt(i + 1) === 48 || s.charCodeAt(q) !== 45) return -1;
    const g = ++q;
    while (isDigit(s.charCodeAt(q)) && q - g < 9) q++;
    if (area + q - g === 10 && !isAlnum(s.charCodeAt(q)) && !(s.charCodeAt(q) === 45 && isDigit(s.charCodeAt(q + 1)))) return q;
    // ('06-41 22 87 90')
    if (area !== 2 || q - g !== 2) return -1;
    for (let pair = 0; pair < 3; pair++) {
      if (s.charCodeAt(q) !== 32 || !isDigit(s.charCodeAt(q + 1)) || !isDigit(s.charCodeAt(q + 2))) return -1;
      q += 3;
    }
    return isAlnum(s.charCodeAt(q)) || (s.charCodeAt(q) === 32 && isDigit(s.charCodeAt(q + 1))) ? -1 : q;
  }

  /** '12 / 05 / 1979' */
  private spacedDate(i: number, j: number): number {
    const s = this.s;
    const yearFirst = j - i === 4;
    let q = j;
    for (let part = 0; part < 2; part++) {
      if (s.charCodeAt(q) !== 32 || s.charCodeAt(q + 1) !== 47 || s.charCodeAt(q + 2) !== 32) return -1;
      q += 3;
      const g = q;
      while (isDigit(s.charCodeAt(q))) q++;
      const len = q - g;
      if (part === 0 || yearFirst ? len < 1 || len > 2 : len !== 4 && len !== 2) return -1;
    }
    return isAlnum(s.charCodeAt(q)) ? -1 : q;
  }

  /** 'Fl.', 'Flr', 'FL' at p after an ordinal ('14th Fl.', '3rd Flr'; decision 074). */
  private floorAbbreviation(p: number): boolean {
    const s = this.s;
    if ((s.charCodeAt(p) | 32) !== 102 || (s.charCodeAt(p + 1) | 32) !== 108) return false;
    const q = (s.charCodeAt(p + 2) | 32) === 114 ? p + 3 : p + 2;
    return !isAlnum(s.charCodeAt(q));
  }

  /** After an ordinal ending at p: ' to ', ' and ', ' & ' or '-', and an ordinal before 'floor(s)'; that ordinal's start, or -1. */
  private ordinalFloorRange(p: number): number {
    const s = this.s;
    let q = p;
    if (s.charCodeAt(q) === 45) q++;
    else if (s.charCodeAt(q) === 32) {
      const w = this.lower(q + 1, q + 5);
      if (w.startsWith('to ')) q += 4;
      else if (w.startsWith('and ')) q += 5;
      else if (w.startsWith('& ')) q += 3;
      else return -1;
    } else return -1;
    const k = q;
    while (isDigit(s.charCodeAt(q)) && q - k < 3) q++;
    if (q === k || !this.isOrdinal(q) || !isBlank(s.charCodeAt(q + 2)) || this.lower(q + 3, q + 8) !== 'floor') return -1;
    const after = s.charCodeAt(q + 8);
    return !isAlpha(after) || ((after | 32) === 115 && !isAlpha(s.charCodeAt(q + 9))) ? k : -1;
  }

  private isOrdinal(j: number): boolean {
    const a = this.s.charCodeAt(j) | 32;
    const b = this.s.charCodeAt(j + 1) | 32;
    const ok = (a === 115 && b === 116) || (a === 110 && b === 100) || (a === 114 && b === 100) || (a === 116 && b === 104);
    return ok && !isAlpha(this.s.charCodeAt(j + 2));
  }

  private skipTime(j: number): number {
    const s = this.s;
    let p = j;
    while (s.charCodeAt(p) === 58 && isDigit(s.charCodeAt(p + 1))) {
      p++;
      while (isDigit(s.charCodeAt(p)) && p - j < 64) p++;
    }
    if (s.charCodeAt(p) === 46 && isDigit(s.charCodeAt(p + 1))) {
      p++;
      const fs = p;
      while (isDigit(s.charCodeAt(p)) && p - fs < 12) p++;
    }
    this.lastValueEnd = p;
    return p;
  }

  /** Skips a dotted or dashed chain of digit groups ('2.4.10', '2024-001234') up to 8 groups. */
  private skipChain(i: number): number {
    const count = this.groups(i);
    const end = this.ge[count - 1];
    this.lastValueEnd = end;
    return end;
  }

  private unitCat = 0;
  /** Whether the unit `unit` last read stood at the start of the next line ('884,210⏎kWh'). */
  private unitOnNextLine = false;

  /** At q (end of a quantity): an optional blank, then a temperature or energy unit. Sets unitCat. */
  private unit(q: number): number {
    const s = this.s;
    let p = q;
    this.unitOnNextLine = false;
    if (isBlank(s.charCodeAt(p))) p++;
    // 'a 412-kWh month': a hyphen between a number and kilo-, mega- or gigawatt-hours (decision 077)
    else if (s.charCodeAt(p) === 45 && isDigit(s.charCodeAt(p - 1)) && ((s.charCodeAt(p + 1) | 32) === 107 || (s.charCodeAt(p + 1) | 32) === 109 || (s.charCodeAt(p + 1) | 32) === 103) && (s.charCodeAt(p + 2) | 32) === 119 && (s.charCodeAt(p + 3) | 32) === 104) p++;
    else if (s.charCodeAt(p) === 10 && isDigit(s.charCodeAt(p - 1))) {
      // '884,210⏎kWh': text taken from a PDF breaks the line between a value and its unit (decision 076);
      // only a kilo-, mega- or gigawatt-hour, which no line of a table or of prose starts with otherwise
      const m = s.charCodeAt(p + 1) | 32;
      if (!((m === 107 || m === 109 || m === 103) && (s.charCodeAt(p + 2) | 32) === 119 && (s.charCodeAt(p + 3) | 32) === 104 && !isAlnum(s.charCodeAt(p + 4)))) return -1;
      this.unitOnNextLine = true;
      this.unitCat = CAT.energy;
      return p + 4;
    }
    const c = s.charCodeAt(p);
    const c1 = s.charCodeAt(p + 1);
    const c2 = s.charCodeAt(p + 2);
    // degrees: °, º, ℉, ℃
    if (c === 0xb0 || c === 0xba) {
      let e = p + 1;
      if (isBlank(s.charCodeAt(e)) && (s.charCodeAt(e + 1) | 32) === 102) e++;
      const u = s.charCodeAt(e) | 32;
      if ((u === 102 || u === 99 || u === 107) && !isAlpha(s.charCodeAt(e + 1))) e++;
      this.unitCat = CAT.temperature;
      return e;
    }
    if (c === 0x2109 || c === 0x2103) {
      this.unitCat = CAT.temperature;
      return p + 1;
    }
    if ((c === 70 || c === 67) && !isAlnum(c1)) {
      // '72F', '22 C': only for a plausible reading, and never 'Section 4 C…'
      this.unitCat = CAT.temperature;
      return c1 === 46 && isAlpha(c2) ? -1 : p + 1;
    }
    if ((c | 32) === 100 && (c1 | 32) === 101 && (c2 | 32) === 103) {
      // deg, degF, degC, degrees, deg F
      let e = p + 3;
      const w = this.lower(e, e + 4);
      if (w === 'rees') e += 4;
      // ('31 degree', '17 degrés': decision 072)
      else if (w.startsWith('ree') || w.startsWith('rés') || w.startsWith('res')) e += 3;
      if (isBlank(s.charCodeAt(e)) && ((s.charCodeAt(e + 1) | 32) === 102 || (s.charCodeAt(e + 1) | 32) === 99) && !isAlpha(s.charCodeAt(e + 2))) e += 2;
      else if (((s.charCodeAt(e) | 32) === 102 || (s.charCodeAt(e) | 32) === 99) && !isAlpha(s.charCodeAt(e + 1))) e++;
      if (isAlpha(s.charCodeAt(e))) return -1;
      this.unitCat = CAT.temperature;
      return e;
    }
    // '16 graden', '19 Grad', '20 gradi', '18 grados' (decision 072)
    if ((c | 32) === 103 && (c1 | 32) === 114 && (c2 | 32) === 97 && (s.charCodeAt(p + 3) | 32) === 100) {
      let e = p + 4;
      while (isAsciiLetter(s.charCodeAt(e)) && e - p < 7) e++;
      const tail = e - p - 4;
      const t0 = s.charCodeAt(p + 4) | 32;
      if (tail === 0 || (tail === 1 && t0 === 105) || (tail === 2 && t0 === 101 && (s.charCodeAt(p + 5) | 32) === 110) || (tail === 2 && t0 === 111 && (s.charCodeAt(p + 5) | 32) === 115)) {
        if (isAlpha(s.charCodeAt(e))) return -1;
        this.unitCat = CAT.temperature;
        return e;
      }
    }
    // gas and heat: 'therms', 'GJ', 'MJ'
    if ((c === 71 || c === 77 || c === 84) && (c1 === 74 || c1 === 106) && !isAlpha(c2)) {
      if (this.notAnEnergyUnit(p + 2)) return -1;
      this.unitCat = CAT.energy;
      return p + 2;
    }
    // gas in cubic metres: '1 132 m³' with 'gas' earlier on the line (water is measured in m³ too)
    if (c === 109 && (c1 === 0xb3 || c1 === 51) && !isAlnum(c2) && (this.gasOnLine(q) || this.gasAfter(p + 2))) {
      if (this.notAnEnergyUnit(p + 2)) return -1;
      this.unitCat = CAT.energy;
      return p + 2;
    }
    // '1,204 cubic metres of gas' (decision 076)
    if (c === 99 && c1 === 117 && this.startsWithLower(p, 'cubic met')) {
      let e = p + 9;
      if (this.startsWithLower(e, 're') || this.startsWithLower(e, 'er')) e += 2;
      if ((s.charCodeAt(e) | 32) === 115) e++;
      if (e > p + 9 && !isAlpha(s.charCodeAt(e)) && (this.gasOnLine(q) || this.gasAfter(e))) {
        this.unitCat = CAT.energy;
        return e;
      }
    }
    // '1 204 units of electricity': a UK and Irish bill's kilowatt-hours (decision 072)
    if (c === 117 && c1 === 110 && this.startsWithLower(p, 'units of ') && ENERGY_NOUNS.has(s, p + 9, this.wordEnd(p + 9))) {
      this.unitCat = CAT.energy;
      return p + 5;
    }
    // 'the electricity bill shows 612 units', 'consumption 318 units': an Indian bill's kilowatt-hours, when the line
    // speaks of electricity used before them ('3 units of filters', '40 units on order' are counts; decision 079)
    if (c === 117 && c1 === 110 && this.startsWithLower(p, 'units') && !isAlpha(s.charCodeAt(p + 5)) && !this.startsWithLower(p + 5, ' of ') && this.electricityUseBefore(p)) {
      this.unitCat = CAT.energy;
      return p + 5;
    }
    // 'therms'; US gas bills also count dekatherms ('412 Dth', '88 dekatherms'; decision 076)
    if ((c === 68 || c === 100) && c1 === 116 && c2 === 104 && !isAlpha(s.charCodeAt(p + 3))) {
      this.unitCat = CAT.energy;
      return p + 3;
    }
    if ((c | 32) === 100 && (this.startsWithLower(p, 'dekatherm') || this.startsWithLower(p, 'decatherm'))) {
      let e = p + 9;
      if ((s.charCodeAt(e) | 32) === 115) e++;
      if (isAlpha(s.charCodeAt(e))) return -1;
      this.unitCat = CAT.energy;
      return e;
    }
    if ((c | 32) === 116 && this.lower(p, p + 5) === 'therm') {
      let e = p + 5;
      if ((s.charCodeAt(e) | 32) === 115) e++;
      if (isAlpha(s.charCodeAt(e))) return -1;
      this.unitCat = CAT.energy;
      return e;
    }
    // spelt out, British thermal units and gas by the hundred or thousand cubic feet (decision 071):
    // '4 520 kilowatt-hours', '340 MMBtu', '12,400 kBtu', '1,240 ccf', '96 Mcf'
    const m0 = c | 32;
    if ((m0 === 107 || m0 === 109 || m0 === 103 || m0 === 98 || m0 === 99) && isAsciiLetter(c1)) {
      const e = this.spelledEnergyUnit(p);
      if (e > 0) {
        this.unitCat = CAT.energy;
        return e;
      }
    }
    // a multiplier before the unit: '1.2m kWh', '1.1 million kWh', '84k kWh', '3.2 lakh kWh' (decision 076)
    if ((m0 === 109 || m0 === 107 || m0 === 108 || m0 === 98 || m0 === 116 || m0 === 99) && !(c === 77 && (c1 | 32) === 119)) {
      const w = this.wordEnd(p);
      if (s.charCodeAt(w) === 32 && MULTIPLIERS.has(s, p, w)) {
        const e = this.unit(w);
        if (e > 0 && this.unitCat === CAT.energy && !this.unitOnNextLine) return e;
        return -1;
      }
    }
    // reactive and apparent energy ('184 220 kVArh', '9 412 kVAh') are read on a meter; a bare 'kVA' or 'kVAr'
    // is a demand only after a demand word ('maximum demand 212 kVA'), else a transformer's or a UPS's
    // rating (decision 076)
    if ((m0 === 107 || m0 === 109) && (c1 | 32) === 118 && (c2 | 32) === 97) {
      let e = p + 3;
      if ((s.charCodeAt(e) | 32) === 114) e++;
      const hours = (s.charCodeAt(e) | 32) === 104;
      if (hours) e++;
      if (isAlpha(s.charCodeAt(e)) || (!hours && !this.demandBefore(q)) || this.notAnEnergyUnit(e)) return -1;
      this.unitCat = CAT.energy;
      return e;
    }
    // chilled water in ton-hours of refrigeration ('412 880 TRh'), steam by the thousand pounds ('4,120 Mlb of
    // steam', 'Steam: 812 klbs'; decision 076)
    if (((m0 === 116 && (c1 | 32) === 114) || (m0 === 114 && (c1 | 32) === 116)) && (c2 | 32) === 104 && !isAlpha(s.charCodeAt(p + 3))) {
      this.unitCat = CAT.energy;
      return p + 3;
    }
    if ((m0 === 107 || m0 === 109) && (c1 | 32) === 108 && (c2 | 32) === 98) {
      let e = p + 3;
      if ((s.charCodeAt(e) | 32) === 115) e++;
      if (isAlpha(s.charCodeAt(e)) || !(this.wordOnLineBefore(q, 'steam') || this.startsWithLower(e + 1, 'of steam'))) return -1;
      this.unitCat = CAT.energy;
      return e;
    }
    // energy and power: Wh kWh MWh GWh kW MW (any case)
    let e = p;
    const m = c | 32;
    if (m === 107 || m === 109 || m === 103) e++;
    if ((s.charCodeAt(e) | 32) !== 119) return -1;
    e++;
    if ((s.charCodeAt(e) | 32) === 104) {
      e++;
      // 'kWhr', 'kWhrs'; 'MWhe', 'kWhe': electricity's (decision 076)
      if ((s.charCodeAt(e) | 32) === 114 && !isAlpha(s.charCodeAt(e + 1))) e++;
      else if (s.charCodeAt(e) === 101 && !isAlpha(s.charCodeAt(e + 1))) e++;
      else if ((s.charCodeAt(e) | 32) === 114 && (s.charCodeAt(e + 1) | 32) === 115 && !isAlpha(s.charCodeAt(e + 2))) e += 2;
      // 'kWhs', 'KWHs': a plural (decision 077)
      else if (s.charCodeAt(e) === 115 && e - p >= 3 && !isAlpha(s.charCodeAt(e + 1))) e++;
    } else if (e - p >= 2 && (s.charCodeAt(e) === 0xb7 || s.charCodeAt(e) === 46) && (s.charCodeAt(e + 1) | 32) === 104 && !isAlpha(s.charCodeAt(e + 2))) {
      // 'kW·h', 'kW.h': a kilowatt-hour written with the product's dot (decision 077)
      e += 2;
    } else if (e - p < 2) return -1; // a bare 'W' is too ambiguous
    if (isAlpha(s.charCodeAt(e))) return -1;
    if (s.charCodeAt(e) === 47 && this.lower(e + 1, e + 4) === 'ton') return -1; // kW/ton: an efficiency
    if (this.notAnEnergyUnit(e)) return -1;
    this.unitCat = CAT.energy;
    return e;
  }

  /** The end of 'kilowatt-hours', 'megawatt hours', 'kilowatts', 'MMBtu', 'kBtu', 'therms'-like units at p, or -1. */
  private spelledEnergyUnit(p: number): number {
    const s = this.s;
    let e = p;
    while (isAsciiLetter(s.charCodeAt(e)) && e - p < 10) e++;
    if (isAlnum(s.charCodeAt(e)) || e - p < 3) return -1;
    const kind = SPELLED_ENERGY_UNITS.get(s, p, e);
    if (kind === 0) return -1;
    if (kind === 1) return this.notAnEnergyUnit(e) ? -1 : e;
    const c = s.charCodeAt(e);
    if ((c === 45 || c === 32) && this.lower(e + 1, e + 5) === 'hour') {
      e += 5;
      if ((s.charCodeAt(e) | 32) === 115) e++;
      if (isAlpha(s.charCodeAt(e))) return -1;
    }
    return e;
  }

  /**
   * After an energy unit ending at e (decision 071): '=' makes it a key ('rh=41 kwh=28 113.4'), '/' and a
   * volume or an area a rate ('39.4 MJ/m³', '120 kWh/m²'); '/day', '/month' stay energy per period.
   */
  private notAnEnergyUnit(e: number): boolean {
    const s = this.s;
    const c = s.charCodeAt(e);
    if (c === 61) return true;
    // '7.2 kW per port', '13.5 kWh usable': a rating or a capacity; '12 kWh per day' stays (decision 074)
    if (c === 32 && isAlpha(s.charCodeAt(e + 1))) {
      let w = e + 1;
      while (isAlpha(s.charCodeAt(w)) && w - e < 10) w++;
      if (RATING_AFTER.has(s, e + 1, w)) return true;
      // '6.6 kW solar system', '13.5 kWh battery', 'a 22 kW charger': the size of a plant item (decision 077)
      if (PLANT_SIZED.has(s, e + 1, w)) return true;
      if (s.charCodeAt(w) === 32 && PLANT_SIZE_MODIFIERS.has(s, e + 1, w)) {
        let v = w + 1;
        while (isAlpha(s.charCodeAt(v)) && v - w < 12) v++;
        if (PLANT_SIZED.has(s, w + 1, v)) return true;
      }
      if (!isLower(s.charCodeAt(e + 1))) return false;
      if (w - e === 4 && this.lower(e + 1, w) === 'per' && s.charCodeAt(w) === 32) {
        let v = w + 1;
        while (isLower(s.charCodeAt(v)) && v - w < 10) v++;
        return v > w + 1 && !PERIODS.has(s, w + 1, v);
      }
      return false;
    }
    if (c !== 47) return false;
    // 'kWh/(m²·a)': an intensity (decision 076)
    if (s.charCodeAt(e + 1) === 40) return true;
    // per anything but a period is a rate or an intensity: '120 kWh/m²', '0.68 kW/RT', '86 kWh/kWp',
    // 'kWh/bed' ('3.2 MWh/month', '271 kWh/day', 'kWh/a' stay energy per period; decisions 071, 074, 077)
    let w = e + 1;
    while (isAlpha(s.charCodeAt(w)) && w - e < 10) w++;
    return w > e + 1 && !PERIOD_UNITS.has(s, e + 1, w);
  }

  /** Whether 'gas' or 'gaz' is a word in the sentence before q (at most 80 characters back). */
  /**
   * Whether a meter word ends right before i ('meter reading', 'Gas meter: 402 118'), not a water meter's
   * (water is not energy).
   */
  private meterBefore(i: number): boolean {
    const s = this.s;
    let e = i;
    while (e > 0 && (isBlank(s.charCodeAt(e - 1)) || s.charCodeAt(e - 1) === 58)) e--;
    if (e === i) return false;
    let a = e;
    while (a > 0 && isAlpha(s.charCodeAt(a - 1)) && e - a < 16) a--;
    // ('Mtr rdg 48211': the abbreviation; decision 076)
    if (e - a === 3 && this.lower(a, e) === 'mtr') return true;
    if (e - a < 5 || !this.endsWithLowerAny(a, e, 'meter')) return false;
    let w = a - 1;
    while (w > 0 && isBlank(s.charCodeAt(w - 1))) w--;
    return !(s.charCodeAt(a - 1) === 32 && this.lower(w - 5, w) === 'water') && !this.endsWithLowerAny(a, e, 'watermeter');
  }

  /**
   * Whether a kind of meter read comes right before the 'read' at i ('Opening read 44 120', 'final reading:
   * 84 112', 'estimated read'; decision 076).
   */
  /**
   * Whether the read word ending at j names its meter before the value ('Relevé du compteur : 48 211', 'reading
   * of the gas meter: 48211'; not a water meter's, not 'relevé de compte', a bank statement; decision 077).
   */
  private meterNamedAfter(j: number): boolean {
    const s = this.s;
    if (s.charCodeAt(j) !== 32) return false;
    let meter = false;
    let k = j;
    for (; k < j + 32; k++) {
      const c = s.charCodeAt(k);
      if (c === 58 || isDigit(c) || c === 10 || c === 46) break;
      if (isAlpha(c) && !isAlpha(s.charCodeAt(k - 1))) {
        const e = this.wordEndAfter(k);
        const w = this.lower(k, e);
        if (w === 'water' || w === 'eau') return false;
        if (w === 'compteur' || w === 'meter') meter = true;
      }
    }
    if (!meter) return false;
    if (s.charCodeAt(k) === 58) k++;
    while (isBlank(s.charCodeAt(k)) && k < j + 36) k++;
    return isDigit(s.charCodeAt(k));
  }

  /** Whether ' at', ' was', ' is', ' now' ends at the blank p, right after a meter word ('gas meter was'). */
  private meterLinkBefore(p: number): boolean {
    const s = this.s;
    let a = p;
    while (a > 0 && isLower(s.charCodeAt(a - 1)) && p - a < 4) a--;
    const w = p - a;
    if (w < 2 || w > 3 || !isBlank(s.charCodeAt(a - 1))) return false;
    const c0 = s.charCodeAt(a);
    const c1 = s.charCodeAt(a + 1);
    const link = w === 2 ? (c0 === 97 && c1 === 116) || (c0 === 105 && c1 === 115) : (c0 === 119 && c1 === 97 && s.charCodeAt(a + 2) === 115) || (c0 === 110 && c1 === 111 && s.charCodeAt(a + 2) === 119);
    return link && this.meterBefore(a);
  }

  /**
   * After a read word at j: an optional code in brackets ('(A)', '(E)'), a day-first or month-first date, blanks, then a
   * read of three digits or more; returns the read's start, or -1 ('read (A) 12/10/2026   08412').
   */
  private datedReadStart(j: number): number {
    const s = this.s;
    let p = j;
    while (isBlank(s.charCodeAt(p)) && p - j < 3) p++;
    // the read's kind by its code or its word ('(A)', '(Actual)', '(Estimate)'; decision 080)
    if (s.charCodeAt(p) === 40 && isUpper(s.charCodeAt(p + 1))) {
      let k = p + 2;
      while (isLower(s.charCodeAt(k)) && k - p < 12) k++;
      if (s.charCodeAt(k) === 41) p = this.skipBlanks(k + 1);
    }
    const d = p;
    // ('14 Oct 2026': a date written with its month's name; decision 080)
    const written = this.writtenReadDateEnd(p);
    if (written > 0) p = written;
    else {
      for (let part = 0; part < 3; part++) {
        const a = p;
        while (isDigit(s.charCodeAt(p)) && p - a < 4) p++;
        if (p === a) return -1;
        if (part < 2) {
          const c = s.charCodeAt(p);
          if (c !== 47 && c !== 46 && c !== 45) return -1;
          p++;
        }
      }
      if (p - d < 8) return -1;
    }
    if (!isBlank(s.charCodeAt(p))) return -1;
    const a = this.skipBlanks(p);
    if (a - p > 8) return -1;
    let e = a;
    while (isDigit(s.charCodeAt(e))) e++;
    // ('38 412': a read grouped by a space, as after a written date)
    if (written > 0 && e - a <= 3 && s.charCodeAt(e) === 32 && isDigit(s.charCodeAt(e + 1)) && isDigit(s.charCodeAt(e + 2)) && isDigit(s.charCodeAt(e + 3)) && !isAlnum(s.charCodeAt(e + 4))) return a;
    return e - a >= 3 ? a : -1;
  }

  /** The end of '14 Oct 2026' or '3 November 2026' at p (a day, a month's name, a four-digit year), or -1. */
  private writtenReadDateEnd(p: number): number {
    const s = this.s;
    let q = p;
    while (isDigit(s.charCodeAt(q)) && q - p < 2) q++;
    if (q === p || s.charCodeAt(q) !== 32 || !isUpper(s.charCodeAt(q + 1))) return -1;
    let e = q + 2;
    while (isLower(s.charCodeAt(e)) && e - q < 11) e++;
    if (!(TRIGGERS.get(s, q + 1, e) & K_MONTH) || s.charCodeAt(e) !== 32) return -1;
    for (let k = 1; k <= 4; k++) if (!isDigit(s.charCodeAt(e + k))) return -1;
    return isAlnum(s.charCodeAt(e + 5)) ? -1 : e + 5;
  }

  private readKindBefore(i: number): boolean {
    const s = this.s;
    if (s.charCodeAt(i - 1) !== 32) return false;
    const a = this.wordStartBefore(i - 1);
    return i - 1 - a >= 3 && READ_KINDS.has(s, a, i - 1);
  }

  /** A plural noun of time or of things counted at p ('months', 'days', 'sites', 'meters'), after a number. */
  private countNounAt(p: number): boolean {
    let e = p;
    while (isLower(this.s.charCodeAt(e)) && e - p < 12) e++;
    return e - p >= 4 && COUNT_NOUNS.has(this.s, p, e);
  }

  /** ' of gas', ' gas', ' natural gas' right after a volume ('200 m³ of gas'; decision 073). */
  private gasAfter(e: number): boolean {
    const s = this.s;
    if (s.charCodeAt(e) !== 32) return false;
    let p = e + 1;
    if (this.startsWithLower(p, 'of ')) p += 3;
    if (this.startsWithLower(p, 'natural ')) p += 8;
    return this.startsWithLower(p, 'gas') && !isAlpha(s.charCodeAt(p + 3));
  }

  /**
   * Whether a word of electricity used comes before q in its clause ('electricity', 'consumption', 'consumed'; not
   * across ', ' or a sentence's end: 'Energy report: 3 units of AHU serviced, 12 units in stock').
   */
  private electricityUseBefore(q: number): boolean {
    const s = this.s;
    for (let k = q - 2; k >= 0 && q - k < 100; k--) {
      const c = s.charCodeAt(k);
      if (c === 10 || c === 59 || ((c === 44 || c === 46) && isBlank(s.charCodeAt(k + 1)))) return false;
      if (isAlpha(c) && !isAlpha(s.charCodeAt(k - 1)) && ELECTRICITY_USE_WORDS.has(s, k, this.wordEnd(k))) return true;
    }
    return false;
  }

  private gasOnLine(q: number): boolean {
    const s = this.s;
    for (let k = q - 3; k >= 0 && q - k < 80; k--) {
      const c = s.charCodeAt(k);
      if (c === 10 || c === 59 || (c === 46 && s.charCodeAt(k + 1) === 32)) return false;
      if ((c | 32) === 103 && (s.charCodeAt(k + 1) | 32) === 97 && ((s.charCodeAt(k + 2) | 32) === 115 || (s.charCodeAt(k + 2) | 32) === 122) && !isAlpha(s.charCodeAt(k + 3))) {
        if (!isAlpha(s.charCodeAt(k - 1))) return true;
        // ('Erdgas (Küche): 18.420 m³', 'aardgas', 'naturgas': gas in a German, Dutch or Nordic compound; decision 080, amendment)
        let a = k;
        while (isAlpha(s.charCodeAt(a - 1)) && k - a < 8) a--;
        if (GAS_COMPOUNDS.has(s, a, k + 3)) return true;
      }
    }
    return false;
  }

  /**
   * Whether a demand word comes shortly before the number ending at q, in the same sentence: 'maximum demand
   * 212 kVA', 'chargeable demand: 1 240 kVA', 'MD 1,480 kVA', 'Puissance atteinte 142 kVA' (decision 076).
   */
  private demandBefore(q: number): boolean {
    const s = this.s;
    for (let k = q - 1; k >= 0 && q - k < 48; k--) {
      const c = s.charCodeAt(k);
      if (c === 10 || c === 59 || (c === 46 && s.charCodeAt(k + 1) === 32)) return false;
      if (!isAlpha(c) || isAlpha(s.charCodeAt(k - 1))) continue;
      const e = this.wordEnd(k);
      if (DEMAND_WORDS.has(s, k, e) && (e - k > 2 || this.allUpper(k, e))) return true;
    }
    return false;
  }

  /** Whether `word` (lower case) is a word of the line before q, at most 80 characters back. */
  private wordOnLineBefore(q: number, word: string): boolean {
    const s = this.s;
    for (let k = q - word.length; k >= 0 && q - k < 80; k--) {
      const c = s.charCodeAt(k + word.length - 1);
      if (c === 10) return false;
      if ((s.charCodeAt(k) | 32) === word.charCodeAt(0) && !isAlpha(s.charCodeAt(k - 1)) && !isAlpha(s.charCodeAt(k + word.length)) && this.lower(k, k + word.length) === word) return true;
    }
    return false;
  }

  /** Classifies a pattern of 2+ digit groups. Returns its end, -1 for "no pattern", -2 for "skip the chain". */
  private structured(i: number, count: number): number {
    const s = this.s;
    const L0 = this.glen(0);
    const L1 = this.glen(1);
    const L2 = count > 2 ? this.glen(2) : 0;
    const S0 = this.sep[0];
    const S1 = count > 2 ? this.sep[1] : 0;
    const ge = this.ge;
    const sep = this.sep;

    // SSN: 123-45-6789 (or with blanks after 'SSN')
    if (count >= 3 && L0 === 3 && L1 === 2 && L2 === 4 && S0 === S1 && !(3 < count && sep[2] !== 32)) {
      const ctx = this.ctxApplies(K_SSN, i);
      if ((S0 === 45 && (ctx || this.validSsn(i))) || (S0 === 32 && ctx)) return this.hit(i, ge[2], CAT.ssn);
    }
    // Cards: 4-4-4-4(-3), 4-6-5, 4-6-4, same separator, Luhn-valid.
    if ((S0 === 32 || S0 === 45) && L0 === 4) {
      let k = -1;
      if (count >= 4 && L1 === 4 && L2 === 4 && this.glen(3) === 4 && this.sep[1] === S0 && this.sep[2] === S0) {
        k = count >= 5 && this.sep[3] === S0 && this.glen(4) <= 3 ? 4 : 3;
      } else if (count >= 3 && L1 === 6 && (L2 === 5 || L2 === 4) && S1 === S0) k = 2;
      if (k > 0 && !(k + 1 < count && sep[k] !== 32) && (this.luhn(i, ge[k]) || this.ctxApplies(K_CARD, i))) return this.hit(i, ge[k], CAT.credit_card);
    }
    // NANP phones: 555-123-4567, 555.123.4567, 555 123 4567, 1-555-123-4567, and 123-4567 after 'phone'
    if (count >= 3 && L0 === 3 && L1 === 3 && L2 === 4 && S0 !== 47 && S1 !== 47 && (S0 === S1 || S0 === 32 || S1 === 32) && !(3 < count && sep[2] !== 32)) {
      if (!(S0 === 46 && this.ctxApplies(K_VERSION, i))) return this.hit(i, ge[2], CAT.phone);
    }
    if (count >= 4 && L0 === 1 && s.charCodeAt(i) === 49 && L1 === 3 && L2 === 3 && this.glen(3) === 4 && S0 !== 47 && !(4 < count && sep[3] !== 32)) {
      return this.hit(i, ge[3], CAT.phone);
    }
    if (L0 === 3 && L1 === 4 && S0 === 45 && !(2 < count && sep[1] !== 32) && this.ctxApplies(K_PHONE, i)) return this.hit(i, ge[1], CAT.phone);
    // '1 (555) 123-4567'
    // Dates: 03/14/1985, 14.03.1985, 1985-03-14; a date of birth only after 'DOB', 'born'…
    if (count >= 3 && S0 === S1 && (S0 === 47 || S0 === 45 || S0 === 46)) {
      const v0 = this.gval(0);
      const v1 = this.gval(1);
      const v2 = this.gval(2);
      const dmy = L0 <= 2 && L1 <= 2 && (L2 === 4 || L2 === 2) && v0 >= 1 && v1 >= 1 && ((v0 <= 12 && v1 <= 31) || (v0 <= 31 && v1 <= 12));
      const ymd = L0 === 4 && L1 <= 2 && L2 <= 2 && v1 >= 1 && v1 <= 12 && v2 >= 1 && v2 <= 31;
      if (dmy || ymd) {
        const end = ge[2];
        if (this.ctxApplies(K_DOB, i)) return this.hit(i, end, CAT.dob);
        this.lastValueEnd = end;
        return end;
      }
    }
    if (count === 2 && S0 === 46) return -1; // a decimal: 55.2, 71.5°F
    if (S0 === 32 || (count >= 2 && S0 !== S1 && S1 === 32 && count === 2)) return -1;
    // Blank-separated groups are separate numbers; anything else joined by - . / is one code.
    // '4021-5567-8813': an account or reference number in dashed groups, 10 or more digits in all
    if (S0 === 45 && count >= 3 && this.on[CAT.long_number]) {
      let all = 0;
      let same = true;
      for (let k = 0; k < count; k++) {
        all += this.glen(k);
        if (k < count - 1 && this.sep[k] !== 45) same = false;
        if (this.glen(k) < 3) same = false;
      }
      if (same && all >= 10 && !isAlnum(s.charCodeAt(ge[count - 1]))) return this.hit(i, ge[count - 1], CAT.long_number);
    }
    if (S0 === 45 && this.on[CAT.long_number]) {
      let last = count;
      for (let k = 0; k < count; k++) {
        if (k > 0 && this.sep[k - 1] === 32) {
          last = k;
          break;
        }
      }
      for (let k = 0; k < last; k++) if (this.glen(k) >= 9) this.emit(this.gs[k], this.ge[k], CAT.long_number);
      this.lastValueEnd = this.ge[last - 1];
      return this.ge[last - 1];
    }
    return S0 === 32 ? -1 : -2;
  }

  private hit(start: number, end: number, cat: number): number {
    this.emit(start, end, cat);
    this.lastValueEnd = end;
    return end;
  }

  private validSsn(i: number): boolean {
    const area = this.gval(0);
    return area !== 0 && area !== 666 && area < 900 && this.gval(1) !== 0 && this.gval(2) !== 0;
  }

  private luhn(i: number, end: number): boolean {
    const s = this.s;
    let sum = 0;
    let double = false;
    let digits = 0;
    for (let p = end - 1; p >= i; p--) {
      const c = s.charCodeAt(p);
      if (!isDigit(c)) continue;
      let v = c - 48;
      if (double) {
        v *= 2;
        if (v > 9) v -= 9;
      }
      sum += v;
      double = !double;
      digits++;
    }
    return digits >= 13 && digits <= 19 && sum % 10 === 0;
  }

  /** A lone run of 9+ digits: SSN or phone by context, a card by Luhn and issuer, a timestamp, or a long number. */
  private longNumber(i: number, j: number, q: number): number {
    const s = this.s;
    const d = j - i;
    if (q > j) return q; // 123456789.50: a reading or an amount
    if (d === 9 && this.ctxApplies(K_SSN, i)) return this.hit(i, j, CAT.ssn);
    // national identity numbers named on their line, or a South African one by its birth date and check digit
    // (decision 080): a PESEL's eleven digits, a BSN's nine, '7806125800083' after 'ID'
    if ((d === 11 && this.namedOnLine(i, PESEL_NAMES)) || (d === 9 && this.namedOnLine(i, BSN_NAMES)) || (d === 13 && this.southAfricanId(i))) return this.hit(i, j, CAT.ssn);
    // a Chinese resident identity number by its birth date and check digit (decision 080, amendment)
    if (d === 18 && this.chineseResidentId(i)) return this.hit(i, j, CAT.ssn);
    if ((d === 10 || (d === 11 && s.charCodeAt(i) === 49)) && this.ctxApplies(K_PHONE, i)) return this.hit(i, j, CAT.phone);
    // after 'card', 'Visa'…, a card number even when its check digit is wrong (a typo still identifies it)
    if (d >= 13 && d <= 19 && ((this.plausibleIssuer(i) && this.luhn(i, j)) || this.ctxApplies(K_CARD, i))) return this.hit(i, j, CAT.credit_card);
    if (this.isTimestamp(i, d)) return j;
    if (this.ctxApplies(K_MONEY, i)) return j;
    // 'VAT 4123456789', 'NIP: 5213456789', 'BTW nr 123456789': a company's tax number is no person's (decision 080)
    if (this.companyNumberBefore(i)) return j;
    return this.hit(i, j, CAT.long_number);
  }

  /**
   * Whether the 18 characters from `i` are a Chinese resident identity number: a region, a birth date (YYYYMMDD, 19xx
   * or 20xx), a sequence and the ISO 7064 MOD 11-2 check character ('X' for 10).
   */
  private chineseResidentId(i: number): boolean {
    const s = this.s;
    const year = s.charCodeAt(i + 6) * 10 + s.charCodeAt(i + 7) - 528;
    const month = (s.charCodeAt(i + 10) - 48) * 10 + s.charCodeAt(i + 11) - 48;
    const day = (s.charCodeAt(i + 12) - 48) * 10 + s.charCodeAt(i + 13) - 48;
    if ((year !== 19 && year !== 20) || month < 1 || month > 12 || day < 1 || day > 31) return false;
    let sum = 0;
    for (let k = 0; k < 17; k++) sum += (s.charCodeAt(i + k) - 48) * CHINESE_ID_WEIGHTS[k];
    const check = (12 - (sum % 11)) % 11;
    const last = s.charCodeAt(i + 17);
    return check === 10 ? (last | 32) === 120 : last - 48 === check;
  }

  /**
   * Whether the 18 characters from `i` are a CURP: four capitals, a birth date (YYMMDD), 'H' or 'M', a state's two
   * capitals, three consonants, a letter or digit and a check digit (the weighted sum of the first 17 characters in
   * the alphabet '0–9, A–N, Ñ, O–Z', weights 18 down to 2), or the shape alone after 'CURP' on its line.
   */
  private curp(i: number): boolean {
    const s = this.s;
    if (isAlnum(s.charCodeAt(i + 18)) || !this.allUpper(i, i + 4) || !this.digitsOnly(i + 4, i + 10) || !this.allUpper(i + 11, i + 16)) return false;
    const sex = s.charCodeAt(i + 10);
    const month = (s.charCodeAt(i + 6) - 48) * 10 + s.charCodeAt(i + 7) - 48;
    const day = (s.charCodeAt(i + 8) - 48) * 10 + s.charCodeAt(i + 9) - 48;
    if ((sex !== 72 && sex !== 77) || month < 1 || month > 12 || day < 1 || day > 31 || !isAlnum(s.charCodeAt(i + 16)) || !isDigit(s.charCodeAt(i + 17))) return false;
    let sum = 0;
    for (let k = 0; k < 17; k++) {
      const c = s.charCodeAt(i + k);
      // ('Ñ' sits after 'N': the letters from 'O' on are one higher)
      const v = isDigit(c) ? c - 48 : c === 0xd1 ? 24 : c - 55 + (c > 78 ? 1 : 0);
      sum += v * (18 - k);
    }
    // (after 'CURP' on its line even when its check digit is wrong, as a card number after 'card': a typo still identifies it)
    return (10 - (sum % 10)) % 10 === s.charCodeAt(i + 17) - 48 || this.namedOnLine(i, CURP_NAMES);
  }

  private plausibleIssuer(i: number): boolean {
    const s = this.s;
    const a = s.charCodeAt(i) - 48;
    const b = s.charCodeAt(i + 1) - 48;
    if (a === 4) return true;
    if (a === 5) return b >= 1 && b <= 5;
    if (a === 2) return b >= 2 && b <= 7;
    if (a === 3) return b === 4 || b === 7 || b === 5 || b === 0 || b === 6 || b === 8;
    if (a === 6) return b === 0 || b === 4 || b === 5 || b === 2;
    return false;
  }

  /** 20240315143207 (compact timestamp), or epoch seconds/milliseconds after 'ts', 'timestamp', 'epoch'. */
  private isTimestamp(i: number, d: number): boolean {
    const s = this.s;
    const two = (k: number) => (s.charCodeAt(i + k) - 48) * 10 + s.charCodeAt(i + k + 1) - 48;
    if (d === 14 || d === 12) {
      const century = two(0);
      const month = two(4);
      const day = two(6);
      const hour = two(8);
      const minute = two(10);
      const second = d === 14 ? two(12) : 0;
      if ((century === 19 || century === 20) && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour < 24 && minute < 60 && second < 60) return true;
    }
    if ((d === 10 || d === 13) && this.ctxApplies(K_TIME, i)) return true;
    return false;
  }

  // ---------------------------------------------------------------- street addresses

  /**
   * A house number at i (ending at j) followed by up to three street-name words and a street suffix,
   * optionally a direction, '#unit', and ', City, ST 12345'.
   */
  private address(i: number, j: number): number {
    if (!this.on[CAT.address]) return -1;
    const s = this.s;
    let p = j;
    if (!isBlank(s.charCodeAt(p))) return -1;
    p++;
    let words = 0;
    let capitalStyle = -1;
    let end = -1;
    for (let t = 0; t < 5; t++) {
      const ws = p;
      let e = p;
      while (isAlnum(s.charCodeAt(e)) || ((s.charCodeAt(e) === 39 || s.charCodeAt(e) === 45) && isAlpha(s.charCodeAt(e + 1)))) e++;
      if (e === ws || e - ws > 20) return -1;
      const c0 = s.charCodeAt(ws);
      if (words > 0 && STREET_SUFFIXES.has(s, ws, e)) {
        // 'Cedar Ridge Court': a suffix word that is part of the name, then the real suffix
        if (isBlank(s.charCodeAt(e)) && isUpper(s.charCodeAt(e + 1)) && words < 4) {
          let e2 = e + 1;
          while (isAlpha(s.charCodeAt(e2))) e2++;
          if (STREET_SUFFIXES.has(s, e + 1, e2)) {
            e = e2;
          }
        }
        end = e;
        if (s.charCodeAt(end) === 46 && !isAlpha(s.charCodeAt(end + 1))) end++;
        break;
      }
      if (ADDRESS_STOP_WORDS.has(s, ws, e)) return -1;
      const ordinal = isDigit(c0);
      if (ordinal) {
        let k = ws;
        while (isDigit(s.charCodeAt(k))) k++;
        if (!this.isOrdinal(k) || k + 2 !== e) return -1;
      } else {
        for (let k = ws; k < e; k++) if (!isAlpha(s.charCodeAt(k)) && s.charCodeAt(k) !== 39) return -1;
        const cap = isUpper(c0);
        if (capitalStyle === -1) capitalStyle = cap ? 1 : 0;
        else if ((capitalStyle === 1) !== cap) return -1;
      }
      words++;
      p = e;
      // 'W. 18th Street', 'Martin Luther King Jr. Blvd', 'St. Clair Ave'
      if (s.charCodeAt(p) === 46 && (DIRECTIONS.has(s, ws, e) || NAME_SUFFIXES.has(s, ws, e) || STREET_ABBREVIATIONS.has(s, ws, e))) p++;
      if (s.charCodeAt(p) === 44 && capitalStyle === 1 && !ordinal) {
        // '1250 Broadway, New York, NY 10001', '8 Jalan Binjai, 50450 Kuala Lumpur': a street without a type
        // after its name is one only before its town and postcode (decision 073), in words ('3967 CFM
        // Springfield, OR 97205' is an airflow and a town)
        for (let k = j + 1; k < p; k++) if (isUpper(s.charCodeAt(k)) && isUpper(s.charCodeAt(k + 1))) return -1;
        const town = this.postcodeTownAfter(p);
        const t = town > 0 ? town : this.cityTail(p);
        if (t <= p || !this.postcodeIn(p, t) || (town < 0 && (!isUpper(s.charCodeAt(p + 2)) || this.commasIn(p, t) < 2))) return -1;
        this.emitAddress(i, t);
        this.lastValueEnd = t;
        return t;
      }
      if (!isBlank(s.charCodeAt(p))) return -1;
      p++;
    }
    if (end < 0) return -1;
    // trailing direction: 'NW', 'N.'
    let p2 = end;
    if (isBlank(s.charCodeAt(p2))) {
      let e = p2 + 1;
      while (isAlpha(s.charCodeAt(e)) && e - p2 <= 3) e++;
      if (e > p2 + 1 && this.allUpper(p2 + 1, e) && DIRECTIONS.has(s, p2 + 1, e) && !isAlpha(s.charCodeAt(e))) end = e;
      else {
        // 'Mount Street Upper', 'Sherbrooke Est'
        while (isAlpha(s.charCodeAt(e)) && e - p2 <= 10) e++;
        if (isUpper(s.charCodeAt(p2 + 1)) && STREET_TRAILERS.has(s, p2 + 1, e) && !isAlpha(s.charCodeAt(e))) end = e;
      }
    }
    const streetEnd = end;
    end = this.cityTail(end);
    this.emitAddress(i, end);
    this.lastValueEnd = end;
    // '1801 Pennsylvania Ave, Apt 912, Denver, CO 80203': a unit between the street and its town (decision 072)
    if (end === streetEnd && s.charCodeAt(end) === 44 && s.charCodeAt(end + 1) === 32) {
      const w = end + 2;
      let we = w;
      while (isAsciiLetter(s.charCodeAt(we)) && we - w < 10) we++;
      if (we > w && UNIT_WORDS_IN_ADDRESS.has(s, w, we)) {
        let v = we;
        if (s.charCodeAt(v) === 46) v++;
        if (s.charCodeAt(v) === 32) v++;
        if (s.charCodeAt(v) === 35) v++;
        const e = this.idToken(v, false);
        if (e > 0 && s.charCodeAt(e) === 44) {
          const t = this.cityTail(e);
          if (t > e) {
            this.emit(v, e, CAT.unit_number);
            this.emitAddress(e + 2, t);
            return t;
          }
        }
      }
    }
    // '#204' right after the street: a unit number
    let u = end;
    if (s.charCodeAt(u) === 44) u++;
    if (isBlank(s.charCodeAt(u))) u++;
    if (s.charCodeAt(u) === 35 && isAlnum(s.charCodeAt(u + 1))) {
      const e = this.idToken(u + 1, true);
      if (e > 0) {
        this.emit(u + 1, e, CAT.unit_number);
        return e;
      }
    }
    return end;
  }

  /**
   * What follows a street up to a postcode (decision 063): ', Springfield, IL 62704', ', Sydney NSW 2000',
   * ', London W11 2NN', ', Dublin 2, D02 XK18', ', Montréal (Québec) H2K 1C3', ', #12-03, Singapore 068898',
   * ', Mumbai 400018'. Extended only when it reaches a postcode; otherwise the address ends at the street.
   */
  private cityTail(end: number): number {
    const s = this.s;
    let p = end;
    let best = end;
    for (let seg = 0; seg < 6; seg++) {
      let q = p;
      if (s.charCodeAt(q) === 44) q++;
      if (!isBlank(s.charCodeAt(q))) break;
      q++;
      const c = s.charCodeAt(q);
      // a postcode ends the address; after a comma, a continental one is followed by its town ('…, 75004 Paris')
      const post = this.postcodeAt(q);
      if (post > 0) {
        best = post;
        if (s.charCodeAt(q - 2) === 44 && isDigit(s.charCodeAt(q)) && post - q <= 5 && s.charCodeAt(post) === 32 && isUpper(s.charCodeAt(post + 1)) && isLower(s.charCodeAt(post + 2))) {
          let e = post + 2;
          while (isAlpha(s.charCodeAt(e)) || (s.charCodeAt(e) === 45 && isAlpha(s.charCodeAt(e + 1)))) e++;
          best = e;
        }
        break;
      }
      if (c === 35 && isDigit(s.charCodeAt(q + 1))) {
        // '#12-03' (Singapore unit)
        let e = q + 1;
        while ((isDigit(s.charCodeAt(e)) || s.charCodeAt(e) === 45) && e - q < 10) e++;
        p = e;
        continue;
      }
      if (c === 40) {
        // '(Québec)'
        let e = q + 1;
        while (isAlpha(s.charCodeAt(e)) && e - q < 20) e++;
        if (s.charCodeAt(e) !== 41) break;
        p = e + 1;
        continue;
      }
      if (!isUpper(c)) break;
      // 'PO Box 2211, Station Main, Halifax NS B3J 3C8', 'STN A', 'RPO Westdale': a Canadian post office
      if (this.postOfficeAt(q)) {
        let e = q;
        while (isAlpha(s.charCodeAt(e))) e++;
        if (s.charCodeAt(e) === 46) e++;
        e++;
        if (!isUpper(s.charCodeAt(e - 0)) && !isDigit(s.charCodeAt(e))) break;
        while (isAlnum(s.charCodeAt(e))) e++;
        p = e;
        continue;
      }
      // a state or province code, or one to three capitalised words ('Long Island City', 'Dublin 2')
      let e = q;
      while (isAlpha(s.charCodeAt(e)) && e - q < 20) e++;
      if (e - q <= 3 && this.allUpper(q, e)) {
        p = e;
        continue;
      }
      let words = 0;
      // ('OXFORD OX1 4AA': a city in capitals on a form)
      while (words < 3 && isUpper(s.charCodeAt(q)) && isAlpha(s.charCodeAt(q + 1))) {
        e = q + 1;
        while (isAlpha(s.charCodeAt(e)) || (s.charCodeAt(e) === 45 && isAlpha(s.charCodeAt(e + 1)))) e++;
        // ('New York', 'New Delhi')
        if (NAME_STOP_WORDS.has(s, q, e) && !DIRECTIONS.has(s, q, e) && !(e - q === 3 && (s.charCodeAt(q + 1) | 32) === 101 && (s.charCodeAt(q + 2) | 32) === 119 && s.charCodeAt(e) === 32)) break;
        words++;
        p = e;
        if (s.charCodeAt(e) === 32 && isUpper(s.charCodeAt(e + 1)) && isLower(s.charCodeAt(e + 2))) q = e + 1;
        else break;
      }
      if (words === 0) break;
      // 'Dublin 2'
      if (s.charCodeAt(p) === 32 && isDigit(s.charCodeAt(p + 1)) && !isDigit(s.charCodeAt(p + 2)) && !isAlnum(s.charCodeAt(p + 2))) p += 2;
      else if (s.charCodeAt(p) === 32 && isDigit(s.charCodeAt(p + 1)) && isDigit(s.charCodeAt(p + 2)) && !isAlnum(s.charCodeAt(p + 3))) p += 3;
    }
    return best;
  }

  /**
   * A postcode at q, or -1: US ZIP and ZIP+4, 4- and 6-digit codes (Australia, India, Singapore), UK
   * ('W11 2NN', 'EH9 1HZ', 'N1C 4AG'), Canadian ('H2K 1C3'), Irish Eircode ('D02 XK18').
   */
  private postcodeAt(q: number): number {
    const s = this.s;
    let e = q;
    while (isDigit(s.charCodeAt(e)) && e - q < 7) e++;
    const d = e - q;
    if (d > 0) {
      if (d !== 4 && d !== 5 && d !== 6) return -1;
      if (d === 5 && s.charCodeAt(e) === 45 && isDigit(s.charCodeAt(e + 1))) {
        let k = e + 1;
        while (isDigit(s.charCodeAt(k)) && k - e <= 4) k++;
        if (k - e === 5) e = k;
      }
      return isAlnum(s.charCodeAt(e)) ? -1 : e;
    }
    // outward code: 1–2 capitals, a digit, optionally a capital or digit; then a space and the inward part
    if (!isUpper(s.charCodeAt(q))) return -1;
    let k = q + 1;
    if (isUpper(s.charCodeAt(k))) k++;
    if (!isDigit(s.charCodeAt(k))) return -1;
    k++;
    if ((isUpper(s.charCodeAt(k)) || isDigit(s.charCodeAt(k))) && s.charCodeAt(k + 1) === 32) k++;
    if (s.charCodeAt(k) !== 32) return -1;
    const out = k - q;
    k++;
    const a = s.charCodeAt(k);
    const b = s.charCodeAt(k + 1);
    const c = s.charCodeAt(k + 2);
    const d4 = s.charCodeAt(k + 3);
    // UK inward '2NN', Canadian '1C3', Eircode 'XK18'
    if (isDigit(a) && isUpper(b) && isUpper(c) && !isAlnum(d4) && out >= 2) return k + 3;
    if (isDigit(a) && isUpper(b) && isDigit(c) && !isAlnum(d4) && out === 3) return k + 3;
    if (out === 3 && isAlnum(a) && isAlnum(b) && isAlnum(c) && isAlnum(d4) && !isAlnum(s.charCodeAt(k + 4))) {
      let digits = 0;
      for (let x = k; x < k + 4; x++) if (isDigit(s.charCodeAt(x))) digits++;
      if (digits >= 1 && this.allUpperOrDigit(k, k + 4)) return k + 4;
    }
    return -1;
  }

  /**
   * A postcode at i after ', Town ': the comma-separated place names before it (at most four segments,
   * back to the line start or a label's colon) are an address when one of them names a street or a site
   * ('Business Park', 'Gardens', 'Marg', 'Street'), with or without a house number. 'Austin, TX 53703'
   * alone is not an address.
   */
  private addressBeforePostcode(i: number, district = -1): number {
    if (!this.on[CAT.address]) return -1;
    const s = this.s;
    const end = district > 0 ? district : this.postcodeAt(i);
    if (end < 0) return -1;
    // 'Building Safety Act 2022', 'Tower Block Regulations 2019': a document's year, not a postcode (decision 077)
    if (end - i === 4 && district < 0 && this.recentYearAt(i) && s.charCodeAt(i - 1) === 32 && DOCUMENT_TITLE_ENDS.has(s, this.wordStartBefore(i - 1), i - 1)) return -1;
    let start = -1;
    let placeWord = false;
    let segments = 0;
    let k = i - 1; // the blank before the postcode
    if (s.charCodeAt(k - 1) === 44) k--; // 'Dublin 15, D15 X2Y3'
    for (let seg = 0; seg < 5; seg++) {
      // one segment: capitalised words, numbers, '#05-118', read backwards up to ', ' or the segment's start
      let a = k;
      let words = 0;
      while (a > 0 && k - a < 60) {
        const c = s.charCodeAt(a - 1);
        if (c === 44 || c === 10 || c === 58 || c === 40 || c === 9) break;
        a--;
      }
      // the segment [a, k): every word capitalised, a number or a unit code; in a sentence ('I stay at Blk
      // 456 Ang Mo Kio Avenue 10, …') the words after the last lower-case one
      let w = a;
      let segStart = -1;
      let segPlace = false;
      let inSentence = false;
      while (w < k) {
        while (w < k && s.charCodeAt(w) === 32) w++;
        const ws = w;
        while (w < k && s.charCodeAt(w) !== 32) w++;
        if (w === ws) break;
        const c0 = s.charCodeAt(ws);
        if (!(isUpper(c0) || isDigit(c0) || c0 === 35)) {
          inSentence = true;
          segStart = -1;
          segPlace = false;
          words = 0;
          continue;
        }
        if (segStart < 0) segStart = ws;
        let we = w;
        while (we > ws && !isAlpha(s.charCodeAt(we - 1)) && !isDigit(s.charCodeAt(we - 1))) we--;
        // ('Co. Wicklow': an Irish county)
        if (PLACE_WORDS.has(s, ws, we) || STREET_SUFFIXES.has(s, ws, we) || (we - ws === 2 && s.charCodeAt(ws) === 67 && s.charCodeAt(ws + 1) === 111 && s.charCodeAt(we) === 46)) segPlace = true;
        words++;
      }
      if (words === 0 || words > 8) break; // 'Blk 456 Ang Mo Kio Avenue 10'
      if (segPlace) placeWord = true;
      // 'Flat 704, Wing C, …': unit and building keywords are labelled on their own
      const fs = segStart;
      let fe = fs;
      while (isAlpha(s.charCodeAt(fe))) fe++;
      if (words <= 2 && fe - fs <= 12 && fe > fs && this.lookup(this.hashOf(fs, fe), fs, fe - fs) & (K_UNIT | K_BUILDING)) break;
      // ('Site code GB-LDS-04, Crown Point Retail Park, …': a site's code is labelled on its own; decision 075)
      if (words === 1 && this.siteCodeShape(fs, k)) break;
      // ('Flat 302, B-Wing, …', '4th Floor, Prestige Tech Park, …': the keyword after its id)
      if (words <= 2 && k - fs >= 6 && this.lower(k - 4, k) === 'wing' && (s.charCodeAt(k - 5) === 45 || s.charCodeAt(k - 5) === 32)) break;
      if (words === 2) {
        let le = k;
        while (le > fs && !isAlpha(s.charCodeAt(le - 1))) le--;
        let ls = le;
        while (ls > fs && isAlpha(s.charCodeAt(ls - 1))) ls--;
        if (le - ls >= 4 && le - ls <= 12 && s.charCodeAt(ls - 1) === 32 && isDigit(s.charCodeAt(fs)) && this.lookup(this.hashOf(ls, le), ls, le - ls) & (K_UNIT | K_BUILDING)) break;
      }
      start = fs;
      segments++;
      const c = s.charCodeAt(a - 1);
      if (c !== 44 || inSentence) break;
      k = a - 1;
    }
    // ('Prestige Shantiniketan, Whitefield, Bengaluru 560048': three or more place names before a six-digit PIN)
    if (start < 0 || !(placeWord || (segments >= 3 && end - i === 6 && isDigit(s.charCodeAt(i))))) return -1;
    return this.emitAddress(start, end);
  }

  /** The end of a week number at p (1 to 53, then no digit, no decimal and no unit), or -1. */
  private calendarWeekEnd(p: number): number {
    const s = this.s;
    let e = p;
    while (isDigit(s.charCodeAt(e)) && e - p < 3) e++;
    if (e === p || e - p > 2 || isAlnum(s.charCodeAt(e))) return -1;
    if ((s.charCodeAt(e) === 46 || s.charCodeAt(e) === 44) && isDigit(s.charCodeAt(e + 1))) return -1;
    const n = e - p === 1 ? s.charCodeAt(p) - 48 : (s.charCodeAt(p) - 48) * 10 + s.charCodeAt(p + 1) - 48;
    if (n < 1 || n > 53 || (isBlank(s.charCodeAt(e)) && this.unit(e) > 0)) return -1;
    return e;
  }

  /** ' at ', ' of ', ' for ', ' the ', ' on ', ' in ' inside [a, b): the words of a business's name. */
  private prepositionInside(a: number, b: number): boolean {
    const s = this.s;
    for (let k = a + 1; k < b - 3; k++) {
      if (s.charCodeAt(k) !== 32 || !isLower(s.charCodeAt(k + 1))) continue;
      let e = k + 1;
      while (isLower(s.charCodeAt(e)) && e - k <= 4) e++;
      if (s.charCodeAt(e) === 32 && PREPOSITIONS_IN_NAMES.has(s, k + 1, e)) return true;
    }
    return false;
  }

  /**
   * 'part ', 'model no. ', 'P/N: ', 'SKU #' right before i: a part's or a product's number follows; 'Ticket ', 'Incident ',
   * 'Invoice no. ': a document's ('Ticket FM-2026-10-3312' is no flow meter; decision 080, amendment).
   */
  private partWordBefore(i: number): boolean {
    const s = this.s;
    let p = i - 1;
    while (p > 0 && i - p <= 6 && (isBlank(s.charCodeAt(p)) || s.charCodeAt(p) === 58 || s.charCodeAt(p) === 35 || s.charCodeAt(p) === 46)) p--;
    if (p === i - 1) return false;
    let e = p + 1;
    // ('model no.', 'part number')
    let a = p;
    while (a >= 0 && isAlpha(s.charCodeAt(a)) && e - a <= 10) a--;
    const w = this.lower(a + 1, e);
    if (w === 'no' || w === 'number' || w === 'nr') {
      p = a;
      while (p > 0 && isBlank(s.charCodeAt(p))) p--;
      e = p + 1;
      a = p;
      while (a >= 0 && isAlpha(s.charCodeAt(a)) && e - a <= 10) a--;
    }
    // 'P/N'
    if (e - a - 1 === 1 && (s.charCodeAt(a + 1) | 32) === 110 && s.charCodeAt(a) === 47 && (s.charCodeAt(a - 1) | 32) === 112) return true;
    if (e - a - 1 < 2 || isAlnum(s.charCodeAt(a))) return false;
    // ('Incident: AHU-2 tripped': after a colon the code is what the document is about)
    if (PART_WORDS.has(s, a + 1, e)) return true;
    if (!DOCUMENT_WORDS.has(s, a + 1, e)) return false;
    for (let q = e; q < i; q++) if (s.charCodeAt(q) === 58) return false;
    return true;
  }

  /** A site word right before i with an id word or a colon after it ('Site code ', 'Property ID: ', 'Site: '). */
  private namedSite(i: number, idWord = false): boolean {
    if (!(this.ctx & K_SITE) || !this.ctxApplies(K_SITE, i)) return false;
    const s = this.s;
    const e = this.ctxEnd;
    if (s.charCodeAt(e) === 58) return !idWord && i - e <= 2;
    if (!this.idWordAfter(e)) return false;
    let q = e + 1;
    while (isAlpha(s.charCodeAt(q))) q++;
    if (s.charCodeAt(q) === 46) q++;
    if (s.charCodeAt(q) === 58) q++;
    while (isBlank(s.charCodeAt(q))) q++;
    return q === i;
  }

  /** 'GB-LDN-07', 'SG-TUAS-3' at [p, e): two or three capitals, a group of three or four capitals, a number. */
  private townCode(p: number, e: number): boolean {
    const s = this.s;
    let q = p;
    while (isUpper(s.charCodeAt(q))) q++;
    if (q - p < 2 || q - p > 3 || s.charCodeAt(q) !== 45) return false;
    const t = ++q;
    while (isUpper(s.charCodeAt(q))) q++;
    if (q - t < 3 || q - t > 4 || s.charCodeAt(q) !== 45) return false;
    return this.digitsOnly(q + 1, e);
  }

  /** 'GB-LDS-04', 'SG-CBD-2' at [p, e) (trailing punctuation allowed): capitals, a hyphen and digits, a code. */
  private siteCodeShape(p: number, e: number): boolean {
    const s = this.s;
    while (e > p && !isAlnum(s.charCodeAt(e - 1))) e--;
    if (e - p < 4 || e - p > 16 || !isUpper(s.charCodeAt(p)) || !isUpper(s.charCodeAt(p + 1))) return false;
    let hyphen = false;
    let digit = false;
    for (let q = p; q < e; q++) {
      const c = s.charCodeAt(q);
      if (c === 45) hyphen = true;
      else if (isDigit(c)) digit = true;
      else if (!isUpper(c)) return false;
    }
    return hyphen && digit;
  }

  private lastAddressEnd = -1000;

  /**
   * Whether i follows the last address through place names only (', Wan Chai, '): the district and city
   * of an address without a postcode, not a person (decision 071).
   */
  private placeChainAfterAddress(i: number): boolean {
    const s = this.s;
    if (i - this.lastAddressEnd > 48 || i < this.lastAddressEnd) return false;
    let comma = false;
    let wordStart = true;
    for (let k = this.lastAddressEnd; k < i; k++) {
      const c = s.charCodeAt(k);
      if (c === 44) {
        comma = true;
        wordStart = true;
      } else if (c === 32) wordStart = true;
      else if (isAlpha(c) || c === 39 || c === 45) {
        if (wordStart && !isUpper(c)) return false;
        wordStart = false;
      } else return false;
    }
    return comma;
  }

  private emitAddress(start: number, end: number): number {
    if (start < 0) return -1;
    this.lastAddressEnd = end;
    this.emit(start, end, CAT.address);
    this.lastValueEnd = end;
    return end;
  }

  /** 'NSW', 'QLD', 'VIC' (two or three capitals) after a lower-case word, ending at e. */
  private stateCodeBefore(e: number): boolean {
    const s = this.s;
    let a = e;
    while (isUpper(s.charCodeAt(a - 1)) && e - a < 4) a--;
    // ('Campus ID 4471', 'Ref NO 1234': an id word, not Idaho or Norway)
    return e - a >= 2 && e - a <= 3 && s.charCodeAt(a - 1) === 32 && isLower(s.charCodeAt(a - 2)) && isAsciiLetter(s.charCodeAt(a)) && !ID_WORDS.has(s, a, e);
  }

  /**
   * '[G]PO Box 318' / 'P.O. Box 12' / 'Post Office Box 9' / 'Private Bag 92019' at the number i..j, with the town and postcode that
   * follow on the line (decision 071).
   */
  private postBox(i: number, j: number): number {
    if (!this.on[CAT.address]) return -1;
    const s = this.s;
    const box = i >= 7 ? this.lower(i - 4, i - 1) : '';
    if ((box !== 'box' && box !== 'bag') || s.charCodeAt(i - 5) !== 32) return -1;
    // the word before 'Box': 'PO', 'P.O.', 'GPO', 'PMB', 'Post Office'; before 'Bag': 'Private', 'Locked'
    let a = i - 5;
    while (a > 0 && (isAlpha(s.charCodeAt(a - 1)) || s.charCodeAt(a - 1) === 46) && i - 5 - a < 8) a--;
    const w = this.lower(a, i - 5).replace(/\./g, '');
    let start = a;
    if (box === 'bag') {
      if (w !== 'private' && w !== 'locked') return -1;
    } else if (w === 'office' && this.lower(a - 5, a - 1) === 'post') start = a - 5;
    else if (w !== 'po' && w !== 'gpo' && w !== 'pmb') return -1;
    if (isAlnum(s.charCodeAt(start - 1))) return -1;
    const end = this.cityTail(j);
    return this.emitAddress(start, end);
  }

  /**
   * A street named with a continental suffix and its number: 'Friedrichstraße 118', 'Kastanienallee 24a',
   * 'Keizersgracht 452', then ', 10117 Berlin' or ', 1016 GD Amsterdam' when a postcode and town follow
   * (decision 071). `i` is the number, the street is the one capitalised word before it.
   */
  private continentalAddress(i: number, j: number): number {
    if (!this.on[CAT.address]) return -1;
    const s = this.s;
    // ('Bahnhofstr. 12': the abbreviated 'straße')
    const we = s.charCodeAt(i - 2) === 46 ? i - 2 : i - 1;
    let a = we;
    while (a > 0 && isAlpha(s.charCodeAt(a - 1)) && i - a < 30) a--;
    if (!isUpper(s.charCodeAt(a))) return -1;
    let suffix = false;
    if (!isAlnum(s.charCodeAt(a - 1)) && we - a >= 5) {
      suffix = we < i - 1 ? this.endsWithLower(a, we, 'str') : false;
      for (let x = 0; x < CONTINENTAL_STREET_ENDINGS.length && !suffix; x++) suffix = this.endsWithLower(a, we, CONTINENTAL_STREET_ENDINGS[x]);
    }
    // 'Schönhauser Allee 142', 'Route de Pré-Bois 20': only with the postcode and town that follow (below)
    const needTown = !suffix;
    if (needTown) {
      // (a comma and a digit after the number, or its letter or range, come first: a cheap test)
      let k = j;
      while (isAlnum(s.charCodeAt(k)) || s.charCodeAt(k) === 45 || s.charCodeAt(k) === 47) k++;
      if (s.charCodeAt(k) !== 44 || !(isDigit(s.charCodeAt(k + 2)) || isUpper(s.charCodeAt(k + 2)))) return -1;
      // ('Damrak 1, 1012 LG Amsterdam', 'Weena 664, …': one word without a street ending, before a Dutch
      // postcode, whose shape no other number has; decision 074)
      const word = a;
      a = this.streetNameStart(a, we);
      if (a < 0 && we - word >= 4 && !isAlnum(s.charCodeAt(word - 1)) && this.dutchPostcodeAt(k + 2)) a = word;
      if (a < 0) return -1;
    }
    let end = j;
    // a house number's letter or range: '24a', '14-16'
    if (isAlpha(s.charCodeAt(end)) && !isAlpha(s.charCodeAt(end + 1))) end++;
    else if (s.charCodeAt(end) === 45 && isDigit(s.charCodeAt(end + 1))) {
      end++;
      while (isDigit(s.charCodeAt(end))) end++;
    }
    // ('Keizersgracht 401-H': a Dutch upper floor's letter; 'ul. Długa 17/4': a Polish flat after the house; decision 080)
    else if (s.charCodeAt(end) === 45 && isUpper(s.charCodeAt(end + 1)) && !isAlnum(s.charCodeAt(end + 2))) end += 2;
    else if (s.charCodeAt(end) === 47 && isDigit(s.charCodeAt(end + 1))) {
      end++;
      while (isDigit(s.charCodeAt(end)) && end - j < 5) end++;
    }
    if (isAlnum(s.charCodeAt(end))) return -1;
    const numberEnd = end;
    // ('Carrer de Mallorca 401, 3º 2ª, 08013 Barcelona': a Spanish floor and door between the house and the postcode)
    end = this.floorDoorEnd(end);
    const town = this.postcodeTownAfter(end);
    if (town > 0) end = town;
    if (needTown && end <= numberEnd) return -1;
    if (town < 0) end = numberEnd;
    return this.emitAddress(a, end);
  }

  /** Whether one to four capitalised words at p end with a building's word ('Marunouchi Centre Building', 'Shinjuku Tower'). */
  private buildingNameAt(p: number): boolean {
    const s = this.s;
    for (let w = 0; w < 4 && isUpper(s.charCodeAt(p)); w++) {
      const e = this.wordEndAfter(p);
      if (w > 0 && BUILDING_NAME_WORDS.has(s, p, e)) return true;
      if (s.charCodeAt(e) !== 32) return false;
      p = e + 1;
    }
    return false;
  }

  /** The number of blanks in [a, b) (the words of a label, at most a few). */
  private blanksBetween(a: number, b: number): number {
    let n = 0;
    for (let k = a; k < b; k++) if (isBlank(this.s.charCodeAt(k))) n++;
    return n;
  }

  /** Whether a label's colon ends one to three blanks before `at`. */
  private colonJustBefore(at: number): boolean {
    let k = at;
    while (isBlank(this.s.charCodeAt(k - 1)) && at - k < 3) k--;
    return k < at && this.s.charCodeAt(k - 1) === 58;
  }

  /** Whether [a, b) holds two or more '/' and nothing else but letters, digits, '-', '_' and '.' (a point's path). */
  private onlySlashesOther(a: number, b: number): boolean {
    let slashes = 0;
    for (let k = a; k < b; k++) {
      const c = this.s.charCodeAt(k);
      if (c === 47) slashes++;
      else if (!(isAlnum(c) || c === 45 || c === 95 || c === 46)) return false;
    }
    return slashes >= 2;
  }

  /** Whether a company's tax or registration word comes right before i ('VAT ', 'NIP: ', 'BTW nr ', 'CNPJ no. '). */
  private companyNumberBefore(i: number): boolean {
    const s = this.s;
    let e = i;
    for (let w = 0; w < 3; w++) {
      while ((isBlank(s.charCodeAt(e - 1)) || s.charCodeAt(e - 1) === 58 || s.charCodeAt(e - 1) === 46 || s.charCodeAt(e - 1) === 35) && i - e < 12) e--;
      const a = this.wordStartBefore(e);
      if (a === e) return false;
      if (COMPANY_NUMBER_WORDS.has(s, a, e)) return true;
      if (!ID_WORDS.has(s, a, e) && this.lower(a, e) !== 'nr') return false;
      e = a;
    }
    return false;
  }

  /** The end of '[°C]', '[kWh]', '[m³]', '[%]' at p (a unit of one to six characters in square brackets), or -1. */
  private bracketedUnitEnd(p: number): number {
    const s = this.s;
    let q = p + 1;
    while (q - p <= 7) {
      const c = s.charCodeAt(q);
      if (c === 93) return q > p + 1 ? q + 1 : -1;
      if (!(isAlnum(c) || c === 0xb0 || c === 0xb3 || c === 0xb2 || c === 37 || c === 47)) return -1;
      q++;
    }
    return -1;
  }

  /** The end of a Brazilian address's neighbourhood, town and CEP after its number at `j` (', 01310-200'), or `j` without one. */
  private brazilianPostcodeEnd(j: number): number {
    const s = this.s;
    for (let p = j; p - j < 90; p++) {
      const c = s.charCodeAt(p);
      if (isDigit(c)) {
        let q = p;
        while (isDigit(s.charCodeAt(q))) q++;
        const ok = q - p === 5 && s.charCodeAt(q) === 45 && isDigit(s.charCodeAt(q + 1)) && isDigit(s.charCodeAt(q + 2)) && isDigit(s.charCodeAt(q + 3)) && !isAlnum(s.charCodeAt(q + 4));
        return ok && (s.charCodeAt(p - 1) === 32 || s.charCodeAt(p - 1) === 58) ? q + 4 : j;
      }
      if (!(isAlpha(c) || c === 32 || c === 44 || c === 45 || c === 47 || c === 46 || c === 58)) return j;
    }
    return j;
  }

  /**
   * After a Japanese block address's first two numbers ('1-6', at the second '-' at `j`): its third number, the district,
   * a ward, city or town ('Chiyoda-ku', 'Kita-ku', 'Sapporo-shi') and the postcode ('100-0005') if it follows. Returns the
   * end, or -1 without the ward.
   */
  private japaneseBlockAddress(j: number): number {
    const s = this.s;
    let p = j + 1;
    while (isDigit(s.charCodeAt(p)) && p - j < 3) p++;
    if (s.charCodeAt(p) !== 45 || !isDigit(s.charCodeAt(p + 1))) return -1;
    p++;
    while (isDigit(s.charCodeAt(p)) && p - j < 8) p++;
    if (s.charCodeAt(p) !== 32 || !isUpper(s.charCodeAt(p + 1))) return -1;
    let ward = -1;
    let end = -1;
    for (let q = p + 1; q - p < 90; ) {
      const w = q;
      while (isAlpha(s.charCodeAt(q))) q++;
      if (q === w) return ward < 0 ? -1 : end;
      if (s.charCodeAt(q) === 45 && JAPANESE_WARDS.has(s, q + 1, this.wordEndAfter(q + 1))) {
        q = this.wordEndAfter(q + 1);
        ward = q;
      }
      end = q;
      // ', Tokyo 100-0005': the postcode ends it
      if (ward > 0 && s.charCodeAt(q) === 32 && isDigit(s.charCodeAt(q + 1))) {
        const d = q + 1;
        if (this.digitsOnly(d, d + 3) && s.charCodeAt(d + 3) === 45 && this.digitsOnly(d + 4, d + 8) && !isAlnum(s.charCodeAt(d + 8))) return d + 8;
        return end;
      }
      if (s.charCodeAt(q) === 44 && s.charCodeAt(q + 1) === 32 && isUpper(s.charCodeAt(q + 2))) q += 2;
      else if (s.charCodeAt(q) === 32 && isUpper(s.charCodeAt(q + 1))) q++;
      else return ward < 0 ? -1 : end;
    }
    return ward < 0 ? -1 : end;
  }

  /** '〒160-0023 東京都新宿区西新宿6-14-1': the postcode and the address written after it in Japanese. */
  private japanesePostcode(i: number): number {
    const s = this.s;
    let p = i + 1;
    if (isBlank(s.charCodeAt(p))) p++;
    if (!this.digitsOnly(p, p + 3) || s.charCodeAt(p + 3) !== 45 || !this.digitsOnly(p + 4, p + 8) || isDigit(s.charCodeAt(p + 8)) || !this.on[CAT.address]) return i + 1;
    let e = p + 8;
    let q = isBlank(s.charCodeAt(e)) ? e + 1 : e;
    while (q - e < 60) {
      const c = s.charCodeAt(q);
      if (isCjk(c) || (isDigit(c) && q > e + 1)) q++;
      else if ((c === 45 || c === 0xff0d || c === 0x2212) && isDigit(s.charCodeAt(q + 1))) q++;
      else break;
    }
    if (q > e + 1) e = q;
    return this.emitAddress(i, e);
  }

  /**
   * '佐藤 健一', '高橋 美咲': a Japanese family name from the commonest ones, a space and a given name of one to three
   * kanji, alone between other characters (decision 080). Returns the end of the run of kanji read.
   */
  /** Where the last person's name emitted ends. */
  private lastNameEnd = -1;

  /**
   * After the digits [i, j) followed by `nx`: '2. OG', '4. katta', '2. etasje', '3. patro', an ordinal written with a dot
   * before a floor word in German, Turkish, Norwegian, Czech, Italian and Dutch; '101동 1203호 12층', '8栋2单元1502室 15层',
   * a building, an entrance, a flat and a floor in Korean and Chinese addresses, not a count ('2室1厅', two rooms and a
   * hall) nor a word going on ('3호선', line 3). The end of what it emitted, or -1.
   */
  private placeAfterNumber(i: number, j: number, d: number, prev: number): number {
    const s = this.s;
    if (s.charCodeAt(j) === 46) {
      if (!isAlpha(s.charCodeAt(j + 2)) || isAlnum(prev) || !this.on[CAT.unit_number]) return -1;
      const e = this.wordEnd(j + 2);
      return e - j - 2 <= 12 && !isAlpha(s.charCodeAt(e)) && FLOOR_WORDS_AFTER_DOT.has(s, j + 2, e) ? this.hit(i, j, CAT.unit_number) : -1;
    }
    const e = this.cjkPlaceEnd(j, d);
    return e > 0 ? this.hit(i, e, this.cjkPlaceCat) : -1;
  }

  /**
   * At the letters [i, j) followed by `c`: 'HESG850312MDFRTD04', a Mexican CURP by its shape, birth date and check digit;
   * 'B Blok', a building's letter before the Turkish building word; 'A동', 'B栋', the same before the Korean and Chinese
   * ones. The end of what it emitted, or -1.
   */
  private letterPlaceOrId(i: number, j: number, len: number, c: number): number {
    const s = this.s;
    if (len === 4 && isDigit(c)) return this.on[CAT.ssn] && this.curp(i) ? this.hit(i, i + 18, CAT.ssn) : -1;
    if (!this.on[CAT.building_id] || !this.allUpper(i, j)) return -1;
    if (c === 32) return (s.charCodeAt(j + 1) | 32) === 98 && this.startsWithLower(j + 1, 'blok') && !isAlpha(s.charCodeAt(j + 5)) ? this.hit(i, j, CAT.building_id) : -1;
    return this.hit(i, j + 1, CAT.building_id);
  }

  /** The category of the last place `cjkPlaceEnd` read. */
  private cjkPlaceCat = 0;

  /**
   * After `d` digits ending at `j`, the end of a Korean or Chinese place word that makes them a building ('동', '栋',
   * '棟'), an entrance ('单元'), a flat ('호', '室', three digits or more) or a floor ('층', '层'), with the category in
   * `cjkPlaceCat`; 0 when none follows, or when another Hangul syllable or kanji goes on the word.
   */
  private cjkPlaceEnd(j: number, d: number): number {
    const s = this.s;
    const c = s.charCodeAt(j);
    let e = j + 1;
    let cat: number;
    if (c === 0xb3d9 || c === 0x680b || c === 0x68df) cat = CAT.building_id;
    else if (c === 0x5355 && s.charCodeAt(j + 1) === 0x5143) {
      cat = CAT.unit_number;
      e = j + 2;
    } else if ((c === 0xd638 || c === 0x5ba4) && d >= 3) cat = CAT.unit_number;
    else if (c === 0xce35 || c === 0x5c42) cat = CAT.unit_number;
    else return 0;
    if (d > 4 || !this.on[cat]) return 0;
    const after = s.charCodeAt(e);
    // (a building or an entrance goes on to the next part: '8栋2单元')
    if ((after >= 0xac00 && after <= 0xd7a3) || (isCjk(after) && !(cat === CAT.building_id || e === j + 2))) return 0;
    if (isDigit(after) && cat !== CAT.building_id && e !== j + 2) return 0;
    this.cjkPlaceCat = cat;
    return e;
  }

  private kanjiName(i: number): number {
    const s = this.s;
    let e = i;
    while (isCjk(s.charCodeAt(e))) e++;
    // '地址：上海市徐汇区漕溪北路88号', '住所：…': the address after a Chinese or Japanese address label, to its line's end
    // (decision 080, amendment)
    if (e - i >= 2 && ((s.charCodeAt(e - 2) === 0x5730 && s.charCodeAt(e - 1) === 0x5740) || (s.charCodeAt(e - 2) === 0x4f4f && s.charCodeAt(e - 1) === 0x6240)) && (s.charCodeAt(e) === 0xff1a || s.charCodeAt(e) === 58) && this.on[CAT.address]) {
      let a = e + 1;
      while (isBlank(s.charCodeAt(a)) && a - e < 4) a++;
      let g = a;
      while (g - a < 80 && (isCjk(s.charCodeAt(g)) || isAlnum(s.charCodeAt(g)) || s.charCodeAt(g) === 45 || isBlank(s.charCodeAt(g)))) g++;
      while (g > a && isBlank(s.charCodeAt(g - 1))) g--;
      if (g - a >= 6 && this.hasDigitIn(a, g)) return this.hit(a, g, CAT.address);
      return e;
    }
    // '业主姓名：王晓明', '氏名: 山田太郎': the name after a Chinese or Japanese name label and its colon (decision 080, amendment)
    if (e - i >= 2 && ((s.charCodeAt(e - 2) === 0x59d3 && s.charCodeAt(e - 1) === 0x540d) || (s.charCodeAt(e - 2) === 0x6c0f && s.charCodeAt(e - 1) === 0x540d)) && (s.charCodeAt(e) === 0xff1a || s.charCodeAt(e) === 58) && this.on[CAT.person_name]) {
      let a = e + 1;
      while (isBlank(s.charCodeAt(a)) && a - e < 4) a++;
      let g = a;
      while (isCjk(s.charCodeAt(g)) && g - a < 5) g++;
      if (g - a >= 2 && g - a <= 4 && !isCjk(s.charCodeAt(g))) return this.hit(a, g, CAT.person_name);
      return e;
    }
    if (isCjk(s.charCodeAt(i - 1)) || e - i > 3 || !this.on[CAT.person_name] || !JAPANESE_SURNAMES.has(s.slice(i, e))) return e;
    const sep = s.charCodeAt(e);
    if (sep !== 32 && sep !== 0x3000) return e;
    let g = e + 1;
    while (isCjk(s.charCodeAt(g))) g++;
    if (g === e + 1 || g - e - 1 > 3 || isAlnum(s.charCodeAt(g))) return e;
    return this.hit(i, g, CAT.person_name);
  }

  private hasDigitIn(a: number, b: number): boolean {
    for (let k = a; k < b; k++) if (isDigit(this.s.charCodeAt(k))) return true;
    return false;
  }

  /** Whether [a, b) is one capitalised word, a blank and a number ('Granen 7'). */
  private nameAndNumber(a: number, b: number): boolean {
    const s = this.s;
    if (!isUpper(s.charCodeAt(a))) return false;
    let q = a + 1;
    while (q < b && isLower(s.charCodeAt(q))) q++;
    if (q - a < 3 || s.charCodeAt(q) !== 32) return false;
    return this.digitsOnly(q + 1, b);
  }

  /** Whether [a, b) is Hangul syllables only or Han characters only (a Korean or Chinese name). */
  private cjkNameCell(a: number, b: number): boolean {
    const s = this.s;
    const hangul = s.charCodeAt(a) >= 0xac00 && s.charCodeAt(a) <= 0xd7a3;
    for (let k = a; k < b; k++) {
      const c = s.charCodeAt(k);
      if (hangul ? c < 0xac00 || c > 0xd7a3 : c < 0x4e00 || c > 0x9fff) return false;
    }
    return true;
  }

  /** After ', 3º 2ª' or ', 2º B' at `end` (a Spanish floor and door), its end; else `end`. */
  private floorDoorEnd(end: number): number {
    const s = this.s;
    if (s.charCodeAt(end) !== 44 || s.charCodeAt(end + 1) !== 32 || !isDigit(s.charCodeAt(end + 2))) return end;
    let p = end + 2;
    while (isDigit(s.charCodeAt(p)) && p - end < 4) p++;
    const o = s.charCodeAt(p);
    if (o !== 0xba && o !== 0xaa && o !== 0xb0) return end;
    p++;
    if (s.charCodeAt(p) === 32 && (isDigit(s.charCodeAt(p + 1)) || isUpper(s.charCodeAt(p + 1)))) {
      let q = p + 1;
      while (isDigit(s.charCodeAt(q)) && q - p < 3) q++;
      if (q === p + 1) q++;
      if (s.charCodeAt(q) === 0xba || s.charCodeAt(q) === 0xaa) q++;
      if (!isAlnum(s.charCodeAt(q))) p = q;
    }
    return s.charCodeAt(p) === 44 ? p : end;
  }

  /** Four digits at p from 1900 to 2039. */
  private recentYearAt(p: number): boolean {
    const s = this.s;
    const c0 = s.charCodeAt(p);
    const c1 = s.charCodeAt(p + 1);
    const c2 = s.charCodeAt(p + 2);
    return (c0 === 49 && c1 === 57) || (c0 === 50 && c1 === 48 && c2 <= 51);
  }

  /** '1012 LG Amsterdam' at p: four digits (no leading 0), two capitals and a capitalised town. */
  private dutchPostcodeAt(p: number): boolean {
    const s = this.s;
    return s.charCodeAt(p) !== 48 && this.digitsOnly(p, p + 4) && s.charCodeAt(p + 4) === 32 && isUpper(s.charCodeAt(p + 5)) && isUpper(s.charCodeAt(p + 6)) && s.charCodeAt(p + 7) === 32 && isUpper(s.charCodeAt(p + 8));
  }

  /**
   * A postcode and town after a street ending at `end`: ', 10117 Berlin', ', 1016 GD Amsterdam', ', 02-676
   * Warszawa', ', 1100-053 Lisboa', ', 50450 Kuala Lumpur', with a district first (', Cuauhtémoc, 06500
   * Ciudad de México'; decision 073). Returns the town's end, or -1.
   */
  private postcodeTownAfter(end: number): number {
    const s = this.s;
    if (s.charCodeAt(end) !== 44 || s.charCodeAt(end + 1) !== 32) return -1;
    let p = end + 2;
    if (isUpper(s.charCodeAt(p))) {
      let q = p;
      while (q - p < 30 && (isAlpha(s.charCodeAt(q)) || s.charCodeAt(q) === 32 || s.charCodeAt(q) === 45)) q++;
      if (s.charCodeAt(q) !== 44 || s.charCodeAt(q + 1) !== 32 || !isDigit(s.charCodeAt(q + 2))) return -1;
      p = q + 2;
    }
    const d0 = p;
    while (isDigit(s.charCodeAt(p)) && p - d0 < 6) p++;
    let digits = p - d0;
    if ((digits === 2 || digits === 4) && s.charCodeAt(p) === 45 && isDigit(s.charCodeAt(p + 1)) && isDigit(s.charCodeAt(p + 2)) && isDigit(s.charCodeAt(p + 3)) && !isDigit(s.charCodeAt(p + 4))) {
      p += 4;
      digits = 5;
    }
    if (digits !== 4 && digits !== 5) return -1;
    if (s.charCodeAt(p) === 32 && isUpper(s.charCodeAt(p + 1)) && isUpper(s.charCodeAt(p + 2)) && s.charCodeAt(p + 3) === 32) p += 3;
    if (s.charCodeAt(p) !== 32 || !isUpper(s.charCodeAt(p + 1))) return -1;
    let e = p + 1;
    while (isAlpha(s.charCodeAt(e)) || (s.charCodeAt(e) === 45 && isAlpha(s.charCodeAt(e + 1)))) e++;
    if (e - p <= 2) return -1;
    // 'Kuala Lumpur', 'Ciudad de México': more words only when the town ends the clause there
    let f = e;
    for (let w = 0; w < 3 && s.charCodeAt(f) === 32; w++) {
      let g = f + 1;
      while (isAlpha(s.charCodeAt(g))) g++;
      if (g === f + 1) break;
      if (isUpper(s.charCodeAt(f + 1))) {
        const c = s.charCodeAt(g);
        if (g >= this.n || c === 10 || c === 13 || c === 44 || c === 46 || c === 41 || c === 59) e = g;
        f = g;
      } else if (NAME_PARTICLES.has(s, f + 1, g)) f = g;
      else break;
    }
    return e;
  }

  private commasIn(a: number, e: number): number {
    let n = 0;
    for (let q = a; q < e; q++) if (this.s.charCodeAt(q) === 44) n++;
    return n;
  }

  /** Whether a house number starts at q: '1-5-1 Marunouchi', '12 Rue…' (digits, then '-' and a digit, or a capitalised word). */
  private houseNumberAt(q: number): boolean {
    const s = this.s;
    let e = q;
    while (isDigit(s.charCodeAt(e)) && e - q < 5) e++;
    if (e === q) return false;
    return (s.charCodeAt(e) === 45 && isDigit(s.charCodeAt(e + 1))) || (s.charCodeAt(e) === 32 && isUpper(s.charCodeAt(e + 1)) && isLower(s.charCodeAt(e + 2)));
  }

  /** Whether [a, e) holds four or more digits in a row (a postcode). */
  private postcodeIn(a: number, e: number): boolean {
    let run = 0;
    for (let q = a; q < e; q++) {
      if (isDigit(this.s.charCodeAt(q))) {
        if (++run >= 4) return true;
      } else run = 0;
    }
    return false;
  }

  /** The start of a street written in words before its number ending at we, or -1 (see continentalAddress). */
  private streetNameStart(a: number, we: number): number {
    const s = this.s;
    // 'Schönhauser Allee': a street word after a capitalised word
    if (STANDALONE_STREET_WORDS.has(s, a, we) && s.charCodeAt(a - 1) === 32) {
      const b = this.wordStartBefore(a - 1);
      if (b < a - 1 && isUpper(s.charCodeAt(b))) return b;
    }
    // 'Route de Pré-Bois', 'Via Roma', 'Rue de la Loi': a street type first, then capitalised words and particles
    let p = this.wordStartBefore(we);
    for (let w = 0; w < 5; w++) {
      if (p < 2 || s.charCodeAt(p - 1) !== 32) return -1;
      // ('C/ de Alcalá', 'C/ Mayor': the Spanish 'calle' abbreviated; decision 080)
      if (s.charCodeAt(p - 2) === 47 && (s.charCodeAt(p - 3) | 32) === 99 && !isAlnum(s.charCodeAt(p - 4))) return p - 3;
      // ('ul. Postępu', 'Av. Paseo de la Reforma': an abbreviated street type)
      const e = s.charCodeAt(p - 2) === 46 ? p - 2 : p - 1;
      const b = this.wordStartBefore(e);
      if (b === e) return -1;
      if ((isUpper(s.charCodeAt(b)) || e === p - 2) && STREET_TYPES_FIRST.has(s, b, e)) return b;
      if (!isUpper(s.charCodeAt(b)) && !NAME_PARTICLES.has(s, b, e)) return -1;
      p = b;
    }
    return -1;
  }

  /** 'Station ', 'Stn ', 'STN ', 'RPO ', 'Succ. ' at q. */
  private postOfficeAt(q: number): boolean {
    const s = this.s;
    const c0 = s.charCodeAt(q) | 32;
    if (c0 !== 115 && c0 !== 114) return false;
    let e = q;
    while (isAsciiLetter(s.charCodeAt(e)) && e - q < 11) e++;
    if (s.charCodeAt(e) === 46) e++;
    if (s.charCodeAt(e) !== 32) return false;
    return POST_OFFICE_WORDS.has(s, q, s.charCodeAt(e - 1) === 46 ? e - 1 : e);
  }

  /** 'V', 'A', 'Hz', 'kVA', 'phase' at p, as a word. */
  private electricalUnitAt(p: number): boolean {
    const s = this.s;
    const e = this.wordEnd(p);
    if (e === p) return false;
    if (e - p === 1) return s.charCodeAt(p) === 86 || s.charCodeAt(p) === 65;
    const w = this.lower(p, e);
    return w === 'hz' || w === 'kva' || w === 'va' || w === 'phase' || w === 'amps' || w === 'volts' || w === 'vac';
  }

  /**
   * A unit of water, mass or volume at p ('Water usage 412 kL', '3 200 litres', '88 kg', '412 m³' without gas):
   * a number with such a unit is not energy whatever label came before it (decision 076).
   */
  private otherMeasureAt(p: number): boolean {
    const s = this.s;
    const e = this.wordEnd(p);
    if (e === p) return false;
    const c = s.charCodeAt(e);
    if (c === 0xb3 || c === 51) return (s.charCodeAt(p) | 32) === 109 && e === p + 1 && !isAlnum(s.charCodeAt(e + 1)) && !this.gasOnLine(p) && !this.gasAfter(e + 1);
    if (isAlnum(c)) return false;
    return OTHER_MEASURES.has(s, p, e);
  }

  private wordEnd(p: number): number {
    let e = p;
    while (isAlpha(this.s.charCodeAt(e)) && e - p < 16) e++;
    return e;
  }

  /** The start of the word (letters, inner hyphens and apostrophes) ending at e. */
  /** Whether a word at p ends in ':' ('MOBILE:'). */
  private labelAt(p: number): boolean {
    const e = this.wordEndAfter(p);
    return this.s.charCodeAt(e) === 58 || (this.s.charCodeAt(e) === 32 && this.s.charCodeAt(e + 1) === 58);
  }

  private wordEndAfter(p: number): number {
    let e = p;
    while (isAlpha(this.s.charCodeAt(e)) && e - p < 30) e++;
    return e;
  }

  private wordStartBefore(e: number): number {
    const s = this.s;
    let q = e;
    while (q > 0 && e - q < 30 && (isAlpha(s.charCodeAt(q - 1)) || ((s.charCodeAt(q - 1) === 45 || s.charCodeAt(q - 1) === 39) && isAlpha(s.charCodeAt(q - 2))))) q--;
    return q;
  }

  /** Whether the text at p starts with `word` (lower case; ASCII letters compared without case), without a copy. */
  private startsWithLower(p: number, word: string): boolean {
    for (let k = 0; k < word.length; k++) {
      const c = this.s.charCodeAt(p + k);
      if ((c >= 65 && c <= 90 ? c | 32 : c) !== word.charCodeAt(k)) return false;
    }
    return true;
  }

  /** Whether the word [a, e) ends in `tail` (lower case) after at least three more letters, without a copy. */
  private endsWithLower(a: number, e: number, tail: string): boolean {
    const n = tail.length;
    if (e - a < n + 3) return false;
    for (let k = 0; k < n; k++) {
      const c = this.s.charCodeAt(e - n + k);
      if ((c >= 65 && c <= 90 ? c | 32 : c) !== tail.charCodeAt(k)) return false;
    }
    return true;
  }

  /** '2145, rue Sherbrooke Est', '4520 Boulevard Saint-Laurent': French street types come before the name. */
  private frenchAddress(i: number, j: number): number {
    if (!this.on[CAT.address]) return -1;
    const s = this.s;
    let p = j;
    if (s.charCodeAt(p) === 44) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    p++;
    let e = p;
    while (isAlpha(s.charCodeAt(e)) && e - p < 12) e++;
    if (!FRENCH_STREET_TYPES.has(s, p, e)) return -1;
    if (s.charCodeAt(e) === 46) e++;
    let end = -1;
    let q = e;
    for (let w = 0; w < 4; w++) {
      if (s.charCodeAt(q) !== 32) break;
      const ws = q + 1;
      let we = ws;
      while (isAlpha(s.charCodeAt(we)) || ((s.charCodeAt(we) === 45 || s.charCodeAt(we) === 39 || s.charCodeAt(we) === 0x2019) && isAlpha(s.charCodeAt(we + 1)))) we++;
      if (we === ws) break;
      // ("avenue de l'Opéra", "rue d'Alésia": an elided article before the name)
      const elided = we - ws > 2 && (s.charCodeAt(ws + 1) === 39 || s.charCodeAt(ws + 1) === 0x2019) && isUpper(s.charCodeAt(ws + 2));
      if (isUpper(s.charCodeAt(ws)) || elided) end = we;
      else if (!NAME_PARTICLES.has(s, ws, we) && !(we - ws === 3 && this.lower(ws, we) === 'des')) break;
      q = we;
    }
    if (end < 0) return -1;
    end = this.cityTail(end);
    this.emitAddress(i, end);
    this.lastValueEnd = end;
    return end;
  }

  // ---------------------------------------------------------------- written dates

  private monthAt(p: number): number {
    const s = this.s;
    let e = p;
    while (isAlpha(s.charCodeAt(e)) && e - p < 10) e++;
    if (e === p) return -1;
    const f = e - p <= 12 ? this.lookup(this.hashOf(p, e), p, e - p) : 0;
    if (!(f & K_MONTH)) return -1;
    if (s.charCodeAt(e) === 46) e++;
    return e;
  }

  private yearAt(p: number): number {
    const s = this.s;
    for (let k = 0; k < 4; k++) if (!isDigit(s.charCodeAt(p + k))) return -1;
    const c = s.charCodeAt(p);
    if (c !== 49 && c !== 50) return -1;
    return isAlnum(s.charCodeAt(p + 4)) ? -1 : p + 4;
  }

  /** 'March 3, 1985', 'Mar 3 1985'. */
  private writtenDateFromMonth(i: number, j: number): number {
    const s = this.s;
    let p = j;
    if (s.charCodeAt(p) === 46) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    p++;
    const ds = p;
    while (isDigit(s.charCodeAt(p)) && p - ds < 3) p++;
    if (p === ds || p - ds > 2) return -1;
    if (this.isOrdinal(p)) p += 2;
    if (s.charCodeAt(p) === 44) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    return this.yearAt(p + 1);
  }

  /** '3 March 1985', '14th Feb. 1990'. */
  private writtenDateFromDay(i: number, j: number): number {
    const s = this.s;
    let p = j;
    if (this.isOrdinal(p)) p += 2;
    if (!isBlank(s.charCodeAt(p))) return -1;
    const m = this.monthAt(p + 1);
    if (m < 0) return -1;
    p = m;
    if (s.charCodeAt(p) === 44) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    return this.yearAt(p + 1);
  }
}

/** `text` comes from `scannable` (flat.ts): look-alikes already read as ASCII. */
export function scanText(text: string, out: SpanCollector, enabled: boolean[], names?: NameMemory, base = 0): void {
  new Scanner(text, out, { enabled, names, base }).scan();
}

export type { CategoryId };
