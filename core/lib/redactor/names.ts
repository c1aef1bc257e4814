/**
 * The lexicon of given names and surnames (decision 064): the `humannames` data package (MIT, ~197,000
 * names), minus words that are far more often ordinary words in building and maintenance text ('Street',
 * 'Floor', 'Carrier', 'May'). It is one piece of evidence among several: a word in it becomes a name
 * only with a position or context that supports it (see the scanner's name detectors).
 *
 * Built on first use, once per JavaScript realm: once per Web Worker in the browser (the page itself never
 * imports the engine), once per Worker isolate for the API, once per CLI run.
 */
// The package's plain-text list (one name a line), imported as a string: 1.8 MB instead of a 2.9 MB JSON
// object literal with 197,000 keys, which bundlers turn into a module far slower to build and to parse.
import humannames from 'humannames/list.txt?raw';
import { WordSet } from './lexicon';

/** Lexicon entries that are ordinary words here. Lower case. */
export const NOT_NAMES = `
a an and are as at be but by for from had has have he her him his i if in is it its me my no not of on or our
she so that the their them then there they this to up us was we were what when where which who will with you your
am pm ok yes re fw fwd cc bcc mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday
jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september
october november december today tomorrow tonight morning evening night day days week weeks month year hour hours
street st road rd avenue ave lane ln drive dr court ct place pl way close crescent cres terrace row square park
hill hills view views ridge grove gardens garden mount mews walk wharf quay point heights vale valley wood woods
north south east west upper lower central main high new old great little big long short grand royal king queen
prince princess lord lady saint sir madam miss mister master
building buildings block tower wing floor floors level levels room rooms suite unit units flat apt apartment
office offices lobby hall plant basement roof garage car parking gate door doors lift lifts elevator stair stairs
kitchen toilet toilets bathroom bedroom corridor reception desk front back side site area zone zones riser store
mail post box case page file note notes report reports log logs list item items line lines part parts order
work job task ticket issue issues fault faults problem alarm alarms status priority service services support team
help desk security safety fire water gas power energy heat heating cooling air fan fans pump pumps valve valves
filter filters boiler chiller chillers coil coils damper motor belt sensor sensors meter meters panel panels
controller controllers control controls system systems network device devices server gateway switch cable
engineer engineers technician tech manager managers officer guard supervisor tenant tenants resident residents
owner landlord agent vendor contractor client customer guest visitor visitors host staff member members
company group partners associates holdings services solutions systems technologies electric electrical
mechanical plumbing engineering construction maintenance facilities facility property properties management
carrier trane daikin lennox honeywell siemens schneider kone schindler mitsubishi toshiba
fujitsu bosch grundfos belimo telus optus vodafone orange otis york hitachi panasonic veolia mitie sodexo engie
model serial version firmware release build rev revision type size weight code number id ref reference account
bank card cash price cost total amount rate rent lease bond deposit fee fees tax bill invoice quote estimate
date time start end first last next previous current final open closed new pending done complete completed
approved rejected granted denied normal high low medium ok good bad warm hot cold cool dry wet clean dirty
please thanks thank regards best kind cheers hi hello dear sorry welcome great nice ta thx
english french indian irish british scottish welsh canadian australian american chinese
temperature temp humidity pressure flow level reading readings value values setpoint supply return mixed
outside inside indoor outdoor summer winter spring autumn fall rain snow storm sun sunny wind
mobile phone tel cell email fax address city state country region province county district
christmas easter holiday holidays college university school church hospital clinic centre center house hotel bar cafe
airport station bridge river lake bay beach harbour harbor port island
meeting minutes agenda dock docks annex annexe hub
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * The ASCII letter under a Latin letter with a diacritic (U+00C0–U+024F), so 'Jónsdóttir', 'Wójcik' and
 * 'Gráinne' are looked up as the lexicon writes them (decision 068); 0 when there is none ('ß', 'æ').
 */
const FOLD = (() => {
  const table = new Uint8Array(0x250 - 0xc0);
  for (let c = 0xc0; c < 0x250; c++) {
    const base = String.fromCharCode(c).normalize('NFD').charCodeAt(0) | 32;
    if (base >= 97 && base <= 122) table[c - 0xc0] = base;
  }
  // letters that do not decompose
  for (const [letter, base] of ['łl', 'Łl', 'đd', 'Đd', 'øo', 'Øo', 'ıi', 'ħh', 'Ħh', 'ðd', 'Ðd']) table[letter.charCodeAt(0) - 0xc0] = base.charCodeAt(0);
  return table;
})();

/** Case- and diacritic-insensitive code of one character, as the name lexicon compares them. */
function fold(c: number): number {
  if (c < 128) return c | 32;
  const f = c >= 0xc0 && c < 0x250 ? FOLD[c - 0xc0] : 0;
  return f === 0 ? c : f;
}

/**
 * A large set of words looked up straight from the text: open addressing over one typed array of (hash,
 * offset) pairs, the words' characters in a second one (decision 190). A lookup reads one slot of the
 * table and, only when the full 32-bit hash matches, the characters: two cache misses in a table of
 * 197,000 words, where separate hash, index and string arrays cost four.
 */
export class LargeWordSet {
  /** slot * 2: the word's hash (0 = empty); slot * 2 + 1: its offset in `chars`. */
  private readonly table: Int32Array;
  /** Each word as its length, then its (lower-case) characters. */
  private chars: Uint16Array;
  private used = 0;
  private readonly mask: number;

  /** Room for `count` words of `size` characters in all (the characters grow when needed). */
  private constructor(count: number, size: number) {
    let slots = 1024;
    while (slots < count * 2) slots *= 2;
    this.mask = slots - 1;
    this.table = new Int32Array(slots * 2);
    this.chars = new Uint16Array(size + count);
  }

  /**
   * The words of a list written one a line, trimmed and in lower case, except those in `skip` (lower-case
   * words). Built once per realm at the first redaction, so it is one pass without a substring for the
   * lines of printable ASCII (nearly all); other lines go through `trim` and `toLowerCase`.
   */
  static fromLines(list: string, skip: WordSet): LargeWordSet {
    let lines = 1;
    for (let k = list.indexOf('\n'); k >= 0; k = list.indexOf('\n', k + 1)) lines++;
    const set = new LargeWordSet(lines, list.length);
    let a = 0;
    while (a <= list.length) {
      let b = list.indexOf('\n', a);
      if (b < 0) b = list.length;
      // the package's lines end in '\r\n'
      const e = b > a && list.charCodeAt(b - 1) === 13 ? b - 1 : b;
      let plain = true;
      for (let k = a; k < e && plain; k++) {
        const c = list.charCodeAt(k);
        plain = c > 32 && c < 127;
      }
      if (plain) {
        // (`skip` compares with ASCII case folded: the same as comparing the lower-case line)
        if (e - a >= 2 && !skip.has(list, a, e)) set.add(list, a, e);
      } else {
        const lower = list.slice(a, b).trim().toLowerCase();
        if (lower.length >= 2 && !skip.has(lower, 0, lower.length)) set.add(lower, 0, lower.length);
      }
      a = b + 1;
    }
    set.chars = set.chars.slice(0, set.used); // what the '\r\n's and the spare room took
    return set;
  }

  /** Adds text[a, b) folded: in lower case and without diacritics. */
  private add(text: string, a: number, b: number): void {
    const len = b - a;
    if (this.used + len + 1 > this.chars.length) {
      const grown = new Uint16Array((this.chars.length + len + 1) * 2);
      grown.set(this.chars);
      this.chars = grown;
    }
    const at = this.used;
    this.chars[at] = len;
    let h = 0;
    for (let k = 0; k < len; k++) {
      // (ASCII capitals folded here, letters with diacritics to their ASCII letter: decision 068)
      const c = fold(text.charCodeAt(a + k));
      this.chars[at + 1 + k] = c;
      h = (Math.imul(h, 31) + c) | 0;
    }
    this.used = at + len + 1;
    if (h === 0) h = 1;
    let slot = h & this.mask;
    while (this.table[slot * 2] !== 0) slot = (slot + 1) & this.mask;
    this.table[slot * 2] = h;
    this.table[slot * 2 + 1] = at;
  }

  has(text: string, i: number, j: number): boolean {
    const len = j - i;
    if (len > 24) return false;
    let h = 0;
    for (let k = i; k < j; k++) h = (Math.imul(h, 31) + fold(text.charCodeAt(k))) | 0;
    if (h === 0) h = 1;
    const { table, chars, mask } = this;
    let slot = h & mask;
    let stored = table[slot * 2];
    while (stored !== 0) {
      if (stored === h) {
        const at = table[slot * 2 + 1];
        if (chars[at] === len) {
          let k = 0;
          while (k < len && fold(text.charCodeAt(i + k)) === chars[at + 1 + k]) k++;
          if (k === len) return true;
        }
      }
      slot = (slot + 1) & mask;
      stored = table[slot * 2];
    }
    return false;
  }
}

/**
 * Where the lexicon is kept: on `globalThis`, because the Worker bundles the engine twice (the API and the
 * Remix form action, docs/decisions/161) and its tables are 7 MB built in about 80 ms of CPU.
 */
const LEXICON = Symbol.for('fairstack.redactor.nameLexicon');

/** Given names and surnames, case-insensitive. */
export function nameLexicon(): LargeWordSet {
  const shared = globalThis as unknown as Record<symbol, LargeWordSet | undefined>;
  return (shared[LEXICON] ??= LargeWordSet.fromLines(humannames, new WordSet(NOT_NAMES)));
}

/** How far after a sighting (in characters) a name word found earlier is still a name on its own (decision 068). */
export const NAME_MEMORY_REACH = 4000;
/** Distinct words remembered at once: a 100 MB stream keeps only the most recent ones. */
const NAME_MEMORY_LIMIT = 4096;

/**
 * The words of the names found so far in one text or one stream, by their case-insensitive hash, with
 * their last two sightings. Once 'Eduardo Silva' has been found with evidence, a later 'Eduardo' in the
 * same document is the same person ('Eduardo will return Thursday', 'thanks Dermot'). Two sightings are
 * kept because a stream re-reads the end of each round in the next one, so the last sighting may lie
 * ahead of the word being read; only sightings before it count, as in one pass.
 */
export class NameMemory {
  private readonly last = new Map<number, number>();
  private readonly prev = new Map<number, number>();
  /**
   * One bit per (first three letters, length) of every word ever added: most capitalised words are ruled
   * out by one read, without hashing the word.
   */
  private readonly bits = new Int32Array(256);

  private static slot(text: string, i: number, length: number): number {
    return (((text.charCodeAt(i) | 32) * 961 + (text.charCodeAt(i + 1) | 32) * 31 + (text.charCodeAt(i + 2) | 32) + length * 7919) >>> 0) & 8191;
  }

  /** Whether the word of `length` characters at `text[i]` (three or more) may have been added. */
  mayHave(text: string, i: number, length: number): boolean {
    const k = NameMemory.slot(text, i, length);
    return (this.bits[k >>> 5] & (1 << (k & 31))) !== 0;
  }

  /** Records the word of a name at `text[i]` (three characters or more) with its hash and where it was found. */
  add(hash: number, text: string, i: number, length: number, at: number): void {
    const k = NameMemory.slot(text, i, length);
    this.bits[k >>> 5] |= 1 << (k & 31);
    const l = this.last.get(hash);
    if (l === undefined) {
      if (this.last.size >= NAME_MEMORY_LIMIT) {
        const oldest = this.last.keys().next().value as number;
        this.last.delete(oldest);
        this.prev.delete(oldest);
      }
      this.last.set(hash, at);
    } else if (at > l) {
      this.prev.set(hash, l);
      this.last.set(hash, at);
    } else if (at < l) {
      const p = this.prev.get(hash);
      if (p === undefined || at > p) this.prev.set(hash, at);
    }
  }

  /** Whether the word was found in a name before `at`, at most NAME_MEMORY_REACH characters earlier. */
  seenBefore(hash: number, at: number): boolean {
    const l = this.last.get(hash);
    if (l === undefined) return false;
    if (l < at) return at - l <= NAME_MEMORY_REACH;
    const p = this.prev.get(hash);
    return p !== undefined && p < at && at - p <= NAME_MEMORY_REACH;
  }
}
