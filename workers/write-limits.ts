import { data, type ServerBuild } from '@remix-run/cloudflare';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { authenticateApiToken } from '~core/models/api-tokens.server';
import { getSessionUser } from '~core/auth/session.server';
import {
  rateLimitedMessage,
  WRITE_LIMITS,
  writeLimitFactor,
  type RateLimitedData,
  type WriteLimitKind,
} from '~core/lib/write-limits';
import { consume, rateHeaders, rateSubject } from './api/rate-limit';
import type { Env } from '~core/env';

/**
 * Which limit (core/lib/write-limits.ts) each write answers to (docs/decisions/151). A test checks that every
 * non-GET API route and every page action is listed here, so a new write cannot ship unlimited.
 */
export const API_WRITE_LIMITS: readonly (readonly [method: string, path: RegExp, kind: WriteLimitKind | null])[] = [
  ['POST', /^\/api\/projects\/?$/, 'project-create'],
  ['POST', /^\/api\/v1\/projects\/?$/, 'project-create'],
  ['POST', /^\/api\/projects\/[^/]+\/(publish|generate|photos|versions\/[^/]+\/restore)\/?$/, 'project-change'],
  ['POST', /^\/api\/v1\/projects\/[^/]+\/(generate|versions\/[^/]+\/restore)\/?$/, 'project-change'],
  ['DELETE', /^\/api\/(v1\/)?projects\/[^/]+\/?$/, 'project-change'],
  ['POST', /^\/api\/create-payment-intent\/?$/, 'project-change'],
  ['POST', /^\/api\/subscribe\/?$/, 'newsletter'],
  ['POST', /^\/api\/auth\/local\/?$/, 'sign-in'],
  ['POST', /^\/api\/admin\/auth\/?$/, 'admin-sign-in'],
  ['*', /^\/api\/admin\/(templates|settings|users|invite)(\/.*)?$/, 'admin'],
  // Limited by the public API's own per-minute and per-day rules (docs/decisions/060).
  ['POST', /^\/api\/v1\/redact\/?$/, null],
  // Signed by Stripe, retried by Stripe: a limit would only lose payments.
  ['POST', /^\/api\/webhooks\/stripe\/?$/, null],
  // Counted by the facts model (WRITE_LIMITS.facts, docs/decisions/143).
  ['PUT', /^\/api\/(v1\/)?projects\/[^/]+\/facts\/?$/, null],
  // Ending a session grants and stores nothing.
  ['POST', /^\/api\/(admin\/)?logout\/?$/, null],
];

/** Page actions by Remix route id; `null` with the reason where no limit applies. */
export const PAGE_ACTION_LIMITS: Readonly<Record<string, WriteLimitKind | null>> = {
  'routes/_index': 'newsletter',
  'routes/blog': 'newsletter',
  'routes/smart-buildings': 'newsletter',
  'routes/contact': 'contact',
  'routes/login': 'sign-in',
  'routes/admin': 'admin-sign-in',
  'routes/admin.templates': 'admin',
  'routes/admin.settings': 'admin',
  'routes/admin_.users': 'admin',
  'routes/create': 'project-create',
  'routes/checkout.$projectId': 'project-change',
  'routes/dashboard': 'project-change',
  'routes/projects_.$id.generate': 'project-change',
  'routes/projects_.$id.edit': 'project-change',
  'routes/projects_.$id.versions': 'project-change',
  'routes/projects_.$id.domain': 'project-change',
  'routes/projects_.$id.photos': 'project-change',
  'routes/projects_.$id.delete': 'project-change',
  'routes/dashboard_.developer': 'developer',
  'routes/invite.$token': 'account',
  'routes/redactor': 'redact',
  'routes/redactor_.download': 'redact',
  // Counted by their models: WRITE_LIMITS.facts (docs/decisions/143) and WRITE_LIMITS.incidents.
  'routes/projects_.$id.facts': null,
  'routes/admin.incidents': null,
  // The editor's live preview: renders unsaved values for the owner, writes nothing, posts on every edit.
  'routes/projects_.$id.preview': null,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function apiWriteKind(method: string, pathname: string): WriteLimitKind | null | undefined {
  const row = API_WRITE_LIMITS.find(([m, path]) => (m === '*' || m === method) && path.test(pathname));
  return row ? row[2] : undefined;
}

/** The user a per-user limit counts against: the API token's (on /api/v1) or the session's. */
async function caller(env: Env, request: Request): Promise<{ id: string } | null> {
  const { pathname } = new URL(request.url);
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (bearer && pathname.startsWith('/api/v1/')) return authenticateApiToken(env, bearer[1]!);
  return getSessionUser(env, request);
}

export type WriteRefusal = { kind: WriteLimitKind; retryAfterSeconds: number; headers: Record<string, string> };

/** Counts one write of `kind`; the refusal when its window is full, else null. */
export async function consumeWrite(env: Env, request: Request, kind: WriteLimitKind): Promise<WriteRefusal | null> {
  const limit = WRITE_LIMITS[kind];
  const user = limit.per === 'user' ? await caller(env, request) : null;
  const rule = { name: `write:${kind}`, limit: limit.limit * writeLimitFactor(env), windowMs: limit.windowMs };
  const decisions = await consume(env, rateSubject(user, request), [rule]);
  if (decisions.every((d) => d.allowed)) return null;
  const headers = rateHeaders(decisions);
  return { kind, retryAfterSeconds: Number(headers['Retry-After']), headers };
}

/** The 429 envelope for a limited API write, or null to go on. */
export async function apiWriteRefusal(request: Request, env: Env): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method)) return null;
  const kind = apiWriteKind(request.method, new URL(request.url).pathname);
  if (!kind) return null;
  const refused = await consumeWrite(env, request, kind);
  if (!refused) return null;
  return Response.json(
    { success: false, error: { code: 'RATE_LIMITED', message: rateLimitedMessage(kind, refused.retryAfterSeconds) } },
    { status: 429, headers: { ...refused.headers, 'Cache-Control': 'no-store' } },
  );
}

type ActionArgs = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };
type Action = (args: ActionArgs) => unknown;

/**
 * The server build with every page action behind its write limit: a refused action throws a 429 with
 * RateLimitedData, which the error boundaries show as a friendly message (JavaScript or not). Routes with an
 * action that PAGE_ACTION_LIMITS does not name are refused at start-up rather than left unlimited.
 */
export function withWriteLimits(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route.module.action as Action | undefined;
    if (!action) {
      routes[id] = route;
      continue;
    }
    if (!(id in PAGE_ACTION_LIMITS)) throw new Error(`Page action ${id} has no write limit: add it to PAGE_ACTION_LIMITS.`);
    const kind = PAGE_ACTION_LIMITS[id]!;
    const limited: Action = async (args) => {
      if (kind) {
        const refused = await consumeWrite(args.context.env, args.request, kind);
        if (refused) {
          const body: RateLimitedData = { reason: 'rate-limited', message: rateLimitedMessage(kind, refused.retryAfterSeconds), retryAfterSeconds: refused.retryAfterSeconds };
          for (const [name, value] of Object.entries(refused.headers)) args.context.responseHeaders.set(name, value);
          throw data(body, { status: 429, headers: refused.headers });
        }
      }
      // Awaited here: returning the action's promise as it is left a thrown Response (a 404 from the local
      // sign-in outside development, say) reported as an unhandled rejection by workerd.
      return await action(args);
    };
    routes[id] = { ...route, module: { ...route.module, action: limited as never } };
  }
  return { ...build, routes };
}
