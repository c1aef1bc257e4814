// `node bench/facts/audit/run.mjs`: the truthfulness audit's third round (docs/decisions/142) as a score —
// cases whose three sites (extractor's reading, confirmed facts, corrected facts) state nothing untrue, and
// every problem found, for reading. The unit test core/lib/generation/truthfulness-round3.test.ts fails on any.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const outDir = join(root, 'node_modules', '.cache', 'fairstack-audit');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `audit-${Date.now()}.mjs`);
await build({
  entryPoints: [join(here, 'report.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'es2022',
  outfile,
  logLevel: 'warning',
  alias: { '~core': join(root, 'core') },
});
const { auditReport } = await import(pathToFileURL(outfile).href);
const rows = auditReport();
let problems = 0;
for (const row of rows) {
  for (const run of ['extracted', 'confirmed', 'corrected']) {
    for (const p of row[run]) {
      problems++;
      console.log(`${row.id} [${run}] ${p}`);
    }
  }
}
const clean = rows.filter((r) => !r.extracted.length && !r.confirmed.length && !r.corrected.length).length;
const cleanRun = (run) => rows.filter((r) => !r[run].length).length;
console.log(
  `\n${clean}/${rows.length} cases true in all three runs (extracted ${cleanRun('extracted')}, confirmed ${cleanRun('confirmed')}, corrected ${cleanRun('corrected')}); ${problems} problems`,
);
