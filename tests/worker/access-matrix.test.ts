import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApiToken, revokeApiToken } from '~core/models/api-tokens.server';
import { panelLogin, uniqueIp } from './admin-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { createProject } from './project-helpers';
import { concretePath, discoverRoutes, honoRoutes, type Route } from './route-list';
import { fetchWith } from './worker-env';

/*
 * Access-control matrix (docs/decisions/120). The route list is NOT written by hand: it is read from the
 * Hono app's registered routes (`api.routes`), the OpenAPI document served at /api/v1/openapi.json, and the
 * built Remix server's route manifest (tests/worker/route-list.ts). Every discovered route must have a policy below, so a new route fails this
 * test until someone decides who may call it. Each route is then called as every caller, and a caller the policy
 * denies must get a denial (401/403/404, or the sign-in redirect/login form): zero unexpected allows.
 */

const CALLERS = ['anonymous', 'owner', 'other', 'support', 'suspended', 'nonAdmin', 'admin', 'panel', 'token', 'revoked'] as const;
type Caller = (typeof CALLERS)[number];
const SIGNED_IN: Caller[] = ['owner', 'other', 'support', 'nonAdmin', 'admin'];

type Policy =
  | 'public' // anyone; only checked for "no 5xx"
  | 'nobody' // disabled in production-like environments (local sign-in) or needs a signature (webhook)
  | 'user' // any active signed-in user (session cookie)
  | 'owner' // the record's owner (session cookie); a support member may read (GET) but not write; others get 404
  | 'ownerOnly' // the record's owner alone, even to read (checkout: paying, and recording a returned payment)
  | 'v1' // API v1: a valid token or an active session
  | 'v1owner' // API v1 on one record: the owner's token or session; a support member's session may read
  | 'v1public' // API v1 public route: anyone, but a revoked token is refused
  | 'adminRole' // signed-in user whose role is admin
  | 'panel' // admin panel cookie (password login), API
  | 'panelPage'; // admin panel page: everyone gets 200, but only the panel cookie sees anything but the login form

const ALLOWED: Record<Policy, Caller[]> = {
  public: [...CALLERS],
  nobody: [],
  user: SIGNED_IN,
  owner: ['owner'],
  ownerOnly: ['owner'],
  v1: [...SIGNED_IN, 'token'],
  v1owner: ['owner', 'token'],
  v1public: CALLERS.filter((c) => c !== 'revoked'),
  adminRole: ['admin'],
  panel: ['panel'],
  panelPage: ['panel'],
};

/**
 * The support member proves every project route asks the one access gate (core/access/projects.server.ts,
 * docs/decisions/201): it may read any project (GET) and is refused every write, like any other user.
 */
function allows(policy: Policy, caller: Caller, method: string): boolean {
  if (caller === 'support' && (policy === 'owner' || policy === 'v1owner')) return method === 'GET';
  return ALLOWED[policy].includes(caller);
}

/** Policy per route key ("METHOD /path" with Hono or Remix parameter syntax). */
const POLICIES: Record<string, Policy> = {
  'GET /api/health': 'public',
  'GET /api/login': 'public',
  'GET /api/logout': 'public',
  'POST /api/logout': 'public',
  'GET /api/auth/user': 'public',
  'GET /api/auth/github': 'public',
  'GET /api/auth/github/callback': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/google/callback': 'public',
  'POST /api/auth/local': 'nobody',
  'GET /api/templates': 'public',
  'GET /api/templates/:id{[0-9]{1,9}}/picture.png': 'public',
  'POST /api/subscribe': 'public',
  'GET /api/projects': 'user',
  'POST /api/projects': 'user',
  'GET /api/projects/:id': 'owner',
  'POST /api/projects/:id/publish': 'owner',
  'PUT /api/projects/:id/facts': 'owner',
  'DELETE /api/projects/:id': 'owner',
  'GET /api/published-apps': 'public',
  'POST /api/create-payment-intent': 'owner',
  'POST /api/webhooks/stripe': 'nobody',
  'GET /api/v1/templates': 'v1public',
  'GET /api/v1/projects': 'v1',
  'POST /api/v1/projects': 'v1',
  'GET /api/v1/projects/:id': 'v1owner',
  'PUT /api/v1/projects/:id/facts': 'v1owner',
  'DELETE /api/v1/projects/:id': 'v1owner',
  'POST /api/v1/projects/:id/generate': 'v1owner',
  'GET /api/v1/projects/:id/versions': 'v1owner',
  'POST /api/v1/projects/:id/versions/:version/restore': 'v1owner',
  'GET /api/v1/openapi.json': 'public',
  'POST /api/v1/redact': 'v1public',
  'POST /api/admin/auth': 'public',
  'POST /api/admin/logout': 'public',
  'GET /api/admin/overview': 'panel',
  'GET /api/admin/templates': 'panel',
  'POST /api/admin/templates': 'panel',
  'PATCH /api/admin/templates/:id{[0-9]{1,9}}': 'panel',
  'POST /api/admin/templates/:id{[0-9]{1,9}}/deactivate': 'panel',
  'POST /api/admin/templates/:id{[0-9]{1,9}}/activate': 'panel',
  'GET /api/admin/projects': 'panel',
  'GET /api/admin/settings': 'panel',
  'PUT /api/admin/settings': 'panel',
  'GET /api/admin/users': 'adminRole',
  'POST /api/admin/users/:userId/role': 'adminRole',
  'POST /api/admin/users/:userId/status': 'adminRole',
  'POST /api/admin/users/:userId/staff-role': 'adminRole',
  'POST /api/admin/invite': 'adminRole',
  'POST /api/projects/:id/generate': 'owner',
  'GET /api/projects/:id/status': 'owner',
  'GET /api/projects/:id/events': 'owner',
  'GET /api/projects/:id/download': 'owner',
  'POST /api/projects/:id/photos': 'owner',
  'GET /api/projects/:id/photos/:photoId/:file': 'owner',
  'GET /api/projects/:id/versions': 'owner',
  'POST /api/projects/:id/versions/:version/restore': 'owner',
  // Remix pages (loader = GET, action = POST).
  'GET /': 'public',
  'POST /': 'public',
  // Its loader only redirects to /projects/:id (owner-checked, in this matrix); the action starts a run.
  'GET /projects/:id/generate': 'public',
  'POST /projects/:id/generate': 'owner',
  'GET /dashboard/developer': 'user',
  'POST /dashboard/developer': 'user',
  'GET /self-resolving-agent': 'public',
  'GET /checkout/:projectId': 'ownerOnly',
  'POST /checkout/:projectId': 'owner',
  'GET /admin/templates': 'panelPage',
  'POST /admin/templates': 'panelPage',
  'GET /admin/incidents': 'panelPage',
  'POST /admin/incidents': 'panelPage',
  'GET /demo/agent-test': 'public',
  'GET /playbooks/:slug': 'public',
  'GET /smart-buildings': 'public',
  'POST /smart-buildings': 'public',
  'GET /admin/accounts': 'panelPage',
  'GET /admin/projects': 'panelPage',
  'GET /admin/settings': 'panelPage',
  'POST /admin/settings': 'panelPage',
  'GET /agent-builder': 'public',
  'GET /api-reference': 'public',
  'GET /documentation': 'public',
  'GET /invite/:token': 'public',
  'POST /invite/:token': 'public',
  'GET /admin': 'panelPage',
  'POST /admin': 'public',
  'GET /admin/users': 'adminRole',
  'POST /admin/users': 'adminRole',
  'GET /demo/preview': 'public',
  'GET /domain-setup': 'public',
  'GET /projects/:id': 'owner',
  'GET /projects/:id/versions': 'owner',
  'POST /projects/:id/versions': 'owner',
  'GET /projects/:id/photos': 'owner',
  'POST /projects/:id/photos': 'owner',
  // Deleting (docs/decisions/260): a support member, who may read a project, may not see its delete step either.
  'GET /projects/:id/delete': 'ownerOnly',
  'POST /projects/:id/delete': 'owner',
  'GET /projects/:id/domain': 'owner',
  'POST /projects/:id/domain': 'owner',
  'GET /projects/:id/facts': 'owner',
  'POST /projects/:id/facts': 'owner',
  'GET /projects/:id/edit': 'owner',
  'POST /projects/:id/edit': 'owner',
  'GET /projects/:id/preview': 'owner',
  'POST /projects/:id/preview': 'owner',
  'GET /app-builder': 'public',
  'GET /help-center': 'public',
  'GET /blog/:slug': 'public',
  'GET /app-store': 'public',
  'GET /dashboard': 'user',
  'POST /dashboard': 'user',
  'GET /occupancy': 'public',
  'GET /playbooks': 'public',
  'GET /solutions': 'public',
  'GET /careers': 'public',
  'GET /contact': 'public',
  'POST /contact': 'public',
  'GET /privacy': 'public',
  'GET /create': 'user',
  'POST /create': 'user',
  'GET /energy': 'public',
  'GET /redactor': 'public',
  'POST /redactor': 'public',
  'GET /redactor/download': 'public',
  'POST /redactor/download': 'public',
  'GET /status': 'public',
  'GET /about': 'public',
  'GET /login': 'public',
  'POST /login': 'public',
  'GET /terms': 'public',
  'GET /tools': 'public',
  'GET /blog': 'public',
  'POST /blog': 'public',
  'GET /*': 'public',
};

type Ctx = {
  callers: Record<Caller, Record<string, string>>;
  addresses: Record<Caller, string>;
  ownerProject: number;
  otherUserId: string;
  templateId: number;
};

async function setUp(): Promise<Ctx> {
  const owner = await createUserWithSession();
  const other = await createUserWithSession();
  const suspended = await createUserWithSession();
  await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(suspended.id).run();
  const support = await createUserWithSession();
  await env.DB.prepare("update users set staff_role = 'support' where id = ?").bind(support.id).run();
  const nonAdmin = await createUserWithSession({ role: 'moderator' });
  const admin = await createUserWithSession({ role: 'admin' });
  const panel = await panelLogin(uniqueIp());
  const { token } = await createApiToken(env, owner.id, 'matrix');
  const revoked = await createApiToken(env, owner.id, 'matrix-revoked');
  await revokeApiToken(env, owner.id, revoked.summary.id);
  const project = await createProject(owner.cookie);
  const template = await env.DB.prepare(
    "insert into templates (name, category, base_price_cents) values (?, 'Restaurant', 1000) returning id",
  )
    .bind(`Matrix template ${crypto.randomUUID()}`)
    .first<{ id: number }>();
  if (!template) throw new Error('template insert failed');
  return {
    callers: {
      anonymous: {},
      owner: { Cookie: owner.cookie },
      other: { Cookie: other.cookie },
      support: { Cookie: support.cookie },
      suspended: { Cookie: suspended.cookie },
      nonAdmin: { Cookie: nonAdmin.cookie },
      admin: { Cookie: admin.cookie },
      panel: { Cookie: panel },
      token: { Authorization: `Bearer ${token}` },
      revoked: { Authorization: `Bearer ${revoked.token}` },
    },
    addresses: Object.fromEntries(CALLERS.map((c) => [c, uniqueIp()])) as Record<Caller, string>,
    ownerProject: project.id,
    otherUserId: other.id,
    templateId: template.id,
  };
}

function pathFor(path: string, ctx: Ctx, project: number): string {
  return concretePath(path, { project, templateId: ctx.templateId, userId: ctx.otherUserId });
}

const DENIED = new Set([401, 403, 404]);
const DENIAL_REDIRECT = /^(\/api\/login|\/login)(\?|$)|^\/$/;

/** A denial as the caller sees it: an error status, a redirect to sign-in (or home), or the panel's login form. */
function isDenial(policy: Policy, status: number, location: string | null, body: string): boolean {
  if (policy === 'panelPage') return status === 200 ? body.includes('type="password"') : DENIED.has(status);
  // The webhook refuses anything without a valid Stripe signature with 400.
  if (policy === 'nobody' && status === 400) return true;
  if (DENIED.has(status)) return true;
  return status >= 300 && status < 400 && DENIAL_REDIRECT.test(location ?? '');
}

/** Bodies that pass validation, so a 400 cannot hide a missing ownership check. */
function validBody(path: string, project: number): unknown {
  if (path === '/api/create-payment-intent') return { projectId: project };
  if (path === '/api/projects/:id/publish') return { name: 'Matrix App', description: '', category: 'Restaurant', features: 'Fast' };
  return {};
}

/** Answers that mean "allowed, but not possible right now" for the record's owner. */
const OWNER_EXPECTED: Record<string, number[]> = {
  'POST /api/create-payment-intent': [503], // Stripe-only endpoint: PAYMENT_PROVIDER=test answers PAYMENT_UNAVAILABLE
  'GET /api/projects/:id/download': [404], // nothing generated yet for a fresh project
  'GET /api/projects/:id/photos/:photoId/:file': [404], // the fresh project has no image
  'DELETE /api/v1/projects/:id': [404], // the owner's token, called before the owner's session, deleted it already
};

type Cell = { status: number; denied: boolean };

async function callRoute(route: Route, caller: Caller, ctx: Ctx, project: number): Promise<Cell> {
  const path = pathFor(route.path, ctx, project);
  // One client address per caller: every write is now counted by a per-address limiter instance, and
  // vitest-pool-workers slows down with each new Durable Object instance (see docs/reliability.md).
  const headers: Record<string, string> = { Origin: ORIGIN, 'CF-Connecting-IP': ctx.addresses[caller], ...ctx.callers[caller] };
  let body: BodyInit | undefined;
  if (route.source === 'remix') {
    headers.Accept = 'text/html';
    if (route.method === 'POST') {
      headers.Host = new URL(ORIGIN).host;
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams({ intent: 'matrix-probe' });
    }
  } else if (route.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(validBody(route.path, project));
  }
  // The Worker's own fetch handler (the code SELF runs), called directly: every SELF.fetch adds one more Proxy
  // layer in vitest-pool-workers, so ~1,200 of them made each call slower than the last (docs/decisions/220).
  const res = await fetchWith({}, ORIGIN + path, { method: route.method, headers, body, redirect: 'manual' });
  let text = '';
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) await res.body?.cancel();
  else text = await res.text();
  const policy = POLICIES[`${route.method} ${route.path}`];
  return { status: res.status, denied: isDenial(policy, res.status, res.headers.get('location'), text) };
}

// Logging out ends the caller's session: those routes go last so the other rows see live sessions.
const ENDS_SESSION = /logout/;

describe('access-control matrix', () => {
  it('every route from the router, the OpenAPI document and the Remix manifest has a policy; no unexpected allow', async () => {
    const { discovered, byKey } = await discoverRoutes();
    // Every OpenAPI operation must be a real Hono route, or the document lies.
    for (const route of discovered.filter((r) => r.source === 'openapi')) {
      expect(honoRoutes().some((h) => h.method === route.method && h.path === route.path), `${route.method} ${route.path}`).toBe(true);
    }
    const unclassified = [...byKey.keys()].filter((key) => !(key in POLICIES));
    expect(unclassified, 'routes without an access policy in tests/worker/access-matrix.test.ts').toEqual([]);
    const stale = Object.keys(POLICIES).filter((key) => !byKey.has(key));
    expect(stale, 'policies for routes that no longer exist').toEqual([]);

    const ctx = await setUp();
    const routes = [...byKey.values()].sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));
    const rows: string[] = [];
    const problems: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const policy = POLICIES[key];
      // A fresh project per route, so one row's write (publish, generate, pay) never changes another row's answer.
      const project = /:id|:projectId|payment-intent/.test(route.path) ? (await createProject(ctx.callers.owner.Cookie)).id : ctx.ownerProject;
      // The owner goes last: their call may change the record (e.g. start a generation).
      const others = CALLERS.filter((c) => c !== 'owner');
      const answers = await Promise.all(others.map((caller) => callRoute(route, caller, ctx, project)));
      const row: Partial<Record<Caller, Cell>> = Object.fromEntries(others.map((c, i) => [c, answers[i]]));
      row.owner = await callRoute(route, 'owner', ctx, project);
      for (const caller of CALLERS) {
        const cell = row[caller]!;
        cells += 1;
        const allowed = allows(policy, caller, route.method);
        // A reader sees the same "allowed, but not possible right now" answers as the owner.
        const ownerExpected = (caller === 'owner' || (caller === 'support' && allowed)) && (OWNER_EXPECTED[key] ?? []).includes(cell.status);
        if (ownerExpected) continue;
        if (cell.status >= 500) problems.push(`${key} as ${caller}: ${cell.status}`);
        else if (!allowed && !cell.denied) problems.push(`UNEXPECTED ALLOW ${key} as ${caller}: ${cell.status}`);
        else if (allowed && policy !== 'public' && cell.denied) problems.push(`unexpected denial ${key} as ${caller}: ${cell.status}`);
      }
      rows.push(
        `${key.padEnd(58)} ${policy.padEnd(9)} ${CALLERS.map((c) => `${row[c]!.status}${row[c]!.denied ? '-' : '+'}`.padStart(10)).join('')}`,
      );
    }
    console.log(
      `access matrix: ${byKey.size} routes x ${CALLERS.length} callers = ${cells} cells (+ allowed, - denied)\n` +
        `${'route'.padEnd(58)} ${'policy'.padEnd(9)} ${CALLERS.map((c) => c.padStart(10)).join('')}\n${rows.join('\n')}`,
    );
    expect(problems).toEqual([]);
    // ~1,200 requests, each write also counted by a limiter Durable Object (docs/reliability.md, docs/decisions/220).
  }, 900_000);
});
