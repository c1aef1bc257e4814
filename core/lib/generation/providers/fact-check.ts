import { extractFacts } from '../../facts/extract';
import { DAY_NAMES, DAYS, type BusinessFacts } from '../../facts/schema';
import type { SiteBrief } from '../brief';
import { everyHoursDays, sameServiceLabel } from '../facts-text';
import { sentences } from '../text';

/**
 * The AI answer checker (docs/decisions/148): a model's words may not state a phone number, e-mail
 * address, price or amount, clock time, opening day or person's name that the business's facts do not
 * hold, and may not quote the owner's private requirements. Returns what is wrong, in words fit for the
 * retry prompt and the failure reason; empty when the answer is usable.
 *
 * It errs on the side of refusing: a refused answer costs a retry (then the composer's words or a clear
 * failure), a wrong fact on a published site costs the owner's trust.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}/g;
// Digit runs with the separators people write in phone numbers; checked for 7+ digits below.
const PHONE = /(?:\+|\b)\d[\d\s().\-‐–]{5,20}\d\b/g;
// "Rs. 500", "R150" (rand), "₦15,000" as owners write them beside the symbols and codes (docs/decisions/241).
const CURRENCY = String.raw`[$€£¥₹₩₽₦]|US\$|A\$|C\$|R\$|\bRs\.?|\bR(?=\d)|USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|INR|SEK|NOK|DKK|PLN|ZAR|NGN|KES|KSh`;
const AMOUNT = new RegExp(
  String.raw`(?:(?:${CURRENCY})\s?\d[\d,]*(?:\.\d+)?)|(?:\b\d[\d,]*(?:\.\d+)?\s?(?:(?:${CURRENCY})(?![A-Za-z])|(?:dollars?|euros?|pounds?|cents?|pence|francs?|rupees?|yen)\b))|(?:\b\d+(?:\.\d+)?\s?%)`,
  'gi',
);
// "9:00", "9am", "1.30 p.m.", "noon", the French "9h" / "17h30" and the German "19 Uhr" (docs/decisions/250).
const CLOCK =
  /\b(\d{1,2}):(\d{2})\s?(am|pm|a\.m\.|p\.m\.)?(?![\w:])|\b(\d{1,2})(?:\.(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)(?![a-z])|\b(noon|midday|midnight)\b|\b(\d{1,2})h(\d{2})?(?![\w])|\b(\d{1,2})(?:[:.](\d{2}))?\s?Uhr\b/gi;
const HOURS_CLAIM = /\b24\/7\b|\b\d+\s?(?:hours?|hrs?)\b|\bround the clock\b|\baround the clock\b/gi;
const WEEKDAY = /\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b/gi;
const TITLED = /\b(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Sir|Dame|Chef)\.?\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;
const CUES = ['founded by', 'run by', 'owned by', 'led by', 'meet', 'chef', 'founder', 'owner', 'dentist', 'doctor', 'physician', 'therapist', "i'm", 'i am', 'my name is', 'named', 'called', 'ask for'];
const CUED = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${CUES.map((c) => `[${c[0].toUpperCase()}${c[0]}]${c.slice(1)}`).join('|')}),?\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)+)`,
  'gu',
);

/**
 * Promises a visitor can hold the business to. Stated only when the owner's own words (description or
 * facts) make the same kind of promise: the embedded composer's copy is held to the same list by the
 * truthfulness audit (docs/decisions/149).
 */
export const CHECKABLE_PROMISES: [RegExp, string][] = [
  [/allergen|gluten[- ]free|\bvegan\b|\bhalal\b|\bkosher\b|\borganic\b/i, 'a dietary or allergen promise'],
  [/\bparking\b/i, 'parking'],
  [/\baward/i, 'an award'],
  [/\bsince (?:19|20)\d\d\b|\bestablished\b|\bfounded in\b|\b\d+\+? years\b|\byears of experience\b|\bgenerations?\b/i, 'years in business'],
  [/guarantee|money[- ]back|\brefunds?\b|free returns?/i, 'a guarantee'],
  [/\bsame[- ]day\b|\bnext[- ]day\b|\bwithin \d+ (?:minutes?|hours?|days?|weeks?)\b/i, 'a delivery or reply time'],
  [/\bfree (?:delivery|shipping|consultations?|quotes?|estimates?|wi-?fi)\b/i, 'something free'],
  [/wheelchair|step-free|\baccessible\b/i, 'accessibility'],
  [/\binsured\b|\blicensed\b|\bcertified\b|\baccredited\b|\bregistered\b/i, 'a licence or accreditation'],
  [/\bfamily[- ](?:run|owned)\b|\blocally owned\b|\bindependent\b/i, 'who owns the business'],
  // Generic claims the outside check counts as untrue unless the owner made them (docs/decisions/241).
  [/\beco[- ]friendly\b|\bsustainab|\bcarbon[- ]neutral\b|\bplastic[- ]free\b|\benvironmentally friendly\b/i, 'an environmental claim'],
  [/\btop[- ]rated\b|\bbest in (?:town|the city|the area|the region)\b|(?:\bno\.|\bnumber|#) ?1\b|\btrusted by\b|\b(?:market|industry)[- ]leading\b/i, 'a ranking or reputation'],
  // Claims a lead found in generic copy (docs/decisions/255): speed, manner, late opening and delivery.
  [/\bfast\b|\bspeedy\b/i, 'speed'],
  [/\bfriendly\b/i, 'a friendly manner'],
  [/\bopen (?:late|early)\b|\blate[- ]night\b/i, 'late or early opening'],
  [/\bdeliver(?:y|ies|s|ed)?\b/i, 'delivery'],
];

/** The promises `text` makes that `owner` (the owner's words) does not make in kind. */
export function unmadePromises(text: string, owner: string): string[] {
  return CHECKABLE_PROMISES.filter(([pattern]) => pattern.test(text) && !pattern.test(owner)).map(([, what]) => what);
}

/** Every string in a model's answer. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const digits = (s: string) => s.replace(/\D/g, '');

function numberOf(amount: string): string | null {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(amount);
  if (!m) return null;
  const n = Number(m[0].replace(/,/g, ''));
  return Number.isFinite(n) ? String(n) : null;
}

function clock(hour: number, minute: number, meridiem: string | undefined): string | null {
  if (minute > 59 || hour > 24) return null;
  let h = hour;
  const m = meridiem?.toLowerCase().replace(/\./g, '');
  if (m === 'pm' && h < 12) h += 12;
  if (m === 'am' && h === 12) h = 0;
  return `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** What the facts allow, precomputed once per brief. */
function allowed(brief: SiteBrief) {
  const f: BusinessFacts = brief.facts;
  const text = [
    brief.name,
    brief.templateName ?? '',
    f.place ?? '',
    f.contact.address ?? '',
    f.hours?.note ?? '',
    ...f.offerings.flatMap((o) => [o.name, o.description ?? '', o.price ?? '']),
    ...f.people.flatMap((p) => [p.name, p.role ?? '']),
    ...f.serviceHours.map((s) => s.label),
  ]
    .join('\n')
    .toLowerCase();
  const times = new Set<string>();
  const days = new Set<string>();
  for (const stated of everyHoursDays(f)) {
    for (const day of DAYS) {
      const h = stated[day];
      if (!h) continue;
      days.add(DAY_NAMES[day].toLowerCase());
      if (h.status === 'open') for (const i of h.intervals) times.add(i.open).add(i.close);
    }
  }
  if (times.has('24:00')) times.add('00:00');
  const prices = new Set(f.offerings.flatMap((o) => (o.price ? [...o.price.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => String(Number(m[0].replace(/,/g, '')))) : [])));
  return {
    text,
    email: f.contact.email?.toLowerCase() ?? null,
    phone: f.contact.phone ? digits(f.contact.phone) : null,
    times,
    days,
    prices,
  };
}

export function uncheckedFacts(answer: unknown, brief: SiteBrief): string[] {
  const ok = allowed(brief);
  const problems = new Set<string>();
  const all = strings(answer);
  for (const s of all) {
    for (const [m] of s.matchAll(EMAIL)) if (m.toLowerCase() !== ok.email) problems.add(`the e-mail address "${m}"`);
    for (const [m] of s.matchAll(PHONE)) {
      const d = digits(m);
      if (d.length < 7 || (ok.phone && (d === ok.phone || ok.phone.endsWith(d) || d.endsWith(ok.phone)))) continue;
      if (ok.text.includes(m.trim().toLowerCase())) continue;
      problems.add(`the phone number "${m.trim()}"`);
    }
    for (const [m] of s.matchAll(AMOUNT)) {
      const n = numberOf(m);
      if (n !== null && ok.prices.has(n)) continue;
      if (ok.text.includes(m.trim().toLowerCase())) continue;
      problems.add(`the price or amount "${m.trim()}"`);
    }
    for (const m of s.matchAll(CLOCK)) {
      const time = m[7]
        ? m[7].toLowerCase() === 'midnight'
          ? '00:00'
          : '12:00'
        : clock(Number(m[1] ?? m[4] ?? m[8] ?? m[10]), Number(m[2] ?? m[5] ?? m[9] ?? m[11] ?? 0), m[3] ?? m[6]);
      if (time && ok.times.has(time)) continue;
      problems.add(`the time "${m[0].trim()}"`);
    }
    for (const [m] of s.matchAll(HOURS_CLAIM)) if (!ok.text.includes(m.toLowerCase())) problems.add(`the hours "${m}"`);
    for (const [m, stem] of s.matchAll(WEEKDAY)) {
      if (!ok.days.has(`${stem.toLowerCase()}day`)) problems.add(`the day "${m}"`);
    }
    for (const m of [...s.matchAll(TITLED), ...s.matchAll(CUED)]) {
      const name = m[1];
      if (!ok.text.includes(name.toLowerCase())) problems.add(`the name "${name}"`);
    }
  }
  const owner = `${brief.description}\n${allowed(brief).text}`;
  for (const s of all) for (const what of unmadePromises(s, owner)) problems.add(`a promise the owner did not make (${what}): "${s.length > 80 ? `${s.slice(0, 77)}…` : s}"`);
  const said = all.join('\n').toLowerCase();
  for (const sentence of sentences(brief.requirements)) {
    if (sentence.length >= 16 && said.includes(sentence.toLowerCase())) problems.add(`the private requirement "${sentence}"`);
  }
  return [...problems].slice(0, 6);
}

/** The reason given to the model (and, after the second try, to the owner). */
export function describeFactProblems(problems: string[]): string {
  return `it states what the business's facts do not say: ${problems.join(', ')}`;
}

/**
 * The owner's description without the sentences that state a fact the confirmed facts no longer say (a phone
 * number, e-mail, time, day, price or name the owner corrected or removed on the "What we understood" step):
 * the prose must not contradict the facts the site shows (docs/decisions/146). A sentence is also left out
 * when the extractor, reading that sentence alone, finds a fact the confirmed facts do not hold — a place,
 * address, person, price or opening time the owner corrected (docs/decisions/142): the prose is read the way
 * the facts were read, so whatever the owner could correct is checked. Line breaks are kept.
 */
export function confirmedDescription(brief: SiteBrief): string {
  const ok = allowed(brief);
  const gone = namesNoLongerHeld(brief, ok);
  const corrected = namesCorrected(brief);
  return brief.description
    .split('\n')
    .map((line) =>
      sentences(line)
        .filter(
          (sentence) =>
            uncheckedFacts(sentence, brief).length === 0 &&
            !contradictsFacts(sentence, brief, ok) &&
            !gone?.test(sentence) &&
            !bareNameNotHeld(sentence, brief, ok) &&
            !(corrected && namesWhatFactsDoNotHold(sentence, brief, ok)),
        )
        .join(' '),
    )
    .join('\n');
}

/** Whether the description states `value` ("Hyde Park Road, Leeds": each comma part), as whole words in any case. */
const statesAll = (description: string, value: string) =>
  value
    .split(',')
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter(Boolean)
    .every((part) => holdsName(description.toLowerCase(), part));

/**
 * Whether the facts' place or a person's name is not the description's: the owner corrected or added it on "What we
 * understood". The description then names the old one somewhere, maybe in a form no reader takes ("above Callander",
 * "#Cornwall", "Bristol-based", "Norwich's first…", "Hannah does the cutting") (docs/decisions/253).
 */
function namesCorrected(brief: SiteBrief): boolean {
  const { place, people } = brief.facts;
  return Boolean((place && !statesAll(brief.description, place)) || people.some((p) => !statesAll(brief.description, p.name)));
}

/** Capitalised words that name no place or person. */
const NOT_A_PROPER_NAME = new Set(
  'i im ive ill id ok monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas easter'.split(' '),
);
/**
 * Where a clause begins, so its first word is capitalised as any first word is. The full stop of a title or an initial
 * ends no clause: "Mr. K. Venkatesh" names Venkatesh (docs/decisions/267).
 */
const CLAUSE_START = /(?:^|(?<!(?:^|[^\p{L}])(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|\p{Lu}))\.|[!?:;|•·(\[—–\n"“]|\s[-*]|\p{Extended_Pictographic}\uFE0F?)\s*$/u;

/**
 * Whether `sentence` names something the facts do not hold: a hashtag, a capitalised word inside a clause
 * ("the hillside above Grasmere", "a Bristol-based studio", "Proudly Yorkshire") or a clause's first word marked as a
 * name ("Norwich's first…") or standing before the kind of business ("Keswick bike hire"). Left out when the owner corrected a place or a person (`namesCorrected`): a sentence
 * may state less than the facts, never the name they replaced, and no reader can tell every place from every other
 * name without a list of places (docs/decisions/253).
 */
function namesWhatFactsDoNotHold(sentence: string, brief: SiteBrief, ok: ReturnType<typeof allowed>): boolean {
  // "Keswick bike hire and repairs.": a first word before the kind of business names where it is.
  const kind = brief.businessType
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 4));
  for (const m of sentence.matchAll(/#[\p{L}\p{N}_]+|\p{Lu}[\p{L}\p{N}'’-]*/gu)) {
    const hashtag = m[0].startsWith('#');
    let word = (hashtag ? m[0].slice(1) : m[0]).replace(/[’']s$/, '').replace(/-based$/i, '');
    const next = /^\s+(\p{Ll}+)/u.exec(sentence.slice(m.index + m[0].length))?.[1] ?? '';
    const beforeKind = kind.some((k) => next.startsWith(k));
    if (!hashtag && CLAUSE_START.test(sentence.slice(0, m.index)) && word === m[0] && !beforeKind) continue;
    word = word.replace(/[’'-]+$/, '');
    const lower = word.toLowerCase();
    if (!word || NOT_A_PROPER_NAME.has(lower.replace(/[’']/g, '')) || NOT_A_NAME.has(lower) || holdsName(ok.text, word)) continue;
    return true;
  }
  return false;
}

// "my husband Dev", "me and my sister Ana": a relative named by first name is a person the owner may respell (docs/decisions/241).
// "I'm Pete", "Artists: Inês (fine line) and Rui (blackwork)" name people too (docs/decisions/243).
const FIRST_NAME_CUED =
  /\b(?:[Rr]un|[Oo]wned|[Ff]ounded|[Ll]ed|[Ss]tarted|[Hh]osted)\s+by\s+(\p{Lu}[\p{L}'’-]+)(?:\s+(?:and|&)\s+(\p{Lu}[\p{L}'’-]+))?|\b(?:I'm|I’m|I am|[Mm]y name is|[Mm]y name's)\s+(\p{Lu}[\p{L}'’-]+)|\b(?:Artists?|Stylists?|Barbers?|Teachers?|Tutors?|Coaches?|Therapists?|Instructors?|Staff|Team|Hosts?|Chefs?|Vets?|Audiologists?|Pharmacists?|Dentists?|Doctors?|Drivers?)\s*:\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+\p{Lu}{2,4}\b)?(?:\s*\([^)]*\))?(?:\s*(?:,|and|&)\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))?|\b(?:[Cc]all|[Rr]ing|[Tt]ext|[Aa]sk for|[Ww]ith|[Cc]ontact|[Mm]essage|[Ww]hats[Aa]pp)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)|\b(?:[Mm]y|[Oo]ur)\s+(?:husband|wife|partner|sister|brother|son|daughter|mum|mom|dad|father|mother|cousin|nephew|niece|friend|uncle|aunt(?:ie)?|grandad|grandma|boss)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;
const NOT_A_NAME = new Set(['us', 'me', 'now', 'today', 'our', 'the', 'we', 'or', 'and', 'in', 'on', 'ahead', 'anytime', 'a', 'an', 'not', 'based', 'here', 'happy', 'available', 'fully', 'also', 'just', 'always', 'registered', 'qualified', 'insured', 'open', 'closed', 'self', 'currently', 'still', 'now', 'so', 'really', 'very', 'passionate', 'local', 'mobile', 'dbs', 'police', 'trained', 'certified', 'dr', 'mr', 'mrs', 'ms', 'miss', 'prof']);

/**
 * The names the description introduces with a cue ("my husband Dev fixes bikes", "ring Kerry") that the facts'
 * people no longer hold: later sentences name them without the cue ("that's when Dev does the repairs"), so every
 * sentence naming them is left out (docs/decisions/241). Only when the facts name people.
 */
function namesNoLongerHeld(brief: SiteBrief, ok: ReturnType<typeof allowed>): RegExp | null {
  if (!brief.facts.people.length) return null;
  const names = new Set<string>();
  for (const m of brief.description.matchAll(FIRST_NAME_CUED)) {
    for (const name of m.slice(1)) {
      if (name && !NOT_A_NAME.has(name.split(/\s+/)[0].toLowerCase()) && !holdsName(ok.text, name)) names.add(name);
    }
  }
  if (!names.size) return null;
  return new RegExp(`(?<![\\p{L}])(?:${[...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`, 'u');
}

/** A sentence that is only a name or two: "Cirencester.", "Dublin 8.", "Leith, Edinburgh." */
const BARE_NAME = /^\p{Lu}[\p{L}'’-]*(?:(?:\s+|,\s*)(?:\p{Lu}[\p{L}'’-]*|\d{1,2}))*[.!]?$/u;

/**
 * A sentence that is nothing but a name, when the facts give a place and do not hold that name: the place or person
 * it names is one the owner corrected, or one the extractor could not tell a place from (docs/decisions/250).
 */
function bareNameNotHeld(sentence: string, brief: SiteBrief, ok: ReturnType<typeof allowed>): boolean {
  const t = sentence.trim();
  if (!brief.facts.place || !BARE_NAME.test(t)) return false;
  return !ok.text.includes(t.replace(/[.!]$/, '').toLowerCase());
}

/** Whether the facts' text holds `name` as whole words ("Dev" is not held by "Devan"). */
const holdsName = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text);

const lowerIncludes = (hay: string | undefined, needle: string) => Boolean(hay) && hay!.toLowerCase().includes(needle.toLowerCase());

/** Whether what the extractor reads from `sentence` alone is something the brief's facts do not hold. */
function contradictsFacts(sentence: string, brief: SiteBrief, ok: ReturnType<typeof allowed>): boolean {
  const read = extractFacts(sentence, { name: brief.name, businessType: brief.businessType }).facts;
  const f = brief.facts;
  const phone = read.contact.phone ? digits(read.contact.phone) : null;
  if (phone && !(ok.phone && (phone === ok.phone || ok.phone.endsWith(phone) || phone.endsWith(ok.phone)))) return true;
  if (read.contact.email && read.contact.email.toLowerCase() !== ok.email) return true;
  if (read.contact.address && !lowerIncludes(f.contact.address, read.contact.address)) return true;
  // A place only contradicts another place: facts without one leave "a bakery in Leeds" standing.
  if (read.place && f.place && !lowerIncludes(f.place, read.place) && !lowerIncludes(f.contact.address, read.place) && !lowerIncludes(brief.name, read.place)) return true;
  for (const p of read.people) if (!f.people.some((q) => lowerIncludes(q.name, p.name) || lowerIncludes(p.name, q.name))) return true;
  // The extractor leaves single first names out ("run by Jo and Sam", "ring Kerry"), but the owner may have
  // corrected them: when the facts name people, a cued first name they do not hold is not quoted (docs/decisions/240).
  if (f.people.length) {
    for (const m of sentence.matchAll(FIRST_NAME_CUED)) {
      for (const name of m.slice(1)) if (name && !NOT_A_NAME.has(name.split(/\s+/)[0].toLowerCase()) && !holdsName(ok.text, name)) return true;
    }
  }
  // An offering the owner removed ("we no longer do that") is not quoted either.
  const offered = new Set(f.offerings.map((o) => o.name.toLowerCase()));
  for (const o of read.offerings) {
    if (!offered.has(o.name.toLowerCase())) return true;
    for (const m of o.price?.matchAll(/\d[\d,]*(?:\.\d+)?/g) ?? []) if (!ok.prices.has(String(Number(m[0].replace(/,/g, ''))))) return true;
  }
  for (const day of DAYS) {
    const said = read.hours?.days[day];
    const fact = f.hours?.days[day];
    if (!said) continue;
    // A day the sentence gives hours (or "closed") for must be that in the facts.
    if (!fact || fact.status !== said.status) return true;
    if (said.status === 'open' && fact.status === 'open' && JSON.stringify(said.intervals) !== JSON.stringify(fact.intervals)) return true;
  }
  // A service's hours (docs/decisions/251) must be that service's in the facts, day by day, as given.
  for (const said of read.serviceHours) {
    const fact = f.serviceHours.find((s) => sameServiceLabel(s.label, said.label));
    if (!fact) return true;
    for (const day of DAYS) if (said.days[day] && JSON.stringify(said.days[day]) !== JSON.stringify(fact.days[day])) return true;
  }
  return false;
}
