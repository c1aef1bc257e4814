import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { formatDate } from '~/components/admin/format';
import { Pager, SearchForm } from '~/components/admin/list-controls';
import { readListQuery } from '~core/lib/schemas/admin';
import { listAllProjects } from '~core/models/admin-stats.server';
import { getPanelSession } from '~/utils/admin-guard.server';
import { privatePageHeaders } from '~core/lib/http-cache';

export const headers = privatePageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getPanelSession(request, context))) return null;
  return listAllProjects(context.env, readListQuery(new URL(request.url)));
}

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  generating: 'bg-blue-100 text-blue-900',
  completed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export default function AdminProjects() {
  const list = useLoaderData<typeof loader>();
  if (!list) return null;
  return (
    <div>
      <h2 className="sr-only">Projects</h2>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchForm q={list.q} label="Search projects" placeholder="Project name, e-mail, user id or project id" />
        <p className="text-sm text-slate-700">
          {list.total} project{list.total === 1 ? '' : 's'}
          {list.q ? ' found' : ''} · revenue <strong className="text-slate-900">${list.revenue}</strong>
        </p>
      </div>
      {list.projects.length === 0 ? (
        <p className="mt-6 text-sm text-slate-700">{list.q ? 'No project matches this search.' : 'No projects yet.'}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">ID</th>
                <th scope="col" className="px-3 py-2 font-semibold">Project</th>
                <th scope="col" className="px-3 py-2 font-semibold">User ID</th>
                <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                <th scope="col" className="px-3 py-2 font-semibold">Payment</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Price</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Revenue</th>
                <th scope="col" className="px-3 py-2 font-semibold">Created</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" data-testid="admin-projects">
              {list.projects.map((p) => (
                <tr key={p.id}>
                  <td className="px-3 py-2 tabular-nums">{p.id}</td>
                  <td className="px-3 py-2">
                    <p className="font-medium text-slate-900">{p.name}</p>
                    <p className="text-xs text-slate-600">{p.businessType}</p>
                  </td>
                  <td className="px-3 py-2">
                    <code className="text-xs">{p.userId}</code>
                    {p.userEmail ? <p className="text-xs text-slate-600">{p.userEmail}</p> : null}
                  </td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[p.status] ?? ''}`}>{p.status}</span>
                    {p.deleted ? <p className="mt-1 text-xs font-semibold text-slate-700">Deleted by its owner</p> : null}
                  </td>
                  <td className="px-3 py-2">{p.paymentStatus}</td>
                  <td className="px-3 py-2 text-right tabular-nums">${p.totalPrice}</td>
                  <td className="px-3 py-2 text-right tabular-nums">${p.revenue}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatDate(p.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager q={list.q} page={list.page} pageCount={list.pageCount} total={list.total} noun="projects" />
    </div>
  );
}
