// `npm run bench:load`: a realistic mix against the served Worker (the deploy bundle on Miniflare,
// docs/decisions/130): 80 % generated-site views, 15 % public pages, 5 % signed-in dashboard views and writes,
// from LOAD_CONNECTIONS (200) concurrent clients for LOAD_SECONDS (60). Errors are network failures and 5xx;
// a 429 from a rate limit is the product working and is counted apart. Writes the `load-mix` section of
// docs/performance.md. Not part of `npm test` (docs/decisions/165).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, setGlobalDispatcher } from 'undici';
import { build, freePort, prepareDatabase, root, run, startWorker } from '../scripts/local.mjs';
import { writeSection } from './report.mjs';

// One connection per request, as in the reliability load run: no request is lost to the keep-alive reuse race.
setGlobalDispatcher(new Agent({ pipelining: 0 }));

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CREATORS = 20;
const SITES = 10;
const q = (v) => `'${String(v).replace(/'/g, "''")}'`;

const classes = {
  site: { label: 'generated-site views', share: 0.8 },
  public: { label: 'public pages', share: 0.15 },
  signedIn: { label: 'signed-in dashboard and writes', share: 0.05 },
};
const stats = Object.fromEntries(Object.keys(classes).map((k) => [k, { latencies: [], errors: 0, limited: 0, statuses: {} }]));
const errorSamples = [];

async function timed(kind, url, init = {}) {
  const s = stats[kind];
  const started = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', ...init });
    await res.arrayBuffer();
    s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) {
      s.errors++;
      if (errorSamples.length < 5) errorSamples.push(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${res.status}`);
    } else if (res.status === 429) s.limited++;
  } catch (error) {
    s.errors++;
    if (errorSamples.length < 5) errorSamples.push(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${error?.cause?.code ?? error}`);
  } finally {
    s.latencies.push(performance.now() - started);
  }
}

const percentile = (xs, p) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function signIn(base, i) {
  const res = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({ email: `load-creator-${i}@example.test`, firstName: 'Load', lastName: `Creator ${i}`, returnTo: '/' }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`local sign-in failed: ${res.status}`);
  const me = await (await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } })).json();
  return { cookie, id: me.id };
}

/** Creators with paid projects, SITES of them generated (composer): what the mix visits. */
async function prepare(base, persistTo) {
  const creators = [];
  for (let i = 0; i < CREATORS; i++) creators.push(await signIn(base, i));
  const projects = creators.flatMap((c, i) => [0, 1, 2].map((j) => ({ id: 7000 + i * 3 + j, creator: c, slug: `load-site-${i}-${j}` })));
  const sql = projects
    .map(
      (p) =>
        `INSERT INTO projects (id, user_id, name, description, business_type, requirements, status, payment_status, base_price_cents, fee_cents, total_price_cents, slug) VALUES (${p.id}, ${q(p.creator.id)}, ${q(`Load Bakery ${p.id}`)}, 'Sourdough and coffee by the harbour.', 'Restaurant', '', 'pending', 'paid', 2499, 500, 2999, ${q(p.slug)});`,
    )
    .join('\n');
  const file = join(persistTo, 'load-projects.sql');
  writeFileSync(file, sql);
  run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
  const sites = [];
  for (const p of projects.slice(0, SITES)) {
    const headers = { Cookie: p.creator.cookie, Origin: base };
    const started = await fetch(`${base}/api/projects/${p.id}/generate`, { method: 'POST', headers });
    if (started.status !== 202) throw new Error(`generate ${p.id}: ${started.status}`);
    const events = await (await fetch(`${base}/api/projects/${p.id}/events`, { headers })).text();
    const last = [...events.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1])).at(-1);
    if (last?.status !== 'completed') throw new Error(`project ${p.id} ended as ${JSON.stringify(last)}`);
    sites.push(new URL(last.generatedUrl).pathname);
  }
  return { creators, sites };
}

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const PUBLIC_PAGES = ['/', '/about', '/app-store', '/tools', '/smart-buildings', '/blog'];
const SITE_FILES = ['', '', '', 'favicon.svg', 'robots.txt'];

if (!process.env.SKIP_BUILD) build();
const persistTo = mkdtempSync(join(tmpdir(), 'fairstack-load-mix-'));
prepareDatabase({ persistTo });
const worker = await startWorker({
  port: await freePort(),
  persistTo,
  vars: { ENVIRONMENT: 'development', PAYMENT_PROVIDER: 'test', GENERATION_PROVIDER: 'composer' },
  inspector: false,
});
try {
  const base = worker.url;
  const { creators, sites } = await prepare(base, persistTo);
  let writes = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const roll = Math.random();
      if (roll < classes.site.share) {
        await timed('site', base + pick(sites) + pick(SITE_FILES));
      } else if (roll < classes.site.share + classes.public.share) {
        await timed('public', base + pick(PUBLIC_PAGES));
      } else {
        const creator = pick(creators);
        if (Math.random() < 0.6) {
          await timed('signedIn', `${base}/dashboard`, { headers: { Cookie: creator.cookie } });
        } else {
          writes++;
          await timed('signedIn', `${base}/api/projects`, {
            method: 'POST',
            headers: { Cookie: creator.cookie, Origin: base, 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: `Load write ${writes}`, description: 'Made by the load mix.', businessType: 'Restaurant' }),
          });
        }
      }
    }
  };
  const started = Date.now();
  // How busy the shared cores were: the 1-minute load average every 5 s of the run.
  const loads = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 5000);
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;

  const all = Object.values(stats).flatMap((s) => s.latencies);
  const errors = Object.values(stats).reduce((n, s) => n + s.errors, 0);
  const rows = Object.entries(classes).map(([k, c]) => {
    const s = stats[k];
    return { label: c.label, share: c.share, n: s.latencies.length, p50: percentile(s.latencies, 50), p99: percentile(s.latencies, 99), errors: s.errors, limited: s.limited };
  });
  for (const r of rows) console.log(`${r.label.padEnd(32)} ${String(r.n).padStart(7)} req  p50 ${r.p50.toFixed(0).padStart(5)} ms  p99 ${r.p99.toFixed(0).padStart(6)} ms  errors ${r.errors}  429 ${r.limited}`);
  console.log(`all: ${all.length} requests in ${elapsed.toFixed(0)} s (${(all.length / elapsed).toFixed(0)} req/s), p99 ${percentile(all, 99).toFixed(0)} ms, errors ${errors}`);
  if (errorSamples.length) console.log('error samples:', errorSamples);

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  writeSection(
    'load-mix',
    `## Realistic mix under load (\`npm run bench:load\`)

Run ${new Date().toISOString().slice(0, 10)} at ${commit}: the deploy bundle on Miniflare (\`scripts/serve-worker.mjs\`), fresh
state, ${CREATORS} signed-in creators, ${sites.length} composer-generated sites; ${CONNECTIONS} concurrent clients for ${SECONDS} s, one connection per
request. Generated-site views pick a site and one of its files (home page three times in five); public pages are
${PUBLIC_PAGES.map((p) => `\`${p}\``).join(', ')}; signed-in requests are dashboard views (60 %) and project creations
(\`POST /api/projects\`, 40 %). Errors are network failures and 5xx; 429 answers from the write rate limit are
counted apart. Workerd runs every request on one thread of this shared 2-core machine, so latencies are queueing.
Load average (1 min) during the run: median ${percentile(loads, 50).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}).

| class | share | requests | p50 ms | p99 ms | errors | 429 |
|---|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.label} | ${Math.round(r.share * 100)} % | ${r.n} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors} | ${r.limited} |`).join('\n')}
| **all** | | ${all.length} (${(all.length / elapsed).toFixed(0)} req/s) | ${percentile(all, 50).toFixed(0)} | **${percentile(all, 99).toFixed(0)}** | **${errors}** | |

- Errors: **${errors}** (target 0) — ${errors === 0 ? 'met' : '**NOT met**'}${errorSamples.length ? ` (samples: ${errorSamples.join('; ')})` : ''}.`,
  );
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  worker.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
