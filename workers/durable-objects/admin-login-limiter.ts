import { DurableObject } from 'cloudflare:workers';
import type { Env } from '~core/env';

/** docs/decisions/100: five failed admin logins from one client lock that client out for 15 minutes. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures older than this no longer count towards a lock. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type LimiterState = { failures: number[]; lockedUntil: number };
export type AttemptVerdict =
  | { allowed: true }
  | { allowed: false; locked: false; remaining: number }
  | { allowed: false; locked: true; justLocked: boolean; retryAfterMs: number };

const STATE_KEY = 'state';

/**
 * One instance per client (`idFromName(clientKey)`). The Worker compares the password first and then
 * reports the outcome here; a Durable Object handles one call at a time, so parallel guesses are
 * counted one by one and the sixth is refused even if it is right.
 */
export class AdminLoginLimiter extends DurableObject<Env> {
  private async load(now: number): Promise<LimiterState> {
    const state = (await this.ctx.storage.get<LimiterState>(STATE_KEY)) ?? { failures: [], lockedUntil: 0 };
    return { failures: state.failures.filter((t) => now - t < FAILURE_WINDOW_MS), lockedUntil: state.lockedUntil };
  }

  private async save(state: LimiterState, now: number) {
    if (state.failures.length === 0 && state.lockedUntil <= now) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.ctx.storage.put(STATE_KEY, state);
    // Housekeeping only: the alarm clears stored state once nothing in it matters any more.
    const forgetAt = Math.max(state.lockedUntil, ...state.failures.map((t) => t + FAILURE_WINDOW_MS));
    await this.ctx.storage.setAlarm(forgetAt);
  }

  /** Records one login attempt whose password check gave `passwordOk`. */
  async registerAttempt(passwordOk: boolean): Promise<AttemptVerdict> {
    const now = Date.now();
    const state = await this.load(now);
    if (state.lockedUntil > now) {
      return { allowed: false, locked: true, justLocked: false, retryAfterMs: state.lockedUntil - now };
    }
    if (passwordOk) {
      await this.save({ failures: [], lockedUntil: 0 }, now);
      return { allowed: true };
    }
    state.failures.push(now);
    if (state.failures.length >= MAX_FAILURES) {
      const next = { failures: [], lockedUntil: now + LOCK_MS };
      await this.save(next, now);
      return { allowed: false, locked: true, justLocked: true, retryAfterMs: LOCK_MS };
    }
    await this.save(state, now);
    return { allowed: false, locked: false, remaining: MAX_FAILURES - state.failures.length };
  }

  /** Whether this client is locked right now (the login form says so before anyone types). */
  async lockedFor(): Promise<number> {
    const now = Date.now();
    const state = await this.load(now);
    return Math.max(0, state.lockedUntil - now);
  }

  async alarm() {
    const now = Date.now();
    const state = await this.load(now);
    await this.save(state, now);
  }
}
