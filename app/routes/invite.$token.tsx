import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDate } from '~/components/admin/format';
import { ROLE_LABELS } from '~core/lib/schemas/admin';
import { INVITE_MESSAGES } from '~core/lib/admin-notices';
import { acceptInvite, inspectInvite } from '~core/models/invites.server';
import { clientIp } from '~core/auth/admin-session.server';
import { getOptionalUser, loginUrl } from '~/utils/auth.server';
import { privateFormHeaders } from '~core/lib/http-cache';

// The token is a credential: keep it out of Referer headers (entry.server sets the header policy for
// every page, so this page tightens it with the meta tag) and out of every cache.
export const meta: MetaFunction = () => [
  { title: 'Invitation | Fairstack' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export const headers = privateFormHeaders;

const STATUS = { valid: 200, accepted: 200, unknown: 404, expired: 410, used: 410 } as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const user = await getOptionalUser(request, context);
  const view = await inspectInvite(context.env, token, user?.id ?? null);
  return data(
    { view, signedInAs: user ? (user.email ?? user.firstName ?? 'your account') : null, loginHref: loginUrl(request) },
    { status: STATUS[view.state] },
  );
}

/** The explicit 'Accept invite' POST: only a signed-in user accepts, and only once. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const token = params.token ?? '';
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(loginUrl(request));
  const result = await acceptInvite(context.env, token, user, clientIp(request));
  if (result.ok) throw redirect(`/invite/${encodeURIComponent(token)}`);
  return data({ error: result.message }, { status: result.status });
}

function roleText(role: keyof typeof ROLE_LABELS, permissions: string[]) {
  return (
    <>
      the <strong>{ROLE_LABELS[role]}</strong> role
      {permissions.length ? (
        <>
          {' '}
          with the permissions <strong>{permissions.join(', ')}</strong>
        </>
      ) : null}
    </>
  );
}

const DEAD_END = {
  unknown: { title: 'Invite not found', text: INVITE_MESSAGES.unknown },
  expired: { title: 'Invite expired', text: INVITE_MESSAGES.expired },
  used: { title: 'Invite already used', text: INVITE_MESSAGES.used },
} as const;

export default function InvitePage() {
  const { view, signedInAs, loginHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  let body;
  if (view.state === 'valid') {
    body = (
      <>
        <h1 className="text-2xl font-bold">You're invited to Fairstack</h1>
        <p className="mt-3 text-slate-700">This invitation gives you {roleText(view.role, view.permissions)}.</p>
        <p className="mt-1 text-sm text-slate-600">It can be used once and expires on {formatDate(view.expiresAt)}.</p>
        {actionData?.error ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {signedInAs ? (
          <Form method="post" className="mt-6">
            <p className="text-sm text-slate-700">
              Signed in as <strong>{signedInAs}</strong>.
            </p>
            <button type="submit" className="btn-primary mt-3 w-full" disabled={busy}>
              {busy ? 'Accepting...' : 'Accept invite'}
            </button>
          </Form>
        ) : (
          <div className="mt-6">
            <p className="text-sm text-slate-700">Sign in first; you will come back here to accept.</p>
            <a href={loginHref} className="btn-primary mt-3 w-full">
              Sign in to accept
            </a>
          </div>
        )}
      </>
    );
  } else if (view.state === 'accepted') {
    body = (
      <>
        <h1 className="text-2xl font-bold">Invite accepted</h1>
        <p className="mt-3 text-slate-700" role="status">
          You now have {roleText(view.role, view.permissions)}.
        </p>
        <Link to="/" className="btn-primary mt-6 w-full">
          Continue
        </Link>
      </>
    );
  } else {
    const dead = DEAD_END[view.state];
    body = (
      <>
        <h1 className="text-2xl font-bold">{dead.title}</h1>
        <p className="mt-3 text-slate-700">{dead.text}</p>
        <Link to="/" className="btn-secondary mt-6 w-full">
          Back to Home
        </Link>
      </>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="card">{body}</div>
    </section>
  );
}
