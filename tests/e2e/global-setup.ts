import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, prepareDatabase, startWorker } from '../../scripts/local.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The wrangler state folder of the e2e Worker, for tests that insert rows with `wrangler d1 execute`. */
    persistTo: string;
  }
}

/** Starts the built Worker on a free port with a fresh local state folder for the whole e2e run. */
export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), 'fairstack-e2e-'));
  prepareDatabase({ persistTo });
  const port = await freePort();
  const worker = await startWorker({
    port,
    persistTo,
    // ANALYTICS_TOKEN: the consent tests check the beacon loads only after acceptance (its URL is intercepted).
    // GENERATION_STEP_PAUSE_MS: a short pause between generation steps lets the tests watch the progress bar.
    vars: {
      ENVIRONMENT: 'development',
      PAYMENT_PROVIDER: 'test',
      GENERATION_PROVIDER: 'composer',
      ANALYTICS_TOKEN: 'e2e-analytics-token',
      GENERATION_STEP_PAUSE_MS: '300',
    },
  });
  project.provide('baseUrl', worker.url);
  project.provide('persistTo', persistTo);
  return async () => {
    worker.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
