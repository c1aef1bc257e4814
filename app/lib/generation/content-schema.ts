import { z } from 'zod';

/**
 * The words of a generated site, as every provider returns them (the composer writes them itself, the AI
 * providers ask a model for this JSON). Layout, colours and artwork never come from here, and every
 * string is rendered as escaped text.
 */
const line = (max: number) => z.string().trim().min(1).max(max);
const item = z.object({ title: line(60), text: line(240) });

export const siteContentSchema = z.object({
  tagline: line(120),
  heroHeading: line(90),
  heroText: line(320),
  primaryAction: line(32),
  highlights: z.array(item).min(3).max(4),
  offerings: z.object({
    heading: line(60),
    intro: line(320),
    items: z.array(z.object({ name: line(60), text: line(240) })).min(3).max(8),
  }),
  process: z.object({ heading: line(60), steps: z.array(item).min(3).max(4) }).optional(),
  pricing: z
    .array(
      z.object({
        name: line(40),
        price: line(24),
        period: z.string().trim().max(24).optional(),
        text: line(160),
        features: z.array(line(80)).min(1).max(6),
      }),
    )
    .min(2)
    .max(3)
    .optional(),
  faq: z
    .array(z.object({ question: line(140), answer: line(500) }))
    .min(2)
    .max(6)
    .optional(),
  hours: z
    .array(z.object({ days: line(40), time: line(40) }))
    .min(1)
    .max(7)
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
