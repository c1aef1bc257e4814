import type { ReactNode } from 'react';
import type { LegalSection } from '~/content/legal';

/** A legal page body: a table of contents and numbered sections, each addressable by its id. */
export function LegalDocument({
  sections,
  renderAfter,
}: {
  sections: readonly LegalSection[];
  renderAfter?: (s: LegalSection) => ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Sections" className="lg:sticky lg:top-24 lg:self-start">
        <ol className="space-y-2 text-sm">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-10">
        {sections.map((s) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            className="scroll-mt-24"
            data-testid="legal-section"
          >
            <h2 id={`${s.id}-title`} className="text-xl font-bold text-slate-900">
              {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="mt-3 text-slate-700">
                {p}
              </p>
            ))}
            {s.list ? (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                {s.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {renderAfter?.(s)}
          </section>
        ))}
      </div>
    </div>
  );
}
