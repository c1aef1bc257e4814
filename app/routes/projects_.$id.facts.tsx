import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useId } from 'react';
import { BackToDashboard } from '~/components/back-to-dashboard';
import { useToast } from '~/components/toaster';
import { FactsForm } from '~/components/facts/facts-form';
import { PhotoLibrary } from '~/components/photos/photo-library';
import { editFromPage, isPhotoForm, isPhotoUpload, photoLibraryData, uploadFromPage, type PhotoActionResult } from '~/utils/photo-actions.server';
import { privateFormHeaders } from '~core/lib/http-cache';
import { factsToFormValues, readFactsSubmission, type FactsFieldErrors, type FactsFormValues } from '~core/lib/facts/form';
import { parseProjectId } from '~core/lib/projects';
import { factsDraftFor, saveFactsForUser } from '~core/models/facts.server';
import { projectFor, type ProjectNeed } from '~core/access/projects.server';
import { requireUser } from '~/utils/auth.server';
import { allowFactWrite } from '~core/platform/write-limit.server';

/**
 * "What we understood" (docs/decisions/143): between creating a project and paying for it, the owner sees
 * the facts read from their description as editable fields, corrects them and confirms. What is saved is
 * what the generated site may state. Owner only; works without JavaScript.
 */

export const headers = privateFormHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `What we understood: ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];

const NOT_FOUND = 'Project not found';

async function loadOwnProject(request: Request, context: LoaderFunctionArgs['context'], rawId: string | undefined, need: ProjectNeed) {
  const user = await requireUser(request, context);
  const id = parseProjectId(rawId);
  const project = id === null ? null : await projectFor(context.env, user, id, need);
  // Missing and foreign projects look the same: no existence leak.
  if (!project) throw data(NOT_FOUND, { status: 404 });
  return { user, project };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, project } = await loadOwnProject(request, context, params.id, 'read');
  // A generated site's facts are edited in the site editor, which also re-renders the site with them.
  if (project.status === 'completed') throw redirect(`/projects/${project.id}/edit#facts`);
  const draft = factsDraftFor(project);
  const url = new URL(request.url);
  return {
    project: { id: project.id, name: project.name, paid: project.paymentStatus === 'paid', description: project.description },
    values: factsToFormValues(draft.facts, draft.timetable),
    confirmed: draft.confirmed,
    notes: draft.notes,
    signInEmail: user.email || null,
    created: url.searchParams.get('created') === '1',
    photos: await photoLibraryData(context.env, { projectId: project.id, userId: user.id }, url),
  };
}

type ActionData = { values: FactsFormValues; errors: FactsFieldErrors; focus: string | null; revision: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, project } = await loadOwnProject(request, context, params.id, 'write');
  // The logo-and-photos forms on this page post here too (docs/decisions/184).
  const owner = { projectId: project.id, userId: user.id };
  const page = `/projects/${project.id}/facts`;
  if (isPhotoUpload(request)) return uploadFromPage(request, context, owner, page);
  const revision = crypto.randomUUID();
  const fields = Object.fromEntries(await request.formData());
  if (isPhotoForm(fields)) return editFromPage(context, owner, fields, page);
  const limit = await allowFactWrite(context.env, user.id);
  if (!limit.ok) {
    const values = readFactsSubmission(fields, user.email || null).values;
    return data<ActionData>({ values, errors: { form: limit.message }, focus: null, revision }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
  }
  const submission = readFactsSubmission(fields, user.email || null);
  if (submission.kind === 'rows') return data<ActionData>({ values: submission.values, errors: {}, focus: submission.focus, revision });
  if (submission.kind === 'invalid') return data<ActionData>({ values: submission.values, errors: submission.errors, focus: null, revision }, { status: 400 });
  const saved = await saveFactsForUser(context.env, user.id, project.id, submission.facts);
  if (!saved.ok) throw data(NOT_FOUND, { status: 404 });
  return redirect(`/checkout/${project.id}`);
}

export default function FactsStep() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | { photos: PhotoActionResult } | undefined;
  const result = actionData && 'revision' in actionData ? actionData : undefined;
  const photoResult = actionData && 'photos' in actionData ? actionData.photos : undefined;
  const navigation = useNavigation();
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { project, created } = loaded;

  // 'Project Created' after creation from the /create page; then tidy the address.
  useEffect(() => {
    if (!created) return;
    toast({ title: 'Project Created', description: 'Your project has been created successfully!' });
    navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [created, toast, navigate, location.pathname]);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      {created ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          Your project has been created successfully!
        </p>
      ) : null}
      <h1 id={`${id}-title`} className="mt-4 text-3xl font-bold text-slate-900">
        What we understood
      </h1>
      <p className="mt-2 text-slate-700">
        {loaded.confirmed
          ? `These are the facts you confirmed for ${project.name}. Your website states only these; change anything that is not right.`
          : `This is what we read in your description of ${project.name}. Your website will state only the facts you confirm here: correct anything that is wrong, add what is missing and remove what should not be shown.`}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Your own logo and photos make the site yours:{' '}
        <a href="#photos" className="font-medium text-brand-700 underline">
          add them below the facts
        </a>
        .
      </p>
      {project.description ? (
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">Your description</summary>
          <p className="mt-2 whitespace-pre-line">{project.description}</p>
        </details>
      ) : null}
      <div className="mt-6">
        <FactsForm
          key={result?.revision ?? 'loaded'}
          id={id}
          values={result?.values ?? loaded.values}
          errors={result?.errors ?? {}}
          focus={result?.focus ?? null}
          signInEmail={loaded.signInEmail}
          notes={loaded.notes}
          busy={busy}
          submitLabel={project.paid ? 'Save facts' : 'Confirm and continue to checkout'}
        />
      </div>
      <PhotoLibrary
        projectId={project.id}
        {...loaded.photos}
        result={photoResult}
        level={2}
        intro="They are saved as you add them, separately from the facts above."
      />
    </div>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
