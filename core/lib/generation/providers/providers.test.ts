import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../env';
import { buildBrief } from '../brief';
import { composeContent } from '../composer';
import { buildSite } from '../site';
import { composerProvider } from './composer';
import { providerFromEnv, providerProblem } from './index.server';
import { openAiProvider } from './openai.server';
import { GenerationError } from './types';
import { workersAiProvider, type WorkersAiBinding } from './workers-ai.server';

const brief = buildBrief({
  name: 'Harbor Street Bakery',
  businessType: 'Restaurant',
  description: 'Sourdough, pastries and coffee by the harbour.',
  siteUrl: 'https://fairstack.example/sites/harbor/',
  generatedAt: Date.UTC(2026, 10, 23),
});

/** A model answer: valid content whose words try to inject markup. The FAQ is left out on purpose. */
const valid = { ...composeContent(brief), heroHeading: '<script>alert("model")</script> Fresh bread', faq: undefined };
const validJson = JSON.stringify(valid);
/** A model answer that states hours, a price and a phone number the facts do not hold. */
const inventedJson = JSON.stringify({ ...valid, heroText: 'Open daily 7am to 3pm. Loaves from $6. Call 503-555-0100.' });

// ---- A local stand-in for an OpenAI-compatible endpoint (127.0.0.1 only) ----
type Mode = 'valid' | 'fenced' | 'invalid' | 'invalid-then-valid' | 'invented-then-valid' | 'invented' | 'slow' | 'error-500' | 'error-401';
let mode: Mode = 'valid';
let calls: { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let server: Server;
let baseUrl = '';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

function completion(content: string) {
  return JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    calls.push({ auth: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const send = (status: number, payload: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(payload);
    switch (mode) {
      case 'valid':
        return send(200, completion(validJson));
      case 'fenced':
        return send(200, completion('Here you go:\n```json\n' + validJson + '\n```'));
      case 'invalid':
        return send(200, completion('{"tagline": 42}'));
      case 'invented':
        return send(200, completion(inventedJson));
      case 'invented-then-valid':
        return send(200, completion(calls.length === 1 ? inventedJson : validJson));
      case 'invalid-then-valid':
        return send(200, completion(calls.length === 1 ? 'Sorry, I cannot do JSON.' : validJson));
      case 'slow':
        setTimeout(() => send(200, completion(validJson)), 1500).unref();
        return;
      case 'error-500':
        return send(500, JSON.stringify({ error: { message: 'overloaded' } }));
      case 'error-401':
        return send(401, JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function openai(timeoutMs = 1000) {
  calls = [];
  return openAiProvider({ baseUrl, apiKey: 'sk-test-key', model: 'gpt-test', timeoutMs });
}

describe('openai provider (against a local stand-in)', () => {
  it('asks for JSON with the configured model and key, and returns validated content', async () => {
    mode = 'valid';
    const content = await openai().generate(brief);
    expect(calls).toHaveLength(1);
    expect(calls[0].auth).toBe('Bearer sk-test-key');
    expect(calls[0].body.model).toBe('gpt-test');
    expect(calls[0].body.messages[0].role).toBe('system');
    expect(JSON.parse(calls[0].body.messages[1].content)).toMatchObject({ businessName: 'Harbor Street Bakery', businessType: 'Restaurant' });
    expect(content.heroHeading).toBe('<script>alert("model")</script> Fresh bread');
    // The questions and answers come from the composer, answered from the facts.
    expect(content.faq).toEqual(composeContent(brief).faq);
    // Model output only ever reaches the page as text.
    const page = buildSite(brief, content).find((f) => f.path === 'index.html')!.body as string;
    expect(page).toContain('&lt;script&gt;alert(&quot;model&quot;)&lt;/script&gt; Fresh bread');
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    mode = 'fenced';
    await expect(openai().generate(brief)).resolves.toMatchObject({ tagline: valid.tagline });
  });

  it('retries once after an unusable answer, telling the model what was wrong', async () => {
    mode = 'invalid-then-valid';
    const retries: string[] = [];
    const content = await openai().generate(brief, { onRetry: (r) => void retries.push(r) });
    expect(content.tagline).toBe(valid.tagline);
    expect(calls).toHaveLength(2);
    expect(retries).toEqual(['the answer is not a JSON object']);
    expect(calls[1].body.messages.at(-1)!.content).toContain('cannot be used');
  });

  it('sends the facts and the rule to state only them; the requirements go as instructions', async () => {
    mode = 'valid';
    await openai().generate(brief);
    const [system, user] = calls[0].body.messages;
    expect(system.content).toContain('State no fact that is not in "facts"');
    expect(system.content).toContain('never quote or mention them');
    const asked = JSON.parse(user.content);
    expect(asked.facts.offerings).toEqual(brief.facts.offerings);
    expect(asked).not.toHaveProperty('requirements');
    expect(asked).toHaveProperty('instructions');
  });

  it('refuses an answer that invents facts, retries once naming them, and keeps the truthful answer', async () => {
    mode = 'invented-then-valid';
    const retries: string[] = [];
    const content = await openai().generate(brief, { onRetry: (r) => void retries.push(r) });
    expect(content.heroText).toBe(valid.heroText);
    expect(calls).toHaveLength(2);
    expect(retries[0]).toBe('it states what the business\'s facts do not say: the phone number "503-555-0100", the price or amount "$6", the time "7am", the time "3pm"');
    expect(calls[1].body.messages.at(-1)!.content).toContain('the phone number "503-555-0100"');
  });

  it('fails clearly when the model invents facts twice', async () => {
    mode = 'invented';
    const error = await openai().generate(brief).catch((e) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error.message).toMatch(/^The AI provider \(openai\) returned content we could not use, twice: it states what the business's facts do not say: /);
    expect(calls).toHaveLength(2);
  });

  it('fails clearly after two invalid answers', async () => {
    mode = 'invalid';
    const error = await openai().generate(brief).catch((e) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error.message).toMatch(/^The AI provider \(openai\) returned content we could not use, twice: /);
    expect(error.message).toContain('tagline');
    expect(calls).toHaveLength(2);
  });

  it('gives up on a slow endpoint after the timeout (once retried)', async () => {
    mode = 'slow';
    const started = Date.now();
    const error = await openai(200).generate(brief).catch((e) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error.message).toBe('The AI provider (openai) did not answer within 200 ms.');
    expect(calls).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('retries a server error, but not a refused key', async () => {
    mode = 'error-500';
    const overloaded = await openai().generate(brief).catch((e) => e);
    expect(overloaded.message).toBe('The AI provider (openai) answered 500: overloaded');
    expect(calls).toHaveLength(2);
    mode = 'error-401';
    const refused = await openai().generate(brief).catch((e) => e);
    expect(refused.message).toBe('The AI provider (openai) answered 401: Incorrect API key provided');
    expect(calls).toHaveLength(1);
  });
});

describe('workers-ai provider (through an injected binding)', () => {
  function binding(answers: (() => Promise<unknown>)[]) {
    const seen: { model: string; inputs: Record<string, unknown> }[] = [];
    const ai: WorkersAiBinding = {
      run: (model, inputs) => {
        seen.push({ model, inputs });
        return (answers[seen.length - 1] ?? answers.at(-1)!)();
      },
    };
    return { ai, seen };
  }

  it('sends the chat messages to the configured model and validates the answer', async () => {
    const { ai, seen } = binding([async () => ({ response: validJson })]);
    const content = await workersAiProvider({ binding: ai, model: '@cf/test/model', timeoutMs: 1000 }).generate(brief);
    expect(seen[0].model).toBe('@cf/test/model');
    expect((seen[0].inputs.messages as unknown[]).length).toBe(2);
    expect(content.tagline).toBe(valid.tagline);
  });

  it('accepts an answer already parsed by JSON mode', async () => {
    const { ai } = binding([async () => ({ response: valid })]);
    await expect(workersAiProvider({ binding: ai, model: 'm', timeoutMs: 1000 }).generate(brief)).resolves.toMatchObject({ tagline: valid.tagline });
  });

  it('retries once on invalid output, then fails clearly', async () => {
    const once = binding([async () => ({ response: 'not json' }), async () => ({ response: validJson })]);
    await expect(workersAiProvider({ binding: once.ai, model: 'm', timeoutMs: 1000 }).generate(brief)).resolves.toBeTruthy();
    expect(once.seen).toHaveLength(2);
    const never = binding([async () => ({ response: '{"heroHeading": ""}' })]);
    const error = await workersAiProvider({ binding: never.ai, model: 'm', timeoutMs: 1000 }).generate(brief).catch((e) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error.message).toMatch(/^The AI provider \(workers-ai\) returned content we could not use, twice/);
    expect(never.seen).toHaveLength(2);
  });

  it('times out a slow binding', async () => {
    const { ai, seen } = binding([() => new Promise(() => {})]);
    const error = await workersAiProvider({ binding: ai, model: 'm', timeoutMs: 100 }).generate(brief).catch((e) => e);
    expect(error.message).toBe('The AI provider (workers-ai) did not answer within 100 ms.');
    expect(seen).toHaveLength(2);
  });
});

describe('choosing the provider', () => {
  const env = (vars: Partial<Env>) => ({ ENVIRONMENT: 'test', ...vars }) as Env;
  it('defaults to the composer', async () => {
    expect(providerFromEnv(env({}))).toBe(composerProvider);
    expect(providerProblem(env({ GENERATION_PROVIDER: 'composer' }))).toBeNull();
  });
  it('explains what a provider is missing', () => {
    expect(providerProblem(env({ GENERATION_PROVIDER: 'openai' }))).toMatch(/OPENAI_API_KEY/);
    expect(providerProblem(env({ GENERATION_PROVIDER: 'workers-ai' }))).toMatch(/AI binding/);
    expect(providerProblem(env({ GENERATION_PROVIDER: 'magic' }))).toMatch(/not one of composer, workers-ai, openai/);
    expect(providerFromEnv(env({ GENERATION_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: baseUrl })).id).toBe('openai');
  });
});
