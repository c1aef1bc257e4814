import { CATEGORIES } from '~core/lib/redactor/categories';
import type { RedactionSpan } from '~core/lib/redactor/render';

const COLORS: Record<string, string> = {
  email: 'bg-sky-100 text-sky-950',
  phone: 'bg-emerald-100 text-emerald-950',
  ssn: 'bg-red-100 text-red-950',
  credit_card: 'bg-red-100 text-red-950',
  long_number: 'bg-orange-100 text-orange-950',
  address: 'bg-violet-100 text-violet-950',
  dob: 'bg-pink-100 text-pink-950',
  person_name: 'bg-amber-100 text-amber-950',
};

/** The original text with every redacted span marked, labelled with its category and replacement. */
export function HighlightedText({ text, spans, truncated }: { text: string; spans: RedactionSpan[]; truncated: boolean }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const span of spans) {
    if (span.end > text.length) break;
    if (span.start > last) parts.push(text.slice(last, span.start));
    const label = CATEGORIES[span.category].label;
    parts.push(
      <mark key={span.start} className={`rounded px-0.5 ${COLORS[span.category] ?? 'bg-yellow-100 text-yellow-950'}`} title={`${label} → ${span.replacement}`}>
        {text.slice(span.start, span.end)}
        <span className="sr-only">
          {' '}
          ({label}, replaced by {span.replacement})
        </span>
      </mark>,
    );
    last = span.end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <div>
      <div
        data-testid="highlighted-text"
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border border-slate-300 bg-white p-3 font-mono text-sm"
        tabIndex={0}
        role="region"
        aria-label="Original text with redactions highlighted"
      >
        {parts}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Hover or focus a highlight to see its category and replacement.
        {truncated ? ' Only the start of a long document is highlighted here; the redacted text covers all of it.' : ''}
      </p>
    </div>
  );
}
