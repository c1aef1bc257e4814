import { lazy, Suspense, type ComponentProps } from 'react';

type Module = typeof import('./smart-buildings-page');
type Props = ComponentProps<Module['SmartBuildingsPage']>;

let loaded: Module | null = null;

/**
 * `/` shows the smart-building landing only on deployments with LANDING=smart-buildings, so its code is
 * not part of the default landing's JavaScript. The server loads it before rendering (call this from the
 * loader) and renders it directly; the browser keeps that HTML and hydrates it once the chunk arrives.
 */
export function loadSmartBuildingsPage(): Promise<Module> {
  return import('./smart-buildings-page').then((m) => (loaded = m));
}

const LazyPage = lazy(() => loadSmartBuildingsPage().then((m) => ({ default: m.SmartBuildingsPage })));

export function SmartBuildingsPageLazy(props: Props) {
  if (import.meta.env.SSR) {
    if (!loaded) throw new Error('loadSmartBuildingsPage() must finish before rendering');
    const Page = loaded.SmartBuildingsPage;
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <LazyPage {...props} />
    </Suspense>
  );
}
