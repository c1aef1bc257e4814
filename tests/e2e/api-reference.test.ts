import { execFileSync } from 'node:child_process';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

/** Runs a curl command exactly as the page shows it, with the token in the environment as documented. */
function runCurl(command: string, token: string): string {
  return execFileSync('sh', ['-c', command], { env: { ...process.env, FAIRSTACK_TOKEN: token }, encoding: 'utf8', timeout: 15_000 });
}

describe('API reference rendered from the OpenAPI document', () => {
  it('serves a valid OpenAPI 3.1 document', async () => {
    const doc = await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json();
    const result = await validate(doc as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('shows every documented operation with curl commands that work against this server', async () => {
    const doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} /api/v1${path}`),
    );
    expect(operations.length).toBeGreaterThanOrEqual(5);

    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await signInLocally(context, { email: uniqueEmail('apiref') }, '/dashboard/developer');
    await page.getByLabel('Token name').fill('reference');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('secret-once').textContent())!.trim();

    await page.goto(`${baseUrl}/api-reference?tab=projects`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('article', { name: 'POST /api/v1/projects', exact: true }).waitFor();
    const tabsText: string[] = [];
    for (const tab of ['authentication', 'projects', 'ai-generation', 'webhooks']) {
      const html = await (await fetch(`${baseUrl}/api-reference?tab=${tab}`)).text();
      tabsText.push(html);
    }
    for (const op of operations) expect(tabsText.join('\n'), op).toContain(`aria-label="${op}"`);

    // Copy the create-project curl command from the page and run it.
    await page.getByRole('button', { name: 'Copy curl: POST /api/v1/projects', exact: true }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    const command = await page.evaluate(() => navigator.clipboard.readText());
    expect(command).toContain(`${baseUrl}/api/v1/projects`);
    const created = JSON.parse(runCurl(command, token));
    expect(created).toMatchObject({ success: true, data: { status: 'pending', paymentStatus: 'pending' } });

    const listCommand = await panel.getByRole('article', { name: 'GET /api/v1/projects', exact: true }).locator('pre').first().textContent();
    const listed = JSON.parse(runCurl(listCommand!, token));
    expect(listed.data.map((p: { id: number }) => p.id)).toContain(created.data.id);

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('fits every tab on a 390 px phone: long commands scroll inside their own box (docs/decisions/259)', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const page = await context.newPage();
      for (const tab of ['authentication', 'projects', 'ai-generation', 'webhooks']) {
        await page.goto(`${baseUrl}/api-reference?tab=${tab}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${tab} (JavaScript ${javaScriptEnabled}) scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });
});
