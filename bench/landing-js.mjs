// The JavaScript a first visit to a page downloads up front: Remix's entry, the root route and the page's
// route modules with the chunks they import (exactly what Remix modulepreloads), gzip-compressed.
// Chunks loaded later on demand (the Watch Demo dialog, zod for the newsletter) are not counted.
// Usage: `node bench/landing-js.mjs [routeId...]` after `npx remix vite:build`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const productClient = join(root, 'build', 'client');

/** @param {string} client */
function remixManifest(client) {
  const file = readdirSync(join(client, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('No Remix manifest in build/client/assets: run npx remix vite:build first');
  const source = readFileSync(join(client, 'assets', file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

/**
 * @param {string[]} [routeIds]
 * @param {string} [client] a Remix build's client folder (the benchmark also measures bench/minimal/remix)
 * @returns {{ files: string[], gzipBytes: number }}
 */
export function pageJs(routeIds = ['root', 'routes/_index'], client = productClient) {
  const manifest = remixManifest(client);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the Remix manifest`);
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  const sorted = [...files].sort();
  const gzipBytes = sorted.reduce((sum, f) => sum + gzipSync(readFileSync(join(client, f)), { level: 9 }).length, 0);
  return { files: sorted, gzipBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const routes = process.argv.length > 2 ? process.argv.slice(2) : ['routes/_index'];
  const { files, gzipBytes } = pageJs(['root', ...routes]);
  for (const f of files) console.log(`  ${f}`);
  console.log(`${routes.join(', ')}: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${files.length} files`);
}
