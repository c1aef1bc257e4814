import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const SESSION_COOKIE = /^(fs_session|fs_admin)=([^;]+)/;

/**
 * Appends every session cookie value the Worker sets in this context to the run's list, which the e2e
 * teardown searches the Worker's log for (docs/decisions/122).
 */
function recordSessionCookies(context: BrowserContext) {
  const file = inject('seenCookiesFile');
  context.on('response', (response) => {
    response
      .headersArray()
      .then((headers) => {
        const values = headers
          .filter((h) => h.name.toLowerCase() === 'set-cookie')
          .flatMap((h) => h.value.split('\n'))
          .map((c) => SESSION_COOKIE.exec(c.trim())?.[2])
          .filter((v): v is string => Boolean(v) && v !== '""');
        if (values.length > 0) appendFileSync(file, values.map((v) => `${v}\n`).join(''));
      })
      .catch(() => {
        /* the page or context closed first */
      });
  });
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  // browser.newPage() goes through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    recordSessionCookies(context);
    return context;
  };
  return browser;
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page and returns the serious and critical violations. The script is evaluated
 * through DevTools rather than added as a tag, so the page's Content-Security-Policy stays in force.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // @ts-expect-error injected by the script tag above
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}
