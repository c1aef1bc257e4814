import { request as httpRequest } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTE_TABLE, ROUTES_OWNED_ELSEWHERE } from '../route-table';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';
import { signInLocally, uniqueEmail } from './fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page with analytics consent already answered, so the banner does not cover what a test clicks. */
async function quietPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(() => window.localStorage.setItem('analytics-consent', 'declined'));
  return context.newPage();
}

describe('route table', () => {
  it('leaves only routes of other issues out of the walk', () => {
    const walked = new Set(ROUTE_TABLE.map((r) => r.path));
    expect(ROUTES_OWNED_ELSEWHERE.filter((p) => walked.has(p))).toEqual([]);
  });

  it('answers every route with 200, its heading and title, and no serious accessibility violations', async () => {
    // Consent left unanswered here: the banner is part of what axe checks.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const { path, heading, title } of ROUTE_TABLE) {
      const response = await page.goto(baseUrl + path);
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.title(), path).toBe(title);
      await page.getByTestId('consent-banner').waitFor();
      const violations = await seriousA11yViolations(page);
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
    }
    await page.context().close();
  });

  it('renders every route readably with JavaScript off', async () => {
    const page = await quietPage({ javaScriptEnabled: false });
    for (const { path, heading } of ROUTE_TABLE) {
      const response = await page.goto(baseUrl + path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').first().innerText(), path).toBe(heading);
    }
    await page.context().close();
  });
});

describe('landing', () => {
  it("opens and closes the 'Watch Demo' dialog", async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Watch Demo' }).click();
    // Headless UI's dialog root has no box of its own (its panel is fixed): wait for the panel's title.
    await page.getByRole('heading', { name: 'See Fairstack in action' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'See Fairstack in action' });
    await dialog.getByText('Step 1 of 4').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('See the full price').waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus returns to the trigger once the dialog's close has finished (later on a busy machine).
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Watch Demo', null, { timeout: 5000 });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Watch Demo');
    await page.context().close();
  });

  it('shows at most six showcase apps and six templates with two features each', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/');
    const apps = await page.getByTestId('showcase').locator(':scope > li').count();
    expect(apps).toBeGreaterThanOrEqual(3);
    expect(apps).toBeLessThanOrEqual(6);
    const cards = page.getByTestId('template-gallery').locator(':scope > li');
    expect(await cards.count()).toBe(6);
    for (let i = 0; i < 6; i++) expect(await cards.nth(i).locator('ul > li').count()).toBe(2);
    await page.context().close();
  });
});

describe('home for a signed-in user', () => {
  it('greets the user, lists their newest projects and offers quick actions', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('analytics-consent', 'declined'));
    const page = await signInLocally(context, { email: uniqueEmail('home'), firstName: 'Hedy' });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Hedy' }).waitFor();
    await page.getByText('No projects yet').waitFor();
    const quick = page.getByRole('region', { name: 'Quick actions' });
    for (const name of ['Create Website', 'Dashboard', 'App Store'])
      await quick.getByRole('link', { name: new RegExp(name) }).waitFor();

    const created = await page.evaluate(async () => {
      const res = await fetch('/api/projects', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Hedy Hardware',
          description: '',
          businessType: 'E-commerce',
          requirements: '',
          templateId: null,
        }),
      });
      return res.status;
    });
    expect(created).toBe(201);
    await page.reload();
    const project = page.getByTestId('recent-project').filter({ hasText: 'Hedy Hardware' });
    await project.getByText('Waiting for payment').waitFor();
    expect(await project.getByRole('link', { name: /Complete payment/ }).getAttribute('href')).toMatch(
      /^\/checkout\/\d+$/,
    );
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});

describe('domain setup guide on a local server', () => {
  it('says the local address cannot be a CNAME target instead of asking for that record (docs/decisions/259)', async () => {
    const page = await quietPage();
    await page.goto(`${baseUrl}/domain-setup`);
    const host = new URL(baseUrl).hostname;
    expect(host).toBe('127.0.0.1');
    await page.getByTestId('cname-note').getByText(`This server answers at ${host}, a local address a CNAME record cannot name`).waitFor();
    await page.context().close();
  });
});

describe('help center search', () => {
  it('filters the FAQ as you type', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/help-center');
    await page.waitForLoadState('networkidle');
    const items = page.getByTestId('faq-item');
    const total = await items.count();
    expect(total).toBeGreaterThan(5);
    await page.getByRole('searchbox', { name: 'Search the help center' }).pressSequentially('domain');
    await page.getByText('1 of 12 answers match “domain”').waitFor();
    expect(await items.count()).toBe(1);
    await expect(items.first().innerText()).resolves.toContain('Can I use my own domain?');
    expect(page.url()).toBe(baseUrl + '/help-center'); // typing filters in place
    await page.getByRole('searchbox').fill('qwertyuiop');
    await page.getByText('No answers match “qwertyuiop”.').waitFor();
    await page.getByRole('searchbox').fill('');
    expect(await items.count()).toBe(total);
    await page.context().close();
  });

  it('works as a GET form without JavaScript', async () => {
    const page = await quietPage({ javaScriptEnabled: false });
    await page.goto(baseUrl + '/help-center');
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('price');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/help-center\?q=price$/);
    const questions = await page.getByTestId('faq-item').locator('summary').allInnerTexts();
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThan(12);
    expect(questions.join(' ')).toContain('How much does a website cost?');
    await page.context().close();
  });
});

/** The address changes a moment before React renders the new list. */
const postCount = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('[data-testid="blog-post"]').length === count, n);

describe('blog categories', () => {
  it('filter through the query string, with JavaScript', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/blog');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('blog-post').count()).toBe(4);
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    await categories.getByRole('link', { name: 'Technology' }).click();
    await page.waitForURL(/\/blog\?category=technology$/);
    await postCount(page, 1);
    await page.getByRole('heading', { name: 'How we generate a complete site in thirty seconds' }).waitFor();
    expect(await categories.getByRole('link', { name: 'Technology' }).getAttribute('aria-current')).toBe('page');
    expect(await categories.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    await categories.getByRole('link', { name: 'All' }).click();
    await page.waitForURL(/\/blog$/);
    await postCount(page, 4);
    await page.context().close();
  });

  it('filter as shareable links without JavaScript', async () => {
    const page = await quietPage({ javaScriptEnabled: false });
    await page.goto(baseUrl + '/blog?category=company');
    expect(await page.getByTestId('blog-post').count()).toBe(1);
    await page.getByRole('heading', { name: 'Why we chose pay per generation over subscriptions' }).waitFor();
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'AI Ethics' }).click();
    await page.waitForURL(/category=ai-ethics$/);
    await page.getByText('Featured · AI Ethics').waitFor();
    await page.context().close();
  });
});

async function isSubscribed(email: string): Promise<boolean> {
  // The API answers 200 (not 201) for an address that is already stored.
  const res = await fetch(`${baseUrl}/api/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email }),
  });
  return res.status === 200;
}

describe('newsletter', () => {
  it('validates, submits and thanks, with JavaScript', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/smart-buildings');
    await page.waitForLoadState('networkidle');
    const form = page.getByTestId('newsletter-form');
    const email = form.getByRole('textbox', { name: 'Email address' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Email Required: Please enter your email address').waitFor();
    await page.getByTestId('toast').getByText('Email Required').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Invalid Email: Please enter a valid email address').waitFor();

    const address = `js-${Date.now()}@Example.com`;
    await email.fill(address);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/subscribe') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(JSON.parse((await request).postData() ?? '{}')).toEqual({ email: address.toLowerCase() });
    await page.getByTestId('newsletter-thanks').getByText('Thank you for subscribing!').waitFor();
    await page.getByTestId('toast').getByText('Subscribed!').waitFor();
    expect(await isSubscribed(address.toLowerCase())).toBe(true);
    await page.context().close();
  });

  it("shows 'Subscription Failed' when the server cannot be reached", async () => {
    const page = await quietPage();
    await page.route('**/api/subscribe', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(baseUrl + '/blog');
    await page.waitForLoadState('networkidle');
    const form = page.getByTestId('newsletter-form');
    await form.getByRole('textbox', { name: 'Email address' }).fill('later@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByTestId('toast').getByText('Subscription Failed').waitFor();
    await form.getByRole('button', { name: 'Subscribe' }).waitFor(); // back to idle, ready to retry
    await page.context().close();
  });

  it("works without JavaScript from the blog's Stay Updated", async () => {
    const page = await quietPage({ javaScriptEnabled: false });
    await page.goto(baseUrl + '/blog');
    const form = page.getByTestId('newsletter-form');
    await form.getByRole('textbox', { name: 'Email address' }).fill('<script>alert(1)</script>@example.com');
    const [bad] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(bad.status()).toBe(400);
    await page.getByText('Invalid Email: Please enter a valid email address').waitFor();

    const address = `nojs-${Date.now()}@example.com`;
    await page.getByTestId('newsletter-form').getByRole('textbox', { name: 'Email address' }).fill(address);
    const [ok] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByTestId('newsletter-form').getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(ok.status()).toBe(200);
    await page.getByTestId('newsletter-thanks').waitFor();
    expect(await isSubscribed(address)).toBe(true);
    await page.context().close();
  });
});

describe('contact form', () => {
  it('requires all four fields, then prepares the mail draft', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/contact');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const m of [
      'Please enter your name',
      'Please enter your email address',
      'Please enter a subject',
      'Please enter a message',
    ]) {
      await page.getByText(m).waitFor();
    }
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('A pilot');
    await page.getByLabel('Message', { exact: true }).fill('We would like a pilot.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('toast').getByText('Message Prepared').waitFor();
    const href = await page
      .getByTestId('contact-prepared')
      .getByRole('link', { name: 'open the draft' })
      .getAttribute('href');
    const draft = new URL(href!);
    expect(draft.protocol).toBe('mailto:');
    expect(draft.searchParams.get('subject')).toBe('A pilot');
    expect(draft.searchParams.get('body')).toContain('Ada Lovelace');
    await page.context().close();
  });
});

describe('toolkit pages', () => {
  it('back buttons return to the previous page', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/tools');
    await page.waitForLoadState('networkidle');
    await page
      .getByTestId('tool-energy')
      .getByRole('link', { name: /View Demo/ })
      .click();
    await page.waitForURL(/\/energy$/);
    await page.getByRole('heading', { level: 1, name: 'Energy Optimizer' }).waitFor();
    await page.getByTestId('back-button').click();
    await page.waitForURL(/\/tools$/);
    await page.context().close();
  });

  it('playbooks: only available guides open, and they open their contents', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/playbooks');
    const buttons = page.getByRole('link', { name: /Access Playbook/ });
    expect(await buttons.count()).toBe(3);
    expect(await page.getByRole('button', { name: /Access Playbook/ }).isDisabled()).toBe(true);
    await buttons.first().click();
    await page.waitForURL(/\/playbooks\/poc-30-days$/);
    await page.getByRole('heading', { name: 'Week 4: Decide' }).waitFor();
    await page.context().close();
  });

  it('the smart-building landing has its own navigation and a disabled Coming Soon tool', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/smart-buildings');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Tools', 'Solutions', 'Playbooks', 'About', 'Contact'])
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Try Redactor' }).getAttribute('href')).toBe('/redactor');
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    expect(
      await page.getByTestId('tool-card-playbooks').getByRole('button', { name: 'Coming Soon' }).isDisabled(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Talk to KIT' }).getAttribute('href')).toMatch(
      /^mailto:kit@fairstack\.app\?subject=/,
    );
    await page.context().close();
  });

  it('api reference tabs switch and keep the choice in the address', async () => {
    const page = await quietPage();
    await page.goto(baseUrl + '/api-reference');
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'AI Generation' }).click();
    await page.getByRole('tabpanel').getByText('/api/v1/projects/{id}/generate').first().waitFor();
    expect(page.url()).toContain('?tab=ai-generation');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel').getByText('/api/webhooks/stripe').waitFor();
    await page.context().close();
  });
});

/** One raw HTTP/1.1 request: Playwright and fetch refuse to send a GET with a body, a client on the internet does not. */
function rawRequest(method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(baseUrl + path, { method, headers: body === undefined ? {} : { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('requests Remix cannot serve (docs/decisions/155)', () => {
  it('answers a GET or HEAD with a body 400 and other methods 405, never a 5xx', async () => {
    for (const path of ['/', '/?index', '/dashboard', '/contact', '/app-store']) {
      expect(await rawRequest('GET', path, 'hello'), `GET ${path} with a body`).toBe(400);
      for (const method of ['OPTIONS', 'TRACE', 'PROPFIND']) expect(await rawRequest(method, path), `${method} ${path}`).toBe(405);
      expect(await rawRequest('GET', path), `GET ${path}`).toBeLessThan(400);
    }
  });
});
