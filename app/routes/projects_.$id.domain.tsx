import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { appOrigin } from '~core/platform/app-origin.server';
import { customDomainTarget, DOMAIN_RECHECK_DAYS, isCnameTarget, DOMAIN_RECHECK_EVERY_MINUTES, domainFormSchema } from '~core/lib/sites/domain';
import { resolverFromEnv } from '~core/lib/sites/dns.server';
import { customHostnamesFromEnv, syncCustomHostname } from '~core/lib/sites/custom-hostnames.server';
import { attachDomain, domainOf, removeDomain, verifyDomain } from '~core/models/custom-domains.server';
import { ownedSite, type ProjectNeed } from '~core/access/projects.server';
import { requireUser } from '~/utils/auth.server';
import { parseProjectId } from '~core/lib/projects';
import { PROJECT_NOT_FOUND } from '~core/lib/outcome';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Custom domain for ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];

/** The app's own host name: APP_ORIGIN's, never the request's Host (docs/decisions/153, 256). */
const appHost = (request: Request, env: Parameters<typeof appOrigin>[0]) => new URL(appOrigin(env, request.url)).hostname;

async function requireOwnedSite(request: Request, params: { id?: string }, env: Parameters<typeof ownedSite>[0], userId: string, need: ProjectNeed) {
  const id = parseProjectId(params.id);
  const site = id ? await ownedSite(env, id, userId, need) : null;
  if (!site) throw new Response('Project not found', { status: 404 });
  return site;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const site = await requireOwnedSite(request, params, context.env, user.id, 'read');
  return {
    project: { id: site.id, name: site.name, completed: site.status === 'completed' && site.currentVersion !== null },
    domain: await domainOf(context.env, site.id),
    target: customDomainTarget(appOrigin(context.env, request.url), context.env.SITES_HOST),
  };
}

/** attach / verify / remove; plain form posts. Bad names answer 400 with a field error and write nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const site = await requireOwnedSite(request, params, context.env, user.id, 'write');
  const form = Object.fromEntries(await request.formData());
  const before = await domainOf(context.env, site.id);
  // Keeps the Cloudflare for SaaS zone in step with what this request changed (a no-op without it).
  const sync = async () => syncCustomHostname(customHostnamesFromEnv(context.env), before, await domainOf(context.env, site.id));
  if (form.intent === 'verify') {
    const checked = await verifyDomain(context.env, resolverFromEnv(context.env), site.id);
    if (!checked) return data({ errors: { form: 'Add a domain first.' }, hostname: '' }, { status: 400 });
    await sync();
    return redirect(`/projects/${site.id}/domain`);
  }
  if (form.intent === 'remove') {
    await removeDomain(context.env, site.id);
    await sync();
    return redirect(`/projects/${site.id}/domain`);
  }
  const parsed = domainFormSchema.safeParse({ hostname: form.hostname });
  const raw = typeof form.hostname === 'string' ? form.hostname : '';
  if (!parsed.success) return data({ errors: { hostname: parsed.error.issues[0]?.message ?? 'Enter a domain name.' }, hostname: raw }, { status: 400 });
  const platformHosts = [appHost(request, context.env), context.env.SITES_HOST ?? '', context.env.APP_HOST ?? '', 'localhost'];
  const result = await attachDomain(context.env, { projectId: site.id, userId: user.id, hostname: parsed.data.hostname, platformHosts });
  if (!result.ok) {
    if (result.code === PROJECT_NOT_FOUND.code) return data({ errors: { form: 'Only a completed website can have a custom domain.' }, hostname: raw }, { status: 409 });
    return data({ errors: { hostname: result.message }, hostname: raw }, { status: result.status });
  }
  await sync();
  return redirect(`/projects/${site.id}/domain`);
}

const STATUS_TEXT = {
  pending: 'Pending: add the records below, then check them.',
  verified: 'Verified: your website is served at this domain.',
  failed: 'Failed: the TXT record was not found. Check it and try again (DNS changes can take up to 48 hours).',
} as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export default function CustomDomain() {
  const { project, domain, target } = useLoaderData<typeof loader>();
  const targetIsHostName = isCnameTarget(target);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors = (result?.errors ?? {}) as { hostname?: string; form?: string };
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6" aria-labelledby="domain-title">
      <p className="text-sm">
        <Link to={`/projects/${project.id}`} className="font-medium text-brand-700 underline">
          Back to {project.name}
        </Link>
      </p>
      <h1 id="domain-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        Custom domain
      </h1>
      <p className="mt-2 text-slate-700">
        Serve your website from your own domain. The{' '}
        <Link to="/domain-setup" className="font-medium text-brand-700 underline">
          domain setup guide
        </Link>{' '}
        explains registrars and DNS.
      </p>
      {errors.form ? (
        <p role="alert" className="field-error mt-4">
          {errors.form}
        </p>
      ) : null}
      {!project.completed ? (
        <p className="mt-8 text-slate-700">Generate your website first, then connect a domain.</p>
      ) : (
        <Form method="post" className="card mt-8" noValidate>
          <input type="hidden" name="intent" value="attach" />
          <label htmlFor="hostname" className="field-label">
            Domain name
          </label>
          <input
            id="hostname"
            name="hostname"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="www.example.com"
            defaultValue={result?.hostname ?? domain?.hostname ?? ''}
            className="field-input"
            required
            aria-invalid={errors.hostname ? true : undefined}
            aria-describedby={errors.hostname ? 'hostname-error' : undefined}
          />
          {errors.hostname ? (
            <p id="hostname-error" className="field-error">
              {errors.hostname}
            </p>
          ) : null}
          <button type="submit" className="btn-primary mt-4" disabled={busy}>
            {domain ? 'Change domain' : 'Add domain'}
          </button>
        </Form>
      )}
      {domain ? (
        <div className="card mt-8" aria-labelledby="records-title">
          <h2 id="records-title" className="text-lg font-semibold text-slate-900">
            {domain.hostname}
          </h2>
          <p className="mt-2" role="status" data-testid="domain-status" data-status={domain.status}>
            {STATUS_TEXT[domain.status]}
            {domain.status === 'verified' ? (
              <>
                {' '}
                <a href={`https://${domain.hostname}/`} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                  Visit {domain.hostname}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="domain-checked">
            {domain.checkedAt ? (
              <>
                {'Last checked '}
                <time dateTime={new Date(domain.checkedAt).toISOString()}>{dateFormat.format(new Date(domain.checkedAt))} UTC</time>.{' '}
              </>
            ) : (
              'Not checked yet. '
            )}
            {domain.status === 'verified'
              ? 'We check verified domains again once a day: keep both records in place, or the domain stops serving your website.'
              : `We check the records automatically every ${DOMAIN_RECHECK_EVERY_MINUTES} minutes for ${DOMAIN_RECHECK_DAYS} days after you add the domain, or check them now.`}
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">DNS records to create at your DNS provider</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-4">Type</th>
                  <th scope="col" className="py-2 pr-4">Name</th>
                  <th scope="col" className="py-2">Value</th>
                </tr>
              </thead>
              <tbody className="font-mono">
                <tr>
                  <td className="py-2 pr-4">TXT</td>
                  <td className="break-all py-2 pr-4">{domain.txtName}</td>
                  <td className="break-all py-2">{domain.txtValue}</td>
                </tr>
                <tr>
                  <td className="py-2 pr-4">CNAME</td>
                  <td className="break-all py-2 pr-4">{domain.hostname}</td>
                  <td className="break-all py-2">{target}</td>
                </tr>
              </tbody>
            </table>
          </div>
            {targetIsHostName ? null : (
              <p className="mt-2 text-sm text-slate-700" data-testid="cname-note">
                This server answers at {target}, a local address a CNAME record cannot name: on a deployed Fairstack this row shows the
                host name to point your domain at.
              </p>
            )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="verify" />
              <button type="submit" className="btn-primary" disabled={busy}>
                Check DNS records
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <button type="submit" className="btn-secondary" disabled={busy}>
                Remove domain
              </button>
            </Form>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
