import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Tab } from '@headlessui/react';
import { Link, useLoaderData } from '@remix-run/react';
import { useState, type MouseEvent } from 'react';
import { Icon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { useToast } from '~/components/toaster';
import { API_GUIDE, VERIFY_EXAMPLE } from '~/content/api-reference';
import { priceWords, withPrices } from '~/content/prices';
import { shortLivedPageHeaders } from '~core/lib/http-cache';
import { getPriceSettings } from '~core/models/settings.server';
import { pageMeta } from '~/lib/meta';
import { operationsByTab, type OpenApiDocument, type OperationView } from '~/lib/openapi-view';

export const meta: MetaFunction = () =>
  pageMeta(
    'API Reference',
    'The Fairstack REST API: authentication, projects, AI generation and webhooks, with request and response examples.',
  );
export const headers = shortLivedPageHeaders;

/**
 * Rendered from the OpenAPI document the API itself serves (/api/v1/openapi.json), so the reference cannot
 * drift from the routes. The selected tab is in the address (`?tab=webhooks`): tabs work without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const doc = context.openApiDocument?.() as OpenApiDocument | undefined;
  if (!doc) throw new Response('The API reference needs the Worker runtime (npm run dev).', { status: 503 });
  const tabs = operationsByTab(doc, url.origin);
  const index = Math.max(0, tabs.findIndex((t) => t.id === url.searchParams.get('tab')));
  return { tabs, index, info: doc.info, origin: url.origin, prices: priceWords(await getPriceSettings(context.env)) };
}

const METHOD_CLASS: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-sky-100 text-sky-900',
};

function CodeBlock({ label, code, copy }: { label: string; code: string; copy?: boolean }) {
  const toast = useToast();
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-xs font-semibold uppercase tracking-wide text-slate-600 [overflow-wrap:anywhere]">{label}</p>
        {copy ? (
          <button
            type="button"
            className="rounded px-2 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
            aria-label={`Copy ${label}`}
            onClick={() =>
              navigator.clipboard.writeText(code).then(
                () => toast({ title: 'Copied', description: `${label} copied to the clipboard` }),
                () => toast({ title: 'Copy Failed', description: 'Please select and copy manually', variant: 'destructive' }),
              )
            }
          >
            Copy
          </button>
        ) : null}
      </div>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre tabIndex={0} aria-label={label} className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}

function OperationCard({ op }: { op: OperationView }) {
  return (
    <article id={op.id} className="card" aria-label={`${op.method} ${op.path}`}>
      <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={`rounded px-2 py-0.5 text-xs font-bold ${METHOD_CLASS[op.method] ?? 'bg-slate-100'}`}>{op.method}</span>
        {/* A long path wraps rather than widening the page on a phone (docs/decisions/259, 271). */}
        <span className="min-w-0 break-all font-semibold text-slate-900">{op.path}</span>
      </h3>
      <p className="mt-2 font-medium text-slate-800">{op.summary}</p>
      {op.description ? <p className="mt-1 text-sm text-slate-700">{op.description}</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        Authentication: {op.authenticated ? 'API token (Bearer) or session' : 'None (public)'}
      </p>
      {/* One column no wider than the card: a long command scrolls in its own box, not the page (docs/decisions/259). */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4">
        <CodeBlock label={`curl: ${op.method} ${op.path}`} code={op.curl} copy />
        {op.requestExample ? <CodeBlock label="Request body" code={op.requestExample} /> : null}
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Responses</p>
          <ul className="mt-1 space-y-2">
            {op.responses.map((r) => (
              <li key={r.status}>
                <p className="text-sm">
                  <span className="font-mono font-semibold">{r.status}</span> {r.description}
                </p>
                {r.example && r.status.startsWith('2') ? (
                  <pre
                    tabIndex={0}
                    aria-label={`Example ${r.status} response`}
                    className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
                  >
                    <code>{r.example}</code>
                  </pre>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}

export default function ApiReference() {
  const { tabs, index: initial, info, origin, prices } = useLoaderData<typeof loader>();
  const guide = withPrices(API_GUIDE, prices);
  const [index, setIndex] = useState(initial);

  function select(next: number) {
    setIndex(next);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', tabs[next].id);
    window.history.replaceState(window.history.state, '', url);
  }

  // Headless UI has already switched the tab; keep the link from loading the page again.
  function keepOnPage(event: MouseEvent) {
    if ((event.target as HTMLElement).closest('[role="tab"]')) event.preventDefault();
  }

  return (
    <>
      <PageHeader eyebrow="Resources" title="API Reference">
        {info.title} {info.version}. Every answer uses the envelope{' '}
        <code className="rounded bg-slate-100 px-1 text-base">{'{ success, data | error: { code, message } }'}</code>. The
        machine-readable document is at{' '}
        <a className="font-semibold text-brand-700 underline" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>
        .
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <Tab.Group selectedIndex={index} onChange={select}>
          <Tab.List className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1" onClick={keepOnPage}>
            {tabs.map((t) => (
              <Tab
                key={t.id}
                as="a"
                href={`?tab=${t.id}`}
                className={({ selected }: { selected: boolean }) =>
                  `rounded-lg px-4 py-2 text-sm font-semibold ${selected ? 'bg-white text-brand-700 shadow' : 'text-slate-700 hover:bg-white/60'}`
                }
              >
                {t.title}
              </Tab>
            ))}
          </Tab.List>
          <Tab.Panels className="mt-8">
            {tabs.map((t) => (
              <Tab.Panel key={t.id} className="space-y-6 focus:outline-none">
                <h2 className="text-2xl font-bold">{t.title}</h2>
                {guide[t.id as keyof typeof guide]?.map((p) => (
                  <p key={p} className="text-slate-700">
                    {p}
                  </p>
                ))}
                {t.id === 'authentication' || t.id === 'webhooks' ? (
                  <p>
                    <Link to="/dashboard/developer" className="btn-secondary" data-testid="developer-settings-link">
                      <Icon name="key" className="h-4 w-4" />
                      {t.id === 'webhooks' ? 'Add a webhook endpoint in Developer settings' : 'Create a token in Developer settings'}
                    </Link>
                  </p>
                ) : null}
                {t.id === 'authentication' ? (
                  <CodeBlock
                    label="curl: try your token"
                    copy
                    code={`export FAIRSTACK_TOKEN=fs_...   # from Developer settings on your Dashboard\ncurl -sS ${origin}/api/v1/projects \\\n  -H "Authorization: Bearer $FAIRSTACK_TOKEN"`}
                  />
                ) : null}
                {t.id === 'webhooks' ? <CodeBlock label="Verify a signature (Node.js)" code={VERIFY_EXAMPLE} /> : null}
                {t.operations.map((op) => (
                  <OperationCard key={op.id} op={op} />
                ))}
              </Tab.Panel>
            ))}
          </Tab.Panels>
        </Tab.Group>
        <p className="mt-10 text-slate-700">
          Create tokens and webhook endpoints in{' '}
          <Link to="/dashboard/developer" className="font-semibold text-brand-700 underline">
            Developer settings
          </Link>
          .
        </p>
      </div>
    </>
  );
}
