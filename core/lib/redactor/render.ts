import { CATEGORIES, CATEGORY_IDS, type CategoryId } from './categories';
import type { SpanCollector } from './collector';

export type RedactionSpan = {
  /** Offsets in UTF-16 code units of the original text (JavaScript string indices). */
  start: number;
  end: number;
  category: CategoryId;
  replacement: string;
};

/** Digit runs longer than this are masked entirely: their "last four" would identify nothing. */
const KEEP_LAST_FOUR_UP_TO = 64;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Replaces every digit but the last four with '*', keeping separators: '(555) 123-4567' → '(***) ***-4567'. */
export function maskKeepingLastFour(value: string, maskAll = false): string {
  let digits = 0;
  for (let k = 0; k < value.length; k++) if (isDigit(value.charCodeAt(k))) digits++;
  let toMask = maskAll || digits > KEEP_LAST_FOUR_UP_TO ? digits : Math.max(0, digits - 4);
  // Built run by run (not character by character): a masked run can be megabytes long.
  let out = '';
  let k = 0;
  while (k < value.length) {
    let e = k;
    if (isDigit(value.charCodeAt(k))) {
      while (e < value.length && isDigit(value.charCodeAt(e))) e++;
      const m = Math.min(toMask, e - k);
      out += '*'.repeat(m) + value.slice(k + m, e);
      toMask -= m;
    } else {
      while (e < value.length && !isDigit(value.charCodeAt(e))) e++;
      out += value.slice(k, e);
    }
    k = e;
  }
  return out;
}

function digitsOf(value: string): string {
  let out = '';
  for (let k = 0; k < value.length; k++) if (isDigit(value.charCodeAt(k))) out += value[k];
  return out;
}

/** The identity of a match for consistent numbering: the same e-mail in another case is the same e-mail. */
function normalise(category: CategoryId, value: string): string {
  switch (category) {
    case 'phone': {
      const d = digitsOf(value);
      return d.length === 11 && d[0] === '1' ? d.slice(1) : d;
    }
    case 'ssn':
    case 'credit_card':
    case 'long_number':
      return digitsOf(value);
    case 'mac_address':
      return value.toLowerCase().replace(/[^0-9a-f]/g, '');
    default:
      return value.toLowerCase().replace(/\s+/g, ' ');
  }
}

/** Fixed replacement per category index, or null for the masked ones (last four digits kept). */
const FIXED: (string | null)[] = CATEGORY_IDS.map((id) =>
  id === 'phone' || id === 'credit_card' || id === 'long_number' ? null : id === 'ssn' ? '***-**-****' : CATEGORIES[id].replacement,
);

/** Turns matches into replacement text; keeps the counts and, in consistent mode, the numbering. */
export class Renderer {
  readonly counts: number[] = CATEGORY_IDS.map(() => 0);
  private readonly numbering: Map<string, number>[] | null;

  constructor(consistent: boolean) {
    this.numbering = consistent ? CATEGORY_IDS.map(() => new Map<string, number>()) : null;
  }

  /** The replacement for text[start, end) detected as category index `cat`. */
  replacement(text: string, start: number, end: number, cat: number, clipped: boolean): string {
    const category = CATEGORY_IDS[cat];
    this.counts[cat]++;
    if (this.numbering) {
      const map = this.numbering[cat];
      const key = normalise(category, text.slice(start, end));
      let n = map.get(key);
      if (n === undefined) {
        n = map.size + 1;
        map.set(key, n);
      }
      return `{{${CATEGORIES[category].tag}_${n}}}`;
    }
    const fixed = FIXED[cat];
    if (fixed !== null) return fixed;
    return maskKeepingLastFour(text.slice(start, end), clipped);
  }

  get redactionCount(): number {
    return this.counts.reduce((a, b) => a + b, 0);
  }

  get categories(): CategoryId[] {
    return CATEGORY_IDS.filter((_, i) => this.counts[i] > 0);
  }

  get countsByCategory(): Partial<Record<CategoryId, number>> {
    const out: Partial<Record<CategoryId, number>> = {};
    CATEGORY_IDS.forEach((id, i) => {
      if (this.counts[i] > 0) out[id] = this.counts[i];
    });
    return out;
  }
}

/**
 * Writes text[from, to) with the collected spans that start in [from, limit) replaced. Returns the output
 * and the offset where it stopped (a span may run past `to`).
 */
export function renderRange(
  text: string,
  spans: SpanCollector,
  from: number,
  to: number,
  limit: number,
  renderer: Renderer,
  onSpan?: (span: RedactionSpan) => void,
  base = 0,
): { output: string; end: number } {
  let output = '';
  let last = from;
  let end = to;
  const { starts, ends, cats, clipped, size } = spans;
  for (let k = 0; k < size; k++) {
    const start = starts[k];
    if (start < from) continue;
    if (start >= limit) break;
    const stop = ends[k];
    const replacement = renderer.replacement(text, start, stop, cats[k], clipped[k] === 1);
    if (start > last) output += text.slice(last, start);
    output += replacement;
    last = stop;
    if (stop > end) end = stop;
    if (onSpan) onSpan({ start: base + start, end: base + stop, category: CATEGORY_IDS[cats[k]], replacement });
  }
  if (end > last) output += text.slice(last, end);
  return { output, end };
}
