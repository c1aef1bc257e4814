import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { data, redirect } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { localSignInEnabled, signInLocalUser } from '~core/auth/local-sign-in.server';
import { Logo } from '~/components/logo';
import { localSignInErrors, localSignInSchema, type LocalSignInErrors } from '~core/lib/schemas/local-sign-in';
import { signInErrorMessage } from '~core/lib/sign-in-errors';
import { AccountBlockedError } from '~core/models/users.server';
import { safeReturnTo } from '~core/auth/return-to';
import { getSessionState } from '~core/auth/session.server';

export const meta: MetaFunction = () => [
  { title: 'Sign in | Fairstack' },
  { name: 'description', content: 'Sign in to Fairstack with Google or GitHub.' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context;
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  const session = await getSessionState(env, request);
  if (session.status === 'active') throw redirect(returnTo);
  // A suspended (or pending) user's cookie says why they are not signed in, even without an ?error.
  const code = url.searchParams.get('error') ?? (session.status === 'blocked' ? session.reason : null);
  return {
    returnTo,
    error: signInErrorMessage(code, url.searchParams.get('provider')),
    localSignIn: localSignInEnabled(env),
  };
}

/** 'Continue as a local user' (development only): 400 with field errors, or a session and a redirect. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context;
  if (!localSignInEnabled(env)) throw new Response('Not Found', { status: 404 });
  const form = Object.fromEntries(await request.formData());
  const parsed = localSignInSchema.safeParse(form);
  if (!parsed.success) {
    return data({ fieldErrors: localSignInErrors(parsed.error), formError: null }, { status: 400 });
  }
  try {
    const cookie = await signInLocalUser(env, request, parsed.data);
    return redirect(safeReturnTo(parsed.data.returnTo), { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    if (!(error instanceof AccountBlockedError)) throw error;
    return data({ fieldErrors: {} as LocalSignInErrors, formError: error.message }, { status: 403 });
  }
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

function GitHubIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
      <path d="M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0C17.3 4.8 18.3 5 18.3 5c.6 1.6.2 2.8.1 3.1.8.8 1.2 1.8 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.2c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5z" />
    </svg>
  );
}

function LocalSignInForm({ returnTo }: { returnTo: string }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<LocalSignInErrors | null>(null);
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;

  // The same schema the action re-parses: mistakes show before a round trip when JavaScript runs.
  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = localSignInSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(localSignInErrors(parsed.error));
  }

  return (
    <Form method="post" onSubmit={validate} noValidate className="mt-8 border-t border-slate-200 pt-6" aria-labelledby="local-heading">
      <h2 id="local-heading" className="text-sm font-semibold text-slate-900">
        Local development sign-in
      </h2>
      <p className="mt-1 text-xs text-slate-600">Only in development. The seeded admin is admin@fairstack.local.</p>
      {result?.formError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {result.formError}
        </p>
      ) : null}
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className="field-label mt-4" htmlFor="local-email">
        E-mail
      </label>
      <input
        id="local-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        className="field-input"
        defaultValue="creator@fairstack.local"
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? 'local-email-error' : undefined}
      />
      {errors.email ? (
        <p id="local-email-error" className="field-error">
          {errors.email[0]}
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <label className="field-label" htmlFor="local-first">
            First name
          </label>
          <input
            id="local-first"
            name="firstName"
            className="field-input"
            autoComplete="given-name"
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={errors.firstName ? 'local-first-error' : undefined}
          />
          {errors.firstName ? (
            <p id="local-first-error" className="field-error">
              {errors.firstName[0]}
            </p>
          ) : null}
        </div>
        <div>
          <label className="field-label" htmlFor="local-last">
            Last name
          </label>
          <input
            id="local-last"
            name="lastName"
            className="field-input"
            autoComplete="family-name"
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={errors.lastName ? 'local-last-error' : undefined}
          />
          {errors.lastName ? (
            <p id="local-last-error" className="field-error">
              {errors.lastName[0]}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className="btn-primary mt-4 w-full" disabled={submitting}>
        Continue as a local user
      </button>
    </Form>
  );
}

export default function Login() {
  const { returnTo, error, localSignIn } = useLoaderData<typeof loader>();
  const query = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16" aria-labelledby="sign-in-heading">
      <div className="card">
        <div className="flex flex-col items-center text-center">
          <Logo className="h-10 w-10" />
          <h1 id="sign-in-heading" className="mt-4 text-2xl font-bold">
            Sign in to your account
          </h1>
          <p className="mt-2 text-sm text-slate-700">Choose your preferred authentication method</p>
        </div>
        {error ? (
          <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3">
          {/* Full-page navigations: the OAuth flow leaves the site and comes back to /api/auth/.../callback. */}
          <a href={`/api/auth/google${query}`} className="btn-secondary w-full gap-3 py-3">
            <GoogleIcon />
            Continue with Google
          </a>
          <a href={`/api/auth/github${query}`} className="btn-secondary w-full gap-3 py-3">
            <GitHubIcon />
            Continue with GitHub
          </a>
        </div>
        {localSignIn ? <LocalSignInForm returnTo={returnTo} /> : null}
      </div>
    </section>
  );
}
