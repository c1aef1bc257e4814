import type { MetaFunction } from '@remix-run/cloudflare';
import { NotFound } from '~/components/error-page';

export const meta: MetaFunction = () => [{ title: 'Page Not Found | Fairstack' }];

// Any path no other route claims: answer with a real 404 status, not a 200 page.
export async function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
