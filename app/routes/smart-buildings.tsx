import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { SmartBuildingsPage } from '~/components/smart-buildings/smart-buildings-page';
import { SMART_BUILDINGS_META } from '~/content/smart-buildings';
import { staticPageHeaders } from '~/lib/http-cache';
import type { RouteHandle } from '~/root';
import { newsletterOnlyAction } from '~/utils/newsletter-form.server';

export const meta: MetaFunction = () => SMART_BUILDINGS_META;
export const headers = staticPageHeaders;
export const handle: RouteHandle = { hideMainNav: true };

export function loader({ context }: LoaderFunctionArgs) {
  // On a smart-building deployment this landing is also '/', so 'Home' points there.
  return { homeHref: context.env.LANDING === 'smart-buildings' ? '/' : '/smart-buildings' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newsletterOnlyAction(request, context);
}

export default function SmartBuildings() {
  const { homeHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SmartBuildingsPage homeHref={homeHref} newsletter={actionData?.newsletter} />;
}
