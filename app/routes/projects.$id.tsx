import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { FactsSummary } from '~/components/facts/facts-summary';
import { GenerationStatus, type GenerationSnapshot } from '~/components/generation/generation-status';
import { parseStoredFacts } from '~core/lib/facts/stored';
import { SitePicture } from '~/components/site-picture';
import { sitePictureUrl } from '~core/lib/sites/picture';
import { projectFor } from '~core/access/projects.server';
import { getGenerationStatus } from '~core/models/generation-runs.server';
import { requireUser } from '~/utils/auth.server';
import { parseProjectId } from '~core/lib/projects';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? `${data.project.name} | Fairstack` : 'Project not found | Fairstack',
  },
  { name: 'robots', content: 'noindex' },
];

/** The owner's view of one project: its details, the generation status block and the site download. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseProjectId(params.id);
  // Two reads, neither waiting for the other (docs/decisions/238); the gate's answer decides what is shown.
  const [status, project] = id ? await Promise.all([getGenerationStatus(context.env, id, user.id), projectFor(context.env, user, id, 'read')]) : [null, null];
  if (!status || !project) throw new Response('Project not found', { status: 404 });
  return {
    project: {
      name: project.name,
      description: project.description,
      businessType: project.businessType,
      facts: parseStoredFacts(project.facts),
    },
    status,
    // A support member may read the project, never delete it (docs/decisions/201).
    canDelete: project.userId === user.id,
  };
}

export default function ProjectDetail() {
  const { project, status, canDelete } = useLoaderData<typeof loader>();
  const [current, setCurrent] = useState<GenerationSnapshot>(status);
  const hasSite = current.status === 'completed' || status.currentVersion !== null;
  const picture = current.status === 'completed' ? sitePictureUrl(current.generatedUrl) : null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold text-brand-600">{project.businessType}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900" dir="auto">
        {project.name}
      </h1>
      {project.description ? (
        <p className="mt-4 whitespace-pre-line break-words text-slate-700" dir="auto">
          {project.description}
        </p>
      ) : null}
      <div className="card mt-8">
        <h2 className="text-lg font-semibold text-slate-900">Your website</h2>
        {picture ? (
          <a href={current.generatedUrl!} target="_blank" rel="noopener noreferrer" className="mt-3 block">
            <SitePicture src={picture} alt={`Picture of ${project.name}, opens the site in a new tab`} />
          </a>
        ) : null}
        <GenerationStatus project={status} returnTo={`/projects/${status.id}`} onStatusChange={setCurrent} className="mt-3" />
        {hasSite ? (
          <p className="mt-6 border-t border-slate-200 pt-4">
            <a href={`/api/projects/${status.id}/download`} download className="btn-secondary">
              Download site (.zip)
            </a>{' '}
            <Link to={`/projects/${status.id}/edit`} className="btn-secondary">
              Edit
            </Link>{' '}
            <Link to={`/projects/${status.id}/versions`} className="btn-secondary">
              Versions
            </Link>{' '}
            <Link to={`/projects/${status.id}/photos`} className="btn-secondary">
              Logo and photos
            </Link>{' '}
            <Link to={`/projects/${status.id}/domain`} className="btn-secondary">
              Domain
            </Link>
          </p>
        ) : null}
      </div>
      <section className="card mt-8" aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
          Your business facts
        </h2>
        <div className="mt-3">
          <FactsSummary
            facts={project.facts}
            correctAt={
              hasSite ? `/projects/${status.id}/edit#facts` : current.status === 'generating' ? null : `/projects/${status.id}/facts`
            }
          />
        </div>
      </section>
      {canDelete ? (
        <section className="card mt-8" aria-labelledby="delete-heading">
          <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
            Delete this project
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Removes the website, its versions, facts, images, store listing and custom domain. What you paid stays on record.
          </p>
          <Link to={`/projects/${status.id}/delete`} className="btn-secondary mt-4">
            Delete project…
          </Link>
        </section>
      ) : null}
      <p className="mt-8">
        <Link to="/dashboard" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to dashboard
        </Link>
      </p>
    </article>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
