import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { projectFor } from '~core/access/projects.server';
import { invalidates, STORE_PAGES } from '~core/lib/http-cache';
import { formatUsd } from '~core/lib/money';
import { GENERATION_RUNNING } from '~core/lib/outcome';
import { parseProjectId } from '~core/lib/projects';
import { domainOf } from '~core/models/custom-domains.server';
import { deleteProject } from '~core/models/project-operations.server';
import { requireUser } from '~/utils/auth.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? `Delete ${data.project.name} | Fairstack` : 'Project not found | Fairstack',
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * The confirmation step of deleting a project (docs/decisions/260): a page of its own, so it works without
 * JavaScript, saying what goes and what stays; its one button posts the deletion. Only the owner sees it: a
 * support member, who may read a project, may not delete it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseProjectId(params.id);
  const project = id ? await projectFor(context.env, user, id, 'write') : null;
  if (!project) throw new Response('Project not found', { status: 404 });
  const domain = await domainOf(context.env, project.id);
  return {
    project: {
      id: project.id,
      name: project.name,
      generating: project.status === 'generating',
      siteUrl: project.generatedUrl,
      listed: project.isPublishedToStore,
      paid: project.paymentStatus === 'paid' ? formatUsd(project.totalPriceCents) : null,
      domain: domain?.hostname ?? null,
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const deleted = await deleteProject(context.env, user, params.id ?? '');
  if (deleted.ok) return redirect('/dashboard?deleted=1', deleted.wasListed ? { headers: invalidates(STORE_PAGES) } : undefined);
  if (deleted.code === GENERATION_RUNNING.code) return data({ error: deleted.message }, { status: deleted.status });
  throw new Response('Project not found', { status: 404 });
}

export default function DeleteProject() {
  const { project } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const blocked = actionData?.error ?? (project.generating ? GENERATION_RUNNING.message : null);
  return (
    <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        Delete <span dir="auto">{project.name}</span>?
      </h1>
      <div className="card mt-8">
        <h2 className="text-lg font-semibold text-slate-900">What is deleted</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            The website and every saved version of it
            {project.siteUrl ? (
              <>
                : <span className="break-all font-mono text-sm">{project.siteUrl}</span> stops working
              </>
            ) : null}
            .
          </li>
          <li>Your business facts, logo and photos.</li>
          {project.listed ? <li>Its listing in the App Store.</li> : null}
          {project.domain ? (
            <li>
              Its custom domain <span className="break-all font-mono text-sm">{project.domain}</span>: it no longer shows this website.
            </li>
          ) : null}
        </ul>
        <p className="mt-4 text-slate-700">
          {project.paid
            ? `What you paid (${project.paid}) stays on record and in your Total Spent. Deleting does not refund it.`
            : 'Nothing was paid for this project.'}{' '}
          This cannot be undone.
        </p>
      </div>
      {blocked ? (
        <p role="alert" className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {blocked}
        </p>
      ) : null}
      <Form method="post" className="mt-8 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-danger" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete project permanently'}
        </button>
        <Link to={`/projects/${project.id}`} className="btn-secondary">
          Keep the project
        </Link>
      </Form>
    </article>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
