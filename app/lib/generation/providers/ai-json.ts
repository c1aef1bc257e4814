import { z } from 'zod';
import type { SiteBrief } from '../brief';
import { composeContent } from '../composer';
import { describeContentErrors, siteContentSchema, type SiteContent } from '../content-schema';
import { PROFILES } from '../kinds';
import { truncate } from '../text';
import { GenerationError, type GenerateOptions } from './types';

/**
 * What the two AI providers share: the prompt, parsing and validating the model's JSON, one retry on an
 * unusable answer, and filling sections the kind needs but the model left out from the composer.
 */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type Complete = (messages: ChatMessage[], signal?: AbortSignal) => Promise<string>;

const JSON_SCHEMA = JSON.stringify(z.toJSONSchema(siteContentSchema));

export function buildMessages(brief: SiteBrief): ChatMessage[] {
  const profile = PROFILES[brief.kind];
  const sections = [
    profile.process ? 'process' : null,
    profile.faq ? 'faq' : null,
    ...brief.directives.include,
  ].filter(Boolean);
  return [
    {
      role: 'system',
      content: [
        'You write the copy of a small business website.',
        'Reply with one JSON object and nothing else: no Markdown, no code fences, no comments.',
        `The object must match this JSON Schema: ${JSON_SCHEMA}`,
        'Write plain text only (never HTML or Markdown) in the language of the business description.',
        'Be warm, specific and honest: do not invent awards, reviews, addresses, staff names or statistics.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: JSON.stringify({
        businessName: brief.name,
        businessType: brief.businessType || brief.kind,
        template: brief.templateName,
        description: truncate(brief.description, 6000),
        requirements: truncate(brief.requirements, 2000),
        includeOptionalSections: [...new Set(sections)],
      }),
    },
  ];
}

/** Pulls the JSON object out of an answer, tolerating code fences and text around it. */
export function extractJson(answer: string): unknown {
  const trimmed = answer.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(trimmed.slice(start, end + 1));
      } catch {
        /* fall through */
      }
    }
    throw new Error('the answer is not a JSON object');
  }
}

function parseAnswer(answer: string): { content: SiteContent } | { problem: string } {
  let data: unknown;
  try {
    data = extractJson(answer);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const result = siteContentSchema.safeParse(data);
  return result.success ? { content: result.data } : { problem: describeContentErrors(result.error) };
}

/**
 * The composer's words where they follow from the facts: the main button's text (it must match where the
 * button leads) and the questions and answers (answered from the facts only); the process steps when the
 * model skipped them (docs/decisions/148).
 */
function withKindSections(brief: SiteBrief, content: SiteContent): SiteContent {
  const fallback = composeContent(brief);
  return { ...content, primaryAction: fallback.primaryAction, process: content.process ?? fallback.process, faq: fallback.faq };
}

export async function generateWithModel(
  providerName: string,
  brief: SiteBrief,
  complete: Complete,
  options: GenerateOptions = {},
): Promise<SiteContent> {
  const messages = buildMessages(brief);
  let lastProblem = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    let answer: string;
    try {
      answer = await complete(messages, options.signal);
    } catch (error) {
      const failure = error instanceof GenerationError ? error : new GenerationError(`${providerName} could not be reached.`, true);
      if (!failure.retryable || attempt === 2) throw failure;
      lastProblem = failure.message;
      await options.onRetry?.(lastProblem);
      continue;
    }
    const parsed = parseAnswer(answer);
    if ('content' in parsed) return withKindSections(brief, parsed.content);
    lastProblem = parsed.problem;
    if (attempt === 2) break;
    await options.onRetry?.(lastProblem);
    messages.push(
      { role: 'assistant', content: truncate(answer, 4000) },
      { role: 'user', content: `That answer cannot be used (${lastProblem}). Reply again with only the corrected JSON object.` },
    );
  }
  throw new GenerationError(`The AI provider (${providerName}) returned content we could not use, twice: ${truncate(lastProblem, 300)}`);
}
