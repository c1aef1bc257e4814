/**
 * How often each kind of write may happen (docs/decisions/151, 211): the one place these numbers live. The
 * Worker enforces them through the RateLimiter Durable Object (workers/write-limits.ts) for the API and every
 * page action; `facts` and `incidents` are counted by their models instead (core/platform/write-limit.server.ts).
 * The pages and the API derive their messages from here.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type WriteWindow = { limit: number; windowMs: number };

export type WriteLimit = {
  /** Counted per signed-in user (falling back to the client address when signed out), or per address. */
  per: 'user' | 'address';
  limit: number;
  windowMs: number;
  /** Finishes "You have made too many …". */
  what: string;
  /** Further windows counted with the first one (e.g. a daily cap beside a per-minute one). */
  also?: readonly WriteWindow[];
};

export const WRITE_LIMITS = {
  'project-create': { per: 'user', limit: 20, windowMs: HOUR, what: 'new projects' },
  'project-change': { per: 'user', limit: 120, windowMs: HOUR, what: 'changes to your projects' },
  developer: { per: 'user', limit: 30, windowMs: HOUR, what: 'changes to tokens and webhooks' },
  account: { per: 'user', limit: 20, windowMs: HOUR, what: 'invitation answers' },
  admin: { per: 'user', limit: 300, windowMs: HOUR, what: 'admin changes' },
  newsletter: { per: 'address', limit: 10, windowMs: HOUR, what: 'newsletter sign-ups' },
  contact: { per: 'address', limit: 10, windowMs: HOUR, what: 'contact messages' },
  'sign-in': { per: 'address', limit: 20, windowMs: 10 * MINUTE, what: 'sign-in attempts' },
  'admin-sign-in': { per: 'address', limit: 20, windowMs: 10 * MINUTE, what: 'admin sign-in attempts' },
  redact: { per: 'address', limit: 60, windowMs: MINUTE, what: 'redactions' },
  // The owner's fact writes from the pages and the UI's API (docs/decisions/143): adding or removing a row is a POST too.
  facts: { per: 'user', limit: 30, windowMs: MINUTE, also: [{ limit: 600, windowMs: DAY }], what: 'changes to your facts' },
  // The status page's incidents, typed by a person in the admin panel: a script hammering it is refused.
  incidents: { per: 'address', limit: 30, windowMs: MINUTE, what: 'incident changes' },
} as const satisfies Record<string, WriteLimit>;

export type WriteLimitKind = keyof typeof WRITE_LIMITS;

/** Unpaid (payment pending) projects one user may hold at once; paying for one frees a place. */
export const MAX_UNPAID_PROJECTS = 10;

/**
 * `WRITE_LIMIT_FACTOR` multiplies every limit above, only in runtimes that are never deployed (development,
 * the workerd tests), so suites that create many rows test their own subject rather than the limit. Production
 * ignores it (docs/decisions/151).
 */
export function writeLimitFactor(env: { ENVIRONMENT: string; WRITE_LIMIT_FACTOR?: string }): number {
  if (env.ENVIRONMENT !== 'development' && env.ENVIRONMENT !== 'test') return 1;
  const n = Number(env.WRITE_LIMIT_FACTOR);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** What a refused page action throws (HTTP 429); the error boundaries render it as a friendly message. */
export type RateLimitedData = { reason: 'rate-limited'; message: string; retryAfterSeconds: number };

export function isRateLimitedData(value: unknown): value is RateLimitedData {
  return typeof value === 'object' && value !== null && (value as RateLimitedData).reason === 'rate-limited';
}

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function rateLimitedMessage(kind: WriteLimitKind, retryAfterSeconds: number): string {
  return `You have made too many ${WRITE_LIMITS[kind].what} for now. Please try again in ${wait(retryAfterSeconds)}.`;
}
