// `npm run bench`: builds and starts the Worker locally (fresh state), then measures pages and the API
// with autocannon (50 connections, 10 s, after a warm-up) and the landing page's client JS (gzip).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, freePort, prepareDatabase, root, startWorker } from '../scripts/local.mjs';
import { writeSection } from './report.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = [
  { name: 'GET /api/health (comparison)', path: '/api/health' },
  { name: 'GET / (landing)', path: '/' },
  { name: 'GET /about (static page)', path: '/about' },
];
const BUDGET = { landingRatio: 0.25, landingJsKb: 110 };

/** @param {string} url */
function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Client JS the landing page loads: its module scripts and modulepreloads, gzip-compressed. */
async function landingJsKb(baseUrl) {
  const html = await (await fetch(baseUrl + '/')).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(m[1]);
  let bytes = 0;
  for (const u of urls) bytes += gzipSync(Buffer.from(await (await fetch(baseUrl + u)).arrayBuffer()), { level: 9 }).length;
  return { kb: bytes / 1024, files: urls.size };
}

const persistTo = mkdtempSync(join(tmpdir(), 'fairstack-bench-'));
build();
prepareDatabase({ persistTo });
const port = await freePort();
const worker = await startWorker({ port, persistTo, vars: { ENVIRONMENT: 'development' } });
try {
  const rows = [];
  for (const t of TARGETS) {
    await load(worker.url + t.path, 3); // warm-up
    const r = await load(worker.url + t.path, DURATION_S);
    rows.push({ ...t, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  const base = rows[0].rps;
  const js = await landingJsKb(worker.url);
  const landing = rows.find((r) => r.path === '/');
  const landingRatio = landing.rps / base;

  console.log('\nroute                          req/s    p50 ms   p99 ms   errors   ratio to /api/health');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}   ${(r.rps / base).toFixed(2)}`,
    );
  }
  console.log(`landing client JS: ${js.kb.toFixed(1)} KB gzip in ${js.files} files (budget ${BUDGET.landingJsKb} KB)`);
  console.log(`landing req/s ratio: ${landingRatio.toFixed(2)} (budget >= ${BUDGET.landingRatio})`);

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  writeSection(
    'foundation',
    `## Pages and health (\`npm run bench\`)

Run ${new Date().toISOString().slice(0, 10)} at ${commit}: \`wrangler dev\` on the built Worker, fresh local state,
autocannon ${CONNECTIONS} connections for ${DURATION_S} s after a 3 s warm-up, one route at a time.

| route | req/s | p50 ms | p99 ms | errors | req/s ratio to /api/health |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / base).toFixed(2)} |`).join('\n')}

- Landing page throughput ratio: **${landingRatio.toFixed(2)}** (budget ≥ ${BUDGET.landingRatio}) — ${landingRatio >= BUDGET.landingRatio ? 'met' : 'NOT met'}.
- Landing page client JS: **${js.kb.toFixed(1)} KB gzip** in ${js.files} files (budget ≤ ${BUDGET.landingJsKb} KB) — ${js.kb <= BUDGET.landingJsKb ? 'met' : 'NOT met'}.
- The landing's templates come from a per-isolate cache (30 s), so an unchanged page view costs no D1 query.`,
  );
} finally {
  worker.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
