import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AppCard } from '~/components/projects/app-card';
import { BUILT_IN_APPS, filterShowcase, type ShowcaseFilter } from '~core/content/showcase';
import { PUBLISH_CATEGORIES } from '~core/lib/schemas/publish';
import { STORE_SEARCH_MAX, storeCategoryField, storePageField, storePageLinks } from '~core/lib/schemas/store-query';
import { CACHE_POLICIES } from '~core/lib/http-cache';
import { searchPublishedApps, toShowcaseApp } from '~core/models/published-apps.server';
import { Icon } from '~/components/icons';

export const meta: MetaFunction = () => [
  { title: 'App Store | Fairstack' },
  { name: 'description', content: 'Live websites and apps built with Fairstack, published by their creators.' },
];

/**
 * `/app-store` itself is the same for every signed-out visitor: kept in the edge cache like the landing, purged by a
 * publish or a removal (docs/decisions/162). A search or another page is its own address, which no purge can name,
 * so it is never kept by a shared cache (docs/decisions/259, 260).
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? CACHE_POLICIES.private,
});

/**
 * The search and page from the address, by the API's rule (core/lib/schemas/store-query.ts), but forgiving: words
 * beyond the limit are cut, and an unknown category or page number means all categories or the first page.
 */
function readQuery(url: URL): { filter: ShowcaseFilter; page: number } {
  const category = storeCategoryField.safeParse(url.searchParams.get('category'));
  const page = storePageField.safeParse(url.searchParams.get('page'));
  return {
    filter: { q: (url.searchParams.get('q') ?? '').trim().slice(0, STORE_SEARCH_MAX), category: category.success ? category.data : '' },
    page: page.success ? page.data : 1,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { filter, page } = readQuery(url);
  // Every listing is searched in D1, a page at a time (docs/decisions/260); the built-in entries lead the first page.
  const builtIn = filterShowcase(BUILT_IN_APPS, filter);
  const found = await searchPublishedApps(context.env, filter, page);
  const { pageCount } = found;
  const links = storePageLinks(filter, page, pageCount);
  return data(
    {
      apps: [...(page === 1 ? builtIn : []), ...found.apps.map(toShowcaseApp)],
      matching: builtIn.length + found.matching,
      total: BUILT_IN_APPS.length + found.listed,
      filter,
      page,
      pageCount,
      previous: links.previous === null ? null : `/app-store${links.previous}`,
      next: links.next === null ? null : `/app-store${links.next}`,
    },
    { headers: { 'Cache-Control': url.search === '' ? CACHE_POLICIES.shortLived : CACHE_POLICIES.private } },
  );
}

/** The three built-in entries first, then the published apps. */
export default function AppStore() {
  const { apps, matching, total, filter, page, pageCount, previous, next } = useLoaderData<typeof loader>();
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
            maxLength={STORE_SEARCH_MAX}
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
            {matching} of {total} apps {matching === 1 ? 'matches' : 'match'}.{' '}
            <Link to="/app-store" className="font-medium text-brand-700 underline">
              Show all apps
            </Link>
          </>
        ) : (
          `${total} apps`
        )}
        {pageCount > 1 ? ` Page ${Math.min(page, pageCount)} of ${pageCount}.` : null}
      </p>
      {matching === 0 ? (
        <p className="card mt-6 text-center text-slate-700">No apps match your search. Try other words or another category.</p>
      ) : apps.length === 0 ? (
        <p className="card mt-6 text-center text-slate-700">
          There are no apps on this page.{' '}
          <Link to={previous ?? '/app-store'} className="font-medium text-brand-700 underline">
            Go to the last page
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {apps.map((app) => (
            <AppCard key={app.key} app={app} />
          ))}
        </ul>
      )}
      {previous || next ? (
        <nav aria-label="Pages of the app store" className="mt-8 flex flex-wrap justify-between gap-3">
          {previous && apps.length > 0 ? (
            <Link to={previous} className="btn-secondary" rel="prev">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={next} className="btn-secondary" rel="next">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
