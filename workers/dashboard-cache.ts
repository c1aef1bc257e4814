import { randomToken } from '~core/auth/crypto.server';
import { readCookie, SESSION_COOKIE } from '~core/auth/session.server';
import type { Env } from '~core/env';
import { lookUpDashboard } from '~core/models/dashboard.server';

/**
 * The signed-in dashboard, rendered once per user and state (docs/decisions/230). Rendering it (React and Remix's
 * route work) cost three times the CPU of a Remix page reading 6 D1 rows; what it shows is a function of a few
 * inputs, all read in the session look-up's one round trip or fixed:
 *
 * - the user's row (the navigation shows name, picture, role) and every column of every project of theirs, the
 *   active templates and the price settings, as the JSON text SQLite writes in that same select
 *   (core/models/dashboard.server.ts), which the loader then renders (decision 238);
 * - the origin, and the year (the footer's copyright);
 * - the build and the environment, fixed for an isolate's life, as this memory is.
 *
 * A page is served from here only to the user it was rendered for, only when all of that is unchanged, and only
 * for a plain `GET /dashboard` (a query string carries the no-JavaScript publish form or its confirmation). What
 * differs per response is renewed: the CSP nonce (header and attributes) and `X-Request-Id`; the session cookie's
 * daily slide is added by the caller (withSessionRefresh) as for a rendered page.
 */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
export const DASHBOARD_PATH = '/dashboard';
/** At most this many users' pages and this many characters (at most 8 MB) per isolate; the least recently served go first. */
export const MAX_ENTRIES = 200;
export const MAX_CHARS = 4 * 1024 * 1024;
/** A bigger page (hundreds of projects) is rendered every time rather than crowd out everyone else's. */
const MAX_PAGE_CHARS = 512 * 1024;

type Entry = {
  fingerprint: string;
  /** The page split at its nonce (`nonce="…"`), and the CSP header split at its `'nonce-…'`. */
  bodyParts: string[];
  policyParts: string[];
  headers: Headers;
  status: number;
  chars: number;
};

/** Least recently served first (a `Map` keeps insertion order; a hit moves its entry to the end). */
export class PageLru {
  private entries = new Map<string, Entry>();
  private chars = 0;
  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxChars = MAX_CHARS,
  ) {}

  get size() {
    return this.entries.size;
  }

  get totalChars() {
    return this.chars;
  }

  /** The entry for `key` when it was stored with this exact fingerprint. */
  get(key: string, fingerprint: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry || entry.fingerprint !== fingerprint) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (entry.chars > this.maxChars) return;
    this.entries.set(key, entry);
    this.chars += entry.chars;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= old.chars;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.chars -= old.chars;
  }
}

// Only workers/ imports this module, but like every isolate cache it lives on `globalThis` (docs/decisions/161).
const SHARED = Symbol.for('fairstack.dashboard-pages');
const shared = globalThis as typeof globalThis & { [SHARED]?: PageLru };
const pages = (shared[SHARED] ??= new PageLru());

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

/** The stored form of a rendered page, or null when it must not be kept. */
function entryFor(response: Response, html: string, fingerprint: string): Entry | null {
  if (response.status !== 200 || response.headers.has('Set-Cookie')) return null;
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return null;
  const policy = response.headers.get('Content-Security-Policy');
  const nonce = policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
  if (!policy || !nonce || html.length > MAX_PAGE_CHARS) return null;
  const headers = new Headers(response.headers);
  headers.delete('X-Request-Id');
  return {
    fingerprint,
    bodyParts: html.split(`nonce="${nonce}"`),
    policyParts: policy.split(`'nonce-${nonce}'`),
    headers,
    status: response.status,
    chars: html.length + fingerprint.length,
  };
}

function responseFrom(entry: Entry): Response {
  const nonce = randomToken(16);
  const headers = new Headers(entry.headers);
  headers.set('Content-Security-Policy', entry.policyParts.join(`'nonce-${nonce}'`));
  headers.set('X-Request-Id', crypto.randomUUID());
  headers.set(PAGE_CACHE_HEADER, 'HIT');
  return new Response(entry.bodyParts.join(`nonce="${nonce}"`), { status: entry.status, headers });
}

/** The dashboard's loader data, fetched by the client on a navigation (Remix single fetch). */
const DASHBOARD_DATA_PATH = `${DASHBOARD_PATH}.data`;

/**
 * The Worker's hook: for a signed-in `GET /dashboard`, starts the session look-up (with everything the page shows)
 * at once, so it is the request's shared one, and returns a handler serving the page from memory when nothing it
 * shows has changed, else rendering it with `render` and keeping it. The dashboard with a query string and its
 * loader data (`/dashboard.data`) are rendered every time, from the same one look-up (decision 238). Any other
 * request gets `render` itself.
 */
export function cachedDashboard(request: Request, env: Env, url: URL, render: () => Promise<Response>): () => Promise<Response> {
  const page = url.pathname === DASHBOARD_PATH;
  if (request.method !== 'GET' || (!page && url.pathname !== DASHBOARD_DATA_PATH) || readCookie(request, SESSION_COOKIE) === null) {
    return render;
  }
  const lookUp = lookUpDashboard(env, request);
  if (!page || url.search !== '') {
    return async () => {
      // The loader reads what the look-up kept for this request (dashboardData), once it is there.
      await lookUp.catch(() => null);
      return render();
    };
  }
  return async () => {
    const found = await lookUp.catch(() => null);
    // Signed out, blocked, or D1 failing: the page's own loaders answer as they would have.
    if (!found) return render();
    const { texts } = found;
    const fingerprint = [url.origin, new Date().getUTCFullYear(), JSON.stringify(found.user), texts.projects, texts.templates, texts.settings].join('\n');
    const key = found.user.id;
    const hit = pages.get(key, fingerprint);
    if (hit) return responseFrom(hit);

    // The loader renders exactly the rows fingerprinted here (dashboardData): the page can be kept as it is.
    const response = await render();
    const html = await response.text();
    const entry = entryFor(response, html, fingerprint);
    if (entry) pages.set(key, entry);
    else pages.delete(key);
    const headers = new Headers(response.headers);
    headers.set(PAGE_CACHE_HEADER, 'MISS');
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  };
}
