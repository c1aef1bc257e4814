import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { data } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { useToast } from '~/components/toaster';
import { createTokenSchema, webhookEndpointSchema } from '~/lib/schemas/developer';
import { createApiToken, listApiTokens, revokeApiToken } from '~core/models/api-tokens.server';
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listWebhookEndpoints,
  WebhookUrlError,
} from '~core/models/webhooks.server';
import { requireUser } from '~/utils/auth.server';
import { Icon } from '~/components/icons';

export const meta: MetaFunction = () => [
  { title: 'Developer settings | Fairstack' },
  { name: 'description', content: 'Personal API tokens and webhook endpoints for the Fairstack API.' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [tokens, endpoints] = await Promise.all([
    listApiTokens(context.env, user.id),
    listWebhookEndpoints(context.env, user.id),
  ]);
  return data({ tokens, endpoints }, { headers: { 'Cache-Control': 'private, no-store' } });
}

type ActionResult =
  | { intent: 'create-token'; token: string; name: string }
  | { intent: 'create-webhook'; secret: string; url: string }
  | { intent: 'revoke-token' | 'remove-webhook'; done: true }
  | { intent: string; errors: Record<string, string> };

const idSchema = z.coerce.number().int().positive();

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const env = context.env;
  const failWith = (errors: Record<string, string>, status = 400) => data<ActionResult>({ intent, errors }, { status });

  switch (intent) {
    case 'create-token': {
      const parsed = createTokenSchema.safeParse({ name: form.get('name') ?? '' });
      if (!parsed.success) return failWith({ name: parsed.error.issues[0].message });
      const { token, summary } = await createApiToken(env, user.id, parsed.data.name);
      return data<ActionResult>({ intent, token, name: summary.name });
    }
    case 'revoke-token': {
      const id = idSchema.safeParse(form.get('tokenId'));
      if (!id.success || !(await revokeApiToken(env, user.id, id.data))) return failWith({ form: 'Token not found' }, 404);
      return data<ActionResult>({ intent, done: true });
    }
    case 'create-webhook': {
      const parsed = webhookEndpointSchema.safeParse({ url: form.get('url') ?? '' });
      if (!parsed.success) return failWith({ url: parsed.error.issues[0].message });
      try {
        const { endpoint, secret } = await createWebhookEndpoint(env, user.id, parsed.data.url);
        return data<ActionResult>({ intent, secret, url: endpoint.url });
      } catch (error) {
        if (error instanceof WebhookUrlError) return failWith({ url: error.message });
        throw error;
      }
    }
    case 'remove-webhook': {
      const id = idSchema.safeParse(form.get('endpointId'));
      if (!id.success || !(await disableWebhookEndpoint(env, user.id, id.data))) return failWith({ form: 'Endpoint not found' }, 404);
      return data<ActionResult>({ intent, done: true });
    }
    default:
      return failWith({ form: 'Unknown action' });
  }
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const when = (ms: number | null) => (ms ? `${dateFormat.format(new Date(ms))} UTC` : 'Never');

function SecretOnce({ label, value }: { label: string; value: string }) {
  const toast = useToast();
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">{label}</p>
      <p className="mt-1 text-sm text-amber-900">Copy it now: it will not be shown again.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid="secret-once" className="break-all rounded bg-white px-2 py-1 text-sm">
          {value}
        </code>
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => toast({ title: 'Copied' }),
              () => toast({ title: 'Copy Failed', description: 'Please select and copy manually', variant: 'destructive' }),
            )
          }
        >
          Copy
        </button>
      </div>
    </div>
  );
}

export default function DeveloperSettings() {
  const { tokens, endpoints } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const errors = result && 'errors' in result ? result.errors : {};
  const tokenForm = useRef<HTMLFormElement>(null);
  const hookForm = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result && 'token' in result) tokenForm.current?.reset();
    if (result && 'secret' in result) hookForm.current?.reset();
  }, [result]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <Icon name="arrowLeft" className="h-4 w-4" />
        Back to dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Developer settings</h1>
      <p className="mt-2 text-slate-700">
        Use the <Link to="/api-reference" className="text-brand-700 underline">Fairstack API</Link> from your own
        servers with a personal token, and receive events when a generation completes or fails.
      </p>

      <section aria-labelledby="tokens-heading" className="card mt-8">
        <h2 id="tokens-heading" className="text-xl font-semibold">
          API tokens
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Send as <code>Authorization: Bearer &lt;token&gt;</code>. Tokens act as you, never with admin rights.
        </p>
        <Form method="post" ref={tokenForm} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="create-token" />
          <div className="min-w-[16rem] flex-1">
            <label htmlFor="token-name" className="field-label">
              Token name
            </label>
            <input
              id="token-name"
              name="name"
              className="field-input"
              placeholder="e.g. CI pipeline"
              maxLength={60}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'token-name-error' : undefined}
            />
            {errors.name ? (
              <p id="token-name-error" className="field-error">
                {errors.name}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Create token
          </button>
        </Form>
        {result && 'token' in result ? <SecretOnce label={`Token "${result.name}" created`} value={result.token} /> : null}
        {tokens.length === 0 ? (
          <p className="mt-6 text-sm text-slate-600">No tokens yet.</p>
        ) : (
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">Your API tokens</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2">Name</th>
                <th scope="col">Token</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id} className="border-b border-slate-100">
                  <td className="py-2 font-medium">{t.name}</td>
                  <td><code>{t.prefix}…</code></td>
                  <td>{when(t.createdAt)}</td>
                  <td>{t.revokedAt ? 'Revoked' : when(t.lastUsedAt)}</td>
                  <td className="text-right">
                    {t.revokedAt ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke-token" />
                        <input type="hidden" name="tokenId" value={t.id} />
                        <button type="submit" className="btn-ghost text-red-700" aria-label={`Revoke token ${t.name}`}>
                          Revoke
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="webhooks-heading" className="card mt-8">
        <h2 id="webhooks-heading" className="text-xl font-semibold">
          Webhooks
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          We POST <code>project.generation.completed</code> and <code>project.generation.failed</code> events as JSON,
          signed in the <code>Fairstack-Signature</code> header (<code>t=…,v1=HMAC-SHA256(secret, t + "." + body)</code>),
          and retry failed deliveries with backoff for about seven hours.
        </p>
        <Form method="post" ref={hookForm} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="create-webhook" />
          <div className="min-w-[16rem] flex-1">
            <label htmlFor="webhook-url" className="field-label">
              Endpoint URL (HTTPS)
            </label>
            <input
              id="webhook-url"
              name="url"
              type="url"
              className="field-input"
              placeholder="https://example.com/hooks/fairstack"
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={errors.url ? 'webhook-url-error' : undefined}
            />
            {errors.url ? (
              <p id="webhook-url-error" className="field-error">
                {errors.url}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Add endpoint
          </button>
        </Form>
        {result && 'secret' in result ? <SecretOnce label={`Signing secret for ${result.url}`} value={result.secret} /> : null}
        {endpoints.length === 0 ? (
          <p className="mt-6 text-sm text-slate-600">No endpoints yet.</p>
        ) : (
          <ul className="mt-6 space-y-4">
            {endpoints.map((e) => (
              <li key={e.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <code className="break-all text-sm">{e.url}</code>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-webhook" />
                    <input type="hidden" name="endpointId" value={e.id} />
                    <button type="submit" className="btn-ghost text-red-700" aria-label={`Remove endpoint ${e.url}`}>
                      Remove
                    </button>
                  </Form>
                </div>
                {e.deliveries.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-600">No deliveries yet.</p>
                ) : (
                  <table className="mt-3 w-full text-left text-sm">
                    <caption className="sr-only">Recent deliveries to {e.url}</caption>
                    <thead className="text-slate-600">
                      <tr>
                        <th scope="col">Event</th>
                        <th scope="col">Status</th>
                        <th scope="col">Attempts</th>
                        <th scope="col">Last response</th>
                      </tr>
                    </thead>
                    <tbody>
                      {e.deliveries.map((d) => (
                        <tr key={d.id}>
                          <td>{d.eventType}</td>
                          <td>{d.status}</td>
                          <td>{d.attempts}</td>
                          <td>{d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? '—')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
