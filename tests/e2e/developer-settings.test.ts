import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('developer settings', () => {
  it('creates a token shown once, uses it against the API, and revokes it', async () => {
    const context = await browser.newContext();
    const page = await signInLocally(context, { email: uniqueEmail('dev') }, '/dashboard/developer');
    await page.getByRole('heading', { name: 'Developer settings' }).waitFor();

    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Give the token a name').waitFor();

    await page.getByLabel('Token name').fill('e2e token');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('secret-once').textContent())!.trim();
    expect(token).toMatch(/^fs_/);

    const api = await fetch(`${baseUrl}/api/v1/templates`, { headers: { Authorization: `Bearer ${token}` } });
    expect(api.status).toBe(200);

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: 'Revoke token e2e token' }).click();
    await page.getByRole('cell', { name: 'Revoked' }).waitFor();
    const after = await fetch(`${baseUrl}/api/v1/templates`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    // After a reload the token is never shown again.
    await page.reload();
    expect(await page.getByTestId('secret-once').count()).toBe(0);
    await context.close();
  });

  it('refuses a non-HTTPS webhook URL with a field error, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await signInLocally(context, { email: uniqueEmail('hook') }, '/dashboard/developer');
    await page.getByLabel('Endpoint URL (HTTPS)').fill('ftp://example.com/x');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('The endpoint must use https://').waitFor();
    await page.getByText('No endpoints yet.').waitFor();
    await context.close();
  });
});
