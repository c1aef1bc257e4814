// `npm run bench:facts`: runs the fact extractor (core/lib/facts) on the suite's two sets and prints
// precision and recall per fact kind (docs/decisions/141), its speed against a minimal comparison and its
// bundle size; writes the 'facts' section of docs/performance.md.
//
//   npm run bench:facts                      score both sets, write the report
//   npm run bench:facts -- --baseline        also store this run as the first score (bench/facts/baseline.json)
//   npm run bench:facts -- --mistakes dev    list what the extractor got wrong or missed on the DEV set
//                                            (the held-out set's mistakes are not for tuning)
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { writeSection } from '../report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const outDir = join(root, 'node_modules', '.cache', 'fairstack-facts');
const args = process.argv.slice(2);
const mistakesOf = args.includes('--mistakes') ? args[args.indexOf('--mistakes') + 1] : null;
const baselineFile = join(here, 'baseline.json');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `suite-${Date.now()}.mjs`);
await build({ entryPoints: [join(here, 'entry.ts')], bundle: true, format: 'esm', platform: 'node', target: 'es2022', outfile, logLevel: 'warning' });
const suite = await import(pathToFileURL(outfile).href);

// What the Worker carries for the extractor: its own code, minified and gzipped (zod is shared with the app).
const sized = await build({
  entryPoints: [join(root, 'core', 'lib', 'facts', 'extract.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  external: ['zod'],
  write: false,
  logLevel: 'warning',
});
const bundleGzipKB = gzipSync(sized.outputFiles[0].contents, { level: 9 }).length / 1024;

const sets = { dev: suite.dev, heldout: suite.heldOut };
const scores = Object.fromEntries(Object.entries(sets).map(([name, cases]) => [name, suite.scoreSet(cases, suite.extractFacts)]));

// Speed: every description of both sets, many rounds, against a minimal pass over the same text.
const texts = [...suite.dev, ...suite.heldOut].map((c) => [c.description, { name: c.name, businessType: c.businessType }]);
function time(fn, rounds) {
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const [d, ctx] of texts) fn(d, ctx);
  return Number(process.hrtime.bigint() - start) / 1e6;
}
let sink = 0;
const minimal = (d) => (sink += d.toLowerCase().split(/\s+/).length);
time(suite.extractFacts, 20);
time(minimal, 20);
const rounds = 200;
const extractMs = Math.min(time(suite.extractFacts, rounds), time(suite.extractFacts, rounds));
const minimalMs = Math.min(time(minimal, rounds), time(minimal, rounds));
const perDescriptionUs = (extractMs * 1000) / (rounds * texts.length);

const fmt = (v) => (v === null ? 'n/a' : v.toFixed(2));
function table(score, baseline) {
  const head = baseline
    ? '| kind | expected | extracted | precision | recall | baseline precision | baseline recall |\n|---|---:|---:|---:|---:|---:|---:|'
    : '| kind | expected | extracted | precision | recall |\n|---|---:|---:|---:|---:|';
  const rows = suite.KINDS.map((k) => {
    const s = score.kinds[k];
    const b = baseline?.kinds[k];
    return `| ${k} | ${s.expected} | ${s.extracted} | ${fmt(s.precision)} | ${fmt(s.recall)} |${b ? ` ${fmt(b.precision)} | ${fmt(b.recall)} |` : ''}`;
  });
  return [head, ...rows].join('\n');
}

for (const [name, score] of Object.entries(scores)) {
  console.log(`\n${name} (${score.cases} descriptions)`);
  console.log(table(score));
}
if (mistakesOf) {
  console.log(`\nmistakes on ${mistakesOf}:`);
  for (const m of scores[mistakesOf]?.mistakes ?? []) console.log(`  ${m}`);
}
console.log(`\nextractFacts: ${perDescriptionUs.toFixed(1)} µs per description, ${(extractMs / minimalMs).toFixed(1)}x a lower-case-and-split pass; ${bundleGzipKB.toFixed(1)} KB gzip`);

const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
const date = new Date().toISOString().slice(0, 10);
if (args.includes('--baseline')) writeFileSync(baselineFile, `${JSON.stringify({ commit, date, scores }, null, 2)}\n`);
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null;
const minPrecision = Math.min(...suite.KINDS.map((k) => scores.heldout.kinds[k].precision ?? 1));

writeSection(
  'facts',
  `## Fact extraction (\`npm run bench:facts\`)

Run ${date} at ${commit}, Node ${process.version}. \`extractFacts\` (core/lib/facts) on the fact suite in
\`bench/facts/\`: ${scores.dev.cases} dev descriptions (tuned on) and ${scores.heldout.cases} held-out descriptions (scored, never tuned on),
each with hand-written facts. Matching (docs/decisions/141): offerings, people and places by normalised name
(people without titles), prices and roles on the offerings and people that matched, hours day by day (a day's
status and intervals must be equal; "by appointment only" counts as one more item), phones by their digits,
links without the scheme. "n/a": nothing extracted (precision) or nothing to find (recall).
${baseline ? `The baseline columns are the first score, of the extractor as it was before this suite (run ${baseline.date} at ${baseline.commit}).` : ''}

### Held-out set (${scores.heldout.cases} descriptions; target: precision ≥ 0.95 per kind)

${table(scores.heldout, baseline?.scores.heldout)}

### Dev set (${scores.dev.cases} descriptions)

${table(scores.dev, baseline?.scores.dev.cases === scores.dev.cases ? baseline.scores.dev : undefined)}
${baseline && baseline.scores.dev.cases !== scores.dev.cases ? `\nThe dev set has grown since the baseline (${baseline.scores.dev.cases} descriptions then, ${scores.dev.cases} now), so its baseline is not shown beside it; the held-out set is unchanged.\n` : ''}
- Lowest held-out precision over the kinds: **${minPrecision.toFixed(2)}** (target ≥ 0.95) — ${minPrecision >= 0.95 ? 'met' : 'not met'}.
- Speed: **${perDescriptionUs.toFixed(1)} µs** per description, ${(extractMs / minimalMs).toFixed(1)}× a lower-case-and-split pass over the same text in the same run.
- Size: the extractor's own code is **${bundleGzipKB.toFixed(1)} KB** gzip, minified (zod is shared with the app).`,
);
if (sink < 0) console.log(sink);
