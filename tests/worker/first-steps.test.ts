import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { INCIDENT_WRITE_RULES } from '~core/platform/write-limit.server';
import { formPost, panelLogin, uniqueIp } from './admin-helpers';
import { ORIGIN } from './helpers';

/* Status page, admin incidents and back links (docs/decisions/174, 176). */

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(ORIGIN + path, { headers });

function services(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/data-testid="service" data-status="(\w+)"[^>]*>\s*<div><p class="font-semibold">([^<]+)<\/p>/g)) out[m[2]] = m[1];
  return out;
}

describe('status page', () => {
  it('shows the measured state of each dependency: operational on a healthy run, payments in test mode', async () => {
    const res = await get('/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('s-maxage=30');
    const html = await res.text();
    expect(services(html)).toEqual({
      Website: 'operational',
      Database: 'operational',
      'Site storage': 'operational',
      'Live generation runs': 'operational',
      'AI Generation': 'operational',
      Payments: 'operational',
    });
    expect(html).toContain('All systems operational');
    expect(html).toContain('Test mode: payments are simulated');
    expect(html).toContain('Embedded composer');
    // The spec's sample figures are gone.
    expect(html).not.toContain('99.9%');
    expect(html).not.toContain('Sign-in with GitHub failing');
  });

  it('lets only the admin panel post incidents, with field errors, and shows them on the status page', async () => {
    const ip = uniqueIp();
    const refused = await formPost('/admin/incidents', { intent: 'create', title: 'Nope', summary: 'x', status: 'investigating' }, [], ip);
    expect(refused.status).toBe(401);

    const cookie = await panelLogin(ip);
    const invalid = await formPost('/admin/incidents', { intent: 'create', title: '  ', summary: '', status: 'on-fire' }, [cookie], ip);
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('Title is required');
    expect(invalidHtml).toContain('Summary is required');
    expect(invalidHtml).toContain('Choose investigating, monitoring or resolved');
    expect((await env.DB.prepare('select count(*) as n from status_incidents').first<{ n: number }>())!.n).toBe(0);

    const title = `Slow <b>previews</b> ${crypto.randomUUID().slice(0, 6)}`;
    const created = await formPost('/admin/incidents', { intent: 'create', title, summary: 'Previews load slowly.', status: 'monitoring' }, [cookie], ip);
    expect(created.status).toBe(200);
    const row = await env.DB.prepare('select id, status from status_incidents where title = ?').bind(title).first<{ id: number; status: string }>();
    expect(row?.status).toBe('monitoring');

    // This isolate dropped its cached report, so the incident is on the page at once, escaped (the edge
    // keeps its copy of /status for up to 30 s, hence another address here).
    const page = await (await get('/status?after=create')).text();
    expect(page).toContain(title.replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;'));
    expect(page).toContain('Monitoring');
    expect(page).toMatch(/Incidents in the last 30 days<\/dt><dd[^>]*>1</);

    expect((await formPost('/admin/incidents', { intent: 'status', id: String(row!.id), status: 'resolved' }, [cookie], ip)).status).toBe(200);
    expect((await env.DB.prepare('select status from status_incidents where id = ?').bind(row!.id).first<{ status: string }>())!.status).toBe('resolved');
    expect((await formPost('/admin/incidents', { intent: 'status', id: '999999', status: 'resolved' }, [cookie], ip)).status).toBe(404);
    expect((await formPost('/admin/incidents', { intent: 'delete', id: String(row!.id) }, [cookie], ip)).status).toBe(200);
    expect(await env.DB.prepare('select id from status_incidents where id = ?').bind(row!.id).first()).toBeNull();
    const audit = await env.DB.prepare("select action from audit_log where action like 'incident.%' order by id").all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(['incident.created', 'incident.updated', 'incident.deleted']);
  });

  it('rate limits incident writes per client address', async () => {
    const ip = uniqueIp();
    const cookie = await panelLogin(ip);
    const limit = INCIDENT_WRITE_RULES[0].limit;
    let allowed = 0;
    for (let i = 0; i < limit; i++) {
      const res = await formPost('/admin/incidents', { intent: 'status', id: '999999', status: 'resolved' }, [cookie], ip);
      if (res.status === 429) break;
      expect(res.status).toBe(404);
      allowed += 1;
    }
    // Never more than the limit (a window that turned over mid-run under load may allow fewer here).
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThanOrEqual(limit);
    const over = await formPost('/admin/incidents', { intent: 'create', title: 'One too many', summary: 'x', status: 'resolved' }, [cookie], ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await env.DB.prepare("select id from status_incidents where title = 'One too many'").first()).toBeNull();
  });
});

describe('back links on toolkit pages', () => {
  const backHref = (html: string) => /<a href="([^"]*)"[^>]*data-testid="back-button"/.exec(html)?.[1];

  it('link to the previous page of this site named by the Referer, else to the fallback', async () => {
    const direct = await get('/energy');
    expect(backHref(await direct.text())).toBe('/tools');
    expect(direct.headers.get('Vary')).toContain('Referer');

    // The edge cache now holds /energy; a visitor coming from another page still gets their own way back.
    const fromSolutions = await get('/energy', { Referer: `${ORIGIN}/solutions?x=1` });
    expect(backHref(await fromSolutions.text())).toBe('/solutions?x=1');
    expect(fromSolutions.headers.get('Cache-Control')).toBe('private, no-store');

    expect(backHref(await (await get('/energy', { Referer: 'https://elsewhere.example/page' })).text())).toBe('/tools');
    expect(backHref(await (await get('/energy', { Referer: `${ORIGIN}/api/health` })).text())).toBe('/tools');
    expect(backHref(await (await get('/energy', { Referer: `${ORIGIN}/energy` })).text())).toBe('/tools');
    expect(backHref(await (await get('/playbooks/poc-30-days', { Referer: `${ORIGIN}/blog` })).text())).toBe('/blog');
  });
});

describe('blog articles', () => {
  it('render on their own page, not the index', async () => {
    const html = await (await get('/blog/pay-per-generation-no-subscription')).text();
    expect(html).toContain('data-testid="blog-article"');
    expect(html).not.toContain('Fairstack Blog');
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });
});
