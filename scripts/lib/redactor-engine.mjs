// Compiles the TypeScript redaction engine (core/lib/redactor) to one ES module with esbuild and imports
// it, so plain Node scripts (the CLI, the benchmark) run exactly the code the browser and the API run.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourceDir = join(root, 'core', 'lib', 'redactor');
const outDir = join(root, 'node_modules', '.cache', 'fairstack-redactor');

/** Newest modification time of the engine's sources, so a stale bundle is rebuilt. */
function sourceStamp() {
  let newest = 0;
  for (const name of readdirSync(sourceDir)) {
    if (name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, statSync(join(sourceDir, name)).mtimeMs);
  }
  return Math.floor(newest);
}

/** @returns {Promise<typeof import('../../core/lib/redactor/index')>} */
export async function loadRedactor() {
  return loadBundle('engine', { entryPoints: [join(sourceDir, 'index.ts')] });
}

/**
 * The engine's stages one by one (preparing the text, scanning, rendering), for the benchmark's account
 * of where the time goes (decision 190). Not part of the engine's API.
 */
export async function loadRedactorStages() {
  return loadBundle('stages', {
    stdin: {
      contents: `export { scannable } from './flat'; export { scanText } from './scanner'; export { SpanCollector } from './collector'; export { Renderer, renderRange } from './render'; export { enabledFlags } from './options';`,
      resolveDir: sourceDir,
      loader: 'ts',
    },
  });
}

async function loadBundle(name, entry) {
  const outfile = join(outDir, `${name}-${sourceStamp()}.mjs`);
  let fresh = false;
  try {
    statSync(outfile);
  } catch {
    fresh = true;
  }
  if (fresh) {
    mkdirSync(outDir, { recursive: true });
    await build({
      ...entry,
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      outfile,
      logLevel: 'warning',
      // Vite's '?raw' import (the name lexicon's word list, decision 064) as esbuild's text loader.
      plugins: [
        {
          name: 'raw',
          setup(b) {
            b.onResolve({ filter: /\?raw$/ }, (args) => ({ path: createRequire(join(sourceDir, 'x.js')).resolve(args.path.slice(0, -4)), namespace: 'raw' }));
            b.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
          },
        },
      ],
    });
  }
  return import(pathToFileURL(outfile).href);
}
