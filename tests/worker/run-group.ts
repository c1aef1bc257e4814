import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { beforeAll, describe } from 'vitest';
import { forgetAllMemos } from '~core/platform/memo.server';
import { WORKER_GROUPS } from './groups';

/** workerd's own Cache API, before any member is given one of its own. */
const runtimeCaches = globalThis.caches as unknown as { default: Cache; open(name: string): Promise<Cache> };

/**
 * Collects each member file of `group` (tests/worker/groups.ts) in a suite of its own name, in the order listed.
 * Before a member's tests, storage is emptied (every Durable Object, D1 and R2 included) and the migrations applied
 * again, the isolate's memos (templates, prices, showcase) are emptied, and `caches.default` is an empty cache of
 * the member's own: as for a file run on its own (docs/decisions/269). `reset()` reaches neither the isolate's
 * memory nor the Cache API, and a page one member left at the edge would otherwise be served to the next.
 */
export function runGroup(group: keyof typeof WORKER_GROUPS) {
  for (const name of WORKER_GROUPS[group]!) {
    describe(`${name}.test.ts`, async () => {
      beforeAll(async () => {
        await reset();
        await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
        forgetAllMemos();
        const own = await runtimeCaches.open(`group-member:${name}`);
        Object.defineProperty(globalThis, 'caches', { configurable: true, value: { default: own, open: runtimeCaches.open.bind(runtimeCaches) } });
      });
      await import(`./${name}.test.ts`);
    });
  }
}
