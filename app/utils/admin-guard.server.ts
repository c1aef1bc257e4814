import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { User } from '~core/db/schema';
import { NOTICES } from '~core/lib/admin-notices';
import { adminLoginLockedFor } from '~core/models/admin-auth.server';
import { adminPanelConfig, getAdminSession, type AdminSession } from '~core/auth/admin-session.server';
import { getSessionUser } from '~core/auth/session.server';

export type PanelState =
  | { state: 'disabled'; message: string }
  | { state: 'login'; lockedForSeconds: number }
  | { state: 'panel'; expiresAt: number };

/** What /admin shows: a configuration error, the password form, or the panel. */
export async function getPanelState(request: Request, context: AppLoadContext): Promise<PanelState> {
  const config = adminPanelConfig(context.env);
  if (!config.enabled) return { state: 'disabled', message: config.message };
  const session = await getAdminSession(context.env, request);
  if (session) return { state: 'panel', expiresAt: session.expiresAt };
  return { state: 'login', lockedForSeconds: await adminLoginLockedFor(context.env, request) };
}

/** The panel session or null; tab loaders return nothing without it (the layout shows the login form). */
export function getPanelSession(request: Request, context: AppLoadContext): Promise<AdminSession | null> {
  return getAdminSession(context.env, request);
}

/** What a panel tab action answers (401) when the panel session is missing or over. */
export const PANEL_LOGIN_REQUIRED = { ok: false as const, notice: NOTICES.panelLoginRequired };

/** Loader guard for /admin/users: signed-out visitors go to /. */
export async function requireSignedInForAdminPage(request: Request, context: AppLoadContext): Promise<User> {
  const user = await getSessionUser(context.env, request);
  if (!user) throw redirect('/');
  return user;
}
