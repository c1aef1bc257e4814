import type { Env } from '../../../env';
import { composerProvider } from './composer';
import { openAiProvider } from './openai.server';
import { PROVIDER_IDS, type ContentProvider, type ProviderId } from './types';
import { workersAiProvider } from './workers-ai.server';

export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct';
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_AI_TIMEOUT_MS = 90_000;

export function providerId(env: Pick<Env, 'GENERATION_PROVIDER'>): ProviderId | null {
  const id = (env.GENERATION_PROVIDER || 'composer').trim().toLowerCase();
  return (PROVIDER_IDS as readonly string[]).includes(id) ? (id as ProviderId) : null;
}

/** Why the configured provider cannot run, in words for the operator; null when it can. */
export function providerProblem(env: Env): string | null {
  const id = providerId(env);
  if (!id) return `GENERATION_PROVIDER "${env.GENERATION_PROVIDER}" is not one of ${PROVIDER_IDS.join(', ')}.`;
  if (id === 'workers-ai' && !env.AI) return 'The workers-ai provider needs the AI binding (add [ai] binding = "AI" to wrangler.toml).';
  if (id === 'openai' && !env.OPENAI_API_KEY) return 'The openai provider needs the OPENAI_API_KEY secret.';
  return null;
}

function timeoutMs(env: Env): number {
  const value = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_AI_TIMEOUT_MS;
}

/** The provider chosen by configuration (GENERATION_PROVIDER, default composer). */
export function providerFromEnv(env: Env): ContentProvider {
  const problem = providerProblem(env);
  if (problem) throw new Error(problem);
  switch (providerId(env)) {
    case 'workers-ai':
      return workersAiProvider({ binding: env.AI!, model: env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL, timeoutMs: timeoutMs(env) });
    case 'openai':
      return openAiProvider({
        baseUrl: env.OPENAI_BASE_URL || DEFAULT_OPENAI_BASE_URL,
        apiKey: env.OPENAI_API_KEY!,
        model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
        timeoutMs: timeoutMs(env),
      });
    default:
      return composerProvider;
  }
}
