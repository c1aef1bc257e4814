import { z } from 'zod';
import type { SiteBrief } from '../brief';
import { composeContent } from '../composer';
import { describeContentErrors, siteContentSchema, type SiteContent } from '../content-schema';
import { hoursRows } from '../facts-text';
import { PROFILES } from '../kinds';
import { truncate } from '../text';
import { confirmedDescription, describeFactProblems, uncheckedFacts } from './fact-check';
import { GenerationError, type GenerateOptions } from './types';

/**
 * What the two AI providers share: the prompt (with the business's facts and the rule to state only them),
 * parsing and validating the model's JSON, checking it against the facts, one retry on an unusable answer,
 * and the composer's words where they follow from the facts (docs/decisions/148).
 */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type Complete = (messages: ChatMessage[], signal?: AbortSignal) => Promise<string>;

/**
 * What a model writes: the site's words except the main button's text (it must match where the button
 * leads) and the questions and answers (answered from the facts only); both come from the composer.
 */
export const modelContentSchema = siteContentSchema.omit({ primaryAction: true, faq: true });
const JSON_SCHEMA = JSON.stringify(z.toJSONSchema(modelContentSchema));

/** The rule every prompt carries, whole site or one section. */
export const FACTS_RULE = [
  'The "facts" are everything that is true about the business: its offerings (with prices), opening hours, the hours of services under their own label ("serviceHours", never opening hours), contact details, people, place and social links.',
  'State no fact that is not in "facts": no phone number, e-mail address, price, amount, percentage, clock time, opening day, person\'s name, address, award, review or statistic of your own.',
  'The website shows the offerings, hours, contact details and people from the facts by itself: do not list them; write the words around them.',
  'The "instructions" are the owner\'s private wishes for tone, colours and what to stress: follow them, never quote or mention them.',
  'Where a fact is missing, write general words that promise nothing specific.',
].join('\n');

/** The facts as the model sees them: the same values the site shows. */
export function factsForPrompt(brief: SiteBrief) {
  const { facts } = brief;
  return {
    offerings: facts.offerings,
    hours: facts.hours ? { days: Object.fromEntries(hoursRows(facts.hours).map((r) => [r.name, r.text])), appointmentOnly: facts.hours.appointmentOnly, note: facts.hours.note } : null,
    serviceHours: facts.serviceHours.map((s) => ({ label: s.label, days: Object.fromEntries(hoursRows(s).map((r) => [r.name, r.text])) })),
    contact: facts.contact,
    people: facts.people,
    place: facts.place ?? null,
    social: facts.social,
  };
}

export function buildMessages(brief: SiteBrief): ChatMessage[] {
  const profile = PROFILES[brief.kind];
  const sections = [profile.process ? 'process' : null, ...brief.directives.include.filter((s) => s !== 'faq')].filter(Boolean);
  return [
    {
      role: 'system',
      content: [
        'You write the copy of a small business website.',
        'Reply with one JSON object and nothing else: no Markdown, no code fences, no comments.',
        `The object must match this JSON Schema: ${JSON_SCHEMA}`,
        'Write plain text only (never HTML or Markdown) in the language of the business description.',
        FACTS_RULE,
      ].join('\n'),
    },
    {
      role: 'user',
      content: JSON.stringify({
        businessName: brief.name,
        businessType: brief.businessType || brief.kind,
        template: brief.templateName,
        facts: factsForPrompt(brief),
        // The description without what the owner corrected on the facts step (docs/decisions/142).
        description: truncate(confirmedDescription(brief), 6000),
        instructions: truncate(brief.requirements, 2000),
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

type ModelContent = z.infer<typeof modelContentSchema>;

function parseAnswer(answer: string, brief: SiteBrief): { content: ModelContent } | { problem: string } {
  let data: unknown;
  try {
    data = extractJson(answer);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const result = modelContentSchema.safeParse(data);
  if (!result.success) return { problem: describeContentErrors(result.error) };
  const problems = uncheckedFacts(result.data, brief);
  return problems.length ? { problem: describeFactProblems(problems) } : { content: result.data };
}

/** The model's words with the composer's where they follow from the facts; process steps when it skipped them. */
function withComposerWords(brief: SiteBrief, content: ModelContent): SiteContent {
  const composed = composeContent(brief);
  return { ...content, primaryAction: composed.primaryAction, process: content.process ?? composed.process, faq: composed.faq };
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
    const parsed = parseAnswer(answer, brief);
    if ('content' in parsed) return withComposerWords(brief, parsed.content);
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
