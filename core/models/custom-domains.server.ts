import type { Env } from '../env';
import { projectAccessSql } from '../access/projects.server';
import type { DomainStatus } from '../db/schema';
import { forgetServedSite } from './served-sites.server';
import {
  DOMAIN_RECHECK_BATCH,
  DOMAIN_RECHECK_DAYS,
  DOMAIN_RECHECK_EVERY_MINUTES,
  isPlatformHost,
  verificationRecordName,
  verificationRecordValue,
  VERIFIED_RECHECK_MS,
} from '../lib/sites/domain';
import type { TxtResolver } from '../lib/sites/dns.server';
import { localCustomHostnames, syncCustomHostname, type CustomHostnames } from '../lib/sites/custom-hostnames.server';
import { PROJECT_NOT_FOUND, type Outcome } from '../lib/outcome';

/** Custom domains of generated sites (docs/decisions/111). One per project; served only once verified. */

export type DomainView = {
  hostname: string;
  status: DomainStatus;
  checkedAt: number | null;
  verifiedAt: number | null;
  txtName: string;
  txtValue: string;
};

type Row = { hostname: string; token: string; status: DomainStatus; checked_at: number | null; verified_at: number | null };

function view(row: Row): DomainView {
  return {
    hostname: row.hostname,
    status: row.status,
    checkedAt: row.checked_at,
    verifiedAt: row.verified_at,
    txtName: verificationRecordName(row.hostname),
    txtValue: verificationRecordValue(row.token),
  };
}

export async function domainOf(env: Pick<Env, 'DB'>, projectId: number): Promise<DomainView | null> {
  const row = await env.DB.prepare('select hostname, token, status, checked_at, verified_at from custom_domains where project_id = ?')
    .bind(projectId)
    .first<Row>();
  return row ? view(row) : null;
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type AttachResult = Outcome<object, 400 | 404 | 409>;

/** Attaches (or replaces) the project's domain as pending with a fresh token. */
export async function attachDomain(
  env: Pick<Env, 'DB'>,
  input: { projectId: number; userId: string; hostname: string; platformHosts: string[]; now?: number },
): Promise<AttachResult> {
  if (isPlatformHost(input.hostname, input.platformHosts)) {
    return { ok: false, status: 400, code: 'RESERVED_DOMAIN', message: 'This domain belongs to Fairstack. Enter a domain you own.' };
  }
  const taken = await env.DB.prepare("select project_id from custom_domains where hostname = ? and status = 'verified' and project_id != ?")
    .bind(input.hostname, input.projectId)
    .first();
  if (taken) return { ok: false, status: 409, code: 'DOMAIN_TAKEN', message: 'This domain is already connected to another website.' };
  const now = input.now ?? Date.now();
  const before = await domainOf(env, input.projectId);
  const result = await env.DB.prepare(
    `insert into custom_domains (project_id, hostname, token, status, created_at)
     select ?1, ?2, ?3, 'pending', ?4 where exists (select 1 from projects where id = ?1 and ${projectAccessSql('write', '?5')} and status = 'completed')
     on conflict (project_id) do update set hostname = excluded.hostname, token = excluded.token, status = 'pending',
        checked_at = null, verified_at = null, created_at = excluded.created_at`,
  )
    .bind(input.projectId, input.hostname, newToken(), now, input.userId)
    .run();
  if (result.meta.changes !== 1) return PROJECT_NOT_FOUND;
  forgetServedSite({ projectId: input.projectId, hostnames: [before?.hostname, input.hostname] });
  return { ok: true };
}

export async function removeDomain(env: Pick<Env, 'DB'>, projectId: number) {
  const before = await domainOf(env, projectId);
  await env.DB.prepare('delete from custom_domains where project_id = ?').bind(projectId).run();
  forgetServedSite({ projectId, hostnames: [before?.hostname] });
}

/**
 * Looks the TXT record up and records verified or failed. A lookup error counts as failed, except that
 * the automatic re-check (`keepVerifiedOnLookupError`) leaves a verified domain alone during a resolver
 * outage: only a definite answer without the record takes a verified site off its domain.
 */
export async function verifyDomain(
  env: Pick<Env, 'DB'>,
  resolver: TxtResolver,
  projectId: number,
  now = Date.now(),
  options: { keepVerifiedOnLookupError?: boolean } = {},
): Promise<DomainView | null> {
  const row = await env.DB.prepare('select hostname, token, status, checked_at, verified_at from custom_domains where project_id = ?')
    .bind(projectId)
    .first<Row>();
  if (!row) return null;
  let found = false;
  try {
    const values = await resolver.txt(verificationRecordName(row.hostname));
    found = values.some((v) => v.trim() === verificationRecordValue(row.token));
  } catch {
    if (options.keepVerifiedOnLookupError && row.status === 'verified') return view(row);
    found = false;
  }
  try {
    await env.DB.prepare(
      `update custom_domains set status = ?, checked_at = ?, verified_at = case when ? = 'verified' then coalesce(verified_at, ?) else null end
        where project_id = ? and token = ?`,
    )
      .bind(found ? 'verified' : 'failed', now, found ? 'verified' : 'failed', now, projectId, row.token)
      .run();
  } catch (error) {
    // Another site verified the same name first: this one stays unverified.
    if (!String(error).includes('UNIQUE')) throw error;
    await env.DB.prepare("update custom_domains set status = 'failed', checked_at = ? where project_id = ?").bind(now, projectId).run();
  }
  forgetServedSite({ projectId, hostnames: [row.hostname] });
  return domainOf(env, projectId);
}


export type RecheckSummary = { checked: number; verified: number; failed: number };

/**
 * The Cron Trigger's job: re-checks the domains that are due, oldest check first, in one bounded batch.
 * Due: unverified ones added in the last DOMAIN_RECHECK_DAYS and not checked in the last interval, and
 * verified ones not checked for a day. Lookups run a few at a time to bound the run's length.
 */
export async function recheckDueDomains(
  env: Pick<Env, 'DB'>,
  resolver: TxtResolver,
  options: { now?: number; batch?: number; hostnames?: CustomHostnames } = {},
): Promise<RecheckSummary> {
  const now = options.now ?? Date.now();
  // A little slack so a run that fires a few seconds early still picks up the previous run's domains.
  const interval = DOMAIN_RECHECK_EVERY_MINUTES * 60 * 1000 - 30_000;
  const { results } = await env.DB.prepare(
    `select project_id, hostname, status from custom_domains
      where (status in ('pending', 'failed') and created_at > ?1 and coalesce(checked_at, 0) <= ?2)
         or (status = 'verified' and coalesce(checked_at, 0) <= ?3)
      order by coalesce(checked_at, 0), id
      limit ?4`,
  )
    .bind(now - DOMAIN_RECHECK_DAYS * 24 * 60 * 60 * 1000, now - interval, now - VERIFIED_RECHECK_MS, options.batch ?? DOMAIN_RECHECK_BATCH)
    .all<{ project_id: number; hostname: string; status: DomainStatus }>();
  const summary: RecheckSummary = { checked: 0, verified: 0, failed: 0 };
  const hostnames = options.hostnames ?? localCustomHostnames;
  for (let i = 0; i < results.length; i += 5) {
    const batch = results.slice(i, i + 5);
    const views = await Promise.all(
      batch.map(async (before) => {
        const after = await verifyDomain(env, resolver, before.project_id, now, { keepVerifiedOnLookupError: true });
        await syncCustomHostname(hostnames, before, after);
        return after;
      }),
    );
    for (const v of views) {
      if (!v) continue;
      summary.checked++;
      if (v.status === 'verified') summary.verified++;
      else if (v.status === 'failed') summary.failed++;
    }
  }
  return summary;
}
