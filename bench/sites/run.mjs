// `npm run bench:sites`: generated sites, end to end through the real Worker (the deploy bundle on Miniflare,
// scripts/serve-worker.mjs, fresh state).
// - generate-to-completed time with the composer provider (POST generate until the live channel says done);
// - home page with its CSS, gzip;
// - Lighthouse (mobile, the default config) on one business of every kind (all samples with BENCH_ALL=1).
// - a bakery with the owner's logo and photos (bench/sites/photos.mjs): home HTML + CSS, first-view bytes with
//   images counted apart, Lighthouse. PHOTOS_ONLY=1 runs only this one.
// Results go to docs/performance.md under '## Generated sites' and '## Generated site with photos'.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { build, freePort, prepareDatabase, root, startWorker } from '../../scripts/local.mjs';
import { writeSection } from '../report.mjs';
import { fetch } from './http.mjs';
import { addPhotos, audit, CATEGORIES, LIGHTHOUSE_ATTEMPTS, measurePhotoSite, PHOTO_BUDGET } from './photos.mjs';

const BUDGET = { medianMs: 1000, homeKb: 30, lighthouse: 95 };
const samples = JSON.parse(readFileSync(join(root, 'core/lib/generation/samples.json'), 'utf8'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const q = (v) => `'${String(v ?? '').replace(/'/g, "''")}'`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function signIn(url, email) {
  const res = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: new URLSearchParams({ email, firstName: 'Bench', lastName: 'User', returnTo: '/' }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`local sign-in failed: ${res.status}`);
  const me = await (await fetch(`${url}/api/auth/user`, { headers: { Cookie: cookie } })).json();
  return { cookie, id: me.id };
}

/** POST generate, then read the live channel until the run ends; returns the elapsed milliseconds. */
async function timeGeneration(url, cookie, projectId) {
  const started = performance.now();
  const res = await fetch(`${url}/api/projects/${projectId}/generate`, { method: 'POST', headers: { Cookie: cookie, Origin: url } });
  if (res.status !== 202) throw new Error(`generate ${projectId}: ${res.status} ${await res.text()}`);
  const events = await fetch(`${url}/api/projects/${projectId}/events`, { headers: { Cookie: cookie } });
  const text = await events.text();
  const last = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1])).at(-1);
  const elapsed = performance.now() - started;
  if (last?.status !== 'completed') throw new Error(`project ${projectId} ended as ${JSON.stringify(last)}`);
  return { ms: elapsed, url: last.generatedUrl };
}

const persistTo = mkdtempSync(join(tmpdir(), 'fairstack-bench-sites-'));
build();
prepareDatabase({ persistTo });
const port = await freePort();
// The deploy bundle without `wrangler dev`'s proxy and inspector layers, which fail under load, not the Worker
// (docs/decisions/130). Two runs on `wrangler dev` broke off under load: one got no answer to a live channel's request
// for 300 s, one lost an upload (EPIPE).
const worker = await startWorker({ port, persistTo, inspector: false, vars: { ENVIRONMENT: 'development', GENERATION_PROVIDER: 'composer' } });
let chrome;
try {
  // Two users: each may start at most 10 generations an hour.
  const users = [await signIn(worker.url, 'bench-a@example.test'), await signIn(worker.url, 'bench-b@example.test')];
  const photosOnly = Boolean(process.env.PHOTOS_ONLY);
  const projects = photosOnly ? [] : samples.map((s, i) => ({ ...s, id: 9000 + i, user: users[i % 2], slug: `bench-${i + 1}` }));
  const bakery = samples.find((s) => s.businessType === 'Restaurant');
  const photoProject = { ...bakery, id: 9100, user: await signIn(worker.url, 'bench-photos@example.test'), slug: 'bench-photos' };
  const sql = [...projects, photoProject]
    .map(
      (p) =>
        // The samples' confirmed facts go in as the owner's (samples without any have theirs read from the description).
        `INSERT INTO projects (id, user_id, name, description, business_type, requirements, template_id, status, payment_status, base_price_cents, fee_cents, total_price_cents, slug, facts) VALUES (${p.id}, ${q(p.user.id)}, ${q(p.name)}, ${q(p.description)}, ${q(p.businessType)}, ${q(p.requirements)}, ${p.templateName ? `(SELECT id FROM templates WHERE name = ${q(p.templateName)})` : 'NULL'}, 'pending', 'paid', 2499, 500, 2999, ${q(p.slug)}, ${p.facts ? q(JSON.stringify(p.facts)) : 'NULL'});`,
    )
    .join('\n');
  const sqlFile = join(persistTo, 'bench-projects.sql');
  writeFileSync(sqlFile, sql);
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', sqlFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });

  // Warm the Worker and the Durable Object code path once (not counted).
  await fetch(`${worker.url}/api/health`);

  const rows = [];
  for (const p of projects) {
    const { ms, url } = await timeGeneration(worker.url, p.user.cookie, p.id);
    const html = await (await fetch(url)).text();
    rows.push({ ...p, ms, url, htmlBytes: Buffer.byteLength(html), gzipBytes: gzipSync(html, { level: 9 }).length });
    console.log(`${p.name.padEnd(28)} ${p.businessType.padEnd(11)} ${ms.toFixed(0).padStart(5)} ms  home+CSS ${(rows.at(-1).gzipBytes / 1024).toFixed(1)} KB gzip`);
  }

  const perKind = new Map();
  for (const r of rows) if (!perKind.has(r.businessType) || process.env.BENCH_ALL) perKind.set(process.env.BENCH_ALL ? r.slug : r.businessType, r);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const audits = [];
  for (const r of perKind.values()) {
    const { lhr, scores, lcp, runtimeError } = await audit(r.url, chrome.port);
    const failing = scores
      ? Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
          .map((a) => a.id)
      : [];
    audits.push({ ...r, scores, lcp, runtimeError, failing });
    console.log(`lighthouse ${r.name.padEnd(28)} ${scores ? CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ') : `not traced: ${runtimeError.code}`}${failing.length ? `  (below 0.9: ${failing.join(', ')})` : ''}`);
  }

  await addPhotos(worker.url, photoProject.user.cookie, photoProject.id);
  const photoRun = await timeGeneration(worker.url, photoProject.user.cookie, photoProject.id);
  const photoSite = await measurePhotoSite(photoRun.url, chrome.port);
  console.log(
    `with photos: home+CSS ${(photoSite.homeGzip / 1024).toFixed(1)} KB gzip, images ${(photoSite.imageBytes / 1024).toFixed(1)} KB, first view ${(photoSite.totalBytes / 1024).toFixed(1)} KB; ${photoSite.scores ? CATEGORIES.map((c) => `${c} ${photoSite.scores[c]}`).join(', ') : `Lighthouse could not trace it: ${photoSite.runtimeError.code}`}`,
  );
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const ok = (yes) => (yes ? 'met' : 'NOT met');
  const photoMin = photoSite.scores ? Math.min(...Object.values(photoSite.scores)) : null;
  writeSection(
    'site-photos',
    `## Generated site with photos (\`npm run bench:sites\`)

Run ${new Date().toISOString().slice(0, 10)} at ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()}: the ${photoProject.name} sample with the owner's logo (512 px PNG),
a hero photo, an about photo and six gallery photos, uploaded through \`POST /api/projects/:id/photos\` as the browser
sends them (1,600 × 1,200 JPEG), then generated with the \`composer\` provider. Lighthouse ${'12'}, default mobile
configuration (simulated throttling, 412 px wide): what it loads is the first view (lazy photos below the fold
are not fetched).

| measure | value | budget |
|---|---|---|
| home page HTML + inline CSS, gzip (images excluded) | ${kb(photoSite.homeGzip)} (${kb(photoSite.homeRaw)} raw) | ≤ ${PHOTO_BUDGET.homeKb} KB — ${ok(photoSite.homeGzip <= PHOTO_BUDGET.homeKb * 1024)} |
| images loaded for the first view | ${kb(photoSite.imageBytes)}: ${photoSite.images.join(', ')} | counted apart |
| everything loaded for the first view | ${kb(photoSite.totalBytes)} | ≤ ${PHOTO_BUDGET.firstViewKb} KB — ${ok(photoSite.totalBytes <= PHOTO_BUDGET.firstViewKb * 1024)} |
| Lighthouse performance / accessibility / best practices / SEO | ${photoSite.scores ? CATEGORIES.map((c) => photoSite.scores[c]).join(' / ') : `not traced (${photoSite.runtimeError.code})`} | ≥ ${PHOTO_BUDGET.lighthouse} — ${photoMin === null ? 'not shown' : ok(photoMin >= PHOTO_BUDGET.lighthouse)} |
| largest contentful paint (simulated) | ${photoSite.lcp === null ? '–' : `${photoSite.lcp.toFixed(0)} ms`} | |`,
  );

  // The samples' figures (skipped with PHOTOS_ONLY).
  if (!photosOnly) {
    const times = rows.map((r) => r.ms);
    const medianMs = median(times);
    const maxKb = Math.max(...rows.map((r) => r.gzipBytes)) / 1024;
    const traced = audits.filter((a) => a.scores);
    const untraced = audits.filter((a) => !a.scores);
    const minScore = Math.min(...traced.flatMap((a) => Object.values(a.scores)));
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const met = (ok) => (ok ? 'met' : 'NOT met');
    writeSection(
      'generated-sites',
      `## Generated sites (\`npm run bench:sites\`)

Run ${new Date().toISOString().slice(0, 10)} at ${commit}: the deploy bundle served by Miniflare (\`scripts/serve-worker.mjs\`), fresh local state, provider
\`composer\`, ${rows.length} sample businesses (two of every kind, \`core/lib/generation/samples.json\`), one generation at a
time. Time is from sending \`POST /api/projects/:id/generate\` until the live channel reports \`completed\` (the run in
the Durable Object: read the project, write the copy, render, draw the assets, write 6 files to R2, publish in D1).
Lighthouse ${'12'} runs with its default mobile configuration (simulated throttling) in Debian Chromium.

| business | type | generate → completed ms | home page + CSS, gzip |
|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${r.businessType} | ${r.ms.toFixed(0)} | ${(r.gzipBytes / 1024).toFixed(1)} KB (${(r.htmlBytes / 1024).toFixed(1)} KB raw) |`).join('\n')}

| Lighthouse (mobile) | performance | accessibility | best practices | SEO | LCP ms |
|---|---|---|---|---|---|
${audits.map((a) => `| ${a.name} (${a.businessType}) | ${a.scores ? CATEGORIES.map((c) => a.scores[c]).join(' | ') : `not traced (${a.runtimeError.code}) | | |`} | ${a.lcp === null ? '–' : a.lcp.toFixed(0)} |`).join('\n')}

- Generate → completed: median **${medianMs.toFixed(0)} ms**, max ${Math.max(...times).toFixed(0)} ms (budget: median ≤ ${BUDGET.medianMs} ms) — ${met(medianMs <= BUDGET.medianMs)}.
- Home page with its inline CSS: at most **${maxKb.toFixed(1)} KB gzip** (budget ≤ ${BUDGET.homeKb} KB) — ${met(maxKb <= BUDGET.homeKb)}.
- Lighthouse: lowest score **${minScore}** over every category and kind traced (budget ≥ ${BUDGET.lighthouse}) — ${met(minScore >= BUDGET.lighthouse)}${untraced.length ? `; not shown for ${untraced.map((a) => a.name).join(', ')}: Lighthouse could not trace the page in ${LIGHTHOUSE_ATTEMPTS} attempts` : ''}.${
        audits.some((a) => a.failing.length) ? `\n- Audits below 0.9: ${[...new Set(audits.flatMap((a) => a.failing))].join(', ')}.` : ''
      }`,
    );
    console.log(`\nmedian ${medianMs.toFixed(0)} ms; home+CSS max ${maxKb.toFixed(1)} KB gzip; lowest Lighthouse score ${minScore}`);
  }
} finally {
  await chrome?.kill();
  worker.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
