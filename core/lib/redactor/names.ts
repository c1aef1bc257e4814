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

/** Lexicon entries that are ordinary words here. Lower case. */
const NOT_NAMES = `
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
fujitsu bosch grundfos belimo telus optus vodafone orange
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
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * A large set of words looked up straight from the text: open addressing over two typed arrays (the word's
 * 32-bit hash, then its index), so a lookup is one or two reads of one compact table and a string
 * comparison only when the full hash matches. About three times faster than `WordSet`'s buckets for the
 * 197,000-word lexicon, which the scanner consults for every capitalised word.
 */
export class LargeWordSet {
  private readonly hashes: Int32Array;
  private readonly ids: Int32Array;
  private readonly mask: number;

  constructor(private readonly words: string[]) {
    let size = 1024;
    while (size < words.length * 2) size *= 2;
    this.mask = size - 1;
    this.hashes = new Int32Array(size);
    this.ids = new Int32Array(size);
    for (let w = 0; w < words.length; w++) {
      const word = words[w];
      let h = 0;
      for (let k = 0; k < word.length; k++) h = (Math.imul(h, 31) + (word.charCodeAt(k) | 32)) | 0;
      if (h === 0) h = 1;
      let slot = h & this.mask;
      while (this.hashes[slot] !== 0) slot = (slot + 1) & this.mask;
      this.hashes[slot] = h;
      this.ids[slot] = w;
    }
  }

  has(text: string, i: number, j: number): boolean {
    if (j - i > 24) return false;
    let h = 0;
    for (let k = i; k < j; k++) h = (Math.imul(h, 31) + (text.charCodeAt(k) | 32)) | 0;
    if (h === 0) h = 1;
    let slot = h & this.mask;
    let stored = this.hashes[slot];
    while (stored !== 0) {
      if (stored === h) {
        const word = this.words[this.ids[slot]];
        if (word.length === j - i) {
          let k = 0;
          while (k < word.length && (text.charCodeAt(i + k) | 32) === word.charCodeAt(k)) k++;
          if (k === word.length) return true;
        }
      }
      slot = (slot + 1) & this.mask;
      stored = this.hashes[slot];
    }
    return false;
  }
}

let lexicon: LargeWordSet | null = null;

/** Given names and surnames, case-insensitive. */
export function nameLexicon(): LargeWordSet {
  if (lexicon) return lexicon;
  const stop = new Set(NOT_NAMES);
  const words: string[] = [];
  for (const line of humannames.split('\n')) {
    const lower = line.trim().toLowerCase();
    if (lower.length >= 2 && !stop.has(lower)) words.push(lower);
  }
  lexicon = new LargeWordSet(words);
  return lexicon;
}
