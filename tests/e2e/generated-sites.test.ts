import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeContent } from '~core/lib/generation/composer';
import { sampleBriefs } from '~core/lib/generation/samples';
import { buildSite, type SiteFile } from '~core/lib/generation/site';
import { styleHashes } from '~core/lib/generation/storage.server';
import { contentSecurityPolicy } from '../../workers/sites';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';

/**
 * Every sample business (two of each kind) rendered by the composer and served on 127.0.0.1 with the
 * production Content-Security-Policy, then checked in Chromium: accessibility, readability at 390 and
 * 1440 px, and that no request leaves the page's origin.
 */
let browser: Browser;
let server: Server;
let origin = '';
const sites = new Map<string, { files: SiteFile[]; name: string; kind: string }>();

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const match = /^\/(sample-\d+)\/(.*)$/.exec(req.url ?? '');
    const site = match ? sites.get(match[1]) : undefined;
    const file = site?.files.find((f) => f.path === (match![2] || 'index.html'));
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Security-Policy': contentSecurityPolicy(file.inlineStyles ? await styleHashes(file.inlineStyles) : undefined, "'self'"),
    });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const brief of sampleBriefs(`${origin}/sample/`)) {
    const id = /\/(sample-\d+)\/$/.exec(brief.siteUrl)![1];
    sites.set(id, { files: buildSite(brief, composeContent(brief)), name: brief.name, kind: brief.kind });
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe('generated sites of every kind', () => {
  it('are accessible, readable at 390 and 1440 px, and make no request outside their origin', async () => {
    const context = await browser.newContext();
    const outside: string[] = [];
    const problems: string[] = [];
    context.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
    });
    for (const [id, site] of sites) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${origin}/${id}/`, { waitUntil: 'load' });
        const layout = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          bodyFont: parseFloat(getComputedStyle(document.body).fontSize),
          h1: document.querySelector('h1')?.textContent ?? '',
          smallText: [...document.querySelectorAll('p, li, a, td, th, summary')].filter((e) => parseFloat(getComputedStyle(e).fontSize) < 12).length,
        }));
        expect(layout.overflow, `${site.name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        expect(layout.bodyFont).toBeGreaterThanOrEqual(16);
        expect(layout.smallText, `${site.name}: text under 12 px at ${width} px`).toBe(0);
        expect(layout.h1.length).toBeGreaterThan(0);
        if (width === 1440) {
          const violations = await seriousA11yViolations(page);
          expect(violations, `${site.name} (${site.kind})\n${describeViolations(violations)}`).toEqual([]);
        }
      }
    }
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
