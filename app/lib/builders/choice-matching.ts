import type { Choice } from './chat-types';

/** Lower-case, accents and punctuation removed, single spaces: what keyword matching compares. */
export function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()} `;
}

type Mention = { at: number; length: number };

/** Where the choice is first mentioned in the normalized text (its label, value or a keyword, as whole words). */
function mention(haystack: string, choice: Choice): Mention | null {
  const needles = [choice.label, choice.value, ...(choice.keywords ?? [])].map((n) => normalize(n).trim()).filter(Boolean);
  let best: Mention | null = null;
  for (const needle of needles) {
    const at = haystack.indexOf(` ${needle} `);
    if (at >= 0 && (!best || at < best.at || (at === best.at && needle.length > best.length))) {
      best = { at, length: needle.length };
    }
  }
  return best;
}

/** The choice typed text names first (the longer phrase wins a tie: 'web and mobile' over 'web'), or null. */
export function matchOne(text: string, choices: readonly Choice[]): Choice | null {
  const haystack = normalize(text);
  let found: { choice: Choice; m: Mention } | null = null;
  for (const choice of choices) {
    const m = mention(haystack, choice);
    if (m && (!found || m.at < found.m.at || (m.at === found.m.at && m.length > found.m.length))) found = { choice, m };
  }
  return found?.choice ?? null;
}

const EVERYTHING = / (all|everything|all of them|all features) /;

/** Every choice typed text names, in the choices' order; 'all' or 'everything' picks them all. */
export function matchMany(text: string, choices: readonly Choice[]): Choice[] {
  const haystack = normalize(text);
  if (EVERYTHING.test(haystack)) return [...choices];
  return choices.filter((choice) => mention(haystack, choice) !== null);
}

/** Labels joined for a sentence: 'A', 'A and B', 'A, B and C'. */
export function listLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export function labelsOf(choices: readonly Choice[], values: readonly string[]): string[] {
  return values.map((v) => choices.find((c) => c.value === v)?.label ?? v);
}
