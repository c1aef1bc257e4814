import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeHeic, makePng } from '../support/images';
import { launchBrowser } from './browser';
import { insertPaidProject } from './d1';
import { api, signInLocally, uniqueEmail } from './fixtures';

/**
 * The logo-and-photos forms on the facts step and in the site editor (docs/decisions/184), with and without
 * JavaScript; in the editor the live preview shows the uploaded image, loaded with the owner's cookie.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function owner(javaScriptEnabled: boolean, generated: boolean): Promise<{ page: Page; id: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  contexts.push(context);
  const page = await signInLocally(context, { email: uniqueEmail('photos-embedded'), firstName: 'Ida' });
  const me = (await (await api(page).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
  const id = 930_000 + Math.floor(Math.random() * 60_000);
  insertPaidProject(me.id, { id, name: 'Quayside Bakehouse', businessType: 'Restaurant', description: 'Sourdough and buns by the quay.' });
  if (generated) {
    const started = await api(page).post(`${baseUrl}/api/projects/${id}/generate`, { headers: { Origin: baseUrl } });
    expect(started.status()).toBe(202);
    for (let i = 0; i < 150; i++) {
      const status = (await (await api(page).get(`${baseUrl}/api/projects/${id}/status`)).json()) as { data: { status: string } };
      if (status.data.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { page, id };
}

/** Drops a PNG on the upload's drop zone, as a file dragged from the desktop. */
async function dropPng(page: Page, name: string, width: number, height: number) {
  const png = Buffer.from(makePng(width, height)).toString('base64');
  const transfer = await page.evaluateHandle(
    ([b64, fileName]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], fileName, { type: 'image/png' }));
      return dt;
    },
    [png, name] as const,
  );
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: transfer });
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('photos on the facts step', () => {
  it('without JavaScript: a multipart form that comes back to the facts step, refusals as field errors', async () => {
    const { page, id } = await owner(false, false);
    await page.goto(`${baseUrl}/projects/${id}/facts`);
    await page.getByLabel('Image file').setInputFiles({ name: 'seeded-rye.png', mimeType: 'image/png', buffer: Buffer.from(makePng(90, 60)) });
    await page.getByLabel('Where it goes').selectOption('hero');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Image added.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/projects/${id}/facts`);
    expect(await page.getByRole('heading', { name: 'What we understood' }).count()).toBe(1);
    expect(await page.getByTestId('photo-item').count()).toBe(1);
    expect(await page.getByLabel('Description (alt text)').inputValue()).toBe('Seeded rye');

    await page.getByLabel('Image file').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from(makeHeic()) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('#upload-file-error').getByText('HEIC photos (the iPhone default) cannot be shown on websites', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/projects/${id}/facts`);
    expect(await page.getByTestId('photo-item').count()).toBe(1);
  }, 120_000);

  it('with JavaScript: drop, preview, suggested alt text, progress bar, and the list updates in place', async () => {
    const { page, id } = await owner(true, false);
    await page.goto(`${baseUrl}/projects/${id}/facts`);
    await page.getByText('Image file (or drop it here)').waitFor();
    await dropPng(page, 'cardamom-buns.png', 120, 80);
    await page.getByTestId('upload-preview').waitFor();
    expect(await page.locator('#upload-alt').inputValue()).toBe('Cardamom buns');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}/photos`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Upload' }).click();
    expect((await answer).status()).toBe(201);
    await page.getByTestId('photo-item').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/projects/${id}/facts`);
    expect(await page.getByTestId('storage').textContent()).toMatch(/Storage: \d+ KB of 200\.0 MB used/);
  }, 120_000);
});

describe('photos in the site editor', () => {
  it('without JavaScript: uploads from the editor and comes back to it', async () => {
    const { page, id } = await owner(false, true);
    await page.goto(`${baseUrl}/projects/${id}/edit`);
    await page.getByLabel('Image file').setInputFiles({ name: 'quay-at-dawn.png', mimeType: 'image/png', buffer: Buffer.from(makePng(100, 75)) });
    await page.getByLabel('Where it goes').first().selectOption('hero');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Image added.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/projects/${id}/edit`);
    expect(await page.getByRole('heading', { name: 'Edit your website' }).count()).toBe(1);
    expect(await page.getByTestId('photo-item').count()).toBe(1);
  }, 180_000);

  it('with JavaScript: uploads from the editor and the live preview shows the image at once', async () => {
    const { page, id } = await owner(true, true);
    await page.goto(`${baseUrl}/projects/${id}/edit`);
    await page.getByText('Image file (or drop it here)').waitFor();
    await page.locator('#upload-place').selectOption('hero');
    await dropPng(page, 'harbour-loaves.png', 160, 120);
    await page.getByTestId('upload-preview').waitFor();
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}/photos`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Upload' }).click();
    const body = (await (await answer).json()) as { data: { photo: { id: string } } };
    await page.getByTestId('photo-item').first().waitFor();
    // The preview refreshes with the library and loads the image from the owner's route (same origin, no script).
    const frame = page.frameLocator('iframe[name="site-preview"]');
    const hero = frame.locator(`img[src*="/api/projects/${id}/photos/${body.data.photo.id}/"]`).first();
    await hero.waitFor({ timeout: 15_000 });
    // Loaded, not broken (naturalWidth follows `sizes`, so it is the frame's width rather than 160).
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    expect(await hero.getAttribute('alt')).toBe('Harbour loaves');
  }, 180_000);
});
