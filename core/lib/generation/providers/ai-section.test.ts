import { describe, expect, it } from 'vitest';
import { buildBrief } from '../brief';
import { composeContent } from '../composer';
import { composerProvider } from './composer';
import { buildSectionMessages } from './ai-section';
import { GenerationError } from './types';
import { workersAiProvider, type WorkersAiBinding } from './workers-ai.server';

const brief = buildBrief({
  name: 'Harbor Street Bakery',
  businessType: 'Restaurant',
  description: 'Sourdough, pastries and coffee by the harbour.',
  siteUrl: 'https://fairstack.example/sites/harbor/',
  generatedAt: Date.UTC(2026, 10, 23),
});
const current = composeContent(brief);

function binding(answers: unknown[]) {
  const seen: { messages: { role: string; content: string }[] }[] = [];
  const ai: WorkersAiBinding = {
    async run(_model, inputs) {
      seen.push(structuredClone(inputs) as (typeof seen)[number]);
      return answers.shift();
    },
  };
  return { ai, seen };
}

describe('one-section prompts', () => {
  it('asks for that section only, with its current words', () => {
    const [system, user] = buildSectionMessages(brief, current, 'closing');
    expect(system.content).toContain('"closing"');
    expect(system.content).not.toContain('heroHeading');
    expect(JSON.parse(user.content)).toMatchObject({ section: 'closing', current: { closing: current.closing } });
  });
});

describe('regenerateSection', () => {
  it('returns the section words a model gives, validated and trimmed', async () => {
    const { ai } = binding([{ response: '```json\n{"closing":{"heading":"  Come and taste  ","text":"Fresh loaves daily."}}\n```' }]);
    const words = await workersAiProvider({ binding: ai, model: 'm', timeoutMs: 1000 }).regenerateSection(brief, current, 'closing', { seed: 1 });
    expect(words).toEqual({ closing: { heading: 'Come and taste', text: 'Fresh loaves daily.' } });
  });

  it('retries once with the problem, then fails clearly', async () => {
    const { ai, seen } = binding([{ response: 'no json here' }, { response: '{"closing":{"heading":"","text":"x"}}' }]);
    const attempt = workersAiProvider({ binding: ai, model: 'm', timeoutMs: 1000 }).regenerateSection(brief, current, 'closing', { seed: 1 });
    await expect(attempt).rejects.toBeInstanceOf(GenerationError);
    await expect(attempt).rejects.toThrow(/could not use for this section, twice: closing.heading/);
    expect(seen).toHaveLength(2);
    expect(seen[1].messages.at(-1)!.content).toContain('the answer is not a JSON object');
  });

  it('refuses words that state facts nobody gave twice, then gives the composer\'s words for the section', async () => {
    const invented = { response: '{"closing":{"heading":"Open 9am – 5pm","text":"Ring 0161 496 0000 for a quote."}}' };
    const { ai, seen } = binding([invented, invented]);
    const words = await workersAiProvider({ binding: ai, model: 'm', timeoutMs: 1000 }).regenerateSection(brief, current, 'closing', { seed: 3 });
    expect(seen).toHaveLength(2);
    expect(seen[1].messages.at(-1)!.content).toContain('the phone number "0161 496 0000"');
    expect(words).toEqual(await composerProvider.regenerateSection(brief, current, 'closing', { seed: 3 }));
  });

  it('the composer gives a deterministic variation per seed', async () => {
    const a = await composerProvider.regenerateSection(brief, current, 'hero', { seed: 7 });
    const b = await composerProvider.regenerateSection(brief, current, 'hero', { seed: 7 });
    expect(a).toEqual(b);
    expect(Object.keys(a).sort()).toEqual(['heroHeading', 'heroText', 'primaryAction', 'tagline']);
  });
});
