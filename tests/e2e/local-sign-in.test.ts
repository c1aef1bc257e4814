import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { api, signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('local sign-in in development', () => {
  it('signs in from /api/login, shows the first name in the nav, and logs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signInLocally(context, { email: uniqueEmail(), firstName: 'Robin' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByTestId('account-menu').getByTestId('nav-user-name').textContent()).resolves.toBe('Robin');
    await nav.getByRole('link', { name: 'Create Website' }).waitFor();
    await nav.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    const me = await api(page).get(`${baseUrl}/api/auth/user`);
    expect(me.status()).toBe(401);
    await context.close();
  });
});
