import { CATEGORY_INDEX, type CategoryId } from './categories';
import type { SpanCollector } from './collector';
import {
  ADDRESS_STOP_WORDS,
  CONTEXT_FLAGS,
  DIRECTIONS,
  K_BUILDING,
  K_BY,
  K_BY_VERB,
  K_CARD,
  K_DOB,
  K_GREET,
  K_MONEY,
  K_MONTH,
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
  K_VERSION,
  NAME_PARTICLES,
  NAME_STOP_WORDS,
  STREET_SUFFIXES,
  TRIGGER_FILTER,
  TRIGGERS,
  WordSet,
} from './lexicon';

/*
 * A single left-to-right pass over the text. Each position is read a bounded number of times: every
 * detector looks ahead or behind a fixed maximum distance (an e-mail's local part at most 64 characters,
 * a name at most four words, a numeric pattern at most eight groups), and the main loop always moves
 * forward past what a detector consumed. No regular expressions are used, so there is nothing to
 * backtrack: the running time is linear in the length of the text.
 */

const CAT = CATEGORY_INDEX;
const ID_WORDS = new WordSet(['id', 'no', 'number', 'num', 'nbr', 'tag']);
const TITLES = new WordSet(['mr', 'mrs', 'ms', 'dr', 'miss', 'mx']);

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

/** Out-of-range reads give NaN, for which every comparison below is false: no bounds checks needed. */
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isUpper(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7);
}
function isLower(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0x24f && c !== 0xf7);
}
/** ASCII letters in one comparison: `| 32` folds case, `>>> 0` sends everything below 'a' (and NaN) high. */
function isAsciiLetter(c: number): boolean {
  return ((c | 32) - 97) >>> 0 < 26;
}
function isAlpha(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
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
  /** Flags and end of the previous trigger word, for two-word triggers ('reported by'). */
  private prevFlags = 0;
  private prevEnd = -1000;
  /** In a CSV table whose header names a person column ('holder', 'name'…): that column's index. */
  private csvCol = -1;
  private csvCommas = 0;
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
  }

  private emit(start: number, end: number, cat: number): void {
    if (this.on[cat]) this.out.add(start, end, cat);
  }

  scan(): void {
    const s = this.s;
    const n = this.n;
    let i = 0;
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
        else if (k === C_NEWLINE) i = this.csvCol >= 0 ? this.csvRow(i + 1) : i + 1;
        else i = this.money(i);
      } else if (isAlpha(c)) i = this.word(i);
      else if (c === 0xa3 || c === 0x20ac) i = this.money(i);
      else i++;
    }
  }

  // ---------------------------------------------------------------- words

  private word(i: number): number {
    const s = this.s;
    let j = i + 1;
    let c = s.charCodeAt(j);
    while (isAlpha(c)) c = s.charCodeAt(++j);
    const len = j - i;
    let flags = 0;
    const first = (s.charCodeAt(i) | 32) - 97;
    const second = len > 1 ? (s.charCodeAt(i + 1) | 32) - 97 : 26;
    // Most words are not triggers: their first two letters and length rule them out before any hashing.
    if (len <= 12 && first >= 0 && first < 26 && second >= 0 && second <= 26 && TRIGGER_FILTER[first * 27 + second] & (1 << len)) {
      flags = this.lookup(this.hashOf(i, j), i, len);
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
    return j;
  }

  private lookup(h: number, i: number, len: number): number {
    const bucket = TRIGGERS.get(h);
    if (!bucket) return 0;
    const s = this.s;
    outer: for (const entry of bucket) {
      if (entry.word.length !== len) continue;
      for (let k = 0; k < len; k++) if ((s.charCodeAt(i + k) | 32) !== entry.word.charCodeAt(k)) continue outer;
      return entry.flags;
    }
    return 0;
  }

  private lower(i: number, j: number): string {
    return this.s.slice(i, j).toLowerCase();
  }

  private allHex(i: number, j: number): boolean {
    for (let k = i; k < j; k++) if (!isHex(this.s.charCodeAt(k))) return false;
    return true;
  }

  private allUpper(i: number, j: number): boolean {
    for (let k = i; k < j; k++) if (!isUpper(this.s.charCodeAt(k))) return false;
    return true;
  }

  /** A letter run followed by a digit or '_': an equipment tag (AHU3, sensor_id=…), a MAC, or a code to skip. */
  private alnumToken(i: number, j: number, flags: number): number {
    const s = this.s;
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
    // 'CO2S-12': a tag that itself contains digits.
    let k = j;
    while (isAlnum(s.charCodeAt(k)) && k - i <= 6) k++;
    if (k - i <= 5 && (s.charCodeAt(k) === 45 || s.charCodeAt(k) === 95) && this.lower(i, k) === 'co2s') {
      const e = this.tag(i, k, K_TAG_SENSOR);
      if (e > 0) return e;
    }
    return this.compound(i);
  }

  /** Handles a recognised trigger word; returns the end of what it consumed (or `j` when nothing matched). */
  private keyword(i: number, j: number, flags: number): number {
    const s = this.s;
    const prevFlags = this.prevFlags;
    const prevEnd = this.prevEnd;
    this.prevFlags = flags;
    this.prevEnd = j;
    // 'SAT', 'OAT', 'SP' are temperatures only in capitals: 'Sat 14 Mar', 'floor mat 3' are not.
    if (flags & CONTEXT_FLAGS && !(flags === K_TEMP && j - i <= 3 && !this.allUpper(i, j))) {
      this.ctx = flags;
      this.ctxEnd = j;
    }
    if (flags & (K_NAME | K_NAME_COLON) && (s.charCodeAt(j) === 44 || (s.charCodeAt(j) === 34 && s.charCodeAt(j + 1) === 44) || s.charCodeAt(j) === 10 || s.charCodeAt(j) === 13 || s.charCodeAt(j + 1) === 10)) {
      this.csvHeader(i);
    }
    if (flags & K_SPECIAL) this.special(i, j);
    if (flags & (K_TAG_HVAC | K_TAG_SENSOR | K_TAG_BUILDING)) {
      const e = this.tag(i, j, flags);
      if (e > 0) return e;
    }
    if (flags & (K_BUILDING | K_UNIT | K_SENSOR)) {
      const e = this.keywordId(i, j, flags);
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
      if (e < 0 && flags & K_BY && prevFlags & K_BY_VERB && i - prevEnd <= 2) e = this.fieldName(i, j, true);
      if (e < 0 && flags & K_GREET) e = this.greetingName(j);
      if (e < 0 && flags & K_SIGNOFF) e = this.signoffName(j);
      if (e > 0) return e;
    }
    return j;
  }

  /** Two-part triggers: 'D.O.B.', 'set point', 'thank you', 'SS#'. */
  private special(i: number, j: number): void {
    const s = this.s;
    const len = j - i;
    const c0 = s.charCodeAt(i) | 32;
    let ctx = 0;
    if (len === 1 && c0 === 100) {
      if ((s.charCodeAt(j) === 46 || s.charCodeAt(j) === 95) && (s.charCodeAt(j + 1) | 32) === 111 && (s.charCodeAt(j + 2) === 46 || s.charCodeAt(j + 2) === 95) && (s.charCodeAt(j + 3) | 32) === 98) {
        this.ctx = K_DOB;
        this.ctxEnd = j + 4 + (s.charCodeAt(j + 4) === 46 ? 1 : 0);
      }
      return;
    }
    if (len === 2 && c0 === 115) ctx = s.charCodeAt(j) === 35 ? K_SSN : 0; // 'SS#'
    else if (len === 5 && c0 === 112) ctx = i >= 4 && this.lower(i - 4, i) === 'set ' ? K_TEMP : 0; // 'set point'
    else if (len === 3 && c0 === 121) {
      // 'thank you'
      if (i >= 6 && s.charCodeAt(i - 1) === 32 && (s.charCodeAt(i - 2) | 32) === 107 && this.lower(i - 6, i) === 'thank ') {
        const e = this.signoffName(j);
        if (e > 0) this.prevEnd = e;
      }
      return;
    }
    if (ctx) {
      this.ctx = ctx;
      this.ctxEnd = j + 1;
    }
  }

  private ctxApplies(flag: number, at: number): boolean {
    if (!(this.ctx & flag) || at - this.ctxEnd > CONTEXT_REACH || this.ctxEnd < this.lastValueEnd) return false;
    // The context ends with the line or the sentence: 'DOB on file; inspected 04/02/2024'.
    for (let k = this.ctxEnd; k < at; k++) {
      const c = this.s.charCodeAt(k);
      if (c === 10 || c === 59 || c === 33 || c === 63 || (c === 46 && isBlank(this.s.charCodeAt(k + 1)))) return false;
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
    const end = this.idToken(p, true);
    if (end < 0) return -1;
    if (s.charCodeAt(end) === 37) return -1; // 'RH-45%' is a reading, not a tag
    const cat = flags & K_TAG_HVAC ? CAT.hvac_id : flags & K_TAG_SENSOR ? CAT.sensor_id : CAT.building_id;
    this.emit(i, end, cat);
    return end;
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
    let p = j;
    if (s.charCodeAt(p) === 46) p++;
    // optional '_id' / ' ID' / ' No.' / ' Number' / '#', then ':' or '='
    if (s.charCodeAt(p) === 95 || isBlank(s.charCodeAt(p))) {
      const w0 = p + 1;
      let w1 = w0;
      while (isAlpha(s.charCodeAt(w1)) && w1 - w0 < 7) w1++;
      if (w1 > w0 && ID_WORDS.has(s, w0, w1)) {
        p = w1;
        if (s.charCodeAt(p) === 46) p++;
      } else if (s.charCodeAt(p) === 95) return -1;
    }
    let sawSep = false;
    while (p < j + 14) {
      const c = s.charCodeAt(p);
      if (isBlank(c) || c === 35 || c === 58 || c === 61) {
        sawSep = true;
        p++;
      } else break;
    }
    if (!sawSep && p === j) return -1;
    const start = p;
    const letterOk = (flags & (K_BUILDING | K_UNIT)) !== 0 && isUpper(s.charCodeAt(i));
    const end = this.idToken(start, !letterOk);
    if (end < 0) return -1;
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
    const cat = flags & K_BUILDING ? CAT.building_id : flags & K_UNIT ? CAT.unit_number : CAT.sensor_id;
    this.emit(start, end, cat);
    this.lastValueEnd = end;
    return end;
  }

  private hashOf(i: number, j: number): number {
    let h = 0;
    for (let k = i; k < j; k++) h = (Math.imul(h, 31) + (this.s.charCodeAt(k) | 32)) | 0;
    return h;
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
    if (runStarts && runEnds && !(hexOnly && letters > 0) && this.on[CAT.long_number]) {
      for (let k = 0; k < runStarts.length; k++) this.emit(runStarts[k], runEnds[k], CAT.long_number);
    }
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
    let end = -1;
    let allCaps = true;
    for (let t = 0; t < 5; t++) {
      const c = s.charCodeAt(q);
      if (isUpper(c)) {
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
          words++;
          end = e;
        }
        q = e;
      } else if (isLower(c) && words > 0) {
        let e = q;
        while (isLower(s.charCodeAt(e))) e++;
        if (!NAME_PARTICLES.has(s, q, e) || !isBlank(s.charCodeAt(e)) || !isAlpha(s.charCodeAt(e + 1))) break;
        q = e;
      } else break;
      if (!isBlank(s.charCodeAt(q)) || !isAlpha(s.charCodeAt(q + 1))) break;
      q++;
    }
    if (words === 0) return -1;
    if (allCaps && !allowAllCaps) return -1;
    return end;
  }

  private skipBlanks(p: number): number {
    while (isBlank(this.s.charCodeAt(p))) p++;
    return p;
  }

  private emitName(start: number, end: number): number {
    this.emit(start, end, CAT.person_name);
    return end;
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
    } else if (s.charCodeAt(p) === 32 && s.charCodeAt(p + 1) === 45 && s.charCodeAt(p + 2) === 32) {
      colon = true;
      p += 2;
    } else if (s.charCodeAt(p) === 34 || s.charCodeAt(p) === 44) p++;
    if (!colon && !colonOptional) return -1;
    if (!colon && !isUpper(s.charCodeAt(i))) {
      // lower-case 'contact' mid-sentence introduces a name only when followed by one directly
      if (!isBlank(s.charCodeAt(p))) return -1;
    }
    if (!isBlank(s.charCodeAt(p)) && !(colon && isUpper(s.charCodeAt(p)))) return -1;
    p = this.skipBlanks(p);
    // 'Contact: Mr. John Smith'
    const t = this.titleAt(p);
    if (t > 0) p = this.skipBlanks(t);
    const e = this.nameAt(p, colon);
    return e > 0 ? this.emitName(p, e) : -1;
  }

  private titleAt(p: number): number {
    const s = this.s;
    let e = p;
    while (isAlpha(s.charCodeAt(e)) && e - p < 5) e++;
    if (!TITLES.has(s, p, e)) return -1;
    if (s.charCodeAt(e) === 46) e++;
    return isBlank(s.charCodeAt(e)) ? e : -1;
  }

  /** 'Dear Ms. Rivera,', 'Hi John,', 'Thanks Maria!'. */
  private greetingName(j: number): number {
    const s = this.s;
    let p = j;
    if (s.charCodeAt(p) === 44) p++;
    if (!isBlank(s.charCodeAt(p))) return -1;
    p = this.skipBlanks(p);
    const t = this.titleAt(p);
    if (t > 0) p = this.skipBlanks(t);
    const e = this.nameAt(p, false);
    if (e < 0) return -1;
    const c = s.charCodeAt(e);
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
    if (!(q >= this.n || d === 10 || d === 13 || d === 44 || d === 124 || (d === 45 && isBlank(s.charCodeAt(q + 1))) || (sameLine && (d === 33 || d === 46)))) return -1;
    q = e;
    return this.emitName(p, q);
  }

  // ---------------------------------------------------------------- CSV tables

  /**
   * A person-column header word at i ('holder' in 'event_time,reader,card_no,holder,result'): if its line
   * is a CSV header (commas, no digits), remember the column so the rows' values are read as names.
   */
  private csvHeader(i: number): void {
    const s = this.s;
    let a = i;
    let commas = 0;
    while (a > 0 && s.charCodeAt(a - 1) !== 10 && i - a < 300) {
      a--;
      const c = s.charCodeAt(a);
      if (c === 44) commas++;
      else if (isDigit(c)) return;
    }
    if (a > 0 && s.charCodeAt(a - 1) !== 10) return;
    // the word must be a whole field: preceded by a comma, a quote or the line start
    const before = s.charCodeAt(i - 1);
    if (i !== a && before !== 44 && before !== 34 && before !== 95) return;
    let total = commas;
    for (let b = i; b < i + 300 && b < this.n && s.charCodeAt(b) !== 10; b++) {
      const c = s.charCodeAt(b);
      if (c === 44) total++;
      else if (isDigit(c)) return;
    }
    if (total < 2) return;
    this.csvCol = commas;
    this.csvCommas = total;
  }

  /** At the start of a row of a CSV table with a person column: mark that field as a name. */
  private csvRow(p: number): number {
    const s = this.s;
    // a blank line or a row with another shape ends the table
    let q = p;
    let col = 0;
    let fieldStart = p;
    let fieldEnd = -1;
    let quoted = false;
    let commas = 0;
    while (q < this.n && q - p < 2000) {
      const c = s.charCodeAt(q);
      if (c === 34) quoted = !quoted;
      else if ((c === 44 && !quoted) || c === 10 || c === 13) {
        if (col === this.csvCol) fieldEnd = q;
        if (c !== 44) break;
        commas++;
        col++;
        if (col === this.csvCol) fieldStart = q + 1;
      }
      q++;
    }
    if (commas !== this.csvCommas) {
      this.csvCol = -1;
      return p;
    }
    if (fieldEnd < 0) return p;
    let a = fieldStart;
    let b = fieldEnd;
    if (s.charCodeAt(a) === 34 && s.charCodeAt(b - 1) === 34) {
      a++;
      b--;
    }
    if (b - a < 2 || b - a > 60 || !isUpper(s.charCodeAt(a))) return p;
    for (let k = a; k < b; k++) {
      const c = s.charCodeAt(k);
      if (!(isAlpha(c) || c === 32 || c === 44 || c === 46 || c === 39 || c === 45)) return p;
    }
    if (NAME_STOP_WORDS.has(s, a, b)) return p;
    this.emit(a, b, CAT.person_name);
    return p;
  }

  // ---------------------------------------------------------------- e-mail

  private email(at: number): void {
    if (!this.on[CAT.email]) return;
    const s = this.s;
    const min = at > 64 ? at - 64 : 0;
    let a = at;
    while (a > min && isLocalPart(s.charCodeAt(a - 1))) a--;
    if (a === at) return;
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
  }

  // ---------------------------------------------------------------- network addresses

  private colon(i: number): number {
    const s = this.s;
    if (s.charCodeAt(i + 1) === 58 && !isHex(s.charCodeAt(i - 1)) && s.charCodeAt(i - 1) !== 58) {
      const e = this.network(i);
      if (e > 0) return e;
    }
    return i + 1;
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
    return i + 1;
  }

  private parenPhone(i: number): number {
    const s = this.s;
    if (isAlnum(s.charCodeAt(i - 1))) return -1;
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
    if ((prev === 46 || (prev === 44 && d === 3)) && isDigit(s.charCodeAt(i - 2))) return j;
    if (isAlpha(prev)) return this.compound(i);
    const nx = s.charCodeAt(j);

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
    if (nx === 45 && d === 2) {
      const e = this.network(i);
      if (e > 0) return e;
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
      this.emit(cat === CAT.temperature ? signed : i, unitEnd, cat);
      this.lastValueEnd = unitEnd;
      if (cat === CAT.temperature) this.lastTempEnd = unitEnd;
      return unitEnd;
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
      if (d <= 3 && this.isOrdinal(j)) {
        this.lastValueEnd = j + 2;
        return j + 2;
      }
      return this.compound(i);
    }

    // A setpoint or temperature given without a unit: 'setpoint 72', 'SAT=55.2'.
    if (d <= 3 && (this.ctxApplies(K_TEMP, i) || (i - this.lastTempEnd <= 6 && this.onlyJoinersBetween(this.lastTempEnd, i)))) {
      this.emit(signed, q, CAT.temperature);
      this.lastValueEnd = q;
      this.lastTempEnd = q;
      return q;
    }

    if (d >= 9) {
      const e = this.longNumber(i, j, q);
      this.lastValueEnd = e;
      return e;
    }

    // House number followed by a street: '42 Wallaby Way', '1600 Pennsylvania Avenue NW'.
    if (d <= 6 && q === j && isBlank(after) && prev !== 45 && prev !== 47 && prev !== 46 && prev !== 35) {
      const e = this.address(i, j);
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

  private onlyJoinersBetween(a: number, b: number): boolean {
    const w = this.lower(a, b).trim();
    // 'setpoint 72 to 74', '68/72': not a comma, which starts a new item ('72°F, 3 rooms')
    return w === '/' || w === '-' || w === 'to' || w === 'and' || w === '→' || w === '->';
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

  /** At q (end of a quantity): an optional blank, then a temperature or energy unit. Sets unitCat. */
  private unit(q: number): number {
    const s = this.s;
    let p = q;
    if (isBlank(s.charCodeAt(p))) p++;
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
      if (isBlank(s.charCodeAt(e)) && ((s.charCodeAt(e + 1) | 32) === 102 || (s.charCodeAt(e + 1) | 32) === 99) && !isAlpha(s.charCodeAt(e + 2))) e += 2;
      else if (((s.charCodeAt(e) | 32) === 102 || (s.charCodeAt(e) | 32) === 99) && !isAlpha(s.charCodeAt(e + 1))) e++;
      if (isAlpha(s.charCodeAt(e))) return -1;
      this.unitCat = CAT.temperature;
      return e;
    }
    // energy and power: Wh kWh MWh GWh kW MW (any case)
    let e = p;
    const m = c | 32;
    if (m === 107 || m === 109 || m === 103) e++;
    if ((s.charCodeAt(e) | 32) !== 119) return -1;
    e++;
    if ((s.charCodeAt(e) | 32) === 104) e++;
    else if (e - p < 2) return -1; // a bare 'W' is too ambiguous
    if (isAlpha(s.charCodeAt(e))) return -1;
    if (s.charCodeAt(e) === 47 && this.lower(e + 1, e + 4) === 'ton') return -1; // kW/ton: an efficiency
    this.unitCat = CAT.energy;
    return e;
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
      if (k > 0 && !(k + 1 < count && sep[k] !== 32) && this.luhn(i, ge[k])) return this.hit(i, ge[k], CAT.credit_card);
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
    if ((d === 10 || (d === 11 && s.charCodeAt(i) === 49)) && this.ctxApplies(K_PHONE, i)) return this.hit(i, j, CAT.phone);
    if (d >= 13 && d <= 19 && this.plausibleIssuer(i) && this.luhn(i, j)) return this.hit(i, j, CAT.credit_card);
    if (this.isTimestamp(i, d)) return j;
    if (this.ctxApplies(K_MONEY, i)) return j;
    return this.hit(i, j, CAT.long_number);
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
      while (isAlnum(s.charCodeAt(e)) || (s.charCodeAt(e) === 39 && isAlpha(s.charCodeAt(e + 1)))) e++;
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
      if (s.charCodeAt(p) === 46 && DIRECTIONS.has(s, ws, e)) p++;
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
    }
    end = this.cityTail(end);
    this.emit(i, end, CAT.address);
    this.lastValueEnd = end;
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

  /** ', Springfield, IL 62704' directly after a street: part of the address. */
  private cityTail(end: number): number {
    const s = this.s;
    let p = end;
    if (s.charCodeAt(p) !== 44 || !isBlank(s.charCodeAt(p + 1))) return end;
    p += 2;
    let words = 0;
    while (words < 3 && isUpper(s.charCodeAt(p))) {
      let e = p + 1;
      while (isLower(s.charCodeAt(e))) e++;
      if (e - p < 2 || NAME_STOP_WORDS.has(s, p, e)) return end;
      words++;
      p = e;
      if (isBlank(s.charCodeAt(p)) && isUpper(s.charCodeAt(p + 1)) && isLower(s.charCodeAt(p + 2))) p++;
      else break;
    }
    if (words === 0) return end;
    if (s.charCodeAt(p) === 44) p++;
    if (!isBlank(s.charCodeAt(p))) return end;
    p++;
    if (!isUpper(s.charCodeAt(p)) || !isUpper(s.charCodeAt(p + 1)) || isAlpha(s.charCodeAt(p + 2))) return end;
    p += 2;
    if (!isBlank(s.charCodeAt(p))) return end;
    p++;
    for (let k = 0; k < 5; k++) if (!isDigit(s.charCodeAt(p + k))) return end;
    p += 5;
    if (s.charCodeAt(p) === 45 && isDigit(s.charCodeAt(p + 1))) {
      let k = p + 1;
      while (isDigit(s.charCodeAt(k)) && k - p <= 4) k++;
      if (k - p === 5) p = k;
    }
    if (isAlnum(s.charCodeAt(p))) return end;
    return p;
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

export function scanText(text: string, out: SpanCollector, enabled: boolean[]): void {
  new Scanner(text, out, { enabled }).scan();
}

export type { CategoryId };
