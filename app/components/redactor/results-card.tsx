import { Tab } from '@headlessui/react';
import { CATEGORIES, type CategoryId } from '~core/lib/redactor/categories';
import type { RedactionSpan } from '~core/lib/redactor/render';
import { HighlightedText } from './highlighted-text';

export type ShownResult = {
  /** What the read-only text area shows: the whole result, or its first 1 MB for very large ones. */
  visibleText: string;
  totalLength: number;
  redactionCount: number;
  categories: CategoryId[];
  counts: Partial<Record<CategoryId, number>>;
  originalPreview: string;
  spans: RedactionSpan[];
  spansTruncated: boolean;
};

const tabClass = ({ selected }: { selected: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm font-medium ${selected ? 'bg-white text-slate-900 shadow' : 'text-slate-700 hover:bg-white/60'}`;

export function ResultsCard({
  result,
  onCopy,
  onDownload,
  interactive,
}: {
  result: ShownResult | null;
  onCopy: () => void;
  onDownload: (event: React.MouseEvent<HTMLButtonElement>) => void;
  /** False until the page has hydrated: the in-browser buttons are hidden until then. */
  interactive: boolean;
}) {
  return (
    <section className="card" aria-labelledby="results-heading" data-testid="results-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" className="text-lg font-semibold">
          Results
        </h2>
        <div className={interactive ? 'flex gap-2' : 'hidden'}>
          <button type="button" className="btn-secondary" onClick={onCopy}>
            Copy Redacted
          </button>
          <button type="button" className="btn-secondary" onClick={onDownload}>
            Download
          </button>
        </div>
        {/* Without JavaScript, Download posts the input form to /redactor/download, which answers the file. */}
        <noscript>
          <button type="submit" form="redactor-form" formAction="/redactor/download" className="btn-secondary">
            Download
          </button>
        </noscript>
      </div>
      {result ? (
        <div className="mt-4">
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">Items Redacted</dt>
              <dd className="mt-1 text-2xl font-bold" data-testid="items-redacted">
                {result.redactionCount}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">Data Categories</dt>
              <dd className="mt-1 text-2xl font-bold" data-testid="data-categories">
                {result.categories.length}
              </dd>
            </div>
          </dl>
          {result.categories.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Categories found">
              {result.categories.map((id) => (
                <li key={id} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900 ring-1 ring-brand-100">
                  {`${CATEGORIES[id].label} × ${result.counts[id] ?? 0}`}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-700">Nothing sensitive was found: the text is unchanged.</p>
          )}
          <Tab.Group>
            <Tab.List className="mt-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tab className={tabClass}>Redacted text</Tab>
              <Tab className={tabClass}>What was masked</Tab>
            </Tab.List>
            <Tab.Panels className="mt-3">
              <Tab.Panel>
                <label htmlFor="redacted-output" className="sr-only">
                  Redacted text
                </label>
                <textarea
                  id="redacted-output"
                  readOnly
                  value={result.visibleText}
                  rows={14}
                  className="field-input font-mono"
                />
                {result.visibleText.length < result.totalLength ? (
                  <p className="mt-2 text-xs text-slate-600">
                    Showing the first {(result.visibleText.length / 1e6).toFixed(1)} million of {(result.totalLength / 1e6).toFixed(1)} million
                    characters. Copy and Download use the whole result.
                  </p>
                ) : null}
              </Tab.Panel>
              <Tab.Panel>
                <HighlightedText text={result.originalPreview} spans={result.spans} truncated={result.spansTruncated} />
              </Tab.Panel>
            </Tab.Panels>
          </Tab.Group>
        </div>
      ) : (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium text-slate-800">No redaction results yet</p>
          <p className="mt-1 text-sm text-slate-600">Paste text or load a .txt file, then press Redact.</p>
        </div>
      )}
    </section>
  );
}
