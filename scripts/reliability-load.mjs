#!/usr/bin/env node
// docs/decisions/122: load against the built Worker (wrangler dev on 127.0.0.1, fresh D1), then a
// consistency check of the database and a search of the Worker's logs for secrets, session ids and e-mails.
// Usage: node scripts/reliability-load.mjs  (LOAD_USERS, LOAD_ANON, LOAD_SECONDS override 200 / 50 / 60).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, setGlobalDispatcher } from 'undici';
import { build, freePort, prepareDatabase, root, startWorker } from './local.mjs';

// One connection per request. With keep-alive, a POST sent on a pooled connection that workerd is closing as
// idle fails with ECONNRESET / 'other side closed' before the Worker sees it: the HTTP client's reuse race,
// which browsers absorb by resending on a fresh connection (docs/decisions/130).
setGlobalDispatcher(new Agent({ pipelining: 0 }));

const USERS = Number(process.env.LOAD_USERS ?? 200);
const ANON = Number(process.env.LOAD_ANON ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SESSION_SECRET = `load-run-secret-${crypto.randomUUID()}`;
const ADMIN_PASSWORD = `load-run-admin-${crypto.randomUUID()}`;

if (process.env.SKIP_BUILD !== '1') build();
const persistTo = mkdtempSync(join(tmpdir(), 'fairstack-load-'));
prepareDatabase({ persistTo });
const port = await freePort();
const worker = await startWorker({
  port,
  persistTo,
  vars: { ENVIRONMENT: 'development', PAYMENT_PROVIDER: 'test', GENERATION_PROVIDER: 'composer', SESSION_SECRET, ADMIN_PASSWORD, WRITE_LIMIT_FACTOR: '100000' },
  inspector: false,
});
const base = worker.url;
const origin = new URL(base);

/** @type {Map<string, number[]>} */
const latencies = new Map();
let requests = 0;
let errors = 0;
/** @type {Record<string, number>} */
const errorsByRoute = {};
/** @type {Record<string, number>} */
const errorKinds = {};
/** The first few 5xx bodies per route and status: the first clue to a failure under load. */
const errorSamples = {};
/** Seconds into the run of each failed request: a burst points at the runtime, a spread at the requests. */
const errorTimes = [];
let runStart = Date.now();
const created = []; // { id, userIndex }
const paid = new Set();
const secretsSeen = { cookies: new Set(), emails: new Set() };

async function timed(route, url, init = {}) {
  const start = performance.now();
  let res;
  try {
    res = await fetch(url, { redirect: 'manual', ...init });
    res.bodyText = await res.text();
  } catch (error) {
    errors += 1;
    errorsByRoute[route] = (errorsByRoute[route] ?? 0) + 1;
    const kind = `fetch failed: ${error?.cause?.code ?? error?.message ?? error}`;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    errorSamples[kind] ??= [];
    if (errorSamples[kind].length < 3) errorSamples[kind].push(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${error?.cause?.message ?? error}`);
    errorTimes.push(Math.round((Date.now() - runStart) / 100) / 10);
    return null;
  } finally {
    const ms = performance.now() - start;
    if (!latencies.has(route)) latencies.set(route, []);
    latencies.get(route).push(ms);
    requests += 1;
  }
  if (res.status >= 500) {
    errorKinds[`HTTP ${res.status}`] = (errorKinds[`HTTP ${res.status}`] ?? 0) + 1;
    const key = `${route} ${res.status}`;
    errorSamples[key] ??= [];
    if (errorSamples[key].length < 3) errorSamples[key].push(res.bodyText.slice(0, 300));
    errors += 1;
    errorsByRoute[route] = (errorsByRoute[route] ?? 0) + 1;
  }
  return res;
}

async function signIn(i) {
  const email = `load-user-${i}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  secretsSeen.emails.add(email);
  const res = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, firstName: `Load${i}` }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  secretsSeen.cookies.add(cookie.split('=')[1]);
  return cookie;
}

const deadline = Date.now() + SECONDS * 1000;

async function signedInUser(i, cookie) {
  const json = { Origin: base, Cookie: cookie, 'Content-Type': 'application/json' };
  const form = { Origin: base, Host: origin.host, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' };
  while (Date.now() < deadline) {
    const res = await timed('POST /api/projects', `${base}/api/projects`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: `Load Bakery ${i} ${crypto.randomUUID().slice(0, 6)}`, businessType: 'Restaurant' }),
    });
    if (!res || res.status !== 201) {
      // A refused connection is retried after a pause, as a browser user would, not in a tight loop.
      if (!res) await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    const projectId = JSON.parse(res.bodyText).data.id;
    created.push({ id: projectId, user: i });
    if (Date.now() >= deadline) break;
    const pay = await timed('POST /checkout/:id (pay)', `${base}/checkout/${projectId}`, { method: 'POST', headers: form, body: 'intent=pay' });
    if (pay && pay.status < 400) paid.add(projectId);
    if (Date.now() >= deadline) break;
    await timed('POST /api/projects/:id/generate', `${base}/api/projects/${projectId}/generate`, { method: 'POST', headers: json, body: '{}' });
  }
}

async function anonymous(i) {
  while (Date.now() < deadline) {
    const res = await timed(i % 2 ? 'GET /' : 'GET /app-store', `${base}${i % 2 ? '/' : '/app-store'}`, { headers: { Accept: 'text/html' } });
    if (!res) await new Promise((r) => setTimeout(r, 250));
  }
}

function d1(sql) {
  const out = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, CI: 'true' },
  });
  return JSON.parse(out)[0].results;
}

function pct(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

let exitCode = 0;
try {
  const cookies = [];
  for (let i = 0; i < USERS; i += 10) cookies.push(...(await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, (_, k) => signIn(i + k)))));
  const started = Date.now();
  runStart = started;
  await Promise.all([...cookies.map((c, i) => signedInUser(i, c)), ...Array.from({ length: ANON }, (_, i) => anonymous(i))]);
  const elapsed = (Date.now() - started) / 1000;

  // Let running generations finish (bounded), then check the database.
  const settleUntil = Date.now() + 120_000;
  let generating = [];
  do {
    await new Promise((r) => setTimeout(r, 3000));
    generating = d1("select count(*) as n from projects where status = 'generating'");
  } while (generating[0].n > 0 && Date.now() < settleUntil);
  worker.stop();

  const ids = created.map((c) => c.id);
  const problems = [];
  const rows = ids.length ? d1(`select id, count(*) as n from projects where id in (${ids.join(',')}) group by id`) : [];
  const found = new Map(rows.map((r) => [r.id, r.n]));
  for (const id of ids) if (found.get(id) !== 1) problems.push(`project ${id} exists ${found.get(id) ?? 0} times`);
  const payments = d1(
    "select p.id, (select count(*) from payments where project_id = p.id) as n from projects p where p.payment_status = 'paid'",
  );
  for (const r of payments) if (r.n !== 1) problems.push(`paid project ${r.id} has ${r.n} payment rows`);
  const stuck = d1("select count(*) as n from projects where status = 'generating'")[0].n;
  if (stuck) problems.push(`${stuck} projects left generating`);
  const statuses = d1('select status, count(*) as n from projects group by status');

  // Requirement 6: nothing secret in the Worker's logs.
  const logText = worker.logs.join('');
  const leaks = [];
  for (const secret of [SESSION_SECRET, ADMIN_PASSWORD]) if (logText.includes(secret)) leaks.push('a configured secret');
  for (const c of secretsSeen.cookies) if (logText.includes(c) || logText.includes(decodeURIComponent(c).split('.')[0])) leaks.push('a session cookie/id');
  for (const e of secretsSeen.emails) if (logText.includes(e)) leaks.push(`e-mail ${e}`);
  if (/fs_(session|admin)=/.test(logText)) leaks.push('a cookie header');
  if (/\bfst?_[A-Za-z0-9]{20,}/.test(logText)) leaks.push('something shaped like an API token');

  const perRoute = [...latencies.entries()].map(([route, v]) => ({
    route,
    count: v.length,
    p50: Math.round(pct(v, 50)),
    p99: Math.round(pct(v, 99)),
    errors: errorsByRoute[route] ?? 0,
  }));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const result = {
    date: new Date().toISOString(),
    commit,
    users: USERS,
    anonymous: ANON,
    seconds: SECONDS,
    elapsed,
    requests,
    rps: Math.round(requests / elapsed),
    errors,
    errorKinds,
    errorSamples,
    errorTimes,
    perRoute,
    projectsCreated: ids.length,
    paid: paid.size,
    statuses,
    consistencyProblems: problems,
    logBytes: logText.length,
    logLeaks: [...new Set(leaks)],
  };
  writeFileSync(join(root, 'docs/reliability-load.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(join(tmpdir(), 'fairstack-load-worker.log'), logText);
  if (problems.length || leaks.length || errors > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  console.error(worker.logs.join('').slice(-4000));
  exitCode = 1;
} finally {
  worker.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
process.exit(exitCode);
