// `npm test`: every test, installing what is missing first.
// The quick checks and the build run one after another and stop at the first failure; then the typecheck,
// the vitest run of unit/slow/build/worker and the e2e run go side by side (docs/decisions/220).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build, root, run } from './local.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const sequential = [
  ['browser', ensureChromium],
  // The generated binding types (worker-configuration.d.ts) match wrangler.toml (docs/decisions/200).
  ['binding types are current', () => run('npm', ['run', '--silent', 'types', '--', '--check'])],
  // core/ at the bottom, app/ and workers/ apart, no loops (.dependency-cruiser.cjs, docs/decisions/200).
  ['layering', () => run('npm', ['run', '--silent', 'depcruise'])],
  ['build', build],
];

/**
 * Independent of each other once `build/` exists, and none keeps both cores busy on its own: the workerd
 * tests run one file at a time, the e2e tests wait on a browser and a Worker (docs/decisions/220).
 * The first streams its output; the others print theirs as one block when they end.
 */
const together = [
  ['unit, slow, build-reading and workerd integration tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'slow', '--project', 'build', '--project', 'worker']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['end-to-end tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

for (const [name, stage] of sequential) {
  console.log(`\n== ${name} ==`);
  const started = performance.now();
  try {
    stage();
  } catch (error) {
    console.error(`\n${name} failed.`);
    process.exit(typeof error?.status === 'number' && error.status !== 0 ? error.status : 1);
  }
  console.log(`(${name}: ${seconds(started)})`);
}

/** Writes whole lines only, so a block printed by another stage never lands inside a line. */
function lineWriter(stream) {
  let pending = '';
  return {
    write(chunk) {
      pending += chunk;
      const end = pending.lastIndexOf('\n');
      if (end === -1) return;
      stream.write(pending.slice(0, end + 1));
      pending = pending.slice(end + 1);
    },
    flush() {
      if (pending) stream.write(`${pending}\n`);
      pending = '';
    },
  };
}

const live = { out: lineWriter(process.stdout), err: lineWriter(process.stderr) };

function runStage([name, cmd, args], index) {
  const streamed = index === 0;
  const started = performance.now();
  if (streamed) console.log(`\n== ${name} ==`);
  else console.log(`\n(${name}: started alongside; the output follows when it ends)`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    /** @type {string[]} */
    const captured = [];
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    // The streamed stage's output is kept too: its failures are repeated at the end (see failureSummary).
    child.stdout.on('data', (d) => {
      captured.push(d);
      if (streamed) live.out.write(d);
    });
    child.stderr.on('data', (d) => {
      captured.push(d);
      if (streamed) live.err.write(d);
    });
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const verdict = `${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`;
      if (streamed) {
        live.out.flush();
        live.err.flush();
        console.log(`(${verdict})`);
      } else {
        const text = captured.join('');
        process.stdout.write(`\n== ${name} ==\n${text}${text && !text.endsWith('\n') ? '\n' : ''}(${verdict})\n`);
      }
      resolve({ name, status, output: captured.join('') });
    });
  });
}

/**
 * What a failed stage said about its failures, from vitest's "Failed Tests" section (or, for another tool, its
 * last lines): the stages end in any order, so without this the reason can be far above the last screen of a log
 * that is read from its end.
 */
function failureSummary(output) {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /⎯ Failed Tests \d+ ⎯/.test(line));
  const picked = start === -1 ? lines.slice(-40) : lines.slice(start).filter((line) => !/^\s*\d*\|/.test(line));
  return picked.slice(0, 120).join('\n');
}

const results = await Promise.all(together.map(runStage));
const failed = results.filter((r) => r.status !== 0);
if (failed.length > 0) {
  for (const { name, output } of failed) console.error(`\n== ${name}: what failed ==\n${failureSummary(output)}`);
  console.error(`\nFailed: ${failed.map((r) => r.name).join(', ')}.`);
  process.exit(failed[0].status);
}
