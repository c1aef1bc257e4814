import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { projects, STAFF_ROLES, type Project, type StaffRole } from '../db/schema';

/**
 * The one access rule for projects (docs/decisions/201). Its owner may read and write a project; a support
 * member (`users.staff_role = 'support'`) may read every project and write none; nobody else sees it (the
 * caller gets the same "not found" as for a missing project). Every page, API route, v1 route, model and
 * Durable Object entry that touches a project by id asks here: `projectFor` for a row, `projectAccessSql`
 * inside a raw statement (conditional writes keep their single atomic statement), `projectAccess` in drizzle.
 */
export type ProjectNeed = 'read' | 'write';

/** Who is asking: a signed-in user, or the user an API token belongs to. */
export type Actor = { id: string };

const SUPPORT: StaffRole = STAFF_ROLES[0];

/**
 * The rule as SQL over a `projects` row (`alias`), the caller's user id bound at the numbered `param` (e.g.
 * `?2`; read access names it twice), in parentheses. A support member is recognised in the same statement, so no
 * caller has to load the role first.
 */
export function projectAccessSql(need: ProjectNeed, param: `?${number}`, alias?: string): string {
  const column = (name: string) => `${alias ? `${alias}.` : ''}${name}`;
  // A deleted project is missing for everyone (docs/decisions/260): its row is only a record of what was paid.
  const live = `${column('deleted_at')} is null`;
  const owner = `${column('user_id')} = ${param}`;
  if (need === 'write') return `(${live} and ${owner})`;
  return `(${live} and (${owner} or exists (select 1 from users where users.id = ${param} and users.staff_role = '${SUPPORT}')))`;
}

/** The rule as a drizzle condition on `projects`. */
export function projectAccess(need: ProjectNeed, actor: Actor): SQL {
  const live = isNull(projects.deletedAt);
  const owner = eq(projects.userId, actor.id);
  if (need === 'write') return and(live, owner)!;
  return sql`(${live} and (${owner} or exists (select 1 from users where users.id = ${actor.id} and users.staff_role = ${SUPPORT})))`;
}

/** The project `id` if `actor` may `need` it, else null (missing and refused look the same). */
export async function projectFor(env: Pick<Env, 'DB'>, actor: Actor, id: number, need: ProjectNeed): Promise<Project | null> {
  return (
    (await getDb(env)
      .select()
      .from(projects)
      .where(and(eq(projects.id, id), projectAccess(need, actor)))
      .get()) ?? null
  );
}

export type OwnedSite = { id: number; name: string; slug: string; status: string; currentVersion: number | null };

/** The site fields of a project the caller may `need`, for the site pages and models. */
export async function ownedSite(env: Pick<Env, 'DB'>, projectId: number, userId: string, need: ProjectNeed): Promise<OwnedSite | null> {
  const row = await env.DB.prepare(`select id, name, slug, status, current_version from projects where id = ?1 and ${projectAccessSql(need, '?2')}`)
    .bind(projectId, userId)
    .first<{ id: number; name: string; slug: string; status: string; current_version: number | null }>();
  return row ? { id: row.id, name: row.name, slug: row.slug, status: row.status, currentVersion: row.current_version } : null;
}
