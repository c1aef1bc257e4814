import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { INCIDENT_STATUS_CLASS, overallStatus, SERVICE_STATUS_CLASS, SERVICE_STATUS_LABEL } from '~core/content/status';
import { CACHE_POLICIES, loaderCacheHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';
import { INCIDENT_STATE_LABELS } from '~core/lib/schemas/incident';
import { statusReport } from '~core/models/status.server';

export const meta: MetaFunction = () =>
  pageMeta('System Status', 'The status of each Fairstack service, measured, and recent incidents.');

/** Measured, so cached only briefly at the edge (and STATUS_CACHE_MS in the isolate): docs/decisions/174. */
export async function loader({ context }: LoaderFunctionArgs) {
  const report = await statusReport(context.env);
  return data(report, { headers: { 'Cache-Control': CACHE_POLICIES.shortLived } });
}
export const headers = loaderCacheHeaders;

const HEADLINE = {
  operational: 'All systems operational',
  degraded: 'Some systems are degraded',
  down: 'Some systems are down',
} as const;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default function Status() {
  const report = useLoaderData<typeof loader>();
  const overall = overallStatus(report.services);
  const summary = [
    { label: 'Last checked (UTC)', value: dateTime.format(new Date(report.checkedAt)) },
    { label: 'Slowest check', value: `${report.slowestCheckMs} ms` },
    { label: 'Incidents in the last 30 days', value: String(report.incidentsLast30Days) },
  ];
  return (
    <>
      <PageHeader eyebrow="Resources" title="System Status">
        <p className={`inline-flex rounded-full px-3 py-1 text-base font-semibold ${SERVICE_STATUS_CLASS[overall]}`} data-testid="status-headline">
          {HEADLINE[overall]}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="uptime">
          <h2 id="uptime" className="sr-only">
            Summary
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            {summary.map((s) => (
              <div key={s.label} className="card">
                <dt className="text-sm text-slate-700">{s.label}</dt>
                <dd className="mt-1 text-2xl font-bold">{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="services">
          <h2 id="services" className="text-2xl font-bold">
            Services
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {report.services.map((s) => (
              <li key={s.name} className="flex flex-wrap items-center justify-between gap-4 p-4" data-testid="service" data-status={s.status}>
                <div>
                  <p className="font-semibold">{s.name}</p>
                  <p className="text-sm text-slate-700">{s.description}</p>
                  <p className="text-xs text-slate-600">{s.detail}</p>
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
          {report.incidents.length === 0 ? (
            <p className="card mt-4 text-slate-700">No incidents reported.</p>
          ) : (
            <ol className="mt-4 space-y-4">
              {report.incidents.map((i) => (
                <li key={i.id} className="card" data-testid="incident">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold">{i.title}</h3>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${INCIDENT_STATUS_CLASS[i.status]}`}>
                      {INCIDENT_STATE_LABELS[i.status]}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    <time dateTime={i.createdAt}>{date.format(new Date(i.createdAt))}</time>
                  </p>
                  <p className="mt-2 whitespace-pre-line text-slate-700">{i.summary}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
