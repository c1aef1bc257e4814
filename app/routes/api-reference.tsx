import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Tab } from '@headlessui/react';
import { Link, useLoaderData } from '@remix-run/react';
import { useState, type MouseEvent } from 'react';
import { PageHeader } from '~/components/page-header';
import { API_TABS, type Endpoint } from '~/content/api-reference';
import { staticPageHeaders } from '~/lib/http-cache';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'API Reference',
    'The Fairstack REST API: authentication, projects, AI generation and webhooks, with request and response examples.',
  );
export const headers = staticPageHeaders;

/** The selected tab is in the address (`?tab=webhooks`), so tabs work without JavaScript and can be shared. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('tab');
  return {
    index: Math.max(
      0,
      API_TABS.findIndex((t) => t.id === id),
    ),
  };
}

const METHOD_CLASS: Record<Endpoint['method'], string> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-sky-100 text-sky-900',
};

function Code({ label, code }: { label: string; code: string }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  return (
    <article className="card" aria-label={`${endpoint.method} ${endpoint.path}`}>
      <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={`rounded px-2 py-0.5 text-xs font-bold ${METHOD_CLASS[endpoint.method]}`}>
          {endpoint.method}
        </span>
        <span className="font-semibold text-slate-900">{endpoint.path}</span>
      </h3>
      <p className="mt-2 text-slate-700">{endpoint.summary}</p>
      <p className="mt-1 text-sm text-slate-600">Authentication: {endpoint.auth}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {endpoint.request ? <Code label="Request body" code={endpoint.request} /> : null}
        <Code label="Response" code={endpoint.response} />
        {endpoint.errors ? <Code label="Error" code={endpoint.errors} /> : null}
      </div>
    </article>
  );
}

export default function ApiReference() {
  const { index: initial } = useLoaderData<typeof loader>();
  const [index, setIndex] = useState(initial);

  function select(next: number) {
    setIndex(next);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', API_TABS[next].id);
    window.history.replaceState(window.history.state, '', url);
  }

  // Headless UI has already switched the tab; keep the link from loading the page again.
  function keepOnPage(event: MouseEvent) {
    if ((event.target as HTMLElement).closest('[role="tab"]')) event.preventDefault();
  }

  return (
    <>
      <PageHeader eyebrow="Resources" title="API Reference">
        Create projects and start generations from your own software. All answers use the envelope{' '}
        <code className="rounded bg-slate-100 px-1 text-base">{'{ success, data | error: { code, message } }'}</code>.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <Tab.Group selectedIndex={index} onChange={select}>
          <Tab.List className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1" onClick={keepOnPage}>
            {API_TABS.map((t) => (
              <Tab
                key={t.id}
                as="a"
                href={`?tab=${t.id}`}
                className={({ selected }: { selected: boolean }) =>
                  `rounded-lg px-4 py-2 text-sm font-semibold ${
                    selected ? 'bg-white text-brand-700 shadow' : 'text-slate-700 hover:bg-white/60'
                  }`
                }
              >
                {t.title}
              </Tab>
            ))}
          </Tab.List>
          <Tab.Panels className="mt-8">
            {API_TABS.map((t) => (
              <Tab.Panel key={t.id} className="space-y-6 focus:outline-none">
                <h2 className="text-2xl font-bold">{t.title}</h2>
                <p className="text-slate-700">{t.intro}</p>
                {t.endpoints.map((e) => (
                  <EndpointCard key={e.method + e.path} endpoint={e} />
                ))}
                {t.notes ? (
                  <ul className="list-disc space-y-1 pl-6 text-slate-700">
                    {t.notes.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                ) : null}
              </Tab.Panel>
            ))}
          </Tab.Panels>
        </Tab.Group>
        <p className="mt-10 text-slate-700">
          Limits and examples are also in the{' '}
          <Link to="/documentation#api" className="font-semibold text-brand-700 underline">
            documentation
          </Link>
          .
        </p>
      </div>
    </>
  );
}
