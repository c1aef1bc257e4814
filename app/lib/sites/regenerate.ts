import { z } from 'zod';
import type { SiteContent } from '../generation/content-schema';

/** Sections the owner can ask for again, one at a time (issue 11). */
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

/** `current` with one section taken from `fresh`, the other sections untouched. */
export function replaceSection(current: SiteContent, fresh: SiteContent, section: RegenerableSection): SiteContent {
  switch (section) {
    case 'hero':
      return { ...current, tagline: fresh.tagline, heroHeading: fresh.heroHeading, heroText: fresh.heroText, primaryAction: fresh.primaryAction };
    case 'highlights':
      return { ...current, highlights: fresh.highlights };
    case 'offerings':
      return { ...current, offerings: fresh.offerings };
    case 'closing':
      return { ...current, closing: fresh.closing };
  }
}
