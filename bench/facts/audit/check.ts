import { extractFacts } from '~core/lib/facts/extract';
import { businessFactsSchema, DAY_NAMES, DAYS, type BusinessFacts } from '~core/lib/facts/schema';
import { buildBrief } from '~core/lib/generation/brief';
import { composeContent } from '~core/lib/generation/composer';
import { everyHoursDays, sameServiceLabel } from '~core/lib/generation/facts-text';
import { PROFILES } from '~core/lib/generation/kinds';
import { unmadePromises } from '~core/lib/generation/providers/fact-check';
import { buildSite } from '~core/lib/generation/site';
import type { AuditCase } from './cases';

/**
 * The truthfulness audit's checks (docs/decisions/149), used by core/lib/generation/truthfulness.test.ts:
 * what the extractor read and what the generated pages state, compared with what a careful reader takes
 * from the description. Each returned entry is one invented or private fact.
 */

const SITE_URL = 'https://fairstack.example/sites/audit/';
const at = Date.UTC(2026, 10, 24);

/** Compared without case or a trailing full stop ("Walter Greene Jr" is "Walter Greene Jr."). */
const lower = (s: string) => s.trim().toLowerCase().replace(/\.$/, '');
const digits = (s: string) => s.replace(/\D/g, '');

/**
 * An amount of money as owners write it: a symbol or code before ("£8", "Rs. 500", "R150", "¥8,800", "CHF 89",
 * "₦15,000") or after the number ("12,50 €", "20€").
 */
const PRICE = /(?:[$£€₹¥₦]|\bRs\.?\s?|\bR(?=\d)|\bCHF\s?)\s?\d[\d,.]*\d|[$£€₹¥₦]\s?\d|\bR(?=\d)\d|\b\d[\d,.]*\s?(?:€|CHF\b)/g;
const pricesIn = (s: string) => s.match(PRICE) ?? [];

/**
 * A phone number as a page may show it. A full stop and a space end a sentence, never part of a number: "tandems £30.
 * 01273 720 440" is a price and a phone (docs/decisions/267).
 */
const PHONE_ON_PAGE = /\+?\(?\d(?:[\d ()-]|\.(?! )){6,}\d/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : m));

/** The text nodes a visitor reads (scripts, styles and drawings left out), and the meta descriptions. */
export function visibleTexts(page: string): string[] {
  const body = page.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>/g, ' ');
  const nodes = body
    .split(/<[^>]+>/)
    .map((t) => decode(t).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // Every meta tag's text (description, og and twitter tags, image alt text) and the text attributes a
  // screen reader or a hover shows (alt, title, aria-label): a visitor or a search engine reads them too.
  const metas = [...page.matchAll(/<meta (?:name|property)="(?!viewport|theme-color|og:url|og:image"|og:type|og:image:(?:width|height)|twitter:card)[^"]*" content="([^"]*)"/g)].map((m) => decode(m[1]));
  const attributes = [...body.matchAll(/\s(?:alt|title|aria-label)="([^"]+)"/g)].map((m) => decode(m[1]).replace(/\s+/g, ' ').trim());
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1];
  return [...nodes, ...metas, ...attributes, ...(title ? [decode(title)] : [])];
}

export function jsonLdOf(page: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page);
  if (!m) return {};
  return JSON.parse(m[1].replace(/\\u003c/g, '<')) as Record<string, unknown>;
}

const sameLabel = sameServiceLabel;
const allDays = everyHoursDays;

/** Where the extracted facts say something the description does not: each entry is one invented fact. */
export function factProblems(c: AuditCase, facts: BusinessFacts): string[] {
  const truth = businessFactsSchema.parse(c.facts);
  const out: string[] = [];
  // A name may be labelled more than once with the readings a careful reader could take ("£4 each" / "£4").
  const offered = new Map<string, (string | undefined)[]>();
  for (const o of truth.offerings) offered.set(lower(o.name), [...(offered.get(lower(o.name)) ?? []), o.price]);
  for (const o of facts.offerings) {
    const prices = offered.get(lower(o.name));
    if (!prices) out.push(`offering "${o.name}"`);
    else if (o.price && !prices.includes(o.price)) out.push(`price "${o.price}" for "${o.name}"`);
  }
  const people = new Set(truth.people.map((p) => lower(p.name)));
  for (const p of facts.people) if (!people.has(lower(p.name))) out.push(`person "${p.name}"`);
  if (facts.hours) {
    if (!truth.hours) out.push(`hours ${JSON.stringify(facts.hours)}`);
    else {
      for (const d of DAYS) {
        const got = facts.hours.days[d];
        if (got && JSON.stringify(got) !== JSON.stringify(truth.hours.days[d])) out.push(`${d}: ${JSON.stringify(got)}`);
      }
      if (facts.hours.appointmentOnly && !truth.hours.appointmentOnly) out.push('appointment only');
    }
  }
  // Service hours (docs/decisions/251): each must be a service the owner gave hours for, with its days as given.
  for (const s of facts.serviceHours) {
    const own = truth.serviceHours.find((t) => sameLabel(t.label, s.label));
    if (!own) out.push(`service hours "${s.label}" ${JSON.stringify(s.days)}`);
    else for (const d of DAYS) if (s.days[d] && JSON.stringify(s.days[d]) !== JSON.stringify(own.days[d])) out.push(`${s.label} ${d}: ${JSON.stringify(s.days[d])}`);
  }
  const c1 = facts.contact;
  const t1 = truth.contact;
  if (c1.phone && digits(c1.phone) !== digits(t1.phone ?? '')) out.push(`phone "${c1.phone}"`);
  if (c1.email && lower(c1.email) !== lower(t1.email ?? '')) out.push(`e-mail "${c1.email}"`);
  // A shortened address ("3 Mill Lane" of "3 Mill Lane, Totnes") is still true.
  if (c1.address && !(t1.address ?? '').includes(c1.address)) out.push(`address "${c1.address}"`);
  if (c1.bookingUrl && c1.bookingUrl !== t1.bookingUrl) out.push(`booking link "${c1.bookingUrl}"`);
  // A place's case is no fact ("cork city" is "Cork city").
  if (facts.place && !lower(truth.place ?? '').includes(lower(facts.place))) out.push(`place "${facts.place}"`);
  for (const s of facts.social) if (!truth.social.includes(s)) out.push(`social "${s}"`);
  return out;
}

/**
 * Placeholder text a template left behind. The site's own address (fairstack.example) is not one; a
 * "555-" phone is one only when the owner did not write it.
 */
const PLACEHOLDER = /lorem|ipsum|your business|business name|example\.(?:com|org|net)|\b555-\d{4}\b|\b(?:todo|tbd|xxx)\b|coming soon|\[[a-z ]+\]/gi;

/**
 * Claims the audit looks for besides the AI checker's promises: reviews, ratings and praise a visitor
 * would read as other people's words, and service promises (call-outs, walk-ins, coming to you, delivery,
 * booking) a business of the kind may not make. Each stands only where the owner's words make it too.
 */
const AUDIT_CLAIMS: [RegExp, string][] = [
  [/\breviews?\b|\btestimonials?\b|\brated\b|\bratings?\b|\b\d(?:\.\d)? ?(?:stars?|★)|★|\bcustomers (?:love|say)\b|\b(?:people|customers|clients|families|patients) (?:choose|trust|recommend)\b|\bfive[- ]star\b|\bbest in\b|\b(?:no\.|number) ?1\b/i, 'a review or rating'],
  [/\bemergenc|\bcall-?outs?\b|\b24 hours?\b|\bany ?time\b|\bround[- ]the[- ]clock\b/i, 'an availability promise'],
  [/\bwalk[- ]?ins?\b|\bno appointment\b/i, 'a walk-in promise'],
  [/\bwe come to you\b|\bat your (?:home|door)\b|\bdeliver(?:y|ies|s)?\b|\bshipping\b|\bships\b|\bcollection\b|\btakeaway\b/i, 'a delivery or collection promise'],
  [/\bbook(?:ing)? online\b|\bonline booking\b|\breserv(?:e|ations?)\b|\bgift (?:cards?|vouchers?)\b/i, 'a booking or voucher promise'],
  [/\bexperienced\b|\bexperts?\b|\bqualified\b|\bprofessional(?:ly)? trained\b|\bspecialists?\b/i, 'a qualification claim'],
  // Generic claims that promise something (round five, docs/decisions/241): untrue unless the owner said so.
  [/\beco[- ]friendly\b|\bsustainab|\benvironmentally\b|\bcarbon[- ]neutral\b|\bplastic[- ]free\b/i, 'an environmental claim'],
  [/\baward[- ]winning\b|\btop[- ]rated\b|\bleading\b|\btrusted\b|\byou can (?:trust|rely on|count on)\b|\bin good hands\b|\bquality\b|\bmade to last\b|\byears from now\b|\bpremium\b|\baffordable\b|\bcheap(?:est)?\b|\bbest (?:prices?|value)\b/i, 'a quality or reputation claim'],
  [/\bdirectly with\b|\banswered by\b|\bhappy with it\b|\bsatisf|\bhassle[- ]free\b|\bno hidden\b|\bfast\b|\bquick(?:ly)?\b|\bprompt(?:ly)?\b|\bon time\b|\bwe do what we say\b/i, 'a service promise'],
  [/\bteachers\b|\bpractitioners?\b|\bour (?:team|staff)\b|\bpeople who know\b/i, 'staff the owner did not describe'],
  // Qualities, outcomes, ways of working and values the copy gave every business of a kind (docs/decisions/244).
  [
    /\bgood (?:food|work|care|company)\b|\b(?:made|chosen) with care\b|\bwith a smile\b|\bwarm welcome\b|\bpeople who (?:listen|care)\b|\bdependabl|\bdone properly\b|\blasting\b|\breal progress\b|\bfeel better\b|\bwith confidence\b|\bread every\b|\bhonest\b|\bcraft\b|\bunhurried\b|\bcares? about\b|\bwe believe\b|\bproud\b|\bwe agree\b|\bwhat was agreed\b|\bdoes what it says\b/i,
    'a quality, outcome or value the owner did not state',
  ],
  // Claims a lead found in generic copy (docs/decisions/255): what is served, how, when and who runs it.
  [/\bfriendly\b|\bopen late\b|\blate[- ]night\b|\bfamily\b|\bhome-?made\b|\bhandmade\b|\bfresh(?:ly)?\b|\bdrinks?\b|\bcommissions?\b|\bplanning (?:something|an event)\b|\bevents?\b/i, 'a claim the owner did not make'],
];

/**
 * An invitation to ask, write or call (docs/decisions/255): true only when the site gives a way to reach the business —
 * a phone, an e-mail, a booking link, an address to walk into or a social profile to message.
 */
const INVITATION =
  /\bget in touch\b|\bcontact (?:us|me)\b|\bask (?:us|me|about|anything|first|before|your)\b|\bjust ask\b|\bquestions?\b[^.?!]*\bwelcome\b|\btell (?:us|me)\b|\btalk (?:to|with) us\b|\bsay hello\b|\bhear (?:from you|it)\b|\bhow to reach\b|\breach us\b|\bhappy to help\b|\bbring your questions\b|\bask them\b/i;
const reachable = (facts: BusinessFacts) => Boolean(facts.contact.phone || facts.contact.email || facts.contact.bookingUrl || facts.contact.address || facts.social.length);

const BOOK_LABELS = [...new Set(Object.values(PROFILES).map((p) => p.bookAction))];
const ABBREVIATION_END = /(?:^|[\s(])(?:Dr|St|Mr|Mrs|Ms|Jr|Prof|Rev|e\.g|i\.e)\.?…$/;

/** Where the generated pages say something untrue or private: each entry is one problem. */
export function pageProblems(c: AuditCase, files: ReturnType<typeof buildSite>): string[] {
  const truth = businessFactsSchema.parse(c.facts);
  const out: string[] = [];
  const description = c.description;
  const descDigits = digits(description);
  const truthTimes = new Set<string>();
  for (const days of allDays(truth)) {
    for (const d of DAYS) {
      const h = days[d];
      if (h?.status === 'open') for (const i of h.intervals) truthTimes.add(i.open).add(i.close);
    }
  }
  const truthPrices = new Set(truth.offerings.flatMap((o) => pricesIn(o.price ?? '')));
  const truthDays = new Set(DAYS.filter((d) => allDays(truth).some((days) => days[d])).map((d) => DAY_NAMES[d]));
  const truthEmails = new Set([truth.contact.email, ...(description.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi) ?? [])].filter(Boolean).map((e) => lower(e!)));

  for (const file of files) {
    if (typeof file.body !== 'string') continue;
    const text = file.body;
    if (text.toLowerCase().includes(c.secret.toLowerCase())) out.push(`${file.path}: requirements text "${c.secret}"`);
    if (text.toLowerCase().includes(c.ownerEmail.toLowerCase())) out.push(`${file.path}: sign-in e-mail`);
    if (!file.path.endsWith('.html')) continue;

    const texts = visibleTexts(text);
    const ld = jsonLdOf(text);
    const ldText = JSON.stringify(ld);
    const all = [...texts, ldText].join('\n');

    for (const email of all.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi) ?? []) {
      if (!truthEmails.has(lower(email)) && !/fairstack\.example/.test(email)) out.push(`${file.path}: e-mail "${email}"`);
    }
    for (const phone of all.match(PHONE_ON_PAGE) ?? []) {
      const d = digits(phone);
      if (d.length >= 7 && !descDigits.includes(d) && d !== digits(truth.contact.phone ?? '')) out.push(`${file.path}: phone "${phone}"`);
    }
    for (const price of pricesIn(all)) {
      if (!description.includes(price) && !truthPrices.has(price)) out.push(`${file.path}: price "${price}"`);
    }
    for (const placeholder of all.match(PLACEHOLDER) ?? []) {
      if (!description.toLowerCase().includes(placeholder.toLowerCase())) out.push(`${file.path}: placeholder "${placeholder}"`);
    }
    for (const t of texts) {
      for (const time of t.match(/\b\d{1,2}:\d{2}\b/g) ?? []) {
        if (!truthTimes.has(time.padStart(5, '0')) && !description.includes(time)) out.push(`${file.path}: time "${time}" in "${t}"`);
      }
      for (const day of Object.values(DAY_NAMES)) {
        if (new RegExp(`\\b${day}\\b`).test(t) && !truthDays.has(day) && !description.includes(day)) out.push(`${file.path}: weekday "${day}" in "${t}"`);
      }
      if (ABBREVIATION_END.test(t)) out.push(`${file.path}: cut after an abbreviation: "${t}"`);
      for (const time of t.match(/\b\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b(?:noon|midnight|midday)\b/gi) ?? []) {
        if (!description.toLowerCase().includes(time.toLowerCase())) out.push(`${file.path}: time "${time}" in "${t}"`);
      }
      // The main button's label ("Book online") is the booking link's, checked below.
      if (!description.includes(t) && !(truth.contact.bookingUrl && BOOK_LABELS.includes(t))) {
        for (const what of unmadePromises(t, description)) out.push(`${file.path}: ${what} promised in "${t}"`);
        // The business's own name claims nothing ("Mane Event Grooming" holds no event).
        const said = t.split(c.name).join(' ');
        for (const [pattern, what] of AUDIT_CLAIMS) if (pattern.test(said) && !pattern.test(description)) out.push(`${file.path}: ${what} in "${t}"`);
        if (!reachable(truth) && INVITATION.test(t)) out.push(`${file.path}: an invitation with no way to reach the business in "${t}"`);
      }
    }
    if (!truth.contact.bookingUrl) {
      for (const label of BOOK_LABELS) if (texts.includes(label)) out.push(`${file.path}: "${label}" without a booking link`);
    }
    if (!truth.hours && !truth.serviceHours.length && /<table class="hours"|id="hours"/.test(text)) out.push(`${file.path}: hours section without hours`);
    // Service hours are never the business's opening hours (docs/decisions/251): no "opening hours" without them.
    if (!truth.hours) for (const t of texts) if (/\bopening hours\b|\bwhen are you open\b/i.test(t) && !/\bopening hours\b/i.test(description)) out.push(`${file.path}: opening hours claimed in "${t}"`);

    // Structured data: only the facts.
    const offered = new Set(truth.offerings.map((o) => lower(o.name)));
    for (const offer of (ld.makesOffer as { itemOffered: { name: string } }[] | undefined) ?? []) {
      if (!offered.has(lower(offer.itemOffered.name))) out.push(`${file.path}: JSON-LD offer "${offer.itemOffered.name}"`);
    }
    const people = new Set(truth.people.map((p) => lower(p.name)));
    for (const person of (ld.employee as { name: string }[] | undefined) ?? []) {
      if (!people.has(lower(person.name))) out.push(`${file.path}: JSON-LD person "${person.name}"`);
    }
    for (const spec of (ld.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[] | undefined) ?? []) {
      const day = DAYS.find((d) => spec.dayOfWeek.endsWith(DAY_NAMES[d]))!;
      const h = truth.hours?.days[day];
      if (h?.status !== 'open' || !h.intervals.some((i) => i.open === spec.opens && i.close === spec.closes)) {
        out.push(`${file.path}: JSON-LD hours ${day} ${spec.opens}-${spec.closes}`);
      }
    }
    if (typeof ld.telephone === 'string' && digits(ld.telephone) !== digits(truth.contact.phone ?? '')) out.push(`${file.path}: JSON-LD telephone`);
    if (typeof ld.address === 'string' && !(truth.contact.address ?? '').includes(ld.address)) out.push(`${file.path}: JSON-LD address "${ld.address}"`);
  }
  return out;
}

export function generate(c: AuditCase) {
  const { facts } = extractFacts(c.description, { name: c.name, businessType: c.businessType });
  // The brief has no sign-in e-mail (docs/decisions/146); a caller that still passes one under the old
  // names must not get it published, so it is handed over here as such a caller would.
  const brief = buildBrief({
    name: c.name,
    businessType: c.businessType,
    description: c.description,
    requirements: c.requirements,
    facts,
    siteUrl: SITE_URL,
    generatedAt: at,
    ...({ email: c.ownerEmail, ownerEmail: c.ownerEmail } as object),
  });
  return { facts, brief, files: buildSite(brief, composeContent(brief)) };
}


/**
 * The facts as an owner corrects them on the "What we understood" step (docs/decisions/142): every fact of
 * the description changed at once — another phone, e-mail, address and place, a person's name respelt, the
 * first price changed and every opening time moved. `stale` is what the corrections replaced: none of it may
 * appear on any page, in the prose, meta tags or JSON-LD.
 */
export function corrected(c: AuditCase): { facts: BusinessFacts; stale: string[] } {
  const truth = businessFactsSchema.parse(c.facts);
  const stale: string[] = [];
  const facts: BusinessFacts = structuredClone(truth);
  if (truth.contact.phone) (stale.push(truth.contact.phone), (facts.contact.phone = '01632 960 418'));
  if (truth.contact.email) (stale.push(truth.contact.email), (facts.contact.email = 'office@corrected-mail.example'));
  if (truth.contact.address) (stale.push(truth.contact.address), (facts.contact.address = '5 Market Place, Kettering NN16 0AF'));
  if (truth.place) {
    // A place that is part of the business's name or of an offering the owner kept ("Nairobi National Park half
    // day") is still stated by them, truthfully.
    const place = truth.place.toLowerCase();
    if (!c.name.toLowerCase().includes(place) && !truth.offerings.some((o) => o.name.toLowerCase().includes(place))) stale.push(truth.place);
    facts.place = 'Kettering';
  }
  const person = facts.people[0];
  if (person) {
    const words = person.name.split(' ');
    // A respelt surname (or, for a first name alone, another first name).
    const respelt = words.length > 1 ? [...words.slice(0, -1), 'Quillfeather'].join(' ') : 'Quillfeather';
    // The business's own name is not corrected on the step ("Maya Iyer Design" keeps "Maya Iyer").
    if (!facts.people.slice(1).some((p) => p.name.includes(person.name)) && !c.name.toLowerCase().includes(person.name.toLowerCase())) stale.push(person.name);
    // The readings labelled for one person ("Priya Shah MSc" / "Priya Shah") are one person: all are respelt.
    facts.people = facts.people.filter((p) => !p.name.includes(person.name) && !person.name.includes(p.name)).concat({ ...person, name: respelt });
  }
  const priced = facts.offerings.find((o) => o.price && /\d/.test(o.price));
  if (priced) {
    const was = priced.price!;
    // The readings labelled for one offering ("£45" / "forty five pounds") are one price: all of them are corrected.
    for (const o of facts.offerings) if (o.price && lower(o.name) === lower(priced.name)) o.price = was.replace(/\d[\d,.]*/, '97');
    // Only the amount replaced is stale: "£8–£15" corrected to "£97–£15" still says £15.
    for (const amount of pricesIn(was)) {
      if (!facts.offerings.some((o) => o.price?.includes(amount))) stale.push(amount);
    }
    // The same amount written in words ("forty five pounds", "a tenner") is stale too (docs/decisions/243).
    const value = Number(/\d[\d,]*(?:\.\d+)?/.exec(was)?.[0].replace(/,/g, ''));
    for (const m of c.description.matchAll(PRICE_IN_WORDS)) if (numberInWords(m[1] ?? m[0]) === value) stale.push(m[0]);
  }
  if (facts.hours || facts.serviceHours.length) {
    for (const days of allDays(facts)) {
      for (const d of DAYS) if (days[d]?.status === 'open') days[d] = { status: 'open', intervals: [{ open: '10:15', close: '16:45' }] };
    }
    // Every time range and clock time the description gave: none may stay on the page.
    // "toddlers (2–3)", "ages 5 to 11" are ages, not hours: the prose may keep them (docs/decisions/257).
    for (const m of c.description.matchAll(HOURS_WRITTEN)) if (!AGES_BEFORE.test(c.description.slice(Math.max(0, m.index - 30), m.index))) stale.push(m[0].trim());
    for (const written of c.description.match(HOURS_IN_WORDS) ?? []) stale.push(written.trim());
  }
  return { facts: businessFactsSchema.parse(facts), stale: [...new Set(stale)] };
}

/** Time ranges and clock times as owners write them ("9–6", "08:00–17:00", "10 am - 1 pm", "noon", "7pm"). */
const HOURS_WRITTEN =
  /\b\d{1,2}(?:[.:h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h)?\s?(?:[-–—]|to|till|til|until)\s?\d{1,2}(?:[.:h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h)?(?![\d.,])|\b\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\bnoon\b/gi;

const AGES_BEFORE = /\b(?:ages?|aged|babies|toddlers|pre-?school(?:ers)?|children|kids|juniors|infants|teens|years?)\s*\(?\s*$/i;

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORD = `(?:${[...SMALL, ...TENS.filter(Boolean), 'hundred', 'thousand'].join('|')})`;
/** "forty five pounds", "one thousand four hundred pounds", "thirty five quid", "a tenner". */
const PRICE_IN_WORDS = new RegExp(String.raw`\b(${NUMBER_WORD}(?:[\s-]+(?:and\s+)?${NUMBER_WORD})*)\s+(?:quid|pounds?|dollars?|bucks|euros?)\b|\ba (?:tenner|fiver)\b`, 'gi');

/** The number a price in words states ("forty five" → 45, "a tenner" → 10). */
function numberInWords(words: string): number {
  if (/tenner/i.test(words)) return 10;
  if (/fiver/i.test(words)) return 5;
  let total = 0;
  let current = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (SMALL.includes(w)) current += SMALL.indexOf(w);
    else if (TENS.includes(w)) current += TENS.indexOf(w) * 10;
    else if (w === 'hundred') current *= 100;
    else if (w === 'thousand') (total += current * 1000), (current = 0);
  }
  return total + current;
}

/** Clock times and ranges in words ("nine till half five", "eight while six", "open at quarter past eight"). */
const TIME_WORD = String.raw`(?:(?:half|quarter)\s+(?:past\s+|to\s+)?)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight)(?:\s+(?:o'clock|thirty|in the morning|in the evening|at night))?`;
const HOURS_IN_WORDS = new RegExp(
  String.raw`\b(?:from\s+)?${TIME_WORD}\s+(?:till|til|until|to|while|-|–)\s+${TIME_WORD}\b|\b(?:open|opens|close|closes|shut|shuts)\s+at\s+${TIME_WORD}\b|\b(?:till|until)\s+${TIME_WORD}\b`,
  'gi',
);

/** Where the pages generated with the owner's corrected facts still state what the corrections replaced. */
export function staleProblems(stale: string[], files: ReturnType<typeof buildSite>): string[] {
  const out: string[] = [];
  for (const file of files) {
    if (typeof file.body !== 'string' || !file.path.endsWith('.html')) continue;
    const all = [...visibleTexts(file.body), JSON.stringify(jsonLdOf(file.body))].join('\n').toLowerCase();
    for (const old of stale) {
      const d = digits(old);
      const found =
        /^[\d\s()+-]+$/.test(old) && d.length >= 7
          ? (all.match(PHONE_ON_PAGE) ?? []).some((phone) => digits(phone).includes(d) || d.includes(digits(phone)))
          : // Whole words: a corrected "Jo" is not the "jo" of "enjoy".
            new RegExp(`(?<![\\p{L}\\d])${old.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u').test(all);
      if (found) out.push(`${file.path}: corrected "${old}" still stated`);
    }
  }
  return out;
}

/** The site generated from the owner's confirmed facts (the project's stored facts, docs/decisions/140). */
export function generateConfirmed(c: AuditCase, facts: BusinessFacts) {
  const brief = buildBrief({
    name: c.name,
    businessType: c.businessType,
    description: c.description,
    requirements: c.requirements,
    facts,
    siteUrl: SITE_URL,
    generatedAt: at,
  });
  return { brief, files: buildSite(brief, composeContent(brief)) };
}
