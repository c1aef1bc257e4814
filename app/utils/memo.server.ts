/**
 * A per-isolate cache for small, read-mostly data (templates, showcase) so a page view does not cost a
 * D1 query. Writes in this isolate call `invalidate`; other isolates see changes within `ttlMs`.
 */
export function memoize<T>(ttlMs: number, load: () => Promise<T>) {
  let value: { data: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  return {
    async get(): Promise<T> {
      if (value && Date.now() - value.at < ttlMs) return value.data;
      pending ??= load()
        .then((data) => {
          value = { data, at: Date.now() };
          return data;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    invalidate() {
      value = null;
    },
  };
}
