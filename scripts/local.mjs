// Shared by `npm run dev`, the e2e tests and the benchmarks: prepare local state and start the Worker.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedLocal } from './seed.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
}

/**
 * `keepOutput`: write over the last build instead of deleting it first. `npm run dev` rebuilds so while wrangler
 * serves `build/client`: wrangler stops with ENOENT when that folder disappears under it.
 */
export function build({ keepOutput = false } = {}) {
  const env = keepOutput ? { ...process.env, FAIRSTACK_KEEP_BUILD: '1' } : process.env;
  run('npx', ['remix', 'vite:build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

/**
 * @param {{ persistTo?: string }} [options]
 * Applies every migration to the local D1 (in `persistTo`, or wrangler's default folder) and seeds it. */
export function prepareDatabase({ persistTo } = {}) {
  const args = ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'];
  if (persistTo) args.push('--persist-to', persistTo);
  run('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
  seedLocal({ persistTo });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ port: number, persistTo?: string, vars?: Record<string, string>, stdio?: 'pipe' | 'inherit', liveReload?: boolean, logLevel?: 'warn' | 'info' | 'log' | 'debug', inspector?: boolean, config?: string, readyPath?: string }} options
 * Starts `wrangler dev` on the built Worker (workerd, Durable Objects included) and resolves once it answers.
 * `vars` become --var flags, so nothing development-only is ever written to wrangler.toml. `logLevel` 'log'
 * shows every console.log/info of the Worker (the e2e run searches them, docs/decisions/120); the default keeps warnings.
 */
export async function startWorker({ port, persistTo, vars = {}, stdio = 'pipe', liveReload = false, logLevel = 'warn', inspector = true, config, readyPath = '/api/health' }) {
  let command = 'npx';
  let args = ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--log-level', logLevel];
  if (persistTo) args.push('--persist-to', persistTo);
  if (liveReload) args.push('--live-reload');
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  if (!inspector) {
    // Same runtime without the devtools inspector (scripts/serve-worker.mjs): for load runs and benchmarks.
    command = process.execPath;
    // `config` (another wrangler.toml) serves the benchmark's minimal comparison Workers the same way.
    args = [join(root, 'scripts', 'serve-worker.mjs'), String(port), persistTo ?? '', JSON.stringify(vars), config ?? ''];
  }
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', stdio, stdio],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    detached: true,
  });
  /** @type {string[]} */
  const logs = [];
  if (stdio === 'pipe') {
    child.stdout?.on('data', (d) => logs.push(String(d)));
    child.stderr?.on('data', (d) => logs.push(String(d)));
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.status < 500) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) throw new Error(`wrangler dev did not start:\n${logs.join('')}`);
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  return { url, child, logs, stop };
}
