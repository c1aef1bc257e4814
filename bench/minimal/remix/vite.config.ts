import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

// The same Remix settings as the product (vite.config.ts at the root), nothing else.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: 'build',
      future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    }),
  ],
  ssr: { resolve: { conditions: ['workerd', 'worker', 'browser'] } },
  build: { minify: true },
  logLevel: 'warn',
});
