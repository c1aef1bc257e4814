import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { api, signInLocally, uniqueEmail } from './fixtures';

/*
 * "What we understood" (docs/decisions/143): create with a description, see the facts read from it,
 * correct one, pay in test mode, generate, and find the corrected fact on the site; with and without
 * JavaScript.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESCRIPTION =
  'Sourdough bakery in Portland run by Ana Souza. We bake country loaves, cardamom buns and rye crackers. Call us on 503-555-0142.';

async function expectAccessible(page: Page, label: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

/** The generated site's visible text and its call links. */
async function siteFacts(page: Page, slug: string) {
  await page.goto(`${baseUrl}/sites/${slug}/`);
  const text = await page.locator('body').innerText();
  const tels = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return { text, tels };
}

/** Confirms the step; a field error instead of checkout fails with its text. */
async function confirm(page: Page, id: number) {
  await page.getByRole('button', { name: 'Confirm and continue to checkout' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await Promise.race([
    page.waitForURL(`${baseUrl}/checkout/${id}`),
    alert.waitFor().then(async () => {
      throw new Error(`not saved: ${await alert.innerText()}`);
    }),
  ]);
}

async function createOnPage(page: Page, name: string) {
  await page.getByLabel('Business Name').fill(name);
  await page.getByLabel('Business Type').selectOption('Restaurant');
  await page.getByLabel('Description').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await page.waitForURL(/\/projects\/\d+\/facts/);
  await page.getByRole('heading', { name: 'What we understood' }).waitFor();
  return Number(/\/projects\/(\d+)\/facts/.exec(page.url())![1]);
}

describe('"What we understood" with JavaScript', () => {
  it('shows the extracted facts, takes a correction, and the generated site states the corrected fact', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signInLocally(context, { email: uniqueEmail('facts-js') }, '/create');
    await page.waitForLoadState('networkidle');
    const id = await createOnPage(page, 'Ana’s Sourdough');

    const phone = page.getByLabel('Phone');
    expect(await phone.inputValue()).toBe('503-555-0142');
    // The sign-in e-mail is a choice, never filled in.
    expect(await page.getByLabel('Business e-mail shown on the site').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: /Use my sign-in e-mail/ }).isChecked()).toBe(false);
    await expectAccessible(page, '/projects/:id/facts');

    // A bad value: a field error, nothing saved, still on the step.
    await phone.fill('call the shop');
    await page.getByRole('button', { name: 'Confirm and continue to checkout' }).click();
    await page.getByRole('alert').getByText('Nothing was saved').waitFor();
    expect(await page.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/projects\/\d+\/facts/);
    await expectAccessible(page, '/projects/:id/facts (errors)');

    // Correct the phone, add an offering (the new row's name field gets the focus).
    await page.getByLabel('Phone').fill('503 555 0199');
    const rows = await page.getByLabel(/^Offering \d+ name$/).count();
    await page.getByRole('button', { name: 'Add an offering' }).click();
    const added = page.getByLabel(`Offering ${rows + 1} name`);
    await added.waitFor();
    expect(await added.evaluate((el) => el === document.activeElement)).toBe(true);
    await added.fill('Seeded rye');
    expect(await page.getByLabel('Phone').inputValue()).toBe('503 555 0199');
    await confirm(page, id);
    const summary = page.getByTestId('facts-summary');
    await summary.getByText('503 555 0199').waitFor();
    await summary.getByText(/Seeded rye/).waitFor();
    expect(await page.getByRole('link', { name: 'Correct your facts' }).getAttribute('href')).toBe(`/projects/${id}/facts`);

    await page.getByRole('button', { name: 'Pay Now (test mode)' }).click();
    await page.getByText('Payment confirmed - Ready to generate').waitFor();
    await page.getByTestId('generation-status').getByRole('button', { name: 'Generate Website with AI' }).click();
    await page.getByText('Your website is ready!').waitFor({ timeout: 30_000 });
    const slug = ((await (await api(page).get(`${baseUrl}/api/projects/${id}`)).json()) as { data: { slug: string } }).data.slug;

    const site = await siteFacts(page, slug);
    expect(site.text).toContain('503 555 0199');
    expect(site.text).toContain('Seeded rye');
    expect(site.tels.length).toBeGreaterThan(0);
    expect(site.tels.every((t) => t!.replace(/\D/g, '').endsWith('5035550199'))).toBe(true);
    await context.close();
  }, 120_000);
});

describe('"What we understood" without JavaScript', () => {
  it('adds rows with submit buttons, saves the correction, pays, generates, and the site states it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await signInLocally(context, { email: uniqueEmail('facts-nojs') }, '/create');
    const id = await createOnPage(page, 'Quiet Crumb Bakery');
    expect(page.url()).toMatch(/\?created=1$/);
    expect(await page.getByLabel('Phone').inputValue()).toBe('503-555-0142');
    // (axe runs as a script in the page, so it is checked on the same markup in the JavaScript test.)

    // The typed correction survives the row button's round trip to the server.
    await page.getByLabel('Phone').fill('503 555 0188');
    const rows = await page.getByLabel(/^Offering \d+ name$/).count();
    await page.getByRole('button', { name: 'Add an offering' }).click();
    await page.getByLabel(`Offering ${rows + 1} name`).fill('Olive fougasse');
    expect(await page.getByLabel('Phone').inputValue()).toBe('503 555 0188');
    await page.getByLabel('Saturday', { exact: true }).selectOption('open');
    await page.getByLabel('Saturday opens').fill('08:00');
    await page.getByLabel('Saturday closes').fill('13:00');
    await confirm(page, id);
    await page.getByTestId('facts-summary').getByText('503 555 0188').waitFor();
    await page.getByTestId('facts-summary').getByText('08:00–13:00').waitFor();
    await page.getByRole('button', { name: 'Pay Now (test mode)' }).click();
    await page.getByText('Payment confirmed - Ready to generate').waitFor();

    await page.goto(`${baseUrl}/projects/${id}`);
    await page.getByRole('button', { name: 'Generate Website with AI' }).click();
    await page.waitForURL(`${baseUrl}/projects/${id}`);
    await page.getByText('Your website is ready!').waitFor({ timeout: 30_000 });
    const href = await page.getByRole('link', { name: 'View Your Website' }).getAttribute('href');
    const slug = /\/sites\/([^/]+)\//.exec(href!)![1];

    const site = await siteFacts(page, slug);
    expect(site.text).toContain('503 555 0188');
    expect(site.text).toContain('Olive fougasse');
    expect(site.tels.every((t) => t!.replace(/\D/g, '').endsWith('5035550188'))).toBe(true);
    await context.close();
  }, 120_000);
});
