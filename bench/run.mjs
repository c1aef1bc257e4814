// `npm run bench`: the product's main routes against minimal Workers built and served the same way in the same
// run (bench/minimal/: a hello-world Worker, a bare Remix 2 page, the same page reading 6 D1 rows), each with
// autocannon (50 connections, one route at a time, interleaved rounds of 10 s, medians; the site's rows again at equal offered load), and the landing's client JS
// against the bare Remix page's. Prints the ratios and writes the `foundation` section of docs/performance.md.
// Every Worker is served by scripts/serve-worker.mjs (the deploy bundle on Miniflare, docs/decisions/130).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, freePort, prepareDatabase, root, run, startWorker } from '../scripts/local.mjs';
import { pageJs } from './landing-js.mjs';
import { startProfile } from './profile.mjs';
import { writeSection } from './report.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 3;
/**
 * Every row is measured once per round, rows interleaved, and reported as the median of its rounds: the machine's
 * load changes within a minute, and a ratio of two rows measured far apart says more about that than about the
 * Worker (docs/decisions/169).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HELLO_CONFIG = join(root, 'bench', 'minimal', 'hello', 'wrangler.toml');
const HELLO_BARE_CONFIG = join(root, 'bench', 'minimal', 'hello', 'bare.wrangler.toml');
const SAME_ANSWER_CONFIG = join(root, 'bench', 'minimal', 'same-answer', 'wrangler.toml');
const REMIX_DIR = join(root, 'bench', 'minimal', 'remix');
/** A verified custom domain of the generated site: requests carry it as their Host (docs/decisions/111). */
const CUSTOM_HOST = 'www.bench-bakery.example';
const REMIX_CONFIG = join(REMIX_DIR, 'wrangler.toml');
/** The issue's targets, each a ratio to a comparison measured in this run. */
export const TARGETS = {
  siteVsHello: 0.8,
  siteP99VsHello: 1.3,
  dashboardVsRemixD1: 1.0,
  dashboardP99VsRemixD1: 1.2,
  appStoreVsRemixD1: 2.0,
  landingJsKb: 90,
};

/**
 * @param {string} url @param {Record<string, string>} headers @param {number} duration
 * @param {number} [rate] requests a second from all connections together; none: as fast as the Worker answers
 */
function load(url, headers, duration, rate = 0) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, ...(rate ? { overallRate: rate } : {}) }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * The latency rows at equal offered load: the same request rate for each, half of what hello world served at
 * saturation in this run. At saturation the 50 connections queue in workerd, and its p99 follows which of two
 * serving states the load met more than the Worker (docs/decisions/236, 266); at half the rate every row queues alike
 * (behind autocannon's paced bursts), so the p99 ratio compares the Workers.
 */
const EQUAL_LOAD_SHARE = 0.5;
const EQUAL_LOAD_ROWS = ['hello', 'site', 'custom', 'sameAnswer'];

/** `BENCH_ONLY=hello,site` measures only those rows (for quick checks while working; the report needs every row). */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;

/**
 * CPU time of a process in ms (Linux `/proc`), or null elsewhere. The workerd process serving a Worker is the one
 * runtime doing its work, so its CPU time per request does not depend on what else the machine runs
 * (docs/decisions/169).
 */
const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();
function procStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const { fields } = procStat(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return null;
  }
}
/** The workerd process started (through Miniflare) by a served Worker's process. */
function workerdOf(worker) {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const { comm, fields } = procStat(entry);
        if (comm === 'workerd' && Number(fields[1]) === worker.child.pid) return Number(entry);
      } catch {
        /* gone */
      }
    }
  } catch {
    /* no /proc */
  }
  return null;
}

/** The machine's 1-minute load average at the end of every measurement: how busy the shared cores were. */
const loads = [];

/** `BENCH_PROFILE=site` records a CPU profile of the row's Worker (the product, hello world or the same answer) during its first round (bench/profile.mjs). */
const PROFILE = process.env.BENCH_PROFILE;

/**
 * Every measurement starts from the same state: at least 1 s after the last load stopped, and then until every Worker
 * of the run is idle (under 10 ms of CPU in a 250 ms window, all their workerd processes together; at most 10 s).
 * A load started at once after another on hello world served its 50 connections in turn (p50 15–30 ms, p99 80–150 ms,
 * some reset connections) where one started 0.5 s or more later served a few first (p50 4–5 ms, p99 170–560 ms).
 * The quiet start makes that the same for every row; under load workerd still falls into either state now and then
 * (docs/decisions/236, last amendment).
 */
const QUIET_MS = 1000;
async function settle(workerds) {
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const total = () => workerds.reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);
  const start = Date.now();
  let last = total();
  let spent = 0;
  while (Date.now() - start < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = total();
    if (now - last < 10) break;
    spent += now - last;
    last = now;
  }
  return { waitedMs: QUIET_MS + Date.now() - start, busyMs: spent };
}

async function measure(name, url, headers = {}, warmUp = true, workerd = null, profile = null, idle = [], rate = 0) {
  if (warmUp) await load(url, headers, WARM_UP_S);
  const settled = await settle(idle);
  if (settled.busyMs > 0) console.log(`  waited ${settled.waitedMs} ms for the Workers to be idle (${settled.busyMs.toFixed(0)} ms of their CPU)`);
  // The poke keeps the row's Host (the custom domain's): fetch() would drop it and render the landing page instead.
  const stopProfile = profile ? await startProfile(profile.inspectorPort, () => rawGet(url, headers)) : null;
  const before = cpuMs(workerd);
  const clientBefore = process.cpuUsage();
  const r = await load(url, headers, DURATION_S, rate);
  const after = cpuMs(workerd);
  // autocannon runs in this process on the same cores: what reading the answers cost it is not the Worker's work.
  const client = process.cpuUsage(clientBefore);
  await stopProfile?.(profile.id);
  loads.push(loadavg()[0]);
  const cpu = before !== null && after !== null && r.requests.total > 0 ? (after - before) / r.requests.total : null;
  const clientCpu = r.requests.total > 0 ? (client.user + client.system) / 1000 / r.requests.total : null;
  const row = { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpu, clientCpu };
  if (row.errors) console.log(`  ${name}: ${r.errors} errors (${r.timeouts} timeouts), statuses ${JSON.stringify(r.statusCodeStats)}`);
  console.log(`${(rate ? `${name} at ${rate}/s` : name).padEnd(44)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  errors ${row.errors}  CPU ${cpu === null ? '-' : cpu.toFixed(2)} ms/req  client ${clientCpu === null ? '-' : clientCpu.toFixed(2)} ms/req`);
  return row;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One row from its rounds: median req/s, p50 and p99; errors summed. */
function combine(rounds) {
  return {
    name: rounds[0].name,
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    cpu: rounds.every((r) => r.cpu !== null) ? median(rounds.map((r) => r.cpu)) : null,
    clientCpu: rounds.every((r) => r.clientCpu !== null) ? median(rounds.map((r) => r.clientCpu)) : null,
  };
}

// A keep-alive connection can be closed by workerd just as it is reused (docs/decisions/130): send again once.
const fetch = (url, init) =>
  globalThis.fetch(url, init).catch((error) => (error?.cause?.code === 'UND_ERR_SOCKET' ? globalThis.fetch(url, init) : Promise.reject(error)));
const q = (v) => `'${String(v).replace(/'/g, "''")}'`;

/** A signed-in creator with 6 projects, one generated (composer) and published: what the dashboard and store show. */
async function prepareProduct(url, persistTo) {
  const signIn = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: new URLSearchParams({ email: 'bench-creator@example.test', firstName: 'Bench', lastName: 'Creator', returnTo: '/' }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`local sign-in failed: ${signIn.status}`);
  const me = await (await fetch(`${url}/api/auth/user`, { headers: { Cookie: cookie } })).json();
  const names = ['Harbor Street Bakery', 'Northwind Physio', 'Clay & Kiln', 'Mara Lindqvist Studio', 'Ledgerly', 'Riverbend Music School'];
  const sql = [
    ...names.map(
      (name, i) =>
        `INSERT INTO projects (id, user_id, name, description, business_type, requirements, status, payment_status, base_price_cents, fee_cents, total_price_cents, slug) VALUES (${8000 + i}, ${q(me.id)}, ${q(name)}, ${q(`${name}: a friendly local business with a loyal following.`)}, 'Restaurant', '', 'pending', 'paid', 2499, 500, 2999, ${q(`bench-site-${i + 1}`)});`,
    ),
    `INSERT INTO custom_domains (project_id, hostname, token, status, verified_at) VALUES (8000, ${q(CUSTOM_HOST)}, 'bench', 'verified', 0);`,
  ].join('\n');
  const sqlFile = join(persistTo, 'bench-projects.sql');
  writeFileSync(sqlFile, sql);
  run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', sqlFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
  const headers = { Cookie: cookie, Origin: url };
  const started = await fetch(`${url}/api/projects/8000/generate`, { method: 'POST', headers });
  if (started.status !== 202) throw new Error(`generate: ${started.status} ${await started.text()}`);
  const events = await (await fetch(`${url}/api/projects/8000/events`, { headers })).text();
  const last = [...events.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1])).at(-1);
  if (last?.status !== 'completed') throw new Error(`generation ended as ${JSON.stringify(last)}`);
  const published = await fetch(`${url}/api/projects/8000/publish`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Harbor Street Bakery', description: 'Sourdough and coffee by the harbour.', category: 'Restaurant', features: 'Menu, Hours' }),
  });
  if (published.status !== 201 && published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  return { cookie, sitePath: new URL(last.generatedUrl).pathname };
}

/** A GET without `Accept-Encoding`, as autocannon sends it: the answer exactly as the benchmark receives it. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    }).on('error', reject);
  });
}
/** Framing the runtime writes itself: not part of the answer a Worker gives. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const ratio = (a, b) => a / b;

/** The CPU view of the targets: how much work a request costs against its comparison's. */
function cpuLine(rows) {
  const pairs = [
    ['generated site', rows.site, 'hello world', rows.hello],
    ['custom domain', rows.custom, 'hello world', rows.hello],
    ['generated site', rows.site, 'its page from a minimal Worker', rows.sameAnswer],
    ['dashboard', rows.dashboard, 'Remix + 6 D1 rows', rows.remixD1],
    ['the dashboard rendered', rows.dashboardRendered, 'Remix + 6 D1 rows', rows.remixD1],
    ['app store', rows.appStore, 'Remix + 6 D1 rows', rows.remixD1],
  ];
  if (pairs.some(([, a, , b]) => a.cpu === null || b.cpu === null)) return 'not measured here (no /proc)';
  return pairs.map(([a, ra, b, rb]) => `${a} ${(ra.cpu / rb.cpu).toFixed(2)}× the CPU of ${b}`).join(', ');
}
const fmt = (x) => `${x.toFixed(2)}×`;
const met = (ok) => (ok ? 'met' : '**NOT met**');

/** Prints the ratios and writes the `foundation` section of docs/performance.md. */
function report(rows, atRate, sizes) {
  const js = {
    landing: pageJs(['root', 'routes/_index']).gzipBytes / 1024,
    remix: pageJs(['root', 'routes/_index'], join(REMIX_DIR, 'build', 'client')).gzipBytes / 1024,
  };

  const r = {
    siteVsHello: ratio(rows.site.rps, rows.hello.rps),
    siteP99VsHello: ratio(rows.site.p99, rows.hello.p99),
    siteVsRemix: ratio(rows.site.rps, rows.remix.rps),
    siteVsSameAnswer: ratio(rows.site.rps, rows.sameAnswer.rps),
    customVsHello: ratio(rows.custom.rps, rows.hello.rps),
    customP99VsHello: ratio(rows.custom.p99, rows.hello.p99),
    landingVsRemix: ratio(rows.landing.rps, rows.remix.rps),
    aboutVsRemix: ratio(rows.about.rps, rows.remix.rps),
    appStoreVsRemixD1: ratio(rows.appStore.rps, rows.remixD1.rps),
    dashboardVsRemixD1: ratio(rows.dashboard.rps, rows.remixD1.rps),
    dashboardP99VsRemixD1: ratio(rows.dashboard.p99, rows.remixD1.p99),
    remixVsHello: ratio(rows.remix.rps, rows.hello.rps),
    remixD1VsHello: ratio(rows.remixD1.rps, rows.hello.rps),
    siteP99AtRateVsHello: ratio(atRate.site.p99, atRate.hello.p99),
    customP99AtRateVsHello: ratio(atRate.custom.p99, atRate.hello.p99),
  };
  const rateTable = [
    ['hello-world Worker, 2 KB', atRate.hello, '1.00× (floor)'],
    ['the generated site’s page from a minimal Worker (reference only)', atRate.sameAnswer, `p99 ${fmt(ratio(atRate.sameAnswer.p99, atRate.hello.p99))} hello-world`],
    ['`/sites/{slug}/` generated site', atRate.site, `**p99 ${fmt(r.siteP99AtRateVsHello)} hello-world**`],
    ['generated site on a custom domain (`/`)', atRate.custom, `**p99 ${fmt(r.customP99AtRateVsHello)} hello-world**`],
  ];
  const rate = Math.round(rows.hello.rps * EQUAL_LOAD_SHARE);
  const table = [
    ['hello-world Worker, 2 KB (configured like the product: assets, Worker first)', rows.hello, '1.00× (floor)'],
    ['hello-world Worker without static assets (reference only)', rows.helloBare, `${fmt(ratio(rows.helloBare.rps, rows.hello.rps))} hello-world`],
    ['the generated site’s page (its bytes and headers) from a minimal Worker (reference only)', rows.sameAnswer, `${fmt(ratio(rows.sameAnswer.rps, rows.hello.rps))} hello-world`],
    ['bare Remix 2 page', rows.remix, `${fmt(r.remixVsHello)} hello-world`],
    ['bare Remix 2 page + 6 D1 rows', rows.remixD1, `${fmt(r.remixD1VsHello)} hello-world`],
    ['`/` landing, signed out (edge cache)', rows.landing, `${fmt(r.landingVsRemix)} bare Remix page`],
    ['`/about` (edge cache)', rows.about, `${fmt(r.aboutVsRemix)} bare Remix page`],
    ['`/sites/{slug}/` generated site', rows.site, `**${fmt(r.siteVsHello)} hello-world** (p99 ${fmt(r.siteP99VsHello)}), ${fmt(r.siteVsSameAnswer)} its page from a minimal Worker, ${fmt(r.siteVsRemix)} bare Remix page`],
    ['generated site on a custom domain (`/`)', rows.custom, `**${fmt(r.customVsHello)} hello-world** (p99 ${fmt(r.customP99VsHello)})`],
    ['`/app-store`, signed out', rows.appStore, `**${fmt(r.appStoreVsRemixD1)} Remix + 6 D1 rows**`],
    ['`/dashboard`, signed in', rows.dashboard, `**${fmt(r.dashboardVsRemixD1)} Remix + 6 D1 rows** (p99 ${fmt(r.dashboardP99VsRemixD1)})`],
    ['`/dashboard?view=1`, signed in, rendered every time (reference: the page cache bypassed)', rows.dashboardRendered, `${fmt(ratio(rows.dashboardRendered.rps, rows.remixD1.rps))} Remix + 6 D1 rows`],
    ['`/about`, signed in (reference: no page data, no page cache)', rows.aboutSignedIn, `${fmt(ratio(rows.aboutSignedIn.rps, rows.remixD1.rps))} Remix + 6 D1 rows`],
    ['`/api/health` (probes D1, R2, a Durable Object)', rows.health, ''],
  ];
  console.log(`\nlanding client JS ${js.landing.toFixed(1)} KB gzip; bare Remix page ${js.remix.toFixed(1)} KB (${fmt(js.landing / js.remix)})`);
  for (const [name, row, text] of table) console.log(`${name.padEnd(48)} ${text.replace(/\*/g, '')}`);
  for (const [name, row, text] of rateTable) console.log(`${`${name} at ${rate}/s`.padEnd(48)} ${text.replace(/\*/g, '')}`);

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  writeSection(
    'foundation',
    `## Pages, generated sites, dashboard and store against minimal Workers (\`npm run bench\`)

Run ${new Date().toISOString().slice(0, 10)} at ${commit}. Every Worker is the deploy bundle served by Miniflare without
\`wrangler dev\`'s layers (\`scripts/serve-worker.mjs\`, docs/decisions/130), fresh local state; the comparison
Workers are in \`bench/minimal/\` (hello world, ${(sizes.hello / 1024).toFixed(1)} KB; a bare Remix 2 page,
${(sizes.remix / 1024).toFixed(1)} KB, and the same page reading 6 D1 rows). autocannon, ${CONNECTIONS} connections, one route at a time, ${ROUNDS} rounds
of ${DURATION_S} s per route with the routes interleaved (a ${WARM_UP_S} s warm-up before the first), each target's pair back to back and
every other round in reverse order; each figure is the median of its rounds (docs/decisions/169, 236). The machine's 2 cores are shared with other work: only the
ratios within this run mean anything. The dashboard's creator has 6 projects; the site is a composer-generated
home page (${(sizes.site / 1024).toFixed(1)} KB with ${sizes.siteHeaders} headers, security headers included), also measured at a verified custom
domain and, for reference, answered by a minimal Worker with the same bytes and headers. Every request is sent
without \`Accept-Encoding\`, so no row is compressed (docs/decisions/236).

| route | req/s | p50 ms | p99 ms | errors | CPU ms/request | ratio |
|---|---:|---:|---:|---:|---:|---|
${table.map(([name, row, text]) => `| ${name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.cpu === null ? '' : row.cpu.toFixed(2)} | ${text} |`).join('\n')}
| landing client JS | ${js.landing.toFixed(1)} KB gzip | | | | | ${fmt(js.landing / js.remix)} a bare Remix 2 page (${js.remix.toFixed(1)} KB) |

The generated site's rows again at equal offered load: ${rate} requests a second for each (${EQUAL_LOAD_SHARE * 100} % of what hello world served
above), 50 connections, the same interleaved rounds. autocannon paces the connections in bursts, so requests still queue briefly, but
no row can meet workerd's two saturation states: every row queues alike (docs/decisions/266).

| route at ${rate} requests/s | req/s | p50 ms | p99 ms | errors | CPU ms/request | ratio |
|---|---:|---:|---:|---:|---:|---|
${rateTable.map(([name, row, text]) => `| ${name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.cpu === null ? '' : row.cpu.toFixed(2)} | ${text} |`).join('\n')}

- Generated site: ${fmt(r.siteVsHello)} the hello-world Worker's req/s (target ≥ ${TARGETS.siteVsHello}×) — ${met(r.siteVsHello >= TARGETS.siteVsHello)};
  p99 ${fmt(r.siteP99AtRateVsHello)} its p99 at equal offered load (target ≤ ${TARGETS.siteP99VsHello}×) — ${met(r.siteP99AtRateVsHello <= TARGETS.siteP99VsHello)};
  p99 ${fmt(r.siteP99VsHello)} at saturation — ${met(r.siteP99VsHello <= TARGETS.siteP99VsHello)} (the serving state, docs/decisions/266).
- Generated site on a custom domain: ${fmt(r.customVsHello)} the hello-world Worker's req/s — ${met(r.customVsHello >= TARGETS.siteVsHello)};
  p99 ${fmt(r.customP99AtRateVsHello)} at equal offered load — ${met(r.customP99AtRateVsHello <= TARGETS.siteP99VsHello)};
  p99 ${fmt(r.customP99VsHello)} at saturation — ${met(r.customP99VsHello <= TARGETS.siteP99VsHello)}.
- Dashboard: ${fmt(r.dashboardVsRemixD1)} the Remix + 6 D1 rows page (target ≥ ${TARGETS.dashboardVsRemixD1}×) — ${met(r.dashboardVsRemixD1 >= TARGETS.dashboardVsRemixD1)};
  p99 ${fmt(r.dashboardP99VsRemixD1)} (target ≤ ${TARGETS.dashboardP99VsRemixD1}×) — ${met(r.dashboardP99VsRemixD1 <= TARGETS.dashboardP99VsRemixD1)}.
- App store: ${fmt(r.appStoreVsRemixD1)} the Remix + 6 D1 rows page (target ≥ ${TARGETS.appStoreVsRemixD1}×) — ${met(r.appStoreVsRemixD1 >= TARGETS.appStoreVsRemixD1)}.
- Landing client JS: ${js.landing.toFixed(1)} KB gzip (budget ≤ ${TARGETS.landingJsKb} KB, enforced by \`bench/landing-js.test.ts\`) — ${met(js.landing <= TARGETS.landingJsKb)}.
- \`/api/health\` is listed, not used as a comparison: it probes three services and is slow by design.
- CPU ms/request: the CPU time of the workerd process serving the route, per request (median of the rounds). It
  depends far less on the machine's other load than req/s and p99 do: ${cpuLine(rows)}.
- The load client (autocannon, in the benchmark's process on the same cores) spent ${rows.hello.clientCpu?.toFixed(3)} ms of CPU per
  hello-world answer and ${rows.site.clientCpu?.toFixed(3)} ms per generated-site answer (docs/decisions/236).
- Load average (1 min) of the 2-core machine while measuring: median ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}).`,
  );
}

const productState = mkdtempSync(join(tmpdir(), 'fairstack-bench-'));
const remixState = mkdtempSync(join(tmpdir(), 'fairstack-bench-remix-'));
if (!process.env.SKIP_BUILD) build();
run('npx', ['remix', 'vite:build', REMIX_DIR], { stdio: ['ignore', 'ignore', 'inherit'] });
prepareDatabase({ persistTo: productState });
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', remixState, '--config', REMIX_CONFIG], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true' },
});
const [productPort, helloPort, helloBarePort, remixPort, sameAnswerPort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
const workers = [];
try {
  // Only the profiled row's Worker opens an inspector (the product's for its rows), and only when a profile is asked for.
  const inspectorPort = PROFILE ? await freePort() : null;
  const PRODUCT_ROWS = ['site', 'custom', 'landing', 'about', 'dashboard', 'appStore', 'dashboardRendered', 'aboutSignedIn', 'health'];
  const profiled = (rows) => (inspectorPort && rows.includes(PROFILE) ? { SERVE_INSPECTOR_PORT: String(inspectorPort) } : {});
  /** Starts a Worker, with the inspector open when it serves the profiled row. */
  const start = async (options, rows) => {
    Object.assign(process.env, profiled(rows));
    try {
      return await startWorker(options);
    } finally {
      delete process.env.SERVE_INSPECTOR_PORT;
    }
  };
  const product = await start({ port: productPort, persistTo: productState, vars: { ENVIRONMENT: 'development', GENERATION_PROVIDER: 'composer' }, inspector: false }, PRODUCT_ROWS);
  workers.push(product);
  const hello = await start({ port: helloPort, config: HELLO_CONFIG, readyPath: '/', inspector: false }, ['hello']);
  workers.push(hello);
  const helloBare = await startWorker({ port: helloBarePort, config: HELLO_BARE_CONFIG, readyPath: '/', inspector: false });
  workers.push(helloBare);
  const remix = await startWorker({ port: remixPort, persistTo: remixState, config: REMIX_CONFIG, readyPath: '/', inspector: false });
  workers.push(remix);
  const { cookie, sitePath } = await prepareProduct(product.url, productState);
  const page = await rawGet(product.url + sitePath);
  const onCustomHost = await rawGet(product.url + '/', { Host: CUSTOM_HOST });
  if (page.status !== 200 || onCustomHost.body !== page.body) throw new Error(`the custom domain does not serve the site (${onCustomHost.status})`);
  const answerHeaders = Object.entries(page.headers).filter(([name]) => !FRAMING.has(name));
  const sameAnswer = await start({
    port: sameAnswerPort,
    config: SAME_ANSWER_CONFIG,
    vars: { ANSWER_BODY: page.body, ANSWER_HEADERS: JSON.stringify(answerHeaders) },
    readyPath: '/',
    inspector: false,
  }, ['sameAnswer']);
  workers.push(sameAnswer);
  const replica = await rawGet(sameAnswer.url + '/');
  const sorted = (headers) => JSON.stringify(Object.entries(headers).filter(([name]) => !FRAMING.has(name)).sort());
  if (replica.body !== page.body || sorted(replica.headers) !== sorted(page.headers)) {
    throw new Error('the minimal Worker does not give the site’s answer');
  }

  const sizes = {
    hello: (await (await fetch(hello.url)).text()).length,
    remix: (await (await fetch(remix.url)).text()).length,
    site: page.body.length,
    siteHeaders: answerHeaders.length,
  };
  const [productCpu, helloCpu, helloBareCpu, remixCpu, sameAnswerCpu] = [product, hello, helloBare, remix, sameAnswer].map(workerdOf);
  // Each target's pair is measured back to back (hello world and the site rows; Remix + 6 D1 rows, the dashboard and
  // the store), and every other round runs in reverse order, so neither of a pair always goes first (docs/decisions/236).
  const routes = {
    hello: ['hello-world Worker (2 KB)', hello.url + '/', {}, helloCpu],
    site: ['GET /sites/{slug}/ generated site', product.url + sitePath, {}, productCpu],
    custom: ['GET / on a custom domain (generated site)', product.url + '/', { Host: CUSTOM_HOST }, productCpu],
    sameAnswer: ['site page from a minimal Worker (reference)', sameAnswer.url + '/', {}, sameAnswerCpu],
    helloBare: ['hello-world Worker, no assets (reference)', helloBare.url + '/', {}, helloBareCpu],
    remix: ['bare Remix 2 page', remix.url + '/', {}, remixCpu],
    landing: ['GET / landing, signed out (edge cache)', product.url + '/', {}, productCpu],
    about: ['GET /about (edge cache)', product.url + '/about', {}, productCpu],
    remixD1: ['bare Remix 2 page + 6 D1 rows', remix.url + '/d1', {}, remixCpu],
    dashboard: ['GET /dashboard, signed in', product.url + '/dashboard', { Cookie: cookie }, productCpu],
    appStore: ['GET /app-store, signed out', product.url + '/app-store', {}, productCpu],
    // References for the dashboard's page cache (docs/decisions/230), after the store so the pairs above stay back to
    // back: the same page rendered on every request (a query string bypasses the cache), and a signed-in page without
    // page data, which the cache does not touch.
    dashboardRendered: ['GET /dashboard?view=1, signed in (rendered)', product.url + '/dashboard?view=1', { Cookie: cookie }, productCpu],
    aboutSignedIn: ['GET /about, signed in', product.url + '/about', { Cookie: cookie }, productCpu],
    health: ['GET /api/health (D1, R2, a Durable Object)', product.url + '/api/health', {}, productCpu],
  };
  const serving = [productCpu, helloCpu, helloBareCpu, remixCpu, sameAnswerCpu].filter(Boolean);
  const measured = {};
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`-- round ${round} of ${ROUNDS}`);
    const order = round % 2 ? Object.entries(routes) : Object.entries(routes).reverse();
    for (const [id, [name, url, headers, workerd]] of order) {
      if (ONLY && !ONLY.has(id)) continue;
      const profile = PROFILE === id && round === 1 ? { id, inspectorPort } : null;
      (measured[id] ??= []).push(await measure(name, url, headers, round === 1, workerd, profile, serving));
    }
  }
  const rows = Object.fromEntries(Object.entries(measured).map(([id, rounds]) => [id, combine(rounds)]));
  // Then the site's rows again at one request rate, below saturation, in the same interleaved rounds (EQUAL_LOAD_SHARE).
  const equal = EQUAL_LOAD_ROWS.filter((id) => rows[id]);
  const atRate = {};
  if (rows.hello) {
    const rate = Math.round(rows.hello.rps * EQUAL_LOAD_SHARE);
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`-- equal offered load (${rate} requests/s), round ${round} of ${ROUNDS}`);
      for (const id of round % 2 ? equal : [...equal].reverse()) {
        const [name, url, headers, workerd] = routes[id];
        (atRate[id] ??= []).push(await measure(name, url, headers, false, workerd, null, serving, rate));
      }
    }
  }
  const rowsAtRate = Object.fromEntries(Object.entries(atRate).map(([id, rounds]) => [id, combine(rounds)]));
  if (!ONLY) report(rows, rowsAtRate, sizes);
} finally {
  for (const w of workers) w.stop();
  rmSync(productState, { recursive: true, force: true });
  rmSync(remixState, { recursive: true, force: true });
}
