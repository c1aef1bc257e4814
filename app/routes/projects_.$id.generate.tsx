import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useParams } from '@remix-run/react';
import { requireUser } from '~/utils/auth.server';
import { safeReturnTo } from '~core/auth/return-to';
import { beginGeneration } from '~core/models/begin-generation.server';
import { parseProjectId } from '~core/lib/projects';

export const meta: MetaFunction = () => [{ title: 'Generation Failed | Fairstack' }, { name: 'robots', content: 'noindex' }];

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/projects/${encodeURIComponent(params.id ?? '')}`);
}

/**
 * The form behind 'Generate Website with AI' / 'Try Again' when JavaScript is off (with it, the button
 * calls the API). Starts the same way the API does, then returns to the page the form came from.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), `/projects/${params.id}`);
  const id = parseProjectId(params.id);
  if (!id) throw new Response('Project not found', { status: 404 });
  const started = await beginGeneration(context.env, { projectId: id, userId: user.id, requestUrl: request.url });
  if (started.ok) return redirect(returnTo);
  if (started.status === 404) throw new Response('Project not found', { status: 404 });
  const headers: HeadersInit = 'retryAfterSeconds' in started && started.retryAfterSeconds ? { 'Retry-After': String(started.retryAfterSeconds) } : {};
  return data({ message: started.message, returnTo }, { status: started.status, headers });
}

export default function GenerateFailed() {
  const result = useActionData<typeof action>();
  const { id } = useParams();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Generation Failed</h1>
      <p className="mt-4 text-slate-700">{result?.message ?? 'The generation could not be started.'}</p>
      <Link to={result?.returnTo ?? `/projects/${id}`} className="btn-primary mt-8">
        Back to the project
      </Link>
    </section>
  );
}
