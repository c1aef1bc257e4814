import type { MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { BackButton } from '~/components/back-button';
import { Icon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { SOLUTIONS } from '~/content/solutions';
import { pageMeta } from '~/lib/meta';
import { backLinkHeaders, backLinkLoader } from '~/utils/back-link.server';

export const meta: MetaFunction = () =>
  pageMeta(
    'Solutions',
    'Smart Spaces, Human Enablement and Operational Transformation: the outcomes and the numbers behind them.',
  );
export const loader = backLinkLoader('/tools');
export const headers = backLinkHeaders;

export default function Solutions() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Smart buildings" title="Solutions" back={<BackButton href={back} />}>
        Three ways teams use the toolkit, with the challenges they started from and the results they measured.
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        {SOLUTIONS.map((s) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            className="scroll-mt-24"
            data-testid="solution"
          >
            <h2 id={`${s.id}-title`} className="text-3xl font-bold">
              {s.title}
            </h2>
            <p className="mt-2 text-lg text-slate-700">{s.subtitle}</p>
            <div className="mt-6 grid gap-6 lg:grid-cols-3">
              <div className="card">
                <h3 className="font-semibold">Challenges</h3>
                <ul className="mt-3 space-y-2 text-sm text-slate-700">
                  {s.painPoints.map((p) => (
                    <li key={p} className="flex items-start gap-2">
                      <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-red-600" />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="card">
                <h3 className="font-semibold">Outcomes</h3>
                <ul className="mt-3 space-y-2 text-sm text-slate-700">
                  {s.outcomes.map((o) => (
                    <li key={o} className="flex items-start gap-2">
                      <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-balance-600" />
                      {o}
                    </li>
                  ))}
                </ul>
              </div>
              <dl className="card grid grid-cols-2 gap-4 bg-slate-900 text-white">
                {s.metrics.map((m) => (
                  <div key={m.label}>
                    <dt className="text-sm text-slate-300">{m.label}</dt>
                    <dd className="mt-1 text-3xl font-bold text-teal-300">{m.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
        ))}
        <div className="flex flex-wrap gap-2">
          <Link to="/contact" className="btn-primary">
            Talk to Our Team
          </Link>
          <Link to="/tools" className="btn-secondary">
            Explore Tools
          </Link>
        </div>
      </div>
    </>
  );
}
