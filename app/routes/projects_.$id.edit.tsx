import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { EDIT_SECTIONS, fieldErrors, isEditSection, type EditSection } from '~/lib/sites/edit-forms';
import { REGENERABLE_SECTIONS, regenerateSectionSchema, SECTION_REGENERATION_DAILY_LIMIT } from '~/lib/sites/regenerate';
import { regenerateSection, sectionRegenerationsLeft } from '~/models/section-regeneration.server';
import { applySection, editableSite, publishEdit, sectionValues } from '~/models/site-edits.server';
import { requireUser } from '~/utils/auth.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];

function projectId(param: string | undefined): number | null {
  return /^[1-9]\d{0,9}$/.test(param ?? '') ? Number(param) : null;
}

const SECTION_ORDER: EditSection[] = ['hero', 'services', 'hours', 'about', 'contact', 'closing'];

/** The owner's completed site, section by section, with its words in editable fields. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = projectId(params.id);
  const found = id ? await editableSite(context.env, id, user.id) : null;
  if (!found) throw new Response('Project not found', { status: 404 });
  const { site, source } = found;
  const url = new URL(request.url);
  const saved = url.searchParams.get('saved');
  const regenerated = url.searchParams.get('regenerated');
  return {
    regenerationsLeft: await sectionRegenerationsLeft(context.env, site.id),
    regenerated: regenerated && /^\d{1,9}$/.test(regenerated) ? Number(regenerated) : null,
    project: { id: site.id, name: site.name, slug: site.slug, currentVersion: site.currentVersion },
    // Opening hours are editable only on sites that have them (the kind of business decides).
    sections: source ? SECTION_ORDER.filter((key) => key !== 'hours' || Boolean(source.content.hours)).map((key) => ({ key, title: EDIT_SECTIONS[key].title, values: sectionValues(key, source.content) })) : null,
    saved: saved && /^\d{1,9}$/.test(saved) ? Number(saved) : null,
  };
}

/** Saves one section as a new version; invalid input answers 400 with field errors and writes nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = projectId(params.id);
  const found = id ? await editableSite(context.env, id, user.id) : null;
  if (!found || !id) throw new Response('Project not found', { status: 404 });
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'regenerate') {
    const parsed = regenerateSectionSchema.safeParse({ section: form.section });
    if (!parsed.success) return data({ section: null, errors: { form: 'Choose a section to regenerate.' }, values: {} }, { status: 400 });
    const result = await regenerateSection(context.env, { projectId: id, userId: user.id, section: parsed.data.section });
    if (!result.ok) {
      if (result.status === 404) throw new Response('Project not found', { status: 404 });
      return data({ section: null, errors: { form: result.message }, values: {} }, { status: result.status });
    }
    return redirect(`/projects/${id}/edit?regenerated=${result.version}`);
  }
  const section = form.section;
  if (!isEditSection(section)) return data({ section: null, errors: { form: 'Choose a section to save.' }, values: {} }, { status: 400 });
  const values = Object.fromEntries(Object.entries(form).filter(([k, v]) => k !== 'section' && typeof v === 'string')) as Record<string, string>;
  if (!found.source || found.site.currentVersion === null) {
    return data({ section, errors: { form: 'Only a completed website generated with its words saved can be edited.' }, values }, { status: 409 });
  }
  const parsed = EDIT_SECTIONS[section].schema.safeParse(values);
  if (!parsed.success) return data({ section, errors: fieldErrors(parsed.error), values }, { status: 400 });
  const result = await publishEdit(context.env, {
    projectId: id,
    userId: user.id,
    fromVersion: found.site.currentVersion,
    source: found.source,
    content: applySection(found.source.content, section, parsed.data as Record<string, string>),
    note: `Edited ${EDIT_SECTIONS[section].title.toLowerCase()}`,
    kind: 'edit',
  });
  if (!result.ok) return data({ section, errors: { form: result.message }, values }, { status: result.status === 404 ? 404 : result.status });
  return redirect(`/projects/${id}/edit?saved=${result.version}#${section}`);
}

const LABELS: Record<string, { label: string; multiline?: boolean }> = {
  tagline: { label: 'Tagline' },
  heroHeading: { label: 'Headline' },
  heroText: { label: 'Introduction', multiline: true },
  primaryAction: { label: 'Button text' },
  heading: { label: 'Heading' },
  text: { label: 'Text', multiline: true },
  contactText: { label: 'Contact text', multiline: true },
  intro: { label: 'Introduction', multiline: true },
  items: { label: 'Services, one per line: name | description', multiline: true },
  hours: { label: 'Opening hours, one per line: days | times', multiline: true },
};

export default function EditSite() {
  const { project, sections, saved, regenerated, regenerationsLeft } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6" aria-labelledby="edit-title">
      <p className="text-sm">
        <Link to={`/projects/${project.id}`} className="font-medium text-brand-700 underline">
          Back to {project.name}
        </Link>
      </p>
      <h1 id="edit-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        Edit your website
      </h1>
      <p className="mt-2 text-slate-700">
        Each save publishes a new version. Earlier versions stay in your{' '}
        <Link to={`/projects/${project.id}/versions`} className="font-medium text-brand-700 underline">
          version history
        </Link>
        .
      </p>
      {saved ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {`Saved as version ${saved}. `}
          <a href={`/sites/${project.slug}/`} target="_blank" rel="noopener" className="font-medium underline">
            View your site
          </a>
        </p>
      ) : null}
      {regenerated ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {`Section regenerated as version ${regenerated}. `}
          <a href={`/sites/${project.slug}/`} target="_blank" rel="noopener" className="font-medium underline">
            View your site
          </a>
        </p>
      ) : null}
      {result?.section === null && result.errors.form ? (
        <p role="alert" className="field-error mt-4">
          {result.errors.form}
        </p>
      ) : null}
      {sections ? (
        <div className="card mt-8" aria-labelledby="regenerate-title">
          <h2 id="regenerate-title" className="text-lg font-semibold text-slate-900">
            Regenerate a section
          </h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="regenerations-left">
            {`New words for one section, free of charge. ${regenerationsLeft} of ${SECTION_REGENERATION_DAILY_LIMIT} section regenerations left today.`}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {(Object.keys(REGENERABLE_SECTIONS) as (keyof typeof REGENERABLE_SECTIONS)[]).map((key) => (
              <Form key={key} method="post">
                <input type="hidden" name="intent" value="regenerate" />
                <input type="hidden" name="section" value={key} />
                <button type="submit" className="btn-secondary" disabled={busy || regenerationsLeft === 0}>
                  {`Regenerate ${REGENERABLE_SECTIONS[key].toLowerCase()}`}
                </button>
              </Form>
            ))}
          </div>
        </div>
      ) : null}
      {!sections ? (
        <p className="mt-8 text-slate-700">This website cannot be edited yet: generate it first.</p>
      ) : (
        sections.map((s) => {
          const mine = result && result.section === s.key ? result : null;
          const errors = (mine?.errors ?? {}) as Record<string, string>;
          const values = (mine?.values ?? s.values) as Record<string, string>;
          return (
            <Form key={s.key} method="post" id={s.key} className="card mt-8" aria-labelledby={`${s.key}-title`} noValidate>
              <h2 id={`${s.key}-title`} className="text-lg font-semibold text-slate-900">
                {s.title}
              </h2>
              <input type="hidden" name="section" value={s.key} />
              {errors.form ? (
                <p role="alert" className="field-error mt-2">
                  {errors.form}
                </p>
              ) : null}
              {Object.keys(s.values).map((field) => {
                const inputId = `${s.key}-${field}`;
                const meta = LABELS[field] ?? { label: field };
                const error = errors[field];
                const common = {
                  id: inputId,
                  name: field,
                  defaultValue: values[field] ?? '',
                  className: 'field-input',
                  required: true,
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? `${inputId}-error` : undefined,
                  dir: 'auto' as const,
                };
                return (
                  <div key={field} className="mt-4">
                    <label htmlFor={inputId} className="field-label">
                      {meta.label}
                    </label>
                    {meta.multiline ? <textarea rows={field === 'text' || field === 'items' || field === 'hours' ? 8 : 3} {...common} /> : <input type="text" {...common} />}
                    {error ? (
                      <p id={`${inputId}-error`} className="field-error">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <button type="submit" className="btn-primary mt-4" disabled={busy}>
                Save {s.title.toLowerCase()}
              </button>
            </Form>
          );
        })
      )}
    </section>
  );
}
