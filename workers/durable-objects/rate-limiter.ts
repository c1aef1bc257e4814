import { DurableObject } from 'cloudflare:workers';
import type { Env } from '~core/env';
import type { RateDecision, RateRule } from '~core/platform/rate-rules';

type Window = { start: number; count: number; windowMs: number };

/**
 * Fixed-window counters for one subject (`idFromName('user:<id>')`). A Durable Object handles one request
 * at a time, so check-and-increment is atomic; counters are persisted so a restart does not reset them.
 */
export class RateLimiter extends DurableObject<Env> {
  /** Counts one request against every rule, only if all rules still allow it. */
  async hit(rules: RateRule[], now = Date.now()): Promise<RateDecision[]> {
    const windows = await Promise.all(rules.map((r) => this.current(r, now)));
    const allowed = rules.every((r, i) => windows[i].count < r.limit);
    const decisions = rules.map((r, i) => {
      const count = windows[i].count + (allowed ? 1 : 0);
      return {
        name: r.name,
        limit: r.limit,
        remaining: Math.max(0, r.limit - count),
        resetAt: windows[i].start + r.windowMs,
        allowed: windows[i].count < r.limit,
      };
    });
    if (allowed) {
      const entries: Record<string, Window> = {};
      rules.forEach((r, i) => {
        entries[r.name] = { start: windows[i].start, count: windows[i].count + 1, windowMs: r.windowMs };
      });
      await this.ctx.storage.put(entries);
      const latestReset = Math.max(...decisions.map((d) => d.resetAt));
      const alarm = await this.ctx.storage.getAlarm();
      if (latestReset > Date.now() && (!alarm || alarm < latestReset)) await this.ctx.storage.setAlarm(latestReset);
    }
    return decisions;
  }

  private async current(rule: RateRule, now: number): Promise<Window> {
    const stored = await this.ctx.storage.get<Window>(rule.name);
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return stored && stored.start === start ? stored : { start, count: 0, windowMs: rule.windowMs };
  }

  /** Drops windows that have passed, so idle subjects cost no storage. */
  async alarm() {
    const now = Date.now();
    const stored = await this.ctx.storage.list<Window>();
    const expired = [...stored].filter(([, w]) => w.start + w.windowMs <= now).map(([k]) => k);
    if (expired.length > 0) await this.ctx.storage.delete(expired);
    const remaining = [...stored].filter(([k]) => !expired.includes(k)).map(([, w]) => w.start + w.windowMs);
    if (remaining.length > 0) await this.ctx.storage.setAlarm(Math.max(...remaining));
  }
}
