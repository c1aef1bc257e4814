import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { LOCAL_ADMIN_PASSWORD } from '~core/auth/admin-session.server';
import { findLeaks } from '../../scripts/lib/log-scan.mjs';
import { freePort, prepareDatabase, startWorker } from '../../scripts/local.mjs';
import { startOAuthStandIn } from '../support/oauth-stand-in';
import { STAND_IN_CLIENTS, standInVars } from '../support/oauth-stand-in-config';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    oauthStandInUrl: string;
    /** The wrangler state folder of the e2e Worker, for tests that insert rows with `wrangler d1 execute`. */
    persistTo: string;
    /** Where tests/e2e/browser.ts records every session cookie value the Worker sets (one a line). */
    seenCookiesFile: string;
  }
}

/** The Worker's captured output of the last e2e run (kept after the run, for reading a leak report). */
export const WORKER_LOG = join(tmpdir(), 'fairstack-e2e-worker.log');

/**
 * Addresses allowed in the log, each with its reason. Nothing else shaped like an e-mail address may appear:
 * addresses of people who sign in are masked (`a***@example.test`) by our logging.
 */
const ALLOWED_EMAILS: (string | RegExp)[] = [
  // npm/wrangler banner and error text quote package authors' and tools' addresses, not our users'.
  /@(cloudflare|npmjs)\.com$/i,
];

/**
 * Starts the local OAuth stand-in (GitHub + Google on 127.0.0.1), then the built Worker on a free port with
 * a fresh local state folder for the whole e2e run, its strategies pointed at the stand-in. ENVIRONMENT is
 * development, so the local sign-in (`signInLocally`) is offered alongside the providers.
 *
 * docs/decisions/122: the Worker runs with a session secret made for this run and `--log-level log`;
 * its stdout and stderr go to WORKER_LOG. The teardown searches that log for the run's secrets, every session
 * cookie the browsers received, API tokens and unmasked e-mail addresses, and fails the run (exit code 1) on any hit.
 */
export default async function setup(project: TestProject) {
  const standIn = await startOAuthStandIn();
  const persistTo = mkdtempSync(join(tmpdir(), 'fairstack-e2e-'));
  const seenCookiesFile = join(persistTo, 'seen-cookies.txt');
  writeFileSync(seenCookiesFile, '');
  prepareDatabase({ persistTo });
  const port = await freePort();
  const sessionSecret = `e2e-session-secret-${crypto.randomUUID()}`;
  const vars = {
    ENVIRONMENT: 'development',
    SESSION_SECRET: sessionSecret,
    PAYMENT_PROVIDER: 'test',
    GENERATION_PROVIDER: 'composer',
    ANALYTICS_TOKEN: 'e2e-analytics-token',
    GENERATION_STEP_PAUSE_MS: '300',
    // Many tests share the one client address 127.0.0.1: limits x100 (docs/decisions/151).
    WRITE_LIMIT_FACTOR: '100',
    ...standInVars(standIn.url),
  };
  // ANALYTICS_TOKEN: the consent tests check the beacon loads only after acceptance (its URL is intercepted).
  // GENERATION_STEP_PAUSE_MS: a short pause between generation steps lets the tests watch the progress bar.
  const worker = await startWorker({ port, persistTo, vars, logLevel: 'log' });
  const log = createWriteStream(WORKER_LOG);
  log.write(worker.logs.join(''));
  worker.child.stdout?.on('data', (d: Buffer) => log.write(d));
  worker.child.stderr?.on('data', (d: Buffer) => log.write(d));
  project.provide('baseUrl', worker.url);
  project.provide('persistTo', persistTo);
  project.provide('oauthStandInUrl', standIn.url);
  project.provide('seenCookiesFile', seenCookiesFile);
  return async () => {
    const exited = new Promise<void>((resolve) => (worker.child.exitCode !== null ? resolve() : worker.child.once('exit', () => resolve())));
    worker.stop();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await new Promise<void>((resolve) => log.end(() => resolve()));
    await standIn.close();
    const cookieValues = existsSync(seenCookiesFile) ? readFileSync(seenCookiesFile, 'utf8').split('\n').filter(Boolean) : [];
    rmSync(persistTo, { recursive: true, force: true });
    const leaks = findLeaks(readFileSync(WORKER_LOG, 'utf8'), {
      secrets: {
        SESSION_SECRET: sessionSecret,
        'the admin password': LOCAL_ADMIN_PASSWORD,
        GITHUB_CLIENT_SECRET: STAND_IN_CLIENTS.github.secret,
        GOOGLE_CLIENT_SECRET: STAND_IN_CLIENTS.google.secret,
      },
      cookieValues,
      allowedEmails: ALLOWED_EMAILS,
    });
    console.log(`Worker log check: ${WORKER_LOG} searched for secrets, ${cookieValues.length} session cookie values, API tokens and e-mail addresses: ${leaks.length} leaks.`);
    if (leaks.length > 0) {
      // An error thrown from a global teardown is only printed (vitest 4 still exits 0), so set the exit code.
      console.error(`The Worker's log leaks (docs/decisions/122):\n${leaks.map((l) => `  line ${l.line}: ${l.what}: ${l.excerpt}`).join('\n')}`);
      process.exitCode = 1;
    }
  };
}
