import type { SiteBrief } from '../brief';
import type { SiteContent } from '../content-schema';
import type { RegenerableSection, SectionWords } from '../../sites/regenerate';

export const PROVIDER_IDS = ['composer', 'workers-ai', 'openai'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export type GenerateOptions = {
  signal?: AbortSignal;
  /** Called before a second attempt, so the run can report progress (and keep its watchdog fed). */
  onRetry?: (reason: string) => void | Promise<void>;
};

/** Turns a brief into the site's words. Every provider's output goes through the same renderer. */
export interface ContentProvider {
  readonly id: ProviderId;
  generate(brief: SiteBrief, options?: GenerateOptions): Promise<SiteContent>;
  /**
   * New words for one section only (docs/decisions/110), validated against that section's schema. `seed` makes the
   * composer's draw reproducible; the AI providers ignore it. Throws GenerationError when unusable.
   */
  regenerateSection(brief: SiteBrief, current: SiteContent, section: RegenerableSection, options: SectionOptions): Promise<SectionWords>;
}

export type SectionOptions = { seed: number; signal?: AbortSignal };

/** A failure whose message is fit to show the project owner ('Generation failed: …'). */
export class GenerationError extends Error {
  constructor(message: string, readonly retryable = false) {
    super(message);
    this.name = 'GenerationError';
  }
}

/** '90 seconds', or '200 ms' for the short timeouts tests use. */
export function describeDuration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`;
}
