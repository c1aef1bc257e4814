import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from '@remix-run/dev';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { getLoadContext } from './core/load-context';

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true;
  }
}

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
  ],
  ssr: { resolve: { conditions: ['workerd', 'worker', 'browser'] } },
  // Web Workers are bundled separately and import core/ through the same ~core alias (docs/decisions/200).
  worker: { plugins: () => [tsconfigPaths()] },
  build: { minify: true },
}));
