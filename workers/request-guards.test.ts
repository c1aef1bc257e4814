import { describe, expect, it } from 'vitest';
import { csrfRefusal, discardUnread, foreignOriginRefusal, pageMethodRefusal, pageRoutes, undecodablePathRefusal, withReadableForms, type RouteManifest } from './request-guards';

const ORIGIN = 'https://fairstack.test';
const ENV = { ENVIRONMENT: 'production', APP_ORIGIN: ORIGIN };

function post(path: string, headers: Record<string, string>, method = 'POST') {
  return new Request(ORIGIN + path, { method, headers });
}

describe('csrfRefusal', () => {
  const cookie = { Cookie: 'fs_session=abc' };

  it('lets same-origin state changes through', () => {
    expect(csrfRefusal(post('/api/projects', { ...cookie, Origin: ORIGIN }), ENV)).toBeNull();
    expect(csrfRefusal(post('/create', { ...cookie, Referer: `${ORIGIN}/create` }), ENV)).toBeNull();
    expect(csrfRefusal(post('/create', { ...cookie, 'Sec-Fetch-Site': 'same-origin' }), ENV)).toBeNull();
  });

  it('refuses cross-origin, null-origin and unattributed requests that carry cookies', async () => {
    for (const headers of [
      { ...cookie, Origin: 'https://evil.test' },
      { ...cookie, Origin: 'null' },
      { ...cookie, Origin: 'http://fairstack.test' },
      { ...cookie, Referer: 'https://evil.test/page' },
      { ...cookie, 'Sec-Fetch-Site': 'cross-site' },
      { ...cookie },
    ]) {
      const refused = csrfRefusal(post('/api/projects', headers), ENV);
      expect(refused?.status, JSON.stringify(headers)).toBe(403);
      expect(await refused!.json()).toEqual({
        success: false,
        error: { code: 'CSRF_REJECTED', message: 'Cross-site request refused. Reload the page and try again.' },
      });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(csrfRefusal(post('/api/projects/1', { ...cookie, Origin: 'https://evil.test' }, method), ENV)?.status).toBe(403);
    }
  });

  it('answers page actions with plain text', async () => {
    const refused = csrfRefusal(post('/create', { ...cookie, Origin: 'https://evil.test' }), ENV);
    expect(refused?.status).toBe(403);
    expect(refused?.headers.get('content-type')).toContain('text/plain');
  });

  it('exempts safe methods, cookieless requests, /api/v1 bearer tokens and the Stripe webhook', () => {
    expect(csrfRefusal(post('/api/projects', { ...cookie, Origin: 'https://evil.test' }, 'GET'), ENV)).toBeNull();
    expect(csrfRefusal(post('/api/subscribe', { Origin: 'https://evil.test' }), ENV)).toBeNull();
    expect(csrfRefusal(post('/api/v1/projects', { ...cookie, Origin: 'https://evil.test', Authorization: 'Bearer tok_123' }), ENV)).toBeNull();
    expect(csrfRefusal(post('/api/webhooks/stripe', { ...cookie, Origin: 'https://evil.test' }), ENV)).toBeNull();
    expect(csrfRefusal(post('/api/projects', { ...cookie, Origin: 'https://evil.test', Authorization: 'Bearer ' }), ENV)?.status).toBe(403);
  });

  it('checks cookie routes even when a Bearer header is sent: only /api/v1 authenticates by token', () => {
    for (const path of ['/api/projects', '/api/subscribe', '/api/admin/settings', '/create', '/api/v1x']) {
      expect(csrfRefusal(post(path, { ...cookie, Origin: 'https://evil.test', Authorization: 'Bearer junk' }), ENV)?.status, path).toBe(403);
    }
  });

  it('trusts APP_ORIGIN, not the Host the request names', () => {
    const forged = new Request('https://evil.example/api/projects', { method: 'POST', headers: { ...cookie, Origin: 'https://evil.example' } });
    expect(csrfRefusal(forged, ENV)?.status).toBe(403);
    const real = new Request('https://evil.example/api/projects', { method: 'POST', headers: { ...cookie, Origin: ORIGIN } });
    expect(csrfRefusal(real, ENV)).toBeNull();
    // Development without APP_ORIGIN: the request's own origin.
    expect(csrfRefusal(new Request('http://127.0.0.1:8787/create', { method: 'POST', headers: { ...cookie, Origin: 'http://127.0.0.1:8787' } }), { ENVIRONMENT: 'development' })).toBeNull();
    expect(() => csrfRefusal(real, { ENVIRONMENT: 'production' })).toThrow(/APP_ORIGIN/);
  });
});

describe('foreignOriginRefusal', () => {
  const host = { Host: 'fairstack.test' };

  it('lets a post through whose Origin names its host, and any request without an Origin', () => {
    expect(foreignOriginRefusal(post('/login', { ...host, Origin: ORIGIN }))).toBeNull();
    expect(foreignOriginRefusal(post('/login', { ...host, Origin: ORIGIN, 'X-Forwarded-Host': 'fairstack.test, proxy.test' }))).toBeNull();
    expect(foreignOriginRefusal(post('/login', { ...host }))).toBeNull();
    expect(foreignOriginRefusal(new Request(`${ORIGIN}/login`, { headers: { ...host, Origin: 'https://evil.test' } }))).toBeNull();
  });

  it('refuses with a 403 what Remix would answer with an empty 500', async () => {
    for (const headers of [
      { ...host, Origin: 'https://evil.test' },
      { ...host, Origin: 'null' },
      { ...host, Origin: 'not a url' },
      { ...host, Origin: ORIGIN, 'X-Forwarded-Host': 'evil.test' },
      { Origin: ORIGIN },
    ]) {
      const refused = foreignOriginRefusal(post('/contact', headers));
      expect(refused?.status, JSON.stringify(headers)).toBe(403);
      expect(await refused!.text()).toMatch(/Cross-site form post refused/);
    }
  });
});

describe('pageMethodRefusal with the route manifest (docs/decisions/158)', () => {
  // The shapes of the real manifest: a root without an action, an index route with one, a page with and without.
  const manifest: RouteManifest = {
    root: { id: 'root', path: '', module: {} },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: { action: () => null } },
    'routes/about': { id: 'routes/about', parentId: 'root', path: 'about', module: {} },
    'routes/contact': { id: 'routes/contact', parentId: 'root', path: 'contact', module: { action: () => null } },
    'routes/projects.$id': { id: 'routes/projects.$id', parentId: 'root', path: 'projects/:id', module: {} },
    'routes/projects_.$id.edit': { id: 'routes/projects_.$id.edit', parentId: 'root', path: 'projects/:id/edit', module: { action: () => null } },
    'routes/$': { id: 'routes/$', parentId: 'root', path: '*', module: {} },
  };
  const routes = pageRoutes(manifest);
  const send = (path: string, method = 'POST') => pageMethodRefusal(new Request(ORIGIN + path, { method }), routes);

  it('refuses methods Remix does not serve with a 405 naming the ones it does', () => {
    // Node's Request refuses to build TRACE; the e2e suite sends it to the real Worker.
    for (const method of ['OPTIONS', 'PROPFIND', 'REPORT']) {
      const refused = send('/contact', method);
      expect(refused?.status, method).toBe(405);
      expect(refused?.headers.get('Allow')).toBe('GET, HEAD, POST');
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(send('/contact', method), method).toBeNull();
  });

  it('lets posts through to the routes Remix would give them to', () => {
    for (const path of ['/contact', '/contact/', '/projects/7/edit', '/?index', '/_root.data?index', '/contact.data', '/projects/7/edit.data']) expect(send(path), path).toBeNull();
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(send('/contact', method), method).toBeNull();
  });

  it('answers 405 with Allow: GET, HEAD where the target route has no action', () => {
    // `/` without ?index targets the root route (no action), like Remix's getTargetMatch; `?index=1` is not a bare index.
    for (const path of ['/about', '/projects/7', '/no/such/page', '/', '/?index=1', '/_root.data', '/about.data']) {
      const refused = send(path);
      expect(refused?.status, path).toBe(405);
      expect(refused?.headers.get('Allow'), path).toBe('GET, HEAD');
    }
    expect(send('/about', 'GET')).toBeNull();
    expect(send('/contact', 'PROPFIND')?.headers.get('Allow')).toBe('GET, HEAD, POST');
  });
});

describe('undecodablePathRefusal', () => {
  it('refuses a path whose percent-encoding does not decode, and nothing else', () => {
    for (const path of ['/%', '/about%C3%28', '/x.data%ED%A0%80', '/a/%4']) expect(undecodablePathRefusal(new URL(ORIGIN + path))?.status, path).toBe(400);
    for (const path of ['/', '/caf%C3%A9', '/a%2Fb', '/%25', '/sites/x/%20y']) expect(undecodablePathRefusal(new URL(ORIGIN + path)), path).toBeNull();
  });
});

describe('withReadableForms (docs/decisions/158, 262)', () => {
  const build = withReadableForms({ routes: { contact: { module: { action: async ({ request }: { request: Request }) => (await request.formData()).get('name') } } } });
  const action = build.routes.contact.module.action as (args: { request: Request }) => Promise<unknown>;
  const form = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(ORIGIN + '/contact', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, duplex: 'half' } as RequestInit);
  const refusal = async (request: Request) => {
    try {
      await action({ request });
    } catch (thrown) {
      return thrown instanceof Response ? { status: thrown.status, text: await thrown.text() } : thrown;
    }
    return null;
  };

  it('gives the action the form it can read', async () => {
    expect(await action({ request: form('name=Ann') })).toBe('Ann');
  });

  it('reads at most 4 MB, declared or streamed, and answers more with a 413 instead of reading it whole', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    expect(await refusal(form(endless))).toEqual({ status: 413, text: 'This form is larger than 4 MB. Please send less.' });
    expect(pulled).toBeLessThan(5 * 1024 * 1024);
    expect(await refusal(form('name=Ann', { 'Content-Length': String(5 * 1024 * 1024) }))).toMatchObject({ status: 413 });
    expect(await refusal(form('name=%', { 'Content-Type': 'multipart/form-data; boundary=x' }))).toMatchObject({ status: 400 });
  });
});

describe('discardUnread (docs/decisions/158, amendment)', () => {
  it('reads to its end a body the Worker answered without reading, and leaves a read one alone', async () => {
    const post = () => new Request(ORIGIN + '/api/projects', { method: 'POST', body: JSON.stringify({ name: 'Ada' }), headers: { 'Content-Type': 'application/json' } });
    const unread = post();
    await discardUnread(unread);
    expect(unread.bodyUsed).toBe(true);
    const read = post();
    await read.json();
    await expect(discardUnread(read)).resolves.toBeUndefined();
    await expect(discardUnread(new Request(ORIGIN + '/'))).resolves.toBeUndefined();
  });
});
