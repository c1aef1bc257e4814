import { createRequestHandler } from '@remix-run/cloudflare';
// Built by `npx remix vite:build bench/minimal/remix` before wrangler bundles this file (JavaScript, so the
// project's typecheck does not need this build).
import * as build from './build/server/index.js';

const handle = createRequestHandler(build);

export default {
  /** @param {Request} request @param {{ ASSETS: Fetcher, DB: D1Database }} env @param {ExecutionContext} ctx */
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname.startsWith('/assets/')) return env.ASSETS.fetch(request);
    return handle(request, { cloudflare: { env, ctx } });
  },
};
