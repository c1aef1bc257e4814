import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BLOG_POSTS, formatPostDate } from '../../app/content/blog';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { insertPaidProject } from './d1';
import { api, generateAndWait, signInLocally, uniqueEmail } from './fixtures';

/*
 * What a new user tripped over (docs/decisions/170-179), each at a phone's width and a laptop's, with axe.
 */
const baseUrl = inject('baseUrl');
const WIDTHS = [375, 1280] as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(width: number, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  await context.addInitScript(() => window.localStorage.setItem('analytics-consent', 'declined'));
  return context;
}

async function expectAxeClean(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { overflow, culprits } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // The outermost elements reaching past the right edge, to say what overflows.
    culprits: [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !(e.parentElement && e.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`),
  }));
  expect(overflow, `${where} scrolls sideways by ${overflow} px: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
}

let idSeed = 810_000 + (Date.now() % 50_000) * 2;

describe.each(WIDTHS)('at %i px', (width) => {
  it('opens a blog article on its own page, with its meta tags and a way back', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    const post = BLOG_POSTS.find((p) => !p.featured)!;
    await page.goto(`${baseUrl}/blog`);
    await page.getByRole('link', { name: post.title, exact: true }).click();
    await page.waitForURL(`${baseUrl}/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    const article = page.getByTestId('blog-article');
    expect(await article.getByTestId('blog-author').innerText()).toBe(post.author);
    expect(await article.locator('time').innerText()).toBe(formatPostDate(post.date));
    expect(await article.getByTestId('blog-body').innerText()).toContain(post.body[1]);
    // The index is not what renders here any more.
    expect(await page.getByRole('heading', { name: 'Fairstack Blog' }).count()).toBe(0);
    expect(await page.title()).toBe(`${post.title} | Fairstack`);
    const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
    expect(await meta('meta[name="description"]')).toBe(post.excerpt);
    expect(await meta('meta[property="og:title"]')).toBe(`${post.title} | Fairstack`);
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[property="og:url"]')).toBe(`${baseUrl}/blog/${post.slug}`);
    expect(await meta('meta[property="article:published_time"]')).toBe(post.date);
    await expectNoSidewaysScroll(page, 'article');
    await expectAxeClean(page, 'article');
    await page.getByRole('link', { name: 'All posts', exact: true }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Fairstack Blog' }).waitFor();
    await context.close();
  });

  it('reads a blog article without JavaScript', async () => {
    const context = await newContext(width, { javaScriptEnabled: false });
    const page = await context.newPage();
    const post = BLOG_POSTS[0];
    await page.goto(`${baseUrl}/blog`);
    await page.getByRole('link', { name: post.title, exact: true }).click();
    await page.waitForURL(`${baseUrl}/blog/${post.slug}`);
    expect(await page.locator('h1').innerText()).toBe(post.title);
    expect(await page.getByTestId('blog-body').innerText()).toContain(post.body[0]);
    await context.close();
  });

  it('finds developer settings from the account menu, the dashboard and the API reference', async () => {
    const context = await newContext(width);
    const page = await signInLocally(context, { email: uniqueEmail('find-dev'), firstName: 'Devi' }, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (width < 1024) {
      await nav.locator('summary', { hasText: 'Toggle menu' }).click();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'Developer settings' }).waitFor();
      await expectAxeClean(page, 'mobile menu');
      await nav.locator('summary', { hasText: 'Toggle menu' }).click();
    } else {
      await page.getByTestId('account-menu').locator('summary').click();
      const item = page.getByTestId('account-menu').getByRole('link', { name: 'Developer settings' });
      await item.waitFor();
      await expectAxeClean(page, 'account menu');
      await item.click();
      await page.waitForURL(`${baseUrl}/dashboard/developer`);
      await page.getByTestId('account-menu').getByRole('link', { name: 'Developer settings' }).waitFor({ state: 'hidden' });
      await page.goto(`${baseUrl}/dashboard`);
    }
    await page.getByRole('main').getByRole('link', { name: 'Developer settings' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/developer`);
    await page.getByRole('heading', { level: 1, name: 'Developer settings' }).waitFor();

    await page.goto(`${baseUrl}/api-reference?tab=authentication`);
    await page.getByRole('link', { name: 'Create a token in Developer settings' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/developer`);
    await context.close();
  });

  it('opens the account menu without JavaScript', async () => {
    const context = await newContext(1280, { javaScriptEnabled: false });
    const page = await signInLocally(context, { email: uniqueEmail('menu-nojs') }, '/dashboard');
    await page.getByTestId('account-menu').locator('summary').click();
    await page.getByTestId('account-menu').getByRole('link', { name: 'Developer settings' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/developer`);
    await context.close();
  });

  it('promises the wait the configured provider needs when a generation starts', async () => {
    const context = await newContext(width);
    const page = await signInLocally(context, { email: uniqueEmail('wait') }, '/dashboard');
    const me = (await (await api(page).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
    const id = idSeed++;
    insertPaidProject(me.id, { id, name: 'Quick Quay Cafe', businessType: 'Restaurant', description: 'Coffee by the quay.' });
    await page.goto(`${baseUrl}/checkout/${id}`);
    await page.getByTestId('generation-status').getByRole('button', { name: 'Generate Website with AI' }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText('Generation Started').waitFor();
    // The e2e Worker runs the embedded composer, which needs seconds, not the AI providers' minute.
    await toast.getByText('Usually ready in a few seconds').waitFor();
    expect(await page.getByText(/30-60 seconds/).count()).toBe(0);
    await expectAxeClean(page, 'checkout while generating');
    await page.getByText('Your website is ready!').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('goes back to the previous page, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await newContext(width, { javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/smart-buildings`);
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      if (width < 1024 && javaScriptEnabled) await page.locator('summary', { hasText: 'Toggle menu' }).click();
      if (width < 1024 && !javaScriptEnabled) {
        // The phone menu needs JavaScript; the browser would send this Referer after any link here.
        await page.goto(`${baseUrl}/playbooks`, { referer: `${baseUrl}/smart-buildings` });
      } else {
        await page.locator('a[href="/playbooks"]:visible').first().click();
      }
      await page.waitForURL(`${baseUrl}/playbooks`);
      const back = page.getByTestId('back-button');
      // Not the fixed fallback (/tools): the page the visitor came from.
      expect(await back.getAttribute('href'), `JavaScript ${javaScriptEnabled}`).toBe('/smart-buildings');
      if (javaScriptEnabled) await expectAxeClean(page, 'playbooks');
      await back.click();
      await page.waitForURL(`${baseUrl}/smart-buildings`);
      // Opened directly, there is no previous page: the sensible fallback.
      await page.goto(`${baseUrl}/energy`);
      expect(await page.getByTestId('back-button').getAttribute('href')).toBe('/tools');
      await context.close();
    }
  });

  it('shows SVG icons, never emoji or symbol characters, in the UI', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    const SYMBOLS = /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\u{1f000}-\u{1faff}]/u;
    // Every page the navigation and the footer link to, read from the landing, and a blog article.
    await page.goto(baseUrl + '/');
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/"], footer a[href^="/"]')].map((a) => a.pathname),
    );
    const pages = [...new Set(['/', ...linked.filter((p) => !p.startsWith('/api/')), `/blog/${BLOG_POSTS[0].slug}`])];
    expect(pages.length).toBeGreaterThan(15);
    for (const path of pages) {
      await page.goto(baseUrl + path);
      // Code samples (an arrow in a shell comment) are text, not icons.
      const text = await page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        body.querySelectorAll('pre, code, script, style').forEach((el) => el.remove());
        return body.textContent ?? '';
      });
      expect(text.match(SYMBOLS)?.[0], path).toBeUndefined();
    }
    await page.goto(`${baseUrl}/app-store`);
    expect(await page.locator('main svg').count()).toBeGreaterThan(0);
    await expectAxeClean(page, 'app store');
    await context.close();
  });
});

/** Waits until every picture in `scope` that the browser was asked to load has loaded at the generator's size. */
async function expectPicturesLoaded(page: Page, selector: string, where: string) {
  const pictures = page.locator(selector);
  const count = await pictures.count();
  expect(count, `${where}: pictures`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const picture = pictures.nth(i);
    expect(await picture.getAttribute('loading'), where).toBe('lazy');
    expect(await picture.getAttribute('width'), where).toBe('1200');
    expect(await picture.getAttribute('height'), where).toBe('630');
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 1200, await picture.elementHandle(), {
      timeout: 10_000,
    });
  }
}

describe.each(WIDTHS)('sites, status, sign-in path and admin at %i px', (width) => {
  it('shows pictures of real websites on the dashboard, the project page, the app store, the landing and templates', async () => {
    const context = await newContext(width);
    const page = await signInLocally(context, { email: uniqueEmail('pictures'), firstName: 'Pia' }, '/dashboard');
    const me = (await (await api(page).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
    const id = idSeed++;
    const name = `Picture Perfect Bakery ${width}`;
    insertPaidProject(me.id, { id, name, businessType: 'Restaurant', description: 'Sourdough and cakes.' });
    await generateAndWait(page, id, 30_000);

    await page.goto(`${baseUrl}/dashboard`);
    const card = page.getByTestId('project-card').filter({ hasText: name });
    await expectPicturesLoaded(page, `[data-project-id="${id}"] [data-testid="site-picture"]`, 'dashboard card');
    // At most three buttons on a card; the rest sit in its "More" menu.
    const actions = card.locator('a.btn-primary, a.btn-secondary, button.btn-primary, button.btn-secondary');
    expect(await actions.count()).toBeLessThanOrEqual(3);
    await card.getByText('More', { exact: false }).first().click();
    await expectAxeClean(page, 'dashboard with a picture and an open More menu');
    await expectNoSidewaysScroll(page, 'dashboard');
    await card.getByRole('link', { name: /^Versions/ }).click();
    await page.waitForURL(`${baseUrl}/projects/${id}/versions`);

    await page.goto(`${baseUrl}/projects/${id}`);
    await expectPicturesLoaded(page, 'main [data-testid="site-picture"]', 'project page');
    await expectAxeClean(page, 'project page');

    const published = await api(page).post(`${baseUrl}/api/projects/${id}/publish`, {
      headers: { Origin: baseUrl },
      data: { name, description: 'Bread and cakes.', category: 'Restaurant', features: 'Sourdough' },
    });
    expect(published.status()).toBe(201);
    await page.goto(`${baseUrl}/app-store`);
    const appCard = page.getByTestId('app-card').filter({ hasText: name });
    await appCard.locator('[data-testid="site-picture"]').waitFor();
    await expectPicturesLoaded(page, '[data-testid="app-card"]:not([data-built-in="true"]) [data-testid="site-picture"]', 'app store');
    await expectAxeClean(page, 'app store');

    // The landing, signed out: its showcase and its templates show pictures (a fresh address skips the edge copy).
    const visitor = await newContext(width);
    const landing = await visitor.newPage();
    // A publish reaches the landing within the showcase's 30 s freshness window (docs/decisions/051, 162).
    await expect
      .poll(
        async () => {
          await landing.goto(`${baseUrl}/?fresh=${crypto.randomUUID()}`);
          return landing.getByTestId('showcase').locator('[data-testid="site-picture"]').count();
        },
        { timeout: 50_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    await expectPicturesLoaded(landing, '[data-testid="showcase"] [data-testid="site-picture"]', 'landing showcase');
    await expectPicturesLoaded(landing, '[data-testid="template-gallery"] [data-testid="site-picture"]', 'templates');
    await expectAxeClean(landing, 'landing');
    await expectNoSidewaysScroll(landing, 'landing');
    await visitor.close();
    await context.close();
  }, 120_000);

  // Generated sites run no script at all (their CSP allows none), so the menu below works without it.
  it('collapses a generated site’s navigation into a menu on a phone', async () => {
    const owner = await newContext(width);
    const ownerPage = await signInLocally(owner, { email: uniqueEmail('phone-nav') }, '/dashboard');
    const me = (await (await api(ownerPage).get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
    const id = idSeed++;
    // A way to reach the studio: without one the site draws fewer sections, too few for a menu (docs/decisions/255).
    insertPaidProject(me.id, { id, name: `Menu Test Studio ${width}`, businessType: 'Portfolio', description: 'Photography and prints. Write to hello@menu-studio.example.' });
    const siteUrl = (await generateAndWait(ownerPage, id, 30_000)).generatedUrl ?? '';
    await owner.close();

    const context = await newContext(width);
    const page = await context.newPage();
    await page.goto(siteUrl);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const header = (await page.locator('.site-header').boundingBox())!;
    const menu = nav.locator('summary', { hasText: 'Menu' });
    if (width < 768) {
      // One row: the site's name and the Menu button, no wrapped links.
      expect(header.height).toBeLessThan(100);
      await menu.waitFor();
      const links = nav.locator('.nav-menu a');
      expect(await links.first().isVisible()).toBe(false);
      await menu.click();
      await links.first().waitFor();
      const count = await links.count();
      expect(count).toBeGreaterThan(1);
      await expectAxeClean(page, 'generated site, open menu');
      const target = (await links.nth(1).getAttribute('href'))!;
      await links.nth(1).click();
      await page.waitForURL((url) => url.hash === target.slice(target.indexOf('#')));
    } else {
      expect(await menu.isVisible()).toBe(false);
      expect(await nav.locator('.nav-row a').first().isVisible()).toBe(true);
      await expectAxeClean(page, 'generated site');
    }
    await expectNoSidewaysScroll(page, 'generated site');
    await context.close();
  }, 120_000);

  it('reports the measured state of each service and the admin’s incidents', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/status?run=${crypto.randomUUID()}`);
    await page.getByText('All systems operational').waitFor();
    const services = page.getByTestId('service');
    expect(await services.count()).toBe(6);
    for (let i = 0; i < 6; i++) expect(await services.nth(i).getAttribute('data-status')).toBe('operational');
    await page.getByTestId('service').filter({ hasText: 'Payments' }).getByText('Test mode').waitFor();
    await expectAxeClean(page, 'status');
    await expectNoSidewaysScroll(page, 'status');

    // The admin posts an incident (field errors first); it shows on the status page.
    await page.goto(`${baseUrl}/admin/incidents`);
    await page.getByLabel('Admin password').fill('fairstack-admin-local');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Post an incident' }).waitFor();
    await page.getByRole('button', { name: 'Post incident' }).click();
    await page.locator('#incident-title-error').getByText('Title is required').waitFor();
    await page.locator('#incident-summary-error').getByText('Summary is required').waitFor();
    await expectAxeClean(page, 'admin incidents with field errors');
    await expectNoSidewaysScroll(page, 'admin incidents');
    const title = `Slow previews at ${width} px ${crypto.randomUUID().slice(0, 6)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Previews take longer than usual.');
    await page.getByLabel('State', { exact: true }).selectOption('monitoring');
    await page.getByRole('button', { name: 'Post incident' }).click();
    await page.getByTestId('admin-incident').filter({ hasText: title }).waitFor();
    await page.goto(`${baseUrl}/status?after=${crypto.randomUUID()}`);
    const incident = page.getByTestId('incident').filter({ hasText: title });
    await incident.getByText('Monitoring').waitFor();
    await context.close();
  });

  it('offers the Generate dialog on the landing; signed out, submitting opens sign-in and creates nothing', async () => {
    const context = await newContext(width);
    const page = await context.newPage();
    const jsBefore: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') jsBefore.push(r.url());
    });
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') writes.push(r.url());
    });
    await page.goto(`${baseUrl}/?cta=${crypto.randomUUID()}`);
    await page.waitForLoadState('networkidle');
    // Up front, the dialog's code is not loaded.
    expect(jsBefore.some((u) => u.includes('generate-website-dialog'))).toBe(false);
    const cta = page.getByRole('region', { name: 'Ready to build something fair?' });
    await cta.getByRole('link', { name: 'Generate Your Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Your Website' });
    await dialog.waitFor();
    await expectAxeClean(page, 'generate dialog');
    await dialog.getByLabel('Business Name').fill('Signed Out Bakery');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await page.getByRole('dialog', { name: 'Sign in to your account' }).waitFor();
    await expectAxeClean(page, 'sign-in dialog');
    expect(writes).toEqual([]);
    await context.close();
  });

  it('the landing’s Generate link asks for sign-in without JavaScript', async () => {
    const context = await newContext(width, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?nojs=${crypto.randomUUID()}`);
    await page.getByRole('region', { name: 'Ready to build something fair?' }).getByRole('link', { name: 'Generate Your Website' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login' || url.pathname === '/login');
    await context.close();
  });

  it('keeps /admin/users within the screen with the invite card in view', async () => {
    for (const w of width === 1280 ? [1280, 1440] : [width]) {
      const context = await newContext(w);
      const page = await signInLocally(context, { email: 'admin@fairstack.local' }, '/admin/users');
      await page.getByRole('heading', { name: 'User Management' }).waitFor();
      await expectNoSidewaysScroll(page, `/admin/users at ${w} px`);
      const invite = page.getByRole('heading', { name: 'Invite someone' });
      const box = (await invite.boundingBox())!;
      expect(box.x + box.width, `invite card at ${w} px`).toBeLessThanOrEqual(w);
      if (w >= 1280) {
        // Beside the list, not under it.
        const list = (await page.getByRole('table').boundingBox())!;
        expect(box.x).toBeGreaterThan(list.x + list.width - 1);
        expect(list.x + list.width).toBeLessThanOrEqual(box.x);
      }
      await expectAxeClean(page, `/admin/users at ${w} px`);
      await context.close();
    }
  });
});

describe('at a phone width of 390 px', () => {
  it('fits every page the navigation and the footer link to, as a visitor', async () => {
    const context = await newContext(390);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/"], footer a[href^="/"]')].map((a) => a.pathname),
    );
    const pages = [...new Set(['/', ...linked.filter((p) => !p.startsWith('/api/'))])];
    expect(pages).toContain('/redactor');
    for (const path of pages) {
      await page.goto(baseUrl + path);
      await expectNoSidewaysScroll(page, path);
    }
    await context.close();
  });

  it("promises on the landing the wait the configured provider needs, as the checkout's toast does", async () => {
    const context = await newContext(390);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?fresh=${crypto.randomUUID()}`);
    const text = await page.locator('main').innerText();
    // The e2e Worker runs the embedded composer: seconds, not the AI providers' minute (docs/decisions/175, 159).
    expect(text).toContain('Usually ready in a few seconds, and your dashboard shows the progress live.');
    expect(text).not.toMatch(/30-60 seconds|thirty seconds/);
    await context.close();
  });

  it('shows a toast whole, inside the screen', async () => {
    const context = await newContext(390);
    const page = await signInLocally(context, { email: uniqueEmail('toast-390') }, '/dashboard');
    // A button once hydrated (a link to /create before).
    await page.getByRole('button', { name: 'Generate Your Website' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Project' }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText('Missing Information').waitFor();
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return { left: box.x >= 0, right: box.x + box.width <= 390 };
      })
      .toEqual({ left: true, right: true });
    await context.close();
  });
});
