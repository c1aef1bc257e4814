import { businessFactsSchema, type BusinessFactsInput } from '../facts/schema';
import { buildBrief, type BriefInput, type SiteBrief } from './brief';
import samples from './samples.json';

/**
 * Sample businesses of every kind, shared by the unit tests, the HTML validator test, the browser
 * tests and the benchmarks. Two per kind, so tests can check that they differ. Most carry confirmed facts
 * (some many, one none at all); the others have their facts read from the description.
 */
export type SampleInput = Omit<BriefInput, 'siteUrl' | 'generatedAt' | 'facts'> & { facts?: BusinessFactsInput };
// The facts are validated by the schema when a brief is built; JSON cannot type their literal fields.
export const SAMPLE_INPUTS = samples as SampleInput[];

export function sampleBriefs(siteUrl = 'https://fairstack.example/sites/sample/', generatedAt = Date.UTC(2026, 10, 23)): SiteBrief[] {
  return SAMPLE_INPUTS.map((input, i) =>
    buildBrief({ ...input, facts: input.facts ? businessFactsSchema.parse(input.facts) : null, siteUrl: siteUrl.replace('sample', `sample-${i + 1}`), generatedAt }),
  );
}
/** Descriptions that must come out as text, never as markup. */
export const HOSTILE_DESCRIPTIONS = [
  '<script>alert("x")</script><img src=x onerror=alert(1)> "quotes" & \'apostrophes\' </p></section></body>',
  'We ❤️ coffee ☕ and 🥐 croissants — 👩‍🍳 chef-owned since 2001!',
  'مخبز عائلي يقدم الخبز الطازج والحلويات العربية منذ عام ١٩٩٨. نرحب بكم كل يوم.',
  'עברית: מאפייה משפחתית עם לחם טרי בכל בוקר',
  `${'Long description with many words. '.repeat(290)}`.slice(0, 10_000),
  'x'.repeat(10_000),
  '\u0000\u0007control\u0085 chars\uFFFE and a lone \uD800 surrogate',
  '{{template}} ${injection} `backticks` </script><!-- comment -->',
];
