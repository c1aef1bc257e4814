import type { MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { BackButton } from '~/components/back-button';
import { PageHeader } from '~/components/page-header';
import { ENERGY_BASIS, ENERGY_COLUMNS, ENERGY_HOW_IT_WORKS, ENERGY_SCENARIOS } from '~/content/energy';
import { pageMeta } from '~/lib/meta';
import { backLinkHeaders, backLinkLoader } from '~/utils/back-link.server';

export const meta: MetaFunction = () =>
  pageMeta(
    'Energy Optimizer',
    'Compare HVAC, setpoint, zoning and lighting scenarios by estimated kWh, cost and comfort before you change anything.',
  );
export const loader = backLinkLoader('/tools');
export const headers = backLinkHeaders;

export default function Energy() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Demo" title="Energy Optimizer" back={<BackButton href={back} />}>
        Estimate what each change saves, and what it does to comfort, before touching a single setting.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <section aria-labelledby="scenarios">
          <h2 id="scenarios" className="text-2xl font-bold">
            Scenario comparison
          </h2>
          <p className="mt-2 text-slate-700">{ENERGY_BASIS}</p>
          <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-testid="energy-table">
              <caption className="sr-only">Estimated monthly change per scenario. {ENERGY_BASIS}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {ENERGY_COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {ENERGY_SCENARIOS.map((s) => (
                  <tr
                    key={s.scenario}
                    className={s.scenario === 'Combined Optimization' ? 'bg-teal-50 font-semibold' : ''}
                  >
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {s.scenario}
                    </th>
                    <td className="px-4 py-3 tabular-nums">{s.kWhDelta}</td>
                    <td className="px-4 py-3 tabular-nums">{s.costDelta}</td>
                    <td className="px-4 py-3">{s.comfortDelta}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="how" className="mt-16">
          <h2 id="how" className="text-2xl font-bold">
            How it works
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {ENERGY_HOW_IT_WORKS.map((s, i) => (
              <li key={s.title} className="card">
                <span className="text-sm font-semibold text-teal-800">Step {i + 1}</span>
                <h3 className="mt-1 font-semibold">{s.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="mt-16 flex flex-wrap gap-2">
          <Link to="/contact" className="btn-primary">
            Request Pilot
          </Link>
          <Link to="/tools" className="btn-secondary">
            Explore Other Tools
          </Link>
        </div>
      </div>
    </>
  );
}
