/** The 'Unauthorized' page goes to sign-in 500 ms after showing its toast. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const UNAUTHORIZED_TOAST = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' } as const;

/** What a guard throws (HTTP 401) for a signed-out browser; the root ErrorBoundary renders it. */
export type UnauthorizedData = { reason: 'unauthorized'; loginUrl: string };

export function isUnauthorizedData(value: unknown): value is UnauthorizedData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as UnauthorizedData).reason === 'unauthorized' &&
    typeof (value as UnauthorizedData).loginUrl === 'string'
  );
}
