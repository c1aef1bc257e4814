import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False during the server render and hydration, true afterwards (also at once for anything mounted after
 * hydration, so a client navigation never flashes the no-JavaScript fallback): gates what only the browser can do.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
