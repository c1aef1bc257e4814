import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { Page, type Item } from '../page';

type Context = { cloudflare: { env: { DB: D1Database } } };

export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = (context as unknown as Context).cloudflare;
  const { results } = await env.DB.prepare('select id, name, description, price_cents from items order by id limit 6').all<Item>();
  return { items: results };
}

export default function D1Page() {
  return <Page items={useLoaderData<typeof loader>().items} />;
}
