/**
 * A local stand-in for GitHub's and Google's OAuth 2.0 servers, listening on 127.0.0.1 only. It speaks
 * each provider's real paths (GitHub Enterprise layout: /login/oauth/*, /api/v3/*; Google: /o/oauth2/v2/auth,
 * /token, /v1/userinfo) and is strict where the real ones are: known client, exact redirect_uri, one-time
 * codes that expire, client secret, and PKCE (S256 challenge required, verifier checked).
 * The consent page is a real form, so browser tests drive the whole authorization-code flow.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { STAND_IN_CLIENTS, type ProviderId, type StandInClient } from './oauth-stand-in-config';

export type StandIn = { url: string; close: () => Promise<void>; tokenRequests: { provider: ProviderId; ok: boolean; error?: string }[] };

type Grant = {
  provider: ProviderId;
  clientId: string;
  redirectUri: string;
  challenge: string;
  expiresAt: number;
  profile: Profile;
};
type Profile = { id: string; login: string; name: string; givenName: string; familyName: string; email: string; emailVerified: boolean };

const PATHS = {
  github: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token' },
  google: { authorize: '/o/oauth2/v2/auth', token: '/token' },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const base64url = (buffer: Buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = () => base64url(randomBytes(24));

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}
const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, JSON.stringify(body), 'application/json');
function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-top:.75rem}input[type=text],input[type=email]{width:100%;padding:.4rem}button{margin-top:1rem;margin-right:.5rem;padding:.5rem 1rem}</style>
</head><body><main>${body}</main></body></html>`;
}

export async function startOAuthStandIn(clients: Record<ProviderId, StandInClient> = STAND_IN_CLIENTS): Promise<StandIn> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { provider: ProviderId; profile: Profile }>();
  const tokenRequests: StandIn['tokenRequests'] = [];
  let url = '';

  function checkAuthorizeParams(provider: ProviderId, params: URLSearchParams): string | null {
    if (params.get('client_id') !== clients[provider].id) return 'Unknown client_id.';
    if (params.get('response_type') !== 'code') return 'response_type must be code.';
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^/]+\/api\/auth\/(github|google)\/callback$/.test(redirectUri)) return 'redirect_uri is not registered.';
    if (!params.get('state')) return 'state is required.';
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) return 'PKCE (S256) is required.';
    return null;
  }

  function consentPage(provider: ProviderId, params: URLSearchParams) {
    const label = provider === 'github' ? 'GitHub' : 'Google';
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'scope']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? '')}">`)
      .join('');
    const fields =
      provider === 'github'
        ? `<label>Username <input type="text" name="login" value="octo-fair"></label>
           <label>Name <input type="text" name="name" value="Octo Fair"></label>`
        : `<label>Given name <input type="text" name="given_name" value="Gia"></label>
           <label>Family name <input type="text" name="family_name" value="Google"></label>`;
    return page(
      `Authorize Fairstack - ${label} stand-in`,
      `<h1>${label} (local stand-in)</h1><p>Fairstack wants to sign you in (scopes: ${escapeHtml(params.get('scope') ?? '')}).</p>
       <form method="post" action="${PATHS[provider].authorize}">${hidden}${fields}
       <label>E-mail <input type="email" name="email" value="${provider}-user@example.test"></label>
       <label><input type="checkbox" name="email_verified" value="true" checked> E-mail verified</label>
       <button type="submit" name="decision" value="allow">Authorize</button>
       <button type="submit" name="decision" value="deny">Cancel</button></form>`,
    );
  }

  function decide(provider: ProviderId, form: URLSearchParams, res: ServerResponse) {
    const problem = checkAuthorizeParams(provider, new URLSearchParams({ ...Object.fromEntries(form), response_type: 'code', code_challenge_method: 'S256' }));
    if (problem) return send(res, 400, page('Error', `<p>${escapeHtml(problem)}</p>`));
    const back = new URL(form.get('redirect_uri')!);
    back.searchParams.set('state', form.get('state')!);
    if (form.get('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user has denied your application access.');
      return redirect(res, back.toString());
    }
    const email = (form.get('email') ?? '').trim();
    const login = (form.get('login') ?? email.split('@')[0] ?? 'user').trim();
    const givenName = (form.get('given_name') ?? '').trim();
    const familyName = (form.get('family_name') ?? '').trim();
    const profile: Profile = {
      // Stable per e-mail/login, as a real account id is.
      id: createHash('sha256').update(`${provider}:${provider === 'github' ? login : email}`).digest('hex').slice(0, 12),
      login,
      name: (form.get('name') ?? `${givenName} ${familyName}`).trim(),
      givenName,
      familyName,
      email,
      emailVerified: form.get('email_verified') === 'true',
    };
    const code = token();
    grants.set(code, {
      provider,
      clientId: form.get('client_id')!,
      redirectUri: form.get('redirect_uri')!,
      challenge: form.get('code_challenge')!,
      expiresAt: Date.now() + 60_000,
      profile,
    });
    back.searchParams.set('code', code);
    redirect(res, back.toString());
  }

  async function exchange(provider: ProviderId, req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const fail = (error: string, description: string) => {
      tokenRequests.push({ provider, ok: false, error });
      // GitHub reports token errors with HTTP 200; Google with 400.
      return json(res, provider === 'github' ? 200 : 400, { error, error_description: description });
    };
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [clientId, clientSecret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [body.get('client_id'), body.get('client_secret')];
    if (clientId !== clients[provider].id || clientSecret !== clients[provider].secret) return fail('invalid_client', 'Bad client credentials.');
    if (body.get('grant_type') !== 'authorization_code') return fail('unsupported_grant_type', 'Only authorization_code.');
    const code = body.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code); // one use, even when the rest is wrong
    if (!grant || grant.provider !== provider || grant.clientId !== clientId || grant.expiresAt < Date.now()) {
      return fail(provider === 'github' ? 'bad_verification_code' : 'invalid_grant', 'The code is wrong, used or expired.');
    }
    if (body.get('redirect_uri') !== grant.redirectUri) return fail('redirect_uri_mismatch', 'redirect_uri differs.');
    const verifier = body.get('code_verifier') ?? '';
    if (base64url(createHash('sha256').update(verifier).digest()) !== grant.challenge) {
      return fail('invalid_grant', 'PKCE verification failed.');
    }
    const accessToken = token();
    accessTokens.set(accessToken, { provider, profile: grant.profile });
    tokenRequests.push({ provider, ok: true });
    const scope = provider === 'github' ? 'read:user,user:email' : 'openid email profile';
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', scope, ...(provider === 'google' ? { expires_in: 3599 } : {}) });
  }

  function bearer(req: IncomingMessage, provider: ProviderId) {
    const value = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const found = value ? accessTokens.get(value) : undefined;
    return found?.provider === provider ? found.profile : null;
  }

  const server = createServer(async (req, res) => {
    try {
      const u = new URL(req.url ?? '/', url);
      const route = `${req.method} ${u.pathname}`;
      for (const provider of ['github', 'google'] as const) {
        if (route === `GET ${PATHS[provider].authorize}`) {
          const problem = checkAuthorizeParams(provider, u.searchParams);
          return problem ? send(res, 400, page('Error', `<p>${escapeHtml(problem)}</p>`)) : send(res, 200, consentPage(provider, u.searchParams));
        }
        if (route === `POST ${PATHS[provider].authorize}`) return decide(provider, await readBody(req), res);
        if (route === `POST ${PATHS[provider].token}`) return await exchange(provider, req, res);
      }
      if (route === 'GET /api/v3/user') {
        const p = bearer(req, 'github');
        if (!p) return json(res, 401, { message: 'Bad credentials' });
        return json(res, 200, { id: parseInt(p.id, 16), login: p.login, name: p.name || null, email: null, avatar_url: `${url}/avatars/${p.id}.svg` });
      }
      if (route === 'GET /api/v3/user/emails') {
        const p = bearer(req, 'github');
        if (!p) return json(res, 401, { message: 'Bad credentials' });
        return json(res, 200, p.email ? [{ email: p.email, primary: true, verified: p.emailVerified, visibility: 'private' }] : []);
      }
      if (route === 'GET /v1/userinfo') {
        const p = bearer(req, 'google');
        if (!p) return json(res, 401, { error: 'invalid_token' });
        return json(res, 200, {
          sub: p.id,
          name: p.name,
          given_name: p.givenName,
          family_name: p.familyName,
          picture: `${url}/avatars/${p.id}.svg`,
          email: p.email,
          email_verified: p.emailVerified,
        });
      }
      if (req.method === 'GET' && u.pathname.startsWith('/avatars/')) {
        return send(
          res,
          200,
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#2563eb"/></svg>',
          'image/svg+xml',
        );
      }
      send(res, 404, page('Not found', '<p>Not found</p>'));
    } catch (error) {
      send(res, 500, String(error), 'text/plain');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

