// The layering of docs/decisions/200, checked by `npm test` (scripts/test.mjs) and `npm run depcruise`.
// core/ is the domain; app/ (Remix UI and routes) and workers/ (Worker entry, Hono adapters, Durable Objects)
// sit on top of it and never reach into each other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import loop, type-only imports included: the layers must read as a tree.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-the-bottom',
      severity: 'error',
      comment: 'core/ imports neither app/ nor workers/.',
      from: { path: '^core/' },
      to: { path: '^(app|workers)/' },
    },
    {
      name: 'app-not-into-workers',
      severity: 'error',
      comment: 'The Remix app reaches the domain through core/, never through the Worker.',
      from: { path: '^app/' },
      to: { path: '^workers/' },
    },
    {
      name: 'workers-not-into-app',
      severity: 'error',
      comment: 'The Worker reaches the domain through core/; it mounts the Remix app only through its build.',
      from: { path: '^workers/' },
      to: { path: '^app/' },
    },
    {
      name: 'routes-not-into-routes',
      severity: 'error',
      comment: 'A page route never imports another route module: shared code lives in app/components, app/lib or core/.',
      from: { path: '^app/routes/' },
      to: { path: '^app/routes/' },
    },
    {
      name: 'handlers-not-into-handlers',
      severity: 'error',
      comment:
        'A Hono handler module never imports another handler module; only the routers (workers/api/index.ts, ' +
        'workers/api/v1/index.ts, workers/api/admin.ts) mount them. Shared middleware and helpers are not handlers.',
      from: { path: '^workers/api/', pathNot: '^workers/api/((v1/)?index|admin)\\.ts$' },
      to: { path: '^workers/api/', pathNot: '^workers/api/(admin-middleware|auth-middleware|envelope|refusal|types|validation|rate-limit|v1/schemas|v1/auth)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|node_modules|\\.tmp)/|\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'] },
  },
};
