// `node bench/facts/audit/run.mjs`: the truthfulness audit's third round (docs/decisions/142) as a score —
// cases whose three sites (extractor's reading, confirmed facts, corrected facts) state nothing untrue, and
// every problem found, for reading; writes the 'truthfulness' section of docs/performance.md. The unit test
// core/lib/generation/truthfulness-round3.test.ts fails on any problem outside its known gaps.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execSync } from 'node:child_process';
import { build } from 'esbuild';
import { writeSection } from '../../report.mjs';

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
const first = { clean: 10, extracted: 36, confirmed: 43, corrected: 11, problems: 117 };
const clean = rows.filter((r) => !r.extracted.length && !r.confirmed.length && !r.corrected.length).length;
const cleanRun = (run) => rows.filter((r) => !r[run].length).length;
console.log(
  `\n${clean}/${rows.length} cases true in all three runs (extracted ${cleanRun('extracted')}, confirmed ${cleanRun('confirmed')}, corrected ${cleanRun('corrected')}); ${problems} problems`,
);

const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
const byRun = (run) => rows.filter((r) => r[run].length).map((r) => r.id);
writeSection(
  'truthfulness',
  `## Truthfulness audit, round three (\`node bench/facts/audit/run.mjs\`)

Run ${new Date().toISOString().slice(0, 10)} at ${commit}. ${rows.length} descriptions written for the round alone
(\`bench/facts/audit/round3.ts\`), each generated three ways as production does: from the extractor's reading, from
the facts as the owner confirms them, and from the facts as the owner corrects them (every fact changed; nothing
replaced may stay on any page). A case is true when none of its pages states anything the owner did not say
(docs/decisions/142, checks in \`bench/facts/audit/check.ts\`).

| run | first score (before any change) | this run |
|---|---:|---:|
| extractor's reading | ${first.extracted}/${rows.length} | ${cleanRun('extracted')}/${rows.length} |
| confirmed facts | ${first.confirmed}/${rows.length} | ${cleanRun('confirmed')}/${rows.length} |
| corrected facts | ${first.corrected}/${rows.length} | ${cleanRun('corrected')}/${rows.length} |
| **all three** | **${first.clean}/${rows.length}** | **${clean}/${rows.length}** |
| problems found | ${first.problems} | ${problems} |

Cases still failing: ${[...new Set([...byRun('extracted'), ...byRun('confirmed'), ...byRun('corrected')])].join(', ') || 'none'}.`,
);
