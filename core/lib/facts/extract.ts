import { capitalisedWords, cleanText, plainMarkdown, sentences, writtenInCapitals, writtenInLowerCase } from '../generation/text';
import { readContact, type Span } from './contact';
import { isTimetableHeader, parseHours } from './hours';
import { readOfferings } from './offerings';
import { readPeople } from './people';
import { readPlace } from './place';
import { figuresForWords } from './words';
import { businessFactsSchema, contactSchema, hoursSchema, offeringSchema, personSchema, serviceHoursSchema, timetableRowSchema, type BusinessFacts, type TimetableRow } from './schema';

/** What the extractor read from a description, and what it was unsure of (shown to the owner to check). */
export type Extraction = {
  facts: BusinessFacts;
  /** Short notes for the owner: things the extractor saw but did not dare to turn into a fact. */
  notes: string[];
  /**
   * The rows of a class timetable the text gives, proposed on "What we understood" and never a fact until the owner
   * confirms them there (docs/decisions/267).
   */
  timetable: TimetableRow[];
};

export type ExtractContext = {
  /** The project name, so it is never read as an offering or a person. */
  name?: string;
  businessType?: string;
};

const BULLET = /^\s*[-•*·▪–]\s+/;
/** Where a sentence breaks into chunks: ';', '|', and an emoji before a capital ("LVL lift ✨ Classic set £45", docs/decisions/243). */
const CHUNK_BREAK = /\s*[;|]\s*|\s*\p{Extended_Pictographic}[\uFE0F\u200D\p{Extended_Pictographic}]*\s*(?=\p{Lu})/u;

/**
 * "Lovely lad, great job" – Dev Patel, Olton. / "The best fish finger sandwich in the West Country" – Bristol Post: a
 * quotation signed after a dash is a customer's or a paper's words, and the signature names them: neither says what the
 * business offers, who works there or where it is (docs/decisions/267). The signature runs to the sentence's end ("Margaret
 * H., Shirley.", "Dr. Jones, Leeds.").
 */
const SIGNED_QUOTE = /["“][^"“”\n]{3,300}["”]\s*[-–—]\s*(?:[^\n"“.]|(?<=\b(?:Dr|Mr|Mrs|Ms|Prof|St|[A-Z]))\.)*/gu;
const signedQuotes = (text: string): Span[] => [...text.matchAll(SIGNED_QUOTE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

/** Blanks spans out (same length, so positions hold) with a separator that ends any list or clause. */
function blank(text: string, spans: Span[]): string {
  const out = text.split('');
  for (const s of spans) for (let i = s.start; i < s.end; i++) out[i] = i === s.start ? '|' : ' ';
  return out.join('');
}

/**
 * Reads the facts a free-text description states (docs/decisions/141). A wrong fact is worse than a
 * missing one: each reader takes only what the text marks unambiguously and leaves the rest out, saying
 * so in `notes` where it saw something, so the owner is asked rather than misquoted.
 */
export function extractFacts(description: string, context: ExtractContext = {}): Extraction {
  // Prices and clock times in words are read as figures ("sixty pounds", "nine till half five", docs/decisions/243).
  const text = figuresForWords(plainMarkdown(cleanText(description).slice(0, 20_000)));
  const businessName = (context.name ?? '').trim();
  const notes: string[] = [];

  const contact = readContact(text);
  notes.push(...contact.notes);
  const unread = [...contact.spans, ...signedQuotes(text)];
  const blanked = blank(text, unread);

  // Chunks: each line, cut into sentences, then at ';' and '|'. Bullet lines are read as one list.
  const chunks: string[] = [];
  const bullets: string[][] = [];
  let group: string[] | null = null;
  let previousLine = '';
  // Lines under a "Classes:" header are a timetable, not opening hours (docs/decisions/240), up to a blank line.
  const timetable = new Set<string>();
  let underTimetable = false;
  for (const line of blanked.split('\n')) {
    if (!line.trim()) underTimetable = false;
    else if (/:\s*$/.test(line)) underTimetable = isTimetableHeader(line);
    else if (underTimetable) for (const sentence of sentences(line.replace(BULLET, ''), 1000)) for (const c of sentence.split(CHUNK_BREAK)) timetable.add(c);
    if (BULLET.test(line)) {
      if (!group) {
        group = [];
        // Bullets under "Hours:" or "Contact:" are not offerings.
        if (!/^(?:hours|opening|contact|find us|address)\b/i.test(previousLine.trim())) bullets.push(group);
      }
      group.push(line.replace(BULLET, ''));
      chunks.push(line.replace(BULLET, ''));
      continue;
    }
    group = null;
    previousLine = line;
    for (const sentence of sentences(line, 1000)) chunks.push(...sentence.split(CHUNK_BREAK));
  }
  const listChunks = chunks.filter((c) => !bullets.some((g) => g.includes(c)));

  const hours = parseHours(chunks, { timetable, name: businessName });
  notes.push(...hours.notes);
  // A text in capitals tells no name by its capitals: people are read from it written as names are (docs/decisions/243).
  const capitals = writtenInCapitals(blanked);
  const people = readPeople(capitals ? capitalisedWords(blanked) : blanked, businessName, capitals).people.filter((p) => personSchema.safeParse(p).success);
  const place = readPlace(text, unread, [businessName, ...people.map((p) => p.name)], context.businessType);
  const offerings = readOfferings(listChunks, bullets, { businessName, businessType: context.businessType, people: people.map((p) => p.name), place, lowerCase: writtenInLowerCase(text) }).filter(
    (o) => offeringSchema.safeParse(o).success,
  );

  const parsedContact = contactSchema.safeParse(contact.contact);
  const parsedHours = hours.hours ? hoursSchema.safeParse(hours.hours) : undefined;
  const facts = businessFactsSchema.safeParse({
    offerings: offerings.slice(0, 24),
    hours: parsedHours?.success ? parsedHours.data : undefined,
    serviceHours: hours.serviceHours.filter((s) => serviceHoursSchema.safeParse(s).success),
    contact: parsedContact.success ? parsedContact.data : {},
    people: people.slice(0, 12),
    place,
    social: contact.social.slice(0, 8),
  });
  return { facts: facts.success ? facts.data : businessFactsSchema.parse({}), notes, timetable: hours.timetable.filter((r) => timetableRowSchema.safeParse(r).success) };
}
