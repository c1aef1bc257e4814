import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeHeic, makePng } from '../support/images';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { insertPaidProject } from './d1';
import { api, signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function ownerPage(javaScriptEnabled: boolean): Promise<{ page: Page; id: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  contexts.push(context);
  const page = await signInLocally(context, { email: uniqueEmail('photos'), firstName: 'Pia' });
  const me = (await (await api(page).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
  const id = 910_000 + Math.floor(Math.random() * 80_000);
  insertPaidProject(me.id, { id, name: 'Harbour Loaf Bakery', businessType: 'Restaurant', description: 'Sourdough by the harbour.' });
  await page.goto(`${baseUrl}/projects/${id}/photos`);
  return { page, id };
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('photos page', () => {
  it('uploads without JavaScript: a multipart form, the alt text suggested from the file name, refusals as field errors', async () => {
    const { page } = await ownerPage(false);
    await page.getByLabel('Image file').setInputFiles({ name: 'warm-rye_loaves.png', mimeType: 'image/png', buffer: Buffer.from(makePng(120, 80)) });
    await page.getByLabel('Where it goes').selectOption('hero');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Image added.').waitFor();
    expect(await page.getByLabel('Description (alt text)').inputValue()).toBe('Warm rye loaves');
    expect(await page.getByTestId('storage').textContent()).toMatch(/Storage: \d+ KB of 200\.0 MB used/);

    await page.getByLabel('Image file').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from(makeHeic()) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('HEIC photos (the iPhone default) cannot be shown on websites', { exact: false }).first().waitFor();
    expect(await page.getByTestId('photo-item').count()).toBe(1);

    // Words and order with plain forms.
    await page.getByLabel('Description (alt text)').fill('Rye loaves cooling on the rack');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Changes saved.').waitFor();
    expect(await page.getByLabel('Description (alt text)').inputValue()).toBe('Rye loaves cooling on the rack');
  }, 120_000);

  it('with JavaScript: drop a file, preview, suggested alt text, progress, downscaled in the browser, drag to reorder', async () => {
    const { page, id } = await ownerPage(true);
    await page.getByText('Image file (or drop it here)').waitFor();
    const png = Buffer.from(makePng(96, 64)).toString('base64');
    const transfer = await page.evaluateHandle((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], 'cinnamon-buns.png', { type: 'image/png' }));
      return dt;
    }, png);
    await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByTestId('upload-preview').waitFor();
    expect(await page.getByLabel(/alt text/).first().inputValue()).toBe('Cinnamon buns');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}/photos`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Upload' }).click();
    expect((await answer).status()).toBe(201);
    await page.getByTestId('photo-item').first().waitFor();
    // Said as without JavaScript, and the form is empty for the next image (docs/decisions/259).
    await page.getByRole('status').filter({ hasText: 'Image added.' }).waitFor();
    expect(await page.getByLabel('Description for people who cannot see it (alt text)').inputValue()).toBe('');

    // 3000 × 1500 RGBA is 18 MB as this PNG: over the limit as sent, but the browser downscales it to 1,600 px.
    await page.getByLabel('Image file (or drop it here)').setInputFiles({ name: 'shop-front.png', mimeType: 'image/png', buffer: Buffer.from(makePng(3000, 1500)) });
    await page.getByTestId('upload-preview').waitFor();
    expect(await page.getByLabel('Description for people who cannot see it (alt text)').inputValue()).toBe('Shop front');
    const big = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}/photos`) && r.request().method() === 'POST', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByTestId('upload-progress').waitFor({ state: 'attached' });
    const response = await big;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { data: { photo: { width: number; height: number } } }).data.photo).toMatchObject({ width: 1600, height: 800 });
    const items = page.getByTestId('photo-item');
    await items.nth(1).waitFor({ timeout: 30_000 });
    expect(await items.nth(1).textContent()).toContain('1600 × 800 px');
    const first = await items.nth(0).getAttribute('data-photo-id');
    // Dragged by the picture: a press on a text field inside the card would select text instead.
    await items.nth(1).locator('img').dragTo(items.nth(0).locator('img'));
    await page.waitForFunction((firstId) => document.querySelector('[data-testid="photo-item"]')?.getAttribute('data-photo-id') !== firstId, first);
    // Saved on the server (the redirect after the reorder post says so) before the page is loaded again.
    await page.getByText('Order saved.').waitFor();
    await page.reload();
    expect(await page.getByTestId('photo-item').nth(1).getAttribute('data-photo-id')).toBe(first);

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  }, 180_000);
});
