import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from '@remix-run/dev';
import { defineConfig, type Plugin } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { getLoadContext } from './core/load-context';

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The name lexicon's text (core/lib/redactor/names.ts) stays an import in the server build, so that wrangler makes it
 * one Text module (the `[[rules]]` in wrangler.toml) shared by the Remix build and workers/, instead of a
 * 1.9 MB literal in each copy of the engine, which every isolate held in its script source and again as a string
 * (docs/decisions/232). Browser builds (the redactor's Web Worker) still inline it.
 */
const NAME_LIST = 'humannames/list.txt?raw';
const nameListAsTextModule: Plugin = {
  name: 'fairstack:name-list-as-text-module',
  enforce: 'pre',
  resolveId: (id, _importer, options) => (options?.ssr && id === NAME_LIST ? { id, external: true } : null),
};

// The Remix settings that used to live in remix.config.js (see docs/decisions/002).
export default defineConfig(({ command }) => ({
  plugins: [
    // Only `vite dev` needs the bindings proxy; builds must not start a local runtime.
    command === 'serve' ? cloudflareDevProxyVitePlugin({ getLoadContext }) : null,
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
    command === 'build' ? nameListAsTextModule : null,
  ],
  ssr: { resolve: { conditions: ['workerd', 'worker', 'browser'] } },
  // Web Workers are bundled separately and import core/ through the same ~core alias (docs/decisions/200).
  worker: { plugins: () => [tsconfigPaths()] },
  // FAIRSTACK_KEEP_BUILD: `npm run dev` rebuilds over the folder wrangler is serving (scripts/local.mjs).
  build: { minify: true, emptyOutDir: process.env.FAIRSTACK_KEEP_BUILD ? false : undefined },
}));
