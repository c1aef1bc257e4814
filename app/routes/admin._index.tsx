import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '~/components/admin/format';
import { getAdminOverview } from '~core/models/admin-stats.server';
import { getPanelSession } from '~/utils/admin-guard.server';
import { privatePageHeaders } from '~core/lib/http-cache';

export const headers = privatePageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getPanelSession(request, context))) return null;
  return getAdminOverview(context.env);
}

function Stat({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="card">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-2 text-3xl font-bold text-slate-900">{value}</dd>
      {children ? <dd className="mt-2 text-sm text-slate-700">{children}</dd> : null}
    </div>
  );
}

export default function AdminOverview() {
  const overview = useLoaderData<typeof loader>();
  if (!overview) return null;
  const { users, projects, revenue, generation, recentActions } = overview;
  return (
    <div>
      <h2 className="sr-only">Overview</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Users" value={String(users.total)}>
          {users.byStatus.active} active · {users.byStatus.suspended} suspended · {users.byStatus.pending} pending
        </Stat>
        <Stat label="Projects" value={String(projects.total)}>
          {projects.byStatus.pending} pending · {projects.byStatus.generating} generating · {projects.byStatus.completed} completed ·{' '}
          {projects.byStatus.failed} failed
        </Stat>
        <Stat label="Revenue" value={`$${revenue}`}>
          from {projects.paid} paid project{projects.paid === 1 ? '' : 's'}
        </Stat>
        <Stat label="Generation success rate" value={generation.successRate === null ? '—' : `${generation.successRate}%`}>
          {generation.completed} succeeded · {generation.failed} failed
        </Stat>
      </dl>

      <section aria-labelledby="recent-actions" className="mt-10">
        <h2 id="recent-actions" className="text-xl font-semibold">
          Latest admin actions
        </h2>
        {recentActions.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">No admin actions recorded yet.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">When</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Who</th>
                  <th scope="col" className="px-3 py-2 font-semibold">What</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Target</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100" data-testid="audit-log">
                {recentActions.map((entry) => (
                  <tr key={entry.id}>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatDateTime(entry.at)}</td>
                    <td className="px-3 py-2">{entry.actor}</td>
                    <td className="px-3 py-2">{entry.summary}</td>
                    <td className="px-3 py-2 text-slate-700">{describeTarget(entry.target, entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function describeTarget(target: string | null, details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.name === 'string') parts.push(details.name);
  else if (typeof details.email === 'string') parts.push(details.email);
  else if (target) parts.push(target);
  if (typeof details.from === 'string' && typeof details.to === 'string') parts.push(`${details.from} → ${details.to}`);
  if (typeof details.role === 'string') parts.push(`role ${details.role}`);
  return parts.join(' · ') || '—';
}
