// `node bench/route-count.mjs`: does the number of routes change what a Remix page costs? The bare Remix app of
// bench/minimal/remix is built twice, as it is (2 routes) and with ROUTES more trivial routes (the product has
// about 50), both served like the product (scripts/serve-worker.mjs), and `/` is measured on each in interleaved
// rounds: req/s and the CPU time of the serving workerd process per request (as bench/run.mjs measures it).
// A one-off check for docs/decisions/230; it writes nothing.
import autocannon from 'autocannon';
import { cpSync, mkdirSync, rmSync, writeFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, root, run, startWorker } from '../scripts/local.mjs';

const ROUTES = Number(process.env.ROUTES ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const source = join(root, 'bench', 'minimal', 'remix');
// Inside the repository, so the copy resolves the root node_modules; .tmp is ignored by git.
const copy = join(root, '.tmp', 'bench-remix-routes');

rmSync(copy, { recursive: true, force: true });
mkdirSync(copy, { recursive: true });
for (const name of ['app', 'migrations', 'package.json', 'vite.config.ts', 'worker.js', 'wrangler.toml']) cpSync(join(source, name), join(copy, name), { recursive: true });
for (let i = 0; i < ROUTES; i++) {
  // Like the product's pages: a loader and a component, some nested, some with a parameter.
  const file = i % 3 === 0 ? `section${i}.$id.tsx` : i % 3 === 1 ? `section${i}_.edit.tsx` : `section${i}.tsx`;
  writeFileSync(
    join(copy, 'app', 'routes', file),
    `export const loader = () => ({ n: ${i} });\nexport default function R() { return <p>route ${i}</p>; }\n`,
  );
}
run('npx', ['remix', 'vite:build', source], { stdio: ['ignore', 'ignore', 'inherit'] });
run('npx', ['remix', 'vite:build', copy], { stdio: ['ignore', 'ignore', 'inherit'] });

function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
function workerdOf(worker) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === 'workerd' && ppid === worker.child.pid) return Number(entry);
    } catch {
      /* gone */
    }
  }
  throw new Error('workerd not found');
}
const load = (url, duration) => new Promise((resolve, reject) => autocannon({ url, connections: 50, duration }, (e, r) => (e ? reject(e) : resolve(r))));

const workers = [];
try {
  const apps = {};
  for (const [name, dir] of [['2 routes', source], [`${ROUTES + 2} routes`, copy]]) {
    const worker = await startWorker({ port: await freePort(), config: join(dir, 'wrangler.toml'), readyPath: '/', inspector: false });
    workers.push(worker);
    apps[name] = { url: worker.url + '/', pid: workerdOf(worker), rounds: [] };
    await load(apps[name].url, 3);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, app] of Object.entries(apps)) {
      const before = cpuMs(app.pid);
      const r = await load(app.url, DURATION_S);
      const cpu = (cpuMs(app.pid) - before) / r.requests.total;
      app.rounds.push({ rps: r.requests.average, cpu });
      console.log(`${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(5)} req/s  CPU ${cpu.toFixed(2)} ms/req`);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const [small, big] = Object.values(apps);
  console.log(
    `median CPU per request: ${median(small.rounds.map((r) => r.cpu)).toFixed(2)} ms (2 routes), ${median(big.rounds.map((r) => r.cpu)).toFixed(2)} ms (${ROUTES + 2} routes)`,
  );
} finally {
  for (const w of workers) w.stop();
  rmSync(copy, { recursive: true, force: true });
}
