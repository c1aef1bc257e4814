import { z } from 'zod';
import { REGENERABLE_SECTIONS, SECTION_SCHEMAS, sectionOf, type RegenerableSection, type SectionWords } from '../../sites/regenerate';
import type { SiteBrief } from '../brief';
import { describeContentErrors, type SiteContent } from '../content-schema';
import { truncate } from '../text';
import { primaryActionOf } from '../actions';
import { composeContent } from '../composer';
import { extractJson, FACTS_RULE, factsForPrompt, type ChatMessage, type Complete } from './ai-json';
import { confirmedDescription, describeFactProblems, uncheckedFacts } from './fact-check';
import { GenerationError, type SectionOptions } from './types';

/**
 * Regenerating one section with an AI provider (docs/decisions/110): the model is asked for that section's JSON
 * only, with the current words so it writes different ones and the facts it may state; the answer must
 * pass the section's schema and the fact check. One retry on an unusable answer (like whole generations);
 * then the composer's words when the model kept stating facts the business did not give, else a
 * GenerationError (docs/decisions/148).
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
        'Write new words: do not repeat the current ones.',
        FACTS_RULE,
      ].join('\n'),
    },
    {
      role: 'user',
      content: JSON.stringify({
        section,
        sectionName: REGENERABLE_SECTIONS[section],
        businessName: brief.name,
        businessType: brief.businessType || brief.kind,
        facts: factsForPrompt(brief),
        // The description without what the owner corrected on the facts step (docs/decisions/142).
        description: truncate(confirmedDescription(brief), 4000),
        instructions: truncate(brief.requirements, 1000),
        current: sectionOf(current, section),
      }),
    },
  ];
}

function parseSection(answer: string, brief: SiteBrief, section: RegenerableSection): { words: SectionWords } | { problem: string; facts?: true } {
  let data: unknown;
  try {
    data = extractJson(answer);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const result = SECTION_SCHEMAS[section].safeParse(data);
  if (!result.success) return { problem: describeContentErrors(result.error) };
  const problems = uncheckedFacts(result.data, brief);
  if (problems.length) return { problem: describeFactProblems(problems), facts: true };
  // The main button's text must match where it leads, which the facts decide (docs/decisions/146).
  return { words: section === 'hero' ? { ...result.data, primaryAction: primaryActionOf(brief).label } : result.data };
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
    const parsed = parseSection(answer, brief, section);
    if ('words' in parsed) return parsed.words;
    lastProblem = parsed.problem;
    // Twice words that state what the facts do not: the composer's words for the section instead
    // (docs/decisions/148), so the owner still gets a fresh, truthful draw.
    if (attempt === 2 && parsed.facts) return sectionOf(composeContent(brief, options.seed), section);
    if (attempt === 2) break;
    messages.push(
      { role: 'assistant', content: truncate(answer, 4000) },
      { role: 'user', content: `That answer cannot be used (${lastProblem}). Reply again with only the corrected JSON object.` },
    );
  }
  throw new GenerationError(`The AI provider (${providerName}) returned words we could not use for this section, twice: ${truncate(lastProblem, 200)}`);
}
