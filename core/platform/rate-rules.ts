/** What the RateLimiter Durable Object (workers/durable-objects/rate-limiter.ts) is asked and answers. */
export type RateRule = { name: string; limit: number; windowMs: number };
export type RateDecision = { name: string; limit: number; remaining: number; resetAt: number; allowed: boolean };
