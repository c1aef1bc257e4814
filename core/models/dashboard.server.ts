import { getTableColumns, sql } from 'drizzle-orm';
import type { Env } from '../env';
import { preparedQuery } from '../db/client.server';
import { projects, users, type Project, type User } from '../db/schema';
import { lookUpSessionWith, selectSessionUser } from '../auth/session.server';
import { listProjectRecordsForUser, selectUserProjects } from './projects.server';

/**
 * The dashboard's data in the session look-up's round trip (docs/decisions/230): the session's user and, in the
 * same select, the user's projects as one JSON array of rows (each row an array of every column, in the schema's
 * order, as `selectUserProjects` lists them). That text is exactly what the page shows of the projects, so the
 * rendered-page cache (workers/dashboard-cache.ts) compares it as is, and the dashboard's loader renders the rows
 * parsed from it: the page and its fingerprint come from one read.
 */
const COLUMNS = Object.entries(getTableColumns(projects));

const sessionWithProjects = preparedQuery((db) => {
  const rows = selectUserProjects(db, users.id);
  const row = sql.join(
    COLUMNS.map(([, column]) => sql`p.${sql.identifier(column.name)}`),
    sql`, `,
  );
  return selectSessionUser(db, { projects: sql<string>`(select json_group_array(json_array(${row})) from ${rows} p)` }).prepare();
});

/** One row of the JSON array back into what drizzle's select gives (the same columns, mapped the same way). */
function projectFrom(values: unknown[]): Project {
  const project: Record<string, unknown> = {};
  COLUMNS.forEach(([key, column], i) => {
    const value = values[i];
    project[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  });
  return project as Project;
}

// The Worker bundles this module twice (workers/ and the Remix build): the look-up made by the Worker must reach
// the loader's copy, so what it read is kept on `globalThis`, per request like the session state (docs/decisions/161).
const SHARED = Symbol.for('fairstack.dashboard-projects');
const shared = globalThis as typeof globalThis & { [SHARED]?: WeakMap<Request, { userId: string; projectsJson: string }> };
const projectsByRequest = (shared[SHARED] ??= new WeakMap());

export type DashboardLookUp = {
  user: User;
  /** The projects' rows as SQLite wrote them: equal text, equal rows. */
  projectsJson: string;
};

/**
 * The request's session look-up, bringing the user's projects along; null unless the session is live and its
 * user active. Must be the request's first session look-up (it becomes the shared one): call it before anything
 * else asks who the request is from.
 */
export async function lookUpDashboard(env: Env, request: Request): Promise<DashboardLookUp | null> {
  const { state, row } = await lookUpSessionWith(env, request, sessionWithProjects);
  if (state.status !== 'active' || !row) return null;
  // Parsed only if the page is rendered: a page served from the cache needs the text alone.
  projectsByRequest.set(request, { userId: row.user.id, projectsJson: row.projects });
  return { user: row.user, projectsJson: row.projects };
}

/**
 * The dashboard's project rows, deleted ones included (docs/decisions/260): the rows `lookUpDashboard` read for this
 * request (`request` is the Worker's, from the load context), else a query of their own.
 */
export function dashboardProjects(env: Pick<Env, 'DB'>, request: Request, userId: string): Promise<Project[]> {
  const looked = projectsByRequest.get(request);
  if (looked && looked.userId === userId) return Promise.resolve((JSON.parse(looked.projectsJson) as unknown[][]).map(projectFrom));
  return listProjectRecordsForUser(env, userId);
}
