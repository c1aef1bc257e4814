import * as build from '../../build/server/index.js';
import { api } from '../../workers/api';
import { ORIGIN } from './helpers';
import { fetchWith } from './worker-env';

/*
 * Every route the Worker serves, read from the code rather than written down: the Hono app's registered routes
 * (`api.routes`), the operations of the served OpenAPI document and the built Remix server's route manifest.
 * The access matrix gives each one a policy; the hostile-request sweep sends each one malformed requests.
 */

export type Route = { method: string; path: string; source: 'hono' | 'openapi' | 'remix' };

export function honoRoutes(): Route[] {
  return api.routes
    .filter((r) => r.method !== 'ALL') // middleware (`use`) entries, not endpoints
    .map((r) => ({ method: r.method, path: r.path, source: 'hono' as const }));
}

export async function openApiRoutes(): Promise<Route[]> {
  const doc = await (await fetchWith({}, `${ORIGIN}/api/v1/openapi.json`)).json<{ paths: Record<string, object> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path: `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`, source: 'openapi' as const })),
  );
}

type ManifestRoute = { id: string; path?: string; parentId?: string; index?: boolean; module: { loader?: unknown; action?: unknown; default?: unknown } };

export function remixRoutes(): Route[] {
  const manifest = (build as unknown as { routes: Record<string, ManifestRoute> }).routes;
  const fullPath = (route: ManifestRoute): string => {
    const own = route.path ?? '';
    const parent = route.parentId ? manifest[route.parentId] : undefined;
    const base = parent && parent.id !== 'root' ? fullPath(parent) : '';
    return `${base}/${own}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  };
  return Object.values(manifest)
    .filter((r) => r.id !== 'root')
    .flatMap((r) => {
      const path = fullPath(r);
      const out: Route[] = [{ method: 'GET', path, source: 'remix' }];
      if (r.module.action) out.push({ method: 'POST', path, source: 'remix' });
      return out;
    });
}

/** Every discovered route, once per "METHOD path" key (the OpenAPI document repeats Hono's v1 routes). */
export async function discoverRoutes(): Promise<{ discovered: Route[]; byKey: Map<string, Route> }> {
  const discovered = [...honoRoutes(), ...(await openApiRoutes()), ...remixRoutes()];
  const byKey = new Map<string, Route>();
  for (const route of discovered) if (!byKey.has(`${route.method} ${route.path}`)) byKey.set(`${route.method} ${route.path}`, route);
  return { discovered, byKey };
}

export type PathValues = { project: number; templateId: number; userId: string };

/** A route pattern with its parameters filled in (Hono's `:id{regex}` and Remix's `:id`, `*`). */
export function concretePath(path: string, values: PathValues): string {
  return path
    .replace(/:id\{[^}]*\}\}?/g, String(values.templateId))
    .replace(/:(id|projectId)\b/g, String(values.project))
    .replace(/:userId\b/g, values.userId)
    .replace(/:token\b/g, 'not-a-real-invite-token')
    .replace(/:slug\b/g, 'no-such-slug')
    .replace(/\*$/, 'no-such-page');
}
