import { z } from 'zod';
import { BUSINESS_TYPES } from './project';

/** The publish categories are the same eight as the business types. */
export const PUBLISH_CATEGORIES = BUSINESS_TYPES;

export const APP_NAME_REQUIRED = 'App name is required';
export const CATEGORY_INVALID = 'Choose a category from the list';
export const APP_NAME_MAX = 100;
export const APP_DESCRIPTION_MAX = 1000;
export const FEATURES_MAX = 12;
export const FEATURE_MAX = 60;

/** 'Fast, Mobile ,, SEO' -> ['Fast', 'Mobile', 'SEO']: split on commas, trimmed, empties dropped. */
export function splitFeatures(text: string): string[] {
  return text
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
}

/** The form sends comma-separated text; the API may send the same text or a list. */
const features = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return [];
    if (typeof v === 'string') return splitFeatures(v);
    if (Array.isArray(v)) return v.map((f) => (typeof f === 'string' ? f.trim() : f)).filter((f) => f !== '');
    return v;
  },
  z
    .array(z.string({ error: 'Each feature must be text' }).max(FEATURE_MAX, `Each feature must be at most ${FEATURE_MAX} characters`), {
      error: 'Features must be comma-separated text',
    })
    .max(FEATURES_MAX, `List at most ${FEATURES_MAX} features`),
);

export const publishSchema = z.object({
  name: z
    .string({ error: APP_NAME_REQUIRED })
    .trim()
    .min(1, APP_NAME_REQUIRED)
    .max(APP_NAME_MAX, `App name must be at most ${APP_NAME_MAX} characters`),
  description: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'Description must be text' })
      .trim()
      .max(APP_DESCRIPTION_MAX, `Description must be at most ${APP_DESCRIPTION_MAX} characters`),
  ),
  category: z.enum(PUBLISH_CATEGORIES, { error: CATEGORY_INVALID }),
  features,
});

export type PublishInput = z.output<typeof publishSchema>;
