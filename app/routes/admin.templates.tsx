import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useActionData, useFetcher, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Field } from '~/components/admin/field';
import { InlineNotice, useNoticeToast } from '~/components/admin/notice';
import { useZodForm } from '~/components/admin/use-zod-form';
import { NOTICES, type Notice } from '~core/lib/admin-notices';
import { formFieldErrors } from '~core/lib/outcome';
import { formErrors, templateSchema } from '~core/lib/schemas/admin';
import { currentPanelActor } from '~core/models/admin-auth.server';
import { createTemplate, getTemplate, listAllTemplates, setTemplateActive, updateTemplate } from '~core/models/admin-templates.server';
import type { TemplateDto } from '~core/models/templates.server';
import { getPanelSession, PANEL_LOGIN_REQUIRED } from '~/utils/admin-guard.server';
import { invalidates, PRICE_PAGES, privateFormHeaders } from '~core/lib/http-cache';

export const headers = privateFormHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getPanelSession(request, context))) return null;
  const editId = Number(new URL(request.url).searchParams.get('edit'));
  const [templates, editing] = await Promise.all([
    listAllTemplates(context.env),
    Number.isInteger(editId) && editId > 0 ? getTemplate(context.env, editId) : null,
  ]);
  return { templates, editing };
}

type TemplateActionResult = {
  ok: boolean;
  intent: string;
  notice: Notice;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  templateId?: number;
};

const FIELDS = ['name', 'description', 'category', 'imageUrl', 'basePrice'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  // A changed template changes the prices and the gallery that public pages show (docs/decisions/259).
  const answer = (result: TemplateActionResult, status = 200) => data(result, { status, headers: result.ok ? invalidates(PRICE_PAGES) : undefined });
  if (!(await getPanelSession(request, context))) return answer({ ...PANEL_LOGIN_REQUIRED, intent }, 401);
  const env = context.env;
  const actor = await currentPanelActor(env, request);
  const id = Number(form.get('id'));

  if (intent === 'create' || intent === 'update') {
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    const failed = intent === 'create' ? NOTICES.templateCreateFailed : NOTICES.templateUpdateFailed;
    const parsed = templateSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = formErrors(parsed.error);
      return answer({ ok: false, intent, notice: failed(Object.values(fieldErrors)[0]), fieldErrors, values }, 400);
    }
    const result =
      intent === 'create' ? await createTemplate(env, actor, parsed.data) : await updateTemplate(env, actor, id, parsed.data);
    if (!result.ok) {
      return answer({ ok: false, intent, notice: failed(result.message), fieldErrors: formFieldErrors(result), values }, result.status);
    }
    const notice = intent === 'create' ? NOTICES.templateCreated : NOTICES.templateUpdated(result.template.name);
    return answer({ ok: true, intent, notice, templateId: result.template.id });
  }

  if (intent === 'deactivate' || intent === 'activate') {
    const result = await setTemplateActive(env, actor, id, intent === 'activate');
    if (!result.ok) return answer({ ok: false, intent, notice: NOTICES.templateUpdateFailed(result.message) }, result.status);
    return answer({ ok: true, intent, notice: NOTICES.templateActivated(result.template.name, result.template.isActive), templateId: id });
  }
  return answer({ ok: false, intent, notice: NOTICES.templateUpdateFailed('Unknown action.') }, 400);
}

const FORM_FETCHER = 'admin-template-form';

function TemplateForm({ editing }: { editing: TemplateDto | null }) {
  const fetcher = useFetcher<typeof action>({ key: FORM_FETCHER });
  const actionData = useActionData<typeof action>();
  const navigate = useNavigate();
  const result = [fetcher.data, actionData].find((r) => r && (r.intent === 'create' || r.intent === 'update'));
  const failed = result && !result.ok ? result : undefined;
  const { errors, onSubmit } = useZodForm(templateSchema, failed?.fieldErrors);
  const [resetCount, setResetCount] = useState(0);

  useEffect(() => {
    if (!fetcher.data?.ok) return;
    if (fetcher.data.intent === 'create') setResetCount((n) => n + 1);
    if (fetcher.data.intent === 'update') navigate('/admin/templates', { replace: true });
  }, [fetcher.data, navigate]);

  const values = failed?.values;
  const initial = (field: (typeof FIELDS)[number], fallback: string | null | undefined) => values?.[field] ?? fallback ?? '';
  const busy = fetcher.state !== 'idle';
  const mode = editing ? 'update' : 'create';
  return (
    <section aria-labelledby="template-form-heading" className="card">
      <h2 id="template-form-heading" className="text-lg font-semibold">
        {editing ? `Edit template: ${editing.name}` : 'Create a template'}
      </h2>
      <fetcher.Form
        key={editing ? `edit-${editing.id}` : `create-${resetCount}`}
        method="post"
        action="/admin/templates"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value={mode} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <Field id="template-name" name="name" label="Name" required maxLength={80} defaultValue={initial('name', editing?.name)} error={errors.name} />
        <div>
          <label htmlFor="template-description" className="field-label">
            Description
          </label>
          <textarea
            id="template-description"
            name="description"
            rows={3}
            maxLength={1000}
            defaultValue={initial('description', editing?.description)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'template-description-error' : undefined}
            className="field-input"
          />
          {errors.description ? (
            <p id="template-description-error" className="field-error">
              {errors.description}
            </p>
          ) : null}
        </div>
        <Field
          id="template-category"
          name="category"
          label="Category"
          required
          maxLength={60}
          placeholder="E-commerce, Restaurant, Portfolio…"
          defaultValue={initial('category', editing?.category)}
          error={errors.category}
        />
        <Field
          id="template-image"
          name="imageUrl"
          label="Image URL"
          type="url"
          placeholder="https://…"
          defaultValue={initial('imageUrl', editing?.imageUrl)}
          error={errors.imageUrl}
        />
        <Field
          id="template-price"
          name="basePrice"
          label="Base price (USD)"
          required
          type="number"
          step="0.01"
          min="1"
          max="10000"
          inputMode="decimal"
          hint="Between 1.00 and 10000.00. The service fee is added on top."
          defaultValue={initial('basePrice', editing?.basePrice)}
          error={errors.basePrice}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save changes' : 'Create Template'}
          </button>
          {editing ? (
            <Link to="/admin/templates" className="btn-ghost">
              Cancel
            </Link>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}

function ToggleActive({ template }: { template: TemplateDto }) {
  const fetcher = useFetcher<typeof action>();
  useNoticeToast(fetcher.data);
  const intent = template.isActive ? 'deactivate' : 'activate';
  return (
    <fetcher.Form method="post" action="/admin/templates">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={template.id} />
      <button type="submit" className="btn-ghost px-2 py-1" disabled={fetcher.state !== 'idle'}>
        {template.isActive ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {template.name}</span>
      </button>
    </fetcher.Form>
  );
}

export default function AdminTemplates() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useNoticeToast(useFetcher<typeof action>({ key: FORM_FETCHER }).data);
  if (!loaded) return null;
  const { templates, editing } = loaded;
  return (
    <div>
      <h2 className="sr-only">Templates</h2>
      <InlineNotice notice={actionData?.notice} />
      {/* min-w-0: the list keeps the screen's width and its table scrolls in its own box (docs/decisions/178, 259). */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="template-list-heading" className="min-w-0">
          <h3 id="template-list-heading" className="text-lg font-semibold">
            All templates ({templates.length})
          </h3>
          <div className="relative mt-4 overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">Name</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Category</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">Base price</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {templates.map((t) => (
                  <tr key={t.id} data-testid={`template-row-${t.id}`}>
                    <td className="px-3 py-2">
                      <p className="font-medium text-slate-900">{t.name}</p>
                      {t.description ? <p className="line-clamp-1 text-xs text-slate-600">{t.description}</p> : null}
                    </td>
                    <td className="px-3 py-2">{t.category}</td>
                    <td className="px-3 py-2 text-right tabular-nums">${t.basePrice}</td>
                    <td className="px-3 py-2">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                          t.isActive ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'
                        }`}
                      >
                        {t.isActive ? 'Active' : 'Inactive'}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex items-center justify-end gap-1">
                        <Link to={`?edit=${t.id}`} className="btn-ghost px-2 py-1">
                          Edit<span className="sr-only"> {t.name}</span>
                        </Link>
                        <ToggleActive template={t} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <TemplateForm editing={editing} />
      </div>
    </div>
  );
}
