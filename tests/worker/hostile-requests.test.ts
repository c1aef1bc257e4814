import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import * as build from '../../build/server/index.js';
import { createApiToken } from '~core/models/api-tokens.server';
import type { Env } from '~core/env';
import { panelLogin, uniqueIp } from './admin-helpers';
import { generate, insertProject, waitForOutcome } from './generation-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { concretePath, discoverRoutes } from './route-list';
import { fetchWith } from './worker-env';

/*
 * Hostile-request sweep (docs/decisions/158). Every route the access matrix enumerates (Hono, OpenAPI, the Remix
 * manifest), each page's single-fetch `.data` address, generated sites on the app host, on SITES_HOST and on a
 * verified custom domain, and static files, each called signed out, as the owner (session), as an admin (role
 * and panel cookies) and with the owner's API token, with malformed requests: every method, odd headers, odd
 * URLs and odd bodies. Properties: never a 5xx (an exception out of the Worker counts as one); nothing written on a
 * 4xx; no stack trace or internal message in any body; nothing logged as an error or warning while answering;
 * nosniff on every response and a CSP on every HTML page.
 *
 * `npm test` samples: each target gets every STRIDE-th variation, the caller rotating, so every variation meets
 * about 1/STRIDE of the targets. `HOSTILE_SWEEP=full` (npm run reliability) sends every variation to every target
 * as every caller.
 */

const FULL = (env as unknown as { HOSTILE_SWEEP?: string }).HOSTILE_SWEEP === 'full';
// 6 keeps npm test under 12 minutes on this machine (docs/decisions/120).
const STRIDE = 6;

type Kind = 'page' | 'data' | 'api' | 'site' | 'asset';
type Target = { url: string; kind: Kind; methods: string[]; env?: Partial<Env>; endsSession?: boolean };
type Probe = { method: string; url: string; headers: Record<string, string>; body: BodyInit | null };
type Variation = { name: string; apply: (probe: Probe, target: Target) => Probe };

const CALLERS = ['anonymous', 'owner', 'admin', 'token'] as const;
type Caller = (typeof CALLERS)[number];

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_BODY = 'intent=hostile&name=Hostile+Sweep&email=hostile%40example.test&message=Hello+from+the+sweep';
const JSON_BODY = '{"name":"Hostile Sweep","email":"hostile@example.test"}';

/** The body a target of this kind expects for a write: a form for pages, JSON for the API. */
function writeBody(target: Target): { type: string; body: string } {
  return target.kind === 'api' ? { type: 'application/json', body: JSON_BODY } : { type: 'application/x-www-form-urlencoded', body: FORM_BODY };
}

function withMethod(probe: Probe, target: Target, method: string): Probe {
  const headers = { ...probe.headers };
  if (SAFE.has(method)) {
    delete headers['Content-Type'];
    return { ...probe, method, headers, body: null };
  }
  const { type, body } = writeBody(target);
  return { ...probe, method, headers: { ...headers, 'Content-Type': type }, body };
}

function withHeaders(extra: Record<string, string>, drop: string[] = []): (probe: Probe) => Probe {
  return (probe) => {
    const headers = { ...probe.headers };
    for (const name of drop) delete headers[name];
    return { ...probe, headers: { ...headers, ...extra } };
  };
}

/** The target's write method (its own, else POST) with this body and content type. */
function withBody(type: string | null, body: BodyInit | (() => BodyInit)): (probe: Probe, target: Target) => Probe {
  return (probe, target) => {
    const method = target.methods.find((m) => !SAFE.has(m)) ?? 'POST';
    const headers = { ...probe.headers };
    delete headers['Content-Type'];
    if (type !== null) headers['Content-Type'] = type;
    return { ...probe, method, headers, body: typeof body === 'function' ? body() : body };
  };
}

function withPath(change: (path: string) => string): (probe: Probe) => Probe {
  return (probe) => {
    const url = new URL(probe.url);
    const [path, query] = [probe.url.slice(url.origin.length).split('?')[0]!, url.search];
    return { ...probe, url: url.origin + change(path) + query };
  };
}

function withQuery(query: string): (probe: Probe) => Probe {
  return (probe) => {
    const url = new URL(probe.url);
    return { ...probe, url: `${url.origin}${url.pathname}${url.search ? `${url.search}&` : '?'}${query}` };
  };
}

const bytes = (...values: number[]) => new Uint8Array(values);
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const manyFields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=${i}`).join('&');
const multipart = (boundary: string, filename = 'x.txt') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nhostile\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;

/** Methods besides the standard seven; only those the runtime lets a Request carry are sent (see `constructible`). */
const OTHER_METHODS = ['PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'TRACE', 'PURGE', 'SEARCH', 'REPORT', 'NOTIFY', 'SUBSCRIBE', 'ACL', 'FOO', 'get', 'Post'];

const VARIATIONS: Variation[] = [
  // Methods, each with the body a write would carry; safe methods with a body too.
  ...['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', ...OTHER_METHODS].map((method): Variation => ({
    name: `method ${method}`,
    apply: (probe, target) => withMethod(probe, target, method),
  })),
  ...['GET', 'HEAD', 'OPTIONS', 'DELETE'].map((method): Variation => ({
    name: `${method} with a body`,
    apply: (probe) => ({ ...probe, method, headers: { ...probe.headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: FORM_BODY }),
  })),
  // Origin, Referer, Host and forwarding headers that disagree.
  { name: 'Origin another site', apply: withHeaders({ Origin: 'https://evil.example' }) },
  { name: 'Origin null', apply: withHeaders({ Origin: 'null' }) },
  { name: 'Origin not a URL', apply: withHeaders({ Origin: 'http://[::1' }) },
  { name: 'Origin with a path and port', apply: withHeaders({ Origin: `${ORIGIN}:443/x?y` }) },
  { name: 'no Origin, Referer not a URL', apply: withHeaders({ Referer: '::not a url::' }, ['Origin']) },
  { name: 'no Origin, Referer another site', apply: withHeaders({ Referer: 'https://evil.example/page' }, ['Origin']) },
  { name: 'Host another site', apply: withHeaders({ Host: 'evil.example' }) },
  { name: 'Host with a port and a trailing dot', apply: withHeaders({ Host: `${new URL(ORIGIN).host}.:8443` }) },
  { name: 'Host empty', apply: withHeaders({ Host: '' }) },
  { name: 'X-Forwarded-Host another site', apply: withHeaders({ 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher', 'X-Forwarded-For': 'not-an-address' }) },
  { name: 'X-Forwarded-Host empty list', apply: withHeaders({ 'X-Forwarded-Host': ' , ,', 'X-Forwarded-Port': '99999' }) },
  { name: 'Forwarded header garbage', apply: withHeaders({ Forwarded: 'for="[::1";host=evil.example;proto=javascript' }) },
  { name: 'CF-Connecting-IP garbage', apply: withHeaders({ 'CF-Connecting-IP': `${'9'.repeat(300)}:<script>` }) },
  { name: 'CF-Connecting-IP missing', apply: withHeaders({}, ['CF-Connecting-IP']) },
  { name: 'Sec-Fetch cross-site navigation', apply: withHeaders({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }) },
  { name: 'X-HTTP-Method-Override DELETE', apply: withHeaders({ 'X-HTTP-Method-Override': 'DELETE', 'X-Method-Override': 'PURGE' }) },
  // Cookies.
  { name: 'Cookie malformed percent-encoding', apply: (p) => ({ ...p, headers: { ...p.headers, Cookie: `fs_session=%E0%A4%A; fs_admin=%%%; ${p.headers.Cookie ?? ''}` } }) },
  { name: 'Cookie duplicated, forged first', apply: (p) => ({ ...p, headers: { ...p.headers, Cookie: `fs_session=forged.0.AAAA; fs_admin=forged; ${p.headers.Cookie ?? ''}; fs_session=x` } }) },
  { name: 'Cookie oversized', apply: (p) => ({ ...p, headers: { ...p.headers, Cookie: `${p.headers.Cookie ?? 'a=b'}; big=${'x'.repeat(30_000)}` } }) },
  { name: 'Cookie oversized session value', apply: withHeaders({ Cookie: `fs_session=${'A'.repeat(20_000)}.${'1'.repeat(5_000)}.sig; fs_admin=${'B'.repeat(20_000)}` }) },
  { name: 'Cookie syntax garbage', apply: withHeaders({ Cookie: ';;;=;=x;fs_session;fs_session==;="";\t; __proto__=1; constructor=2' }) },
  { name: 'Cookie Latin-1 bytes', apply: withHeaders({ Cookie: 'fs_session=\u00e9\u00ff\u00a0; fs_admin=\u00c3\u0028' }) },
  // Authorization.
  { name: 'Authorization huge Bearer', apply: withHeaders({ Authorization: `Bearer fs_${'a'.repeat(100_000)}` }) },
  { name: 'Authorization malformed', apply: withHeaders({ Authorization: 'Bearer' }) },
  { name: 'Authorization Basic garbage', apply: withHeaders({ Authorization: 'Basic !!!not-base64' }) },
  { name: 'Authorization several tokens', apply: withHeaders({ Authorization: 'Bearer a b c, Bearer d' }) },
  { name: 'Authorization Latin-1 token', apply: withHeaders({ Authorization: 'Bearer fs_\u00e9\u00ff' }) },
  // Ranges and conditionals.
  { name: 'Range beyond the end', apply: withHeaders({ Range: 'bytes=999999999999-' }) },
  { name: 'Range garbage', apply: withHeaders({ Range: 'bytes=-0,garbage,5-1', 'If-Range': 'not a date' }) },
  { name: 'Range many parts', apply: withHeaders({ Range: `bytes=${Array.from({ length: 300 }, (_, i) => `${i}-${i}`).join(',')}` }) },
  { name: 'If-None-Match garbage', apply: withHeaders({ 'If-None-Match': 'W/, "unterminated, *, W/"x"' }) },
  { name: 'If-None-Match star', apply: withHeaders({ 'If-None-Match': '*' }) },
  { name: 'If-Modified-Since garbage', apply: withHeaders({ 'If-Modified-Since': 'yesterday-ish', 'If-Unmodified-Since': 'not a date' }) },
  { name: 'If-Modified-Since far future', apply: withHeaders({ 'If-Modified-Since': 'Fri, 31 Dec 9999 23:59:59 GMT' }) },
  { name: 'If-Match garbage', apply: withHeaders({ 'If-Match': '"x", garbage' }) },
  // Content negotiation and odd headers.
  { name: 'Accept text/x-script', apply: withHeaders({ Accept: 'text/x-script' }) },
  { name: 'Accept garbage', apply: withHeaders({ Accept: '*/*;q=garbage, text/html;level=a;q=-1, /' }) },
  { name: 'Accept JSON', apply: withHeaders({ Accept: 'application/json' }) },
  { name: 'Accept-Encoding refuses identity', apply: withHeaders({ 'Accept-Encoding': 'br;q=2, gzip;q=-1, identity;q=0, *;q=0' }) },
  { name: 'Accept-Language garbage', apply: withHeaders({ 'Accept-Language': `${'zz-'.repeat(2_000)};q=x` }) },
  { name: 'User-Agent a crawler', apply: withHeaders({ 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }) },
  { name: 'User-Agent huge', apply: withHeaders({ 'User-Agent': 'x'.repeat(50_000) }) },
  { name: 'very many headers', apply: (p) => ({ ...p, headers: { ...p.headers, ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`X-Hostile-${i}`, `v${i}`])) } }) },
  { name: 'Content-Length mismatch', apply: (p, t) => ({ ...withMethod(p, t, t.methods.find((m) => !SAFE.has(m)) ?? 'POST'), headers: { ...withMethod(p, t, 'POST').headers, 'Content-Length': '999999' } }) },
  { name: 'Content-Length not a number', apply: (p, t) => ({ ...withMethod(p, t, t.methods.find((m) => !SAFE.has(m)) ?? 'POST'), headers: { ...withMethod(p, t, 'POST').headers, 'Content-Length': '-1e3' } }) },
  { name: 'Transfer-Encoding garbage', apply: withHeaders({ 'Transfer-Encoding': 'gzip, chunked, identity' }) },
  // URLs.
  { name: 'encoded slash', apply: withPath((p) => (p.lastIndexOf('/') > 0 ? p.replace(/\/([^/]*)$/, '%2F$1') : `/%2F${p.slice(1)}`)) },
  { name: 'encoded dots', apply: withPath((p) => `${p}/%2e%2e/%2E%2e%2f`) },
  { name: 'encoded NUL', apply: withPath((p) => `${p}%00`) },
  { name: 'percent alone', apply: withPath((p) => `${p}%`) },
  { name: 'percent with one digit', apply: withPath((p) => `${p}/%4`) },
  { name: 'invalid UTF-8 percent-encoding', apply: withPath((p) => `${p}%C3%28%FF`) },
  { name: 'lone surrogate percent-encoding', apply: withPath((p) => `${p}%ED%A0%80`) },
  { name: 'unicode path', apply: withPath((p) => `${p}/caf\u00e9-\u2603-\u{1F600}`) },
  { name: 'trailing dot', apply: withPath((p) => `${p}.`) },
  { name: 'trailing dots and slash', apply: withPath((p) => `${p}../`) },
  { name: 'double slashes', apply: withPath((p) => `/${p}//`) },
  { name: 'matrix parameter', apply: withPath((p) => `${p};jsessionid=1`) },
  { name: 'overlong path', apply: withPath((p) => `${p}/${'a'.repeat(16_000)}`) },
  { name: 'overlong segment with dots', apply: withPath((p) => `${p}/${'.x'.repeat(8_000)}`) },
  { name: 'overlong query', apply: withQuery(`q=${'b'.repeat(64_000)}`) },
  { name: 'repeated params', apply: withQuery(Array.from({ length: 2_000 }, (_, i) => `id=${i}`).join('&')) },
  { name: 'invalid percent in query', apply: withQuery('q=%&returnTo=%E0%A4%A&page=%ZZ') },
  { name: 'numbers out of range in query', apply: withQuery('page=-1&limit=1e309&offset=99999999999999999999&id=NaN&version=0x10') },
  { name: '?index', apply: withQuery('index') },
  { name: '?index repeated with values', apply: withQuery('index=1&index&index=%00') },
  { name: '?_data', apply: withQuery('_data') },
  { name: '?_data=root', apply: withQuery('_data=root') },
  { name: '?_routes garbage', apply: withQuery('_routes=root,,routes%2Fnope,%ZZ') },
  { name: 'prototype keys in query', apply: withQuery('__proto__[admin]=1&constructor[prototype][x]=1&__proto__=y') },
  { name: 'returnTo elsewhere', apply: withQuery('returnTo=%2F%2Fevil.example&redirectTo=javascript:alert(1)&next=\\\\evil.example') },
  // Bodies.
  { name: 'empty form body', apply: withBody('application/x-www-form-urlencoded', '') },
  { name: 'empty JSON body', apply: withBody('application/json', '') },
  { name: 'huge form body', apply: withBody('application/x-www-form-urlencoded', () => `intent=hostile&name=${'x'.repeat(6_000_000)}`) },
  { name: 'huge JSON body', apply: withBody('application/json', () => `{"name":"${'x'.repeat(6_000_000)}"}`) },
  { name: 'invalid UTF-8 form body', apply: withBody('application/x-www-form-urlencoded', bytes(0x69, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x3d, 0xff, 0xfe, 0xc3, 0x28)) },
  { name: 'invalid UTF-8 JSON body', apply: withBody('application/json', bytes(0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x28, 0x22, 0x7d)) },
  { name: 'invalid percent-encoding in a form', apply: withBody('application/x-www-form-urlencoded', 'intent=%&name=%E0%A4%A&email=%ZZ') },
  { name: 'deep JSON nesting', apply: withBody('application/json', () => nested(100_000)) },
  { name: 'deep JSON arrays', apply: withBody('application/json', () => `${'['.repeat(200_000)}${']'.repeat(200_000)}`) },
  { name: 'JSON with __proto__', apply: withBody('application/json', '{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"polluted":1}},"name":"x"}') },
  { name: 'JSON not an object', apply: withBody('application/json', '"just a string"') },
  { name: 'JSON with a BOM', apply: withBody('application/json', `\uFEFF${JSON_BODY}`) },
  { name: 'JSON in UTF-16 declared', apply: withBody('application/json; charset=utf-16', bytes(0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00)) },
  { name: 'JSON with an unknown charset', apply: withBody('application/json; charset=x-no-such-charset', JSON_BODY) },
  { name: 'form with an unknown charset', apply: withBody('application/x-www-form-urlencoded; charset=ebcdic-cp-us', FORM_BODY) },
  { name: 'form with 100,000 fields', apply: withBody('application/x-www-form-urlencoded', () => manyFields(100_000)) },
  { name: 'form under a vendor JSON type', apply: withBody('application/vnd.api+json', FORM_BODY) },
  { name: 'two content types', apply: withBody('application/x-www-form-urlencoded, application/json', FORM_BODY) },
  { name: 'content type garbage', apply: withBody(';;;/', FORM_BODY) },
  { name: 'multipart empty boundary', apply: withBody('multipart/form-data; boundary=', multipart('')) },
  { name: 'multipart quoted boundary', apply: withBody('multipart/form-data; boundary="a b:c"', multipart('a b:c')) },
  { name: 'multipart overlong boundary', apply: withBody(`multipart/form-data; boundary=${'b'.repeat(300)}`, multipart('b'.repeat(300))) },
  { name: 'multipart two boundaries', apply: withBody('multipart/form-data; boundary=one; boundary=two', multipart('two')) },
  { name: 'multipart odd file name', apply: withBody('multipart/form-data; boundary=zz', multipart('zz', `${'\u00e9'.repeat(2_000)}%00../../x`)) },
  { name: 'multipart unterminated', apply: withBody('multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nhostile') },
  { name: 'multipart over 4 MB with the wrong boundary', apply: withBody('multipart/form-data; boundary=right', () => multipart('wrong', 'x'.repeat(5_000_000))) },
  { name: 'multipart huge part headers', apply: withBody('multipart/form-data; boundary=zz', () => `--zz\r\nContent-Disposition: form-data; name="${'n'.repeat(200_000)}"\r\n\r\nx\r\n--zz--\r\n`) },
  { name: 'binary body without a type', apply: withBody(null, bytes(0, 1, 2, 0xff, 0xfe, 0)) },
];

/** Text that must never reach a client: stack frames, runtime error names, database and build internals. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at \S|\bat (?:async )?[\w$.<>]+ \((?:file:|\/|[\w./-]+\.[jt]sx?:\d)/],
  ['runtime error', /\b(?:TypeError|ReferenceError|RangeError|EvalError|URIError|AggregateError|DOMException)\b[:\s]/],
  ['runtime message', /Cannot read propert|is not a function|is not defined|Maximum call stack|Unexpected end of JSON|JSON at position|Unexpected token/],
  ['database internals', /D1_ERROR|SQLITE_|no such (?:table|column)|UNIQUE constraint|FOREIGN KEY constraint/],
  ['source paths', /node_modules|\.server\.ts|workers\/[\w-]+\.ts|build\/server/],
  ['framework error', /Unexpected Server Error|internal error; reference =|Worker threw exception/],
];
/** Bodies scanned for leaks: everything but the app's own scripts and styles (which name error types). */
const SCANNED = /^(text\/(?!javascript|css)|application\/(json|problem|xml)|image\/svg)/;

type Ctx = {
  callers: Record<Caller, Record<string, string>>;
  fresh: Record<Caller, () => Promise<Record<string, string>>>;
  project: number;
  slug: string;
  customHost: string;
  templateId: number;
  otherUserId: string;
};

async function setUp(): Promise<Ctx> {
  const owner = await createUserWithSession();
  const admin = await createUserWithSession({ role: 'admin' });
  const other = await createUserWithSession();
  const panel = await panelLogin(uniqueIp());
  const { token } = await createApiToken(env, owner.id, 'hostile sweep');
  // A generated (completed) site, so project pages, the site editor, versions and every site address have content.
  const project = await insertProject(owner.id, { name: 'Hostile Sweep Bakery' });
  const started = await generate(owner.cookie, project.id);
  if (started.status !== 202) throw new Error(`generation did not start: ${started.status}`);
  const outcome = await waitForOutcome(owner.cookie, project.id);
  if (outcome.status !== 'completed') throw new Error(`generation ended ${outcome.status}`);
  const customHost = `www.hostile-${crypto.randomUUID().slice(0, 8)}.example`;
  await env.DB.prepare("insert into custom_domains (project_id, hostname, token, status, verified_at) values (?, ?, 'token', 'verified', ?)")
    .bind(project.id, customHost, Date.now())
    .run();
  const template = await env.DB.prepare("insert into templates (name, category, base_price_cents) values (?, 'Restaurant', 1000) returning id")
    .bind(`Hostile template ${crypto.randomUUID()}`)
    .first<{ id: number }>();
  return {
    callers: {
      anonymous: {},
      owner: { Cookie: owner.cookie },
      admin: { Cookie: `${admin.cookie}; ${panel}` },
      token: { Authorization: `Bearer ${token}` },
    },
    // Sign-out routes end the caller's session: they get a session of their own per request.
    fresh: {
      anonymous: async () => ({}),
      owner: async () => ({ Cookie: (await createUserWithSession()).cookie }),
      admin: async () => ({ Cookie: `${(await createUserWithSession({ role: 'admin' })).cookie}; ${await panelLogin(uniqueIp())}` }),
      token: async () => ({ Authorization: `Bearer ${(await createApiToken(env, owner.id, 'hostile sweep')).token}` }),
    },
    project: project.id,
    slug: project.slug,
    customHost,
    templateId: template!.id,
    otherUserId: other.id,
  };
}

const SITES_HOST = 'sites.fairstack.test';

/** Every address the sweep calls, from the route list plus `.data`, sites and static files. */
async function targets(ctx: Ctx): Promise<Target[]> {
  const { byKey } = await discoverRoutes();
  const byPath = new Map<string, Target>();
  for (const route of byKey.values()) {
    const path = concretePath(route.path, { project: ctx.project, templateId: ctx.templateId, userId: ctx.otherUserId });
    const kind: Kind = route.source === 'remix' ? 'page' : 'api';
    const key = `${kind} ${path}`;
    const target = byPath.get(key) ?? { url: ORIGIN + path, kind, methods: [], endsSession: /logout/.test(path) };
    if (!target.methods.includes(route.method)) target.methods.push(route.method);
    byPath.set(key, target);
  }
  const pages = [...byPath.values()].filter((t) => t.kind === 'page');
  const out = [...byPath.values()];
  // The index route's action is addressed with ?index.
  out.push({ url: `${ORIGIN}/?index`, kind: 'page', methods: ['GET', 'POST'] });
  // Single fetch: each page's data at `{path}.data` (the root at `/_root.data`), actions too.
  for (const page of pages) {
    const path = new URL(page.url).pathname;
    out.push({ url: `${ORIGIN}${path === '/' ? '/_root' : path}.data`, kind: 'data', methods: page.methods });
  }
  out.push({ url: `${ORIGIN}/_root.data?index`, kind: 'data', methods: ['GET', 'POST'] });
  const site = (url: string, siteEnv?: Partial<Env>): Target => ({ url, kind: 'site', methods: ['GET', 'HEAD'], env: siteEnv });
  out.push(
    site(`${ORIGIN}/sites/${ctx.slug}/`),
    site(`${ORIGIN}/sites/${ctx.slug}`),
    site(`${ORIGIN}/sites/${ctx.slug}/index.html`),
    site(`${ORIGIN}/sites/${ctx.slug}/v/1/`),
    site(`${ORIGIN}/sites/${ctx.slug}/media/not-a-photo/x.webp`),
    site(`${ORIGIN}/sites/no-such-site/`),
    site(`https://${SITES_HOST}/${ctx.slug}/`, { SITES_HOST }),
    site(`https://${SITES_HOST}/${ctx.slug}/v/1/`, { SITES_HOST }),
    site(`https://${ctx.customHost}/`),
    site(`https://${ctx.customHost}/index.html`),
  );
  const assets = build as unknown as { assets: { entry: { module: string }; url: string } };
  for (const path of [assets.assets.entry.module, assets.assets.url, '/favicon.svg', '/manifest.webmanifest', '/sw.js', '/robots.txt', '/offline.html', '/assets/no-such-file.js']) {
    out.push({ url: ORIGIN + path, kind: 'asset', methods: ['GET', 'HEAD'] });
  }
  // Sign-out routes last, so no other row meets a session a sign-out ended.
  return out.sort((a, b) => Number(Boolean(a.endsSession)) - Number(Boolean(b.endsSession)));
}

/** The request a well-behaved client of this caller would send to the target, before a variation spoils it. */
function baseProbe(target: Target, callerHeaders: Record<string, string>, ip: string): Probe {
  const url = new URL(target.url);
  const headers: Record<string, string> = { Host: url.host, Origin: url.origin, 'CF-Connecting-IP': ip, ...callerHeaders };
  if (target.kind === 'page') headers.Accept = 'text/html';
  const method = target.methods.includes('GET') ? 'GET' : target.methods[0]!;
  return withMethod({ method, url: target.url, headers, body: null }, target, method);
}

/** Row counts of every table, and the rows the admin and project writes would change. */
async function snapshot(ctx: Ctx): Promise<string> {
  const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations' order by name").all<{ name: string }>();
  const rows = await env.DB.batch([
    env.DB.prepare(`select ${results.map((t) => `(select count(*) from "${t.name}") as "${t.name}"`).join(', ')}`),
    env.DB.prepare('select * from templates where id = ?').bind(ctx.templateId),
    env.DB.prepare('select * from settings order by 1'),
    env.DB.prepare('select role, status, permissions, staff_role from users where id = ?').bind(ctx.otherUserId),
    env.DB.prepare('select status, payment_status, is_published_to_store, facts, current_version, generated_url from projects where id = ?').bind(ctx.project),
  ]);
  return JSON.stringify(rows.map((r) => r.results));
}

type Failure = { rule: string; variation: string; target: string; caller: Caller; status: number; detail: string };

/** A request the runtime itself will not build (a method or header value it refuses) is not sendable at all. */
function constructible(probe: Probe): Request | null {
  try {
    return new Request(probe.url, { method: probe.method, headers: probe.headers, body: probe.body, redirect: 'manual' });
  } catch {
    return null;
  }
}

function checkResponse(res: Response, text: string, scanned: boolean): { rule: string; detail: string }[] {
  const found: { rule: string; detail: string }[] = [];
  if (res.status >= 500) found.push({ rule: '5xx', detail: text.slice(0, 160) });
  if (res.headers.get('X-Content-Type-Options') !== 'nosniff') found.push({ rule: 'no nosniff', detail: res.headers.get('Content-Type') ?? '' });
  if (/^text\/html/i.test(res.headers.get('Content-Type') ?? '') && !res.headers.get('Content-Security-Policy')) found.push({ rule: 'HTML without a CSP', detail: '' });
  if (scanned) {
    for (const [rule, pattern] of LEAKS) {
      const match = pattern.exec(text);
      if (match) found.push({ rule: `leak: ${rule}`, detail: text.slice(Math.max(0, match.index - 60), match.index + 100) });
    }
  }
  return found;
}

describe('hostile requests to every route (docs/decisions/158)', () => {
  it(`never a 5xx, nothing written on a 4xx, no internals in a body, security headers on every answer (${FULL ? 'full' : `every ${STRIDE}th variation`})`, async () => {
    const ctx = await setUp();
    const list = await targets(ctx);
    const ips = Array.from({ length: 16 }, () => uniqueIp());
    const failures: Failure[] = [];
    const unsendable = new Set<string>();
    const statuses = new Map<number, number>();
    let sent = 0;
    let before = await snapshot(ctx);
    // What the Worker logs as an error or warning while answering (a crash Remix caught still logs its stack).
    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : JSON.stringify(a) ?? String(a))).join(' '));
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(capture);
    const warnSpy = vi.spyOn(console, 'warn').mockImplementation(capture);
    try {
      for (const [ti, target] of list.entries()) {
        for (const [vi, variation] of VARIATIONS.entries()) {
          const callers: Caller[] = FULL ? [...CALLERS] : (ti + vi) % STRIDE === 0 ? [CALLERS[(ti * 3 + vi) % CALLERS.length]!] : [];
          for (const caller of callers) {
            let callerHeaders = ctx.callers[caller];
            if (target.endsSession) {
              callerHeaders = await ctx.fresh[caller]();
              before = await snapshot(ctx);
            }
            const probe = variation.apply(baseProbe(target, callerHeaders, ips[sent % ips.length]!), target);
            const request = constructible(probe);
            if (!request) {
              unsendable.add(variation.name);
              continue;
            }
            sent += 1;
            // An exception out of the Worker's fetch handler is what the runtime answers with an empty 500.
            const res = await fetchWith(target.env ?? {}, request).catch(
              (error: unknown) => new Response(`the Worker threw: ${String(error)}`, { status: 500, headers: { 'Content-Type': 'text/plain', 'X-Content-Type-Options': 'nosniff' } }),
            );
            const type = res.headers.get('Content-Type') ?? '';
            const scanned = SCANNED.test(type) && !/event-stream/.test(type);
            const text = scanned ? await res.text() : (await res.body?.cancel(), '');
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const found = checkResponse(res, text, scanned);
            // The runtime's own warning about non-ASCII header values comes from building the request, not the Worker.
            const errors = logged.splice(0).filter((line) => !/contains non-ASCII characters/.test(line));
            if (errors.length) found.push({ rule: 'logged an error', detail: errors[0]!.slice(0, 200) });
            const after = await snapshot(ctx);
            if (res.status >= 400 && after !== before) found.push({ rule: `wrote on a ${res.status}`, detail: '' });
            before = after;
            for (const f of found) failures.push({ ...f, variation: variation.name, target: `${probe.method} ${target.url.replace(ORIGIN, '')}`, caller, status: res.status });
          }
        }
      }
    } finally {
      errorSpy.mockRestore();
      warnSpy.mockRestore();
    }
    // One line per class of failure (rule + variation), with how many requests and a few of the targets.
    const classes = new Map<string, Failure[]>();
    for (const f of failures) classes.set(`${f.rule} | ${f.variation}`, [...(classes.get(`${f.rule} | ${f.variation}`) ?? []), f]);
    const report = [...classes.entries()].map(
      ([key, fs]) => `${key}: ${fs.length} (${[...new Set(fs.map((f) => `${f.status} ${f.target} as ${f.caller}`))].slice(0, 4).join('; ')}) ${fs[0]!.detail.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
    console.log(
      `hostile sweep: ${list.length} targets x ${VARIATIONS.length} variations, ${sent} requests; statuses ${[...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' ')}; ` +
        `not constructible here: ${[...unsendable].join(', ') || 'none'}\n${report.join('\n')}`,
    );
    expect(report).toEqual([]);
  }, 1_800_000);
});

/*
 * The classes the first sweep found (docs/reliability.md "Hostile-request sweep", docs/decisions/158), each as a
 * fixed request that failed before its fix.
 */
describe('findings of the hostile-request sweep', () => {
  const host = { Host: new URL(ORIGIN).host, Origin: ORIGIN };

  it('a form in another charset or under two content types is a 415 on every action; a big unreadable multipart a 413 (over the form limit, docs/decisions/262)', async () => {
    const owner = await createUserWithSession();
    const before = await env.DB.prepare('select (select count(*) from newsletter_subscribers) + (select count(*) from projects) as n').first<{ n: number }>();
    for (const path of ['/contact', '/blog', '/create', '/dashboard', '/?index', '/redactor', '/admin', '/smart-buildings']) {
      for (const type of ['application/x-www-form-urlencoded; charset=ebcdic-cp-us', 'application/x-www-form-urlencoded, application/json', 'application/x-www-form-urlencoded; charset=latin1']) {
        const res = await fetchWith({}, `${ORIGIN}${path}`, { method: 'POST', headers: { ...host, Cookie: owner.cookie, 'Content-Type': type }, body: FORM_BODY, redirect: 'manual' });
        expect(res.status, `${path} ${type}`).toBe(415);
      }
      const big = await fetchWith({}, `${ORIGIN}${path}`, {
        method: 'POST',
        headers: { ...host, Cookie: owner.cookie, 'Content-Type': 'multipart/form-data; boundary=right' },
        body: multipart('wrong', 'x'.repeat(5_000_000)),
        redirect: 'manual',
      });
      // Past the 4 MB a page action reads, refused before it is parsed (it was a 400 once parsing failed).
      expect(big.status, `${path} 5 MB multipart`).toBe(413);
    }
    // UTF-8 stays accepted, in any spelling.
    const ok = await fetchWith({}, `${ORIGIN}/contact`, { method: 'POST', headers: { ...host, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' }, body: 'name=Ada&email=ada%40example.test&subject=Hi&message=Hello+there%2C+a+real+message.', redirect: 'manual' });
    expect(ok.status).toBeLessThan(400);
    const after = await env.DB.prepare('select (select count(*) from newsletter_subscribers) + (select count(*) from projects) as n').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it('a long admin search (over the 50-byte LIKE pattern D1 allows) answers, and still finds by its start', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const panel = await panelLogin(uniqueIp());
    const marker = `zq${crypto.randomUUID().slice(0, 8)}`;
    await createUserWithSession({ lastName: `${marker}${'b'.repeat(60)}` });
    for (const q of [`${marker}${'b'.repeat(64_000)}`, `${marker}${'é_%\\'.repeat(30)}`]) {
      const api = await fetchWith({}, `${ORIGIN}/api/admin/users?q=${encodeURIComponent(q)}`, { headers: { Cookie: admin.cookie } });
      expect(api.status).toBe(200);
      // The search is cut to its start, which the long name contains.
      if (q.endsWith('b')) expect(JSON.stringify(await api.json())).toContain(marker);
      else await api.arrayBuffer();
      for (const path of ['/api/admin/projects', '/admin/projects', '/admin/users']) {
        const res = await fetchWith({}, `${ORIGIN}${path}?q=${encodeURIComponent(q)}`, { headers: { Cookie: `${admin.cookie}; ${panel}` } });
        await res.arrayBuffer();
        expect(res.status, path).toBe(200);
      }
    }
  });

  it('sites: a malformed If-None-Match on a version preview and `//slug//` on SITES_HOST are answered, not thrown', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { name: 'Conditional Bakery' });
    expect((await generate(owner.cookie, project.id)).status).toBe(202);
    expect((await waitForOutcome(owner.cookie, project.id)).status).toBe('completed');
    for (const tag of ['W/, "unterminated, *, W/"x"', 'garbage', 'W/x']) {
      const res = await fetchWith({}, `${ORIGIN}/sites/${project.slug}/v/1/`, { headers: { Cookie: owner.cookie, 'If-None-Match': tag } });
      expect(res.status, tag).toBe(200);
      expect(await res.text()).toContain('Conditional Bakery');
    }
    const res = await fetchWith({ SITES_HOST }, `https://${SITES_HOST}//${project.slug}//`, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });

  it('a post to a page without an action is a plain 405 naming GET and HEAD, also at its .data address', async () => {
    for (const [path, method] of [['/about', 'POST'], ['/app-store', 'PUT'], ['/projects/1', 'DELETE'], ['/about.data', 'POST'], ['/', 'POST'], ['/_root.data', 'POST']] as const) {
      const res = await fetchWith({}, `${ORIGIN}${path}`, { method, headers: { ...host, 'Content-Type': 'application/x-www-form-urlencoded' }, body: FORM_BODY });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('Allow'), path).toBe('GET, HEAD');
      expect(await res.text()).not.toMatch(/Unexpected Server Error/);
    }
    // The index route's action is reached with ?index, as Remix routes it; the newsletter answers (not 405).
    const index = await fetchWith({}, `${ORIGIN}/?index`, { method: 'POST', headers: { ...host, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'intent=newsletter&email=' });
    expect(index.status).not.toBe(405);
  });

  it('a page path whose percent-encoding does not decode is a 400; the offline page has a CSP', async () => {
    for (const path of ['/%', '/about%C3%28', '/about.data%ED%A0%80', '/admin/users/%4']) {
      expect((await fetchWith({}, `${ORIGIN}${path}`)).status, path).toBe(400);
    }
    const offline = await fetchWith({}, `${ORIGIN}/offline.html`);
    expect(offline.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });
});
