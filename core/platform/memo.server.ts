/**
 * A per-isolate cache for small, read-mostly data (templates, showcase, prices) so a page view does not
 * cost a D1 query. Writes in this isolate call `invalidate`; other isolates see changes within `ttlMs`.
 *
 * The Worker bundles this module twice (for workers/ and inside the Remix server build, docs/decisions/161),
 * so the cached value lives on `globalThis` under `name`: an admin action in Remix that invalidates the
 * templates must also reach the copy `/api/templates` reads.
 */
type Slot<T> = { value: { data: T; at: number } | null; pending: Promise<T> | null };

export function memoize<T>(name: string, ttlMs: number, load: () => Promise<T>) {
  const key = Symbol.for(`fairstack.memo.${name}`);
  const shared = globalThis as unknown as Record<symbol, Slot<T> | undefined>;
  const slot = (shared[key] ??= { value: null, pending: null });
  return {
    async get(): Promise<T> {
      if (slot.value && Date.now() - slot.value.at < ttlMs) return slot.value.data;
      slot.pending ??= load()
        .then((data) => {
          slot.value = { data, at: Date.now() };
          return data;
        })
        .finally(() => {
          slot.pending = null;
        });
      return slot.pending;
    },
    invalidate() {
      slot.value = null;
    },
  };
}
