import { env, SELF } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, waitForOutcome } from './generation-helpers';

async function generatedSite(name = 'Harbor Street Bakery') {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project };
}

function post(projectId: number, cookie: string, fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/projects/${projectId}/domain`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Publishes TXT values for a name on the local DNS-over-HTTPS stand-in. */
async function setTxt(name: string, values: string[]) {
  const res = await fetch(`${inject('dnsStandInUrl')}/records/${encodeURIComponent(name)}`, { method: 'PUT', body: JSON.stringify(values) });
  expect(res.status).toBe(200);
}

const domainRow = (projectId: number) =>
  env.DB.prepare('select hostname, status, token from custom_domains where project_id = ?').bind(projectId).first<{ hostname: string; status: string; token: string }>();

const decodeEntities = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const unique = () => `www.bakery-${crypto.randomUUID().slice(0, 8)}.example`;

describe('custom domains (docs/decisions/111)', () => {
  it('attaches a domain as pending, shows the DNS records, verifies the TXT record over DoH and then serves the site on that host', async () => {
    const name = `Pier ${crypto.randomUUID().slice(0, 6)} Bakery`;
    const { owner, project } = await generatedSite(name);
    const hostname = unique();
    const attach = await post(project.id, owner.cookie, { intent: 'attach', hostname: ` ${hostname.toUpperCase()}. ` });
    expect(attach.status).toBe(302);
    const row = (await domainRow(project.id))!;
    expect(row).toMatchObject({ hostname, status: 'pending' });
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/domain`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toContain(`_fairstack-verify.${hostname}`);
    expect(page).toContain(`fairstack-verify=${row.token}`);
    expect(page).toContain('data-status="pending"');

    // Pending: the host is not served the site.
    const before = await SELF.fetch(`https://${hostname}/`);
    expect(await before.text()).not.toContain(name);

    // A wrong record fails verification.
    await setTxt(`_fairstack-verify.${hostname}`, ['fairstack-verify=wrong']);
    expect((await post(project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    expect((await domainRow(project.id))!.status).toBe('failed');
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).not.toContain(name);

    // The right one (among others) verifies it, and the Worker routes the host to the site.
    await setTxt(`_fairstack-verify.${hostname}`, ['v=spf1 -all', `fairstack-verify=${row.token}`]);
    expect((await post(project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    expect((await domainRow(project.id))!.status).toBe('verified');
    // The page says where to see it, and that the records must stay (docs/decisions/259).
    expect(decodeEntities(await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/domain`, { headers: { Cookie: owner.cookie } })).text())).toContain(
      'keep both records in place, or the domain stops serving your website',
    );
    const verifiedPage = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/domain`, { headers: { Cookie: owner.cookie } })).text();
    expect(verifiedPage).toMatch(new RegExp(`<a href="https://${hostname.replace(/\./g, '\\.')}/"[^>]*>Visit <!-- -->${hostname.replace(/\./g, '\\.')}`));
    const served = await SELF.fetch(`https://${hostname}/`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(await served.text()).toContain(name);
    expect((await SELF.fetch(`https://${hostname}/robots.txt`)).status).toBe(200);
  });

  it('has the domain setup guide name the records the Custom domain page asks for (docs/decisions/259)', async () => {
    const { owner, project } = await generatedSite();
    const hostname = unique();
    expect((await post(project.id, owner.cookie, { intent: 'attach', hostname })).status).toBe(302);
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/domain`, { headers: { Cookie: owner.cookie } })).text();
    const cells = (html: string) => [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    const asked = cells(page);
    const target = asked[asked.indexOf('CNAME') + 2];
    expect(target).toBe(new URL(ORIGIN).hostname);

    const guide = await (await SELF.fetch(`${ORIGIN}/domain-setup`)).text();
    const listed = cells(guide);
    // The same two records with an example name: the CNAME to the same host and the TXT record's name and wording.
    expect(listed.filter((c) => /^(CNAME|TXT|A|AAAA)$/.test(c))).toEqual(['CNAME', 'TXT']);
    expect(listed.slice(listed.indexOf('CNAME'), listed.indexOf('CNAME') + 3)).toEqual(['CNAME', 'www.yourdomain.com', target]);
    expect(listed.slice(listed.indexOf('TXT'), listed.indexOf('TXT') + 3)).toEqual(['TXT', '_fairstack-verify.www.yourdomain.com', 'fairstack-verify=&lt;your code&gt;']);
    expect(asked).toContain(`_fairstack-verify.${hostname}`);
    expect(guide).toContain('Add the two DNS records above');
    expect(guide).not.toContain('192.0.2.10');
    // A host name (not the local 127.0.0.1 of development): no note that the record cannot be made.
    expect(guide).not.toContain('data-testid="cname-note"');
    expect(page).not.toContain('data-testid="cname-note"');
  });

  it('treats a resolver outage as a failed check', async () => {
    const { owner, project } = await generatedSite();
    const hostname = unique();
    await post(project.id, owner.cookie, { intent: 'attach', hostname });
    await fetch(`${inject('dnsStandInUrl')}/broken/${encodeURIComponent(`_fairstack-verify.${hostname}`)}`, { method: 'PUT' });
    expect((await post(project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    expect((await domainRow(project.id))!.status).toBe('failed');
  });

  it('refuses non-domains and the platform’s own hosts with a field error, writing nothing', async () => {
    const { owner, project } = await generatedSite();
    for (const hostname of ['', 'not a domain', 'https://example.com/path', '192.168.1.1', 'localhost', 'example', 'x'.repeat(300) + '.com', 'fairstack.test', 'shop.fairstack.test']) {
      const res = await post(project.id, owner.cookie, { intent: 'attach', hostname });
      expect(res.status, hostname).toBe(400);
      expect(await res.text()).toMatch(/Enter a domain name|belongs to Fairstack/);
    }
    expect(await domainRow(project.id)).toBeNull();
  });

  it('lets only one site verify a name; a foreign user gets 404 everywhere', async () => {
    const first = await generatedSite(`First ${crypto.randomUUID().slice(0, 6)} Bakery`);
    const second = await generatedSite('Second Bakery');
    const hostname = unique();
    await post(first.project.id, first.owner.cookie, { intent: 'attach', hostname });
    const token = (await domainRow(first.project.id))!.token;
    await setTxt(`_fairstack-verify.${hostname}`, [`fairstack-verify=${token}`]);
    await post(first.project.id, first.owner.cookie, { intent: 'verify' });
    const taken = await post(second.project.id, second.owner.cookie, { intent: 'attach', hostname });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('already connected to another website');

    const stranger = await createUserWithSession();
    expect((await SELF.fetch(`${ORIGIN}/projects/${first.project.id}/domain`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    for (const intent of ['attach', 'verify', 'remove']) {
      expect((await post(first.project.id, stranger.cookie, { intent, hostname: unique() })).status, intent).toBe(404);
    }
    expect(await domainRow(first.project.id)).toMatchObject({ hostname, status: 'verified' });
    // Removing it stops the routing.
    expect((await post(first.project.id, first.owner.cookie, { intent: 'remove' })).status).toBe(302);
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).not.toContain(first.project.slug);
  });
});
