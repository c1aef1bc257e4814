import { Tab } from '@headlessui/react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, Outlet, useActionData, useFetcher, useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { useRef, type KeyboardEvent } from 'react';
import { InlineNotice, useNoticeToast } from '~/components/admin/notice';
import { useHydrated } from '~/lib/use-hydrated';
import { lockedMessage, NOTICES, type Notice } from '~core/lib/admin-notices';
import { adminLoginSchema, formErrors } from '~core/lib/schemas/admin';
import { adminLogout, attemptAdminLogin } from '~core/models/admin-auth.server';
import { getPanelState } from '~/utils/admin-guard.server';
import { privateFormHeaders } from '~core/lib/http-cache';

export const meta: MetaFunction = () => [{ title: 'Admin Panel | Fairstack' }, { name: 'robots', content: 'noindex' }];

export const headers = privateFormHeaders;

/** The admin panel page: five tabs, each with its own address. */
export const ADMIN_TABS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/templates', label: 'Templates' },
  { to: '/admin/projects', label: 'Projects' },
  { to: '/admin/accounts', label: 'Users' },
  { to: '/admin/settings', label: 'Settings' },
] as const;

function tabIndexFor(pathname: string): number {
  const path = pathname.replace(/\/+$/, '') || '/';
  const index = ADMIN_TABS.findIndex((t, i) => (i === 0 ? path === t.to : path === t.to || path.startsWith(`${t.to}/`)));
  return index;
}

/** Panel pages beside the spec's five tabs, linked from the panel's header (docs/decisions/174). */
export const ADMIN_EXTRA_PAGES = [{ to: '/admin/incidents', label: 'Status incidents' }] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return getPanelState(request, context);
}

/** After a login without JavaScript, go back to the tab the form was on (admin paths only). */
function backToPanel(value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? value : '';
  return /^\/admin(\/[a-z-]*)?(\?[\w=&%.-]*)?$/.test(path) ? path : '/admin';
}

type LoginActionResult = { ok: boolean; notice: Notice; fieldErrors: Record<string, string> };
const answer = (result: LoginActionResult, init?: ResponseInit) => data(result, init);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'logout') {
    throw redirect('/admin', { headers: { 'Set-Cookie': await adminLogout(context.env, request) } });
  }
  if (intent !== 'login') return answer({ ok: false, notice: NOTICES.invalidPassword, fieldErrors: {} }, { status: 400 });

  const parsed = adminLoginSchema.safeParse({ password: form.get('password') ?? '' });
  if (!parsed.success) {
    return answer({ ok: false, notice: NOTICES.invalidPassword, fieldErrors: formErrors(parsed.error) }, { status: 400 });
  }
  const result = await attemptAdminLogin(context.env, request, parsed.data.password);
  if (result.ok) {
    const headers = { 'Set-Cookie': result.cookie };
    // A document POST renders with the request's old cookies, so without JavaScript redirect to reload.
    if (form.get('_js') !== '1') throw redirect(backToPanel(form.get('redirectTo')), { headers });
    return answer({ ok: true, notice: NOTICES.loggedIn, fieldErrors: {} }, { headers });
  }
  const init = { status: result.status, headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined };
  switch (result.code) {
    case 'TOO_MANY_ATTEMPTS':
      return answer({ ok: false, notice: NOTICES.locked(result.message), fieldErrors: { password: result.message } }, init);
    case 'ADMIN_DISABLED':
      return answer({ ok: false, notice: NOTICES.panelDisabled(result.message), fieldErrors: {} }, init);
    default:
      return answer({ ok: false, notice: NOTICES.invalidPassword, fieldErrors: { password: result.message } }, init);
  }
}

// Keyed so the layout, which outlives the login form, can show the toast after a successful login.
const LOGIN_FETCHER = 'admin-login';

function LoginForm({ lockedForSeconds }: { lockedForSeconds: number }) {
  const fetcher = useFetcher<typeof action>({ key: LOGIN_FETCHER });
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const actionData = useActionData<typeof action>();
  const result = fetcher.data ?? actionData;
  const error = result && !result.ok ? result.fieldErrors.password : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="card mx-auto max-w-md">
      <h1 className="text-2xl font-bold">Admin Panel</h1>
      <p className="mt-2 text-sm text-slate-700">Enter the admin password to manage templates, projects and settings.</p>
      <InlineNotice notice={result?.notice} />
      {lockedForSeconds > 0 && !result ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {lockedMessage(lockedForSeconds)}
        </p>
      ) : null}
      <fetcher.Form method="post" action="/admin" className="mt-6">
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="_js" value={hydrated ? '1' : ''} />
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <label htmlFor="admin-password" className="field-label">
          Admin password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-password-error' : undefined}
          className="field-input"
        />
        {error ? (
          <p id="admin-password-error" className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary mt-4 w-full" disabled={busy}>
          {busy ? 'Checking...' : 'Log in'}
        </button>
      </fetcher.Form>
    </div>
  );
}

function Panel() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabIndex = tabIndexFor(pathname);
  // A page beside the tabs (the status incidents) shows the tabs as links with none selected.
  const extraPage = tabIndex === -1 && ADMIN_EXTRA_PAGES.some((p) => pathname.replace(/\/+$/, '') === p.to);
  const selectedIndex = Math.max(0, tabIndex);
  // Tabs are links: a click follows the link. Enter or Space on a focused tab (manual activation)
  // reaches onChange instead, and only then do we navigate, so a click never navigates twice.
  const viaKeyboard = useRef(false);
  const markKeyboard = (event: KeyboardEvent) => {
    viaKeyboard.current = event.key === 'Enter' || event.key === ' ';
  };
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Panel</h1>
          <p className="mt-1 text-sm text-slate-700">Templates, projects, revenue and pricing settings.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/users" className="btn-secondary">
            Manage users
          </Link>
          <Link to="/domain-setup" className="btn-secondary">
            Domain setup
          </Link>
          {ADMIN_EXTRA_PAGES.map((p) => (
            <Link key={p.to} to={p.to} className="btn-secondary" aria-current={pathname.startsWith(p.to) ? 'page' : undefined}>
              {p.label}
            </Link>
          ))}
          <Form method="post" action="/admin">
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="btn-ghost">
              Log out of admin
            </button>
          </Form>
        </div>
      </header>
      {extraPage ? (
        <>
          <nav aria-label="Admin sections" className="mt-8 flex flex-wrap gap-1 border-b border-slate-200">
            {ADMIN_TABS.map((tab) => (
              <Link
                key={tab.to}
                to={tab.to}
                className="-mb-px rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900"
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          <div className="mt-6">
            <Outlet />
          </div>
        </>
      ) : (
        <Tab.Group
          manual
          selectedIndex={selectedIndex}
          onChange={(index: number) => {
            if (viaKeyboard.current && index !== selectedIndex) navigate(ADMIN_TABS[index].to);
            viaKeyboard.current = false;
          }}
        >
          <Tab.List aria-label="Admin sections" className="mt-8 flex flex-wrap gap-1 border-b border-slate-200">
            {ADMIN_TABS.map((tab) => (
              <Tab
                key={tab.to}
                as={Link}
                to={tab.to}
                onKeyDown={markKeyboard}
                onClick={() => {
                  viaKeyboard.current = false;
                }}
                className={({ selected }: { selected: boolean }) =>
                  `-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${
                    selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-slate-900'
                  }`
                }
              >
                {tab.label}
              </Tab>
            ))}
          </Tab.List>
          <Tab.Panels className="mt-6">
            {ADMIN_TABS.map((tab, index) => (
              <Tab.Panel key={tab.to} tabIndex={-1} className="focus:outline-none">
                {index === selectedIndex ? <Outlet /> : null}
              </Tab.Panel>
            ))}
          </Tab.Panels>
        </Tab.Group>
      )}
    </>
  );
}

export default function AdminLayout() {
  const state = useLoaderData<typeof loader>();
  useNoticeToast(useFetcher<typeof action>({ key: LOGIN_FETCHER }).data);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {state.state === 'disabled' ? (
        <div className="card mx-auto max-w-xl">
          <h1 className="text-2xl font-bold">Admin Panel</h1>
          <p role="alert" className="mt-4 text-sm text-red-800">
            {state.message}
          </p>
        </div>
      ) : state.state === 'login' ? (
        <LoginForm lockedForSeconds={state.lockedForSeconds} />
      ) : (
        <Panel />
      )}
    </section>
  );
}
