import type { MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { BackButton } from '~/components/back-button';
import { Icon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { findPlaybook, isPlaybookAvailable, PLAYBOOKS } from '~/content/playbooks';
import { pageMeta } from '~/lib/meta';
import { backLinkHeaders, backLinkLoader } from '~/utils/back-link.server';

export const meta: MetaFunction = () =>
  pageMeta(
    'Playbooks',
    'Guides for a 30-day proof of concept, on-premise and hybrid architectures, and privacy and consent patterns.',
  );
export const loader = backLinkLoader('/tools');
export const headers = backLinkHeaders;

const SAMPLE = findPlaybook('poc-30-days')!;

export default function Playbooks() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Docs" title="Implementation Playbooks" back={<BackButton href={back} />}>
        Practical guides from teams who have run smart-building projects, with the checklists they used.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {PLAYBOOKS.map((p) => {
            const available = isPlaybookAvailable(p);
            return (
              <li key={p.slug} className="card flex flex-col" data-testid="playbook">
                <div className="flex items-start justify-between gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-teal-100 text-teal-800">
                    <Icon name={p.icon} />
                  </span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      available ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
                    }`}
                  >
                    {p.status}
                  </span>
                </div>
                <h2 className="mt-4 text-xl font-semibold">{p.title}</h2>
                <p className="mt-2 flex-1 text-slate-700">{p.description}</p>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-600">Category</dt>
                    <dd className="font-medium">{p.category}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Duration</dt>
                    <dd className="font-medium">{p.duration}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Audience</dt>
                    <dd className="font-medium">{p.audience}</dd>
                  </div>
                </dl>
                {available ? (
                  <Link to={`/playbooks/${p.slug}`} className="btn-primary mt-6 self-start">
                    Access Playbook<span className="sr-only">: {p.title}</span>
                  </Link>
                ) : (
                  <button type="button" disabled className="btn-primary mt-6 self-start">
                    Access Playbook<span className="sr-only">: {p.title} (not yet available)</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>

        <section aria-labelledby="sample" className="mt-16">
          <h2 id="sample" className="text-2xl font-bold">
            Sample contents: {SAMPLE.title}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-2">
            {SAMPLE.contents.map((section) => (
              <li key={section.title} className="card">
                <h3 className="font-semibold">{section.title}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="impl"
          className="card mt-16 flex flex-col items-start gap-4 bg-slate-50 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="impl" className="text-xl font-semibold">
              Want help running it?
            </h2>
            <p className="mt-1 text-slate-700">Our implementation team has run these playbooks many times.</p>
          </div>
          <Link to="/contact" className="btn-primary">
            Contact Implementation Team
          </Link>
        </section>
      </div>
    </>
  );
}
