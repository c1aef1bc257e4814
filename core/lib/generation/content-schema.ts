import { z } from 'zod';

/**
 * The words of a generated site, as every provider returns them (the composer writes them itself, the AI
 * providers ask a model for this JSON). Only words: the facts a site states (offerings and their prices,
 * opening hours, contact details, people, place, social links) come from the brief's facts and are drawn by
 * the renderer, never from here (docs/decisions/146). Layout, colours and artwork never come from here
 * either, and every string is rendered as escaped text.
 *
 * Versions stored before the facts existed also carried menu items, hours rows and pricing plans; zod drops
 * those unknown keys when such a version is parsed, so the editor still reads it.
 */
const line = (max: number) => z.string().trim().min(1).max(max);
const item = z.object({ title: line(60), text: line(240) });

export const siteContentSchema = z.object({
  tagline: line(120),
  heroHeading: line(90),
  heroText: line(320),
  /** The main button's text; where it leads follows from the facts (core/lib/generation/actions.ts). */
  primaryAction: line(32),
  highlights: z.array(item).min(3).max(4),
  /** Heading and introduction of the offerings section, shown only when the facts list offerings. */
  offerings: z.object({ heading: line(60), intro: line(320) }),
  process: z.object({ heading: line(60), steps: z.array(item).min(3).max(4) }).optional(),
  faq: z
    .array(z.object({ question: line(140), answer: line(500) }))
    .min(2)
    .max(6)
    .optional(),
  about: z.object({ heading: line(60), paragraphs: z.array(line(4000)).min(1).max(12) }),
  contactText: line(320),
  closing: z.object({ heading: line(90), text: line(240) }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;

/** Readable list of what is wrong with an answer, for the retry prompt and the failure reason. */
export function describeContentErrors(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
