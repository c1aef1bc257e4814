import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Env } from '../env';
import { projectAccessSql, projectFor } from '../access/projects.server';
import { getDb } from '../db/client.server';
import { containsText } from '../db/contains-text.server';
import { projects, publishedApps, type PublishedApp } from '../db/schema';
import { DEFAULT_APP_FEATURES, formatRating, LANDING_SHOWCASE_LIMIT, searchWords, type IconType, type ShowcaseApp, type ShowcaseFilter } from '../content/showcase';
import type { PublishInput } from '../lib/schemas/publish';
import { sitePictureUrl } from '../lib/sites/picture';
import { memoize } from '../platform/memo.server';
import { PROJECT_NOT_FOUND, type Outcome } from './projects.server';

/** The public shape of a published app: no owner or project ids. */
export type PublishedAppDto = {
  id: number;
  name: string;
  description: string;
  category: string;
  features: string[];
  url: string;
  iconType: IconType;
  color: string;
  rating: number;
  userCount: number;
  createdAt: string;
};

/** Each publish category gets an icon and a colour (all colours pass WCAG AA with white text). */
const CATEGORY_LOOK: Record<string, { iconType: IconType; color: string }> = {
  'E-commerce': { iconType: 'zap', color: '#b45309' },
  Restaurant: { iconType: 'star', color: '#b91c1c' },
  Portfolio: { iconType: 'palette', color: '#7c3aed' },
  Business: { iconType: 'briefcase', color: '#1d4ed8' },
  Technology: { iconType: 'code', color: '#0f766e' },
  Healthcare: { iconType: 'users', color: '#0e7490' },
  Education: { iconType: 'bot', color: '#4338ca' },
  Other: { iconType: 'globe', color: '#334155' },
};

export function lookForCategory(category: string) {
  return CATEGORY_LOOK[category] ?? CATEGORY_LOOK.Other;
}

/** Defaults when a field is absent: two stock features, rating 0.0, no users. */
export function toPublishedAppDto(app: PublishedApp): PublishedAppDto {
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    category: app.category,
    features: app.features.length > 0 ? app.features : [...DEFAULT_APP_FEATURES],
    url: app.url,
    iconType: app.iconType,
    color: app.color,
    rating: app.rating ?? 0,
    userCount: app.userCount ?? 0,
    createdAt: new Date(app.createdAt).toISOString(),
  };
}

export function toShowcaseApp(app: PublishedAppDto): ShowcaseApp {
  return {
    key: `app-${app.id}`,
    name: app.name,
    description: app.description,
    category: app.category,
    features: app.features,
    url: app.url,
    // Every published app is a generated site (publishProject copies the project's generated_url).
    imageUrl: sitePictureUrl(app.url),
    iconType: app.iconType,
    color: app.color,
    rating: formatRating(app.rating),
    userCount: app.userCount,
    createdAt: Date.parse(app.createdAt),
    builtIn: false,
  };
}

/** The newest `limit` published apps (the landing's showcase). */
async function listNewestApps(env: Pick<Env, 'DB'>, limit: number): Promise<PublishedAppDto[]> {
  const rows = await getDb(env).select().from(publishedApps).orderBy(desc(publishedApps.createdAt), desc(publishedApps.id)).limit(limit).all();
  return rows.map(toPublishedAppDto);
}

let newestCache: ReturnType<typeof memoize<ShowcaseApp[]>> | null = null;

// One Worker has one D1 binding, so one cache per isolate is enough (as for templates).
function newestPublished(env: Pick<Env, 'DB'>) {
  newestCache ??= memoize('showcase', 30_000, async () => (await listNewestApps(env, LANDING_SHOWCASE_LIMIT)).map(toShowcaseApp));
  return newestCache;
}

/**
 * The newest published apps for the landing (at most six, with the spec's defaults), served from the
 * isolate cache for 30 s, the same time the edge keeps the signed-out landing (docs/decisions/050, 051).
 */
export function listNewestPublishedApps(env: Pick<Env, 'DB'>): Promise<ShowcaseApp[]> {
  return newestPublished(env).get();
}

/**
 * Forgets the landing's memo after a publish, a removal or a deletion, so the landing this isolate renders after
 * the purge of `STORE_PAGES` shows the change (docs/decisions/260); other isolates follow within the 30 s.
 */
export function invalidateNewestPublishedApps(env: Pick<Env, 'DB'>) {
  newestPublished(env).invalidate();
}

/**
 * Published apps per page of the app store and of `GET /api/published-apps` (docs/decisions/260, 270); the store
 * page adds the built-in entries ahead of its first page.
 */
export const STORE_PAGE_SIZE = 48;

export type StorePage = {
  apps: PublishedAppDto[];
  /** Published apps matching the search, on every page. */
  matching: number;
  /** Published apps in the store. */
  listed: number;
  /** Pages of `STORE_PAGE_SIZE` the matches fill (1 when none match). */
  pageCount: number;
};

/**
 * One page of the published apps matching a store search, newest first, searched in D1 over every listing
 * (docs/decisions/260): every word (`searchWords`) must appear, ignoring ASCII case, in the name, description,
 * category or features, as `filterShowcase` matches the built-in entries; `category` must be equal. The words
 * go through `containsText`, which escapes LIKE's wildcards and keeps each pattern within D1's limit.
 */
export async function searchPublishedApps(env: Pick<Env, 'DB'>, filter: ShowcaseFilter, page: number): Promise<StorePage> {
  const conditions: SQL[] = searchWords(filter.q).map(
    (word) =>
      or(
        containsText(publishedApps.name, word),
        containsText(publishedApps.description, word),
        containsText(publishedApps.category, word),
        containsText(publishedApps.features, word),
      )!,
  );
  if (filter.category) conditions.push(eq(publishedApps.category, filter.category));
  const where = conditions.length ? and(...conditions) : undefined;
  const db = getDb(env);
  const [rows, [matching], [listed]] = await db.batch([
    db
      .select()
      .from(publishedApps)
      .where(where)
      .orderBy(desc(publishedApps.createdAt), desc(publishedApps.id))
      .limit(STORE_PAGE_SIZE)
      .offset((page - 1) * STORE_PAGE_SIZE),
    db.select({ n: count() }).from(publishedApps).where(where),
    db.select({ n: count() }).from(publishedApps),
  ]);
  const matches = matching?.n ?? 0;
  return {
    apps: rows.map(toPublishedAppDto),
    matching: matches,
    listed: listed?.n ?? 0,
    pageCount: Math.max(1, Math.ceil(matches / STORE_PAGE_SIZE)),
  };
}

export const NOT_PUBLISHED_MESSAGE = 'This project is not in the store.';

/**
 * Takes the user's project out of the store (docs/decisions/159): its listing goes, the site stays at its own
 * address, and the project may be published again. The delete and the flag update commit together.
 */
export async function unpublishProject(env: Pick<Env, 'DB'>, userId: string, projectId: number): Promise<Outcome<object>> {
  const project = await projectFor(env, { id: userId }, projectId, 'write');
  if (!project) return PROJECT_NOT_FOUND;
  if (!project.isPublishedToStore) return { ok: false, status: 409, code: 'NOT_PUBLISHED', message: NOT_PUBLISHED_MESSAGE };
  const now = Date.now();
  const [removed] = await env.DB.batch([
    env.DB.prepare(
      `delete from published_apps
       where project_id = ?1 and exists (select 1 from projects where id = ?1 and ${projectAccessSql('write', '?2')})`,
    ).bind(projectId, userId),
    env.DB.prepare(
      `update projects set is_published_to_store = 0, updated_at = ?1 where id = ?2 and ${projectAccessSql('write', '?3')}`,
    ).bind(now, projectId, userId),
  ]);
  if (!removed.meta.changes) return { ok: false, status: 409, code: 'NOT_PUBLISHED', message: NOT_PUBLISHED_MESSAGE };
  invalidateNewestPublishedApps(env);
  return { ok: true };
}

export const NOT_COMPLETED_MESSAGE = 'Only a completed website can be published to the store.';
export const ALREADY_PUBLISHED_MESSAGE = 'This project is already published to the store.';

/**
 * Publishes the user's completed project to the store, once. The conditional insert and the flag update
 * commit together; the unique index on published_apps.project_id settles concurrent attempts.
 */
export async function publishProject(
  env: Pick<Env, 'DB'>,
  userId: string,
  projectId: number,
  input: PublishInput,
): Promise<Outcome<{ app: PublishedAppDto }>> {
  const project = await projectFor(env, { id: userId }, projectId, 'write');
  if (!project) return PROJECT_NOT_FOUND;
  const db = getDb(env);
  if (project.isPublishedToStore) return { ok: false, status: 409, code: 'ALREADY_PUBLISHED', message: ALREADY_PUBLISHED_MESSAGE };
  if (project.status !== 'completed' || !project.generatedUrl) {
    return { ok: false, status: 409, code: 'NOT_COMPLETED', message: NOT_COMPLETED_MESSAGE };
  }

  const look = lookForCategory(input.category);
  const now = Date.now();
  // Raw statements: the insert is conditional on the project still being completed and unpublished.
  const insert = env.DB.prepare(
    `insert into published_apps (project_id, user_id, name, description, category, features, url, icon_type, color, created_at)
     select id, user_id, ?, ?, ?, ?, generated_url, ?, ?, ?
     from projects
     where id = ?8 and ${projectAccessSql('write', '?9')} and status = 'completed' and is_published_to_store = 0 and generated_url is not null
     returning *`,
  ).bind(input.name, input.description, input.category, JSON.stringify(input.features), look.iconType, look.color, now, projectId, userId);
  const flag = env.DB.prepare(
    `update projects set is_published_to_store = 1, updated_at = ?1
     where id = ?2 and ${projectAccessSql('write', '?3')} and exists (select 1 from published_apps where project_id = ?2)`,
  ).bind(now, projectId, userId);

  let inserted: Record<string, unknown> | undefined;
  try {
    const [result] = await env.DB.batch([insert, flag]);
    inserted = (result.results as Record<string, unknown>[])[0];
  } catch (error) {
    if (/UNIQUE constraint failed/i.test(String(error))) {
      return { ok: false, status: 409, code: 'ALREADY_PUBLISHED', message: ALREADY_PUBLISHED_MESSAGE };
    }
    throw error;
  }
  if (!inserted) {
    // The project changed between the read and the write (a concurrent publish or a regeneration).
    const current = await db.select({ published: projects.isPublishedToStore }).from(projects).where(eq(projects.id, projectId)).get();
    return current?.published
      ? { ok: false, status: 409, code: 'ALREADY_PUBLISHED', message: ALREADY_PUBLISHED_MESSAGE }
      : { ok: false, status: 409, code: 'NOT_COMPLETED', message: NOT_COMPLETED_MESSAGE };
  }
  const app = await db.select().from(publishedApps).where(eq(publishedApps.id, Number(inserted.id))).get();
  invalidateNewestPublishedApps(env);
  return { ok: true, app: toPublishedAppDto(app!) };
}
