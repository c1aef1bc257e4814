import { env } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import { businessFactsSchema, type BusinessFactsInput } from '~core/lib/facts/schema';
import { buildBrief } from '~core/lib/generation/brief';
import { composerProvider } from '~core/lib/generation/providers/composer';
import { buildSite } from '~core/lib/generation/site';
import type { Env } from '~core/env';
import type { ReplyKind } from '../support/openai-stand-in';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';
import { createUserWithSession, jsonRequest } from './helpers';
import { fetchWith } from './worker-env';

/**
 * A generated site states the owner's facts and nothing else (docs/decisions/146-148): offerings, hours and
 * contact exactly as given, sections without facts left out, the private requirements and the owner's
 * sign-in e-mail on no page, and AI answers that invent facts refused.
 */

const SITE_URL = 'https://fairstack.test/sites/truthful/';

function decode(text: string): string {
  return text.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

function jsonLdOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m![1].replace(/\\u003c/g, '<').replace(/\\u003e/g, '>').replace(/\\u0026/g, '&')) as Record<string, unknown>;
}

/** The hours table's rows as [day, text]. */
function hoursTable(html: string): [string, string][] {
  const table = /<table class="hours">([\s\S]*?)<\/table>/.exec(html);
  if (!table) return [];
  return [...table[1].matchAll(/<tr><th scope="row">([^<]*)<\/th><td dir="auto">([^<]*)<\/td><\/tr>/g)].map((m) => [decode(m[1]), decode(m[2])]);
}

async function siteFrom(facts: BusinessFactsInput, more: { businessType?: string; description?: string; requirements?: string } = {}) {
  const brief = buildBrief({
    name: 'Souza Sourdough',
    businessType: more.businessType ?? 'Bakery',
    description: more.description ?? 'Sourdough bakery in Portland, Oregon run by Ana Souza.',
    requirements: more.requirements ?? '',
    facts: businessFactsSchema.parse(facts),
    siteUrl: SITE_URL,
    generatedAt: Date.UTC(2026, 10, 24),
  });
  const files = buildSite(brief, await composerProvider.generate(brief));
  return { brief, files, index: files.find((f) => f.path === 'index.html')!.body as string };
}

const GIVEN: BusinessFactsInput = {
  offerings: [
    { name: 'Country loaves', description: 'Naturally leavened, long fermented.', price: '$9' },
    { name: 'Cardamom buns', price: '$4.50' },
    { name: 'Rye crackers' },
  ],
  hours: {
    days: {
      mon: { status: 'closed' },
      wed: { status: 'open', intervals: [{ open: '07:00', close: '14:00' }] },
      thu: { status: 'open', intervals: [{ open: '07:00', close: '14:00' }] },
      fri: { status: 'open', intervals: [{ open: '07:00', close: '11:30' }, { open: '12:30', close: '14:00' }] },
      sat: { status: 'appointment' },
    },
  },
  contact: { email: 'hello@souzasourdough.example', phone: '+1 (503) 555-0188', address: '812 NE Alberta St, Portland, OR 97211' },
  people: [{ name: 'Ana Souza', role: 'Owner and baker' }],
  place: 'Portland, Oregon',
  social: ['https://www.instagram.com/souzasourdough'],
};

describe('a site generated from given facts', () => {
  it('shows exactly those facts: hours table, offerings, contact, people, social links and JSON-LD', async () => {
    const { index } = await siteFrom(GIVEN);
    expectExactlyTheGivenFacts(index);
  });

  it('through the product: the stored facts, generated and served, are exactly what the site shows', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { name: 'Souza Sourdough', businessType: 'Bakery', description: 'Sourdough bakery in Portland, Oregon run by Ana Souza.' });
    await env.DB.prepare('update projects set facts = ? where id = ?').bind(JSON.stringify(businessFactsSchema.parse(GIVEN)), project.id).run();
    expect((await generate(owner.cookie, project.id)).status).toBe(202);
    expect((await waitForOutcome(owner.cookie, project.id)).status).toBe('completed');
    expectExactlyTheGivenFacts(await (await siteFetch(`/sites/${project.slug}/`)).text());
  });
});

/** The served page states the GIVEN facts, each exactly once where it belongs, and no other time or price. */
function expectExactlyTheGivenFacts(index: string) {
  // Hours: the stated days only, closed and by-appointment days as such, unstated days absent.
  expect(hoursTable(index)).toEqual([
    ['Monday', 'Closed'],
    ['Wednesday', '07:00 – 14:00'],
    ['Thursday', '07:00 – 14:00'],
    ['Friday', '07:00 – 11:30, 12:30 – 14:00'],
    ['Saturday', 'By appointment'],
  ]);
  // Offerings: the input list, names, descriptions and prices as given, nothing added.
  const menu = /<ul class="menu-list">([\s\S]*?)<\/ul>/.exec(index)![1];
  const items = [...menu.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => ({
    name: decode(/<h3 dir="auto">([^<]*)<\/h3>/.exec(m[1])![1]),
    price: /<p class="price" dir="auto">([^<]*)<\/p>/.exec(m[1])?.[1],
    description: /<p dir="auto">([^<]*)<\/p>/.exec(m[1])?.[1],
  }));
  expect(items).toEqual([
    { name: 'Country loaves', price: '$9', description: 'Naturally leavened, long fermented.' },
    { name: 'Cardamom buns', price: '$4.50', description: undefined },
    { name: 'Rye crackers', price: undefined, description: undefined },
  ]);
  // Contact: the business's own details, the phone as a tel: link, the address as written.
  const contact = /<ul class="contact-list">([\s\S]*?)<\/ul>/.exec(index)![1];
  expect([...contact.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]).split('?')[0])).toEqual(['tel:+15035550188', 'mailto:hello@souzasourdough.example']);
  expect(textOf(contact)).toContain('812 NE Alberta St, Portland, OR 97211');
  expect(textOf(contact)).toContain('Portland, Oregon');
  // The main action follows what exists: no booking link, so a call.
  expect(index).toMatch(/<a class="btn btn-hero" href="tel:\+15035550188">Call us<\/a>/);
  expect(index).not.toContain('Book a table');
  // People with their role, never as offerings; social links in the footer.
  expect(textOf(/<section id="team"[\s\S]*?<\/section>/.exec(index)![0])).toContain('Ana Souza Owner and baker');
  expect(textOf(menu)).not.toContain('Ana Souza');
  expect(index).toContain('<a href="https://www.instagram.com/souzasourdough" rel="me">Instagram</a>');

  const ld = jsonLdOf(index);
  expect(ld).toMatchObject({
    email: 'hello@souzasourdough.example',
    telephone: '+1 (503) 555-0188',
    address: '812 NE Alberta St, Portland, OR 97211',
    areaServed: 'Portland, Oregon',
    sameAs: ['https://www.instagram.com/souzasourdough'],
  });
  expect(ld.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '07:00', closes: '14:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Thursday', opens: '07:00', closes: '14:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '07:00', closes: '11:30' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '12:30', closes: '14:00' },
  ]);
  expect((ld.makesOffer as { itemOffered: { name: string } }[]).map((o) => o.itemOffered.name)).toEqual(['Country loaves', 'Cardamom buns', 'Rye crackers']);

  // Nothing checkable beyond the facts: every time and price on the page is one of theirs.
  const text = textOf(index);
  expect(new Set(text.match(/\b\d{1,2}:\d{2}\b/g))).toEqual(new Set(['07:00', '14:00', '11:30', '12:30']));
  expect(new Set(text.match(/\$\d+(?:\.\d+)?/g))).toEqual(new Set(['$9', '$4.50']));
}

describe('a site with few facts', () => {
  it('leaves out what is missing: no hours table, no offerings, no contact section, no invented prices', async () => {
    const { index, files } = await siteFrom({ place: 'Portland, Oregon' }, { businessType: 'Software', description: 'Bookkeeping software for freelancers.' });
    expect(index).not.toContain('<table');
    expect(index).not.toMatch(/id="(hours|features|pricing)"/);
    for (const file of files.filter((f) => f.path.endsWith('.html'))) {
      const text = textOf(file.body as string);
      expect(text, file.path).not.toMatch(/\$\d|\b\d{1,2}:\d{2}\b|Free|per month/);
      expect(file.body as string, file.path).not.toMatch(/mailto:|tel:/);
    }
    expect(jsonLdOf(index)).not.toHaveProperty('openingHoursSpecification');
    expect(jsonLdOf(index)).not.toHaveProperty('email');
  });

  it('a booking link makes the main action a booking; a description with no hours gives no hours section', async () => {
    const { index } = await siteFrom({ contact: { bookingUrl: 'https://book.example/souza' } }, { businessType: 'Dental clinic' });
    expect(index).toMatch(/<a class="btn btn-hero" href="https:\/\/book.example\/souza">Book an appointment<\/a>/);
    expect(index).not.toContain('id="hours"');
  });
});

describe('a generated site through the product (composer)', () => {
  it('never shows the requirements or the owner\'s sign-in e-mail on any page, and has no hours table without hours', async () => {
    const owner = await createUserWithSession({ email: `signin-${crypto.randomUUID().slice(0, 8)}@owner.example` });
    const ownerEmail = (await env.DB.prepare('select email from users where id = ?').bind(owner.id).first<{ email: string }>())!.email;
    const requirements = 'Use green colours and a calm tone. Our supplier is Miller Flour Co. Mention nothing about the lease dispute.';
    const project = await insertProject(owner.id, {
      name: 'Souza Sourdough',
      businessType: 'Bakery',
      description: 'Sourdough loaves, cardamom buns and rye crackers. Write to hello@souzasourdough.example.',
      requirements,
    });
    expect((await generate(owner.cookie, project.id)).status).toBe(202);
    expect((await waitForOutcome(owner.cookie, project.id)).status).toBe('completed');

    const listed = await env.SITES.list({ prefix: `sites/${project.id}/v1/` });
    const texts = listed.objects.filter((o) => /\.(html|xml|txt)$/.test(o.key));
    expect(texts.map((o) => o.key.split('/').pop()).sort()).toEqual(['404.html', 'index.html', 'robots.txt', 'sitemap.xml']);
    for (const object of texts) {
      const body = await (await env.SITES.get(object.key))!.text();
      const plain = `${body}\n${textOf(body)}`.toLowerCase();
      expect(plain, object.key).not.toContain(ownerEmail.toLowerCase());
      for (const phrase of ['miller flour', 'lease dispute', 'calm tone', 'green colours', 'worth knowing']) expect(plain, `${object.key}: ${phrase}`).not.toContain(phrase);
    }
    const index = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(index).toContain('mailto:hello@souzasourdough.example');
    expect(index).not.toContain('<table');
    expect(index).not.toContain('Book a table');
    const ld = jsonLdOf(index);
    expect(ld.email).toBe('hello@souzasourdough.example');
    expect(JSON.stringify(ld)).not.toContain(ownerEmail);
    expect(ld).not.toHaveProperty('openingHoursSpecification');
    // The look did follow the requirements (green), only the look.
    expect(index).toMatch(/--primary:#[0-9a-f]{6}/);
  });

  it('shows no contact at all rather than the sign-in e-mail when the business gave none', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { name: 'Quiet Bakery', description: 'Sourdough by the harbour.' });
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).status).toBe('completed');
    const index = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(index).not.toContain(`${owner.id}@example.test`);
    expect(index).not.toContain('mailto:');
  });
});

describe('AI answers are checked against the facts (openai provider, local stand-in)', () => {
  const OPENAI: Partial<Env> = { GENERATION_PROVIDER: 'openai' };

  async function scripted(replies: ReplyKind[]) {
    const key = `facts${crypto.randomUUID().slice(0, 8)}`;
    const res = await fetch(`${inject('openAiStandInUrl')}/__control/script/${key}`, { method: 'PUT', body: JSON.stringify(replies) });
    expect(res.ok).toBe(true);
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { name: `Harbor Bakery ${key}` });
    const started = await fetchWith(OPENAI, jsonRequest(`/api/projects/${project.id}/generate`, 'POST', owner.cookie));
    expect(started.status).toBe(202);
    const outcome = await waitForOutcome(owner.cookie, project.id);
    const calls = (await (await fetch(`${inject('openAiStandInUrl')}/__control/calls/${key}`)).json<{ calls: number }>()).calls;
    return { project, outcome, calls };
  }

  it('refuses an answer that invents a phone, a price, hours and a name, asks again, and publishes the truthful one', async () => {
    const { project, outcome, calls } = await scripted(['invented-facts', 'valid']);
    expect(outcome.status).toBe('completed');
    expect(calls).toBe(2);
    const index = await (await siteFetch(`/sites/${project.slug}/`)).text();
    for (const invented of ['555-867-5309', '$4.50', '8am', 'Tom Ridley']) expect(index).not.toContain(invented);
    expect(index).toContain('Sourdough, pastries and coffee, made by hand.');
  });

  it('fails clearly when the model invents facts twice', async () => {
    const { outcome, calls } = await scripted(['invented-facts', 'invented-facts']);
    expect(outcome.status).toBe('failed');
    expect(calls).toBe(2);
    expect(outcome.failureReason).toMatch(/^The AI provider \(openai\) returned content we could not use, twice: it states what the business's facts do not say: /);
    expect(outcome.failureReason).toContain('the phone number "555-867-5309"');
    expect(outcome.currentVersion).toBeNull();
  });
});
