import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { HomePage } from '~/components/landing/home-page';
import { LandingPage } from '~/components/landing/landing-page';
import { loadSmartBuildingsPage, SmartBuildingsPageLazy } from '~/components/smart-buildings/smart-buildings-lazy';
import { galleryTemplates } from '~/content/fallback-templates';
import { landingShowcase } from '~/content/showcase';
import { SMART_BUILDINGS_META } from '~/content/smart-buildings';
import { CACHE_POLICIES, loaderCacheHeaders } from '~/lib/http-cache';
import { pageMeta } from '~/lib/meta';
import { listRecentProjects } from '~/models/home.server';
import { getPriceSettings } from '~/models/settings.server';
import { listNewestPublishedApps } from '~/models/showcase.server';
import { listActiveTemplates } from '~/models/templates.server';
import { type RouteHandle, useOptionalUser } from '~/root';
import { getOptionalUser } from '~/utils/auth.server';
import { newsletterOnlyAction } from '~/utils/newsletter-form.server';

/**
 * `/`: signed-in users get their Home page; signed-out visitors get the landing, or the smart-building
 * landing when the deployment sets LANDING=smart-buildings (spec section 2).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  if (user) {
    const projects = await listRecentProjects(context.env, user.id);
    return data({ view: 'home' as const, projects }, { headers: { 'Cache-Control': CACHE_POLICIES.private } });
  }
  if (context.env.LANDING === 'smart-buildings') {
    await loadSmartBuildingsPage();
    return data({ view: 'smart-buildings' as const }, { headers: { 'Cache-Control': CACHE_POLICIES.static } });
  }
  const [templates, published, priceSettings] = await Promise.all([
    listActiveTemplates(context.env),
    listNewestPublishedApps(context.env),
    getPriceSettings(context.env),
  ]);
  return data(
    { view: 'landing' as const, templates: galleryTemplates(templates), showcase: landingShowcase(published), priceSettings },
    { headers: { 'Cache-Control': CACHE_POLICIES.shortLived } },
  );
}

/** Only the smart-building variant has a form here (the newsletter, when JavaScript is off). */
export async function action({ request, context }: ActionFunctionArgs) {
  return newsletterOnlyAction(request, context);
}

export const headers = loaderCacheHeaders;

export const handle: RouteHandle = {
  hideMainNav: (loaderData) => (loaderData as { view?: string } | undefined)?.view === 'smart-buildings',
};

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  if (loaderData?.view === 'home') return pageMeta('Home', 'Your recent projects and quick actions on Fairstack.');
  if (loaderData?.view === 'smart-buildings') return SMART_BUILDINGS_META;
  return [
    { title: 'Fairstack | The AI that keeps AI fair' },
    {
      name: 'description',
      content: 'Describe your business, pay once per website and let fair, transparent AI build it. No subscription.',
    },
    { property: 'og:title', content: 'Fairstack | The AI that keeps AI fair' },
  ];
};

export default function Index() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const user = useOptionalUser();
  if (loaderData.view === 'home' && user) return <HomePage user={user} projects={loaderData.projects} />;
  if (loaderData.view === 'smart-buildings')
    return <SmartBuildingsPageLazy homeHref="/" newsletter={actionData?.newsletter} />;
  if (loaderData.view === 'landing') {
    return (
      <LandingPage
        templates={loaderData.templates}
        showcase={loaderData.showcase}
        signedIn={user !== null}
        priceSettings={loaderData.priceSettings}
      />
    );
  }
  return null;
}
