import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { costBreakdown, dnsRecords, HOSTING_STEPS, REGISTRARS, SETUP_TIMELINE } from '~/content/domain-setup';
import { appOrigin } from '~core/platform/app-origin.server';
import { customDomainTarget, isCnameTarget } from '~core/lib/sites/domain';
import { shortLivedPageHeaders } from '~core/lib/http-cache';
import { formatUsd } from '~core/lib/money';
import { priceFor } from '~core/lib/pricing';
import { getPriceSettings } from '~core/models/settings.server';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Domain Setup Guide',
    'Serve your Fairstack website from your own domain: registrars, DNS records, hosting steps, costs and timeline.',
  );
export const headers = shortLivedPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    costs: costBreakdown(priceFor(null, await getPriceSettings(context.env)).totalCents),
    target: customDomainTarget(appOrigin(context.env, request.url), context.env.SITES_HOST),
  };
}

export default function DomainSetup() {
  const { costs, target } = useLoaderData<typeof loader>();
  const records = dnsRecords(target);
  const targetIsHostName = isCnameTarget(target);
  return (
    <>
      <PageHeader eyebrow="Guide" title="Domain Setup Guide">
        Put your website on your own domain in four steps. DNS changes take 24-48 hours to propagate.
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="registrars">
          <h2 id="registrars" className="text-2xl font-bold">
            1. Choose a registrar
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {REGISTRARS.map((r) => (
              <li key={r.name} className="card">
                <h3 className="font-semibold">
                  <a href={r.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                    {r.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </h3>
                <p className="mt-1 text-sm text-slate-700">{r.note}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="dns">
          <h2 id="dns" className="text-2xl font-bold">
            2. Add the DNS records
          </h2>
          <p className="mt-2 text-slate-700">
            Your website&rsquo;s Custom domain page lists these records with your own domain and verification code.
          </p>
          <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">DNS records to add at your registrar</caption>
              <thead className="bg-slate-50">
                <tr>
                  {['Type', 'Name', 'Value', 'TTL', 'Purpose'].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {records.map((r) => (
                  <tr key={r.type + r.name}>
                    <td className="px-4 py-3 font-mono">{r.type}</td>
                    <td className="px-4 py-3 font-mono">{r.name}</td>
                    <td className="break-all px-4 py-3 font-mono">{r.value}</td>
                    <td className="px-4 py-3">{r.ttl}</td>
                    <td className="px-4 py-3 text-slate-700">{r.purpose}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {targetIsHostName ? null : (
              <p className="mt-2 text-sm text-slate-700" data-testid="cname-note">
                This server answers at {target}, a local address a CNAME record cannot name: on a deployed Fairstack this row shows the
                host name to point your domain at.
              </p>
            )}
        </section>

        <section aria-labelledby="hosting">
          <h2 id="hosting" className="text-2xl font-bold">
            3. Connect your website
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
            {HOSTING_STEPS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="costs" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="costs" className="text-2xl font-bold">
              What it costs
            </h2>
            <dl className="card mt-4">
              {costs.items.map((c) => (
                <div key={c.item} className="flex justify-between gap-4 py-1.5 text-sm">
                  <dt className="text-slate-700">{c.item}</dt>
                  <dd className="font-medium">{formatUsd(c.cents)}</dd>
                </div>
              ))}
              <div className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-semibold">
                <dt>First year total</dt>
                <dd>{formatUsd(costs.totalCents)}</dd>
              </div>
            </dl>
          </div>
          <div>
            <h2 className="text-2xl font-bold">4. Timeline</h2>
            <ol className="mt-4 space-y-3">
              {SETUP_TIMELINE.map((t, i) => (
                <li key={t.step} className="card flex items-center justify-between gap-3 p-4">
                  <div>
                    <p className="font-semibold">
                      {i + 1}. {t.step}
                    </p>
                    <p className="text-sm text-slate-700">{t.duration}</p>
                  </div>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      t.status === 'Pending' ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-800'
                    }`}
                  >
                    {t.status}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <p className="text-slate-700">
          Questions? See the{' '}
          <Link to="/help-center?q=domain" className="font-semibold text-brand-700 underline">
            help center
          </Link>{' '}
          or{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            contact us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
