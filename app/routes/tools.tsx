import type { MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { BackButton } from '~/components/back-button';
import { Icon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { DEPLOYMENT_OPTIONS, isToolOpen, STATUS_BADGE_CLASS, toolHref, TOOLS } from '~/content/tools';
import { pageMeta } from '~/lib/meta';
import { backLinkHeaders, backLinkLoader } from '~/utils/back-link.server';

export const meta: MetaFunction = () =>
  pageMeta(
    'Smart-Building Tools',
    'The Redactor, Occupancy Insights, the Energy Optimizer and Playbooks: privacy-first tools, on-premise, hybrid or SaaS.',
  );
export const loader = backLinkLoader('/smart-buildings');
export const headers = backLinkHeaders;

export default function Tools() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        eyebrow="Smart buildings"
        title="Smart-Building Tools"
        back={<BackButton href={back} />}
      >
        Privacy-first tools for facilities, IT and privacy teams. Start with the live Redactor, explore the demos, or
        read the playbooks.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {TOOLS.map((tool) => (
            <li key={tool.slug} className="card flex flex-col" data-testid={`tool-${tool.slug}`}>
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-xl font-semibold">{tool.name}</h2>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE_CLASS[tool.status]}`}>
                  {tool.status}
                </span>
              </div>
              <p className="mt-3 text-slate-700">{tool.description}</p>
              <h3 className="mt-4 text-sm font-semibold text-slate-900">Key features</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {tool.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-balance-600" />
                    {f}
                  </li>
                ))}
              </ul>
              <h3 className="mt-4 text-sm font-semibold text-slate-900">Use case</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700">{tool.useCase}</p>
              {isToolOpen(tool.status) ? (
                <Link to={toolHref(tool)} className="btn-primary mt-6 self-start">
                  {tool.action}
                  <span className="sr-only">: {tool.name}</span>
                </Link>
              ) : (
                <button type="button" disabled className="btn-primary mt-6 self-start">
                  Coming Soon
                </button>
              )}
            </li>
          ))}
        </ul>

        <section aria-labelledby="deployment" className="mt-16">
          <h2 id="deployment" className="text-2xl font-bold">
            Deployment options
          </h2>
          <p className="mt-2 text-slate-700">Run the toolkit where your data rules say it must run.</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {DEPLOYMENT_OPTIONS.map((d) => (
              <li key={d.name} className="card">
                <h3 className="text-lg font-semibold">{d.name}</h3>
                <p className="mt-2 text-sm text-slate-700">{d.description}</p>
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {d.points.map((p) => (
                    <li key={p} className="flex items-start gap-2">
                      <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-balance-600" />
                      {p}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="tools-cta"
          className="card mt-16 flex flex-col items-start gap-4 bg-slate-50 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="tools-cta" className="text-xl font-semibold">
              Ready to try it?
            </h2>
            <p className="mt-1 text-slate-700">
              The Redactor works right now in your browser. For a pilot, talk to our team.
            </p>
          </div>
          <div className="flex gap-2">
            <Link to="/redactor" className="btn-primary">
              Try the Redactor
            </Link>
            <Link to="/contact" className="btn-secondary">
              Contact Sales
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
