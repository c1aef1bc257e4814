import type { Offering } from './schema';

/**
 * What a business offers, read only from text that lists offerings (docs/decisions/141):
 * - a list after an offering verb: "we serve A, B and C", "X offers A, B and C", "we teach …";
 * - a list after an offering header: "Services: …", "Menu highlights: …", "Classes include …",
 *   or after the business's own name ("Green Thumb Gardening: lawn mowing, …");
 * - bullet lines;
 * - a sentence that is nothing but a list of three or more short names ("Cocktails, local beers and small
 *   plates."), or of priced names ("Haircut $30, beard trim $15");
 * - "A is our speciality".
 * Prices stay with the name they follow ("mugs ($38)", "Custom cakes start at $65" → "from $65"). Items
 * that are people, places, days, contact words or sentence fragments are dropped, never guessed at.
 */

/** `lowerCase`: the description is written without capitals, so none can mark where a list ends. */
export type OfferingContext = { businessName: string; businessType?: string; people: string[]; place?: string; lowerCase?: boolean };

// A currency (with the country letters some write before "$": NZ$, A$, C$, US$), an amount with a decimal
// point or a decimal comma ("€3,90"; "1,500" is thousands), an optional range and unit ("per 30 min").
// "Rs. 500", "R150" (rand), "¥1,500", "₦15,000", "CHF 89" too (docs/decisions/241); "R$ 45", "RM 30", "₱250", "₩9,000",
// "₺120", "AED 150", "KSh 500", "GH₵ 40", and the symbol after the amount as much of Europe and Quebec write it
// ("12,50 €", "35€", "7,50 $", "120 kr", "49 zł") (docs/decisions/243).
const CURRENCY_SRC = String.raw`(?:(?:NZ|AU|A|CA|C|US|HK|S|R)\$|[£$€₹¥₦₱₩₺]|Rs\.?\s?|R(?=\d)|CHF\s?|RM\s?|AED\s?|KSh\s?|GH₵\s?)`;
// Letters only where no unit shares them ("5ft" is a height, and PRICE ignores case).
const CURRENCY_AFTER_SRC = String.raw`(?:€|\$|kr\b|zł|CHF\b)`;
const AMOUNT_SRC = String.raw`\d+(?:[,.\u202F ]\d{3})*(?:[.,]\d{1,2}(?!\d))?`;
// "£4k", "£1.5m": thousands and millions are part of the amount, never cut off it (docs/decisions/252).
const AMOUNT_BEFORE_SRC = String.raw`\d+(?:,\d{3})*(?:[.,]\d{1,2}(?!\d))?(?:(?:k|m|bn)(?![\p{L}\d²³]))?`;
// "Crab £6", "Kebab £7": a word in front is read only whole (German "ab £6" is "from £6") (docs/decisions/250).
// A surcharge keeps its sign ("skin fade +£3"), a unit its superscript ("per m²"), a price its tax ("from £95 + VAT")
// and its "and up" ("pedicure $28 and up"), "pp" and "/agent/mo": without them it is another price (docs/decisions/241).
const AMOUNT_WITH_CURRENCY = String.raw`(?:(?<![\p{L}\d])${CURRENCY_SRC}\s?${AMOUNT_BEFORE_SRC}(?:\s*(?:-|–|to)\s*${CURRENCY_SRC}?${AMOUNT_BEFORE_SRC})?|(?<![\p{L}\d.,])${AMOUNT_SRC}(?:\s*(?:-|–|to)\s*${AMOUNT_SRC})?\s?${CURRENCY_AFTER_SRC})`;
const PRICE_SRC = String.raw`(?:(?<![\p{L}])(?:from|starting at|starts? at|only|just|à partir de|desde|ab)\s+|\+\s?)?${AMOUNT_WITH_CURRENCY}(?:\s*(?:(?:\/\s*(?:[a-z]+[²³]?|\d{1,2}(?!\d|[.,:]\d)))+|per\s+(?:half[\s-]|quarter[\s-]|\d+[\s-]?)?[a-z]+[²³]?(?:\s+per\s+[a-z]+|\s*\/\s*[a-z]+)?|an?\s+(?:half[\s-])?(?:hour|night|month|week|day|person|head|session|year|dozen|skein|bag|box|jar|bottle|pack|kilo|item|piece|ticket|class|lesson|visit|term|room|pair|[a-z]{3,}(?=\s*(?:[.,;:!?)\n]|$)))|for\s+(?:the\s+)?(?:year|day|week|month|term|season|(?:two|three|four|six|[2-9])(?:\s+(?:hours|nights|days|weeks|people|persons))?)|pp|pppn|pw|pcm|ea|each)(?![\p{L}\d]))?(?:\s*(?:\+|plus|inc\.?|incl\.?|ex\.?|excl\.?)\s?VAT\b)?(?:\s*(?:and|&)\s*up\b)?(?:\s?[〜~](?!\s?\d))?`;
const PRICE = new RegExp(PRICE_SRC, 'giu');
const MARK = '\u2063'; // placeholder for a price while a list is split (an invisible separator, never typed)

const anyCase = (src: string) => src.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const VERBS =
  'expect|try|cook|cooks|offer|offers|serve|serves|bake|bakes|sell|sells|stock|stocks|teach|teaches|provide|provides|print|prints|do|specialise in|specialize in|specialises in|specializes in|advise on|advises on|make|makes|carry|carries';
const TRIGGER = new RegExp(String.raw`(?:^|(\S+)\s+)(${anyCase(VERBS)})\s+(.+)$`, 'u');
/** A verb is an offering verb after its subject: a pronoun, a name ("Riverbend Music School offers"), or a clause's comma. */
const SUBJECT = /^(?:we|i|they|who|also|now|still|proudly|mainly|mostly|lovingly|happily)$|^[A-Z0-9]|[,)]$/;
/** "Ella's Kitchen Table: private chef Ella Moreno cooks dinner parties, …": the list starts after the verb. */
const NAMED_SUBJECT_VERB = new RegExp(String.raw`^.*?\b[A-Z][\p{L}'’-]*\s+(?:${anyCase(VERBS)})\s+`, 'u');
// Only verbs that are never the first word of an offering's name ("Print workshops", "Stock photos" are).
const LEADING_VERB = new RegExp(String.raw`^(?:${anyCase('makes|bakes|sells|serves|offers|teaches|provides|cooks|carries|specialises in|specializes in|advises on')})\s+(?=\S)`, 'u');
/** "a small print studio making risograph zines, art prints and tote bags". */
const PARTICIPLE = new RegExp(String.raw`\b(?:${anyCase('making|selling|offering|serving|baking|teaching|providing|stocking')})\s+(.+)$`, 'u');
const INCLUDE = new RegExp(String.raw`\b(?:${anyCase('classes|menu|services|treatments|favourites|favorites|highlights|products|dishes|range|options|features|courses|lessons|plans|packages')})\s+(?:${anyCase('include|includes')})\s+(.+)$`, 'u');
const SPECIALITY = /^(.{3,50}?)\s+(?:is|are)\s+our\s+(?:speciality|specialty|signature)\b/i;
const HEADER = /^(.{2,60}?)\s*(?::|\s[—–]\s)\s*(.+)$/u;
const OFFER_HEADER =
  /\b(?:services|menu|highlights|treatments|clinics|classes|features|products|coffees|teas|plans|dishes|specialities|specialties|packages|rooms|courses|lessons|range|flavours|flavors|items|options|we serve|we offer|we sell|we stock|every morning|favourites|favorites|our work|prices|price list)\b/i;
const NOT_OFFER_HEADER =
  /\b(?:welcome|suitable|ideal for|open to|hours|open|opening|contact|tel|phone|call|email|e-mail|address|find us|instagram|facebook|linkedin|follow|book|booking|enquiries|reservations|schedule|portfolio|intro offer|offer|order form|order|shop|emergencies|reception|mobile|office|note|partners?|founders?|owners?|hosts?|coaches|artists|team|director|manager|chef|pharmacist|optometrist|doctors|vets|landlords|attorneys|head|docs|website|web|whatsapp|text|minimum|rates?|fees?)\b/i;

const BRANCHES = /\b(?:branch(?:es)?|locations?|outlets|sites|venues|offices|shops|stores|studios)\b/i;

/** Words that show a piece is a sentence fragment or contact line rather than an offering's name. */
const FRAGMENT =
  /\b(?:is|are|was|were|be|been|has|have|had|will|can|includes?|helps?|supports?|works|brings|gives|welcomes|loves|cares|keeps|lets|gets|takes|needs|wants|we|we're|our|you|your|i|i'm|it|they|them|us|me|my|open|opens|closed|hours|welcome|including|please|sorry|since|experience|registered|insured|approved|licensed|certified|accepted|available|needed|free|required|notice|minimum|delivery|per\s+player)\b|^no\b|^(?:call|contact|email|e-mail|book|visit|find|follow|text|ring|message|order|shop)(?:\s+(?:us|me|now|today|online|ahead|here|direct|in|at|on|via|by)\b|$)/i;
// Ways to pay ("cash & card") and who is welcome ("mums, dads and carers") are no offerings either (docs/decisions/243, 245),
// nor a speaker's filler ("that sort of thing", "yeah") or a way to meet ("in person", "online") (docs/decisions/254).
const NOT_ITEM = /^(?:services?|call|contact(?: us)?|rates?|prices?|fees?|fee|call-out fee|plans?|packages?|options|minimum|deposit|menu|more|etc|others?|much more|and more|everything|anything|all ages|kids|adults|everyone|cash|cards?|card only|cash only|contactless|paypal|apple pay|bank transfer|mums|dads|parents|grandparents|carers|families|beginners|teens|seniors|all welcome|that sort of thing|that kind of thing|stuff like that|things like that|so on|yeah|yes|um|erm|er|uh|ok|okay|cheers|in person|in-person|online|by phone|over the phone|by video|remotely|face to face|face-to-face|mainly|mostly|usually|generally|normally|basically|sometimes|often|also)$/i;
const DAY_OR_MONTH =
  /\b(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun)(?:day)?s?\b|\b(?:weekdays?|weekends?|daily|midweek|january|february|march|april|june|july|august|september|october|november|december)\b/i;
/** "zips replaced from twelve": an amount in words with no currency is a price left unread, no part of the name (docs/decisions/243). */
const PRICE_IN_WORDS_TAIL =
  /\s+(?:from|for|at|is|are)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b(?![^\u2063]*\u2063).*$/i;
const NUMBER_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+/i;
const COUNT_NOT_UNIT = new RegExp(`${NUMBER_WORDS.source}(?!(?:nights?|days?|hours?|weeks?|months?|sessions?|lessons?|classes|visits?)\\b)`, 'i');
// "Meze for two £32": a number after "for" is how many the price is for, part of the name (docs/decisions/247).
const QUALIFIER = /\s+(?:for(?!\s+(?:one|two|three|four|five|six|[1-9])\b)|in|across|around|at|to|by|every|all|each|both|from (?:our|my|home)|on|near|throughout|since|because|so|while|whether|when|if|that|which|who)\s+.*$/i;
// "gutter clearing POA", "wedding dress alteration price on request": a price not given is no part of the name (docs/decisions/267).
const PRICE_NOT_GIVEN = /\s*[-–—(]?\s*(?:POA|P\.\s?O\.\s?A\.?|(?:price|prices|priced)\s+(?:on|upon)\s+(?:application|request|enquiry)|ask for (?:a )?price)\)?\s*$/i;
/** What ends a piece's name: a price not given, then a qualifier. */
const nameOnly = (piece: string) => piece.replace(PRICE_NOT_GIVEN, '').replace(QUALIFIER, '');

type Piece = { name: string; price?: string };

function normalisePrice(raw: string): string {
  return raw
    .trim()
    .replace(/^(?:starting at|starts? at)\s+/i, 'from ')
    .replace(/^(?:only|just)\s+/i, '')
    .replace(/\s+/g, ' ');
}

/** Replaces prices with numbered marks so commas and "to" inside them do not split the list. */
function maskPrices(text: string): { masked: string; prices: string[] } {
  const prices: string[] = [];
  const masked = text.replace(PRICE, (m) => {
    prices.push(normalisePrice(m));
    return `${MARK}${prices.length - 1}${MARK}`;
  });
  return { masked, prices };
}

const BRACKETED_SLASH = '\uE000';

/** "…, e.g. for office parties", "…, i.e. the things people remember": an example or gloss ends the list. */
const GLOSS = /^(?:e\.\s?g\.?|i\.\s?e\.?|eg|ie|etc\.?|such as|like)(?:\s|,|$)/i;
// "…, bric-a-brac and furniture, with every penny going to the hospice": a "with" clause after the list is no item (docs/decisions/257).
const TRAILING_COMMENT = /^(?:all|each|both|everything|which|that|who|perfect|ideal|great|freshly|served|made|cooked|fried|baked|sold|available|delivered|shipped|plus|so|just|with|without)\b/i;
const PRICE_AND = new RegExp(`(${MARK}\\d+${MARK}\\)?)\\s+(?:and|&)\\s+`, 'g');
const PRICE_MARK = new RegExp(`\\(?\\s*${MARK}(\\d+)${MARK}\\s*\\)?`);

/**
 * Splits "A, B and C" / "A & B" / "A • B". A qualifier ends a piece ("pizza by the slice" → "pizza") and,
 * when a capitalised piece follows, the list ("… rolls every morning in Seattle, Washington"). Only the
 * last piece is split at "and" ("new and secondhand books, maps" keeps its first "and"), and without
 * commas not "home and office cleaning" (one word, then a shared head).
 */
function splitList(list: string, priced: boolean, lowerCase = false): string[] {
  const joined = priced ? list.replace(PRICE_AND, '$1, ') : list;
  // A slash inside a bracket is the bracket's ("Dashboard builds (Power BI / Looker)", docs/decisions/245).
  const raw = joined
    .replace(/\([^()]*\)/g, (b) => b.replace(/\//g, BRACKETED_SLASH))
    .split(/\s*[,;•·|]\s*|\s+\/\s+/)
    .map((part) => part.replaceAll(BRACKETED_SLASH, '/'));
  const parts: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const part = raw[i].trim();
    if (!part) continue;
    if (GLOSS.test(part)) break;
    // "sausages made on the premises": a participle the qualifier leaves behind is no part of the name (docs/decisions/243).
    // "lawns, hedges and borders kept tidy all year": so is a participle's phrase after a plural; "books downstairs, cake
    // upstairs": where in the premises an item is, no part of its name (docs/decisions/254).
    const cut = nameOnly(part)
      .replace(PRICE_IN_WORDS_TAIL, '')
      .replace(/(?<=\S)\s+(?:made|baked|cooked|grown|brewed|roasted|sourced|produced|prepared|served|smoked|cured)$/i, '')
      .replace(/(?<=\p{L}s)\s+(?:kept|made|baked|cooked|grown|done|cut|trimmed|fitted|cleaned|repaired)\s+\p{Ll}[^\u2063]*$/u, '')
      .replace(/(?<=\S)\s+(?:downstairs|upstairs|next door|out the back|at the back|indoors|outdoors)$/i, '');
    parts.push(cut);
    // In a text without capitals nothing tells a place from the next item, so a qualifier ends the list there too
    // ("i teach gentle hatha & yin in the scout hut on church lane, wheathampstead", docs/decisions/243).
    // "food, toys and bedding for dogs, cats and small animals": a piece that closes the list with its "and" before a
    // qualifier ends it, and what follows is the qualifier's own list (docs/decisions/246).
    if (cut !== part && (/^\s*[A-Z]/.test(raw[i + 1] ?? '') || lowerCase || /\s(?:and|&)\s/.test(cut))) break;
  }
  // "Cod, haddock, plaice and scampi, all fried in beef dripping": a trailing comment is not an item.
  // Likewise "mugs, plates and planters, glazed in small batches": after the list's "and", a participle.
  while (
    parts.length > 1 &&
    (TRAILING_COMMENT.test(parts[parts.length - 1]) || (/^[a-z]+ed\b/.test(parts[parts.length - 1]) && parts.slice(0, -1).some((p) => /\s(?:and|&)\s/.test(p))))
  )
    parts.pop();
  if (priced && parts.every((p) => p.includes(MARK))) return parts.map((p) => p.replace(/^(?:and|&)\s+/i, ''));
  const out: string[] = [];
  parts.forEach((part, i) => {
    const p = part.replace(/^(?:and|&|or|plus)\s+/i, '');
    const pair = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(p);
    const sharedHead = parts.length === 1 && pair && pair[1].split(/\s+/).length === 1 && pair[2].split(/\s+/).length >= 2;
    if (pair && i === parts.length - 1 && !sharedHead) out.push(pair[1], pair[2]);
    else out.push(p);
  });
  return out;
}

const RUNS = String.raw`\d{1,2}(?:[.:]\d{2})?\s*(?:[ap]\.?m\.?)?\s*(?:[-–—]|to|till)\s*\d{1,2}(?:[.:]\d{2})?\s*(?:[ap]\.?m\.?)?`;
/** A time range in brackets, or between a name and its price in a piece that names no day (with a day it is a timetable's entry). */
const BRACKETED_TIMES = new RegExp(String.raw`\s*\(\s*${RUNS}\s*\)`, 'gi');
const TIMES_BEFORE_PRICE = new RegExp(String.raw`^(?!.*\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)(.*?)\s+${RUNS}\s*$`, 'i');

function readPiece(raw: string, prices: string[]): Piece | null {
  let text = raw.trim();
  let price: string | undefined;
  const m = PRICE_MARK.exec(text);
  if (m) {
    // "(£40 surcharge after 8pm)": a surcharge, deposit or discount is not what the item costs (docs/decisions/247).
    price = /^\s*(?:surcharge|extra|supplement|deposit|discount|off|booking fee|call-?out fee)\b/i.test(text.slice(m.index + m[0].length).replace(/^\)/, ''))
      ? undefined
      : prices[Number(m[1])];
    text = text.slice(0, m.index);
    text = text.replace(/\s*(?:[-–—:]|\bfor|\bat|\bcost(?:s)?|\bis|\bare)\s*$/i, '');
    // "Cupcakes (box of 6 £15)": the price is the bracket's, so the bracket stays with the name (docs/decisions/241).
    const opened = /\(([^)]+)$/.exec(text);
    if (opened && m[0].trim().endsWith(')')) text = `${text.slice(0, opened.index).trim()} (${opened[1].trim()})`;
  }
  if (text.includes(MARK)) return null;
  const name = text
    // "morning session (7.30–1) £38", "lunch club 12–12.45 £4": when it runs is no part of its name (docs/decisions/257).
    .replace(BRACKETED_TIMES, '')
    .replace(TIMES_BEFORE_PRICE, (all, before: string) => (price ? before : all))
    .replace(/\([^)]*$/, '')
    .replace(/^[\s\-–—•*·:\p{Extended_Pictographic}\uFE0F\u200D]+/u, '')
    .replace(/^(?:and|or|&|plus|also|a|an|the|(?:our|my|their)(?:\s+own)?|some)\s+/i, '')
    // "Lee Bakes makes sourdough, …": the business's name ended in a verb, so the list began one verb early.
    .replace(LEADING_VERB, '')
    // "Two scoops £3.50": a quantity with an exact price is what the price buys; "Four guest rooms from £110 per
    // night" prices one of them (docs/decisions/241).
    // "Two nights from £180": a count of nights, days or sessions is what the price buys, whatever the price (docs/decisions/254).
    .replace(price && !/^from\b|\bper\b|\//i.test(price) ? /^$/ : COUNT_NOT_UNIT, '')
    .replace(/[\s.,;:!?\-–—\p{Extended_Pictographic}\uFE0F\u200D]+$/u, '')
    .trim();
  if (!name) return null;
  return { name: name.charAt(0).toUpperCase() + name.slice(1), price };
}

function acceptable(piece: Piece, ctx: OfferingContext, strict: boolean): boolean {
  const name = piece.name;
  const words = name.split(/\s+/);
  if (words.length > 5 || name.length < 2 || name.length > 60) return false;
  // "Sunday roasts" is a dish; "Monday to Friday" is not.
  // "online or": a piece ending in a joining word is a clause cut short (docs/decisions/243).
  if (/\s(?:or|and|&|of|the|a|an|to|with|at|in|for)$/i.test(name)) return false;
  if (NOT_ITEM.test(name) || FRAGMENT.test(name) || words.every((w) => DAY_OR_MONTH.test(w) || /^(?:and|to|&|-|–)$/i.test(w))) return false;
  // "Tuesdays – Ashburton": a day and a dash begin a stop of a round or a timetable's entry, no offering (docs/decisions/250).
  if (DAY_OR_MONTH.test(words[0]) && /^\s*[-–—:]/.test(name.slice(words[0].length))) return false;
  if (/[@/]\S*\.|https?:|www\.|\d{3,}|\d[:.]\d{2}|\d\s*(?:am|pm)\b|[:|]/i.test(name)) return false;
  if (/^\d+\s*(?:min|mins|minutes|hours?)$/i.test(name)) return false;
  if (!piece.price && /\d/.test(name) && !/^\d+-\w/.test(name)) return false;
  const lower = name.toLowerCase();
  for (const person of ctx.people) {
    const p = person.toLowerCase().replace(/^(?:dr|mr|mrs|ms|miss|prof)\.?\s+/, '');
    if (lower.includes(p) || p.split(/\s+/).some((w) => w.length > 2 && lower.split(/\s+/).includes(w) && /^[A-Z]/.test(name))) return false;
  }
  if (ctx.place) {
    const placeWords = ctx.place.toLowerCase().split(/[\s,&]+/).filter((w) => w.length > 2 && w !== 'and' && w !== 'the');
    if (placeWords.some((w) => lower.split(/\s+/).includes(w))) return false;
  }
  if (ctx.businessName && lower === ctx.businessName.toLowerCase()) return false;
  // "Meadowbank Vets looks after dogs, cats and rabbits": outside an announced list, a piece that begins
  // with the business's name is the sentence's subject, and the sentence is no list of offerings.
  if (strict && ctx.businessName && lower.startsWith(`${ctx.businessName.toLowerCase()} `)) return false;
  // Outside an announced list, a run of capitalised words is a name, a place or a brand, not a dish or service.
  if (strict && words.length >= 2 && words.every((w) => /^[A-Z]/.test(w))) return false;
  return true;
}

/** Reads a list; undefined when it does not look like one. */
function readList(list: string, ctx: OfferingContext, opts: { min: number; strict: boolean; pricedOnly?: boolean }): Piece[] | undefined {
  const { masked, prices } = maskPrices(list);
  const pieces = splitList(masked.replace(/[.!?]+$/, ''), prices.length > 0, ctx.lowerCase);
  const read: Piece[] = [];
  // "chai wala ☕ desi chai £2.50": the business's name and an emoji before the first item are no part of it (docs/decisions/243).
  if (ctx.businessName && pieces.length) {
    const first = pieces[0].trimStart();
    const rest = first.slice(ctx.businessName.length);
    if (first.toLowerCase().startsWith(ctx.businessName.toLowerCase()) && /^\s*\p{Extended_Pictographic}/u.test(rest)) pieces[0] = rest.replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200D]+/u, '');
  }
  // "Editorial consultancy for small publishers: copy-editing, …" (a Consultancy), "small pottery studio in a converted
  // pigsty, …" (a Pottery studio): outside an announced list, the kind of business and a qualifier first is the business
  // describing itself, no offering (docs/decisions/254).
  const type = ctx.businessType?.trim().toLowerCase().replace(/s$/, '');
  if (opts.strict && type && type.length >= 4 && new RegExp(`^\\s*(?:[\\p{L}-]+\\s+){0,3}${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\s+(?:for|in|near|on|at|based|serving|covering)\\b`, 'iu').test(list)) pieces.shift();
  for (const raw of pieces) {
    // Outside an announced list, a piece naming the kind of business ("mobile hairdresser covering swindon")
    // says what the business is: the sentence is no list of offerings (docs/decisions/240).
    if (opts.strict && namesBusinessType(raw, ctx.businessType)) return undefined;
    // Outside an announced list, "Our team speaks English" is a clause, whatever follows "Our".
    if (opts.strict && FRAGMENT.test(raw)) return undefined;
    const piece = readPiece(raw, prices);
    if (!piece) {
      if (opts.pricedOnly) continue;
      return undefined;
    }
    if (opts.pricedOnly && !piece.price) continue;
    if (!acceptable(piece, ctx, opts.strict)) {
      // One bad piece in a pure list means the sentence was not a list at all.
      if (opts.strict) return undefined;
      continue;
    }
    read.push(piece);
  }
  // "Kwame, Tyrone and Dele.": outside an announced list, single capitalised words mid-sentence are names (staff,
  // places, brands), not offerings (docs/decisions/241).
  if (opts.strict && read.length >= 2 && pieces.slice(1).every((p) => /^\s*(?:(?:and|&)\s+)?\p{Lu}[\p{L}'’-]*\s*$/u.test(p))) return undefined;
  return read.length >= opts.min ? read : undefined;
}

/** "Bike shop" for the type "Bike shop" or "Bike shops"; case and a plural "s" aside. */
function isBusinessType(name: string, businessType: string | undefined): boolean {
  const norm = (s: string) => s.trim().toLowerCase().replace(/s$/, '');
  return Boolean(businessType) && norm(name) === norm(businessType!);
}

/**
 * "mobile hairdresser coverin swindon" for the type "Hairdresser": the kind of business with words after it, in
 * a piece of three or more words, describes the business ("Swedish massage" for "Massage" is an offering).
 */
function namesBusinessType(text: string, businessType: string | undefined): boolean {
  const type = businessType?.trim().toLowerCase().replace(/s$/, '');
  if (!type || type.length < 4 || text.trim().split(/\s+/).length < 3) return false;
  return new RegExp(`(?:^|[^\\p{L}])${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\s+\\p{L}`, 'iu').test(text);
}

/** A clause that starts with its subject: "we sell …", "I make …". */
const SENTENCE_START = /^(?:we|i|they)\s/i;

function startsWithName(header: string, businessName: string): boolean {
  if (!businessName) return false;
  const h = header.toLowerCase();
  const n = businessName.toLowerCase().replace(/[.,]+$/, '');
  return h.startsWith(n) || n.startsWith(h);
}

/** Offerings from the description's chunks (sentences and lines, contact details already blanked out). */
export function readOfferings(chunks: string[], bullets: string[][], ctx: OfferingContext): Offering[] {
  const found: Piece[] = [];
  for (const chunk of chunks) {
    const text = chunk.trim();
    if (!text) continue;
    const speciality = SPECIALITY.exec(text);
    if (speciality) {
      const piece = readPiece(speciality[1], []);
      if (piece && acceptable(piece, ctx, false)) found.push(piece);
      continue;
    }
    const header = HEADER.exec(text);
    // "Stock changes every week – we sell A, B and C": after a remark, a sentence of its own with its own offering
    // verb is read as that sentence (docs/decisions/250).
    if (header && SENTENCE_START.test(header[2]) && TRIGGER.test(header[2])) {
      found.push(...readOfferings([header[2]], [], ctx));
      continue;
    }
    // "Mondays – Totnes, Tuesdays – Ashburton": days heading a list head a round or a timetable, no offerings (docs/decisions/250).
    if (header && header[1].trim().split(/\s+/).every((w) => DAY_OR_MONTH.test(w) || /^(?:and|to|&|-|–)$/i.test(w))) continue;
    if (header) {
      const head = header[1].trim();
      const offerHeader = OFFER_HEADER.test(head) && !/\b(?:intro offer|offer:)/i.test(head);
      const named = startsWithName(head, ctx.businessName);
      // "Kumo Sushi has three branches: Leeds (Call Lane), York …": a list of branches is places, not offerings (docs/decisions/243).
      if (BRANCHES.test(head)) continue;
      if (offerHeader || named || (head.split(/\s+/).length <= 4 && !NOT_OFFER_HEADER.test(head))) {
        const items = readList(header[2].replace(NAMED_SUBJECT_VERB, ''), ctx, { min: offerHeader ? 1 : named ? 2 : 3, strict: !offerHeader && !named });
        // "Spoke & Chain — bike shop and workshop in Bristol": after the name, a list holding the kind of
        // business says what the business is, not what it offers (docs/decisions/142).
        if (items && named && !offerHeader && items.some((p) => isBusinessType(p.name, ctx.businessType))) continue;
        if (items) {
          found.push(...items);
          continue;
        }
      }
    }
    const include = INCLUDE.exec(text);
    if (include) {
      const items = readList(include[1], ctx, { min: 1, strict: false });
      if (items) {
        found.push(...items);
        continue;
      }
    }
    const trigger = TRIGGER.exec(text);
    const subject = trigger ? text.slice(0, trigger.index + (trigger[1]?.length ?? 0)).trim() : '';
    if (trigger && (trigger[1] === undefined || SUBJECT.test(trigger[1]) || /^(?:our|the|this)\s+[\w-]+(?:\s+[\w-]+)?$/i.test(subject))) {
      const items = readList(trigger[3], ctx, { min: 2, strict: false });
      if (items) {
        found.push(...items);
        continue;
      }
    }
    const participle = PARTICIPLE.exec(text);
    if (participle) {
      const items = readList(participle[1], ctx, { min: 3, strict: false });
      if (items) {
        found.push(...items);
        continue;
      }
    }
    // A sentence that is only a list: three or more names, or two or more priced names.
    const priced = readList(text, ctx, { min: 1, strict: false, pricedOnly: true });
    const plain = readList(text, ctx, { min: 3, strict: true });
    if (plain) found.push(...plain);
    else if (priced && (priced.length >= 2 || text.split(/[,;]/)[0].toLowerCase().includes(priced[0].name.toLowerCase()))) found.push(...priced);
  }
  for (const group of bullets) {
    for (const line of group) {
      const piece = readPiece(nameOnly(maskPrices(line).masked), maskPrices(line).prices);
      if (piece && acceptable(piece, ctx, false)) found.push(piece);
    }
  }
  const seen = new Set<string>();
  const out: Offering[] = [];
  for (const p of found) {
    const key = p.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p.price ? { name: p.name, price: p.price } : { name: p.name });
  }
  return out.slice(0, 24);
}
