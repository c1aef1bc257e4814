import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BLOG_POSTS, formatPostDate } from '../../app/content/blog';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { insertPaidProject } from './d1';
import { signInLocally, uniqueEmail } from './fixtures';

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
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
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
      await nav.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'Developer settings' }).waitFor();
      await expectAxeClean(page, 'mobile menu');
      await nav.getByRole('button', { name: 'Toggle menu' }).click();
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
    const me = (await (await page.request.get(`${baseUrl}/api/auth/user`)).json()) as { id: string };
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
      if (width < 1024 && javaScriptEnabled) await page.getByRole('button', { name: 'Toggle menu' }).click();
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
    for (const path of ['/', '/app-store', '/documentation', '/app-builder', '/tools', '/blog', `/blog/${BLOG_POSTS[0].slug}`]) {
      await page.goto(baseUrl + path);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text.match(SYMBOLS)?.[0], path).toBeUndefined();
    }
    await page.goto(`${baseUrl}/app-store`);
    expect(await page.locator('main svg').count()).toBeGreaterThan(0);
    await expectAxeClean(page, 'app store');
    await context.close();
  });
});
