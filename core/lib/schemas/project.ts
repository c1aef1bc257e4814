import { z } from 'zod';
import { businessFactsSchema } from '../facts/schema';

/**
 * The project creation form: one schema for the 'Generate Your Website' dialog, the
 * /create page (parsed in the browser and re-parsed in the action) and `POST /api/projects`.
 */

/** The business types, also the publish categories. */
export const BUSINESS_TYPES = [
  'E-commerce',
  'Restaurant',
  'Portfolio',
  'Business',
  'Technology',
  'Healthcare',
  'Education',
  'Other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The 'Website Type' labels, each stored as one of the business types. */
export const WEBSITE_TYPE_OPTIONS: readonly { label: string; value: BusinessType }[] = [
  { label: 'Business/Corporate', value: 'Business' },
  { label: 'E-commerce Store', value: 'E-commerce' },
  { label: 'Portfolio', value: 'Portfolio' },
  { label: 'Restaurant', value: 'Restaurant' },
  { label: 'Tech Startup', value: 'Technology' },
  { label: 'Healthcare', value: 'Healthcare' },
  { label: 'Other', value: 'Other' },
];

export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields' };
export const NAME_REQUIRED = 'Project name is required';
export const BUSINESS_TYPE_REQUIRED = 'Business type is required';
export const BUSINESS_TYPE_INVALID = 'Choose a business type from the list';
export const TEMPLATE_INVALID = 'Choose a template from the list';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const REQUIREMENTS_MAX = 5000;

/** Choosing a template sets businessType to its category; categories outside the list become 'Other'. */
export function businessTypeForCategory(category: string): BusinessType {
  const match = BUSINESS_TYPES.find((t) => t.toLowerCase() === category.trim().toLowerCase());
  return match ?? 'Other';
}

/** The largest id D1 stores as a 32-bit integer column; larger numbers are never a template. */
export const TEMPLATE_ID_MAX = 2_147_483_647;

/*
 * The rules of each field, once. The JSON API (projectApiSchema, also its OpenAPI document) and the forms
 * (projectSchema, which first turns form strings into these types) both apply them (docs/decisions/157).
 */
const nameRule = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX, `Project name must be at most ${NAME_MAX} characters`)
  // Documents what trim-then-min(1) means: at least one character that is not white space.
  .regex(/\S/, NAME_REQUIRED);
const textRule = (max: number, label: string) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
const templateIdRule = z.number({ error: TEMPLATE_INVALID }).int(TEMPLATE_INVALID).positive(TEMPLATE_INVALID).max(TEMPLATE_ID_MAX, TEMPLATE_INVALID);
const businessTypeRule = z.enum(BUSINESS_TYPES, { error: BUSINESS_TYPE_INVALID });

/** Without a template the business type is required; with one it defaults to the template's category. */
export function requireBusinessTypeWithoutTemplate(value: { businessType?: unknown; templateId?: unknown }, ctx: z.RefinementCtx) {
  if (!value.businessType && (value.templateId === null || value.templateId === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['businessType'], message: BUSINESS_TYPE_REQUIRED });
  }
}

/**
 * `POST /api/v1/projects` (JSON) without its `facts` (which workers/api/v1/schemas.ts adds with their OpenAPI
 * component): a strict object of these fields, refined by requireBusinessTypeWithoutTemplate.
 */
export const projectApiFields = {
  name: nameRule,
  description: textRule(DESCRIPTION_MAX, 'Description').optional(),
  businessType: businessTypeRule.optional(),
  requirements: textRule(REQUIREMENTS_MAX, 'Requirements').optional(),
  templateId: templateIdRule.nullable().optional(),
};

const optionalText = (max: number, label: string) => z.preprocess((v) => (v === undefined || v === null ? '' : v), textRule(max, label));

/** Forms send '' for 'No specific template' and digits otherwise; the API sends null or an integer. */
const templateId = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v)) return Number(v.trim());
    return v;
  },
  templateIdRule.nullable(),
);

const businessType = z.preprocess((v) => (v === '' || v === null ? undefined : v), businessTypeRule.optional());

export const projectSchema = z
  .object({
    name: nameRule,
    description: optionalText(DESCRIPTION_MAX, 'Description'),
    businessType,
    requirements: optionalText(REQUIREMENTS_MAX, 'Requirements'),
    templateId,
    /** The business facts (docs/decisions/140); the forms confirm them on their own step, API clients may send them here. */
    facts: businessFactsSchema.optional(),
  })
  .superRefine(requireBusinessTypeWithoutTemplate);

export type ProjectInput = z.output<typeof projectSchema>;

/** Field errors keyed by field name, first message each: what the forms render. */
export function projectFieldErrors(error: z.ZodError): Partial<Record<keyof ProjectInput | '_', string>> {
  return firstErrors(error);
}

export function firstErrors<K extends string>(error: z.ZodError): Partial<Record<K | '_', string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out as Partial<Record<K | '_', string>>;
}

/** True when every error is a missing required field (the spec's 'Missing Information' case). */
export function onlyMissingFields(errors: Partial<Record<string, string>>): boolean {
  const messages = Object.values(errors);
  return messages.length > 0 && messages.every((m) => m === NAME_REQUIRED || m === BUSINESS_TYPE_REQUIRED);
}
