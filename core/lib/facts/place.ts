import { writtenInLowerCase } from '../generation/text';
import { overlapsAny, type Span } from './contact';

/**
 * The city or area a business is in or serves (docs/decisions/141), read only where the text says so:
 * "based in / located in / headquartered in / in / near X", "serving / covering / across / around X",
 * "in the heart of X", "on High Street, X", a "City, State" pair outside the street address, or the
 * business's name followed by only a place ("Riverside Vets, Perth WA."). The first such place in the
 * text wins; later ones ("we ship across the US") are usually wider areas.
 */

const anyCase = (src: string) => src.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);

const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Ontario|Quebec|British Columbia|Alberta|Manitoba|Nova Scotia';
const STATE_CODES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|BC|QC';
const STREET = 'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Way|Place|Square|Parade|Broadway|Row|Hill|Green|Walk|Quay';

/** Capitalised words that are never a place. */
const NOT_PLACE = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december ' +
    'english spanish french mandarin arabic german italian nhs gp instagram facebook linkedin dr mr mrs ms prof services service contact call book open ' +
    'hours menu our we i us you your the a person'
  ).split(' '),
);

const PLACE_WORD = String.raw`(?:St\.(?=\s)|[A-Z][\p{L}'’-]*(?:–[A-Z][\p{L}'’-]*)?)`;
// "mainland UK", "north London", "Greater Manchester": a lower-case qualifier may stand before the name.
const QUALIFIER = String.raw`(?:(?:mainland|greater|central|inner|outer|north|south|east|west|northern|southern|eastern|western|rural|coastal|metro)\s+)`;
const PLACE_NAME = String.raw`(?:the\s+)?${QUALIFIER}?${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2}(?:\s+(?:area|region)\b)?`;
const PLACE = String.raw`${PLACE_NAME}(?:(?:,\s*|\s+(?:and|&)\s+|,\s*(?:and|&)\s+)${PLACE_NAME}){0,3}`;
const KEYWORD = anyCase(
  'based in|located in|headquartered in|serving|serves|servicing the|covering|covers|cover|across|throughout|around|near|in the heart of|in the centre of|in the center of|in central|in',
);
const AFTER_KEYWORD = new RegExp(String.raw`\b(?:${KEYWORD})\s+(${PLACE})`, 'gu');
// "optométriste à Québec": French "in" (\b is ASCII-only, so the space before it is matched instead); "Chicken
// Rice @ Maxwell Food Centre": "@" standing alone is "at".
const FRENCH_AT = new RegExp(String.raw`(?:^|\s)(?:à|@)\s+(${PLACE})`, 'gu');
const ON_STREET = new RegExp(String.raw`\bon\s+(?:the\s+)?(?:corner of\s+)?(?:${PLACE_WORD}\s+){0,3}(?:${STREET})\.?,\s*(${PLACE_NAME})`, 'gu');
// "Dún Laoghaire, Co. Dublin", "on Inch Beach, Co. Kerry": an Irish county is always a place.
const COUNTY = new RegExp(String.raw`\b(?:${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2},\s*)?Co\.\s+[A-Z][\p{L}'’-]+`, 'gu');

/**
 * A text written all in lower case capitalises no place ("in leicester!!", "covering bath, keynsham and the
 * chew valley 🐶"), so there a place is read from lower-case words after a place keyword — only when the
 * words end the clause and are not a common word ("in stock.", "in store while u wait", "in a small village").
 */
const LOWER_WORD = String.raw`\p{Ll}[\p{Ll}'’-]{2,}`;
const LOWER_NAME = String.raw`(?:the\s+)?${LOWER_WORD}(?:\s+${LOWER_WORD}){0,2}`;
const LOWER_PLACE = new RegExp(
  String.raw`\b(?:based in|located in|serving|covering|covers|around|near|in)\s+(${LOWER_NAME}(?:(?:,\s*|\s+(?:and|&)\s+|,\s*(?:and|&)\s+)${LOWER_NAME}){0,3})(?=\s*(?:[.!?;:,\n]|[^\p{L}\p{N}\s&'’-]|$))`,
  'gu',
);
const COMMON_AFTER_IN =
  /^(?:the\s+)?(?:town|city|store|stores|stock|person|bulk|house|season|advance|cash|time|business|total|general|particular|touch|mind|addition|fact|case|front|need|private|public|style|full|detail|order|place|use|demand|progress|hand|charge|shop|studio|salon|clinic|office|centre|center|area|home|homes|school|schools|morning|mornings|evening|evenings|afternoon|afternoons|week|weekend|weekends|summer|winter|spring|autumn|future|past|world|industry|trade|market|range|life|love|style|budget|time|line|mind|hours|minutes|days|seconds|person|writing|print|colour|color|english|french|spanish|german|italian|general|between|peace|total|together|return|kind|woods|wood|garden|gardens|kitchen|field|country|countryside|village|suburbs|community|area)\b/i;

const titleCase = (s: string) => s.replace(/\p{L}[\p{L}'’-]*/gu, (w) => (/^(?:and|the|of|on|upon)$/.test(w) ? w : w[0].toUpperCase() + w.slice(1)));

const CITY_STATE = new RegExp(String.raw`\b(${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2},\s*(?:${US_STATES}|${STATE_CODES}))\b`, 'gu');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cuts words that are not a place off the end ("Bristol Dr" → "Bristol") and refuses what is no place at all. */
function clean(candidate: string, exclude: string[]): string | null {
  let words = candidate.trim().split(/\s+/);
  while (words.length && NOT_PLACE.has(words[words.length - 1].replace(/[,.]$/, '').toLowerCase())) words = words.slice(0, -1);
  const value = words.join(' ').replace(/[,\s]+$/, '').replace(/\s+(?:and|&)$/, '');
  if (!value || /-style\b/i.test(value)) return null;
  const first = value.replace(/^the\s+/, '').split(/[\s,]+/)[0].toLowerCase();
  if (NOT_PLACE.has(first)) return null;
  const lower = value.toLowerCase();
  if (exclude.some((e) => e && (lower.includes(e.toLowerCase()) || e.toLowerCase().includes(lower)))) return null;
  return value;
}

/**
 * @param skip spans already read as something else (addresses, links, e-mails, phones)
 * @param exclude the business name and the people's names, which are never the place
 */
export function readPlace(text: string, skip: Span[], exclude: string[]): string | undefined {
  const candidates: { at: number; value: string }[] = [];
  const consider = (at: number, raw: string, length: number) => {
    if (overlapsAny({ start: at, end: at + length }, skip)) return;
    const value = clean(raw, exclude);
    if (value && value.length <= 120) candidates.push({ at, value });
  };
  for (const m of text.matchAll(AFTER_KEYWORD)) consider(m.index + m[0].length - m[1].length, m[1], m[1].length);
  for (const m of text.matchAll(FRENCH_AT)) consider(m.index + m[0].length - m[1].length, m[1], m[1].length);
  for (const m of text.matchAll(ON_STREET)) consider(m.index + m[0].length - m[1].length, m[1], m[1].length);
  for (const m of text.matchAll(CITY_STATE)) consider(m.index, m[1], m[1].length);
  for (const m of text.matchAll(COUNTY)) consider(m.index, m[0], m[0].length);
  if (writtenInLowerCase(text)) {
    for (const m of text.matchAll(LOWER_PLACE)) {
      if (m[1].split(/\s*(?:,|\band\b|&)\s*/).some((part) => COMMON_AFTER_IN.test(part.trim()) || /^(?:a|an|our|my|your|this|that|every|all|each|some|any)$/.test(part.trim().split(/\s+/)[0]))) continue;
      consider(m.index + m[0].length - m[1].length, titleCase(m[1]), m[1].length);
    }
  }
  // "Riverside Vets, Perth WA." / "Sharp & Co Barbers, Glasgow.": the business's name, then only a place.
  const name = exclude[0]?.trim();
  if (name) {
    const named = new RegExp(String.raw`(?:^|[\n.!?]\s*)${escapeRegExp(name)},\s*(${PLACE})\s*(?:[.!?\n]|$)`, 'giu');
    for (const m of text.matchAll(named)) consider(m.index + m[0].indexOf(m[1]), m[1], m[1].length);
  }
  candidates.sort((a, b) => a.at - b.at);
  return candidates[0]?.value;
}
