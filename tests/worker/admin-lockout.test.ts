import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_PASSWORD } from '~core/auth/admin-session.server';
import { FAILURE_WINDOW_MS, LOCK_MS, type LimiterState } from '../../workers/durable-objects/admin-login-limiter';
import { auditActions, call, count, formPost, uniqueIp } from './admin-helpers';

const login = (password: string, ip: string) => call('/api/admin/auth', { method: 'POST', body: { password }, ip });

function limiter(ip: string) {
  return env.ADMIN_LOGIN_LIMITER.get(env.ADMIN_LOGIN_LIMITER.idFromName(`admin-login:${ip}`));
}

/** Moves every stored time back by `ms`, as if that much time had passed. */
async function age(ip: string, ms: number) {
  await runInDurableObject(limiter(ip), async (_instance, state) => {
    const stored = await state.storage.get<LimiterState>('state');
    if (!stored) throw new Error('no limiter state to age');
    await state.storage.put('state', { failures: stored.failures.map((t) => t - ms), lockedUntil: stored.lockedUntil - ms });
  });
}

async function lockOut(ip: string) {
  for (let i = 1; i <= 4; i++) expect((await login(`wrong-${i}`, ip)).status).toBe(401);
  const fifth = await login('wrong-5', ip);
  expect(fifth.status).toBe(429);
  return fifth;
}

describe('admin login lockout (Durable Object)', () => {
  it('locks a client for 15 minutes after five failures, even for the right password', async () => {
    const ip = uniqueIp();
    const fifth = await lockOut(ip);
    expect(fifth.json.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(fifth.json.error.message).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect(fifth.headers.get('retry-after')).toBe(String(LOCK_MS / 1000));

    const sessions = await count('admin_sessions');
    const right = await login(LOCAL_ADMIN_PASSWORD, ip);
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
    expect(await count('admin_sessions')).toBe(sessions);

    // Another client is not affected.
    expect((await login(LOCAL_ADMIN_PASSWORD, uniqueIp())).status).toBe(200);
    // The lock itself is audited once, however often the locked client retries.
    await login('again', ip);
    expect((await auditActions()).filter((a) => a === 'admin.login_locked')).toHaveLength(1);
  });

  it('releases the lock once the 15 minutes have passed', async () => {
    const ip = uniqueIp();
    await lockOut(ip);
    await age(ip, LOCK_MS - 60_000);
    expect((await login(LOCAL_ADMIN_PASSWORD, ip)).status).toBe(429);
    await age(ip, 61_000);
    const res = await login(LOCAL_ADMIN_PASSWORD, ip);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^fs_admin=/);
  });

  it('forgets failures older than the window, and a success resets the count', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) await login('wrong', ip);
    await age(ip, FAILURE_WINDOW_MS + 1000);
    expect((await login('wrong', ip)).status).toBe(401); // only one recent failure now

    const other = uniqueIp();
    for (let i = 0; i < 4; i++) await login('wrong', other);
    expect((await login(LOCAL_ADMIN_PASSWORD, other)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('wrong', other)).status).toBe(401);
  });

  it('counts parallel guesses one by one', async () => {
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(`guess-${i}`, ip)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('clears its storage with the alarm once the lock is over', async () => {
    const ip = uniqueIp();
    await lockOut(ip);
    await age(ip, LOCK_MS + 1000);
    expect(await runDurableObjectAlarm(limiter(ip))).toBe(true);
    await runInDurableObject(limiter(ip), async (_instance, state) => {
      expect(await state.storage.get('state')).toBeUndefined();
    });
  });

  it('locks the /admin login form the same way', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) expect((await formPost('/admin', { intent: 'login', password: 'nope' }, [], ip)).status).toBe(401);
    const locked = await formPost('/admin', { intent: 'login', password: 'nope' }, [], ip);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Too many failed attempts');
    const right = await formPost('/admin', { intent: 'login', password: LOCAL_ADMIN_PASSWORD }, [], ip);
    expect(right.status).toBe(429);
  });
});
