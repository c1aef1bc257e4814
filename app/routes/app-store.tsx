import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AppCard } from '~/components/projects/app-card';
import { BUILT_IN_APPS, filterShowcase, type ShowcaseFilter } from '~core/content/showcase';
import { PUBLISH_CATEGORIES } from '~core/lib/schemas/publish';
import { CACHE_POLICIES } from '~core/lib/http-cache';
import { listPublishedApps, toShowcaseApp } from '~core/models/published-apps.server';
import { Icon } from '~/components/icons';

export const meta: MetaFunction = () => [
  { title: 'App Store | Fairstack' },
  { name: 'description', content: 'Live websites and apps built with Fairstack, published by their creators.' },
];

/** The same for every signed-out visitor: kept in the edge cache like the landing, purged by a publish (docs/decisions/162). */
export const headers = () => ({ 'Cache-Control': CACHE_POLICIES.shortLived });

/** The search words (at most 100 characters) and a known category from the address; anything else means all. */
function readFilter(url: URL): ShowcaseFilter {
  const category = url.searchParams.get('category') ?? '';
  return {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 100),
    category: (PUBLISH_CATEGORIES as readonly string[]).includes(category) ? category : '',
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The same list GET /api/published-apps answers.
  const published = await listPublishedApps(context.env);
  const all = [...BUILT_IN_APPS, ...published.map(toShowcaseApp)];
  const filter = readFilter(new URL(request.url));
  // A plain GET form (it works without JavaScript); each search is its own address (docs/decisions/259).
  return { apps: filterShowcase(all, filter), total: all.length, filter };
}

/** The three built-in entries first, then the published apps. */
export default function AppStore() {
  const { apps, total, filter } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.category);
  // The fields follow the address (e.g. "Show all apps") without being remounted, which would drop keyboard focus.
  const [q, setQ] = useState(filter.q);
  const [category, setCategory] = useState(filter.category);
  useEffect(() => {
    setQ(filter.q);
    setCategory(filter.category);
  }, [filter.q, filter.category]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <Icon name="arrowLeft" className="h-4 w-4" />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">App Store</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Live websites and tools built with Fairstack. Search them, visit one, or preview it right here.
      </p>
      <Form method="get" action="/app-store" role="search" aria-label="Search the app store" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="store-search" className="field-label">
            Search apps
          </label>
          <input
            id="store-search"
            name="q"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={100}
            placeholder="e.g. bakery, booking, portfolio"
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="store-category" className="field-label">
            Category
          </label>
          <select id="store-category" name="category" value={category} onChange={(e) => setCategory(e.target.value)} className="field-input">
            <option value="">All categories</option>
            {PUBLISH_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status" data-testid="store-count">
        {filtered ? (
          <>
            {apps.length} of {total} apps {apps.length === 1 ? 'matches' : 'match'}.{' '}
            <Link to="/app-store" className="font-medium text-brand-700 underline">
              Show all apps
            </Link>
          </>
        ) : (
          `${total} apps`
        )}
      </p>
      {apps.length === 0 ? (
        <p className="card mt-6 text-center text-slate-700">No apps match your search. Try other words or another category.</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {apps.map((app) => (
            <AppCard key={app.key} app={app} />
          ))}
        </ul>
      )}
    </div>
  );
}
