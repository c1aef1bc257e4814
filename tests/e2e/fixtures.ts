import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Signs the context in through the development-only local sign-in (the same form a developer uses).
 * Returns the page, now on `returnTo`. `hydrated`: submit only once the sign-in page has hydrated (the consent
 * banner renders only then), so the way to `returnTo` is a client-side navigation, not a plain form post; the page
 * hydrates once all its chunks are here (docs/decisions/248), so an early tap may be either.
 */
export async function signInLocally(
  context: BrowserContext,
  user: { email: string; firstName?: string; lastName?: string },
  returnTo = '/',
  { hydrated = false } = {},
): Promise<Page> {
  const baseUrl = inject('baseUrl');
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  if (hydrated) await page.getByTestId('consent-banner').waitFor();
  await page.getByLabel('E-mail').fill(user.email);
  if (user.firstName) await page.getByLabel('First name').fill(user.firstName);
  if (user.lastName) await page.getByLabel('Last name').fill(user.lastName);
  await page.getByRole('button', { name: 'Continue as a local user' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
  return page;
}

type Requester = Pick<APIRequestContext, 'get' | 'post' | 'put' | 'delete' | 'patch' | 'head' | 'fetch'>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'fetch'] as const;

/**
 * The page's (or context's) API client, resending a request once on ECONNRESET. Playwright keeps connections
 * alive, and one reused just as the dev server closes it as idle fails before the Worker sees the request
 * (docs/decisions/130); a browser resends such a request itself, Playwright only when asked (`maxRetries`).
 */
export function api(owner: { request: APIRequestContext }): Requester {
  const request = owner.request;
  return Object.fromEntries(
    METHODS.map((method) => [
      method,
      (url: Parameters<APIRequestContext['get']>[0], options: Parameters<APIRequestContext['get']>[1] = {}) =>
        request[method](url as string, { maxRetries: 1, ...options }),
    ]),
  ) as unknown as Requester;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

type GenerationStatus = { status: string; generatedUrl: string | null };

/**
 * Starts the generation of a paid project through the API as the signed-in `page` and waits until the
 * status poll says `completed` (returns that status); throws with the last status when the run fails or
 * takes over `timeoutMs`.
 */
export async function generateAndWait(page: Page, projectId: number, timeoutMs = 60_000): Promise<GenerationStatus> {
  const baseUrl = inject('baseUrl');
  const started = await api(page).post(`${baseUrl}/api/projects/${projectId}/generate`, { headers: { Origin: baseUrl } });
  if (started.status() !== 202) throw new Error(`generate answered ${started.status()}: ${await started.text()}`);
  const deadline = Date.now() + timeoutMs;
  let status = '';
  while (Date.now() < deadline) {
    const body = (await (await api(page).get(`${baseUrl}/api/projects/${projectId}/status`)).json()) as { data: GenerationStatus };
    status = body.data.status;
    if (status === 'completed') return body.data;
    if (status === 'failed') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`project ${projectId} did not complete its generation (last status: ${status})`);
}
