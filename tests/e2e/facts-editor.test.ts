import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { insertPaidProject } from './d1';
import { api, generateAndWait, signInLocally, uniqueEmail } from './fixtures';

/*
 * The site editor's facts form (docs/decisions/144) on a site made before facts were stored: the draft read
 * from the description, the live preview of a corrected phone, saving, and adding an offering without
 * JavaScript. (axe runs on the editor page in site-ownership.test.ts.)
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
const id = 1_100_000 + (Date.now() % 90_000);
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await signInLocally(context, { email: uniqueEmail('facts-editor'), firstName: 'Fay' });
  const me = (await (await api(page).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
  slug = insertPaidProject(me.id, {
    id,
    name: 'Copper Kettle Cafe',
    businessType: 'Restaurant',
    description: 'Neighbourhood cafe serving espresso, toasties and carrot cake. Call 0161 496 0321.',
  });
  await generateAndWait(page, id);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the editor’s facts form', () => {
  it('shows the facts read from the description, previews a corrected phone, and saves it to the site', async () => {
    await page.goto(`${baseUrl}/projects/${id}/edit`);
    await page.locator('input[type="color"]').first().waitFor();
    await page.getByText('We read these facts from your description').waitFor();
    const facts = page.locator('#facts');
    expect(await facts.getByLabel('Phone').inputValue()).toBe('0161 496 0321');

    await facts.getByLabel('Phone').fill('0161 496 0999');
    const frame = page.frameLocator('iframe[name="site-preview"]');
    await frame.getByText('0161 496 0999').first().waitFor({ timeout: 10_000 });
    expect(await (await api(page).get(`${baseUrl}/sites/${slug}/`)).text()).not.toContain('0161 496 0999');

    await facts.getByRole('button', { name: 'Save facts' }).click();
    await page.getByText('Saved as version 2.').waitFor();
    const live = await (await api(page).get(`${baseUrl}/sites/${slug}/`)).text();
    expect(live).toContain('0161 496 0999');
    await page.getByText('Your website states these facts and nothing else').waitFor();
  });

  it('adds an offering without JavaScript and publishes it', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const plain = await noJs.newPage();
      await plain.goto(`${baseUrl}/projects/${id}/edit`);
      const rows = await plain.getByLabel(/^Offering \d+ name$/).count();
      await plain.getByRole('button', { name: 'Add an offering' }).click();
      await plain.getByLabel(`Offering ${rows + 1} name`).fill('Cheese scone');
      await plain.getByLabel(`Offering ${rows + 1} name`).press('Enter');
      await plain.getByText(/Saved as version \d+\./).waitFor();
      expect(await (await api(plain).get(`${baseUrl}/sites/${slug}/`)).text()).toContain('Cheese scone');
    } finally {
      await noJs.close();
    }
  });
});
