import { env } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import type { Env } from '~core/env';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';
import { fetchWith } from './worker-env';

/**
 * Section regeneration through the configured provider (docs/decisions/110): with GENERATION_PROVIDER=openai the real
 * OpenAI provider is pointed at the local stand-in (tests/support/section-openai-stand-in.ts), whose `model` picks
 * the answer: a valid section, prose, JSON of the wrong shape, or an HTTP 500.
 */

function openAi(model: string): Partial<Env> {
  return {
    GENERATION_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${inject('sectionOpenAiStandInUrl')}/v1`,
    OPENAI_API_KEY: 'sk-stand-in',
    OPENAI_MODEL: model,
    AI_TIMEOUT_MS: '5000',
  };
}

async function generatedSite() {
  const owner = await createUserWithSession();
  // A way to reach the bakery: without one the highlights (all invitations) are not drawn (docs/decisions/255).
  const project = await insertProject(owner.id, { name: 'Harbor Street Bakery', description: 'Sourdough, pastries and coffee by the harbour since 1998. Write to hello@harborstreet.example.' });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project };
}

function regenerate(overrides: Partial<Env>, projectId: number, cookie: string, section: string) {
  return fetchWith(overrides, `${ORIGIN}/projects/${projectId}/edit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'regenerate', section }).toString(),
  });
}

type Source = { content: { heroHeading: string; tagline: string; about: unknown; closing: unknown; highlights: unknown; primaryAction: string } };
const source = async (projectId: number, version: number) => (await (await env.SITES.get(`sources/${projectId}/v${version}.json`))!.json()) as Source;
const versionCount = async (projectId: number) =>
  (await env.DB.prepare('select count(*) as n from site_versions where project_id = ?').bind(projectId).first<{ n: number }>())!.n;
const sectionRuns = async (projectId: number) =>
  await env.DB.prepare("select provider from generation_runs where project_id = ? and kind = 'section'").bind(projectId).all<{ provider: string }>();

async function calls(): Promise<{ auth: string; body: { model: string; messages: { role: string; content: string }[] } }[]> {
  return (await fetch(`${inject('sectionOpenAiStandInUrl')}/calls`)).json();
}

describe('regenerate one section with the openai provider', () => {
  it('asks the provider for that section only and publishes its validated words, escaped', async () => {
    const { owner, project } = await generatedSite();
    const before = await source(project.id, 1);
    const seen = (await calls()).length;
    const res = await regenerate(openAi('section-valid'), project.id, owner.cookie, 'hero');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/projects/${project.id}/edit?regenerated=2`);

    const request = (await calls()).slice(seen);
    expect(request).toHaveLength(1);
    expect(request[0].auth).toBe('Bearer sk-stand-in');
    const asked = JSON.parse(request[0].body.messages.find((m) => m.role === 'user')!.content);
    expect(asked.section).toBe('hero');
    expect(asked.current.heroHeading).toBe(before.content.heroHeading);
    // The schema in the prompt is the hero's alone.
    const system = request[0].body.messages[0].content;
    expect(system).toContain('heroHeading');
    expect(system).not.toContain('"offerings"');
    // The facts travel with the rule to state only them; the requirements are instructions, never quoted.
    expect(system).toContain('State no fact that is not in "facts"');
    expect(asked.facts).toMatchObject({ offerings: expect.any(Array), contact: {}, people: [] });
    expect(asked).toHaveProperty('instructions');
    // The button's text follows where it leads (the facts), not the model.
    expect((await source(project.id, 2)).content.primaryAction).not.toBe('Come by');

    const after = await source(project.id, 2);
    expect(after.content.heroHeading).toBe('Stand-in headline <script>alert(1)</script>');
    expect(after.content.about).toEqual(before.content.about);
    expect(after.content.closing).toEqual(before.content.closing);
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(live).toContain('Stand-in headline &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(live).not.toContain('<script>alert(1)');
    expect((await sectionRuns(project.id)).results).toEqual([{ provider: 'openai' }]);

    expect((await regenerate(openAi('section-valid'), project.id, owner.cookie, 'highlights')).status).toBe(302);
    expect((await source(project.id, 3)).content.highlights).toHaveLength(3);
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).toContain('Stand-in highlight two');
  });

  for (const [model, words] of [
    ['section-garbage', 'could not use for this section, twice: the answer is not a JSON object'],
    ['section-wrong', 'could not use for this section, twice'],
    ['section-error', 'answered 500: stand-in outage'],
  ] as const) {
    it(`reports ${model} clearly, writes no version and does not count the attempt`, async () => {
      const { owner, project } = await generatedSite();
      const res = await regenerate(openAi(model), project.id, owner.cookie, 'closing');
      expect(res.status).toBe(502);
      const html = await res.text();
      expect(html).toContain('The section could not be regenerated');
      expect(html).toContain(words);
      expect(await versionCount(project.id)).toBe(1);
      expect((await sectionRuns(project.id)).results).toEqual([]);
      const page = await (await fetchWith({}, `${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
      expect(page).toContain('20 of 20 section regenerations left today.');
    });
  }

  it('refuses words that state facts nobody gave, asks once more with the reason, then uses the composer\'s words', async () => {
    const { owner, project } = await generatedSite();
    const seen = (await calls()).length;
    const res = await regenerate(openAi('section-invented'), project.id, owner.cookie, 'closing');
    expect(res.status).toBe(302);
    const request = (await calls()).slice(seen);
    expect(request).toHaveLength(2);
    const retry = request[1].body.messages.at(-1)!.content;
    expect(retry).toContain('the phone number "555-867-5309"');
    expect(retry).toContain('the price or amount "$4.50"');
    expect(retry).toContain('the time "6pm"');
    const closing = (await source(project.id, 2)).content.closing as { heading: string; text: string };
    expect(closing.heading).not.toContain('555');
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    for (const invented of ['555-867-5309', '$4.50', '6pm']) expect(live).not.toContain(invented);
  });

  it('keeps the composer as the local provider (a seeded variation, no network)', async () => {
    const { owner, project } = await generatedSite();
    const seen = (await calls()).length;
    expect((await regenerate({ GENERATION_PROVIDER: 'composer' }, project.id, owner.cookie, 'closing')).status).toBe(302);
    expect((await calls()).length).toBe(seen);
    expect((await sectionRuns(project.id)).results).toEqual([{ provider: 'composer' }]);
  });

  it('answers 503 without writing when the configured provider cannot run', async () => {
    const { owner, project } = await generatedSite();
    const res = await regenerate({ GENERATION_PROVIDER: 'openai', OPENAI_API_KEY: '' }, project.id, owner.cookie, 'hero');
    expect(res.status).toBe(503);
    expect(await versionCount(project.id)).toBe(1);
  });
});
