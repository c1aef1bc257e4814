import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { Logo } from '~/components/logo';
import { safeReturnTo } from '~/utils/auth.server';
import { isDevelopment } from '~/utils/env.server';
import { getSessionUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [
  { title: 'Sign in | Fairstack' },
  { name: 'description', content: 'Sign in to Fairstack with Google or GitHub.' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  if (await getSessionUser(context.env, request)) throw redirect(returnTo);
  const env = context.env;
  return {
    returnTo,
    error: url.searchParams.get('error'),
    // The local sign-in exists only in development and only while no OAuth app is configured.
    localSignIn: isDevelopment(env) && !env.GITHUB_CLIENT_SECRET && !env.GOOGLE_CLIENT_SECRET,
  };
}

export default function Login() {
  const { returnTo, error, localSignIn } = useLoaderData<typeof loader>();
  const query = `?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="card">
        <div className="flex flex-col items-center text-center">
          <Logo className="h-10 w-10" />
          <h1 className="mt-4 text-2xl font-bold">Sign in to your account</h1>
          <p className="mt-2 text-sm text-slate-700">Choose your preferred authentication method</p>
        </div>
        {error ? (
          <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3">
          <a href={`/api/auth/google${query}`} className="btn-secondary w-full py-3">
            Continue with Google
          </a>
          <a href={`/api/auth/github${query}`} className="btn-secondary w-full py-3">
            Continue with GitHub
          </a>
        </div>
        {localSignIn ? (
          <form method="post" action="/api/auth/local" className="mt-8 border-t border-slate-200 pt-6">
            <h2 className="text-sm font-semibold text-slate-900">Local development sign-in</h2>
            <p className="mt-1 text-xs text-slate-600">
              Only in development. The seeded admin is admin@fairstack.local.
            </p>
            <input type="hidden" name="returnTo" value={returnTo} />
            <label className="field-label mt-4" htmlFor="local-email">
              E-mail
            </label>
            <input id="local-email" name="email" type="email" required className="field-input" defaultValue="creator@fairstack.local" />
            <div className="mt-3 grid grid-cols-2 gap-3">
              <div>
                <label className="field-label" htmlFor="local-first">
                  First name
                </label>
                <input id="local-first" name="firstName" className="field-input" autoComplete="given-name" />
              </div>
              <div>
                <label className="field-label" htmlFor="local-last">
                  Last name
                </label>
                <input id="local-last" name="lastName" className="field-input" autoComplete="family-name" />
              </div>
            </div>
            <button type="submit" className="btn-primary mt-4 w-full">
              Continue as a local user
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
