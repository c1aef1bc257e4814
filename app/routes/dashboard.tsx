import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useRef } from 'react';
import { Icon } from '~/components/icons';
import { GenerateWebsiteButton } from '~/components/projects/generate-website-dialog';
import { renderGeneration } from '~/components/projects/generation-slot';
import { ProjectCard } from '~/components/projects/project-card';
import { PublishButton } from '~/components/projects/publish-dialog';
import { PublishForm } from '~/components/projects/publish-form';
import { StatsCards } from '~/components/projects/stats-cards';
import { canPublish, dashboardStats, isLiveProject, parseProjectId } from '~core/lib/projects';
import { invalidates, STORE_PAGES } from '~core/lib/http-cache';
import { PROJECT_NOT_FOUND } from '~core/lib/outcome';
import { firstErrors } from '~core/lib/schemas/project';
import { publishSchema } from '~core/lib/schemas/publish';
import { dashboardData } from '~core/models/dashboard.server';
import { toProjectDto } from '~core/models/projects.server';
import { publishProject, unpublishProject } from '~core/models/published-apps.server';
import { requireUser } from '~/utils/auth.server';
import { useFocusWhenLost } from '~/lib/use-focus-when-lost';

export const meta: MetaFunction = () => [{ title: 'Dashboard | Fairstack' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // Usually read already, with the session, by the Worker's page cache (docs/decisions/230, 238). Deleted projects
  // come along for Total Spent only (docs/decisions/260).
  const { projects: rows, templates, prices: priceSettings } = await dashboardData(context.env, context.request, user.id);
  const projects = rows.filter(isLiveProject).map(toProjectDto);
  const url = new URL(request.url);
  // Without JavaScript 'Publish to Store' links here with ?publish={id}: the form is then shown on the page.
  const publishId = parseProjectId(url.searchParams.get('publish'));
  const publishTarget = projects.find((p) => p.id === publishId && canPublish(p)) ?? null;
  return {
    firstName: user.firstName,
    projects,
    stats: dashboardStats(rows),
    templates,
    priceSettings,
    publishTarget,
    published: url.searchParams.get('published') === '1',
    unpublished: url.searchParams.get('unpublished') === '1',
    deleted: url.searchParams.get('deleted') === '1',
    // Every project deleted: the empty list says so rather than greeting a paying creator as a newcomer.
    allDeleted: projects.length === 0 && rows.length > 0,
  };
}

type ActionData = { projectId: number | null; errors: Record<string, string | undefined> };

/**
 * The no-JavaScript publish form (with JavaScript the dialog posts to POST /api/projects/{id}/publish), and the
 * card's 'Remove from the store' form, a plain form with or without JavaScript (docs/decisions/159).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent !== 'publish' && form.intent !== 'unpublish') {
    return data<ActionData>({ projectId: null, errors: { _: 'Unknown action.' } }, { status: 400 });
  }
  const projectId = parseProjectId(typeof form.projectId === 'string' ? form.projectId : null);
  if (projectId === null) return data<ActionData>({ projectId: null, errors: { _: PROJECT_NOT_FOUND.message } }, { status: 404 });
  if (form.intent === 'unpublish') {
    const removed = await unpublishProject(context.env, user.id, projectId);
    // No project id: a refusal here shows its message only, never the publish form.
    if (!removed.ok) return data<ActionData>({ projectId: null, errors: { _: removed.message } }, { status: removed.status });
    return redirect('/dashboard?unpublished=1', { headers: invalidates(STORE_PAGES) });
  }
  const parsed = publishSchema.safeParse(form);
  if (!parsed.success) return data<ActionData>({ projectId, errors: firstErrors(parsed.error) }, { status: 400 });
  const result = await publishProject(context.env, user.id, projectId, parsed.data);
  if (!result.ok) return data<ActionData>({ projectId, errors: { _: result.message } }, { status: result.status });
  return redirect('/dashboard?published=1', { headers: invalidates(STORE_PAGES) });
}

export default function Dashboard() {
  const { firstName, projects, stats, templates, priceSettings, publishTarget, published, unpublished, deleted, allDeleted } =
    useLoaderData<typeof loader>();
  // The notice of what a form just did takes the focus its button lost (the button is gone after the redirect).
  const notice = useRef<HTMLDivElement>(null);
  useFocusWhenLost(notice, published || unpublished || deleted);
  const actionData = useActionData<typeof action>();
  // A refused no-JavaScript publish shows its form again with the errors, or only the message when the
  // project cannot be published any more (already published, not completed).
  const failed = actionData?.projectId ? projects.find((p) => p.id === actionData.projectId) : undefined;
  const retryable = failed && canPublish(failed) ? failed : null;
  const inlinePublish = retryable ?? publishTarget;
  const pageError = actionData && !retryable ? (actionData.errors._ ?? null) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
          <p className="mt-1 text-slate-700">{firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Here are your websites.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/dashboard/developer" className="btn-secondary">
            <Icon name="key" className="h-4 w-4" />
            Developer settings
          </Link>
          <GenerateWebsiteButton templates={templates} priceSettings={priceSettings} />
        </div>
      </div>

      {published ? (
        <div ref={notice} role="status" className="mt-6 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">Published Successfully</p>
          <p>
            Your project has been published to the app store!{' '}
            <Link to="/app-store" className="font-medium underline">
              See it in the App Store
            </Link>
          </p>
        </div>
      ) : null}
      {unpublished ? (
        <div ref={notice} role="status" className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900">
          <p className="font-semibold">Removed from the store</p>
          <p>Your website is no longer listed in the app store. It stays online at its own address, and you can publish it again.</p>
        </div>
      ) : null}
      {deleted ? (
        <div ref={notice} role="status" className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900">
          <p className="font-semibold">Project deleted</p>
          <p>Its website, versions, facts and images are gone, and its address no longer serves it. What you paid stays in Total Spent.</p>
        </div>
      ) : null}
      {pageError ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {pageError}
        </p>
      ) : null}

      <section className="mt-8" aria-label="Statistics">
        <StatsCards stats={stats} />
      </section>

      {inlinePublish ? (
        <section className="card mt-8" aria-labelledby="inline-publish-heading">
          <h2 id="inline-publish-heading" className="text-xl font-semibold">
            {`Publish ${inlinePublish.name} to the store`}
          </h2>
          <div className="mt-4">
            <PublishForm key={JSON.stringify(actionData?.errors ?? {})} project={inlinePublish} serverErrors={actionData?.errors} />
          </div>
        </section>
      ) : null}

      <section className="mt-10" aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="text-xl font-semibold text-slate-900">
          Your projects
        </h2>
        {projects.length === 0 ? (
          <div className="card mt-4 text-center">
            <p className="font-medium text-slate-900">{allDeleted ? 'No projects left' : 'No projects yet'}</p>
            <p className="mt-1 text-sm text-slate-700">
              {allDeleted ? 'Describe another business and get its website in minutes.' : 'Describe your business and get a website in minutes.'}
            </p>
            <div className="mt-4">
              <GenerateWebsiteButton templates={templates} priceSettings={priceSettings} label={allDeleted ? 'Create a website' : 'Create your first website'} />
            </div>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {projects.map((p) => (
              <ProjectCard key={p.id} project={p} renderGeneration={renderGeneration} publishAction={<PublishButton project={p} />} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
