// `npm test`: every test, installing what is missing first. Stops at the first failing stage.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build, run } from './local.mjs';

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

const stages = [
  ['browser', ensureChromium],
  // The generated binding types (worker-configuration.d.ts) match wrangler.toml (docs/decisions/200).
  ['binding types are current', () => run('npm', ['run', '--silent', 'types', '--', '--check'])],
  // core/ at the bottom, app/ and workers/ apart, no loops (.dependency-cruiser.cjs, docs/decisions/200).
  ['layering', () => run('npm', ['run', '--silent', 'depcruise'])],
  ['build', build],
  ['typecheck', () => run('npx', ['tsc', '--noEmit'])],
  ['unit, slow, build-reading and workerd integration tests', () => run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'slow', '--project', 'build', '--project', 'worker'])],
  ['end-to-end tests', () => run('npx', ['vitest', 'run', '--project', 'e2e'])],
];

for (const [name, stage] of stages) {
  console.log(`\n== ${name} ==`);
  try {
    stage();
  } catch (error) {
    console.error(`\n${name} failed.`);
    process.exit(typeof error?.status === 'number' && error.status !== 0 ? error.status : 1);
  }
}
