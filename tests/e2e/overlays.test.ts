import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
const BEACON = 'https://static.cloudflareinsights.com/beacon.min.js';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The analytics provider is outside this machine: answer its script here and count the requests. */
async function withBeacon(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(BEACON, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__beaconLoaded = true;' });
  });
  return requests;
}

describe('analytics consent banner', () => {
  it('loads no analytics before Accept, stores the choice, hides, and loads analytics after', async () => {
    const context = await browser.newContext();
    const beacon = await withBeacon(context);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    await page.waitForLoadState('networkidle');
    expect(beacon).toEqual([]);
    expect(await page.locator('script[src*="cloudflareinsights"]').count()).toBe(0);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('accepted');
    await page.waitForFunction(() => (window as unknown as { __beaconLoaded?: boolean }).__beaconLoaded === true);
    expect(beacon).toHaveLength(1);
    const token = await page.locator('script[src*="cloudflareinsights"]').getAttribute('data-cf-beacon');
    expect(JSON.parse(token!)).toEqual({ token: 'e2e-analytics-token' });

    // Next visit: no banner, analytics load because consent is stored.
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __beaconLoaded?: boolean }).__beaconLoaded === true);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('stores a Decline and never loads analytics', async () => {
    const context = await browser.newContext();
    const beacon = await withBeacon(context);
    const page = await context.newPage();
    await page.goto(baseUrl + '/about');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Decline' }).click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('declined');
    await page.goto(baseUrl + '/blog');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    expect(beacon).toEqual([]);
    await context.close();
  });
});

/** Fires what Chromium fires when the app is installable; records whether our prompt called prompt(). */
async function fireInstallPrompt(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = () => {
      (window as unknown as { __prompted: boolean }).__prompted = true;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(event);
  });
}

async function hydratedPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(baseUrl + path);
  // Hydrated once the consent banner (rendered only in the browser) is on screen.
  await page.getByTestId('consent-banner').waitFor();
  return page;
}

describe('install prompt', () => {
  it('appears 5 seconds after the browser offers installation, and Install calls the browser prompt', async () => {
    const context = await browser.newContext();
    const page = await hydratedPage(context, '/');
    await page.clock.install();
    await fireInstallPrompt(page);
    await page.clock.runFor(4_900);
    expect(await page.getByTestId('install-prompt').count()).toBe(0);
    await page.clock.runFor(200);
    const prompt = page.getByTestId('install-prompt');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Install' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
    await context.close();
  });

  it('remembers a dismissal for the browser session', async () => {
    const context = await browser.newContext();
    const page = await hydratedPage(context, '/about');
    await page.clock.install();
    await fireInstallPrompt(page);
    await page.clock.runFor(5_000);
    await page.getByTestId('install-prompt').getByRole('button', { name: 'Not now' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('pwa-prompt-dismissed'))).toBe('true');

    await page.reload();
    await page.getByTestId('consent-banner').waitFor();
    await fireInstallPrompt(page);
    await page.clock.runFor(10_000);
    expect(await page.getByTestId('install-prompt').count()).toBe(0);
    await context.close();
  });
});

describe('service worker', () => {
  it('registers /sw.js on load and serves the offline page when the network is gone', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl + '/about');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${baseUrl}/sw.js`);
    // Controlled from the next navigation on.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.goto(baseUrl + '/careers').catch(() => undefined);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    // The API is never answered from a cache.
    const apiFailed = await page.evaluate(() =>
      fetch('/api/health').then(
        () => false,
        () => true,
      ),
    );
    expect(apiFailed).toBe(true);
    await context.setOffline(false);
    await context.close();
  });

  it('keeps no page HTML in its caches', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await page.goto(baseUrl + '/help-center');
    await page.waitForLoadState('networkidle');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    // Only the offline shell and hashed build files: no page, no API answer.
    const others = cached.filter((u) => !u.startsWith('/assets/') && !u.startsWith('/icons/')).sort();
    expect(others).toEqual(['/favicon.svg', '/manifest.webmanifest', '/offline.html']);
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    await context.close();
  });
});
