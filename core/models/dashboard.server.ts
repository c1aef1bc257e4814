import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Env } from '../env';
import { preparedQuery } from '../db/client.server';
import { projects, settings, templates, users, type Project, type Template, type User } from '../db/schema';
import type { PriceSettings } from '../lib/pricing';
import { lookUpSessionWith, selectSessionUser } from '../auth/session.server';
import { listProjectRecordsForUser, selectUserProjects } from './projects.server';
import { getPriceSettings, priceSettingsFrom, selectPriceSettingRows } from './settings.server';
import { listActiveTemplates, selectActiveTemplates, toTemplateDto, type TemplateDto } from './templates.server';

/**
 * Everything the dashboard shows, in the session look-up's round trip (docs/decisions/230, 238): the session's user
 * and, in the same select, the user's projects, the active templates and the price settings, each as one JSON
 * array of rows (each row an array of the listed columns, in order). Those texts are exactly what the page shows
 * besides the user, so the rendered-page cache (workers/dashboard-cache.ts) compares them as they are, and the
 * dashboard's loader renders the rows parsed from them: the page and its fingerprint come from one read, and no
 * isolate memo has to be refilled (a memo's reload was two more round trips after this one, decision 238).
 */
type Columns = [string, SQLiteColumn][];
const PROJECT_COLUMNS: Columns = Object.entries(getTableColumns(projects));
const TEMPLATE_COLUMNS: Columns = Object.entries(getTableColumns(templates));
const SETTING_COLUMNS: Columns = Object.entries({ key: settings.key, value: settings.value });

/** SQLite's JSON text of every row of `rows` (a select), each row an array of `columns`. */
function jsonRows(rows: SQL | object, columns: Columns): SQL<string> {
  const row = sql.join(
    columns.map(([, column]) => sql`r.${sql.identifier(column.name)}`),
    sql`, `,
  );
  return sql<string>`(select json_group_array(json_array(${row})) from ${rows} r)`;
}

/** The rows of a `jsonRows` text back into what drizzle's select gives (the same columns, mapped the same way). */
function rowsFrom<T>(json: string, columns: Columns): T[] {
  return (JSON.parse(json) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    columns.forEach(([key, column], i) => {
      const value = values[i];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    });
    return row as T;
  });
}

const sessionWithDashboard = preparedQuery((db) =>
  selectSessionUser(db, {
    projects: jsonRows(selectUserProjects(db, users.id), PROJECT_COLUMNS),
    templates: jsonRows(selectActiveTemplates(db), TEMPLATE_COLUMNS),
    settings: jsonRows(selectPriceSettingRows(db), SETTING_COLUMNS),
  }).prepare(),
);

/** What the dashboard shows besides the user, as SQLite wrote it: equal texts, equal page. */
export type DashboardTexts = { projects: string; templates: string; settings: string };

// The Worker bundles this module twice (workers/ and the Remix build): the look-up made by the Worker must reach
// the loader's copy, so what it read is kept on `globalThis`, per request like the session state (docs/decisions/161).
const SHARED = Symbol.for('fairstack.dashboard-data');
const shared = globalThis as typeof globalThis & { [SHARED]?: WeakMap<Request, { userId: string; texts: DashboardTexts }> };
const readByRequest = (shared[SHARED] ??= new WeakMap());

export type DashboardLookUp = { user: User; texts: DashboardTexts };

/**
 * The request's session look-up, bringing everything the dashboard shows along; null unless the session is live
 * and its user active. Must be the request's first session look-up (it becomes the shared one): call it before
 * anything else asks who the request is from.
 */
export async function lookUpDashboard(env: Env, request: Request): Promise<DashboardLookUp | null> {
  const { state, row } = await lookUpSessionWith(env, request, sessionWithDashboard);
  if (state.status !== 'active' || !row) return null;
  const texts = { projects: row.projects, templates: row.templates, settings: row.settings };
  // Parsed only if the page is rendered: a page served from the cache needs the texts alone.
  readByRequest.set(request, { userId: row.user.id, texts });
  return { user: row.user, texts };
}

export type DashboardData = { projects: Project[]; templates: TemplateDto[]; prices: PriceSettings };

/**
 * The dashboard's data, deleted projects included (for Total Spent only, docs/decisions/260): what `lookUpDashboard`
 * read for this request (`request` is the Worker's, from the load context), else the projects' own query and the
 * isolate memos.
 */
export async function dashboardData(env: Pick<Env, 'DB'>, request: Request, userId: string): Promise<DashboardData> {
  const looked = readByRequest.get(request);
  if (looked && looked.userId === userId) {
    const { texts } = looked;
    return {
      projects: rowsFrom<Project>(texts.projects, PROJECT_COLUMNS),
      templates: rowsFrom<Template>(texts.templates, TEMPLATE_COLUMNS).map(toTemplateDto),
      prices: priceSettingsFrom(rowsFrom<{ key: string; value: string }>(texts.settings, SETTING_COLUMNS)),
    };
  }
  const [projectRows, activeTemplates, prices] = await Promise.all([listProjectRecordsForUser(env, userId), listActiveTemplates(env), getPriceSettings(env)]);
  return { projects: projectRows, templates: activeTemplates, prices };
}
