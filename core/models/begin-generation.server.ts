import type { Env } from '../env';
import { siteUrlFor } from '../lib/sites/site-url.server';
import { providerId, providerProblem } from '../lib/generation/providers/index.server';
import type { Refusal } from '../lib/outcome';
import { failRun, startGeneration, type StartSuccess } from './generation-runs.server';

export type BeginResult = StartSuccess | Refusal<402 | 404 | 409 | 429 | 503>;

const UNAVAILABLE = 'Website generation is not available right now. Please try again later.';

/**
 * Starts a generation for the owner: the atomic D1 start, then the hand-over to the project's Durable
 * Object. Shared by `POST /api/projects/:id/generate` and the no-JavaScript form action.
 */
export async function beginGeneration(env: Env, input: { projectId: number; userId: string; requestUrl: string }): Promise<BeginResult> {
  const problem = providerProblem(env);
  if (problem) {
    console.error(JSON.stringify({ level: 'error', where: 'generation', message: problem }));
    return { ok: false, status: 503, code: 'GENERATION_UNAVAILABLE', message: UNAVAILABLE };
  }
  const provider = providerId(env)!;
  const started = await startGeneration(env, { projectId: input.projectId, userId: input.userId, provider });
  if (!started.ok) return started;
  const siteUrl = siteUrlFor(env, input.requestUrl, started.slug);
  try {
    const stub = env.GENERATION_TRACKER.get(env.GENERATION_TRACKER.idFromName(String(input.projectId)));
    await stub.start({ runId: started.runId, projectId: input.projectId, userId: input.userId, version: started.version, provider, siteUrl });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', where: 'generation', projectId: input.projectId, message: String(error) }));
    await failRun(env, { runId: started.runId, projectId: input.projectId, reason: 'Generation could not be started. Please try again.' });
    return { ok: false, status: 503, code: 'GENERATION_UNAVAILABLE', message: 'Generation could not be started. Please try again.' };
  }
  return started;
}
