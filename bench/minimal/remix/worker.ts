import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// Built by `npx remix vite:build --config bench/minimal/remix/vite.config.ts` before wrangler bundles this file.
import * as build from './build/server/index.js';

type Env = { ASSETS: Fetcher; DB: D1Database };

const handle = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx): Promise<Response> {
    if (new URL(request.url).pathname.startsWith('/assets/')) return env.ASSETS.fetch(request);
    return handle(request, { cloudflare: { env, ctx } });
  },
} satisfies ExportedHandler<Env>;
