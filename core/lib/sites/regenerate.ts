import { z } from 'zod';
import { siteContentSchema, type SiteContent } from '../generation/content-schema';

/** Sections the owner can ask for again, one at a time (docs/decisions/110). */
export const REGENERABLE_SECTIONS = {
  hero: 'Hero',
  highlights: 'Highlights',
  offerings: 'Services',
  closing: 'Closing call to action',
} as const;
export type RegenerableSection = keyof typeof REGENERABLE_SECTIONS;

/** Free for a paid project, but capped: per project per rolling day. */
export const SECTION_REGENERATION_DAILY_LIMIT = 20;
export const SECTION_REGENERATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export const regenerateSectionSchema = z.object({
  section: z.enum(Object.keys(REGENERABLE_SECTIONS) as [RegenerableSection, ...RegenerableSection[]], 'Choose a section to regenerate.'),
});

/** The fields of the site's words each regenerable section is made of, validated like the whole site's. */
export const SECTION_SCHEMAS = {
  hero: siteContentSchema.pick({ tagline: true, heroHeading: true, heroText: true, primaryAction: true }),
  highlights: siteContentSchema.pick({ highlights: true }),
  offerings: siteContentSchema.pick({ offerings: true }),
  closing: siteContentSchema.pick({ closing: true }),
} as const;

export type SectionWords<S extends RegenerableSection = RegenerableSection> = z.infer<(typeof SECTION_SCHEMAS)[S]>;

/** One section's words out of the whole site's. */
export function sectionOf(content: SiteContent, section: RegenerableSection): SectionWords {
  return SECTION_SCHEMAS[section].parse(content);
}

/** `current` with one section taken from `fresh` (the whole site's words or just that section's), the rest untouched. */
export function replaceSection(current: SiteContent, fresh: SectionWords | SiteContent, section: RegenerableSection): SiteContent {
  return { ...current, ...sectionOf(fresh as SiteContent, section) };
}
