import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { SMART_BUILDINGS_META } from '~/content/smart-buildings';
import { hydrateLater } from '~/lib/hydrate-later';
import { staticPageHeaders } from '~core/lib/http-cache';
import type { RouteHandle } from '~/root';
import { newsletterOnlyAction } from '~/utils/newsletter-form.server';

// The meta tags travel with the data, so the content module stays out of the page's JavaScript.
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];
export const headers = staticPageHeaders;
export const handle: RouteHandle = { hideMainNav: true };

export function loader({ context }: LoaderFunctionArgs) {
  // On a smart-building deployment this landing is also '/', so 'Home' points there.
  return { homeHref: context.env.LANDING === 'smart-buildings' ? '/' : '/smart-buildings', meta: SMART_BUILDINGS_META };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newsletterOnlyAction(request, context);
}

// Rendered in full on the server; its code hydrates from its own chunk (docs/decisions/164).
const SmartBuildingsPage = hydrateLater('smart-buildings-page', () => import('~/components/smart-buildings/smart-buildings-page').then((m) => m.SmartBuildingsPage));

export default function SmartBuildings() {
  const { homeHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SmartBuildingsPage homeHref={homeHref} newsletter={actionData?.newsletter} />;
}
