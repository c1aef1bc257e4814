import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is not part of a page's JavaScript up front (docs/decisions/164). The server renders it
 * like any other (its module is loaded before rendering: `preloadHydrateLater()` in entry.server), so the HTML
 * is complete. The browser fetches the chunk of every such part the page shows as soon as the page's own scripts
 * run, and the page hydrates once they have arrived (`hydrateLaterParts()` in entry.client, docs/decisions/248).
 * On a client-side navigation it renders nothing until its chunk has arrived.
 */
const preloads: (() => Promise<unknown>)[] = [];
/** The loads of the parts the server-rendered page shows, started when their modules ran. */
const shownParts: Promise<unknown>[] = [];
const MARKER = 'data-hydrate-later';

/**
 * `name` marks the part in the page (an inert `<template>` before it), so the browser knows which chunks the
 * server-rendered page needs; the same name may be used twice for the same component. `atStart: false` for a
 * component that a page shows only sometimes (another view of the same route, an error page): its chunk is then
 * fetched only on pages that show it instead of on every page load.
 */
export function hydrateLater<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { atStart = true } = {},
): ComponentType<P> {
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
      ? ({
          then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }),
        } as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  if (!import.meta.env.SSR) {
    // Route modules run once the document has been parsed, so the page's markers are all there.
    if (document.querySelector(`template[${MARKER}="${name}"]`)) shownParts.push(preload().catch(() => undefined));
    else if (atStart) void Promise.resolve().then(() => preload().catch(() => undefined));
  }
  function HydrateLater(props: P) {
    if (import.meta.env.SSR && !loaded) throw new Error('preloadHydrateLater() must finish before rendering');
    const Component = import.meta.env.SSR ? loaded! : Lazy;
    return (
      <>
        <template {...{ [MARKER]: name }} />
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </>
    );
  }
  return HydrateLater;
}

/** Loads every hydrate-later module on the server (instant after the first time): call before rendering. */
export function preloadHydrateLater(): Promise<unknown> {
  return Promise.all(preloads.map((p) => p()));
}

/**
 * Settles when the chunks of every part the server-rendered page shows have arrived (or failed: React then
 * loads them again as it renders). entry.client hydrates after it: a part still waiting for its code when the
 * page hydrated lost its server HTML to the first update that reached it (a tap on a same-page link before the
 * chunk came blanked the landing and left the page at its top; docs/decisions/248).
 */
export function hydrateLaterParts(): Promise<unknown> {
  return Promise.all(shownParts);
}
