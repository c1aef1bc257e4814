import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, ORIGIN } from './helpers';
import { panelLogin } from './admin-helpers';

/**
 * Findings of the third outside look at session 10's changes (docs/decisions/262, docs/reliability.md 24-26): each
 * failed before its fix.
 */

async function twice(address: string) {
  await (await SELF.fetch(`${ORIGIN}${address}`)).arrayBuffer();
  return SELF.fetch(`${ORIGIN}${address}`);
}

describe('third attack (docs/decisions/262)', () => {
  it('finding 24: a purged page is kept at the edge under no other spelling of its path, nor as its single-fetch data', async () => {
    for (const address of ['/APP-STORE', '/App-Store', '/app-store/', '/%61pp-store', '/app-store.data', '/app-store.data?q=bakery', '/_root.data', '/.data', '/Documentation', '/documentation/', '/documentation.data', '/help-center.data']) {
      const second = await twice(address);
      expect(second.status, address).toBe(200);
      expect(second.headers.get('X-Edge-Cache'), address).toBeNull();
      await second.arrayBuffer();
    }
    // What that meant: a listing removed (its owner's "Remove from the store" purges /app-store) stayed in the store
    // the app's own links load (`/app-store.data`) until s-maxage ran out.
    const name = `Harbour Kiosk ${crypto.randomUUID().slice(0, 6)}`;
    await env.DB.prepare(
      `insert into published_apps (name, description, category, features, url, icon_type, rating, user_count, created_at)
       values (?, 'A published site', 'Restaurant', '["Menu"]', 'https://example.com/', 'globe', 0, 0, ?)`,
    )
      .bind(name, Date.now())
      .run();
    expect(await (await twice('/app-store.data')).text()).toContain(name);
    await env.DB.prepare('delete from published_apps where name = ?').bind(name).run();
    expect(await (await SELF.fetch(`${ORIGIN}/app-store.data`)).text()).not.toContain(name);
    // The named address itself is still kept (and purged by name).
    expect((await twice('/app-store')).headers.get('X-Edge-Cache')).toBe('HIT');
  });

  it('finding 25: a search form does not write the whole query string back into the page', async () => {
    const padding = 'z'.repeat(20_000);
    for (const [address, words] of [
      [`/app-store?q=bakery&junk=${padding}`, 'bakery'],
      [`/help-center?q=refund&junk=${padding}`, 'refund'],
    ] as const) {
      const html = await (await SELF.fetch(`${ORIGIN}${address}`)).text();
      expect(html, address).not.toContain(padding.slice(0, 200));
      expect(html, address).toContain(words);
      expect(html).toMatch(/<form method="get" action="\/(app-store|help-center)"/);
    }
    // The admin lists' search (a signed-in admin with the panel cookie).
    const admin = await createUserWithSession({ role: 'admin' });
    const cookie = `${admin.cookie}; ${await panelLogin()}`;
    for (const path of ['/admin/users', '/admin/projects']) {
      const html = await (await SELF.fetch(`${ORIGIN}${path}?q=ann&junk=${padding}`, { headers: { Cookie: cookie } })).text();
      expect(html, path).not.toContain(padding.slice(0, 200));
      expect(html, path).toContain(`<form method="get" action="${path}"`);
    }
  });

  it('finding 26: a page form is read up to its limit, not whole: a large post to the contact form is a 413 before it is parsed', async () => {
    const boundary = 'x-third-attack';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = new TextEncoder().encode(part('name', 'Ann') + part('email', 'ann@example.test') + `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`);
    const size = 6 * 1024 * 1024;
    const headers = { Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'CF-Connecting-IP': '203.0.113.62' };
    // Declared: refused before a byte is read.
    const declared = await SELF.fetch(`${ORIGIN}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'Content-Length': String(size) },
      body: new Uint8Array(size).fill(0x61),
    });
    expect(declared.status).toBe(413);
    await declared.arrayBuffer();
  });
});
