import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { galleryTemplates } from '~/content/fallback-templates';
import { landingShowcase } from '~core/content/showcase';
import { SMART_BUILDINGS_META } from '~/content/smart-buildings';
import { hydrateLater } from '~/lib/hydrate-later';
import { CACHE_POLICIES, loaderCacheHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';
import { providerId } from '~core/lib/generation/providers/index.server';
import { GENERATION_WAIT, paceOf } from '~/lib/generation/wait';
import { listRecentProjects } from '~core/models/home.server';
import { getPriceSettings } from '~core/models/settings.server';
import { listNewestPublishedApps } from '~core/models/published-apps.server';
import { listActiveTemplates } from '~core/models/templates.server';
import { type RouteHandle, useOptionalUser } from '~/root';
import { getOptionalUser } from '~/utils/auth.server';
import { newsletterOnlyAction } from '~/utils/newsletter-form.server';

/**
 * `/`: signed-in users get their Home page; signed-out visitors get the landing, or the smart-building
 * landing when the deployment sets LANDING=smart-buildings.
 */
const HOME_META = pageMeta('Home', 'Your recent projects and quick actions on Fairstack.');
const LANDING_META = [
  { title: 'Fairstack | The AI that keeps AI fair' },
  { name: 'description', content: 'Describe your business, pay once per website and let fair, transparent AI build it. No subscription.' },
  { property: 'og:title', content: 'Fairstack | The AI that keeps AI fair' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  if (user) {
    const projects = await listRecentProjects(context.env, user.id);
    return data({ view: 'home' as const, projects, meta: HOME_META }, { headers: { 'Cache-Control': CACHE_POLICIES.private } });
  }
  if (context.env.LANDING === 'smart-buildings') {
    return data({ view: 'smart-buildings' as const, meta: SMART_BUILDINGS_META }, { headers: { 'Cache-Control': CACHE_POLICIES.static } });
  }
  const [templates, published, priceSettings] = await Promise.all([
    listActiveTemplates(context.env),
    listNewestPublishedApps(context.env),
    getPriceSettings(context.env),
  ]);
  return data(
    {
      view: 'landing' as const,
      templates: galleryTemplates(templates),
      // The gallery shows six; the Generate dialog offers every active template, as /create does.
      templateOptions: templates.map((t) => ({ id: t.id, name: t.name, category: t.category, basePrice: t.basePrice })),
      showcase: landingShowcase(published),
      priceSettings,
      wait: GENERATION_WAIT[paceOf(providerId(context.env))].toast,
      meta: LANDING_META,
    },
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

// The meta tags of each view travel with its data, so their text stays out of the landing's JavaScript (docs/decisions/164).
export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => loaderData?.meta ?? [];

// Server-rendered in full; its code hydrates from a chunk after the entry (docs/decisions/164).
const LandingPage = hydrateLater('landing-page', () => import('~/components/landing/landing-page').then((m) => m.LandingPage));
// The other two views are fetched only when shown.
const HomePage = hydrateLater('home-page', () => import('~/components/landing/home-page').then((m) => m.HomePage), { atStart: false });
// Only deployments with LANDING=smart-buildings show it here (docs/decisions/052).
const SmartBuildingsPage = hydrateLater('smart-buildings-page', () => import('~/components/smart-buildings/smart-buildings-page').then((m) => m.SmartBuildingsPage), {
  atStart: false,
});

export default function Index() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const user = useOptionalUser();
  if (loaderData.view === 'home' && user) return <HomePage user={user} projects={loaderData.projects} />;
  if (loaderData.view === 'smart-buildings')
    return <SmartBuildingsPage homeHref="/" newsletter={actionData?.newsletter} />;
  if (loaderData.view === 'landing') {
    return (
      // The landing's data as it comes: templates, showcase, prices and the provider's wait.
      <LandingPage {...loaderData} signedIn={user !== null} />
    );
  }
  return null;
}
