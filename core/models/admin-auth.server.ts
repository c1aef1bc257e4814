import type { Env } from '../env';
import {
  adminPanelConfig,
  clientIp,
  createAdminSession,
  destroyAdminSession,
  getAdminSession,
  passwordMatches,
} from '../auth/admin-session.server';
import { getSessionUser } from '../auth/session.server';
import { clientKey } from '../platform/client-key';
import { INVALID_PASSWORD, lockedMessage } from '../lib/admin-notices';
import type { Outcome } from '../lib/outcome';
import { panelActor, recordAudit, visitorActor } from './audit.server';

/**
 * A password attempt's outcome: a session cookie, or `INVALID_PASSWORD` (401), `TOO_MANY_ATTEMPTS` (429, with
 * the lock's seconds) or `ADMIN_DISABLED` (503, the panel has no usable password here).
 */
export type AdminLoginResult = Outcome<{ cookie: string; expiresAt: number }, 401 | 429 | 503>;

function limiterFor(env: Env, request: Request) {
  return env.ADMIN_LOGIN_LIMITER.get(env.ADMIN_LOGIN_LIMITER.idFromName(`admin-login:${clientKey(request)}`));
}

/** Seconds this client must still wait before trying again (0 when not locked). */
export async function adminLoginLockedFor(env: Env, request: Request): Promise<number> {
  return Math.ceil((await limiterFor(env, request).lockedFor()) / 1000);
}

/**
 * One password attempt, shared by POST /api/admin/auth and the /admin login form: constant-time check,
 * then the per-client limiter decides, then the outcome is audited and a session opened on success.
 */
export async function attemptAdminLogin(env: Env, request: Request, password: string): Promise<AdminLoginResult> {
  const config = adminPanelConfig(env);
  if (!config.enabled) return { ok: false, status: 503, code: 'ADMIN_DISABLED', message: config.message };
  const ok = await passwordMatches(password, config.password);
  const verdict = await limiterFor(env, request).registerAttempt(ok);
  const ip = clientIp(request);
  const user = () => getSessionUser(env, request);

  if (verdict.allowed) {
    const session = await createAdminSession(env, config.password, ip);
    await recordAudit(env, panelActor(await user(), ip), 'admin.login');
    return { ok: true, ...session };
  }
  if (verdict.locked) {
    // Only the attempt that starts a lock is recorded, so a locked-out guesser cannot flood the log.
    if (verdict.justLocked) {
      const who = visitorActor(await user(), ip);
      await recordAudit(env, who, 'admin.login_failed', null, { remaining: 0 });
      await recordAudit(env, who, 'admin.login_locked', null, { client: clientKey(request) });
    }
    const retryAfterSeconds = Math.ceil(verdict.retryAfterMs / 1000);
    return { ok: false, status: 429, code: 'TOO_MANY_ATTEMPTS', message: lockedMessage(retryAfterSeconds), retryAfterSeconds };
  }
  await recordAudit(env, visitorActor(await user(), ip), 'admin.login_failed', null, { remaining: verdict.remaining });
  return { ok: false, status: 401, code: 'INVALID_PASSWORD', message: INVALID_PASSWORD };
}

export async function adminLogout(env: Env, request: Request): Promise<string> {
  const session = await getAdminSession(env, request);
  const cookie = await destroyAdminSession(env, request);
  if (session) {
    const user = await getSessionUser(env, request);
    await recordAudit(env, panelActor(user, clientIp(request)), 'admin.logout');
  }
  return cookie;
}

/** The audit actor for a panel request (see panelActor). */
export async function currentPanelActor(env: Env, request: Request) {
  return panelActor(await getSessionUser(env, request), clientIp(request));
}
