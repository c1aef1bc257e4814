import { resolve } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import tsconfigPaths from 'vite-tsconfig-paths';
import { configDefaults, defineConfig } from 'vitest/config';
import { GROUPED_FILES } from './tests/worker/groups';

/** Tests that run in Node beside the code they test. */
const NODE_TESTS = ['core/**/*.test.ts', 'app/**/*.test.ts', 'workers/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Node tests that take seconds each (the Nu Html Checker on Java, megabyte inputs, a CLI in child processes,
 * every sample business composed): their own project, so `unit` stays fast feedback (docs/decisions/210).
 */
const SLOW_TESTS = [
  'core/lib/generation/validity.test.ts',
  'core/lib/redactor/adversarial.test.ts',
  'scripts/redact.test.ts',
  'core/lib/generation/composer.test.ts',
];

/**
 * Workerd files that run inside a group file (tests/worker/groups/, docs/decisions/269) rather than each on its
 * own, except one named on the command line (`npx vitest run tests/worker/sessions.test.ts`): that runs alone.
 */
const NAMED = process.argv.slice(2).map((arg) => resolve(arg));
const GROUPED_ONLY = GROUPED_FILES.filter((file) => !NAMED.includes(resolve(file)));

/** Node tests that read the production build (`build/`): run after `npm run build` (docs/decisions/210). */
const BUILD_TESTS = ['bench/landing-js.test.ts', 'bench/redactor/page-js.test.ts'];

// The Remix Vite plugin stays out of here: tests import modules directly or call the built Worker.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Two files at a time on the 2-core machine (docs/decisions/220, amendment): one left a core idle half the run.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          testTimeout: 30_000,
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...SLOW_TESTS, ...BUILD_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          // One test checks every sample site with the Nu Html Checker on Java: 36 s on a quiet machine, over 70 s
          // when npm test's stages run side by side on 2 busy cores (docs/decisions/220).
          testTimeout: 180_000,
          environment: 'node',
          include: SLOW_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: BUILD_TESTS,
        },
      },
      {
        extends: true,
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            main: './workers/app.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                // 'test' behaves like production (no local sign-in, Secure cookies, a real secret); tests
                // that need development behaviour call the Worker with an overridden env (tests/worker/worker-env.ts).
                ENVIRONMENT: 'test',
                SESSION_SECRET: 'workerd-tests-session-secret-0123456789abcdef',
                // Set explicitly like production must; equal to LOCAL_ADMIN_PASSWORD, which the admin tests use.
                ADMIN_PASSWORD: 'fairstack-admin-local',
                // The public origin, required outside development (docs/decisions/153); tests/worker/helpers.ts ORIGIN.
                APP_ORIGIN: 'https://fairstack.test',
                // Test-only: write limits x1000, so suites that create many rows test their subject; the limits
                // themselves are tested at their real values (tests/worker/write-limits.test.ts, docs/decisions/151).
                WRITE_LIMIT_FACTOR: '1000',
                PAYMENT_PROVIDER: 'test',
                // Short pauses between generation steps, so the live channel's step events can be observed.
                GENERATION_STEP_PAUSE_MS: '30',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                // Local stand-in servers started by tests/worker/global-setup.ts (127.0.0.1 only).
                TEST_RECEIVER_URL: inject('receiverUrl'),
                // Bodies per endpoint in tests/worker/fuzz-writes.test.ts: small in npm test, thousands in `npm run reliability`.
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '16',
                // tests/worker/hostile-requests.test.ts: a sample in npm test, 'full' in `npm run reliability`.
                HOSTILE_SWEEP: process.env.HOSTILE_SWEEP ?? '',
                DOH_URL: `${inject('dnsStandInUrl')}/dns-query`,
                // The openai provider's endpoint and a short timeout; used only by runs started with
                // GENERATION_PROVIDER=openai (tests/worker/faults.test.ts), the default stays composer.
                OPENAI_BASE_URL: `${inject('openAiStandInUrl')}/v1`,
                OPENAI_API_KEY: 'sk-standin-not-a-real-key',
                AI_TIMEOUT_MS: '3000',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // Generous: the 2-core machine is shared, and property tests make many D1 round trips.
          testTimeout: 30_000,
          include: ['tests/worker/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...GROUPED_ONLY],
          setupFiles: ['./tests/worker/apply-migrations.ts'],
          globalSetup: ['./tests/worker/global-setup.ts'],
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: ['@remix-run/cloudflare', '@remix-run/server-runtime', 'cookie', 'set-cookie-parser', 'stripe'],
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
