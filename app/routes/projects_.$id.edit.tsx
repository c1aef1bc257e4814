import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useFocusWhenLost } from '~/lib/use-focus-when-lost';
import { FactsForm } from '~/components/facts/facts-form';
import { PhotoLibrary, PublishImagesForm, SHOWN_ONCE_PUBLISHED } from '~/components/photos/photo-library';
import { editFromPage, isPhotoForm, isPhotoUpload, photoLibraryData, uploadFromPage, type PhotoActionResult } from '~/utils/photo-actions.server';
import { privateFormHeaders } from '~core/lib/http-cache';
import { factsToFormValues, type FactsFieldErrors, type FactsFormValues } from '~core/lib/facts/form';
import { EDIT_SECTIONS, type EditSection } from '~core/lib/sites/edit-forms';
import { HEX_COLOUR, PALETTE_GROUPS, paletteValues } from '~core/lib/sites/palette';
import { useHydrated } from '~/lib/use-hydrated';
import { REGENERABLE_SECTIONS, regenerateSectionSchema, SECTION_REGENERATION_DAILY_LIMIT } from '~core/lib/sites/regenerate';
import { regenerableSections, regenerateSection, sectionRegenerationsLeft } from '~core/models/section-regeneration.server';
import { factsDraftFor, saveFactsForUser } from '~core/models/facts.server';
import { projectFor } from '~core/access/projects.server';
import { currentPalette, currentSource, draftFromForm, editableSite, factsDraftFromForm, hasSection, publishEdit, sectionValues } from '~core/models/site-edits.server';
import { allowFactWrite } from '~core/platform/write-limit.server';
import type { SiteSource } from '~core/lib/sites/source.server';
import { providerFromEnv, providerProblem } from '~core/lib/generation/providers/index.server';
import { requireUser } from '~/utils/auth.server';
import { parseProjectId } from '~core/lib/projects';

export const headers = privateFormHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];

const SECTION_ORDER: EditSection[] = ['hero', 'highlights', 'services', 'process', 'faq', 'about', 'contact', 'closing'];

/** The owner's completed site, section by section, with its words in editable fields. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseProjectId(params.id);
  // One read through the gate: the row has the site's fields and the facts the form starts from.
  const project = id ? await projectFor(context.env, user, id, 'read') : null;
  if (!project) throw new Response('Project not found', { status: 404 });
  const source = await currentSource(context.env, project);
  const url = new URL(request.url);
  // A project made before facts were stored gets them read from its description, as a draft to check
  // and save: nothing is written here (docs/decisions/144).
  const factsDraft = factsDraftFor(project);
  const saved = url.searchParams.get('saved');
  const regenerated = url.searchParams.get('regenerated');
  return {
    regenerationsLeft: await sectionRegenerationsLeft(context.env, project.id),
    regenerated: regenerated && /^\d{1,9}$/.test(regenerated) ? Number(regenerated) : null,
    project: { id: project.id, name: project.name, slug: project.slug, currentVersion: project.currentVersion },
    // Optional sections are editable only on sites that show them.
    sections: source
      ? SECTION_ORDER.filter((key) => hasSection(key, source)).map((key) => ({ key, title: EDIT_SECTIONS[key].title, values: sectionValues(key, source.content) }))
      : null,
    // Highlights are hidden only while the site gives no way to reach the business (docs/decisions/255).
    waitsForContact: source ? !hasSection('highlights', source) : false,
    regenerable: source ? regenerableSections(source) : [],
    palette: source ? paletteValues(currentPalette(source)) : null,
    saved: saved && /^\d{1,9}$/.test(saved) ? Number(saved) : null,
    facts: source ? { values: factsToFormValues(factsDraft.facts), confirmed: factsDraft.confirmed, notes: factsDraft.notes } : null,
    signInEmail: user.email || null,
    photos: await photoLibraryData(context.env, { projectId: project.id, userId: user.id }, url),
  };
}

type FactsResult = { section: 'facts'; facts: { values: FactsFormValues; errors: FactsFieldErrors; focus: string | null; revision: string } };

/** Saves one section as a new version; invalid input answers 400 with field errors and writes nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseProjectId(params.id);
  const found = id ? await editableSite(context.env, id, user.id, 'write') : null;
  if (!found || !id) throw new Response('Project not found', { status: 404 });
  // The logo-and-photos forms on this page post here too (docs/decisions/184).
  const owner = { projectId: id, userId: user.id };
  const page = `/projects/${id}/edit`;
  if (isPhotoUpload(request)) return uploadFromPage(request, context, owner, page);
  const form = Object.fromEntries(await request.formData());
  if (isPhotoForm(form)) return editFromPage(context, owner, form, page);
  if (form.intent === 'regenerate') {
    const parsed = regenerateSectionSchema.safeParse({ section: form.section });
    if (!parsed.success) return data({ section: null, errors: { form: 'Choose a section to regenerate.' }, values: {} }, { status: 400 });
    if (providerProblem(context.env)) {
      return data({ section: null, errors: { form: 'Regenerating a section is not available right now. Please try again later.' }, values: {} }, { status: 503 });
    }
    const result = await regenerateSection(context.env, { projectId: id, userId: user.id, section: parsed.data.section, provider: providerFromEnv(context.env) });
    if (!result.ok) {
      if (result.status === 404) throw new Response('Project not found', { status: 404 });
      return data({ section: null, errors: { form: result.message }, values: {} }, { status: result.status });
    }
    return redirect(`/projects/${id}/edit?regenerated=${result.version}`);
  }
  if (!found.source || found.site.currentVersion === null) {
    return data({ section: null, errors: { form: 'Only a completed website generated with its words saved can be edited.' }, values: {} }, { status: 409 });
  }
  if (form.intent === 'publish-photos') {
    // The site as it is, re-rendered with the current logo and photos as a new version (docs/decisions/184).
    const published = await publishEdit(context.env, {
      projectId: id,
      userId: user.id,
      fromVersion: found.site.currentVersion,
      source: found.source,
      content: found.source.content,
      note: 'Updated logo and photos',
      kind: 'edit',
    });
    if (!published.ok) return data({ section: null, errors: { form: published.message }, values: {} }, { status: published.status });
    return redirect(`/projects/${id}/edit?saved=${published.version}#photos`);
  }
  if (form.section === 'facts') return saveFacts(context, { id, userId: user.id, signInEmail: user.email || null, found: { site: found.site, source: found.source }, form });
  const draft = draftFromForm(found.source, form);
  if (!draft.ok) return data({ section: draft.section, errors: draft.errors, values: draft.values }, { status: 400 });
  const section = draft.section;
  const result = await publishEdit(context.env, {
    projectId: id,
    userId: user.id,
    fromVersion: found.site.currentVersion,
    source: found.source,
    content: draft.content,
    palette: draft.palette,
    note: draft.note,
    kind: 'edit',
  });
  if (!result.ok) return data({ section, errors: { form: result.message }, values: {} as Record<string, string> }, { status: result.status === 404 ? 404 : result.status });
  return redirect(`/projects/${id}/edit?saved=${result.version}#${section}`);
}

/**
 * The facts form: saves the owner's facts and publishes the site re-rendered with them as a new version;
 * a row button only re-renders the form. Nothing is written on invalid input (docs/decisions/144).
 */
async function saveFacts(
  context: ActionFunctionArgs['context'],
  input: {
    id: number;
    userId: string;
    signInEmail: string | null;
    found: { site: { currentVersion: number | null }; source: SiteSource };
    form: Record<string, FormDataEntryValue>;
  },
) {
  const revision = crypto.randomUUID();
  const limit = await allowFactWrite(context.env, input.userId);
  const result = factsDraftFromForm(input.found.source, input.form, input.signInEmail);
  if (!limit.ok) {
    const values = result.kind === 'valid' ? factsToFormValues(result.draft.facts!) : result.values;
    return data<FactsResult>(
      { section: 'facts', facts: { values, errors: { form: limit.message }, focus: null, revision } },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  if (result.kind === 'rows') return data<FactsResult>({ section: 'facts', facts: { values: result.values, errors: {}, focus: result.focus, revision } });
  if (result.kind === 'invalid') return data<FactsResult>({ section: 'facts', facts: { values: result.values, errors: result.errors, focus: null, revision } }, { status: 400 });
  const { draft } = result;
  // Publish first: if the site changed meanwhile nothing is saved, facts included.
  const published = await publishEdit(context.env, {
    projectId: input.id,
    userId: input.userId,
    fromVersion: input.found.site.currentVersion!,
    source: { ...input.found.source, brief: draft.brief! },
    content: draft.content,
    note: draft.note,
    kind: 'edit',
  });
  if (!published.ok) {
    return data<FactsResult>(
      { section: 'facts', facts: { values: factsToFormValues(draft.facts!), errors: { form: published.message }, focus: null, revision } },
      { status: published.status },
    );
  }
  const saved = await saveFactsForUser(context.env, input.userId, input.id, draft.facts!);
  if (!saved.ok) throw new Response('Project not found', { status: 404 });
  return redirect(`/projects/${input.id}/edit?saved=${published.version}#facts`);
}

const LABELS: Record<string, { label: string; multiline?: boolean; rows?: number; hint?: string }> = {
  tagline: { label: 'Tagline' },
  heroHeading: { label: 'Headline' },
  heroText: { label: 'Introduction', multiline: true },
  primaryAction: { label: 'Button text' },
  heading: { label: 'Heading' },
  text: { label: 'Text', multiline: true, rows: 8 },
  contactText: { label: 'Contact text', multiline: true },
  intro: { label: 'Introduction', multiline: true },
  items: { label: 'One per line: name | description', multiline: true, rows: 8 },
  steps: { label: 'Steps, one per line: step | description', multiline: true, rows: 6 },
};

const ITEM_LABELS: Partial<Record<EditSection, string>> = {
  highlights: 'Highlights (3 or 4), one per line: title | text',
  faq: 'Questions (2 to 6), one per line: question | answer',
};

/** Field label, and whether it may be left empty. */
function fieldMeta(section: EditSection, field: string): { label: string; multiline?: boolean; rows?: number; optional?: boolean } {
  if (field === 'items' && ITEM_LABELS[section]) return { ...LABELS.items, label: ITEM_LABELS[section]! };
  return LABELS[field] ?? { label: field };
}

const PREVIEW_FRAME = 'site-preview';
const PREVIEW_DELAY_MS = 400;

/**
 * Live preview with JavaScript: while the owner types in the editor, every form's unsaved values are
 * posted (debounced) to the preview route, which renders them through the generation
 * templates; the answer is shown in a sandboxed frame (no scripts; same origin only so the owner's images
 * load, docs/decisions/184). Without
 * JavaScript each form's Preview button posts into the same frame.
 */
function useLivePreview(previewUrl: string, library: string) {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const inflight = useRef<AbortController>();
  const refreshRef = useRef<() => Promise<void>>();
  const shownLibrary = useRef(library);
  // A save or a regeneration lands on a new address: what the preview showed is the site now, not unsaved changes.
  const { key: visit } = useLocation();
  useEffect(() => setStatus(''), [visit]);
  useEffect(() => {
    async function refresh() {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      // Every form's current values, so the preview shows all unsaved changes on the page together.
      const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-editor-form]')].map((f) =>
        Object.fromEntries([...new FormData(f)].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      );
      const body = new FormData();
      body.set('drafts', JSON.stringify(forms));
      try {
        const response = await fetch(previewUrl, { method: 'POST', body, signal: controller.signal, credentials: 'same-origin' });
        const page = await response.text();
        const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${PREVIEW_FRAME}"]`);
        if (!frame || controller.signal.aborted) return;
        frame.srcdoc = page;
        setStatus(response.ok ? 'Preview updated with your unsaved changes.' : 'The preview cannot show these changes yet: see the message in the preview.');
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus('The preview could not be updated.');
      }
    }
    function onInput(event: Event) {
      const form = (event.target as HTMLElement | null)?.closest?.<HTMLFormElement>('form[data-editor-form]');
      if (!form) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refresh(), PREVIEW_DELAY_MS);
    }
    refreshRef.current = refresh;
    document.addEventListener('input', onInput);
    return () => {
      document.removeEventListener('input', onInput);
      clearTimeout(timer.current);
      inflight.current?.abort();
    };
  }, [previewUrl]);
  useEffect(() => {
    if (shownLibrary.current === library) return;
    shownLibrary.current = library;
    void refreshRef.current?.();
  }, [library]);
  return status;
}

function PreviewButton({ previewUrl }: { previewUrl: string }) {
  // With JavaScript the preview follows the typing; the button is for browsers without it.
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" className="btn-secondary ml-2 mt-4" formAction={previewUrl} formMethod="post" formTarget={PREVIEW_FRAME}>
      Preview
    </button>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

/** A #rrggbb text field (works without JavaScript) with a colour picker kept in step once hydrated. */
function ColourField({ id, name, label, initial, error }: { id: string; name: string; label: string; initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  const hydrated = useHydrated();
  const valid = HEX_COLOUR.test(value.trim());
  return (
    <div className="mt-3">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="text"
          className="field-input font-mono"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
          pattern="#[0-9a-fA-F]{6}"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {hydrated ? (
          <input
            type="color"
            aria-label={`${label}: colour picker`}
            className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300"
            value={valid ? value.trim().toLowerCase() : '#000000'}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : null}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export default function EditSite() {
  const { project, sections, waitsForContact, regenerable, palette, saved, regenerated, regenerationsLeft, facts, signInEmail, photos } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const photoResult = actionData && 'photos' in actionData ? (actionData.photos as PhotoActionResult) : undefined;
  const result = actionData && !('photos' in actionData) ? actionData : undefined;
  const factsResult = result && result.section === 'facts' && 'facts' in result ? (result as FactsResult).facts : null;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const previewUrl = `/projects/${project.id}/preview`;
  // The preview shows the library too: a change to it (added, removed, moved, new words) refreshes it.
  const previewStatus = useLivePreview(previewUrl, JSON.stringify(photos.library));
  const coloursResult = result && result.section === 'colours' ? result : null;
  const coloursErrors = (coloursResult?.errors ?? {}) as Record<string, string>;
  const coloursValues = (coloursResult?.values ?? palette ?? {}) as Record<string, string>;
  const doneMessage = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(doneMessage, Boolean(saved || regenerated));
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
        . Your logo and photos are{' '}
        <a href="#photos" className="font-medium text-brand-700 underline">
          below the preview
        </a>
        .
      </p>
      {saved ? (
        <p ref={doneMessage} role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {`Saved as version ${saved}. `}
          <a href={`/sites/${project.slug}/`} target="_blank" rel="noopener" className="font-medium underline">
            View your site
          </a>
        </p>
      ) : null}
      {regenerated ? (
        <p ref={doneMessage} role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
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
            {regenerable.map((key) => (
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
      {sections ? (
        <div className="card mt-8" aria-labelledby="preview-title">
          <h2 id="preview-title" className="text-lg font-semibold text-slate-900">
            Preview
          </h2>
          <p className="mt-1 text-sm text-slate-700">Changes you type show here before you save them. Nothing is published until you save.</p>
          <p className="sr-only" role="status" data-testid="preview-status">
            {previewStatus}
          </p>
          <iframe
            name={PREVIEW_FRAME}
            title="Preview of your website"
            src={previewUrl}
            sandbox="allow-same-origin"
            className="mt-3 h-[32rem] w-full rounded-md border border-slate-300 bg-white"
          />
        </div>
      ) : null}
      {sections ? (
        <PhotoLibrary
          projectId={project.id}
          {...photos}
          result={photoResult}
          level={2}
          intro="The preview above shows them at once."
          shownWhen={SHOWN_ONCE_PUBLISHED}
          after={<PublishImagesForm projectId={project.id} disabled={busy} />}
        />
      ) : null}
      {facts ? (
        <div id="facts" className="mt-8">
          <h2 id="facts-form-title" className="text-2xl font-bold text-slate-900">
            Your business facts
          </h2>
          <p className="mt-1 text-slate-700">
            {facts.confirmed
              ? 'Your website states these facts and nothing else: offerings, opening hours, contact details and names. Saving publishes the site with them as a new version.'
              : 'We read these facts from your description. Check them, correct anything wrong and save: your website states only these, and saving publishes it with them.'}
          </p>
          <div className="mt-4">
            <FactsForm
              key={factsResult?.revision ?? 'loaded'}
              id="facts-form"
              values={factsResult?.values ?? facts.values}
              errors={factsResult?.errors ?? {}}
              focus={factsResult?.focus ?? null}
              signInEmail={signInEmail}
              notes={facts.notes}
              busy={busy}
              submitLabel="Save facts"
              hidden={{ section: 'facts' }}
              editorForm
              after={<PreviewButton previewUrl={previewUrl} />}
            />
          </div>
        </div>
      ) : null}
      {waitsForContact ? (
        <p className="mt-8 text-slate-700" data-testid="waits-for-contact">
          Highlights and the steps of working with you appear on your website once it tells visitors how to reach you: add a phone
          number, an e-mail address, an address, a booking link or a social profile under{' '}
          <a href="#facts" className="font-medium text-brand-700 underline">
            Your business facts
          </a>.
        </p>
      ) : null}
      {!sections ? (
        <p className="mt-8 text-slate-700">This website cannot be edited yet: generate it first.</p>
      ) : (
        sections.map((s) => {
          const mine = result && result.section === s.key ? result : null;
          const errors = (mine?.errors ?? {}) as Record<string, string>;
          const values = (mine?.values ?? s.values) as Record<string, string>;
          return (
            <Form key={s.key} method="post" id={s.key} className="card mt-8" aria-labelledby={`${s.key}-title`} noValidate data-editor-form="">
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
                const meta = fieldMeta(s.key, field);
                const error = errors[field];
                const common = {
                  id: inputId,
                  name: field,
                  defaultValue: values[field] ?? '',
                  className: 'field-input',
                  required: !meta.optional,
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? `${inputId}-error` : undefined,
                  dir: 'auto' as const,
                };
                return (
                  <div key={field} className="mt-4">
                    <label htmlFor={inputId} className="field-label">
                      {meta.label}
                    </label>
                    {meta.multiline ? <textarea rows={meta.rows ?? 3} {...common} /> : <input type="text" {...common} />}
                    <FieldError id={inputId} error={error} />
                  </div>
                );
              })}
              <button type="submit" className="btn-primary mt-4" disabled={busy}>
                Save {s.title.toLowerCase()}
              </button>
              <PreviewButton previewUrl={previewUrl} />
            </Form>
          );
        })
      )}
      {sections && palette ? (
        <Form method="post" id="colours" className="card mt-8" aria-labelledby="colours-title" noValidate data-editor-form="">
          <h2 id="colours-title" className="text-lg font-semibold text-slate-900">
            Colours
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Colours as #RRGGBB. Text must keep a contrast of at least 4.5:1 with what it sits on, so every visitor can read it.
          </p>
          <input type="hidden" name="section" value="colours" />
          {coloursErrors.form ? (
            <p role="alert" className="field-error mt-2">
              {coloursErrors.form}
            </p>
          ) : null}
          {PALETTE_GROUPS.map((group) => (
            <fieldset key={group.title} className="mt-4">
              <legend className="text-base font-semibold text-slate-900">{group.title}</legend>
              <div className="grid gap-x-6 sm:grid-cols-2">
                {group.fields.map((f) => (
                  <ColourField
                    key={f.key}
                    id={`colours-${f.key}`}
                    name={f.key}
                    label={f.label}
                    initial={coloursValues[f.key] ?? ''}
                    error={coloursErrors[f.key]}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" className="btn-primary mt-4" disabled={busy}>
            Save colours
          </button>
          <PreviewButton previewUrl={previewUrl} />
        </Form>
      ) : null}
    </section>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
