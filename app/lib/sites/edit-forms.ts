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

/** One entry per line as `Name | description` (services) or `Days | times` (hours). */
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

export const servicesFormSchema = z.object({
  heading: copy('Heading', 60),
  intro: copy('Introduction', 320),
  items: lines('Services', 3, 8, 60, 240),
});

export const hoursFormSchema = z.object({ hours: lines('Opening hours', 1, 7, 40, 40) });

export const contactFormSchema = z.object({ contactText: copy('Contact text', 320) });

export const closingFormSchema = z.object({ heading: copy('Heading', 90), text: copy('Text', 240) });

export const highlightsFormSchema = z.object({ items: lines('Highlights', 3, 4, 60, 240) });

export const processFormSchema = z.object({ heading: copy('Heading', 60), steps: lines('Steps', 3, 4, 60, 240) });

export const faqFormSchema = z.object({ items: lines('Questions', 2, 6, 140, 500) });

/** An optional field: empty is allowed (and means "none"), long is not. */
const optionalCopy = (label: string, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

/** One plan's fields; the features are one per line. */
const planFields = (n: number) => ({
  [`plan${n}Name`]: optionalCopy(`Plan ${n} name`, 40),
  [`plan${n}Price`]: optionalCopy(`Plan ${n} price`, 24),
  [`plan${n}Period`]: optionalCopy(`Plan ${n} period`, 24),
  [`plan${n}Text`]: optionalCopy(`Plan ${n} description`, 160),
  [`plan${n}Features`]: optionalCopy(`Plan ${n} features`, 6 * 81),
});

export const PRICING_PLAN_COUNT = 3;

export type PlanValues = { name: string; price: string; period: string; text: string; features: string[] };

/** The plans a pricing form describes: a plan whose fields are all empty is left out. */
export function pricingPlans(values: Record<string, string | undefined>): PlanValues[] {
  const plans: PlanValues[] = [];
  for (let n = 1; n <= PRICING_PLAN_COUNT; n++) {
    const get = (f: string) => (values[`plan${n}${f}`] ?? '').trim();
    const plan = { name: get('Name'), price: get('Price'), period: get('Period'), text: get('Text'), features: featureLines(get('Features')) };
    if (plan.name || plan.price || plan.period || plan.text || plan.features.length) plans.push(plan);
  }
  return plans;
}

export function featureLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

export const pricingFormSchema = z
  .object({ ...planFields(1), ...planFields(2), ...planFields(3) } as Record<string, ReturnType<typeof optionalCopy>>)
  .superRefine((values, ctx) => {
    const plans = pricingPlans(values);
    if (plans.length < 2) ctx.addIssue({ code: 'custom', path: ['plan1Name'], message: 'Describe 2 or 3 plans.' });
    for (let n = 1; n <= PRICING_PLAN_COUNT; n++) {
      const get = (f: string) => (values[`plan${n}${f}`] ?? '').trim();
      const started = ['Name', 'Price', 'Period', 'Text', 'Features'].some((f) => get(f));
      if (!started) continue;
      if (!get('Name')) ctx.addIssue({ code: 'custom', path: [`plan${n}Name`], message: `Plan ${n} name is required.` });
      if (!get('Price')) ctx.addIssue({ code: 'custom', path: [`plan${n}Price`], message: `Plan ${n} price is required.` });
      if (!get('Text')) ctx.addIssue({ code: 'custom', path: [`plan${n}Text`], message: `Plan ${n} description is required.` });
      const features = featureLines(get('Features'));
      if (features.length < 1 || features.length > 6) {
        ctx.addIssue({ code: 'custom', path: [`plan${n}Features`], message: `Plan ${n} features: write 1 to 6 lines.` });
      } else if (features.some((f) => f.length > 80)) {
        ctx.addIssue({ code: 'custom', path: [`plan${n}Features`], message: `Plan ${n} features: keep each line to 80 characters.` });
      }
    }
  });

export const EDIT_SECTIONS = {
  hero: { title: 'Hero', schema: heroFormSchema },
  highlights: { title: 'Highlights', schema: highlightsFormSchema },
  services: { title: 'Services', schema: servicesFormSchema },
  process: { title: 'How it works', schema: processFormSchema },
  pricing: { title: 'Pricing', schema: pricingFormSchema },
  faq: { title: 'Questions and answers', schema: faqFormSchema },
  hours: { title: 'Opening hours', schema: hoursFormSchema },
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
