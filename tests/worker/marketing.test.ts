import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../workers/app';
import { ROUTE_TABLE } from '../route-table';
import { invalidateTemplates } from '~core/models/templates.server';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(ORIGIN + path, { headers });

function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function h1(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? decode(match[1].replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')).trim() : null;
}

function formPost(path: string, fields: Record<string, string>, cookie?: string) {
  // Remix compares Origin with Host before running an action; browsers always send both.
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    Host: new URL(ORIGIN).host,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(ORIGIN + path, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

async function subscriberCount(email?: string): Promise<number> {
  const row = email
    ? await env.DB.prepare('select count(*) as n from newsletter_subscribers where email = ?')
        .bind(email)
        .first<{ n: number }>()
    : await env.DB.prepare('select count(*) as n from newsletter_subscribers').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('server-rendered pages (readable without JavaScript)', () => {
  it.each(ROUTE_TABLE)(
    '$path answers 200 with its heading, title and description',
    async ({ path, heading, title }) => {
      const res = await get(`${path}?walk=${crypto.randomUUID()}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(h1(html)).toBe(heading);
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(title);
      expect(/<meta name="description" content="[^"]{40,}"/.test(html)).toBe(true);
    },
  );

  it('opens an available playbook and 404s one that is coming soon or unknown', async () => {
    const poc = await get('/playbooks/poc-30-days');
    expect(poc.status).toBe(200);
    expect(await poc.text()).toContain('Week 1: Scope and baseline');
    expect((await get('/playbooks/stakeholder-alignment-guide')).status).toBe(404);
    expect((await get('/playbooks/nope')).status).toBe(404);
    expect((await get('/blog/nope')).status).toBe(404);
  });

  it('filters the blog by the category in the query string', async () => {
    const html = await (await get('/blog?category=community')).text();
    expect(html).toContain('Community showcase: the first hundred published sites');
    expect(html).not.toContain('How we generate a complete site in thirty seconds');
    expect(html).toMatch(/aria-current="page"[^>]*>Community</);
    const all = await (await get('/blog?category=bogus')).text();
    expect(all).toContain('How we generate a complete site in thirty seconds');
  });

  it('filters the help center from the q parameter', async () => {
    const html = await (await get('/help-center?q=domain')).text();
    expect(html).toContain('Can I use my own domain?');
    expect(html).not.toContain('How long does generation take?');
    const none = await (await get('/help-center?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(none).toContain('No answers match');
    expect(none).not.toContain('<script>alert(1)</script>');
  });

  it('renders the energy table as a real table with the spec rows', async () => {
    const html = decode(await (await get('/energy')).text());
    expect(html).toContain('Based on a typical 50,000 sq ft office.');
    expect(html).toMatch(/<table[\s\S]*<th scope="col"[^>]*>Scenario<\/th>/);
    expect(html).toMatch(
      /<th scope="row"[^>]*>Combined Optimization<\/th><td[^>]*>-7,800<\/td><td[^>]*>-\$1,014\/mo<\/td><td[^>]*>\+5%<\/td>/,
    );
  });

  it("gives careers' Apply Now a mail draft with the job title as subject", async () => {
    const html = await (await get('/careers')).text();
    for (const title of ['Senior AI Ethics Engineer', 'Full-Stack Developer', 'Community Manager', 'UX Designer']) {
      expect(html).toContain(`href="mailto:careers@fairstack.app?subject=${encodeURIComponent(title)}"`);
    }
  });

  it("shows the toolkit demos' static figures and sends each page's buttons where the spec says (docs/decisions/264)", async () => {
    /** The href of the link whose whole text is `text` (whitespace around it allowed). */
    const hrefOf = (html: string, text: string) =>
      new RegExp(`<a[^>]*href="([^"]*)"[^>]*>\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*</a>`).exec(html)?.[1] ?? null;
    const page = async (path: string) => decode(await (await get(path)).text()).replace(/<!-- -->/g, '');

    const occupancy = await page('/occupancy');
    for (const figure of ['847', '73%', '2:30 PM', '+12% vs yesterday', '87%']) expect(occupancy).toContain(figure);
    expect(hrefOf(occupancy, 'Request Demo')).toBe('/contact');
    expect(hrefOf(occupancy, 'Explore Other Tools')).toBe('/tools');

    const energy = await page('/energy');
    expect(hrefOf(energy, 'Request Pilot')).toBe('/contact');
    expect(hrefOf(energy, 'Explore Other Tools')).toBe('/tools');

    const tools = await page('/tools');
    expect(hrefOf(tools, 'Contact Sales')).toBe('/contact');
    expect(hrefOf(tools, 'Try the Redactor')).toBe('/redactor');

    expect(hrefOf(await page('/playbooks'), 'Contact Implementation Team')).toBe('/contact');

    const solutions = await page('/solutions');
    for (const section of ['Smart Spaces', 'Human Enablement', 'Operational Transformation']) expect(solutions).toContain(`>${section}</h2>`);
    expect(hrefOf(solutions, 'Talk to Our Team')).toBe('/contact');
    expect(hrefOf(solutions, 'Explore Tools')).toBe('/tools');

    const landing = await page('/smart-buildings');
    expect(hrefOf(landing, 'Explore Tools')).toBe('/tools');

    expect(hrefOf(await page('/careers'), 'Get in Touch')).toMatch(/^mailto:careers@fairstack\.app\?subject=/);
  });

  it('renders all four API reference tabs and selects one from ?tab=', async () => {
    const html = await (await get('/api-reference?tab=webhooks')).text();
    for (const tab of ['Authentication', 'Projects', 'AI Generation', 'Webhooks'])
      expect(html).toContain(`>${tab}</a>`);
    expect(html).toMatch(/aria-selected="true"[^>]*>Webhooks</);
    expect(html).toContain('/api/webhooks/stripe');
  });
});

describe('landing and home at /', () => {
  it('shows the signed-out landing: Enter the Stack to sign-in, sections, built-in showcase, fallback-free gallery', async () => {
    const res = await get(`/?v=${crypto.randomUUID()}`);
    const html = decode(await res.text());
    expect(html).toMatch(/href="\/api\/login"[^>]*>Enter the Stack/);
    for (const id of ['home', 'features', 'templates', 'pricing']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Watch Demo');
    for (const href of ['/create', '/app-builder', '/agent-builder', '/self-resolving-agent'])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('Smart Building Data Redactor');
    expect(html).toContain('$29.99');
    expect(html).toContain('Everything in one dashboard');
    expect(res.headers.get('cache-control')).toContain('s-maxage=30');
  });

  it("offers every active template in the landing's Generate dialog, not only the gallery's six (docs/decisions/259)", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const row = await env.DB.prepare("insert into templates (name, category, base_price_cents) values (?, 'Business', 1950) returning id")
        .bind(`Template ${i} ${tag}`)
        .first<{ id: number }>();
      ids.push(row!.id);
    }
    const name = `Template 7 ${tag}`;
    invalidateTemplates(env);
    try {
      // The dialog renders on first use from the landing's data: the data the browser gets for it.
      const html = await (await get(`/?v=${crypto.randomUUID()}`)).text();
      const data = html.slice(html.indexOf('streamController.enqueue'));
      expect(data).toContain('templateOptions');
      expect(data).toContain(name);
      // The gallery still shows at most six cards.
      const markup = html.slice(0, html.indexOf('streamController.enqueue'));
      expect(markup).toContain(`Template 6 ${tag}`);
      expect(markup).not.toContain(name);
    } finally {
      for (const id of ids) await env.DB.prepare('delete from templates where id = ?').bind(id).run();
      invalidateTemplates(env);
    }
  });

  it('shows the signed-in user their Home: greeting, own six newest projects, quick actions, never cached', async () => {
    const me = await createUserWithSession({ firstName: 'Grace' });
    const other = await createUserWithSession();
    const insert = (userId: string, name: string, createdAt: number, status = 'pending', payment = 'pending') =>
      env.DB.prepare(
        `insert into projects (user_id, name, business_type, base_price_cents, fee_cents, total_price_cents, slug, status, payment_status, created_at)
         values (?, ?, 'Business', 2499, 500, 2999, ?, ?, ?, ?)`,
      )
        .bind(
          userId,
          name,
          `${name.toLowerCase().replace(/\W+/g, '-')}-${crypto.randomUUID()}`,
          status,
          payment,
          createdAt,
        )
        .run();
    for (let i = 1; i <= 8; i++) await insert(me.id, `Mine ${i}`, 1_700_000_000_000 + i * 1000);
    await insert(me.id, 'Mine 9', 1_700_000_000_000 + 9000, 'completed', 'paid');
    await insert(other.id, 'Someone Else', 1_800_000_000_000);

    const res = await get('/', { Cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const html = decode(await res.text());
    expect(h1(html)).toBe('Welcome back, Grace');
    const names = [...html.matchAll(/<h3 class="font-semibold text-slate-900">(Mine \d)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual(['Mine 9', 'Mine 8', 'Mine 7', 'Mine 6', 'Mine 5', 'Mine 4']);
    expect(html).not.toContain('Someone Else');
    expect(html).toContain('Your website is ready!');
    expect(html).toContain('Waiting for payment');
    for (const href of ['/create', '/dashboard', '/app-store']) expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('Enter the Stack');
  });

  it('shows the empty state to a signed-in user without projects', async () => {
    const me = await createUserWithSession({ firstName: 'Newcomer' });
    const html = await (await get('/', { Cookie: me.cookie })).text();
    expect(html).toContain('No projects yet');
  });

  it('shows the smart-building landing at / when the deployment sets LANDING=smart-buildings', async () => {
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/?variant=${crypto.randomUUID()}`) as Parameters<typeof worker.fetch>[0];
    const res = await worker.fetch(request, { ...env, LANDING: 'smart-buildings' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1(html)).toBe('Smarter buildings, without surveillance');
    expect(html).toContain('Try Redactor');
    expect(html).toContain('Talk to KIT');
    expect(html).not.toContain('Get Started'); // the main navigation is replaced by the smart-building one
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Coming Soon<\/button>/);
  });
});

describe('POST /api/subscribe', () => {
  it('stores a lower-cased address once: 201 then 200', async () => {
    const first = await SELF.fetch(jsonRequest('/api/subscribe', 'POST', null, { email: 'Reader@Example.com' }));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, data: { email: 'reader@example.com', subscribed: true } });
    const again = await SELF.fetch(jsonRequest('/api/subscribe', 'POST', null, { email: 'reader@example.com ' }));
    expect(again.status).toBe(200);
    expect(await subscriberCount('reader@example.com')).toBe(1);
  });

  it.each([
    ['empty', { email: '' }, 'Please enter your email address'],
    ['missing', {}, 'Please enter your email address'],
    ['malformed', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['300 characters', { email: `${'a'.repeat(288)}@example.com` }, 'Please enter a valid email address'],
    ['script-laden', { email: '<script>alert(1)</script>@example.com' }, 'Please enter a valid email address'],
    ['not a string', { email: 42 }, 'Please enter your email address'],
  ])('refuses a %s address with 400 and stores nothing', async (_, body, message) => {
    const before = await subscriberCount();
    const res = await SELF.fetch(jsonRequest('/api/subscribe', 'POST', null, body));
    expect(res.status).toBe(400);
    const json = await res.json<{ success: boolean; error: { code: string; message: string } }>();
    expect(json.success).toBe(false);
    expect(json.error.code).toBe('VALIDATION_ERROR');
    expect(json.error.message).toBe(message);
    expect(await subscriberCount()).toBe(before);
  });
});

describe('newsletter form without JavaScript (page actions)', () => {
  it('subscribes from /smart-buildings and shows the thank-you card', async () => {
    const res = await formPost('/smart-buildings', { intent: 'newsletter', email: 'NoJs@Example.com' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).not.toContain('public');
    const html = await res.text();
    expect(html).toContain('Thank you for subscribing!');
    expect(html).toContain('nojs@example.com');
    expect(await subscriberCount('nojs@example.com')).toBe(1);
  });

  it("subscribes from the blog's Stay Updated, idempotently", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await formPost('/blog?category=technology', { intent: 'newsletter', email: 'blog@example.com' });
      expect(res.status).toBe(200);
    }
    expect(await subscriberCount('blog@example.com')).toBe(1);
  });

  it.each([
    ['', 'Email Required: Please enter your email address'],
    ['nope', 'Invalid Email: Please enter a valid email address'],
    [`${'b'.repeat(300)}@example.com`, 'Invalid Email: Please enter a valid email address'],
    ['"><script>alert(1)</script>@x.io', 'Invalid Email: Please enter a valid email address'],
  ])('answers %j with 400, the message and nothing stored', async (email, message) => {
    const before = await subscriberCount();
    const res = await formPost('/blog', { intent: 'newsletter', email });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(decode(html.replace(/<!-- -->/g, ''))).toContain(message);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(await subscriberCount()).toBe(before);
  });

  it('answers the smart-building variant of / too (index action)', async () => {
    const res = await formPost('/?index', { intent: 'newsletter', email: 'index@example.com' });
    expect(res.status).toBe(200);
    expect(await subscriberCount('index@example.com')).toBe(1);
  });

  it('refuses other form posts to a newsletter page', async () => {
    const res = await formPost('/blog', { intent: 'something-else', email: 'x@example.com' });
    expect(res.status).toBe(400);
  });
});

describe('contact form without JavaScript', () => {
  it('shows a message per missing field with 400', async () => {
    const res = await formPost('/contact', { name: '', email: 'bad', subject: '', message: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const m of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a subject',
      'Please enter a message',
    ]) {
      expect(html).toContain(m);
    }
    expect(html).not.toContain('Message Prepared');
  });

  it('prepares the mail draft with all four fields', async () => {
    const res = await formPost('/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Pilot & more',
      message: 'Hello <b>there</b>',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Message Prepared');
    const href = decode(/href="(mailto:hello@fairstack\.app\?[^"]+)"/.exec(html)?.[1] ?? '');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Pilot & more');
    expect(url.searchParams.get('body')).toBe('Hello <b>there</b>\n\nAda\nada@example.com');
  });
});

describe('edge caching of public pages', () => {
  it('stores a public page at the edge, serves it again with the same ETag and answers If-None-Match with 304', async () => {
    const path = `/about?cache=${crypto.randomUUID()}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    expect(first.headers.get('vary')).toBe('Cookie');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const body = await first.text();

    const second = await get(path);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(etag);
    // The same page with a fresh CSP nonce, on every script tag and in the header.
    const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    const [n1, n2] = [nonceOf(first), nonceOf(second)];
    expect(n1 && n2 && n1 !== n2).toBe(true);
    const cached = await second.text();
    expect(cached.split(`nonce="${n2}"`).join('N')).toBe(body.split(`nonce="${n1}"`).join('N'));
    expect(cached).not.toContain(n1!);

    const revalidated = await get(path, { 'If-None-Match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    // No CSP on a 304: the browser keeps the policy that matches the nonces of its own copy.
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
  });

  it('never serves or stores the edge copy for a request with a session cookie', async () => {
    const me = await createUserWithSession({ firstName: 'Cached' });
    const path = `/about?cache=${crypto.randomUUID()}`;
    await get(path); // fills the edge cache as a signed-out visitor
    const res = await get(path, { Cookie: me.cookie });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-edge-cache')).toBeNull();
    expect(res.headers.get('etag')).toBeNull();
    expect(await res.text()).toContain('Cached'); // the navigation bar names the signed-in user
  });

  it('does not cache pages that fail or are not public', async () => {
    const missing = `/no-such-page-${crypto.randomUUID()}`;
    await get(missing);
    const again = await get(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-edge-cache')).toBeNull();
  });
});

describe('installable app files', () => {
  it('serves the manifest, icons, service worker and offline page', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const json = await manifest.json<{ display: string; icons: { src: string; sizes: string; purpose: string }[] }>();
    expect(json.display).toBe('standalone');
    for (const icon of json.icons) expect((await get(icon.src)).status, icon.src).toBe(200);
    expect(json.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);

    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain("'/offline.html'");

    const offline = await get('/offline.html');
    expect(offline.status).toBe(200);
    expect(await offline.text()).toContain('You are offline');

    const page = await (await get('/about')).text();
    expect(page).toContain('rel="manifest" href="/manifest.webmanifest"');
  });
});
