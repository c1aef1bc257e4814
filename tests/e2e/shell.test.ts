import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it('loads the landing page and uses the Build menu on a desktop', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    const response = await page.goto(baseUrl + '/');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toContain('Fairstack');
    await page.getByRole('heading', { level: 1, name: 'The AI that keeps AI fair' }).waitFor();
    // Seeded templates appear in the gallery.
    await page.getByRole('heading', { name: 'Restaurant & Dining' }).waitFor();

    // The Build menu is a native disclosure (docs/decisions/168): opened by its summary, closed by Escape with the
    // focus back on it.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const build = nav.getByTestId('build-menu');
    // Escape needs the hydrated menu: the consent banner renders only in the hydrated page.
    await page.getByTestId('consent-banner').waitFor();
    await build.locator('summary').click();
    await build.getByRole('link', { name: 'App Builder' }).waitFor();
    await build.getByRole('link', { name: 'Website Creator' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(build.getByRole('link', { name: 'App Builder' }).isVisible()).resolves.toBe(false);
    await expect(build.locator('summary').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The keyboard opens it too.
    await page.keyboard.press('Enter');
    await build.getByRole('link', { name: 'App Builder' }).waitFor();
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/api/login');
    expect(cspErrors).toEqual([]);
    await page.close();
  });

  it('opens and closes the collapsible menu at 390 px wide', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(baseUrl + '/');
    const toggle = page.locator('summary', { hasText: 'Toggle menu' });
    // Closing on a tap needs the hydrated menu (before hydration, see the next two tests).
    await page.getByTestId('consent-banner').waitFor();
    const menu = page.getByTestId('mobile-menu');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/#pricing$/);
    await menu.waitFor({ state: 'hidden' });
    // The hash target scrolls into view after the 100 ms delay.
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing')?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 120;
    });
    await page.close();
  });

  it('keeps the landing whole and at the link target when a same-page link is tapped before the page hydrated', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the landing's and the navigation's chunks (docs/decisions/248: the page hydrates once they are here).
    await page.route(/\/assets\/(landing-page|nav-bar)-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl + '/', { waitUntil: 'domcontentloaded' });
    await page.locator('summary', { hasText: 'Toggle menu' }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/#pricing$/);
    release();
    await page.getByTestId('consent-banner').waitFor();
    // Hydrated, the hash scroll brings the target in (smoothly: allow it a few seconds).
    await page.waitForFunction(() => Math.abs(document.getElementById('pricing')?.getBoundingClientRect().top ?? 9999) < 120, null, {
      timeout: 10_000,
    });
    expect(await page.locator('main section').count()).toBeGreaterThan(3);
    await page.close();
  });

  it('keeps the phone menu open when it was opened before the navigation hydrated', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the navigation's chunk: the menu is tapped while the bar is server HTML only.
    await page.route(/\/assets\/nav-bar-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl + '/', { waitUntil: 'domcontentloaded' });
    await page.locator('summary', { hasText: 'Toggle menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    release();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await menu.isVisible()).toBe(true);
    // Hydrated now: Escape closes it.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('opens a page reached from the foot of another at its top, without sliding', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(baseUrl + '/');
    await page.getByTestId('consent-banner').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /about/i }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('opens the phone menu without JavaScript', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.locator('summary', { hasText: 'Toggle menu' }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'App Store' }).click();
    await page.waitForURL(`${baseUrl}/app-store`);
    await context.close();
  });

  it('shows the 404 page with HTTP 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto(baseUrl + '/this/page/does/not/exist');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.close();
  });

  it('has no serious or critical accessibility violations on the landing and 404 pages', async () => {
    const page = await browser.newPage();
    for (const path of ['/', '/about', '/missing-page']) {
      await page.goto(baseUrl + path);
      const violations = await seriousA11yViolations(page);
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
    }
    await page.close();
  });

  it('dismisses a toast swiped at least 50 px to the right, and keeps one swiped less', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/redactor');
    await page.waitForLoadState('networkidle');
    const drag = async (dx: number) => {
      await page.getByRole('button', { name: 'Copy Redacted' }).click();
      const toast = page.getByTestId('toast').filter({ hasText: 'Nothing to Copy' });
      await toast.waitFor();
      const box = (await toast.locator('p').first().boundingBox())!;
      await page.mouse.move(box.x + 5, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 5 + dx / 2, box.y + box.height / 2, { steps: 3 });
      await page.mouse.move(box.x + 5 + dx, box.y + box.height / 2, { steps: 3 });
      await page.mouse.up();
      return toast;
    };
    const kept = await drag(30);
    expect(await kept.isVisible()).toBe(true);
    await kept.getByRole('button', { name: 'Dismiss notification' }).click();
    await kept.waitFor({ state: 'detached' });
    const swiped = await drag(60);
    await swiped.waitFor({ state: 'detached', timeout: 1000 });
    await page.close();
  });

  it('focuses the notification region with F8', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('F8');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(label).toBe('Notifications (F8)');
    await page.close();
  });
});
