import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, prepareDatabase, startWorker } from '../../scripts/local.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
    vars: {
      ENVIRONMENT: 'development',
      PAYMENT_PROVIDER: 'test',
      GENERATION_PROVIDER: 'composer',
      ANALYTICS_TOKEN: 'e2e-analytics-token',
    },
  });
  project.provide('baseUrl', worker.url);
  return async () => {
    worker.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
