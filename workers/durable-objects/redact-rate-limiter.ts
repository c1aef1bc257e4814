import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';

export type RateDecision = { allowed: boolean; limit: number; remaining: number; resetAt: number };

type Window = { start: number; count: number };

/**
 * Fixed-window request counter for one client of POST /api/v1/redact (`idFromName('ip:<address>')`).
 * A Durable Object runs one request at a time and keeps its count in its own storage, so concurrent
 * requests from the same client are counted exactly, whichever Worker instance receives them.
 */
export class RedactRateLimiter extends DurableObject<Env> {
  async take(limit: number, windowMs: number, now: number = Date.now()): Promise<RateDecision> {
    const start = Math.floor(now / windowMs) * windowMs;
    const resetAt = start + windowMs;
    const stored = await this.ctx.storage.get<Window>('window');
    const window: Window = stored && stored.start === start ? stored : { start, count: 0 };
    if (window.count >= limit) return { allowed: false, limit, remaining: 0, resetAt };
    window.count++;
    await this.ctx.storage.put('window', window);
    return { allowed: true, limit, remaining: limit - window.count, resetAt };
  }
}
