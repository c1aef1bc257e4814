import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Field } from '~/components/admin/field';
import { InlineNotice, useNoticeToast } from '~/components/admin/notice';
import type { Notice } from '~core/lib/admin-notices';
import { formErrors } from '~core/lib/schemas/admin';
import { INCIDENT_STATE_LABELS, INCIDENT_STATES, INCIDENT_SUMMARY_MAX, INCIDENT_TITLE_MAX, incidentSchema, incidentStateSchema } from '~core/lib/schemas/incident';
import { currentPanelActor } from '~core/models/admin-auth.server';
import { createIncident, deleteIncident, listIncidents, setIncidentStatus } from '~core/models/incidents.server';
import { invalidateStatusReport } from '~core/models/status.server';
import { getPanelSession, PANEL_LOGIN_REQUIRED } from '~/utils/admin-guard.server';
import { clientIp } from '~core/auth/admin-session.server';
import { INCIDENT_WRITE_RULES, writeRefusedFor } from '~core/platform/write-limit.server';
import { privateFormHeaders } from '~core/lib/http-cache';

/**
 * The status page's incidents, kept in the admin panel (docs/decisions/174). Plain forms: everything works
 * without JavaScript. Only a panel session may read or write; writes are rate limited per client address.
 */
export const headers = privateFormHeaders;

/** How many incidents the panel lists (the status page shows fewer). */
const PANEL_LIST = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getPanelSession(request, context))) return null;
  return { incidents: await listIncidents(context.env, PANEL_LIST) };
}

type ActionResult = { ok: boolean; intent: string; notice: Notice; fieldErrors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const answer = (result: ActionResult, init?: number | ResponseInit) => data(result, typeof init === 'number' ? { status: init } : init);
  if (!(await getPanelSession(request, context))) return answer({ ...PANEL_LOGIN_REQUIRED, intent }, 401);
  const env = context.env;
  const retryAfter = await writeRefusedFor(env, `incidents:${clientIp(request) ?? 'local'}`, INCIDENT_WRITE_RULES);
  if (retryAfter !== null) {
    const notice: Notice = { title: 'Too many changes', description: `Try again in ${retryAfter} seconds.`, variant: 'destructive' };
    return answer({ ok: false, intent, notice }, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
  }
  const actor = await currentPanelActor(env, request);

  if (intent === 'create') {
    const values = { title: String(form.get('title') ?? ''), summary: String(form.get('summary') ?? ''), status: String(form.get('status') ?? '') };
    const parsed = incidentSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = formErrors(parsed.error);
      const notice: Notice = { title: 'Incident not posted', description: Object.values(fieldErrors)[0], variant: 'destructive' };
      return answer({ ok: false, intent, notice, fieldErrors, values }, 400);
    }
    await createIncident(env, actor, parsed.data);
    invalidateStatusReport();
    return answer({ ok: true, intent, notice: { title: 'Incident posted', description: 'It is on the status page now.' } });
  }

  if (intent !== 'status' && intent !== 'delete') {
    return answer({ ok: false, intent, notice: { title: 'Unknown action', variant: 'destructive' } }, 400);
  }
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return answer({ ok: false, intent, notice: { title: 'Incident not found', variant: 'destructive' } }, 404);

  if (intent === 'status') {
    const parsed = incidentStateSchema.safeParse({ status: form.get('status') });
    if (!parsed.success) {
      const fieldErrors = formErrors(parsed.error);
      return answer({ ok: false, intent, notice: { title: 'Incident not changed', description: fieldErrors.status, variant: 'destructive' }, fieldErrors }, 400);
    }
    const updated = await setIncidentStatus(env, actor, id, parsed.data.status);
    if (!updated) return answer({ ok: false, intent, notice: { title: 'Incident not found', variant: 'destructive' } }, 404);
    invalidateStatusReport();
    return answer({ ok: true, intent, notice: { title: 'Incident updated', description: `${updated.title}: ${INCIDENT_STATE_LABELS[updated.status]}` } });
  }

  if (!(await deleteIncident(env, actor, id))) return answer({ ok: false, intent, notice: { title: 'Incident not found', variant: 'destructive' } }, 404);
  invalidateStatusReport();
  return answer({ ok: true, intent, notice: { title: 'Incident removed' } });
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function StateSelect({ id, defaultValue, label }: { id: string; defaultValue: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} name="status" defaultValue={defaultValue} className="field-input mt-0 w-40 py-1">
        {INCIDENT_STATES.map((s) => (
          <option key={s} value={s}>
            {INCIDENT_STATE_LABELS[s]}
          </option>
        ))}
      </select>
    </>
  );
}

export default function AdminIncidents() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useNoticeToast(result);
  if (!loaded) return null;
  const created = result?.intent === 'create' ? result : undefined;
  const errors = created && !created.ok ? (created.fieldErrors ?? {}) : {};
  const values = created && !created.ok ? created.values : undefined;
  const busy = navigation.state !== 'idle';

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="incident-list-heading" className="min-w-0">
        <h2 id="incident-list-heading" className="text-lg font-semibold">
          Status page incidents
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The newest ones appear on the{' '}
          <Link to="/status" className="font-medium text-brand-700 underline">
            status page
          </Link>
          , beside the measured state of each service.
        </p>
        <InlineNotice notice={result?.notice} />
        {loaded.incidents.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">No incidents yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {loaded.incidents.map((i) => (
              <li key={`${i.id}-${i.status}`} className="card" data-testid="admin-incident">
                <h3 className="font-semibold">{i.title}</h3>
                <p className="text-xs text-slate-600">Posted {dateTime.format(new Date(i.createdAt))} UTC</p>
                <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{i.summary}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="id" value={i.id} />
                    <StateSelect id={`incident-${i.id}-status`} defaultValue={i.status} label={`State of ${i.title}`} />
                    <button type="submit" className="btn-secondary px-3 py-1" disabled={busy}>
                      Save<span className="sr-only"> state of {i.title}</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={i.id} />
                    <button type="submit" className="btn-ghost px-3 py-1 text-red-800" disabled={busy}>
                      Remove<span className="sr-only"> {i.title}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="incident-form-heading" className="card">
        <h2 id="incident-form-heading" className="text-lg font-semibold">
          Post an incident
        </h2>
        <Form method="post" noValidate className="mt-4 grid gap-4" key={created?.ok ? `done-${loaded.incidents.length}` : 'form'}>
          <input type="hidden" name="intent" value="create" />
          <Field id="incident-title" name="title" label="Title" required maxLength={INCIDENT_TITLE_MAX} defaultValue={values?.title ?? ''} error={errors.title} />
          <div>
            <label htmlFor="incident-summary" className="field-label">
              Summary<span aria-hidden="true" className="text-red-700"> *</span>
            </label>
            <textarea
              id="incident-summary"
              name="summary"
              rows={4}
              required
              maxLength={INCIDENT_SUMMARY_MAX}
              defaultValue={values?.summary ?? ''}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={errors.summary ? 'incident-summary-error' : undefined}
              className="field-input"
            />
            {errors.summary ? (
              <p id="incident-summary-error" className="field-error">
                {errors.summary}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="incident-status" className="field-label">
              State
            </label>
            <select
              id="incident-status"
              name="status"
              defaultValue={values?.status ?? 'investigating'}
              aria-invalid={errors.status ? true : undefined}
              aria-describedby={errors.status ? 'incident-status-error' : undefined}
              className="field-input"
            >
              {INCIDENT_STATES.map((s) => (
                <option key={s} value={s}>
                  {INCIDENT_STATE_LABELS[s]}
                </option>
              ))}
            </select>
            {errors.status ? (
              <p id="incident-status-error" className="field-error">
                {errors.status}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Posting...' : 'Post incident'}
          </button>
        </Form>
      </section>
    </div>
  );
}
