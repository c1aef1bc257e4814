import type { EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';

// Remix's default Cloudflare entry (written out because its built-in copy installs isbot 4 here).
export default async function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  const body = await renderToReadableStream(<RemixServer context={remixContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      console.error(error);
      status = 500;
    },
  });
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady;
  headers.set('Content-Type', 'text/html');
  return new Response(body, { headers, status });
}
