import type { ReactNode } from 'react';
import { Icon } from '../icons';

/** The side panels of the builder screens: where the flow stands and what has been chosen so far. */
export function StageList({ stages, current, label }: { stages: readonly string[]; current: number; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-wrap gap-2 text-xs">
      {stages.map((stage, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={stage}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex items-center gap-1 rounded-full border px-2.5 py-1 font-medium ${
              state === 'done'
                ? 'border-green-300 bg-green-50 text-green-900'
                : state === 'current'
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-200 text-slate-600'
            }`}
          >
            {state === 'done' ? <Icon name="check" className="h-4 w-4" /> : null}
            {stage}
            {state === 'done' ? <span className="sr-only"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

export function ConfigSummary({ rows }: { rows: { term: string; value: string | null }[] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map((row) => (
        <div key={row.term} className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">{row.term}</dt>
          <dd className={`text-right font-medium ${row.value ? 'text-slate-900' : 'text-slate-500'}`}>{row.value ?? 'Not chosen yet'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
