import { z } from 'zod';

/**
 * The site editor's forms (docs/decisions/110), one per section, shared by the browser and the server. The limits
 * are the generated content's own (core/lib/generation/content-schema.ts), so an edit can never produce
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

/** One entry per line as `Title | text` (highlights, steps, questions). */
export function parseLines(text: string): { left: string; right: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('|');
      return at < 0 ? { left: line, right: '' } : { left: line.slice(0, at).trim(), right: line.slice(at + 1).trim() };
    });
}

const lines = (label: string, min: number, max: number, leftMax: number, rightMax: number) =>
  copy(label, 20_000).superRefine((text, ctx) => {
    const rows = parseLines(text);
    if (rows.length < min || rows.length > max) ctx.addIssue({ code: 'custom', message: `${label}: write ${min} to ${max} lines.` });
    else if (rows.some((r) => !r.left || !r.right)) ctx.addIssue({ code: 'custom', message: `${label}: every line needs text on both sides of the | sign.` });
    else if (rows.some((r) => r.left.length > leftMax || r.right.length > rightMax)) {
      ctx.addIssue({ code: 'custom', message: `${label}: keep names to ${leftMax} and descriptions to ${rightMax} characters.` });
    }
  });

/**
 * The offerings section's words. Its items (names, descriptions, prices) are the business's facts, edited
 * with the facts, not here (docs/decisions/146).
 */
export const servicesFormSchema = z.object({
  heading: copy('Heading', 60),
  intro: copy('Introduction', 320),
});

export const contactFormSchema = z.object({ contactText: copy('Contact text', 320) });

export const closingFormSchema = z.object({ heading: copy('Heading', 90), text: copy('Text', 240) });

export const highlightsFormSchema = z.object({ items: lines('Highlights', 3, 4, 60, 240) });

export const processFormSchema = z.object({ heading: copy('Heading', 60), steps: lines('Steps', 3, 4, 60, 240) });

export const faqFormSchema = z.object({ items: lines('Questions', 2, 6, 140, 500) });

export const EDIT_SECTIONS = {
  hero: { title: 'Hero', schema: heroFormSchema },
  highlights: { title: 'Highlights', schema: highlightsFormSchema },
  services: { title: 'Services', schema: servicesFormSchema },
  process: { title: 'How it works', schema: processFormSchema },
  faq: { title: 'Questions and answers', schema: faqFormSchema },
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
