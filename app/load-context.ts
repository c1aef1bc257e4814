import type { PlatformProxy } from 'wrangler';
import type { Env } from '../workers/env';

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException'> };

/** Builds what every loader and action receives as `context`, in the Worker and in `remix vite:dev`. */
export function getLoadContext({
  context,
  requestId,
  openApiDocument,
}: {
  request: Request;
  context: { cloudflare: Cloudflare | Omit<PlatformProxy<Env>, 'dispose'> };
  requestId?: string;
  /** The Worker passes its API's OpenAPI document so pages can render it without bundling the API twice. */
  openApiDocument?: () => unknown;
}) {
  const { env, ctx } = context.cloudflare;
  // Headers the Worker adds to the final response; Remix drops a thrown response's own headers on document
  // requests (the write limits' Retry-After, workers/write-limits.ts).
  const responseHeaders = new Headers();
  return { env, ctx, requestId: requestId ?? crypto.randomUUID(), openApiDocument, responseHeaders };
}

declare module '@remix-run/cloudflare' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ReturnType<typeof getLoadContext> {}
}
