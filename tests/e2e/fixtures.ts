import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Signs the context in through the development-only local sign-in (the same form a developer uses).
 * Returns the page, now on `returnTo`.
 */
export async function signInLocally(
  context: BrowserContext,
  user: { email: string; firstName?: string; lastName?: string },
  returnTo = '/',
): Promise<Page> {
  const baseUrl = inject('baseUrl');
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(user.email);
  if (user.firstName) await page.getByLabel('First name').fill(user.firstName);
  if (user.lastName) await page.getByLabel('Last name').fill(user.lastName);
  await page.getByRole('button', { name: 'Continue as a local user' }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
  return page;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
