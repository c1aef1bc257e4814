import type { CategoryId } from './categories';
import { SpanCollector } from './collector';
import { enabledFlags, type RedactOptions } from './options';
import { Renderer, renderRange, type RedactionSpan } from './render';
import { scannable } from './flat';
import { scanText } from './scanner';

export type RedactionResult = {
  originalText: string;
  redactedText: string;
  redactionCount: number;
  /** Categories found, in the canonical order of CATEGORY_IDS. */
  categories: CategoryId[];
  counts: Partial<Record<CategoryId, number>>;
  spans: RedactionSpan[];
};

/** Redacts a whole text in one pass. For inputs that do not fit in memory use `RedactionStream`. */
export function redact(text: string, options: RedactOptions = {}): RedactionResult {
  const collector = new SpanCollector();
  scanText(scannable(text), collector, enabledFlags(options.categories));
  const renderer = new Renderer(options.consistent ?? false);
  // Sized up front: results can hold millions of spans, and growing the array by doubling copies them.
  const spans: RedactionSpan[] = new Array(collector.size);
  let k = 0;
  const { output } = renderRange(text, collector, 0, text.length, text.length, renderer, (span) => {
    spans[k++] = span;
  });
  spans.length = k;
  return {
    originalText: text,
    redactedText: output,
    redactionCount: renderer.redactionCount,
    categories: renderer.categories,
    counts: renderer.countsByCategory,
    spans,
  };
}
