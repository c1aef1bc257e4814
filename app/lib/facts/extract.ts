import { findEmail, findPhone, offeringPhrases } from '../generation/text';
import { businessFactsSchema, type BusinessFacts } from './schema';

/** What the extractor read from a description, and what it was unsure of (shown to the owner to check). */
export type Extraction = {
  facts: BusinessFacts;
  /** Short notes for the owner: things the extractor saw but did not dare to turn into a fact. */
  notes: string[];
};

export type ExtractContext = {
  /** The project name, so it is never read as an offering or a person. */
  name?: string;
  businessType?: string;
};

/**
 * Reads the facts a free-text description states. A wrong fact is worse than a missing one: when unsure,
 * leave it out (and say so in `notes`) so the owner is asked rather than misquoted.
 *
 * Baseline: today's phrase and contact finders, kept so the fact suite (bench/facts) scores them first.
 */
export function extractFacts(description: string, _context: ExtractContext = {}): Extraction {
  const email = findEmail(description);
  const phone = findPhone(description);
  const parsed = businessFactsSchema.safeParse({
    offerings: offeringPhrases(description, 8).map((name) => ({ name })),
    contact: { email: email ?? undefined, phone: phone ?? undefined },
  });
  return { facts: parsed.success ? parsed.data : businessFactsSchema.parse({}), notes: [] };
}
