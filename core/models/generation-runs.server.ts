import { forgetServedSite } from './served-sites.server';
import type { Env } from '../env';
import { projectAccessSql } from '../access/projects.server';
import { parseStoredFacts } from '../lib/facts/stored';
import { GENERATABLE_SQL } from '../lib/projects';
import type { Refusal } from '../lib/outcome';
import type { BriefInput } from '../lib/generation/brief';
import { GENERATION_RATE_LIMIT, GENERATION_RATE_WINDOW_MS, progressFor, type Progress } from '../lib/generation/steps';
import type { PaymentStatus, ProjectStatus } from '../db/schema';
import { snapshotStatement } from './photos.server';

/**
 * Generation state in D1. Every transition is one conditional statement (or one batch, which D1 runs as a
 * transaction), so concurrent requests and a late Durable Object can never move a project twice.
 */

export type StartRefusal = Refusal<402 | 404 | 409 | 429>;
export type StartSuccess = { ok: true; runId: number; version: number; name: string; slug: string; remaining: number };

type ProjectRow = { id: number; name: string; slug: string; status: ProjectStatus; payment_status: PaymentStatus };

async function ownedProject(env: Pick<Env, 'DB'>, projectId: number, userId: string) {
  return env.DB.prepare(`select id, name, slug, status, payment_status from projects where id = ?1 and ${projectAccessSql('write', '?2')}`)
    .bind(projectId, userId)
    .first<ProjectRow>();
}

async function startsInWindow(env: Pick<Env, 'DB'>, userId: string, now: number) {
  const row = await env.DB.prepare(
    'select count(*) as n, min(started_at) as oldest from generation_runs where user_id = ? and started_at > ?',
  )
    .bind(userId, now - GENERATION_RATE_WINDOW_MS)
    .first<{ n: number; oldest: number | null }>();
  return { count: row?.n ?? 0, oldest: row?.oldest ?? now };
}

/**
 * Moves a paid, pending-or-failed project to `generating` and records the run, atomically, with the
 * per-user rate limit in the same condition. Exactly one of any number of concurrent calls succeeds.
 */
export async function startGeneration(
  env: Pick<Env, 'DB'>,
  input: { projectId: number; userId: string; provider: string; now?: number },
): Promise<StartSuccess | StartRefusal> {
  const now = input.now ?? Date.now();
  const project = await ownedProject(env, input.projectId, input.userId);
  if (!project) return { ok: false, status: 404, code: 'NOT_FOUND', message: 'Project not found' };

  const windowStart = now - GENERATION_RATE_WINDOW_MS;
  const [, inserted] = await env.DB.batch([
    env.DB.prepare(
      `update projects set status = 'generating', updated_at = ?1
        where id = ?2 and ${projectAccessSql('write', '?3')} and payment_status = 'paid' and status in ('pending', 'failed')
          and (select count(*) from generation_runs where user_id = ?3 and started_at > ?4) < ?5`,
    ).bind(now, input.projectId, input.userId, windowStart, GENERATION_RATE_LIMIT),
    // changes() is the row count of the update just above (same transaction, same connection).
    env.DB.prepare(
      `insert into generation_runs (project_id, user_id, provider, status, step, progress, version, started_at)
        select ?1, ?2, ?3, 'running', 'queued', 2,
               (select coalesce(max(version), 0) + 1 from generation_runs where project_id = ?1), ?4
        where changes() = 1
        returning id, version`,
    ).bind(input.projectId, input.userId, input.provider, now),
  ]);
  const run = (inserted.results as { id: number; version: number }[])[0];
  if (run) {
    const { count } = await startsInWindow(env, input.userId, now);
    return { ok: true, runId: run.id, version: run.version, name: project.name, slug: project.slug, remaining: Math.max(0, GENERATION_RATE_LIMIT - count) };
  }

  // Nothing changed: say why, from a fresh read (this read decides only the message, never a write).
  const current = (await ownedProject(env, input.projectId, input.userId)) ?? project;
  if (current.payment_status !== 'paid') {
    return { ok: false, status: 402, code: 'PAYMENT_REQUIRED', message: 'Pay for this project before generating its website.' };
  }
  if (current.status === 'generating') {
    return { ok: false, status: 409, code: 'ALREADY_GENERATING', message: 'Your website is already being generated.' };
  }
  if (current.status === 'completed') {
    return { ok: false, status: 409, code: 'ALREADY_COMPLETED', message: 'This website has already been generated.' };
  }
  const { count, oldest } = await startsInWindow(env, input.userId, now);
  if (count >= GENERATION_RATE_LIMIT) {
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + GENERATION_RATE_WINDOW_MS - now) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      code: 'RATE_LIMITED',
      message: `You can start at most ${GENERATION_RATE_LIMIT} generations per hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    };
  }
  return { ok: false, status: 409, code: 'CONFLICT', message: 'Generation could not start. Please try again.' };
}

export async function recordProgress(env: Pick<Env, 'DB'>, runId: number, step: string, percent: number) {
  await env.DB.prepare("update generation_runs set step = ?, progress = ? where id = ? and status = 'running'")
    .bind(step, percent, runId)
    .run();
}

/** Completes the run and publishes its version in one transaction; false when the run was no longer running. */
export async function completeRun(
  env: Pick<Env, 'DB'>,
  run: { runId: number; projectId: number; version: number; provider: string; generatedUrl: string; fileCount: number; totalBytes: number; now?: number },
): Promise<boolean> {
  const now = run.now ?? Date.now();
  const [finished] = await env.DB.batch([
    env.DB.prepare(
      "update generation_runs set status = 'completed', step = 'done', progress = 100, finished_at = ? where id = ? and status = 'running'",
    ).bind(now, run.runId),
    env.DB.prepare(
      `update projects set status = 'completed', generated_url = ?1, current_version = ?2, updated_at = ?3
        where id = ?4 and status = 'generating'
          and exists (select 1 from generation_runs where id = ?5 and status = 'completed' and finished_at = ?3)`,
    ).bind(run.generatedUrl, run.version, now, run.projectId, run.runId),
    env.DB.prepare(
      `insert into site_versions (project_id, version, run_id, provider, file_count, total_bytes, created_at)
        select ?1, ?2, ?3, ?4, ?5, ?6, ?7
        where exists (select 1 from generation_runs where id = ?3 and status = 'completed' and finished_at = ?7)`,
    ).bind(run.projectId, run.version, run.runId, run.provider, run.fileCount, run.totalBytes, now),
    snapshotStatement(env.DB, run.projectId, run.version),
  ]);
  forgetServedSite({ projectId: run.projectId });
  return finished.meta.changes === 1;
}

/** Fails a running run and, unless another run has started since, its project. */
export async function failRun(env: Pick<Env, 'DB'>, run: { runId: number; projectId: number; reason: string; now?: number }) {
  const now = run.now ?? Date.now();
  const [failed] = await env.DB.batch([
    env.DB.prepare("update generation_runs set status = 'failed', error = ?, finished_at = ? where id = ? and status = 'running'").bind(
      run.reason,
      now,
      run.runId,
    ),
    env.DB.prepare(
      `update projects set status = 'failed', updated_at = ?1
        where id = ?2 and status = 'generating'
          and exists (select 1 from generation_runs where id = ?3 and status = 'failed' and finished_at = ?1)
          and not exists (select 1 from generation_runs where project_id = ?2 and status = 'running')`,
    ).bind(now, run.projectId, run.runId),
  ]);
  return failed.meta.changes === 1;
}

export type GenerationStatus = {
  id: number;
  status: ProjectStatus;
  paymentStatus: PaymentStatus;
  generatedUrl: string | null;
  currentVersion: number | null;
  progress: Progress | null;
  /** Why the last run failed, when the project is `failed`. */
  failureReason: string | null;
};

export async function getGenerationStatus(env: Pick<Env, 'DB'>, projectId: number, userId: string): Promise<GenerationStatus | null> {
  const row = await env.DB.prepare(
    `select p.id, p.status, p.payment_status, p.generated_url, p.current_version,
            r.status as run_status, r.step, r.progress, r.error
       from projects p
       left join generation_runs r on r.id = (select max(id) from generation_runs where project_id = p.id)
      where p.id = ?1 and ${projectAccessSql('read', '?2', 'p')}`,
  )
    .bind(projectId, userId)
    .first<{
      id: number;
      status: ProjectStatus;
      payment_status: PaymentStatus;
      generated_url: string | null;
      current_version: number | null;
      run_status: string | null;
      step: string | null;
      progress: number | null;
      error: string | null;
    }>();
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
    generatedUrl: row.generated_url,
    currentVersion: row.current_version,
    progress: row.status === 'generating' && row.run_status === 'running' ? progressFor(row.step, row.progress) : null,
    failureReason: row.status === 'failed' ? (row.error ?? 'The last generation did not finish.') : null,
  };
}

/**
 * What the generator needs to know about a project: its row, its template and the owner's confirmed facts
 * (null when none are stored: the brief then falls back to what the extractor reads). The owner's sign-in
 * e-mail is deliberately not read: a site shows only the business e-mail in the facts (docs/decisions/140).
 */
export async function loadBriefInput(
  env: Pick<Env, 'DB'>,
  projectId: number,
): Promise<Omit<BriefInput, 'siteUrl' | 'generatedAt'> | null> {
  const row = await env.DB.prepare(
    `select p.name, p.business_type, p.description, p.requirements,
            t.name as template_name, t.category as template_category, t.features as template_features, p.facts
       from projects p
       left join templates t on t.id = p.template_id
      where p.id = ?`,
  )
    .bind(projectId)
    .first<{
      name: string;
      business_type: string;
      description: string;
      requirements: string;
      template_name: string | null;
      template_category: string | null;
      template_features: string | null;
      facts: string | null;
    }>();
  if (!row) return null;
  let features: string[] = [];
  try {
    features = row.template_features ? (JSON.parse(row.template_features) as string[]) : [];
  } catch {
    features = [];
  }
  return {
    name: row.name,
    businessType: row.business_type,
    description: row.description,
    requirements: row.requirements,
    templateName: row.template_name,
    templateCategory: row.template_category,
    templateFeatures: Array.isArray(features) ? features.filter((f) => typeof f === 'string') : [],
    facts: parseStoredFacts(row.facts),
  };
}

/** The current version of a project the caller may read, for the download. */
export async function currentSiteOf(env: Pick<Env, 'DB'>, projectId: number, userId: string) {
  return env.DB.prepare(
    `select p.id, p.slug, p.current_version as version, v.created_at
       from projects p left join site_versions v on v.project_id = p.id and v.version = p.current_version
      where p.id = ?1 and ${projectAccessSql('read', '?2', 'p')}`,
  )
    .bind(projectId, userId)
    .first<{ id: number; slug: string; version: number | null; created_at: number | null }>();
}

