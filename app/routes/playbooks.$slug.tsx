import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { BackButton } from '~/components/back-button';
import { PageHeader } from '~/components/page-header';
import { findPlaybook, isPlaybookAvailable } from '~/content/playbooks';
import { pageMeta } from '~/lib/meta';
import { backLinkData, backLinkHeaders } from '~/utils/back-link.server';

/** 'Access Playbook' opens here. A playbook that is not available yet has no contents to open: 404. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const playbook = findPlaybook(params.slug ?? '');
  if (!playbook || !isPlaybookAvailable(playbook)) throw new Response('Not Found', { status: 404 });
  return backLinkData(request, '/playbooks', { playbook });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta(`${data.playbook.title} Playbook`, data.playbook.description)
    : [{ title: 'Page Not Found | Fairstack' }];
export const headers = backLinkHeaders;

export default function PlaybookPage() {
  const { playbook, back } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        eyebrow={`Playbook · ${playbook.category}`}
        title={playbook.title}
        back={<BackButton href={back} />}
      >
        <p>{playbook.description}</p>
        <p className="mt-2 text-base">
          {playbook.duration} · For {playbook.audience.toLowerCase()}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <ol className="space-y-8">
          {playbook.contents.map((section, i) => (
            <li key={section.title}>
              <section aria-labelledby={`part-${i}`}>
                <h2 id={`part-${i}`} className="text-xl font-bold">
                  {section.title}
                </h2>
                <ul className="mt-3 space-y-2">
                  {section.items.map((item) => (
                    <li key={item} className="flex items-start gap-3 text-slate-800">
                      <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-teal-600" />
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap gap-2">
          <Link to="/contact" className="btn-primary">
            Contact Implementation Team
          </Link>
          <Link to="/playbooks" className="btn-secondary">
            All playbooks
          </Link>
        </div>
      </div>
    </>
  );
}
