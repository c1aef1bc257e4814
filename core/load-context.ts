import type { PlatformProxy } from 'wrangler';
import type { Env } from './env';
import type { ImageCodecs } from './lib/images/process.server';

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'> };

/** Builds what every loader and action receives as `context`, in the Worker and in `remix vite:dev`. */
export function getLoadContext({
  request,
  context,
  requestId,
  openApiDocument,
  images,
}: {
  request: Request;
  context: { cloudflare: Cloudflare | Omit<PlatformProxy<Env>, 'dispose'> };
  requestId?: string;
  /** The Worker passes its API's OpenAPI document so pages can render it without bundling the API twice. */
  openApiDocument?: () => unknown;
  /** The Worker passes its image codecs (WebAssembly bundled with the Worker, docs/decisions/180). */
  images?: ImageCodecs;
}) {
  const { env, ctx } = context.cloudflare;
  // `request` is the request as the Worker received it: Remix hands each loader its own copy, and the session
  // look-up is shared per request by this one object (app/utils/auth.server.ts, docs/decisions/161).
  // `responseHeaders`: headers the Worker adds to the final response; Remix drops a thrown response's own
  // headers on document requests (the write limits' Retry-After, workers/write-limits.ts).
  const responseHeaders = new Headers();
  return { env, ctx, requestId: requestId ?? crypto.randomUUID(), openApiDocument, request, images, responseHeaders };
}

declare module '@remix-run/cloudflare' {
  interface AppLoadContext extends ReturnType<typeof getLoadContext> {}
}
