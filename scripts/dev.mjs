// `npm run dev`: migrate and seed the local D1, build, and serve the same Worker that production runs
// (in workerd via wrangler, Durable Objects included), rebuilding when app/ or core/ changes.
import { watch } from 'node:fs';
import { join } from 'node:path';
import { build, prepareDatabase, root, startWorker } from './local.mjs';

const port = Number(process.env.PORT ?? 8787);

console.log('Applying D1 migrations and seeding demo data...');
prepareDatabase();
console.log('Building...');
build();
const worker = await startWorker({
  port,
  stdio: 'inherit',
  vars: { ENVIRONMENT: 'development', PAYMENT_PROVIDER: 'test', GENERATION_PROVIDER: 'composer' },
});
console.log(
  `\n  Fairstack is running at ${worker.url}\n  Sign in locally at ${worker.url}/api/login (admin: admin@fairstack.local)` +
    `\n  Admin panel at ${worker.url}/admin (local password: fairstack-admin-local)\n`,
);

// wrangler reloads when the bundle's inputs change; rebuilding on app/ and core/ edits refreshes build/server.
let timer = null;
let building = false;
const rebuildSoon = () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (building) return;
    building = true;
    try {
      build({ keepOutput: true });
      console.log('Rebuilt.');
    } catch {
      console.error('Build failed; fix the error and save again.');
    } finally {
      building = false;
    }
  }, 200);
};
for (const folder of ['app', 'core']) watch(join(root, folder), { recursive: true }, rebuildSoon);

const shutdown = () => {
  worker.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
