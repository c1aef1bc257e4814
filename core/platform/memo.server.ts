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

export function memoize<T>(name: string, ttlMs: number, load: () => Promise<T>) {
  const key = Symbol.for(`fairstack.memo.${name}`);
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
