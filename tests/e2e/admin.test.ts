import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ADMIN_PASSWORD } from '~core/auth/admin-session.server';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { api, signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectToast(page: Page, title: string) {
  await page.getByTestId('toast').filter({ hasText: title }).first().waitFor();
}

async function expectAccessible(page: Page, label: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

async function logInToPanel(page: Page) {
  await page.goto(`${baseUrl}/admin`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Admin password').fill(LOCAL_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, 'Logged in to admin panel');
  await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
}

describe('admin panel', () => {
  it('logs in with the password, creates a template that customers see, and logs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/admin login');

    await page.getByLabel('Admin password').fill('definitely-not-it');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Invalid password');
    expect(await page.getByRole('tablist').count()).toBe(0);

    await logInToPanel(page);
    await page.getByText('Latest admin actions').waitFor();
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab').count()).toBe(5);
    await expectAccessible(page, '/admin overview');

    // Keyboard: arrows move between tabs, Enter opens one, and the address follows.
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/admin/templates`);
    await page.getByRole('heading', { name: 'Create a template' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Templates' }).getAttribute('aria-selected')).toBe('true');

    const name = `E2E Template ${Date.now()}`;
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel('Description').fill('Made by the admin end-to-end test.');
    // The browser checks with the shared schema before anything is sent.
    await page.getByLabel('Base price (USD)').fill('12.345');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Category is required').waitFor();
    await page.getByText('Base price must be an amount like 24.99 (at most two decimals)').waitFor();

    await page.getByLabel('Category').fill('Technology');
    await page.getByLabel('Base price (USD)').fill('42.50');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await expectToast(page, 'Template created successfully');
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('');
    await expectAccessible(page, '/admin/templates');

    // Customers see it at once: in the public list and in the /create template picker, at its price.
    const templates = (await (await api(page).get(`${baseUrl}/api/templates`)).json()) as { name: string; basePrice: string }[];
    expect(templates.find((t) => t.name === name)?.basePrice).toBe('42.50');
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const customer = await signInLocally(customerContext, { email: uniqueEmail('picker') }, '/create');
    await customer.getByRole('radio', { name: new RegExp(name) }).check();
    expect(await customer.getByLabel('Business Type').inputValue()).toBe('Technology');
    expect(await customer.getByTestId('price-total').textContent()).toBe('$51.00'); // 42.50 + 20%
    await customerContext.close();

    for (const [tab, marker] of [
      ['Projects', 'Search projects'],
      ['Users', 'Open user management'],
      ['Settings', 'Default base price (USD)'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText(marker).first().waitFor();
      await expectAccessible(page, `/admin ${tab}`);
    }
    expect(page.url()).toBe(`${baseUrl}/admin/settings`);
    expect(await page.getByTestId('settings-preview').textContent()).toContain('$29.99');
    await page.getByLabel('Default base price (USD)').fill('30');
    expect(await page.getByTestId('settings-preview').textContent()).toContain('$36.00');
    // Back to the defaults: other tests price projects with them.
    await page.getByLabel('Default base price (USD)').fill('24.99');

    await page.getByRole('button', { name: 'Log out of admin' }).click();
    await page.getByLabel('Admin password').waitFor();
    const overview = await api(page).get(`${baseUrl}/api/admin/overview`);
    expect(overview.status()).toBe(401);
    await context.close();
  });

  it('fits every tab on a 390 px phone: wide tables scroll inside their own box (docs/decisions/259)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logInToPanel(page);
    for (const tab of ['Overview', 'Templates', 'Projects', 'Users', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      await page.waitForLoadState('networkidle');
      const { overflow, culprits } = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        culprits: [...document.body.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !(e.parentElement && e.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
          .slice(0, 5)
          .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`),
      }));
      expect(overflow, `${tab} scrolls sideways by ${overflow} px: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('works without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/projects`);
    await page.getByLabel('Admin password').fill(LOCAL_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/admin/projects`);
    await page.getByTestId('admin-projects').waitFor();
    await page.getByLabel('Search projects').fill('harbor street');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=harbor/);
    await page.getByText('Harbor Street Bakery').first().waitFor();
    await page.getByLabel('Search projects').fill('northwind');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=northwind/);
    expect(await page.getByText('Harbor Street Bakery').count()).toBe(0);
    await page.getByText('Northwind Physio').waitFor();

    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByLabel(/^Name/).fill(`No-JS Template ${Date.now()}`);
    await page.getByLabel('Category').fill('Portfolio');
    await page.getByLabel('Base price (USD)').fill('-1');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Base price cannot be negative').first().waitFor();
    await page.getByLabel('Base price (USD)').fill('15');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByRole('status').filter({ hasText: 'Template created successfully' }).waitFor();
    await context.close();
  });
});

describe('user management and invites', () => {
  it('lets an admin change a role, and an invite be generated, copied and accepted in another browser', async () => {
    // The person whose role changes signs in once so that they exist.
    const targetEmail = uniqueEmail('role');
    const targetContext = await browser.newContext();
    await signInLocally(targetContext, { email: targetEmail, firstName: 'Robin', lastName: 'Role' });
    await targetContext.close();

    // A signed-in non-admin is told no.
    const userContext = await browser.newContext();
    const userPage = await signInLocally(userContext, { email: uniqueEmail('plain') }, '/admin/users');
    await userPage.getByText('Access denied. Admin privileges required.').waitFor();
    await userContext.close();

    const adminContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await signInLocally(adminContext, { email: 'admin@fairstack.local' }, '/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/admin/users');

    await page.getByLabel('Search users').fill(targetEmail);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId(`user-row-${targetEmail}`);
    await row.waitFor();
    await row.getByLabel('Role of Robin Role').selectOption('premium');
    await row.getByRole('button', { name: 'Save role of Robin Role' }).click();
    await expectToast(page, 'User Updated');
    await page.getByText('Robin Role is now Premium.').waitFor();
    // The support grant (docs/decisions/216) beside the role.
    await row.getByLabel('Staff access of Robin Role').selectOption('support');
    await row.getByRole('button', { name: 'Save staff access of Robin Role' }).click();
    await page.getByText('Robin Role is now Support staff.').waitFor();

    // The last active admin cannot demote themselves.
    await page.getByLabel('Search users').fill('admin@fairstack.local');
    await page.getByRole('button', { name: 'Search' }).click();
    const self = page.getByTestId('user-row-admin@fairstack.local');
    await self.waitFor();
    await self.getByLabel(/^Role of/).selectOption('user');
    await self.getByRole('button', { name: /^Save role of/ }).click();
    await expectToast(page, 'Error');
    await page.getByText('Failed to update user role.').waitFor();
    await self.getByText('The last active admin cannot be demoted.').waitFor();

    await page.getByLabel('Role', { exact: true }).selectOption('moderator');
    await page.getByLabel('Permissions').fill(' create_templates, ,manage_users ,');
    await page.getByRole('button', { name: 'Generate Invite Link' }).click();
    await expectToast(page, 'Invite Generated');
    const inviteUrl = await page.getByLabel(/^Invite link/).inputValue();
    expect(inviteUrl).toMatch(new RegExp(`^${baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
    await page.getByText('Invite link (Moderator; create_templates, manage_users)').waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);

    // A second browser: sign in when asked, come back, and accept explicitly.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(inviteUrl);
    await guest.getByRole('heading', { name: "You're invited to Fairstack" }).waitFor();
    await expectAccessible(guest, '/invite/:token');
    await guest.getByRole('link', { name: 'Sign in to accept' }).click();
    const guestEmail = uniqueEmail('invitee');
    await guest.getByLabel('E-mail').fill(guestEmail);
    await guest.getByRole('button', { name: 'Continue as a local user' }).click();
    await guest.waitForURL(inviteUrl);
    await guest.getByRole('button', { name: 'Accept invite' }).click();
    await guest.getByRole('heading', { name: 'Invite accepted' }).waitFor();
    const me = (await (await api(guest).get(`${baseUrl}/api/auth/user`)).json()) as { role: string; email: string };
    expect(me).toMatchObject({ role: 'moderator', email: guestEmail });

    // Single use: another visitor finds it spent.
    const lateContext = await browser.newContext();
    const late = await lateContext.newPage();
    const response = await late.goto(inviteUrl);
    expect(response?.status()).toBe(410);
    await late.getByRole('heading', { name: 'Invite already used' }).waitFor();

    await Promise.all([guestContext.close(), lateContext.close(), adminContext.close()]);
  });

  it('sends signed-out visitors from /admin/users to the home page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/users`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
