import type { MetaFunction } from '@remix-run/cloudflare';
import { PageHeader } from '~/components/page-header';
import {
  INCIDENT_STATUS_CLASS,
  INCIDENTS,
  overallStatus,
  SERVICE_STATUS_CLASS,
  SERVICE_STATUS_LABEL,
  SERVICES,
  UPTIME_SUMMARY,
} from '~/content/status';
import { staticPageHeaders } from '~/lib/http-cache';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta('System Status', 'Uptime, the status of each Fairstack service and recent incidents.');
export const headers = staticPageHeaders;

const HEADLINE = {
  operational: 'All systems operational',
  degraded: 'Some systems are degraded',
  down: 'Some systems are down',
} as const;

export default function Status() {
  const overall = overallStatus();
  return (
    <>
      <PageHeader eyebrow="Resources" title="System Status">
        <p className={`inline-flex rounded-full px-3 py-1 text-base font-semibold ${SERVICE_STATUS_CLASS[overall]}`}>
          {HEADLINE[overall]}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="uptime">
          <h2 id="uptime" className="sr-only">
            Uptime
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            {UPTIME_SUMMARY.map((s) => (
              <div key={s.label} className="card">
                <dt className="text-sm text-slate-700">{s.label}</dt>
                <dd className="mt-1 text-3xl font-bold">{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="services">
          <h2 id="services" className="text-2xl font-bold">
            Services
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {SERVICES.map((s) => (
              <li key={s.name} className="flex items-center justify-between gap-4 p-4" data-testid="service">
                <div>
                  <p className="font-semibold">{s.name}</p>
                  <p className="text-sm text-slate-700">{s.description}</p>
                </div>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SERVICE_STATUS_CLASS[s.status]}`}>
                  {SERVICE_STATUS_LABEL[s.status]}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="incidents">
          <h2 id="incidents" className="text-2xl font-bold">
            Recent incidents
          </h2>
          <ol className="mt-4 space-y-4">
            {INCIDENTS.map((i) => (
              <li key={i.title} className="card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{i.title}</h3>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${
                      INCIDENT_STATUS_CLASS[i.status]
                    }`}
                  >
                    {i.status}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{i.date}</p>
                <p className="mt-2 text-slate-700">{i.summary}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
