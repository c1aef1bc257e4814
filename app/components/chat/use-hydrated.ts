import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False during server rendering and hydration, true afterwards: gates what only the browser can do. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
