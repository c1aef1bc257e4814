import type { TestProject } from 'vitest/node';
import { startOAuthStandIn } from '../support/oauth-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    oauthStandInUrl: string;
  }
}

/** Runs in Node: the OAuth stand-in the workerd tests point the strategies at (127.0.0.1 only). */
export default async function setup(project: TestProject) {
  const standIn = await startOAuthStandIn();
  project.provide('oauthStandInUrl', standIn.url);
  return () => standIn.close();
}
