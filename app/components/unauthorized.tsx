import { useEffect } from 'react';
import { LOGIN_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST } from '~/lib/unauthorized';
import { useToast } from './toaster';

/**
 * The page a signed-out visitor gets on a sign-in-only route (docs/decisions/012): the 'Unauthorized'
 * toast, then /api/login after 500 ms. Without JavaScript the <noscript> refresh goes there at once.
 * Rendered by the root ErrorBoundary for the 401 that `requireUser` throws; a route with its own
 * ErrorBoundary renders it for `isUnauthorizedData(error.data)`.
 */
export function Unauthorized({ loginUrl }: { loginUrl: string }) {
  const toast = useToast();
  useEffect(() => {
    toast({ ...UNAUTHORIZED_TOAST, variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign(loginUrl), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loginUrl, toast]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" aria-labelledby="unauthorized-heading">
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${loginUrl}`} />
      </noscript>
      <h1 id="unauthorized-heading" className="text-3xl font-bold">
        Sign in required
      </h1>
      <p className="mt-4 text-slate-700">You are logged out. Taking you to the sign-in page…</p>
      <a href={loginUrl} className="btn-primary mt-8">
        Sign in
      </a>
    </section>
  );
}
