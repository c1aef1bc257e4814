import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { insertPaidProject } from './d1';
import { api, generateAndWait, signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
const id = 900_000 + (Date.now() % 90_000);
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await signInLocally(context, { email: uniqueEmail('owning'), firstName: 'Owen' });
  const me = (await (await api(page).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
  slug = insertPaidProject(me.id, { id, name: 'Lantern Lane Bakery', businessType: 'Restaurant', description: 'Sourdough and cinnamon buns in the old town.' });
  await generateAndWait(page, id);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('owning the generated site', () => {
  it('shows typed words and colours in the live preview before saving, without publishing them', async () => {
    await page.goto(`${baseUrl}/projects/${id}/edit`);
    // The colour pickers appear once React has hydrated, i.e. once the live preview is listening.
    await page.locator('input[type="color"]').first().waitFor();
    const frame = page.frameLocator('iframe[name="site-preview"]');
    await frame.locator('#hero-title').waitFor();
    expect(await frame.locator('#hero-title').textContent()).not.toBe('Preview <b>only</b> headline');
    await page.getByLabel('Headline').fill('Preview <b>only</b> headline');
    await frame.locator('#hero-title', { hasText: 'Preview <b>only</b> headline' }).waitFor({ timeout: 10_000 });
    expect(await frame.locator('#hero-title b').count()).toBe(0);
    await page.getByText('Preview updated with your unsaved changes.').waitFor({ state: 'attached' });

    await page.locator('#colours-primary').fill('#1f3a5f');
    // The frame is sandboxed (an opaque origin), so read its style through Playwright rather than the DOM.
    let style = '';
    for (let i = 0; i < 50 && !style.includes('--primary:#1f3a5f'); i++) {
      await page.waitForTimeout(200);
      style = (await frame.locator('style').first().textContent()) ?? '';
    }
    expect(style).toContain('--primary:#1f3a5f');
    // Both unsaved changes show together.
    expect(await frame.locator('#hero-title').textContent()).toBe('Preview <b>only</b> headline');

    // Nothing was saved: the live site still has its first words.
    const live = await (await api(page).get(`${baseUrl}/sites/${slug}/`)).text();
    expect(live).not.toContain('Preview &lt;b&gt;only');
    expect(live).toContain('Lantern Lane Bakery');
    const versions = await (await api(page).get(`${baseUrl}/projects/${id}/versions`)).text();
    expect(versions).not.toContain('Version 2');
  });

  it('edits the headline and sees it live, regenerates a section, restores version 1 and downloads version 2', async () => {
    await page.goto(`${baseUrl}/projects/${id}/edit`);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByLabel('Headline').fill('Warm bread <every> morning');
    await page.getByRole('button', { name: 'Save hero' }).click();
    await page.getByText('Saved as version 2.').waitFor();
    const live = await (await api(page).get(`${baseUrl}/sites/${slug}/`)).text();
    expect(live).toContain('Warm bread &lt;every&gt; morning');

    await page.getByRole('button', { name: 'Regenerate closing call to action' }).click();
    await page.getByText('Section regenerated as version 3.').waitFor();
    await page.getByText('19 of 20 section regenerations left today.').waitFor();

    await page.goto(`${baseUrl}/projects/${id}/versions`);
    const versionViolations = await seriousA11yViolations(page);
    expect(versionViolations, describeViolations(versionViolations)).toEqual([]);
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 4 is now live.').waitFor();
    const restored = await (await api(page).get(`${baseUrl}/sites/${slug}/`)).text();
    expect(restored).not.toContain('Warm bread');
    expect(restored).toContain('Lantern Lane Bakery');

    const zip = await api(page).get(`${baseUrl}/api/projects/${id}/download?version=2`);
    expect(zip.status()).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.body()));
    expect(new TextDecoder().decode(files['index.html'])).toContain('Warm bread &lt;every&gt; morning');
  });

  it('works without JavaScript: Preview posts into the frame, colour errors show, Save publishes', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const plain = await noJs.newPage();
      await plain.goto(`${baseUrl}/projects/${id}/edit`);
      await plain.locator('#colours-primary').fill('#dddddd');
      await plain.getByRole('button', { name: 'Save colours' }).click();
      await plain.getByText(/Contrast 1\.\d:1 is below 4\.5:1 against the background\./).waitFor();

      await plain.goto(`${baseUrl}/projects/${id}/edit`);
      await plain.locator('#closing-heading').fill('No script <needed> here');
      await plain.locator('#closing').getByRole('button', { name: 'Preview' }).click();
      await plain.frameLocator('iframe[name="site-preview"]').getByText('No script <needed> here').waitFor();
      expect(await (await api(plain).get(`${baseUrl}/sites/${slug}/`)).text()).not.toContain('No script');

      await plain.getByRole('button', { name: 'Save closing call to action' }).click();
      await plain.getByText(/Saved as version \d+\./).waitFor();
      expect(await (await api(plain).get(`${baseUrl}/sites/${slug}/`)).text()).toContain('No script &lt;needed&gt; here');
    } finally {
      await noJs.close();
    }
  });

  it('restoring the same version from two open pages makes it live once and says so the second time, with and without JavaScript', async () => {
    const versionCount = async () =>
      ((await (await api(page).get(`${baseUrl}/api/projects/${id}/versions`)).json()) as { data: { versions: unknown[] } }).data.versions.length;
    // The page without JavaScript is a phone's: every Restore button is in view, none behind a sideways scroll.
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    try {
      const plain = await noJs.newPage();
      await page.goto(`${baseUrl}/projects/${id}/versions`);
      await page.waitForLoadState('networkidle');
      await plain.goto(`${baseUrl}/projects/${id}/versions`);
      expect(await plain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const button of await plain.getByRole('button', { name: /^Restore version/ }).all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      const before = await versionCount();

      await page.getByRole('button', { name: 'Restore version 2' }).click();
      await page.getByText(`Version ${before + 1} is now live.`).waitFor();
      // The page without JavaScript was opened before: its Restore button for version 2 is still there.
      await plain.getByRole('button', { name: 'Restore version 2' }).click();
      await plain.getByText(`Version 2 is already live: the live version ${before + 1} shows the same site. Nothing was changed.`).waitFor();
      expect(await versionCount()).toBe(before + 1);

      await plain.getByRole('button', { name: 'Restore version 3' }).click();
      await plain.getByText(`Version ${before + 2} is now live.`).waitFor();
      // And the other way round: the page with JavaScript still offers version 3; the answer takes the focus.
      await page.getByRole('button', { name: 'Restore version 3' }).focus();
      await page.keyboard.press('Enter');
      const notice = page.getByText(`Version 3 is already live: the live version ${before + 2} shows the same site. Nothing was changed.`);
      await notice.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Version 3 is already live');
      expect(await versionCount()).toBe(before + 2);
      // What the page now shows matches: no Restore button for the version that is live.
      expect(await page.getByRole('button', { name: 'Restore version 3' }).count()).toBe(0);
    } finally {
      await noJs.close();
    }
  });
});
