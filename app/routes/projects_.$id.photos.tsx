import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { PhotoLibrary, PublishImagesForm, SHOWN_ONCE_PUBLISHED } from '~/components/photos/photo-library';
import { editFromPage, isPhotoUpload, photoLibraryData, uploadFromPage, type PhotoActionResult } from '~/utils/photo-actions.server';
import { ownedSite, type ProjectNeed } from '~core/access/projects.server';
import { requireUser } from '~/utils/auth.server';
import { parseProjectId } from '~core/lib/projects';
import { privateFormHeaders } from '~core/lib/http-cache';

/**
 * The business's own logo and photos on a page of their own (docs/decisions/180-182); the facts step and the
 * site editor embed the same forms (184). Plain forms do everything without JavaScript.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Logo and photos of ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];

/** Private, and an upload's `Retry-After` (the hourly limit, a busy server) reaches the browser (docs/decisions/262). */
export const headers = privateFormHeaders;

async function requireOwnedProject(request: Request, params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context'], need: ProjectNeed) {
  const user = await requireUser(request, context);
  const id = parseProjectId(params.id);
  const site = id ? await ownedSite(context.env, id, user.id, need) : null;
  if (!site) throw new Response('Project not found', { status: 404 });
  return { user, site };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, site } = await requireOwnedProject(request, params, context, 'read');
  return {
    // A completed site shows new images once they are published: the page offers that at once (docs/decisions/259).
    project: { id: site.id, name: site.name, completed: site.status === 'completed' && site.currentVersion !== null },
    ...(await photoLibraryData(context.env, { projectId: site.id, userId: user.id }, new URL(request.url))),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, site } = await requireOwnedProject(request, params, context, 'write');
  const owner = { projectId: site.id, userId: user.id };
  const page = `/projects/${site.id}/photos`;
  if (isPhotoUpload(request)) return uploadFromPage(request, context, owner, page);
  return editFromPage(context, owner, Object.fromEntries(await request.formData()), page);
}

export default function ProjectPhotos() {
  const { project, library, storage, done } = useLoaderData<typeof loader>();
  const result = (useActionData<typeof action>() as { photos?: PhotoActionResult } | undefined)?.photos;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="text-sm">
        <Link to={`/projects/${project.id}`} className="font-medium text-brand-700 underline">
          Back to {project.name}
        </Link>
      </p>
      <PhotoLibrary
        projectId={project.id}
        library={library}
        storage={storage}
        done={done}
        result={result}
        level={1}
        shownWhen={project.completed ? SHOWN_ONCE_PUBLISHED : undefined}
        after={project.completed ? <PublishImagesForm projectId={project.id} /> : undefined}
        intro={
          <>
            For <span dir="auto">{project.name}</span>.
          </>
        }
      />
    </div>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
