import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BackToDashboard } from '~/components/back-to-dashboard';
import { PriceBreakdown } from '~/components/projects/price-breakdown';
import { estimateFor } from '~/components/projects/template-options';
import { useToast } from '~/components/toaster';
import { formatUsd, decimalToCents } from '~core/lib/money';
import { priceFor } from '~core/lib/pricing';
import {
  BUSINESS_TYPES,
  businessTypeForCategory,
  DESCRIPTION_MAX,
  MISSING_INFORMATION,
  NAME_MAX,
  onlyMissingFields,
  projectFieldErrors,
  projectSchema,
  REQUIREMENTS_MAX,
} from '~core/lib/schemas/project';
import { formFieldErrors } from '~core/lib/outcome';
import { createProject } from '~core/models/projects.server';
import { getPriceSettings } from '~core/models/settings.server';
import { listActiveTemplates } from '~core/models/templates.server';
import { requireUser } from '~/utils/auth.server';
import { fieldErrorHelpers } from '~/components/ui/field-errors';

export const meta: MetaFunction = () => [
  { title: 'Create a website | Fairstack' },
  { name: 'description', content: 'Describe your business, pick a template and see the price before you pay.' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const [templates, priceSettings] = await Promise.all([listActiveTemplates(context.env), getPriceSettings(context.env)]);
  return { templates, priceSettings };
}

/** What the form sent back with its errors, so a refused form keeps what was typed (docs/decisions/159). */
const KEPT_FIELDS = ['name', 'businessType', 'description', 'requirements', 'templateId'] as const;
const TEXT_ECHO_MAX = Math.max(NAME_MAX, DESCRIPTION_MAX, REQUIREMENTS_MAX);
type KeptValues = Partial<Record<(typeof KEPT_FIELDS)[number], string>>;

type ActionData = {
  errors: Record<string, string | undefined>;
  formError: string | null;
  missing: boolean;
  values: KeptValues;
};

function keptValues(form: Record<string, FormDataEntryValue>): KeptValues {
  const values: KeptValues = {};
  for (const key of KEPT_FIELDS) {
    const value = form[key];
    // Only text, and no more than any field accepts: the echo is never larger than a valid form.
    if (typeof value === 'string') values[key] = value.slice(0, TEXT_ECHO_MAX);
  }
  return values;
}

/** Also the no-JavaScript target of the 'Generate Your Website' dialog (it sends a subset of the fields). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = Object.fromEntries(await request.formData());
  const parsed = projectSchema.safeParse(form);
  if (!parsed.success) {
    const errors = projectFieldErrors(parsed.error);
    const missing = onlyMissingFields(errors);
    return data<ActionData>(
      {
        errors,
        formError: missing ? MISSING_INFORMATION.description : 'Please correct the highlighted fields.',
        missing,
        values: keptValues(form),
      },
      { status: 400 },
    );
  }
  const result = await createProject(context.env, user.id, parsed.data);
  if (!result.ok) {
    return data<ActionData>(
      { errors: formFieldErrors(result), formError: result.message, missing: false, values: keptValues(form) },
      { status: result.status },
    );
  }
  // Next: the "What we understood" step, then checkout (docs/decisions/143).
  return redirect(`/projects/${result.project.id}/facts?created=1`);
}

export default function CreatePage() {
  const { templates, priceSettings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const toast = useToast();
  const id = useId();
  const kept = actionData?.values ?? {};
  const [templateId, setTemplateId] = useState(kept.templateId ?? '');
  const [businessType, setBusinessType] = useState(kept.businessType ?? '');
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined> | null>(null);
  const errors = clientErrors ?? actionData?.errors ?? {};
  const pending = navigation.state !== 'idle' && navigation.formAction === '/create';
  const estimate = estimateFor(templates, templateId, priceSettings);
  const firstInvalid = useRef<HTMLElement | null>(null);

  // A server answer replaces any client-side errors and gets the spec's toast.
  useEffect(() => {
    if (!actionData) return;
    setClientErrors(null);
    if (actionData.missing) toast({ ...MISSING_INFORMATION, variant: 'destructive' });
    else toast({ title: 'Creation Failed', description: actionData.formError ?? 'Failed to create project', variant: 'destructive' });
  }, [actionData, toast]);

  function chooseTemplate(value: string) {
    setTemplateId(value);
    const template = templates.find((t) => String(t.id) === value);
    if (template) setBusinessType(businessTypeForCategory(template.category));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = projectSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const fieldErrors = projectFieldErrors(parsed.error);
    setClientErrors(fieldErrors);
    if (onlyMissingFields(fieldErrors)) toast({ ...MISSING_INFORMATION, variant: 'destructive' });
    const first = Object.keys(fieldErrors)[0];
    firstInvalid.current = event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`);
    firstInvalid.current?.focus();
  }

  const { field, error } = fieldErrorHelpers(id, errors);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Create your website</h1>
      <p className="mt-2 text-slate-700">Tell us about your business. You pay once, after you see the price.</p>

      <Form method="post" action="/create" onSubmit={onSubmit} noValidate className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {actionData?.formError && !clientErrors ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">{actionData.missing ? MISSING_INFORMATION.title : 'Creation Failed'}</p>
              <p>{actionData.formError}</p>
            </div>
          ) : null}
          <section className="card space-y-4" aria-labelledby={`${id}-details`}>
            <h2 id={`${id}-details`} className="text-lg font-semibold">
              Business details
            </h2>
            <div>
              <label className="field-label" htmlFor={`${id}-name`}>
                Business Name <span aria-hidden="true">*</span>
              </label>
              <input {...field('name')} defaultValue={kept.name} required maxLength={100} className="field-input" autoComplete="organization" />
              {error('name')}
            </div>
            <div>
              <label className="field-label" htmlFor={`${id}-businessType`}>
                Business Type <span aria-hidden="true">*</span>
              </label>
              <select
                {...field('businessType')}
                className="field-input"
                value={businessType}
                onChange={(e) => setBusinessType(e.target.value)}
              >
                <option value="">Select a business type</option>
                {BUSINESS_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
              {error('businessType')}
            </div>
            <div>
              <label className="field-label" htmlFor={`${id}-description`}>
                Description
              </label>
              <textarea
                {...field('description')}
                defaultValue={kept.description}
                rows={4}
                maxLength={5000}
                className="field-input"
                placeholder="What you do, for whom, and what makes you different."
              />
              {error('description')}
            </div>
            <div>
              <label className="field-label" htmlFor={`${id}-requirements`}>
                Requirements
              </label>
              {/* Requirements are instructions to the generator and never published (docs/decisions/147). */}
              <p id={`${id}-requirements-hint`} className="mt-1 text-sm text-slate-700">
                Instructions for the generator (tone, colours, what to stress). They stay private and never appear on your website.
              </p>
              <textarea
                {...field('requirements')}
                defaultValue={kept.requirements}
                aria-describedby={[`${id}-requirements-hint`, field('requirements')['aria-describedby']].filter(Boolean).join(' ')}
                rows={3}
                maxLength={5000}
                className="field-input"
                placeholder="Pages, features or a tone of voice you want."
              />
              {error('requirements')}
            </div>
          </section>

          <fieldset className="card" aria-describedby={errors.templateId ? `${id}-templateId-error` : undefined}>
            <legend className="text-lg font-semibold">Template</legend>
            <p className="mt-1 text-sm text-slate-700">Optional. A template sets the look, the sections and the base price.</p>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              <TemplateChoice
                value=""
                name="No specific template"
                detail={`Base price ${formatUsd(priceSettings.defaultBasePriceCents)}`}
                checked={templateId === ''}
                onChange={chooseTemplate}
              />
              {templates.map((t) => (
                <TemplateChoice
                  key={t.id}
                  value={String(t.id)}
                  name={t.name}
                  category={t.category}
                  description={t.description}
                  detail={`Base price $${t.basePrice} · ${formatUsd(priceFor(decimalToCents(t.basePrice), priceSettings).totalCents)} in total`}
                  checked={templateId === String(t.id)}
                  onChange={chooseTemplate}
                />
              ))}
            </div>
            {error('templateId')}
          </fieldset>
        </div>

        <aside className="lg:col-span-1" aria-labelledby={`${id}-pricing`}>
          <div className="card lg:sticky lg:top-24">
            <h2 id={`${id}-pricing`} className="text-lg font-semibold">
              Pricing
            </h2>
            <div className="mt-2">
              <PriceBreakdown
                price={estimate}
                feePercent={priceSettings.serviceFeePercent}
                note="Pay once per website, no subscription. The price is confirmed at checkout."
              />
            </div>
            <button type="submit" className="btn-primary mt-6 w-full" disabled={pending}>
              {pending ? 'Creating...' : 'Create Project'}
            </button>
          </div>
        </aside>
      </Form>
    </div>
  );
}

function TemplateChoice({
  value,
  name,
  category,
  description,
  detail,
  checked,
  onChange,
}: {
  value: string;
  name: string;
  category?: string;
  description?: string;
  detail: string;
  checked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border p-4 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300'
      }`}
    >
      <input
        type="radio"
        name="templateId"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <span>
        <span className="block font-semibold text-slate-900">{name}</span>
        {category ? <span className="block text-xs font-medium uppercase tracking-wide text-brand-700">{category}</span> : null}
        {description ? <span className="mt-1 block text-slate-700">{description}</span> : null}
        <span className="mt-1 block text-slate-700">{detail}</span>
      </span>
    </label>
  );
}
