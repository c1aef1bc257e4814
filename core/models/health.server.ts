import type { Env } from '../env';

/** One dependency check: did it answer, and how long did it take. */
export type Probe = { ok: boolean; ms: number; error?: string };
export type DependencyChecks = { d1: Probe; r2: Probe; durableObjects: Probe };

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  const started = Date.now();
  try {
    await check();
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : 'unreachable' };
  }
}

/** The health check's probes, shared by GET /api/health and the status page (docs/decisions/174). */
export async function checkDependencies(env: Pick<Env, 'DB' | 'SITES' | 'GENERATION_TRACKER'>): Promise<DependencyChecks> {
  const [d1, r2, durableObjects] = await Promise.all([
    probe(() => env.DB.prepare('select 1 as ok').first()),
    probe(() => env.SITES.head('health/probe')),
    probe(() => env.GENERATION_TRACKER.get(env.GENERATION_TRACKER.idFromName('health')).ping()),
  ]);
  return { d1, r2, durableObjects };
}
