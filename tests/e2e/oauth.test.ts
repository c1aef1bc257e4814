import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { api, signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
const standInUrl = inject('oauthStandInUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Answers the page's own navigation to /api/login with 204 (a browser then stays where it is), so the
 * Unauthorized page and its toast can be inspected without racing its 500 ms redirect on a slow machine.
 * `requested()` resolves with the URL the page tried to open; `release()` then follows it for real.
 */
async function holdSignInNavigation(page: Page) {
  let url: string | null = null;
  const pattern = `${baseUrl}/api/login**`;
  await page.route(pattern, (route) => {
    url = route.request().url();
    return route.fulfill({ status: 204 });
  });
  return {
    requested: async () => {
      await expect.poll(() => url, { timeout: 20_000 }).not.toBeNull();
      return url;
    },
    release: async () => {
      await page.unroute(pattern);
      await page.goto(url!);
    },
  };
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

describe('OAuth authorization-code flow in the browser (against the local stand-in)', () => {
  it('GitHub: a guarded page sends a signed-out visitor through sign-in and back, then logout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = uniqueEmail('gh');

    // The 'Unauthorized' toast, then the page goes to /api/login by itself (after 500 ms).
    const login = await holdSignInNavigation(page);
    const response = await page.goto(`${baseUrl}/dashboard`);
    expect(response?.status()).toBe(401);
    const toast = page.getByTestId('toast');
    await toast.getByText('Unauthorized').waitFor();
    await toast.getByText('You are logged out. Logging in again...').waitFor();
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    expect(await login.requested()).toBe(`${baseUrl}/api/login?returnTo=%2Fdashboard`);
    await login.release();
    await page.waitForURL(`${baseUrl}/login?returnTo=%2Fdashboard`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await page.getByText('Choose your preferred authentication method').waitFor();

    await page.getByRole('link', { name: 'Continue with GitHub' }).click();
    await page.waitForURL((url) => url.origin === standInUrl && url.pathname === '/login/oauth/authorize');
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseUrl}/api/auth/github/callback`);
    await page.getByLabel('Username').fill(`octo-${Date.now()}`);
    await page.getByLabel('Name', { exact: true }).fill('Octavia Hubble');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Authorize' }).click();

    // Back on the page that was asked for, signed in.
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByTestId('account-menu').getByTestId('nav-user-name').textContent()).resolves.toBe('Octavia');
    const avatar = nav.getByTestId('account-menu').locator('img');
    expect(await avatar.getAttribute('src')).toMatch(new RegExp(`^${standInUrl}/avatars/\\w+\\.svg$`));
    const me = await api(page).get(`${baseUrl}/api/auth/user`);
    expect(await me.json()).toMatchObject({ firstName: 'Octavia', lastName: 'Hubble', email, role: 'user' });

    await nav.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    expect((await api(page).get(`${baseUrl}/api/auth/user`)).status()).toBe(401);
    await context.close();
  });

  it('Google: sign in from the sign-in page, return to returnTo, name and picture in the nav, logout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = uniqueEmail('google');
    await page.goto(`${baseUrl}/api/login?returnTo=%2Fabout`);
    await page.waitForURL(`${baseUrl}/login?returnTo=%2Fabout`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.origin === standInUrl && url.pathname === '/o/oauth2/v2/auth');
    expect(new URL(page.url()).searchParams.get('scope')).toBe('openid email profile');
    await page.getByLabel('Given name').fill('Gianna');
    await page.getByLabel('Family name').fill('Goodall');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Authorize' }).click();

    await page.waitForURL(`${baseUrl}/about`);
    await page.getByRole('heading', { name: 'About Fairstack' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByTestId('account-menu').getByTestId('nav-user-name').textContent()).resolves.toBe('Gianna');
    expect(await nav.getByTestId('account-menu').locator('img').getAttribute('src')).toMatch(new RegExp(`^${standInUrl}/avatars/`));
    await nav.getByRole('link', { name: 'Create Website' }).waitFor();
    const cookies = await context.cookies(baseUrl);
    const session = cookies.find((c) => c.name === 'fs_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The attempt's state/PKCE and returnTo cookies are gone.
    expect(cookies.filter((c) => /^fs_(oauth|return)/.test(c.name))).toEqual([]);

    await nav.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await nav.getByRole('link', { name: 'Get Started' }).waitFor();
    expect((await api(page).get(`${baseUrl}/api/auth/user`)).status()).toBe(401);
    await context.close();
  });

  it('cancelling at the provider lands on the sign-in page with a clear message and no session', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?returnTo=%2Fcreate`);
    await page.getByRole('link', { name: 'Continue with GitHub' }).click();
    await page.waitForURL((url) => url.origin === standInUrl);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/create');
    await page.getByRole('alert').getByText('Signing in with GitHub was cancelled. Choose a method to try again.').waitFor();
    expect((await context.cookies(baseUrl)).find((c) => c.name === 'fs_session')).toBeUndefined();
    await expectNoSeriousViolations(page, '/login with an error');
    await context.close();
  });

  it('without JavaScript a guarded page still goes to sign-in', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/checkout/5`);
    await page.waitForURL(`${baseUrl}/login?returnTo=%2Fcheckout%2F5`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    expect(path(page)).toBe('/login');
    await context.close();
  });

  it('the Unauthorized page and the sign-in page have no serious accessibility violations', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Hold the timed redirect, so axe looks at the Unauthorized page itself.
    const held = await holdSignInNavigation(page);
    await page.goto(`${baseUrl}/create`);
    await page.getByRole('heading', { name: 'Sign in required' }).waitFor();
    await page.getByTestId('toast').waitFor();
    await expectNoSeriousViolations(page, '/create signed out');
    // The timed redirect must have gone (and been held) first: fired during the next navigation, it aborts it.
    await held.requested();
    await page.goto(`${baseUrl}/login`);
    await expectNoSeriousViolations(page, '/login');
    await context.close();
  });
});

describe('a session that ends while the app is open', () => {
  it('a client-side navigation to a guarded page shows the Unauthorized toast and goes to sign-in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signInLocally(context, { email: uniqueEmail('expired'), firstName: 'Eve' }, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByTestId('account-menu').getByTestId('nav-user-name').waitFor();
    // Revoked elsewhere (another tab's logout): the page still shows the signed-in nav.
    expect((await api(page).get(`${baseUrl}/api/logout`, { maxRedirects: 0 })).status()).toBe(302);
    const login = await holdSignInNavigation(page);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('toast').getByText('You are logged out. Logging in again...').waitFor();
    await page.getByRole('heading', { name: 'Sign in required' }).waitFor();
    expect(await login.requested()).toBe(`${baseUrl}/api/login?returnTo=%2Fdashboard`);
    await login.release();
    await page.waitForURL(`${baseUrl}/login?returnTo=%2Fdashboard`);
    await context.close();
  });
});

describe('a guarded action after the session ended', () => {
  it("'Pay Now' on checkout shows the Unauthorized page instead of an error, and nothing is paid", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const email = uniqueEmail('pay-late');
    const page = await signInLocally(context, { email, firstName: 'Pat' }, '/dashboard');
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/projects', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Late Payer Cafe', description: '', businessType: 'Restaurant', requirements: '', templateId: null }),
      });
      const body = (await res.json()) as { id?: number; data?: { id: number } };
      return body.data?.id ?? body.id;
    });
    expect(id).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/checkout/${id}`);
    await page.getByText('Waiting for payment').waitFor();
    expect((await api(page).get(`${baseUrl}/api/logout`, { maxRedirects: 0 })).status()).toBe(302);

    const login = await holdSignInNavigation(page);
    await page.getByRole('button', { name: 'Pay Now (test mode)' }).click();
    await page.getByTestId('toast').getByText('You are logged out. Logging in again...').waitFor();
    await page.getByRole('heading', { name: 'Sign in required' }).waitFor();
    expect(await login.requested()).toBe(`${baseUrl}/api/login?returnTo=%2Fcheckout%2F${id}`);
    await page.close();

    const again = await signInLocally(context, { email }, `/checkout/${id}`);
    await again.getByText('Waiting for payment').waitFor();
    await context.close();
  });
});
