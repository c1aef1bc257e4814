import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, prepareDatabase, startWorker } from '../../scripts/local.mjs';
import { startOAuthStandIn } from '../support/oauth-stand-in';
import { standInVars } from '../support/oauth-stand-in-config';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    oauthStandInUrl: string;
    /** The wrangler state folder of the e2e Worker, for tests that insert rows with `wrangler d1 execute`. */
    persistTo: string;
  }
}

/**
 * Starts the local OAuth stand-in (GitHub + Google on 127.0.0.1), then the built Worker on a free port with
 * a fresh local state folder for the whole e2e run, its strategies pointed at the stand-in. ENVIRONMENT is
 * development, so the local sign-in (`signInLocally`) is offered alongside the providers.
 */
export default async function setup(project: TestProject) {
  const standIn = await startOAuthStandIn();
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
      ...standInVars(standIn.url),
    },
  });
  project.provide('baseUrl', worker.url);
  project.provide('persistTo', persistTo);
  project.provide('oauthStandInUrl', standIn.url);
  return async () => {
    worker.stop();
    await standIn.close();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
