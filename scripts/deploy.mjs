#!/usr/bin/env node
// `npm run deploy`: builds, bundles the Worker as scripts/serve-worker.mjs serves it (minified by wrangler, then every
// character made Latin-1, docs/decisions/231) and uploads that bundle as it is (`--no-bundle`). Extra arguments go
// to `wrangler deploy` (e.g. `npm run deploy -- --env staging`).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, root, run } from './local.mjs';
import { bundleWorker } from './worker-bundle.mjs';

const config = join(root, 'wrangler.toml');
const outDir = join(root, 'build', 'worker');
build();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const { script } = bundleWorker(config, outDir);
// Already minified; wrangler refuses `minify` together with `--no-bundle`. The modules beside the script (WebAssembly,
// text) are found by wrangler's default module rules and the one in wrangler.toml.
run('npx', ['wrangler', 'deploy', script, '--no-bundle', '--no-minify', '--config', config, ...process.argv.slice(2)]);
