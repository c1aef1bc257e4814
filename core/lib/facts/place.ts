import { writtenInLowerCase } from '../generation/text';
import { overlapsAny, type Span } from './contact';

/**
 * The city or area a business is in or serves (docs/decisions/141), read only where the text says so:
 * "based in / located in / headquartered in / in / near X", "serving / covering / across / around X",
 * "in the heart of X", "on High Street, X", a "City, State" pair outside the street address, or the
 * business's name followed by only a place ("Riverside Vets, Perth WA."); and (docs/decisions/243) a branch's town,
 * the town beside a station, after "returns to" or "the village of", after a street standing as a sentence, or
 * straight after the kind of business ("dog grooming leeds"). The first such place in the text wins; later ones
 * ("we ship across the US") are usually wider areas.
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
    'hours menu our we i us you your the a person llc pllc ltd inc gmbh llp plc pty sarl bv ag corp ' +
    // "Little Acorns Day Nursery, Ofsted Outstanding.": a rating or standing after the name is no place (docs/decisions/243).
    'ofsted outstanding excellent rated award winning certified registered approved accredited licensed insured established est independent official'
  ).split(' '),
);

const SHORT_DAY_OR_MONTH = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;

/**
 * "one of 140 FlexGym clubs across the UK", "a family of 12 offices across Essex": the area of a chain's branches
 * is not where this business is (docs/decisions/243).
 */
const NETWORK_BEFORE = /\b(?:of|with)\s+(?:over\s+|more than\s+|some\s+)?\d[\d,]*\+?\s+(?:[\p{L}&'’-]+\s+){0,2}(?:clubs|branches|offices|stores|shops|locations|sites|outlets|gyms|studios|restaurants|franchises|salons|centres|centers|agencies)\s*$/iu;

const PLACE_WORD = String.raw`(?:St\.(?=\s)|[A-Z][\p{L}'’-]*(?:–[A-Z][\p{L}'’-]*)?)`;
// "mainland UK", "north London", "Greater Manchester": a lower-case qualifier may stand before the name.
const QUALIFIER = String.raw`(?:(?:mainland|greater|central|inner|outer|north|south|east|west|northern|southern|eastern|western|rural|coastal|metro)\s+)`;
const PLACE_NAME = String.raw`(?:the\s+)?${QUALIFIER}?${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2}(?:\s+(?:area|region)\b)?`;
const PLACE = String.raw`${PLACE_NAME}(?:(?:,\s*|\s+(?:and|&)\s+|,\s*(?:and|&)\s+)${PLACE_NAME}){0,3}`;
const KEYWORD_WORDS =
  'based in|based out of|working out of|operating out of|out of|located in|headquartered in|serving|serves|servicing the|servicing|covering|covers|cover|across|throughout|around|near|in the heart of|in the centre of|in the center of|in central|en el corazón de|en el centro de|au cœur de|au centre de|no coração de|no centro de|im Herzen von|village of|town of|city of|returns to|returning to|comes to|coming to|coming soon to|opening soon in|pops up in|popping up in|in';
const KEYWORD = anyCase(KEYWORD_WORDS);
const keywordPattern = (extra: string[]) => (extra.length ? `${extra.map(escapeRegExp).join('|')}|${KEYWORD}` : KEYWORD);
const afterKeyword = (extra: string[]) => new RegExp(String.raw`\b(?:${keywordPattern(extra)})\s+(${PLACE})`, 'gu');
const AFTER_KEYWORD = afterKeyword([]);

/**
 * Place keywords as owners misspell them ("coverin swindon", "coverng chelmsford", "servng leeds"): a word one
 * letter away from a keyword (one letter left out, added, changed or two swapped) that begins with the same
 * two letters and is no English word of its own (docs/decisions/241).
 */
const FUZZY_KEYWORDS = ['covering', 'serving', 'servicing', 'located', 'throughout'];
const REAL_WORDS = new Set(['servings', 'severing', 'coverings', 'coveting', 'hovering', 'cowering', 'locates', 'locater']);
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].map((c, i) => (c === b[i] ? -1 : i)).filter((i) => i >= 0);
    return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}
function misspeltKeywords(text: string): string[] {
  const out = new Set<string>();
  for (const [word] of text.matchAll(/\p{L}{5,}/gu)) {
    const w = word.toLowerCase();
    if (REAL_WORDS.has(w)) continue;
    if (FUZZY_KEYWORDS.some((k) => k.slice(0, 2) === w.slice(0, 2) && oneEditApart(w, k))) out.add(word);
  }
  return [...out];
}

/**
 * "safaris from Nairobi:", "day trips from Edinburgh to Loch Ness": a place after "from" only where the clause is
 * about trips or working from somewhere, and only when the place ends the clause or a "to" follows. "from Shetland
 * wool", "from £20", "from 9am", "from Monday", "coffee from Ethiopia" are no places (docs/decisions/241).
 */
const TRIP_FROM = new RegExp(
  String.raw`\b(?:trips?|tours?|safaris?|transfers?|excursions?|cruises?|outings?|departures?|departing|leaving|flights?|journeys?|rides?|walks?|hikes?|working|operating|based|runs?|running|[Cc]ollection|[Cc]ollect|[Pp]ick[- ]?up)\b[^.!?;:\n]{0,40}?\bfrom\s+(${PLACE_NAME})(?=\s*(?:[.!?;:,\n(—–]|\s-\s|$|\s+to\s))`,
  'gu',
);
// "optométriste à Québec": French "in" (\b is ASCII-only, so the space before it is matched instead); "Chicken
// Rice @ Maxwell Food Centre": "@" standing alone is "at".
const FRENCH_AT = new RegExp(String.raw`(?:^|\s)(?:à|@)\s+(${PLACE})`, 'gu');
const ON_STREET = new RegExp(String.raw`\bon\s+(?:the\s+)?(?:corner of\s+)?(?:${PLACE_WORD}\s+){0,3}(?:${STREET})\.?,\s*(${PLACE_NAME})`, 'gu');
// "kiosk on Whitby pier", "café on Brighton seafront", "The Tea Hut at Bamburgh beach" (docs/decisions/250), "at Tring market" (docs/decisions/257): the town before a seaside or market word, unless a place
// follows ("on Strandhill beach, Co. Sligo") (docs/decisions/241).
const ON_LANDMARK = new RegExp(
  String.raw`\b(?:on|at)\s+(?:the\s+)?(${PLACE_WORD}(?:\s+${PLACE_WORD})?)\s+(?:pier|beach|seafront|sea front|harbour|harbor|quayside|promenade|prom|marina|waterfront|market square|market|high street)\b(?!\s*,\s*(?:Co\.\s+)?(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)\p{Lu})`,
  'gu',
);
// "outside Hadleigh station", "opposite Ludlow library": the town before a public building one trades beside (docs/decisions/243).
const BESIDE_LANDMARK = new RegExp(
  String.raw`\b(?:outside|opposite|next to|beside|by)\s+(?:the\s+)?(${PLACE_WORD}(?:\s+${PLACE_WORD})?)\s+(?:railway station|train station|station|library|town hall|cathedral|bus station|leisure centre|market hall)\b`,
  'gu',
);
// "Market Place, Masham." as a sentence of its own; "car park of the Red Lion, Kingsclere.", "next to Tesco, Beverley.":
// the town after a street, a spot at a venue or a neighbour (of up to four words, "inside the Old Station Antiques Centre,
// Hay-on-Wye.", docs/decisions/252), ending the sentence (docs/decisions/243, 247).
const STREET_THEN_TOWN = new RegExp(
  String.raw`(?:^|[.!?\n]\s*)(?:${PLACE_WORD}\s+){0,3}(?:${STREET}),\s*(${PLACE_NAME})(?=\s*(?:[.!?\n]|$))|\b(?:car park|yard|forecourt|grounds|courtyard|field|garden|corner|back|side) of (?:the\s+)?(?:${PLACE_WORD}\s+){0,3}${PLACE_WORD},\s*(${PLACE_NAME})(?=\s*(?:[.!?\n]|$))|\b(?:next to|opposite|behind|beside|inside)\s+(?:the\s+)?(?:${PLACE_WORD}\s+){0,3}${PLACE_WORD},\s*(${PLACE_NAME})(?=\s*(?:[.!?\n]|$))`,
  'gu',
);
/**
 * The town ending a sentence (or before a day: "at the Quaker Meeting House, Lewes, Mondays 7–8pm", docs/decisions/254)
 * after a venue named by its kind (a centre, hall, market, park, farm, mill…), a street
 * after a comma, or a shore (docs/decisions/250): "The café at
 * Fellside Garden Centre, Penrith.", "Keystone Dry Cleaners, Camden Street, Dublin 8.", "rue Saint-Jean, Québec.",
 * "on the lake shore at Bowness-on-Windermere.", "on the quay at Topsham" (docs/decisions/252). A city's district number ("Dublin 8")
 * stays with it.
 */
const TOWN_ENDING = new RegExp(
  String.raw`(?:\b[Aa]t\s+(?:the\s+)?(?:${PLACE_WORD}\s+){0,2}(?:Centre|Center|Hall|House|Market|Park|Farm|Mill|Mills|Yard|Arcade|Hotel|Museum|Library|Station|Garden|Gardens|Estate|Village|[Pp]ool|[Ll]ido)|,\s*(?:${PLACE_WORD}\s+){1,3}(?:${STREET})\.?|,\s*(?:rue|calle|rua|via|avenida|chemin|carrer)\s+(?:(?:de|del|da|do|du|des|de la)\s+)?(?:${PLACE_WORD}\s*){1,3}(?:\s*\d{1,4}[a-z]?)?)\s*,\s*(${PLACE_NAME}(?:\s+\d{1,2}(?!\d))?)(?=\s*(?:[.!?\n]|$|,\s*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b))|\b(?:on|by)\s+the\s+(?:lake\s?shore|lakeside|seafront|sea front|waterfront|riverside|river|beach|harbour|harbor|harbourside|quayside|quay|promenade|marina|coast|canal)\s+(?:at|in)\s+(${PLACE_NAME})(?=\s*(?:[.!?,\n]|$))`,
  'gu',
);
/**
 * "on the hillside above Grasmere,", "just past Settle", "on the trading estate outside Kendal.", "a couple of miles from
 * Coniston", "north of Windermere", "down the road from Hexham abbey", "below Conwy castle walls": the town after a
 * spatial preposition, ending the clause or before a landmark word (docs/decisions/253). Never after "the" ("outside the
 * Red Lion") and never a street ("just off Main Street"); a neighbour after "opposite", "beside" or "next to" is
 * another business (docs/decisions/247).
 */
const SPATIAL_WORDS =
  /\b(?:above|below|beneath|overlooking|outside|beyond|just past|just off|north of|south of|east of|west of|miles from|miles outside|up the hill from|down the hill from|up the road from|down the road from|on the edge of|on the outskirts of)\s+/gi;
// The place right after the words (sticky): a case-blind search for the words first is many times faster than one
// pattern spelling every letter in both cases.
const SPATIAL_PLACE = new RegExp(
  String.raw`(${QUALIFIER}?${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2})(?=\s*(?:[.!?;:,\n)]|$|\s+(?:castle|abbey|cathedral|town centre|city centre|village|harbour|station|market|church|bridge|high street|walls)\b))`,
  'uy',
);
function spatialPlaces(text: string): { at: number; raw: string }[] {
  const out: { at: number; raw: string }[] = [];
  for (const m of text.matchAll(SPATIAL_WORDS)) {
    SPATIAL_PLACE.lastIndex = m.index + m[0].length;
    const place = SPATIAL_PLACE.exec(text)?.[1];
    if (place) out.push({ at: SPATIAL_PLACE.lastIndex - place.length, raw: place });
  }
  return out;
}
/**
 * "#Cornwall #creamtea #foodtruck", "#StreetFood #Manchester #bao": among hashtags, one written like a name (a capital,
 * then lower case) beside one that is not is a place: owners capitalise the names in their tags (docs/decisions/253).
 * Not a word the text also uses in lower case ("#Vegan … vegan cakes").
 */
function hashtagPlaces(text: string): { at: number; raw: string }[] {
  const tags = [...text.matchAll(/#([\p{L}\p{N}_]+)/gu)];
  const named = tags.filter((t) => /^\p{Lu}\p{Ll}{2,}$/u.test(t[1]));
  if (!named.length || named.length === tags.length) return [];
  const plain = text.replace(/#[\p{L}\p{N}_]+/gu, ' ').toLowerCase();
  return named.filter((t) => !new RegExp(`(?<![\\p{L}])${t[1].toLowerCase()}(?![\\p{L}])`, 'u').test(plain)).map((t) => ({ at: t.index + 1, raw: t[1] }));
}
// "Chelmsford branch", "three branches: Leeds (Call Lane), York …": a branch's town (docs/decisions/243).
const BRANCH = new RegExp(String.raw`\b(${PLACE_WORD}(?:\s+${PLACE_WORD})?)\s+branch\b|\bbranch(?:es)?\s*(?:in|at|:)\s*(${PLACE_WORD}(?:\s+${PLACE_WORD})?)`, 'gu');
// "📍 Digbeth, Birmingham" as a profile writes it; "Sheffield and surrounding areas": a place by its marker (docs/decisions/245).
// "📍 Covering Milton Keynes, Bedford & Northampton": a place keyword after the pin is no part of the place (docs/decisions/267).
const PIN = new RegExp(String.raw`📍\uFE0F?\s*(?:(?:${KEYWORD})\s+)?(${PLACE})`, 'gu');
const AND_SURROUNDING = new RegExp(String.raw`\b(?!(?:${KEYWORD})\s)(${PLACE_NAME})\s+(?:and|&)\s+(?:the\s+)?(?:surrounding|nearby|neighbouring|neighboring)\s+(?:areas?|villages|towns|suburbs)\b`, 'gu');
const STREET_END = new RegExp(String.raw`\b(?:${STREET})$`);
// "Dún Laoghaire, Co. Dublin", "on Inch Beach, Co. Kerry": an Irish county is always a place.
const COUNTY = new RegExp(String.raw`\b(?:${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2},\s*)?Co\.\s+[A-Z][\p{L}'’-]+`, 'gu');

/**
 * A text written all in lower case capitalises no place ("in leicester!!", "covering bath, keynsham and the
 * chew valley 🐶"), so there a place is read from lower-case words after a place keyword — only when the
 * words end the clause and are not a common word ("in stock.", "in store while u wait", "in a small village").
 */
const LOWER_WORD = String.raw`\p{Ll}[\p{Ll}'’-]{2,}`;
const LOWER_NAME = String.raw`(?:the\s+)?${LOWER_WORD}(?:\s+${LOWER_WORD}){0,2}`;
const lowerPlace = (extra: string[]) =>
  new RegExp(
    String.raw`\b(?:${extra.length ? `${extra.map(escapeRegExp).join('|')}|` : ''}based in|based out of|located in|serving|covering|covers|around|near|in)\s+(${LOWER_NAME}(?:(?:,\s*|\s+(?:and|&)\s+|,\s*(?:and|&)\s+)${LOWER_NAME}){0,3})(?=\s*(?:[.!?;:,\n]|[^\p{L}\p{N}\s&'’-]|$))`,
    'gu',
  );

/**
 * "in cardif, blocked drains, boiler repare": after the first place, a part of two or more words joined by a bare
 * comma is the next item of another list; a list of places ends "…, B and C" or "A, B" (docs/decisions/241).
 */
function placeListOnly(list: string): string {
  const parts = list.split(/(,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)/);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const joinedByAnd = /and|&/.test(parts[i]);
    if (!joinedByAnd && parts[i + 1].trim().replace(/^the\s+/, '').split(/\s+/).length > 1) break;
    out += parts[i] + parts[i + 1];
  }
  return out;
}
const COMMON_AFTER_IN =
  /^(?:the\s+)?(?:town|city|store|stores|stock|person|bulk|house|season|advance|cash|time|business|total|general|particular|touch|mind|addition|fact|case|front|need|private|public|style|full|detail|order|place|use|demand|progress|hand|charge|shop|studio|salon|clinic|office|centre|center|area|home|homes|school|schools|morning|mornings|evening|evenings|afternoon|afternoons|week|weekend|weekends|summer|winter|spring|autumn|future|past|world|industry|trade|market|range|life|love|style|budget|time|line|mind|hours|minutes|days|seconds|person|writing|print|colour|color|english|french|spanish|german|italian|general|between|peace|total|together|return|kind|woods|wood|garden|gardens|kitchen|field|country|countryside|village|suburbs|community|area)\b/i;

const titleCase = (s: string) => s.replace(/\p{L}[\p{L}'’-]*/gu, (w) => (/^(?:and|the|of|on|upon)$/.test(w) ? w : w[0].toUpperCase() + w.slice(1)));

const CITY_STATE = new RegExp(String.raw`\b(${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2},\s*(?:${US_STATES}|${STATE_CODES}))\b`, 'gu');

/** Words before "in X" that tell a person's history (docs/decisions/241), with where they did it ("worked in hotels in Glasgow", docs/decisions/267). */
const PERSONAL_PAST = /\b(?:trained|studied|born|raised|grew up|educated|qualified|apprenticed|lived|worked|learnt|learned|graduated|started out)(?:\s+(?:and|&)\s+(?:raised|trained|bred))?(?:\s+(?:in|at|as)\s+(?:an?\s+|the\s+)?\p{Ll}+)?\s*$/iu;
/**
 * "My grandmother Assunta ran a tiny trattoria in Naples", "Dad had a stall in Leeds market": a clause about a relative is
 * their story, and a place in it is theirs, not the business's (docs/decisions/267).
 */
/**
 * "packed up our flat in Manchester, sold the car and moved to Ullapool", "after ten years in Leeds we relocated to
 * Hebden Bridge": a place before a move to another in the same sentence is where the owner came from (docs/decisions/267).
 */
const MOVED_AWAY = /^[^.!?;\n]*?\b(?:moved|relocated|emigrated|came|upped sticks)\s+(?:(?:down|up|over|out|back|here|across)\s+)?to\s+(?:the\s+)?\p{Lu}/u;
const RELATIVE_STORY = /\b(?:my|our|his|her|their)\s+(?:late\s+)?(?:great[- ])?(?:grandmother|grandfather|grandma|grandpa|grandparents|granny|gran|grandad|granddad|nan|nana|nonna|nonno|abuela|abuelo|oma|opa|mother|father|mum|mom|dad|parents|uncle|aunt|auntie|ancestors|family)\b[^.!?;\n]*$/i;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cuts words that are not a place off the end ("Bristol Dr" → "Bristol") and refuses what is no place at all. */
function clean(candidate: string, exclude: string[]): string | null {
  let words = candidate.trim().split(/\s+/);
  // "Anglesey, April–October": a word joined by a dash is no place when one of its parts is none.
  // "in Eugene, Thu–Sun 11am–8pm": a range of short day or month names ends no place either ("Lau Pa Sat" is one) (docs/decisions/243).
  const notPlace = (w: string) => {
    const parts = w.replace(/[,.]$/, '').toLowerCase().split(/[–-]/);
    return parts.some((part) => NOT_PLACE.has(part) || (parts.length > 1 && SHORT_DAY_OR_MONTH.test(part)));
  };
  while (words.length && notPlace(words[words.length - 1])) words = words.slice(0, -1);
  const value = words.join(' ').replace(/[,\s]+$/, '').replace(/\s+(?:and|&)$/, '');
  if (!value || /-style\b/i.test(value)) return null;
  const first = value.replace(/^the\s+/, '').split(/[\s,]+/)[0].toLowerCase();
  // "cat grooming Sundays": a plural day is no place either.
  if (NOT_PLACE.has(first) || NOT_PLACE.has(first.replace(/s$/, ''))) return null;
  // "serving SMEs across Greater Manchester": a plural acronym is an audience, never a place (docs/decisions/241).
  if (/^[A-Z]{2,}s$/.test(value.split(/[\s,]+/)[0])) return null;
  const lower = value.toLowerCase();
  if (exclude.some((e) => e && (lower.includes(e.toLowerCase()) || e.toLowerCase().includes(lower)))) return null;
  return value;
}

const WHOLE_PLACE = new RegExp(`^${PLACE}$`, 'u');
const WHOLE_LOWER_NAME = new RegExp(`^${LOWER_NAME}$`, 'u');
const NOT_AFTER_SERVICE = new Set(
  'available now today here welcome near me you service services specialist specialists expert experts only and more etc cheap prices rates done needed wanted required home mobile business company shop studio salon van uk professional friendly local best'.split(' '),
);
/**
 * "dog grooming leeds" (a Dog groomer), "domestic cleans Cardiff & the Vale, reg cleans £15/hr" (Cleaning services):
 * the kind of business said in a few words, then a place ending the clause, with no place word between
 * (docs/decisions/243). The place is capitalised, or the whole description is a lower-case one-liner.
 */
function placeAfterService(text: string, businessType: string | undefined): { at: number; raw: string }[] {
  const stems = (businessType ?? '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, Math.max(4, w.length - 3)));
  if (!stems.length) return [];
  const oneLiner = writtenInLowerCase(text) && text.trim().split(/\s+/).length <= 6;
  const out: { at: number; raw: string }[] = [];
  for (const m of text.matchAll(/[^.,!?;:\n|()\p{Extended_Pictographic}]+/gu)) {
    const words = m[0].trim().split(/\s+/);
    let last = -1;
    words.forEach((w, i) => {
      if (stems.some((stem) => w.toLowerCase().startsWith(stem))) last = i;
    });
    if (last < 0 || last > 3) continue;
    const rest = words.slice(last + 1).join(' ');
    // Only the clause's first word may be capitalised, and not as a subject ("We offer cleaning for Airbnb hosts").
    if (!rest || words.length - last - 1 > 4 || words.slice(1, last + 1).some((w) => /^\p{Lu}/u.test(w)) || /^(?:we|i|our|they|you|my)$/i.test(words[0])) continue;
    const capitalised = WHOLE_PLACE.test(rest);
    const lower =
      oneLiner && WHOLE_LOWER_NAME.test(rest) && !COMMON_AFTER_IN.test(rest) && !rest.split(' ').some((w) => NOT_AFTER_SERVICE.has(w) || /ly$/.test(w));
    if (capitalised || lower) out.push({ at: m.index + m[0].lastIndexOf(rest), raw: lower ? titleCase(rest) : rest });
  }
  return out;
}

/**
 * @param skip spans already read as something else (addresses, links, e-mails, phones)
 * @param exclude the business name and the people's names, which are never the place
 */
export function readPlace(text: string, skip: Span[], exclude: string[], businessType?: string): string | undefined {
  const candidates: { at: number; value: string }[] = [];
  const consider = (at: number, raw: string, length: number) => {
    if (overlapsAny({ start: at, end: at + length }, skip)) return;
    const value = clean(raw, exclude);
    if (value && value.length <= 120) candidates.push({ at, value });
  };
  const misspelt = misspeltKeywords(text);
  for (const m of text.matchAll(misspelt.length ? afterKeyword(misspelt) : AFTER_KEYWORD)) {
    // "trained in Milan", "born and raised in Cork": where someone learnt or lived, not where the business is.
    if (PERSONAL_PAST.test(text.slice(Math.max(0, m.index - 40), m.index)) || RELATIVE_STORY.test(text.slice(Math.max(0, m.index - 120), m.index))) continue;
    if (MOVED_AWAY.test(text.slice(m.index + m[0].length, m.index + m[0].length + 160))) continue;
    if (NETWORK_BEFORE.test(text.slice(Math.max(0, m.index - 50), m.index))) continue;
    // "a franchise of Tutor Doctor, whose head office is in Toronto": another business's place (docs/decisions/250).
    if (/\bwhose\b[^.!?;]{0,40}$/i.test(text.slice(Math.max(0, m.index - 50), m.index + 1))) continue;
    // "join online from anywhere in Sussex": where the customers may be, not where the business is (docs/decisions/254).
    if (/\banywhere\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    consider(m.index + m[0].length - m[1].length, m[1], m[1].length);
  }
  for (const m of text.matchAll(TRIP_FROM)) consider(m.index + m[0].length - m[1].length, m[1], m[1].length);
  for (const m of text.matchAll(FRENCH_AT)) consider(m.index + m[0].length - m[1].length, m[1], m[1].length);
  for (const m of text.matchAll(ON_STREET)) consider(m.index + m[0].length - m[1].length, m[1], m[1].length);
  for (const m of text.matchAll(ON_LANDMARK)) consider(m.index + m[0].indexOf(m[1]), m[1], m[1].length);
  for (const m of text.matchAll(STREET_THEN_TOWN)) {
    const town = m[1] ?? m[2] ?? m[3];
    consider(m.index + m[0].lastIndexOf(town), town, town.length);
  }
  for (const m of text.matchAll(TOWN_ENDING)) {
    const town = m[1] ?? m[2];
    // "at St Luke's Hall, Broad Street.": a street is no town.
    if (!STREET_END.test(town)) consider(m.index + m[0].lastIndexOf(town), town, town.length);
  }
  for (const m of text.matchAll(BRANCH)) {
    const town = m[1] ?? m[2];
    // "our Main Street branch" names a street, not a town.
    if (!STREET_END.test(town)) consider(m.index + m[0].indexOf(town), town, town.length);
  }
  for (const m of text.matchAll(PIN)) consider(m.index + m[0].indexOf(m[1]), m[1], m[1].length);
  for (const m of text.matchAll(AND_SURROUNDING)) consider(m.index, m[1], m[1].length);
  for (const m of text.matchAll(BESIDE_LANDMARK)) consider(m.index + m[0].indexOf(m[1]), m[1], m[1].length);

  for (const m of text.matchAll(CITY_STATE)) consider(m.index, m[1], m[1].length);
  for (const m of text.matchAll(COUNTY)) consider(m.index, m[0], m[0].length);
  if (writtenInLowerCase(text)) {
    for (const m of text.matchAll(lowerPlace(misspelt))) {
      // "chelmsford and surrounding villages": the villages around a place are no place name to capitalise (docs/decisions/243).
      const list = placeListOnly(m[1]).replace(/(?:,?\s+(?:and|&)\s+|,\s*)(?:the\s+)?(?:surrounding|nearby|local|neighbouring|neighboring)\s+(?:areas?|villages?|towns?|suburbs?)$/, '');
      if (list.split(/\s*(?:,|\band\b|&)\s*/).some((part) => COMMON_AFTER_IN.test(part.trim()) || /^(?:a|an|our|my|your|this|that|every|all|each|some|any)$/.test(part.trim().split(/\s+/)[0]))) continue;
      consider(m.index + m[0].length - m[1].length, titleCase(list), list.length);
    }
  }
  // "Riverside Vets, Perth WA." / "Sharp & Co Barbers, Glasgow.": the business's name, then only a place.
  const name = exclude[0]?.trim();
  if (name) {
    // "Ink & Iron Tattoo, Leeds." for "Ink & Iron"; "Velo Werkstatt Kreis 4, Zürich – repairs…": a word or two may
    // follow the name, and a dash may end the place (docs/decisions/241), or a colon ("The Loft, Macclesfield: a
    // studio for hire", docs/decisions/250), and a middle dot as link bars write it ("Hillside Yoga · Frome", docs/decisions/252).
    const named = new RegExp(String.raw`(?:^|[\n.!?]\s*)${anyCase(escapeRegExp(name.toLowerCase()))}(?:\s+[\p{Lu}\d][\p{L}\d'’-]*){0,2}(?:,|\s+[—–-]|\s*·)\s*(${PLACE})\s*(?:\([^)]*\)\s*)?(?:[.!?:\n]|$|[—–]|\s-\s)`, 'gu');
    for (const m of text.matchAll(named)) consider(m.index + m[0].indexOf(m[1]), m[1], m[1].length);
  }
  for (const c of placeAfterService(text, businessType)) consider(c.at, c.raw, c.raw.length);
  // A spatial preposition names a landmark as often as a town ("beneath Dunkery Beacon, near Wheddon Cross"), and a
  // hashtag is the least sure mark: read only when nothing else names a place (docs/decisions/253).
  if (!candidates.length) {
    for (const c of spatialPlaces(text)) if (!STREET_END.test(c.raw)) consider(c.at, c.raw, c.raw.length);
    for (const c of hashtagPlaces(text)) consider(c.at, c.raw, c.raw.length);
  }
  candidates.sort((a, b) => a.at - b.at);
  // "I cover Didsbury, Withington and Chorlton, and I take…": the comma that ends the list is no part of it (docs/decisions/252).
  return candidates[0]?.value.replace(/[\s,;]+$/, '');
}
