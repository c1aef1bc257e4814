import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { insertPaidProject } from './d1';
import { api, generateAndWait, signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('deleting a project (docs/decisions/260)', () => {
  it('from the dashboard card, through the confirmation page, with and without JavaScript', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await signInLocally(context, { email: uniqueEmail('delete') }, '/dashboard');
    const me = (await (await api(page).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };

    for (const javaScriptEnabled of [true, false]) {
      const id = 880_000 + (Date.now() % 50_000) * 2 + (javaScriptEnabled ? 0 : 1);
      const name = `Ember Forge ${id}`;
      insertPaidProject(me.id, { id, name, businessType: 'Portfolio', description: 'Hand-forged knives.' });
      const { generatedUrl } = await generateAndWait(page, id, 30_000);
      const published = await api(page).post(`${baseUrl}/api/projects/${id}/publish`, {
        headers: { Origin: baseUrl },
        data: { name, description: 'Hand-forged knives.', category: 'Portfolio', features: 'Knives' },
      });
      expect(published.status()).toBe(201);
      const siteUrl = new URL(generatedUrl!, baseUrl).href;
      expect((await api(page).get(siteUrl)).status()).toBe(200);

      const owner = javaScriptEnabled ? page : await (await browser.newContext({ javaScriptEnabled, storageState: await context.storageState() })).newPage();
      await owner.goto(`${baseUrl}/dashboard`);
      const spent = await owner.getByTestId('stat-spent').textContent();
      const card = owner.getByTestId('project-card').filter({ hasText: name });
      await card.locator('summary', { hasText: 'More' }).click();
      await card.getByRole('link', { name: `Delete project ${name}` }).click();
      await owner.waitForURL(`${baseUrl}/projects/${id}/delete`);
      await owner.getByRole('heading', { level: 1, name: `Delete ${name}?` }).waitFor();
      await owner.getByText('Its listing in the App Store.').waitFor();
      await owner.getByText('What you paid ($29.99) stays on record').waitFor();
      // axe runs as a script in the page: only where scripts run.
      if (javaScriptEnabled) {
        const violations = await seriousA11yViolations(owner);
        expect(violations, describeViolations(violations)).toEqual([]);
      }

      // "Keep the project" changes nothing.
      await owner.getByRole('link', { name: 'Keep the project' }).click();
      await owner.waitForURL(`${baseUrl}/projects/${id}`);
      await owner.getByRole('link', { name: 'Delete project…' }).click();
      await owner.waitForURL(`${baseUrl}/projects/${id}/delete`);
      await owner.getByRole('button', { name: 'Delete project permanently' }).click();

      await owner.waitForURL(`${baseUrl}/dashboard?deleted=1`);
      await owner.getByRole('status').getByText('Project deleted').waitFor();
      // The pressed button is gone: with JavaScript the notice takes the focus (without it the page starts at the top).
      if (javaScriptEnabled) {
        await expect.poll(() => owner.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Project deleted/);
      }
      expect(await owner.getByTestId('project-card').filter({ hasText: name }).count()).toBe(0);
      // The money spent still counts (docs/decisions/260).
      expect(await owner.getByTestId('stat-spent').textContent()).toBe(spent);
      // Its address stops serving, and the store no longer lists it.
      expect((await api(owner).get(siteUrl)).status(), `site after deletion, JavaScript ${javaScriptEnabled}`).toBe(404);
      expect(await (await api(owner).get(`${baseUrl}/app-store`)).text()).not.toContain(name);
      if (!javaScriptEnabled) await owner.context().close();
    }
    await context.close();
  }, 120_000);
});
