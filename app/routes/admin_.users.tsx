import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { useRef } from 'react';
import { displayName, formatDate } from '~/components/admin/format';
import { Pager, SearchForm } from '~/components/admin/list-controls';
import { InlineNotice, useNoticeToast } from '~/components/admin/notice';
import { useHydrated } from '~/lib/use-hydrated';
import { useZodForm } from '~/components/admin/use-zod-form';
import { useToast } from '~/components/toaster';
import { NOTICES, type Notice } from '~core/lib/admin-notices';
import { appOrigin } from '~core/platform/app-origin.server';
import {
  formErrors,
  inviteSchema,
  readListQuery,
  ROLE_LABELS,
  ROLES,
  roleChangeSchema,
  STAFF_GRANT_LABELS,
  STAFF_GRANTS,
  staffRoleChangeSchema,
  STATUS_LABELS,
  STATUSES,
  statusChangeSchema,
} from '~core/lib/schemas/admin';
import { userActor } from '~core/models/audit.server';
import { createInvite } from '~core/models/invites.server';
import { changeStaffRole, changeUserRole, changeUserStatus, listUsers, type AdminUserDto } from '~core/models/user-admin.server';
import { requireSignedInForAdminPage } from '~/utils/admin-guard.server';
import { clientIp } from '~core/auth/admin-session.server';
import { getSessionUser } from '~core/auth/session.server';
import { privateFormHeaders } from '~core/lib/http-cache';
import { isAdmin } from '~core/lib/permissions';

export const meta: MetaFunction = () => [{ title: 'User Management | Fairstack' }, { name: 'robots', content: 'noindex' }];

export const headers = privateFormHeaders;

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

/** Signed-out visitors go to /, signed-in non-admins are told they lack the privilege. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSignedInForAdminPage(request, context);
  if (!isAdmin(user)) return data({ denied: true as const }, { status: 403 });
  const list = await listUsers(context.env, readListQuery(new URL(request.url)));
  return { denied: false as const, currentUserId: user.id, ...list };
}

/** The per-user forms of the list, each a select posted with its own intent (the select's name). */
type ChoiceIntent = 'role' | 'status' | 'staff';
// 'Staff access', not 'Staff role': a label containing 'Role of …' would also answer to the role select's name.
const CHOICE_LABELS: Record<ChoiceIntent, string> = { role: 'Role', status: 'Status', staff: 'Staff access' };

type UsersActionResult = {
  ok: boolean;
  intent: ChoiceIntent | 'invite';
  userId?: string;
  notice: Notice;
  error?: string;
  fieldErrors?: Record<string, string>;
  invite?: { inviteUrl: string; role: string; permissions: string[]; expiresAt: number };
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intentValue = String(form.get('intent') ?? '');
  const intent: UsersActionResult['intent'] = intentValue === 'status' || intentValue === 'staff' || intentValue === 'invite' ? intentValue : 'role';
  const userId = String(form.get('userId') ?? '');
  const answer = (result: Omit<UsersActionResult, 'intent' | 'userId'>, status = 200) =>
    data<UsersActionResult>({ intent, userId: userId || undefined, ...result }, { status });

  const failed = { role: NOTICES.roleFailed, status: NOTICES.statusFailed, staff: NOTICES.staffFailed, invite: NOTICES.inviteFailed }[intent];
  const unauthorized = intent === 'invite' ? NOTICES.invitesUnauthorized : NOTICES.manageUsersUnauthorized;
  const user = await getSessionUser(context.env, request);
  if (!user) return answer({ ok: false, notice: unauthorized, error: 'Unauthorized: sign in again.' }, 401);
  if (!isAdmin(user)) return answer({ ok: false, notice: unauthorized, error: ACCESS_DENIED }, 403);
  if (intentValue !== intent) return answer({ ok: false, notice: failed, error: 'Unknown action.' }, 400);

  const env = context.env;
  const actor = userActor(user, clientIp(request));
  if (intent === 'invite') {
    const parsed = inviteSchema.safeParse({ role: form.get('role') ?? undefined, permissions: String(form.get('permissions') ?? '') });
    if (!parsed.success) {
      const fieldErrors = formErrors(parsed.error);
      return answer({ ok: false, notice: failed, error: Object.values(fieldErrors)[0], fieldErrors }, 400);
    }
    const invite = await createInvite(env, actor, user, parsed.data, appOrigin(env, request.url));
    return answer({ ok: true, notice: NOTICES.inviteGenerated, invite });
  }

  if (intent === 'staff') {
    const parsed = staffRoleChangeSchema.safeParse({ staffRole: form.get('staff') ?? undefined });
    if (!parsed.success) return answer({ ok: false, notice: failed, error: parsed.error.issues[0]?.message }, 400);
    const { staffRole } = parsed.data;
    const result = await changeStaffRole(env, actor, userId, staffRole === 'none' ? null : staffRole);
    if (!result.ok) return answer({ ok: false, notice: failed, error: result.message }, result.status);
    const name = displayName(result.user);
    const description = result.user.staffRole ? `${name} is now ${STAFF_GRANT_LABELS[result.user.staffRole]} staff.` : `${name} has no staff role.`;
    return answer({ ok: true, notice: NOTICES.userUpdated(description) });
  }

  const parsed =
    intent === 'role'
      ? roleChangeSchema.safeParse({ role: form.get('role') ?? undefined })
      : statusChangeSchema.safeParse({ status: form.get('status') ?? undefined });
  if (!parsed.success) return answer({ ok: false, notice: failed, error: parsed.error.issues[0]?.message }, 400);
  const result =
    'role' in parsed.data
      ? await changeUserRole(env, actor, userId, parsed.data.role)
      : await changeUserStatus(env, actor, userId, parsed.data.status);
  if (!result.ok) return answer({ ok: false, notice: failed, error: result.message }, result.status);
  const changed = result.user;
  const description =
    intent === 'role'
      ? `${displayName(changed)} is now ${ROLE_LABELS[changed.role]}.`
      : `${displayName(changed)} is now ${STATUS_LABELS[changed.status].toLowerCase()}.`;
  return answer({ ok: true, notice: NOTICES.userUpdated(description) });
}

/** The row's own result: its fetcher's with JavaScript, the page's action data for this row without. */
function useRowResult(fetcherData: UsersActionResult | undefined, intent: ChoiceIntent, userId: string) {
  const actionData = useActionData<typeof action>();
  useNoticeToast(fetcherData);
  const own = actionData && actionData.intent === intent && actionData.userId === userId ? actionData : undefined;
  return fetcherData ?? own;
}

function ChoiceForm<T extends string>({
  user,
  intent,
  options,
  labels,
  current,
}: {
  user: AdminUserDto;
  intent: ChoiceIntent;
  options: readonly T[];
  labels: Record<T, string>;
  current: T;
}) {
  const fetcher = useFetcher<typeof action>();
  const result = useRowResult(fetcher.data, intent, user.id);
  const id = `${intent}-${user.id}`;
  const error = result && !result.ok ? result.error : undefined;
  return (
    <fetcher.Form method="post" action="/admin/users" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={user.id} />
      <label htmlFor={id} className="sr-only">
        {CHOICE_LABELS[intent]} of {displayName(user)}
      </label>
      <select
        id={id}
        name={intent}
        defaultValue={current}
        key={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input mt-0 w-32 py-1"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-secondary px-3 py-1" disabled={fetcher.state !== 'idle'}>
        Save<span className="sr-only"> {CHOICE_LABELS[intent].toLowerCase()} of {displayName(user)}</span>
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error mt-0 max-w-[14rem] text-xs">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

const INVITE_FETCHER = 'admin-invite';

function InviteForm() {
  const fetcher = useFetcher<typeof action>({ key: INVITE_FETCHER });
  const actionData = useActionData<typeof action>();
  const result = fetcher.data ?? (actionData?.intent === 'invite' ? actionData : undefined);
  useNoticeToast(fetcher.data);
  const { errors, onSubmit } = useZodForm(inviteSchema, result && !result.ok ? result.fieldErrors : undefined);
  const hydrated = useHydrated();
  const toast = useToast();
  const linkRef = useRef<HTMLInputElement>(null);
  const invite = result?.ok ? result.invite : undefined;

  async function copy() {
    if (!invite) return;
    try {
      await navigator.clipboard.writeText(invite.inviteUrl);
      toast(NOTICES.copied);
    } catch {
      linkRef.current?.select();
      toast(NOTICES.copyFailed);
    }
  }

  return (
    <section aria-labelledby="invite-heading" className="card">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The link gives whoever accepts it this role and these permissions, once, within 7 days.
      </p>
      <fetcher.Form method="post" action="/admin/users" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="invite" />
        <div>
          <label htmlFor="invite-role" className="field-label">
            Role
          </label>
          <select id="invite-role" name="role" defaultValue="user" className="field-input">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          {errors.role ? <p className="field-error">{errors.role}</p> : null}
        </div>
        <div>
          <label htmlFor="invite-permissions" className="field-label">
            Permissions
          </label>
          <input
            id="invite-permissions"
            name="permissions"
            className="field-input"
            placeholder="create_templates, manage_users"
            aria-describedby={errors.permissions ? 'invite-permissions-hint invite-permissions-error' : 'invite-permissions-hint'}
            aria-invalid={errors.permissions ? true : undefined}
          />
          <p id="invite-permissions-hint" className="mt-1 text-xs text-slate-600">
            Comma-separated. Spaces around names and empty entries are ignored.
          </p>
          {errors.permissions ? (
            <p id="invite-permissions-error" className="field-error">
              {errors.permissions}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Generating...' : 'Generate Invite Link'}
        </button>
      </fetcher.Form>
      {result && !result.ok && !result.fieldErrors && result.error ? (
        <p role="alert" className="field-error">
          {result.error}
        </p>
      ) : null}
      {invite ? (
        <div className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-4" data-testid="invite-result">
          <label htmlFor="invite-url" className="field-label">
            Invite link ({ROLE_LABELS[invite.role as keyof typeof ROLE_LABELS] ?? invite.role}
            {invite.permissions.length ? `; ${invite.permissions.join(', ')}` : ''})
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={linkRef}
              id="invite-url"
              readOnly
              value={invite.inviteUrl}
              className="field-input mt-0 font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            {hydrated ? (
              <button type="button" className="btn-secondary" onClick={copy}>
                Copy
              </button>
            ) : null}
          </div>
          <p className="mt-2 text-xs text-slate-700">Shown once: it is stored only as a hash. Expires {formatDate(invite.expiresAt)}.</p>
        </div>
      ) : null}
    </section>
  );
}

export default function AdminUsers() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (loaded.denied) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">User Management</h1>
        <p role="alert" className="mt-4 text-slate-800">
          {ACCESS_DENIED}
        </p>
        <Link to="/" className="btn-primary mt-8">
          Back to Home
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">User Management</h1>
          <p className="mt-1 text-sm text-slate-700">
            Roles, statuses, staff roles and invitations. Suspending someone signs them out everywhere.
          </p>
        </div>
        <Link to="/admin" className="btn-secondary">
          Admin panel
        </Link>
      </header>
      <div className="mt-6">
        <InlineNotice notice={actionData?.notice} />
      </div>
      {/* minmax(0, 1fr): the table scrolls inside its own box instead of widening the page past the invite card (docs/decisions/178). */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="user-list-heading" className="min-w-0">
          <h2 id="user-list-heading" className="sr-only">
            Users
          </h2>
          <SearchForm q={loaded.q} label="Search users" placeholder="E-mail, name or user id" />
          {loaded.users.length === 0 ? (
            <p className="mt-6 text-sm text-slate-700">No user matches this search.</p>
          ) : (
            // relative: the screen-reader-only labels in the cells are positioned inside this scroller, not past the page edge.
            <div className="relative mt-6 overflow-x-auto">
              <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">User</th>
                    <th scope="col" className="px-3 py-2 font-semibold">Role</th>
                    <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Staff access<span className="block text-xs font-normal text-slate-600">Support reads every project, changes none</span>
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">Permissions</th>
                    <th scope="col" className="px-3 py-2 font-semibold">Joined, last login</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {loaded.users.map((u) => (
                    <tr key={u.id} data-testid={`user-row-${u.email ?? u.id}`}>
                      <td className="max-w-[14rem] break-words px-3 py-2">
                        <p className="font-medium text-slate-900">
                          {displayName(u)}
                          {u.id === loaded.currentUserId ? <span className="text-slate-600"> (you)</span> : null}
                        </p>
                        <p className="text-xs text-slate-600">{u.email ?? u.id}</p>
                      </td>
                      <td className="px-3 py-2">
                        <ChoiceForm user={u} intent="role" options={ROLES} labels={ROLE_LABELS} current={u.role} />
                      </td>
                      <td className="px-3 py-2">
                        <ChoiceForm user={u} intent="status" options={STATUSES} labels={STATUS_LABELS} current={u.status} />
                      </td>
                      <td className="px-3 py-2">
                        <ChoiceForm user={u} intent="staff" options={STAFF_GRANTS} labels={STAFF_GRANT_LABELS} current={u.staffRole ?? 'none'} />
                      </td>
                      <td className="px-3 py-2 text-xs text-slate-700">{u.permissions.length ? u.permissions.join(', ') : '—'}</td>
                      <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                        <span className="block">{formatDate(u.createdAt)}</span>
                        <span className="block text-xs text-slate-600">{formatDate(u.lastLoginAt)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager q={loaded.q} page={loaded.page} pageCount={loaded.pageCount} total={loaded.total} noun="users" />
        </section>
        <InviteForm />
      </div>
    </section>
  );
}
