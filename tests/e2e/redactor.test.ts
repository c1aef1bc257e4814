import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, launchBrowser, seriousA11yViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
});
afterAll(async () => {
  await browser?.close();
});

const SAMPLE = [
  'Tenant: Maria Lopez, Unit 4B, 42 Wallaby Way',
  'maria.lopez@example.com / (555) 123-4567 / SSN 123-45-6789',
  'AHU-3 supply 55.2°F, setpoint 72 for 12 rooms; used 1,234.5 kWh; firmware 2.4.10; $1,249.99',
].join('\n');

/** Opens /redactor and waits until React has hydrated (the Redact button is disabled for blank text). */
async function openRedactor(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/redactor`);
  await page.locator('button[value="redact"][disabled]').waitFor();
  return page;
}

async function toast(page: Page, title: string, description?: string) {
  const t = page.getByTestId('toast').filter({ hasText: title });
  await t.waitFor();
  if (description) expect(await t.textContent()).toContain(description);
}

function txt(name: string, content: string | Buffer) {
  return { name, mimeType: 'text/plain', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8') };
}

describe('Smart Building Data Redactor', () => {
  it('redacts pasted text in the browser, shows counts, chips and the highlighted view, and copies', async () => {
    const page = await openRedactor();
    await page.getByRole('heading', { level: 1, name: 'Smart Building Data Redactor' }).waitFor();
    await page.getByText('No redaction results yet').waitFor();
    await page.getByText('never leaves this device').waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Nothing to copy before a result.
    await page.getByRole('button', { name: 'Copy Redacted' }).click();
    await toast(page, 'Nothing to Copy');

    // The text must never reach the server: record every request made while redacting.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') posts.push(r.url());
    });
    await page.getByLabel('Or paste text').fill(SAMPLE);
    await page.getByRole('button', { name: 'Redact', exact: true }).click();
    await toast(page, 'Redaction Complete', 'Successfully redacted 10 sensitive items');
    expect(posts).toEqual([]);

    expect(await page.getByTestId('items-redacted').textContent()).toBe('10');
    expect(await page.getByTestId('data-categories').textContent()).toBe('9');
    const chips = await page.getByRole('list', { name: 'Categories found' }).getByRole('listitem').allTextContents();
    expect(chips).toContain('Email × 1');
    expect(chips).toContain('Temperature × 2');
    const output = await page.getByRole('textbox', { name: 'Redacted text' }).inputValue();
    expect(output).toBe(
      [
        'Tenant: {{NAME}}, Unit {{UNIT}}, {{ADDRESS}}',
        '{{EMAIL}} / (***) ***-4567 / SSN ***-**-****',
        '{{HVAC_ID}} supply {{TEMP}}, setpoint {{TEMP}} for 12 rooms; used {{ENERGY}}; firmware 2.4.10; $1,249.99',
      ].join('\n'),
    );

    await page.getByRole('tab', { name: 'What was masked' }).click();
    const highlighted = page.getByTestId('highlighted-text');
    await highlighted.waitFor();
    expect(await highlighted.locator('mark').count()).toBe(10);
    expect(await highlighted.locator('mark').first().textContent()).toContain('Maria Lopez');
    expect(await highlighted.locator('mark').first().getAttribute('title')).toBe('Person name → {{NAME}}');
    const withResults = await seriousA11yViolations(page);
    expect(withResults, describeViolations(withResults)).toEqual([]);

    await page.getByRole('button', { name: 'Copy Redacted' }).click();
    await toast(page, 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(output);

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText('No redaction results yet').waitFor();
    expect(await page.getByLabel('Or paste text').inputValue()).toBe('');
    await page.close();
  });

  it('loads a .txt file, redacts it and downloads redacted_<name>.txt', async () => {
    const page = await openRedactor();
    const content = `Work order for Building 7\nContact: Omar Haddad, omar@example.org, +44 20 7946 0958\n${'Routine filter change. '.repeat(40)}\n`;
    await page.getByLabel('Upload a .txt file').setInputFiles(txt('work-order.txt', content));
    await page.getByText(`Loaded: work-order.txt (${(Buffer.byteLength(content) / 1024).toFixed(1)} KB)`).waitFor();
    expect(await page.getByLabel('Or paste text').inputValue()).toBe(content);
    await page.getByRole('button', { name: 'Redact', exact: true }).click();
    await toast(page, 'Redaction Complete', 'Successfully redacted 4 sensitive items');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('redacted_work-order.txt');
    const saved = readFileSync((await download.path())!, 'utf8');
    expect(saved).toContain('Work order for Building {{BUILDING_ID}}\nContact: {{NAME}}, {{EMAIL}}, +** ** **** 0958');
    await toast(page, 'Download Complete', 'Redacted document has been downloaded');

    // Pasted text (no file) downloads as redacted_document.txt.
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByTestId('loaded-file').count()).toBe(0);
    await page.getByLabel('Or paste text').fill('Call 555-123-4567');
    await page.getByRole('button', { name: 'Redact', exact: true }).click();
    await toast(page, 'Redaction Complete', 'Successfully redacted 1 sensitive items');
    const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(second.suggestedFilename()).toBe('redacted_document.txt');
    expect(readFileSync((await second.path())!, 'utf8')).toBe('Call ***-***-4567');
    await page.close();
  });

  it('refuses other file types, blank text, empty, binary and non-UTF-8 files with a clear message', async () => {
    const page = await openRedactor();
    const upload = page.getByLabel('Upload a .txt file');

    await upload.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 …') });
    await toast(page, 'Unsupported File Type', 'Please upload a .txt file');
    expect(await page.getByTestId('loaded-file').count()).toBe(0);

    // Blank or whitespace-only text: Redact stays disabled; the keyboard shortcut explains why.
    await page.getByLabel('Or paste text').fill('   \n\t ');
    expect(await page.getByRole('button', { name: 'Redact', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Or paste text').press('Control+Enter');
    await toast(page, 'No Content', 'Please enter text or upload a file to redact');

    await upload.setInputFiles(txt('empty.txt', ''));
    await toast(page, 'No Content', 'Please enter text or upload a file to redact');

    await upload.setInputFiles(txt('export.txt', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00])));
    await toast(page, 'File Not Readable', 'looks binary');

    await upload.setInputFiles(txt('latin1.txt', Buffer.from('Caf\xe9 tenant: Jos\xe9', 'latin1')));
    await toast(page, 'File Not Readable', 'not valid UTF-8');
    expect(await page.getByText('No redaction results yet').count()).toBe(1);
    await page.close();
  });

  it('works without JavaScript: the form posts to the server and Download answers the file', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    const page = await noJs.newPage();
    await page.goto(`${baseUrl}/redactor`);
    // Playwright's text and role engines skip <noscript>, whose content is live markup without JavaScript.
    expect(await page.locator('noscript').first().textContent()).toContain('JavaScript is off');
    const redactButton = page.locator('noscript button[value="redact"]');
    expect(await page.locator('button[value="redact"]:visible').count()).toBe(1);
    await page.getByLabel('Or paste text').fill('Tenant: Ana Ruiz, SSN 123-45-6789');
    await redactButton.click();
    await page.getByTestId('items-redacted').waitFor();
    expect(await page.getByTestId('items-redacted').textContent()).toBe('2');
    expect(await page.getByRole('textbox', { name: 'Redacted text' }).inputValue()).toBe('Tenant: {{NAME}}, SSN ***-**-****');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('noscript button[formaction="/redactor/download"]').click()]);
    expect(download.suggestedFilename()).toBe('redacted_document.txt');
    expect(readFileSync((await download.path())!, 'utf8')).toBe('Tenant: {{NAME}}, SSN ***-**-****');
    await page.getByLabel('Or paste text').fill('   ');
    await redactButton.click();
    await page.getByText('Please enter text or upload a file to redact').waitFor();
    await noJs.close();
  });

  it('redacts a multi-megabyte file in chunks in the worker, with a progress bar, and stays responsive', async () => {
    const page = await openRedactor();
    const lines: string[] = [];
    for (let k = 0, size = 0; size < 6 * 1024 * 1024; k++) {
      const line = `${k} tenant t${k}@example.com called (555) 123-${String(k % 10000).padStart(4, '0')} about AHU-${k % 9} at 72°F, 3 rooms, v2.4.1\n`;
      lines.push(line);
      size += line.length;
    }
    const content = lines.join('');
    await page.getByLabel('Upload a .txt file').setInputFiles(txt('bms-export.txt', content));
    await page.getByText(/^Loaded: bms-export\.txt \(\d+\.\d KB\)$/).waitFor();
    expect(await page.getByLabel(/File preview/).getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Redact', exact: true }).click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    await page.getByRole('progressbar', { name: 'Redaction progress' }).waitFor();
    // The main thread answers while the worker runs.
    const t0 = Date.now();
    await page.evaluate(() => 1 + 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    await toast(page, 'Redaction Complete', `Successfully redacted ${lines.length * 4} sensitive items`);
    expect(await page.getByTestId('items-redacted').textContent()).toBe(String(lines.length * 4));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('redacted_bms-export.txt');
    const saved = readFileSync((await download.path())!, 'utf8');
    expect(saved.split('\n')).toHaveLength(lines.length + 1);
    expect(saved).not.toMatch(/@example\.com/);
    expect(saved).toContain('v2.4.1');
    await page.close();
  }, 60_000);
});
