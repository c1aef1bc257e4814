import type { Env } from '../env';
import { GenerationError, type ContentProvider } from '../lib/generation/providers/types';
import { GENERATION_RATE_LIMIT, GENERATION_RATE_WINDOW_MS } from '../lib/generation/steps';
import { REGENERABLE_SECTIONS, replaceSection, SECTION_REGENERATION_DAILY_LIMIT, SECTION_REGENERATION_WINDOW_MS, type RegenerableSection } from '../lib/sites/regenerate';
import { storedFactsOf } from './facts.server';
import { briefWithFacts, editableSite, hasSection, publishEdit } from './site-edits.server';
import type { SiteSource } from '../lib/sites/source.server';
import { PROJECT_NOT_FOUND, type Outcome } from '../lib/outcome';

/**
 * Regenerating one section (docs/decisions/110). Each one is recorded as a completed `generation_runs` row of kind
 * 'section' (without a version number), so it counts against the same 10-per-hour limit as whole
 * generations, and the per-project daily cap is a count of those rows. The row is inserted only when both
 * limits allow it, in one statement, so concurrent clicks cannot exceed them.
 */

export async function sectionRegenerationsLeft(env: Pick<Env, 'DB'>, projectId: number, now = Date.now()): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from generation_runs where project_id = ? and kind = 'section' and started_at > ?")
    .bind(projectId, now - SECTION_REGENERATION_WINDOW_MS)
    .first<{ n: number }>();
  return Math.max(0, SECTION_REGENERATION_DAILY_LIMIT - (row?.n ?? 0));
}

/** The sections the editor offers to regenerate: those the site draws (highlights only where it can be reached, docs/decisions/255). */
export function regenerableSections(source: Pick<SiteSource, 'brief' | 'content'>): RegenerableSection[] {
  return (Object.keys(REGENERABLE_SECTIONS) as RegenerableSection[]).filter((key) => key !== 'highlights' || hasSection(key, source));
}

export type RegenerateResult = Outcome<{ version: number; left: number }, 404 | 409 | 429 | 502>;

export async function regenerateSection(
  env: Pick<Env, 'DB' | 'SITES'>,
  input: { projectId: number; userId: string; section: RegenerableSection; provider: ContentProvider; now?: number },
): Promise<RegenerateResult> {
  const now = input.now ?? Date.now();
  const found = await editableSite(env, input.projectId, input.userId, 'write');
  if (!found) return PROJECT_NOT_FOUND;
  const { site } = found;
  if (!found.source || site.currentVersion === null) return { ok: false, status: 409, code: 'NOT_COMPLETED', message: 'Only a completed website can have a section regenerated.' };
  // The owner's facts as stored now (they may have changed since the version was rendered); a project
  // without any keeps the facts its version was rendered with (docs/decisions/144).
  const facts = await storedFactsOf(env, site.id);
  const source = facts ? { ...found.source, brief: briefWithFacts(found.source.brief, facts) } : found.source;
  if (!regenerableSections(source).includes(input.section)) {
    return { ok: false, status: 409, code: 'SECTION_NOT_SHOWN', message: `This website shows no ${REGENERABLE_SECTIONS[input.section].toLowerCase()}: new words for it would change nothing.` };
  }

  const ledger = await env.DB.prepare(
    `insert into generation_runs (project_id, user_id, provider, kind, status, step, progress, version, started_at, finished_at)
     select ?1, ?2, ?9, 'section', 'completed', ?3, 100, null, ?4, ?4
      where (select count(*) from generation_runs where user_id = ?2 and started_at > ?5) < ?6
        and (select count(*) from generation_runs where project_id = ?1 and kind = 'section' and started_at > ?7) < ?8
     returning id`,
  )
    .bind(input.projectId, input.userId, input.section, now, now - GENERATION_RATE_WINDOW_MS, GENERATION_RATE_LIMIT, now - SECTION_REGENERATION_WINDOW_MS, SECTION_REGENERATION_DAILY_LIMIT, input.provider.id)
    .first<{ id: number }>();
  if (!ledger) {
    if ((await sectionRegenerationsLeft(env, input.projectId, now)) === 0) {
      return { ok: false, status: 429, code: 'RATE_LIMITED', message: `You can regenerate at most ${SECTION_REGENERATION_DAILY_LIMIT} sections of this website per day. Please try again tomorrow.` };
    }
    return { ok: false, status: 429, code: 'RATE_LIMITED', message: `You can start at most ${GENERATION_RATE_LIMIT} generations per hour. Please try again later.` };
  }
  // The seed number is the ledger row's id: every composer regeneration is a new, reproducible draw.
  let fresh;
  try {
    fresh = await input.provider.regenerateSection(source.brief, source.content, input.section, { seed: ledger.id });
  } catch (error) {
    // Nothing was published, so the attempt does not count (docs/decisions/112).
    await env.DB.prepare('delete from generation_runs where id = ?').bind(ledger.id).run();
    if (!(error instanceof GenerationError)) throw error;
    return { ok: false, status: 502, code: 'PROVIDER_FAILED', message: `The section could not be regenerated: ${error.message} Nothing was changed; please try again.` };
  }
  const result = await publishEdit(env, {
    projectId: site.id,
    userId: input.userId,
    fromVersion: site.currentVersion,
    source,
    content: replaceSection(source.content, fresh, input.section),
    note: `Regenerated ${REGENERABLE_SECTIONS[input.section].toLowerCase()}`,
    kind: 'section',
    now,
  });
  if (!result.ok) {
    // Nothing was published, so the attempt does not count.
    await env.DB.prepare('delete from generation_runs where id = ?').bind(ledger.id).run();
    return { ok: false, status: result.status === 400 ? 409 : result.status, code: result.code, message: result.message };
  }
  return { ok: true, version: result.version, left: await sectionRegenerationsLeft(env, input.projectId, now) };
}
