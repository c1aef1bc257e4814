/** Clean-up and light parsing of what users type into the business description and requirements. */

// C0/C1 controls (except tab and newline), noncharacters and lone surrogates are not allowed in HTML text.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe to place in an HTML text node once escaped: no control characters, no broken UTF-16. */
export function cleanText(value: string | null | undefined): string {
  return (value ?? '').replace(/\r\n?/g, '\n').replace(LONE_SURROGATE, '\uFFFD').replace(FORBIDDEN, '');
}

/**
 * Markdown as owners paste it from a website builder or a README, read as its text (docs/decisions/252): headings'
 * marks, **bold** and _emphasis_ around words, and links as their words and address ("[Book](https://…)" is
 * "Book https://…"). Lone asterisks and underscores inside words or addresses stay.
 */
export function plainMarkdown(value: string): string {
  return value
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/\*\*([^*\n]+)\*\*|__([^_\n]+)__/g, (_, a?: string, b?: string) => a ?? b ?? '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,!?:;]|$)/gm, '$1$2')
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g, '$1 $2');
}

/** One line, single spaces. */
export function oneLine(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ').trim();
}

// A title, abbreviation or initial that belongs to the next word ("Dr. Maria", "St. John's", "e.g. rye").
const ENDS_ON_ABBREVIATION = /(?:^|\s)(?:dr|st|mr|mrs|ms|mx|jr|sr|prof|rev|mt|ft|no|ave|rd|e\.g|i\.e|etc|vs|approx|\p{Lu})\.?$/iu;

/**
 * Cuts at a word boundary and adds an ellipsis when the text is longer than `max` characters. Never ends
 * on a title or abbreviation ("… run by Dr…"): the cut moves back before it.
 */
export function truncate(value: string, max: number): string {
  const text = oneLine(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  let kept = space > max * 0.6 ? cut.slice(0, space) : cut;
  while (ENDS_ON_ABBREVIATION.test(kept)) {
    const before = kept.lastIndexOf(' ');
    if (before <= 0) break;
    kept = kept.slice(0, before);
  }
  return `${kept.replace(/[\s,;:.-]+$/, '')}…`;
}

export function capitalize(value: string): string {
  return value ? value[0].toUpperCase() + value.slice(1) : value;
}

// Words after which a full stop does not end a sentence (docs/decisions/141): titles, street and company
// abbreviations, Latin abbreviations. "no" only before a number ("No. 5").
const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'jr', 'sr', 'prof', 'st', 'mt', 'ft', 'ave', 'rd', 'co', 'inc', 'ltd', 'etc', 'vs', 'approx', 'est', 'tel', 'nr']);
const END = /[.!?。！？]+/g;

/**
 * True when an owner wrote the text all in lower case ("hi we are glam nails in leicester!!"): no capital
 * letter outside links and e-mail addresses. Such a text capitalises neither sentences nor places
 * (docs/decisions/240).
 */
export function writtenInLowerCase(value: string): boolean {
  const words = value.replace(/\S*(?:@|:\/\/|www\.)\S*/g, ' ');
  return /\p{Ll}{3}/u.test(words) && !/\p{Lu}/u.test(words.replace(/(?<![\p{L}'’])I(?=['’\s]|$)/gu, ''));
}

/**
 * True when an owner wrote the text all in capitals, as on a flyer ("DR. ANIL MEHTA DENTAL SURGERY"): no lower-case
 * letter outside links and e-mail addresses (docs/decisions/243).
 */
export function writtenInCapitals(value: string): boolean {
  const words = value.replace(/\S*(?:@|:\/\/|www\.)\S*/g, ' ');
  return /\p{Lu}{3}/u.test(words) && !/\p{Ll}/u.test(words);
}

/** Each word of capitals written with a capital and small letters ("ANIL MEHTA" → "Anil Mehta"); words with digits stay. */
export function capitalisedWords(value: string): string {
  return value.replace(/(?<![\p{L}\d])(\p{Lu})(\p{Lu}+)(?![\p{L}\d])/gu, (_w, first: string, rest: string) => first + rest.toLowerCase());
}

/** True when the full stop(s) at `at` end a sentence rather than an abbreviation, initial or a.m./p.m. */
function endsSentence(text: string, at: number, mark: string, lowerCase: boolean): boolean {
  if (mark !== '.') return true;
  const word = /([\p{L}\p{N}.]*)$/u.exec(text.slice(Math.max(0, at - 24), at))?.[1] ?? '';
  const bare = word.replace(/^\.+/, '').toLowerCase();
  const next = /^\s*(\S)/u.exec(text.slice(at + 1))?.[1] ?? '';
  if (/^\p{L}$/u.test(bare)) return false; // a single initial: "J. Smith", "Ave. B."
  if (/^(?:\p{L}\.)+\p{L}$/u.test(bare)) return false; // e.g, i.e, a.m, p.m, U.S
  // "No. 5", "Rs. 500" (rupees): before a number these are abbreviations.
  if (bare === 'no' || bare === 'rs') return !/\d/.test(next);
  if (ABBREVIATIONS.has(bare)) return false;
  // A sentence does not go on in lower case: "Sat. and Sun.", "approx. two hours" (unless nothing is capitalised).
  return lowerCase || !/\p{Ll}/u.test(next);
}

/**
 * Sentences of a text, each trimmed; long runs without punctuation are cut into pieces of `max`. Never cut
 * after an abbreviation (Dr., St., Mr., e.g., a.m.), an initial, or inside a number or time (3.50, 7.30).
 */
export function sentences(value: string, max = 600): string[] {
  const text = oneLine(value);
  if (!text) return [];
  const parts: string[] = [];
  // A writer who starts the text in lower case does not capitalise sentences: "…near Ledbury. throwing sessions £40"
  // is two (docs/decisions/254).
  const lowerCase = writtenInLowerCase(text) || /^[^\p{L}]*\p{Ll}/u.test(text);
  let start = 0;
  for (const m of text.matchAll(END)) {
    const after = m.index + m[0].length;
    const cjk = /[。！？]/.test(m[0]);
    // Only a mark followed by a space (or the end) ends a sentence, so 3.50, 7.30 and example.com stay whole.
    if (!cjk && after < text.length && !/\s/.test(text[after])) continue;
    if (!cjk && !endsSentence(text, m.index, m[0], lowerCase)) continue;
    parts.push(text.slice(start, after));
    start = after;
  }
  if (start < text.length) parts.push(text.slice(start));
  const out: string[] = [];
  for (const part of parts) {
    let rest = part.trim();
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > max * 0.5 ? cut : max;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) out.push(rest);
  }
  return out;
}

/** Paragraphs of at most `max` characters: the user's own line breaks first, then sentence groups. */
export function paragraphs(value: string, max = 900, limit = 12): string[] {
  const blocks = cleanText(value)
    .split(/\n\s*\n|\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const block of blocks) {
    let current = '';
    for (const sentence of sentences(block, max)) {
      if (current && current.length + sentence.length + 1 > max) {
        out.push(current);
        current = sentence;
      } else {
        current = current ? `${current} ${sentence}` : sentence;
      }
    }
    if (current) out.push(current);
  }
  if (out.length <= limit) return out;
  // Keep every word: fold the overflow into the last paragraph rather than dropping it.
  return [...out.slice(0, limit - 1), out.slice(limit - 1).join(' ')];
}

