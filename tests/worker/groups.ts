/**
 * Workerd test files that run together in one runtime, a group to a file under `tests/worker/groups/`
 * (docs/decisions/269). Each workerd test file starts its own Miniflare and loads the whole Worker (importing
 * `cloudflare:test` imports `main`): about 5 s of CPU a file, for files whose tests take 1–3 s. A group pays that
 * once. Each member still starts on empty storage with the migrations applied (`runGroup` below), and its
 * top-level hooks apply to its own tests only.
 *
 * Kept out of groups: files whose tests take long anyway (the load is a small share there), and the attack files,
 * which are written as the findings come in. A file on no list runs on its own, as before.
 */
export const WORKER_GROUPS: Record<string, string[]> = {
  pages: ['csrf', 'showcase', 'foundation', 'redactor-page', 'route-guards', 'local-sign-in', 'store-search', 'marketing'],
  access: ['access-gate', 'dashboard-cache', 'first-steps', 'query-count', 'sessions', 'oauth', 'schema'],
  admin: ['admin-lockout', 'admin-invites', 'admin-settings', 'admin-users', 'redact-api'],
  projects: ['project-apis', 'project-deletion', 'project-pages', 'projects-api', 'publish', 'payments'],
  sites: ['photos-embedded', 'photos-room', 'custom-hostnames', 'domain-recheck', 'custom-domains', 'openapi-contract'],
};

/** The test files the groups hold, as the vitest config names them. */
export const GROUPED_FILES = Object.values(WORKER_GROUPS)
  .flat()
  .map((name) => `tests/worker/${name}.test.ts`);
