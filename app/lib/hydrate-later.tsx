import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is not part of a page's JavaScript up front (docs/decisions/164). The server renders it
 * like any other (its module is loaded before rendering: `preloadHydrateLater()` in entry.server), so the HTML
 * is complete; the browser keeps that HTML and hydrates it once the chunk has arrived, which starts as soon as the
 * page's own scripts run (see `atStart`), without delaying them. On a client-side navigation it renders nothing
 * until then.
 */
const preloads: (() => Promise<unknown>)[] = [];

/**
 * `atStart: false` for a component that a page shows only sometimes (another view of the same route, an error
 * page): its chunk is then fetched when it first renders instead of on every page load.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, { atStart = true } = {}): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  // One import in flight, shared: a request that arrives while the module is still being evaluated waits for the
  // same promise instead of starting a second import that could resolve with a half-evaluated module. A failed
  // load (a chunk lost to the network) may be retried.
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  preloads.push(preload);
  // When the chunk is already here, hand lazy() a thenable that resolves synchronously: React then renders (and
  // hydrates) the component in the same pass instead of suspending for a microtask and leaving it inert.
  // React's lazy() typing loses the plain props type; the component is the one `load` resolves to.
  const Lazy = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  if (atStart && !import.meta.env.SSR) void Promise.resolve().then(() => preload().catch(() => undefined));
  function HydrateLater(props: P) {
    if (import.meta.env.SSR) {
      if (!loaded) throw new Error('preloadHydrateLater() must finish before rendering');
      const Component = loaded;
      return (
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return HydrateLater;
}

/** Loads every hydrate-later module on the server (instant after the first time): call before rendering. */
export function preloadHydrateLater(): Promise<unknown> {
  return Promise.all(preloads.map((p) => p()));
}
