import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
// isbot 5 has no default export, which Remix's built-in entry expects.
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { preloadHydrateLater } from './lib/hydrate-later';
import { randomToken } from '~core/auth/crypto.server';
import { NonceProvider } from './utils/nonce';
import { setHtmlSecurityHeaders } from './utils/security-headers.server';

const ABORT_DELAY = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await preloadHydrateLater();
  const nonce = randomToken(16);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      signal: controller.signal,
      nonce,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  setHtmlSecurityHeaders(responseHeaders, loadContext.env, nonce);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
