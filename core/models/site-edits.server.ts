import { forgetServedSite } from './served-sites.server';
import type { Env } from '../env';
import { readFactsSubmission, type FactsFieldErrors, type FactsFormValues } from '../lib/facts/form';
import type { BusinessFacts } from '../lib/facts/schema';
import type { SiteBrief } from '../lib/generation/brief';
import { siteContentSchema, type SiteContent } from '../lib/generation/content-schema';
import type { Palette } from '../lib/generation/design';
import { drawsSection, renderAssets, renderPages } from '../lib/generation/render';
import { writeVersion } from '../lib/generation/storage.server';
import { aboutParagraphs, EDIT_SECTIONS, fieldErrors, isEditSection, parseLines, type EditSection } from '../lib/sites/edit-forms';
import { paletteFormSchema } from '../lib/sites/palette';
import { designForSource, readSource, writeSource, type SiteSource } from '../lib/sites/source.server';
import { listLibrary, snapshotStatement } from './photos.server';
import { filesVersionOf } from './site-versions.server';
import { ownedSite, projectAccessSql, type ProjectNeed } from '../access/projects.server';
import { CHANGED_MEANWHILE, type Outcome } from '../lib/outcome';

/**
 * Saving an edit of the generated site (docs/decisions/110): the current version's words with one section changed,
 * rendered through the generation templates (same escaping) and published as a new version.
 */

/** The completed site the caller may `need`, with the words of its current version, or null (404). */
export async function editableSite(env: Pick<Env, 'DB' | 'SITES'>, projectId: number, userId: string, need: ProjectNeed) {
  const site = await ownedSite(env, projectId, userId, need);
  if (!site) return null;
  return { site, source: await currentSource(env, site) };
}

/** The words of a site's current version; null until it is completed (or when its files are missing). */
export async function currentSource(
  env: Pick<Env, 'DB' | 'SITES'>,
  site: { id: number; status: string; currentVersion: number | null },
): Promise<SiteSource | null> {
  if (site.status !== 'completed' || site.currentVersion === null) return null;
  const filesVersion = await filesVersionOf(env, site.id, site.currentVersion);
  return filesVersion ? readSource(env.SITES, site.id, filesVersion) : null;
}

/** Whether the site shows this section, so the editor offers it: the renderer's own rule (`drawsSection`). */
export function hasSection(section: EditSection, source: Pick<SiteSource, 'brief' | 'content'>): boolean {
  return section === 'highlights' || section === 'process' || section === 'faq' ? drawsSection(section, source.brief, source.content) : true;
}

export function applySection(content: SiteContent, section: EditSection, values: Record<string, string>): SiteContent {
  switch (section) {
    case 'hero':
      return { ...content, tagline: values.tagline, heroHeading: values.heroHeading, heroText: values.heroText, primaryAction: values.primaryAction };
    case 'services':
      return { ...content, offerings: { heading: values.heading, intro: values.intro } };
    case 'highlights':
      return { ...content, highlights: parseLines(values.items).map((r) => ({ title: r.left, text: r.right })) };
    case 'process':
      return { ...content, process: { heading: values.heading, steps: parseLines(values.steps).map((r) => ({ title: r.left, text: r.right })) } };
    case 'faq':
      return { ...content, faq: parseLines(values.items).map((r) => ({ question: r.left, answer: r.right })) };
    case 'about':
      return { ...content, about: { heading: values.heading, paragraphs: aboutParagraphs(values.text) } };
    case 'contact':
      return { ...content, contactText: values.contactText };
    case 'closing':
      return { ...content, closing: { heading: values.heading, text: values.text } };
  }
}

export type SaveResult = Outcome<{ version: number }, 404 | 409 | 400>;

/**
 * Publishes `content` as the next version. The version row is inserted first (claiming the number under
 * the unique index), then the files are written, then the project points at it; a concurrent save that
 * loses the number race writes nothing.
 */
export async function publishEdit(
  env: Pick<Env, 'DB' | 'SITES'>,
  input: {
    projectId: number;
    userId: string;
    fromVersion: number;
    source: SiteSource;
    content: SiteContent;
    /** New colours; without them the version keeps the source's. */
    palette?: Palette;
    note: string;
    kind: 'edit' | 'section';
    now?: number;
  },
): Promise<SaveResult> {
  const checked = siteContentSchema.safeParse(input.content);
  if (!checked.success) return { ok: false, status: 400, code: 'DOES_NOT_FIT', message: 'These words do not fit the site. Please shorten them and try again.' };
  const now = input.now ?? Date.now();
  const brief = input.source.brief;
  const palette = input.palette ?? input.source.palette;
  const design = designForSource({ brief, palette });
  const files = [...renderPages(brief, checked.data, design, await listLibrary(env, input.projectId)), ...renderAssets(brief, design)];
  let version: number;
  try {
    const claimed = await env.DB.prepare(
      `insert into site_versions (project_id, version, run_id, provider, file_count, total_bytes, created_at, kind, files_version, note)
       select ?1, max(coalesce((select max(version) from site_versions where project_id = ?1), 0),
                      coalesce((select max(version) from generation_runs where project_id = ?1), 0)) + 1,
              null, 'editor', ?2, 0, ?3, ?4, null, ?5
        where exists (select 1 from projects where id = ?1 and ${projectAccessSql('write', '?6')} and status = 'completed' and current_version = ?7)
       returning version`,
    )
      .bind(input.projectId, files.length, now, input.kind, input.note, input.userId, input.fromVersion)
      .first<{ version: number }>();
    if (!claimed) return CHANGED_MEANWHILE;
    version = claimed.version;
  } catch (error) {
    if (String(error).includes('UNIQUE')) return CHANGED_MEANWHILE;
    throw error;
  }
  try {
    const stored = await writeVersion(env.SITES, input.projectId, version, files);
    await writeSource(env.SITES, input.projectId, version, palette ? { brief, content: checked.data, palette } : { brief, content: checked.data });
    await env.DB.batch([
      env.DB.prepare('update site_versions set total_bytes = ? where project_id = ? and version = ?').bind(stored.totalBytes, input.projectId, version),
      env.DB.prepare('update projects set current_version = ?, updated_at = ? where id = ? and current_version = ?').bind(
        version,
        now,
        input.projectId,
        input.fromVersion,
      ),
      snapshotStatement(env.DB, input.projectId, version),
    ]);
    forgetServedSite({ projectId: input.projectId });
  } catch (error) {
    // Nothing points at a half-written version: drop its row so the history shows only published ones.
    await env.DB.prepare('delete from site_versions where project_id = ? and version = ?').bind(input.projectId, version).run();
    throw error;
  }
  return { ok: true, version };
}

export function sectionValues(section: EditSection, content: SiteContent): Record<string, string> {
  switch (section) {
    case 'services':
      return { heading: content.offerings.heading, intro: content.offerings.intro };
    case 'highlights':
      return { items: content.highlights.map((h) => `${h.title} | ${h.text}`).join('\n') };
    case 'process':
      return { heading: content.process?.heading ?? '', steps: (content.process?.steps ?? []).map((s) => `${s.title} | ${s.text}`).join('\n') };
    case 'faq':
      return { items: (content.faq ?? []).map((f) => `${f.question} | ${f.answer}`).join('\n') };
    case 'hero':
      return { tagline: content.tagline, heroHeading: content.heroHeading, heroText: content.heroText, primaryAction: content.primaryAction };
    case 'about':
      return { heading: content.about.heading, text: content.about.paragraphs.join('\n\n') };
    case 'contact':
      return { contactText: content.contactText };
    case 'closing':
      return { heading: content.closing.heading, text: content.closing.text };
  }
}

export { EDIT_SECTIONS };

/** The forms of the editor: one per section of words, the colours, and the business facts. */
export type EditorForm = EditSection | 'colours' | 'facts';

export type Draft =
  | {
      ok: true;
      section: EditorForm;
      content: SiteContent;
      palette?: Palette;
      /** The brief with the owner's new facts (the facts form only); the site is rendered from it. */
      brief?: SiteBrief;
      facts?: BusinessFacts;
      note: string;
    }
  | { ok: false; status: 400; section: EditorForm | null; errors: Record<string, string>; values: Record<string, string> };

/** The brief a version is rendered from, with other facts: the templates draw every fact from it (docs/decisions/144). */
export function briefWithFacts(brief: SiteBrief, facts: BusinessFacts): SiteBrief {
  return { ...brief, facts };
}

/** The facts form's posted fields, validated with the one facts schema (docs/decisions/144). */
export type FactsFormDraft =
  | { kind: 'rows'; values: FactsFormValues; focus: string | null }
  | { kind: 'invalid'; values: FactsFormValues; errors: FactsFieldErrors }
  | { kind: 'valid'; draft: Extract<Draft, { ok: true }> };

export function factsDraftFromForm(source: SiteSource, form: Record<string, FormDataEntryValue>, signInEmail: string | null): FactsFormDraft {
  const submission = readFactsSubmission(form, signInEmail);
  if (submission.kind !== 'valid') return submission;
  return {
    kind: 'valid',
    draft: { ok: true, section: 'facts', content: source.content, brief: briefWithFacts(source.brief, submission.facts), facts: submission.facts, note: 'Edited business facts' },
  };
}

/**
 * One submitted editor form applied to the current words (or colours, or facts), validated with the form's
 * shared schema. Used by saving and by the live preview, so what the preview shows is exactly what a save
 * writes. `signInEmail` is the owner's, for the facts form's explicit "use my sign-in e-mail" choice.
 */
export function draftFromForm(source: SiteSource, form: Record<string, FormDataEntryValue>, signInEmail: string | null = null): Draft {
  const values = Object.fromEntries(Object.entries(form).filter(([k, v]) => k !== 'section' && k !== 'intent' && typeof v === 'string')) as Record<string, string>;
  const section = form.section;
  if (section === 'facts') {
    const facts = factsDraftFromForm(source, form, signInEmail);
    if (facts.kind === 'valid') return facts.draft;
    // A row button is not a change to preview or save.
    if (facts.kind === 'rows') return { ok: false, status: 400, section, errors: { form: 'Choose a section to save.' }, values };
    return { ok: false, status: 400, section, errors: facts.errors, values };
  }
  if (section === 'colours') {
    const parsed = paletteFormSchema.safeParse(values);
    if (!parsed.success) return { ok: false, status: 400, section, errors: fieldErrors(parsed.error), values };
    return { ok: true, section, content: source.content, palette: parsed.data, note: 'Edited colours' };
  }
  if (!isEditSection(section)) return { ok: false, status: 400, section: null, errors: { form: 'Choose a section to save.' }, values: {} };
  if (!hasSection(section, source)) {
    return { ok: false, status: 400, section, errors: { form: `This website has no ${EDIT_SECTIONS[section].title.toLowerCase()} section.` }, values };
  }
  const parsed = EDIT_SECTIONS[section].schema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, section, errors: fieldErrors(parsed.error), values };
  const content = applySection(source.content, section, parsed.data as Record<string, string>);
  // The form limits mirror the content schema; this catches anything they let through.
  const checked = siteContentSchema.safeParse(content);
  if (!checked.success) return { ok: false, status: 400, section, errors: { form: 'These words do not fit the site. Please shorten them and try again.' }, values };
  return { ok: true, section, content: checked.data, note: `Edited ${EDIT_SECTIONS[section].title.toLowerCase()}` };
}

/** The site's current colours: the owner's, or the ones generation derived from the brief. */
export function currentPalette(source: SiteSource): Palette {
  return designForSource(source).palette;
}

/**
 * Every editor form's values applied in turn (the live preview shows all unsaved changes on the page at
 * once). Stops at the first form that does not validate.
 */
export function draftFromForms(source: SiteSource, forms: Record<string, string>[], signInEmail: string | null = null): Draft {
  let current: SiteSource = source;
  let last: Draft | null = null;
  for (const form of forms) {
    const draft = draftFromForm(current, form, signInEmail);
    if (!draft.ok) return draft;
    current = { ...current, content: draft.content, palette: draft.palette ?? current.palette, brief: draft.brief ?? current.brief };
    last = draft;
  }
  if (!last) return { ok: false, status: 400, section: null, errors: { form: 'Choose a section to preview.' }, values: {} };
  return { ...last, content: current.content, palette: current.palette, brief: current.brief };
}
