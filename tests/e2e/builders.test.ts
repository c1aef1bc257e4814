import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';

/**
 * The builder chat demos. Playwright's clock is installed and paused, so every scripted delay (typing 1.5 s,
 * build steps 2 s, deploy 3 s, developer replies 1-4.5 s) is crossed with `clock.runFor` instead of waited.
 */
const baseUrl = inject('baseUrl');
const START = new Date('2026-03-02T09:00:00Z').getTime();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openChat(path: string): Promise<{ context: BrowserContext; page: Page; serverCalls: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.clock.install({ time: START });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(baseUrl + path);
  // Freeze time: from here on only runFor moves it.
  await page.clock.pauseAt(START + 60_000);
  await expect.poll(() => page.getByRole('textbox', { name: 'Message', exact: true }).isEnabled()).toBe(true);
  // Everything after hydration must stay in the browser. Remix's route discovery (/__manifest) is the
  // framework learning about links in the nav, not the chat talking to a server.
  const serverCalls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(baseUrl) && !new URL(url).pathname.startsWith('/__manifest')) serverCalls.push(url);
  });
  return { context, page, serverCalls };
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const typing = (page: Page) => page.getByTestId('typing-indicator');
const send = (page: Page) => page.getByRole('button', { name: 'Send' });

async function expectNoA11yViolations(page: Page, label: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

/** axe schedules its work with timers, so it needs time to flow; the clock is paused again afterwards. */
async function expectNoA11yViolationsUnderClock(page: Page, label: string) {
  await page.clock.resume();
  await expectNoA11yViolations(page, label);
  // Real time keeps flowing between reading the page's clock and pausing it; on a busy machine that gap
  // can pass the target, so aim a little ahead and retry with a fresh reading.
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 25);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}

async function newestInView(page: Page) {
  await page.waitForFunction(() => {
    const box = document.querySelector('[role="log"]')?.parentElement;
    return !!box && box.scrollHeight - box.scrollTop - box.clientHeight < 4;
  });
}

describe('builder chat demos', () => {
  it('app builder: questions, eight-step build, preview in a new tab, download, deploy', async () => {
    const { context, page, serverCalls } = await openChat('/app-builder');
    expect(await page.title()).toBe('App Builder | Fairstack');
    expect(await log(page).getAttribute('aria-live')).toBe('polite');

    // Send is disabled for blank text; Shift+Enter adds a line instead of sending.
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    expect(await send(page).isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send(page).isDisabled()).toBe(true);
    await input.fill('a');
    await input.press('Shift+Enter');
    await input.pressSequentially('b');
    expect(await input.inputValue()).toBe('a\nb');
    expect(await log(page).getByRole('listitem').count()).toBe(2);
    await input.fill('');

    await page.getByRole('button', { name: 'E-commerce store' }).click();
    expect(await log(page).locator('li[data-type="user"]').last().textContent()).toContain('E-commerce store');
    await typing(page).waitFor();
    await input.fill('hello?');
    expect(await send(page).isDisabled()).toBe(true); // the assistant is typing
    await input.press('Enter');
    expect(await log(page).getByText('hello?').count()).toBe(0);
    await input.fill('');
    await page.clock.runFor(1500);
    await typing(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'User accounts' }).click();
    await page.getByRole('button', { name: 'Payments' }).click();
    expect(await page.getByRole('button', { name: 'Payments' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Continue with 2 selected' }).click();
    await page.clock.runFor(1500);

    await input.fill('both web and mobile');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    await page.clock.runFor(1500);
    await page.getByRole('button', { name: 'Dark & sleek' }).click();
    await page.clock.runFor(1500);
    await log(page).getByText(/Building Storefront/).waitFor();

    await page.clock.runFor(2000);
    await log(page).getByText('Step 1 of 8: Setting up the project structure… done', { exact: false }).waitFor();
    const buildProgress = page.getByRole('progressbar', { name: 'Build progress' });
    expect(await buildProgress.getAttribute('aria-valuenow')).toBe('1');
    await page.clock.runFor(1999);
    expect(await log(page).getByText(/Step 2 of 8/).count()).toBe(0);
    await page.clock.runFor(1 + 2000 * 6);
    expect(await buildProgress.getAttribute('aria-valuenow')).toBe('8');
    await log(page).getByText('Storefront is ready!', { exact: false }).waitFor();
    await newestInView(page);

    const preview = page.getByRole('link', { name: /Preview/ });
    const [popup] = await Promise.all([page.waitForEvent('popup'), preview.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/demo/preview');
    expect(new URL(popup.url()).search).toBe('?type=ecommerce&features=auth%2Cpayments&platform=cross&styling=dark');
    expect(await popup.title()).toBe('Storefront preview | Fairstack');
    await popup.getByRole('heading', { level: 1, name: 'Storefront' }).waitFor();
    await popup.getByRole('heading', { name: 'Payments' }).first().waitFor();
    await expectNoA11yViolationsUnderClock(popup, '/demo/preview');
    await popup.close();
    await log(page).getByText('Preview of Storefront opened in a new tab.').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toBe('storefront-starter-README.md');
    const readme = await readFile((await download.path())!, 'utf8');
    expect(readme).toContain('# Storefront');
    expect(readme).toContain('"platform": "cross"');
    expect(readme).toContain('"features": [\n    "auth",\n    "payments"\n  ]');

    await page.getByRole('button', { name: /^Deploy/ }).click();
    const deploying = page.getByRole('button', { name: /Deploying…/ });
    expect(await deploying.isDisabled()).toBe(true);
    await page.clock.runFor(2999);
    expect(await log(page).getByText(/Deployed!/).count()).toBe(0);
    await page.clock.runFor(1);
    await log(page).getByText(/Deployed!/).waitFor();
    expect(await page.getByRole('button', { name: /^Deployed/ }).isDisabled()).toBe(true);

    await expectNoA11yViolationsUnderClock(page, '/app-builder after the flow');
    expect(serverCalls).toEqual([]);
    await context.close();
  });

  it('agent builder: sub-choices, training, integration code copied, test chat in a new tab, deploy', async () => {
    const { context, page, serverCalls } = await openChat('/agent-builder');
    expect(await page.title()).toBe('Agent Builder | Fairstack');
    await page.getByRole('button', { name: 'Customer support' }).click();
    await page.clock.runFor(1500);
    await log(page).getByText(/Which industry is it for\?/).waitFor();
    await page.getByRole('button', { name: 'Healthcare' }).click();
    await page.clock.runFor(1500);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('calm and patient');
    await send(page).click();
    await page.clock.runFor(1500);
    await page.getByRole('button', { name: 'Website chat widget' }).click();
    await page.getByRole('button', { name: 'Slack' }).click();
    await page.getByRole('button', { name: 'Continue with 2 selected' }).click();
    await page.clock.runFor(1500 + 2000 * 8);
    await log(page).getByText(/Ava is trained and ready/).waitFor();
    expect(await page.getByTestId('training-status').textContent()).toBe('Training complete');

    await page.getByRole('button', { name: /Integration code/ }).click();
    await page.clock.runFor(1500);
    const code = page.locator('pre code');
    await code.waitFor();
    const snippet = (await code.textContent())!;
    expect(snippet).toContain("agentId: 'agt_support_");
    expect(snippet).toContain("knowledgeBase: ['healthcare']");
    expect(snippet).toContain("personality: 'empathetic'");
    expect(snippet).toContain("integrations: ['website', 'slack']");
    await page.getByRole('button', { name: 'Copy code' }).click();
    await page.getByTestId('toast').getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /^Test/ }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/demo/agent-test');
    expect(await popup.title()).toBe('Test Ava | Fairstack Agent Builder');
    await popup.getByText("I'm Ava, your customer support agent for Healthcare.", { exact: false }).waitFor();
    await expect.poll(() => popup.getByRole('textbox', { name: 'Message', exact: true }).isEnabled()).toBe(true);
    await popup.getByRole('button', { name: 'Where is my order?' }).click();
    await popup.clock.runFor(1500);
    await popup.getByText(/^I understand\. Share your order number/).waitFor();
    await expectNoA11yViolationsUnderClock(popup, '/demo/agent-test');
    await popup.close();

    await page.getByRole('button', { name: /^Deploy/ }).click();
    await page.clock.runFor(3000);
    await log(page).getByText('Connected to Slack.').waitFor();
    await log(page).getByText(/Deployed!/).waitFor();
    await expectNoA11yViolationsUnderClock(page, '/agent-builder after the flow');
    expect(serverCalls).toEqual([]);
    await context.close();
  });

  it('self-resolving developer: metrics, matrix, copyable prompt, fix phases and reply delays', async () => {
    const { context, page, serverCalls } = await openChat('/self-resolving-agent');
    expect(await page.title()).toBe('Self-Resolving Developer | Fairstack');
    const metric = (label: string) => page.locator(`[data-metric="${label}"]`).textContent();
    expect(await metric('Avg. resolution time')).toBe('8.3 min');
    expect(await metric('Unblock rate')).toBe('97.2%');
    expect(await metric('Regressions')).toBe('0');
    expect(await metric('Active issues')).toBe('2');
    expect(await metric('Resolved today')).toBe('14');
    expect(await metric('Score')).toBe('98.5');
    const rows = await page.getByRole('table').getByRole('row').allTextContents();
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual(['L1', 'L2', 'L3', 'L4']);
    expect(rows.join('|')).toContain('0-5 min');
    expect(rows.join('|')).toContain('30+ min');

    await page.getByRole('button', { name: 'Copy prompt' }).click();
    await page.getByTestId('toast').getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('You are the Fairstack Self-Resolving Developer');

    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('Fix the checkout error');
    await input.press('Enter');
    await typing(page).waitFor();
    await page.clock.runFor(1000);
    await log(page).getByText(/On it: "Fix the checkout error"/).waitFor();
    await page.clock.runFor(2000);
    await log(page).getByText(/Isolate \(20%\): /).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Fix progress' }).getAttribute('aria-valuenow')).toBe('20');
    await page.clock.runFor(2000 * 4);
    await log(page).getByText(/Document \(100%\): /).waitFor();
    await log(page).getByText(/Resolved "Fix the checkout error"/).waitFor();
    expect(await metric('Active issues')).toBe('1');
    expect(await metric('Resolved today')).toBe('15');

    for (const [text, delay, reply] of [
      ['the page is slow', 4000, 'Performance plan'],
      ['design an API for invoices', 3500, 'API design proposal'],
      ['improve the UX of signup', 4500, 'UX review checklist'],
    ] as const) {
      await input.fill(text);
      await input.press('Enter');
      await page.clock.runFor(delay - 1);
      expect(await log(page).getByText(reply).count(), `${reply} before ${delay} ms`).toBe(0);
      await page.clock.runFor(1);
      await log(page).getByText(reply).waitFor();
    }
    await newestInView(page);
    await expectNoA11yViolationsUnderClock(page, '/self-resolving-agent after the flow');
    expect(serverCalls).toEqual([]);
    await context.close();
  });

  it('serves every builder page readable from the server, with its own title and description', async () => {
    const pages = [
      ['/app-builder', 'App Builder | Fairstack', "Answer four quick questions and I&#x27;ll build your app."],
      ['/agent-builder', 'Agent Builder | Fairstack', 'Four questions and your AI agent is trained.'],
      ['/self-resolving-agent', 'Self-Resolving Developer | Fairstack', 'You are the Fairstack Self-Resolving Developer'],
      ['/demo/preview?type=booking&features=search,analytics&platform=mobile&styling=playful', 'BookWell preview | Fairstack', 'Available times'],
      ['/demo/agent-test?purpose=sales&knowledge=saas&personality=witty&integrations=email', 'Test Max | Fairstack Agent Builder', 'your sales assistant agent for Software &amp; SaaS'],
    ] as const;
    const descriptions = new Set<string>();
    for (const [path, title, text] of pages) {
      const response = await fetch(baseUrl + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description, path).toBeTruthy();
      descriptions.add(description!);
      expect(html, path).toContain(text);
    }
    expect(descriptions.size).toBe(pages.length);
  });

  it('demo pages without a configuration show a sample, searchable preview; small screens pass axe', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(baseUrl + '/demo/preview');
    await page.getByRole('note').getByText(/sample app/).waitFor();
    const search = page.getByLabel('Search Storefront');
    await expect.poll(async () => {
      await search.fill('mug');
      return page.getByText('Linen tote bag').count();
    }).toBe(0);
    await page.getByText('Ceramic mug').waitFor();
    await expectNoA11yViolations(page, '/demo/preview sample at 390 px');
    await page.goto(baseUrl + '/demo/agent-test?purpose=nope');
    await page.getByRole('note').getByText(/sample agent/).waitFor();
    await expectNoA11yViolations(page, '/demo/agent-test sample at 390 px');
    await page.goto(baseUrl + '/app-builder');
    await expectNoA11yViolations(page, '/app-builder at 390 px');
    await context.close();
  });
});
