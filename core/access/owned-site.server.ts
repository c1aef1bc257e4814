import type { Env } from '../env';

export type OwnedSite = { id: number; name: string; slug: string; status: string; currentVersion: number | null };

export async function ownedSite(env: Pick<Env, 'DB'>, projectId: number, userId: string): Promise<OwnedSite | null> {
  const row = await env.DB.prepare('select id, name, slug, status, current_version from projects where id = ? and user_id = ?')
    .bind(projectId, userId)
    .first<{ id: number; name: string; slug: string; status: string; current_version: number | null }>();
  return row ? { id: row.id, name: row.name, slug: row.slug, status: row.status, currentVersion: row.current_version } : null;
}
