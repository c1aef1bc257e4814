/**
 * The clock the chat machines run on. The default reads the globals at call time (not at import time) so
 * vitest fake timers in unit tests and Playwright's `page.clock` in the browser both control it.
 */
export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};
