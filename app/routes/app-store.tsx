import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { AppCard } from '~/components/projects/app-card';
import { BUILT_IN_APPS } from '~core/content/showcase';
import { CACHE_POLICIES } from '~core/lib/http-cache';
import { listPublishedApps, toShowcaseApp } from '~core/models/published-apps.server';
import { Icon } from '~/components/icons';

export const meta: MetaFunction = () => [
  { title: 'App Store | Fairstack' },
  { name: 'description', content: 'Live websites and apps built with Fairstack, published by their creators.' },
];

/** The same for every signed-out visitor: kept in the edge cache like the landing, purged by a publish (docs/decisions/162). */
export const headers = () => ({ 'Cache-Control': CACHE_POLICIES.shortLived });

export async function loader({ context }: LoaderFunctionArgs) {
  // The same list GET /api/published-apps answers.
  const published = await listPublishedApps(context.env);
  return { apps: [...BUILT_IN_APPS, ...published.map(toShowcaseApp)] };
}

/** The three built-in entries first, then the published apps. */
export default function AppStore() {
  const { apps } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <Icon name="arrowLeft" className="h-4 w-4" />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">App Store</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Live websites and tools built with Fairstack. Visit one, or preview it right here.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {apps.map((app) => (
          <AppCard key={app.key} app={app} />
        ))}
      </ul>
    </div>
  );
}
