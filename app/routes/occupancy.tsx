import type { MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { BackButton } from '~/components/back-button';
import { PageHeader } from '~/components/page-header';
import { LAST_7_DAYS, OCCUPANCY_FEATURES, OCCUPANCY_STATS, OCCUPANCY_USE_CASES } from '~/content/occupancy';
import { pageMeta } from '~/lib/meta';
import { backLinkHeaders, backLinkLoader } from '~/utils/back-link.server';

export const meta: MetaFunction = () =>
  pageMeta(
    'Occupancy Insights',
    'Anonymous, real-time occupancy and capacity for your buildings: no cameras, no badges, no individuals.',
  );
export const loader = backLinkLoader('/tools');
export const headers = backLinkHeaders;

// Heights in whole quarter-rems keep the demo chart in Tailwind classes (no inline styles).
const BAR_HEIGHT = (percent: number) =>
  ['h-2', 'h-6', 'h-10', 'h-14', 'h-20', 'h-24', 'h-28', 'h-32', 'h-36', 'h-40'][Math.min(9, Math.round(percent / 10))];

export default function Occupancy() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Demo" title="Occupancy Insights" back={<BackButton href={back} />}>
        See how your spaces are used right now, from anonymous aggregated counts. The figures below are a live-style
        demo.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OCCUPANCY_STATS.map((s) => (
            <div key={s.label} className="card" data-testid="occupancy-stat">
              <dt className="text-sm text-slate-700">{s.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">{s.value}</dd>
              <dd className="text-sm text-slate-700">{s.detail}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="trend" className="card mt-8">
          <h2 id="trend" className="text-lg font-semibold">
            Peak occupancy, last 7 days
          </h2>
          <figure className="mt-6">
            <div className="flex h-44 items-end gap-3" aria-hidden="true">
              {LAST_7_DAYS.map((d) => (
                <div key={d.day} className="flex flex-1 flex-col items-center gap-2">
                  <div className={`w-full rounded-t bg-teal-600 ${BAR_HEIGHT(d.percent)}`} />
                  <span className="text-xs text-slate-700">{d.day}</span>
                </div>
              ))}
            </div>
            <figcaption className="sr-only">{LAST_7_DAYS.map((d) => `${d.day} ${d.percent}%`).join(', ')}</figcaption>
          </figure>
        </section>

        <section aria-labelledby="features" className="mt-16">
          <h2 id="features" className="text-2xl font-bold">
            Features
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {OCCUPANCY_FEATURES.map((f) => (
              <li key={f.title} className="card">
                <h3 className="font-semibold">{f.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="use-cases" className="mt-16">
          <h2 id="use-cases" className="text-2xl font-bold">
            Use cases
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {OCCUPANCY_USE_CASES.map((u) => (
              <li key={u.title} className="card">
                <h3 className="font-semibold">{u.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{u.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16 flex flex-wrap gap-2">
          <Link to="/contact" className="btn-primary">
            Request Demo
          </Link>
          <Link to="/tools" className="btn-secondary">
            Explore Other Tools
          </Link>
        </div>
      </div>
    </>
  );
}
