import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useRef } from 'react';
import { VERSION_KIND_LABELS } from '~/lib/sites/versions';
import { useFocusWhenLost } from '~/lib/use-focus-when-lost';
import { ownedSite } from '~core/access/projects.server';
import { listVersions, restoreOwnVersion } from '~core/models/site-versions.server';
import { requireUser } from '~/utils/auth.server';
import { parseProjectId } from '~core/lib/projects';
import { PROJECT_NOT_FOUND } from '~core/lib/outcome';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Versions of ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];

/** Every version of the owner's site, newest first; anyone else gets the same 404 as a missing project. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseProjectId(params.id);
  const site = id ? await ownedSite(context.env, id, user.id, 'read') : null;
  if (!site) throw new Response('Project not found', { status: 404 });
  const versions = await listVersions(context.env, site.id, site.currentVersion);
  const restored = new URL(request.url).searchParams.get('restored');
  return {
    project: { id: site.id, name: site.name, slug: site.slug, status: site.status, currentVersion: site.currentVersion },
    versions,
    restored: restored && /^\d{1,9}$/.test(restored) ? Number(restored) : null,
  };
}

/** Restore: a new version serving the old files. Works as a plain form post. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const result = await restoreOwnVersion(context.env, user.id, params.id, Object.fromEntries(await request.formData()));
  if (!result.ok) {
    if (result.code === PROJECT_NOT_FOUND.code) throw new Response(PROJECT_NOT_FOUND.message, { status: 404 });
    // What is live already is news, not a fault: said as a status, the site left as it is (docs/decisions/271).
    if (result.code === 'ALREADY_LIVE') return data({ notice: result.message }, { status: 409 });
    return data({ error: result.message }, { status: result.status });
  }
  return redirect(`/projects/${parseProjectId(params.id)}/versions?restored=${result.version}`);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The note says what changed in its own words ("Restored version 1"); the kind's label is for versions without one. */
function describe(v: { kind: keyof typeof VERSION_KIND_LABELS; note: string | null }) {
  return v.note ?? VERSION_KIND_LABELS[v.kind];
}

export default function SiteVersions() {
  const { project, versions, restored } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const restoredMessage = useRef<HTMLParagraphElement>(null);
  const resultMessage = useRef<HTMLParagraphElement>(null);
  // After a refused restore the page is not left again, so the answer takes the focus the disabled button dropped.
  useFocusWhenLost(restoredMessage, Boolean(restored) && !result);
  useFocusWhenLost(resultMessage, Boolean(result));
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6" aria-labelledby="versions-title">
      <p className="text-sm">
        <Link to={`/projects/${project.id}`} className="font-medium text-brand-700 underline">
          Back to {project.name}
        </Link>
      </p>
      <h1 id="versions-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        Versions
      </h1>
      <p className="mt-2 text-slate-700">
        Every version of <span dir="auto">{project.name}</span> is kept. Restoring one publishes it again as a new version, with its business facts, logo and photos; nothing is deleted.
      </p>
      {restored && !result ? (
        <p ref={restoredMessage} role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {`Version ${restored} is now live. `}
          <a href={`/sites/${project.slug}/`} target="_blank" rel="noopener" className="font-medium underline">
            View your site
          </a>
        </p>
      ) : null}
      {result && 'notice' in result ? (
        <p ref={resultMessage} role="status" className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-900">
          {result.notice}
        </p>
      ) : null}
      {result && 'error' in result ? (
        <p ref={resultMessage} role="alert" className="field-error mt-4">
          {result.error}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p className="mt-8 text-slate-700">This project has no generated website yet.</p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Versions of the site, newest first</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-4">Version</th>
                {/* On a phone the date goes under the version, so Restore stays in view without scrolling sideways. */}
                <th scope="col" className="hidden py-2 pr-4 sm:table-cell">Created</th>
                <th scope="col" className="py-2 pr-4">What changed</th>
                <th scope="col" className="py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version} className="border-b border-slate-100" data-testid="version-row" data-version={v.version}>
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    {`Version ${v.version}`}
                    {v.current ? <span className="ml-2 whitespace-nowrap rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">Live</span> : null}
                    {v.live && !v.current ? (
                      <span className="ml-2 whitespace-nowrap rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">Same as live</span>
                    ) : null}
                    <span className="block text-xs font-normal text-slate-600 sm:hidden">{dateFormat.format(new Date(v.createdAt))} UTC</span>
                  </th>
                  <td className="hidden py-3 pr-4 sm:table-cell">{dateFormat.format(new Date(v.createdAt))} UTC</td>
                  <td className="py-3 pr-4">{describe(v)}</td>
                  <td className="py-3">
                    <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap">
                      <a href={`/sites/${project.slug}/v/${v.version}/`} target="_blank" rel="noopener" className="btn-ghost">
                        Preview<span className="sr-only"> version {v.version}</span>
                      </a>
                      <a href={`/api/projects/${project.id}/download?version=${v.version}`} download className="btn-ghost">
                        Download zip<span className="sr-only"> of version {v.version}</span>
                      </a>
                      {!v.live && project.status === 'completed' ? (
                        <Form method="post">
                          <input type="hidden" name="version" value={v.version} />
                          <button type="submit" className="btn-secondary" disabled={busy}>
                            Restore<span className="sr-only"> version {v.version}</span>
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
