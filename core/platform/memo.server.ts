/**
 * A per-isolate cache for small, read-mostly data (templates, showcase, prices) so a page view does not
 * cost a D1 query. Writes in this isolate call `invalidate`; other isolates see changes within `ttlMs`.
 *
 * The Worker bundles this module twice (for workers/ and inside the Remix server build, docs/decisions/161),
 * so the cached value lives on `globalThis` under `name`: an admin action in Remix that invalidates the
 * templates must also reach the copy `/api/templates` reads.
 *
 * Only settled values are shared, never a load in flight: workerd cancels the continuations of a promise that
 * another request created once that request has ended (a visitor who navigates away cancels it), so a request
 * awaiting another's load could hang until the runtime gives up on it (docs/decisions/237). Two requests that
 * miss at the same moment each read D1 once.
 */
type Slot<T> = { value: { data: T; at: number } | null; generation: number };

const KEY_PREFIX = 'fairstack.memo.';

export function memoize<T>(name: string, ttlMs: number, load: () => Promise<T>) {
  const key = Symbol.for(`${KEY_PREFIX}${name}`);
  const shared = globalThis as unknown as Record<symbol, Slot<T> | undefined>;
  const slot = (shared[key] ??= { value: null, generation: 0 });
  return {
    async get(): Promise<T> {
      if (slot.value && Date.now() - slot.value.at < ttlMs) return slot.value.data;
      const generation = slot.generation;
      const data = await load();
      // A load that an invalidation overtook may hold the old data: it answers its own request only.
      if (generation === slot.generation) slot.value = { data, at: Date.now() };
      return data;
    },
    invalidate() {
      slot.value = null;
      slot.generation += 1;
    },
  };
}

/**
 * Empties every memo of this isolate, as if it had just started: for a test runtime that runs several test files
 * one after another (tests/worker/run-group.ts, docs/decisions/269).
 */
export function forgetAllMemos() {
  const shared = globalThis as unknown as Record<symbol, Slot<unknown> | undefined>;
  for (const key of Object.getOwnPropertySymbols(shared)) {
    const slot = shared[key];
    if (!key.description?.startsWith(KEY_PREFIX) || !slot) continue;
    slot.value = null;
    slot.generation += 1;
  }
}
