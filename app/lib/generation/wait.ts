import type { ProviderId } from '~core/lib/generation/providers/types';

/**
 * How long a generation takes with the configured provider, in the words the UI shows while it runs
 * (docs/decisions/175). The AI providers keep the product's first promise (30-60 seconds, what a model call
 * takes); the embedded composer needs no network round trip and finishes in a few seconds, so promising a
 * minute would be untrue.
 */
export type GenerationPace = 'seconds' | 'minute';

export const GENERATION_WAIT: Record<GenerationPace, { hint: string; toast: string }> = {
  minute: { hint: 'This usually takes 30-60 seconds.', toast: 'Usually ready in 30-60 seconds' },
  seconds: { hint: 'This usually takes a few seconds.', toast: 'Usually ready in a few seconds' },
};

export function paceOf(provider: ProviderId | null): GenerationPace {
  return provider === 'composer' ? 'seconds' : 'minute';
}
