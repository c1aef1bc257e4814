import { z } from 'zod';
import { REGENERABLE_SECTIONS, SECTION_SCHEMAS, sectionOf, type RegenerableSection, type SectionWords } from '../../sites/regenerate';
import type { SiteBrief } from '../brief';
import { describeContentErrors, type SiteContent } from '../content-schema';
import { truncate } from '../text';
import { extractJson, type ChatMessage, type Complete } from './ai-json';
import { GenerationError, type SectionOptions } from './types';

/**
 * Regenerating one section with an AI provider (issue 11): the model is asked for that section's JSON
 * only, with the current words so it writes different ones, and the answer must pass the section's
 * schema. One retry on an unusable answer (like whole generations); then a GenerationError.
 */
const SECTION_JSON_SCHEMAS = Object.fromEntries(
  Object.entries(SECTION_SCHEMAS).map(([key, schema]) => [key, JSON.stringify(z.toJSONSchema(schema))]),
) as Record<RegenerableSection, string>;

export function buildSectionMessages(brief: SiteBrief, current: SiteContent, section: RegenerableSection): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You rewrite one section of a small business website.',
        'Reply with one JSON object and nothing else: no Markdown, no code fences, no comments.',
        `The object must match this JSON Schema: ${SECTION_JSON_SCHEMAS[section]}`,
        'Write plain text only (never HTML or Markdown) in the language of the business description.',
        'Write new words: do not repeat the current ones. Do not invent awards, reviews, addresses, staff names or statistics.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: JSON.stringify({
        section,
        sectionName: REGENERABLE_SECTIONS[section],
        businessName: brief.name,
        businessType: brief.businessType || brief.kind,
        description: truncate(brief.description, 4000),
        requirements: truncate(brief.requirements, 1000),
        current: sectionOf(current, section),
      }),
    },
  ];
}

function parseSection(answer: string, section: RegenerableSection): { words: SectionWords } | { problem: string } {
  let data: unknown;
  try {
    data = extractJson(answer);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const result = SECTION_SCHEMAS[section].safeParse(data);
  return result.success ? { words: result.data } : { problem: describeContentErrors(result.error) };
}

export async function regenerateSectionWithModel(
  providerName: string,
  brief: SiteBrief,
  current: SiteContent,
  section: RegenerableSection,
  complete: Complete,
  options: SectionOptions,
): Promise<SectionWords> {
  const messages = buildSectionMessages(brief, current, section);
  let lastProblem = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    let answer: string;
    try {
      answer = await complete(messages, options.signal);
    } catch (error) {
      const failure = error instanceof GenerationError ? error : new GenerationError(`The AI provider (${providerName}) could not be reached.`, true);
      if (!failure.retryable || attempt === 2) throw failure;
      lastProblem = failure.message;
      continue;
    }
    const parsed = parseSection(answer, section);
    if ('words' in parsed) return parsed.words;
    lastProblem = parsed.problem;
    if (attempt === 2) break;
    messages.push(
      { role: 'assistant', content: truncate(answer, 4000) },
      { role: 'user', content: `That answer cannot be used (${lastProblem}). Reply again with only the corrected JSON object.` },
    );
  }
  throw new GenerationError(`The AI provider (${providerName}) returned words we could not use for this section, twice: ${truncate(lastProblem, 200)}`);
}
