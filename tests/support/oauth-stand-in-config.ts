// No Node imports here: workerd tests import this too.
export type ProviderId = 'github' | 'google';
export type StandInClient = { id: string; secret: string };

/** The dummy credentials the tests configure both the stand-in and the Worker with. */
export const STAND_IN_CLIENTS: Record<ProviderId, StandInClient> = {
  github: { id: 'gh-client-fairstack', secret: 'gh-secret-fairstack-0123456789' },
  google: { id: 'google-client-fairstack.apps.example', secret: 'google-secret-fairstack-0123456789' },
};

/** Worker variables that point both strategies at the stand-in at `url`. */
export function standInVars(url: string): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: STAND_IN_CLIENTS.github.id,
    GITHUB_CLIENT_SECRET: STAND_IN_CLIENTS.github.secret,
    GITHUB_OAUTH_BASE_URL: url,
    GOOGLE_CLIENT_ID: STAND_IN_CLIENTS.google.id,
    GOOGLE_CLIENT_SECRET: STAND_IN_CLIENTS.google.secret,
    GOOGLE_OAUTH_BASE_URL: url,
  };
}
