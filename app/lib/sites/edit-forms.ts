import { z } from 'zod';

/**
 * The site editor's forms (issue 11), one per section, shared by the browser and the server. The limits
 * are the generated content's own (app/lib/generation/content-schema.ts), so an edit can never produce
 * words the templates were not made for; every value is rendered as escaped text.
 */
const copy = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`));

export const heroFormSchema = z.object({
  tagline: copy('Tagline', 120),
  heroHeading: copy('Headline', 90),
  heroText: copy('Introduction', 320),
  primaryAction: copy('Button text', 32),
});

export const aboutFormSchema = z.object({
  heading: copy('Heading', 60),
  // Paragraphs are separated by a blank line in one text box.
  text: copy('About text', 12 * 4000)
    .refine((t) => aboutParagraphs(t).length <= 12, 'Use at most 12 paragraphs.')
    .refine((t) => aboutParagraphs(t).every((p) => p.length <= 4000), 'Each paragraph must be at most 4000 characters.'),
});

export const contactFormSchema = z.object({ contactText: copy('Contact text', 320) });

export const closingFormSchema = z.object({ heading: copy('Heading', 90), text: copy('Text', 240) });

export const EDIT_SECTIONS = {
  hero: { title: 'Hero', schema: heroFormSchema },
  about: { title: 'About', schema: aboutFormSchema },
  contact: { title: 'Contact', schema: contactFormSchema },
  closing: { title: 'Closing call to action', schema: closingFormSchema },
} as const;

export type EditSection = keyof typeof EDIT_SECTIONS;

export function isEditSection(value: unknown): value is EditSection {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EDIT_SECTIONS, value);
}

export function aboutParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Field errors keyed by field name, first message each. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
