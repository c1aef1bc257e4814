import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { displayName, formatDate } from '~/components/admin/format';
import { ROLE_LABELS, ROLES, STATUS_LABELS, STATUSES } from '~core/lib/schemas/admin';
import { getAdminOverview } from '~core/models/admin-stats.server';
import { listUsers } from '~core/models/user-admin.server';
import { getPanelSession } from '~/utils/admin-guard.server';
import { privatePageHeaders } from '~core/lib/http-cache';

export const headers = privatePageHeaders;

/** The panel's Users tab: a summary; changing roles and statuses happens at /admin/users (signed-in admins). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getPanelSession(request, context))) return null;
  const [overview, newest] = await Promise.all([getAdminOverview(context.env), listUsers(context.env, { q: '', page: 1 })]);
  return { users: overview.users, newest: newest.users.slice(0, 5) };
}

export default function AdminAccounts() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return null;
  const { users, newest } = loaded;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="users-manage" className="card lg:col-span-1">
        <h2 id="users-manage" className="text-lg font-semibold">
          User management
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Roles, statuses and invite links are managed on the user management page. It needs you to be signed in
          with an admin account; the panel password alone is not enough.
        </p>
        <Link to="/admin/users" className="btn-primary mt-4">
          Open user management
        </Link>
      </section>
      <section aria-labelledby="users-summary" className="card lg:col-span-2">
        <h2 id="users-summary" className="text-lg font-semibold">
          {users.total} users
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {ROLES.map((role) => (
            <div key={role}>
              <dt className="text-sm text-slate-700">{ROLE_LABELS[role]}</dt>
              <dd className="text-2xl font-bold">{users.byRole[role]}</dd>
            </div>
          ))}
          {STATUSES.map((status) => (
            <div key={status}>
              <dt className="text-sm text-slate-700">{STATUS_LABELS[status]}</dt>
              <dd className="text-2xl font-bold">{users.byStatus[status]}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">Newest users</h3>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {newest.map((u) => (
            <li key={u.id} className="flex justify-between gap-4 py-2">
              <span>
                {displayName(u)} <span className="text-slate-600">({ROLE_LABELS[u.role]}, {STATUS_LABELS[u.status]})</span>
              </span>
              <span className="text-slate-600">{formatDate(u.createdAt)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
