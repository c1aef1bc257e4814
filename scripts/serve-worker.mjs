#!/usr/bin/env node
// Serves the built Worker straight from workerd through Miniflare: the same bundle `wrangler deploy` uploads
// (scripts/worker-bundle.mjs), the same bindings, Durable Objects, D1, R2 and static assets
// from wrangler.toml, but without `wrangler dev`'s development layers (its proxy Worker in a second workerd and
// the devtools inspector that copies every request and response into wrangler's Node process). Under heavy load
// those layers, not the Worker, fail: they answer 503 "Your worker restarted mid-request" and 500 "Network
// connection lost" (docs/decisions/130). Used by the load run and the benchmarks.
// The benchmark's minimal comparison Workers (bench/minimal/) are served by the same code with their own config.
// Usage (from scripts/local.mjs): node scripts/serve-worker.mjs <port> <persist dir or ''> '<vars as JSON>' [wrangler config]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bundleWorker } from './worker-bundle.mjs';

const [port, persistTo, varsJson, configArg] = process.argv.slice(2);
const vars = JSON.parse(varsJson || '{}');
const config = configArg || join(import.meta.dirname, '..', 'wrangler.toml');

const outDir = mkdtempSync(join(tmpdir(), 'fairstack-bundle-'));
const { script, modules } = bundleWorker(config, outDir);

const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
const persist = (kind) => (persistTo ? join(persistTo, 'v3', kind) : false);
const mf = new Miniflare({
  ...workerOptions,
  name: workerOptions.name ?? 'fairstack',
  // The bundle (wrangler bundled every script into it) and the modules it imports (the image codecs' WebAssembly,
  // docs/decisions/180; the name lexicon's text, 232), listed explicitly so Miniflare does not try to resolve the
  // bundle's dynamic import() calls, which never run on this path.
  modules: [{ type: 'ESModule', path: script }, ...modules],
  modulesRoot: outDir,
  bindings: { ...workerOptions.bindings, ...vars },
  host: '127.0.0.1',
  port: Number(port),
  d1Persist: persist('d1'),
  r2Persist: persist('r2'),
  durableObjectsPersist: persist('do'),
  cachePersist: persist('cache'),
  log: new Log(LogLevel[process.env.SERVE_LOG_LEVEL ?? 'WARN']),
  // `BENCH_PROFILE=<row> npm run bench` reads CPU profiles through workerd's inspector (bench/profile.mjs); nothing else opens it.
  ...(process.env.SERVE_INSPECTOR_PORT ? { inspectorPort: Number(process.env.SERVE_INSPECTOR_PORT) } : {}),
});
const url = await mf.ready;
console.error(`Worker ready on ${url.href}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await mf.dispose().catch(() => {});
  rmSync(outDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
