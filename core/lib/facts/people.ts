import type { Person } from './schema';

/**
 * People a description names, with the role it gives them (docs/decisions/141). A person is only read
 * where the text marks one: a title ("Dr. Maria Lopez"), a role next to the name ("owner Tom Reilly",
 * "our head chef, Priya Nair", "Partners: A and B", "Olivia Grant (founder)", "Anna Kowalski, MBACP"),
 * or a phrase that introduces one ("run by", "owned by", "I'm", "call … on"). Capitalised words alone
 * are never taken for a name: they are as often a street, a town or a dish.
 */

const NAME_WORD = String.raw`(?!I['’]m\b)[A-Z][\p{L}'’-]*\p{Ll}`;
// "volunteers of the Wyre Forest Heritage Trust": a name's run of capitalised words ends there; a fourth (other than a day
// or a month) makes the run an organisation's or a place's name, no person's (docs/decisions/267). A title marks a person
// whatever follows ("DR. ANIL MEHTA DENTAL SURGERY" on a flyer in capitals).
const RUN_ENDS = String.raw`(?![\p{L}-])(?!\s+(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)${NAME_WORD}\b)`;
const NAME = String.raw`${NAME_WORD}(?:\s+${NAME_WORD}){1,2}${RUN_ENDS}`;
const TITLE = String.raw`(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?`;
const TITLED = String.raw`${TITLE}\s+${NAME_WORD}(?:\s+${NAME_WORD}){1,2}`;
/** A person as written: a titled name or a plain two-to-three-word name. */
const PERSON = String.raw`(?:${TITLED}|${NAME})`;
/** A list may open with two first names sharing a last name: "Frank and Joe Russo". */
const LIST_HEAD = String.raw`(?:${NAME_WORD}\s+(?:and|&)\s+${NAME_WORD}\s+${NAME_WORD}(?!\s+${NAME_WORD})|${PERSON})`;
/** "Frank and Joe Russo", "Margaret and Ian Lowther": first names sharing the last name. */
const COUPLE = new RegExp(String.raw`^(${NAME_WORD})\s+(?:and|&)\s+(${NAME_WORD})\s+(${NAME_WORD})$`, 'u');

const ROLE_NOUNS =
  'owners?|co-owners?|chef-owners?|chefs?|head chef|founders?|co-founders?|directors?|managers?|coaches|coach|partners?|attorneys?|lawyers?|solicitors?|dentists?|hygienists?|vets?|veterinarians?|doctors?|pharmacists?|optometrists?|opticians?|physiotherapists?|therapists?|teachers?|instructors?|trainers?|hosts?|landlords?|landladies|landlady|artists?|ceo|cto|coo|cfo|head of school|headteacher|principal|stylists?|barbers?|bakers?|photographers?|accountants?|nurses?|receptionists?|coordinators?|designers?|handyman|electricians?|plumbers?|tutors?|consultants?|counsellors?|counselors?|midwi(?:fe|ves)|osteopaths?|chiropractors?|engineers?|developers?|architects?|audiologists?|organisers?|organizers?';
/** The same pattern in either case, so names next to it can still be told by their capitals. */
const anyCase = (src: string) => src.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const FUNCTION_WORD = String.raw`(?:by|and|or|with|led|run|owned|founded|is|are|was|our|the|a|an|to|in|at|for|from|of|on|me)`;
const ROLE = String.raw`(?:(?!${anyCase(FUNCTION_WORD)}\b)[A-Za-z][\w-]*\s+){0,3}(?:${anyCase(ROLE_NOUNS)})`;
const ROLE_RE = new RegExp(String.raw`^(?:[\w-]+\s+){0,4}(?:${ROLE_NOUNS})$`, 'i');
const POSTNOMINALS = 'MBACP|BACP|CPA|DVM|OD|ACA|ACCA|CTA|FCA|PT|DPT|BDS|MD|DDS|DMD|PhD|MBA|RN|LCSW|MRCVS|BSc|MSc|MCSP|HCPC|FRCS|MRCGP|RGN|LPC|CFP';

/** Words that end a name's run: a capitalised word that is no part of a person's name. */
const NOT_NAME_WORDS = new Set(
  (
    'street road avenue drive square court gardens crescent terrace ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december ' +
    'dental clinic studio studios coffee bakery cafe café kitchen bar salon shop store pharmacy surgery practice centre center group labs ' +
    'services service cleaning plumbing electric electrical heating gym yoga pilates fitness academy school nursery hospital vets veterinary ' +
    'photography design designs media events catering tattoo barbers repair repairs auto ltd llc inc pllc co company studio rooms room ' +
    'instagram facebook linkedin call contact book email phone tel hours open closed menu services welcome our we the and coach chef owner sifu ' +
    // "volunteers of Hatherleigh Lido Trust", "Maple & Birch Massage Therapy — Registered Massage Therapists": an
    // organisation's or a practice's word is no part of a person's name (docs/decisions/267).
    'trust society association foundation charity club council institute college university museum library theatre lido ' +
    'therapy therapies massage physio physiotherapy osteopathy chiropractic acupuncture counselling partnership collective'
  ).split(' '),
);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const singular = (role: string) =>
  role
    .replace(/\b(owner|founder|director|manager|partner|attorney|lawyer|solicitor|dentist|hygienist|vet|veterinarian|doctor|pharmacist|optometrist|optician|physiotherapist|therapist|teacher|instructor|trainer|host|landlord|artist|stylist|barber|baker|photographer|accountant|nurse|receptionist|coordinator|designer|electrician|plumber|tutor|consultant|counsellor|counselor|osteopath|chiropractor|engineer|developer|architect|chef|audiologist|organiser|organizer)s\b/gi, '$1')
    .replace(/\bcoaches\b/gi, 'coach')
    .replace(/\blandladies\b/gi, 'landlady');
const roleText = (role: string) => {
  const r = singular(role.trim().replace(/^(?:our|the|a|an|your|and)\s+/i, ''));
  return /^(?:ceo|cto|coo|cfo)$/i.test(r) ? r.toUpperCase() : cap(r);
};

function validName(name: string, businessName: string): boolean {
  const words = name.replace(TITLE_START, '').split(/\s+/);
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase()))) return false;
  if (/['’]s$/.test(name)) return false;
  if (businessName && businessName.toLowerCase() === name.toLowerCase()) return false;
  return true;
}

/** Splits "A, B and C" / "A & B" into names, expanding "Tom and Sue Baker". */
function splitNames(list: string): string[] {
  const couple = COUPLE.exec(list.trim());
  if (couple) return [`${couple[1]} ${couple[3]}`, `${couple[2]} ${couple[3]}`];
  return list
    .split(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const LIST = String.raw`${LIST_HEAD}(?:\s*\([^)]{1,40}\))?(?:,\s*(?:${POSTNOMINALS}))*(?:\s*(?:,\s*(?:and|&)?|and|&)\s*(?:${PERSON}|${NAME_WORD})(?:\s*\([^)]{1,40}\))?(?:,\s*(?:${POSTNOMINALS}))*)*`;
const TITLE_START = new RegExp(`^${TITLE}\\s+`);
const WHOLE_PERSON = new RegExp(`^${PERSON}$`, 'u');
const ROLE_END = new RegExp(`(?:${ROLE_NOUNS})$`, 'i');
/** "Partners: Emma Hartley and David Wong", "Owner and lead therapist: Dr. Brian Walsh", "Hosts: Margaret and Ian Lowther". */
const HEADED = new RegExp(String.raw`(?:^|[.;:!?|•\n]\s*|\b(?:our|the)\s+)((?:[A-Za-z][\w-]*\s+){0,4}?[A-Za-z][\w-]*):\s*(${LIST})`, 'gu');
/** "Our vets, Dr. Helen Price and Dr. Tom Fairley, offer", "Attorneys Jennifer Carter and Michael Boone", "owner Tom Reilly". */
const ROLE_THEN_NAMES = new RegExp(String.raw`\b(${ROLE})\b(?:,|\s+(?:is|are))?\s+(${LIST})`, 'gu');
/** "run by Ana Souza", "owned by Rosa Delgado and her brother Luis Delgado", "family owned since 1992 by Frank and Joe Russo". */
const BY = new RegExp(
  String.raw`\b(${anyCase('run|owned|founded|established|led|managed|started|taught')})(?:\s+(?:since|in)\s+\d{4})?\s+by\s+(?:me,\s*)?((?:[a-z][\w-]*\s+){0,3}?)((?:${LIST})(?:\s+and\s+(?:his|her|their)\s+\w+\s+${PERSON})?)`,
  'gu',
);
/** "Dr. Anil Mehta (principal dentist)", "Olivia Grant (founder)", "Sam Ortiz (CEO)". */
const NAME_THEN_BRACKETED_ROLE = new RegExp(String.raw`(${PERSON})\s*\(([^)]{2,40})\)`, 'gu');
/** "I'm Priya Shah, a chartered accountant", "Mrs. Anita Desai, qualified teacher", "I'm Dave Collins — a local handyman". */
const NAME_THEN_ROLE = new RegExp(String.raw`(${PERSON})\s*(?:,|—|–|-)\s*(?:an?\s+)?((?:[\w-]+\s+){0,4}?(?:${anyCase(ROLE_NOUNS)}))\b`, 'gu');
// "Me, Hannah Price, and my colleague Tom" as an owner answers "Who teaches?" (docs/decisions/252): the name set off by commas.
const SELF = new RegExp(String.raw`\b(?:I'm|I am|${anyCase('my name is|this is')})\s+(${PERSON})|\b[Mm]e,\s+(${PERSON})(?=\s*,)`, 'gu');
const ASK_FOR = new RegExp(String.raw`\b(?:${anyCase('call|contact|ring|text|ask for|speak to')})\s+(${PERSON})\s+on\b`, 'gu');
const WITH_POSTNOMINAL = new RegExp(String.raw`(${NAME}),\s*(?:${POSTNOMINALS})\b`, 'gu');
const TITLED_ANYWHERE = new RegExp(TITLED, 'gu');
/** "Niamh O'Neill's salon in Enniskillen: …" opening a sentence: the full name owning the premises is the owner's (docs/decisions/257). */
const OWNS_PREMISES = new RegExp(
  String.raw`(?:^|[.!?\n]\s*)(${NAME})['’]s\s+(?:salon|studio|shop|bakery|kitchen|caf[eé]|garage|workshop|clinic|practice|surgery|parlour|gallery|forge|deli|boutique|barbers?|yard|farm)\b`,
  'gu',
);
const ANY_ROLE = new RegExp(String.raw`\b(?:${ROLE_NOUNS})\b`, 'i');

/** @param fromCapitals the text was written in capitals and is read here with its words capitalised */
export function readPeople(text: string, businessName = '', fromCapitals = false): { people: Person[]; notes: string[] } {
  const found = new Map<string, Person>();
  const keyOf = (name: string) => name.replace(TITLE_START, '').toLowerCase();
  const add = (rawName: string, role?: string) => {
    const name = rawName.trim().replace(/\s+/g, ' ');
    if (!WHOLE_PERSON.test(name) || !validName(name, businessName)) return;
    const key = keyOf(name);
    const known = found.get(key);
    if (known) {
      if (!known.role && role) known.role = roleText(role);
      if (/^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\b/.test(name) && !/^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\b/.test(known.name)) known.name = name;
      return;
    }
    found.set(key, role ? { name, role: roleText(role) } : { name });
  };
  const addList = (list: string, role?: string) => {
    for (const part of splitNames(list)) {
      const own = /^(.*?)\s*\(([^)]+)\)$/.exec(part);
      if (own && ROLE_RE.test(own[2].trim())) add(own[1], own[2]);
      // "Artists: Jade Cole (fine line), …": words in brackets that are no role describe the person's work.
      else add((own ? own[1] : part).replace(/,?\s*(?:[A-Z]{2,6}|D\.C\.)(?:,\s*[A-Z]{2,6})*$/, ''), role);
    }
  };

  // Cheap checks first: most descriptions name nobody, and the patterns below are long.
  const hasRole = ANY_ROLE.test(text);
  for (const m of text.includes(':') ? text.matchAll(HEADED) : []) {
    const header = m[1].trim();
    const role = /^(?:meet the team|team|founders?|our team)$/i.test(header) ? (/^founders?$/i.test(header) ? 'founder' : undefined) : header;
    if (role !== undefined && !(ROLE_END.test(header) || /\b(?:owner|director|manager|chef|host)\b/i.test(header))) continue;
    addList(m[2], role);
  }
  // "Tutor Doctor Harrogate is a franchise": a role word inside the business's own name names nobody (docs/decisions/250).
  const named = businessName.trim().length > 3 ? [...text.matchAll(new RegExp(businessName.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'))].map((m) => ({ start: m.index, end: m.index + m[0].length })) : [];
  for (const m of hasRole ? text.matchAll(ROLE_THEN_NAMES) : []) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (/\bby\s+$/i.test(before)) continue; // "founded by yoga teacher Laura Kim": the by-phrase decides
    if (named.some((n) => m.index >= n.start && m.index < n.end)) continue;
    addList(m[2], m[1]);
  }
  for (const m of /\bby\s/i.test(text) ? text.matchAll(BY) : []) {
    const verb = m[1].toLowerCase();
    const lead = m[2].trim();
    const role = verb === 'owned' ? 'owner' : verb === 'founded' || verb === 'established' ? 'founder' : lead && ROLE_RE.test(lead) ? lead : undefined;
    addList(m[3].replace(/\s+and\s+(?:his|her|their)\s+\w+\s+/, ' and '), role);
  }
  for (const m of text.includes('(') ? text.matchAll(NAME_THEN_BRACKETED_ROLE) : []) {
    if (ROLE_RE.test(m[2].trim())) add(m[1], m[2]);
  }
  for (const m of hasRole ? text.matchAll(NAME_THEN_ROLE) : []) {
    if (/^(?:and|or|with|in|for|our|we)\b/i.test(m[2])) continue;
    add(m[1], m[2]);
  }
  for (const m of text.matchAll(SELF)) add(m[1] ?? m[2]);
  for (const m of text.matchAll(ASK_FOR)) add(m[1]);
  for (const m of text.matchAll(WITH_POSTNOMINAL)) add(m[1]);
  for (const m of text.includes('s ') ? text.matchAll(OWNS_PREMISES) : []) add(m[1]);
  // Any titled name is a person ("Dr. James Park"), unless it names the business ("Dr. Bean's Coffee").
  // "Dr. Meera Nair's physiotherapy clinic": a titled full name owning what follows is still the person (docs/decisions/241).
  // "DR. ANIL MEHTA DENTAL SURGERY" on a flyer in capitals: no capital tells where the name ends, so it ends before a
  // word no name has (docs/decisions/243). In mixed case "Mrs Mop Domestic Services" is a business, not a person.
  for (const m of text.matchAll(TITLED_ANYWHERE)) {
    const name = /^\S+\s+\S+\s+\S+['’]s$/.test(m[0]) && /^\s+\p{Ll}/u.test(text.slice(m.index + m[0].length)) ? m[0].slice(0, -2) : m[0];
    const words = name.split(/\s+/);
    while (fromCapitals && words.length > 3 && (NOT_NAME_WORDS.has(words[words.length - 1].toLowerCase()) || ROLE_RE.test(words[words.length - 1]))) words.pop();
    add(words.join(' '));
  }

  return { people: [...found.values()], notes: [] };
}
