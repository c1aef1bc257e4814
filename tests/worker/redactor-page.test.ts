import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers';

function postForm(form: FormData, path = '/redactor') {
  // Browsers send Host; Remix compares it with Origin for multipart actions.
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host }, body: form, redirect: 'manual' });
}

function formWith(fields: Record<string, string | string[]>, file?: { name: string; content: BlobPart; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  if (file) form.append('file', new File([file.content], file.name, { type: file.type ?? 'text/plain' }));
  return form;
}

const ALL = ['email', 'phone', 'ssn', 'person_name', 'address', 'unit_number'];

describe('/redactor', () => {
  it('renders the page, the empty state and the info card', async () => {
    const res = await SELF.fetch(`${ORIGIN}/redactor`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Smart Building Data Redactor | Fairstack</title>');
    expect(html).toContain('Smart Building Data Redactor</h1>');
    expect(html).toContain('No redaction results yet');
    for (const item of ['Building IDs and unit numbers', 'Floor and room identifiers', 'Property addresses', 'HVAC identifiers', 'Sensor IDs and readings', 'Energy usage metrics', 'Email addresses and phone numbers', 'Social security numbers', 'Personal identifiers']) {
      expect(html).toContain(item);
    }
    expect(html).toContain('never leaves this device');
    // Before hydration the in-browser buttons are hidden (a click must not post the text); without
    // JavaScript the <noscript> buttons post the form instead.
    expect(html).toMatch(/<div class="hidden"><button type="submit" name="intent" value="redact"[^>]*disabled/);
    expect(html).toMatch(/<noscript>.*value="redact".*value="clear".*<\/noscript>/s);
    expect(html).toMatch(/<noscript><button type="submit" form="redactor-form" formaction="\/redactor\/download"/);
    // Opened directly, the back button goes to the toolkit (docs/decisions/176), and the page is the same for everyone.
    expect(html).toMatch(/<a href="\/tools"[^>]*data-testid="back-button"/);
    expect(res.headers.get('Cache-Control')).toContain('public');
  });

  it('goes back to the page the visitor came from, and keeps that page out of shared caches', async () => {
    const res = await SELF.fetch(`${ORIGIN}/redactor`, { headers: { Referer: `${ORIGIN}/smart-buildings` } });
    expect(await res.text()).toMatch(/<a href="\/smart-buildings"[^>]*data-testid="back-button"/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('redacts posted text without JavaScript', async () => {
    const res = await postForm(formWith({ intent: 'redact', text: 'Tenant: Maria Lopez, maria@example.com, SSN 123-45-6789', categories: ALL }));
    expect(res.status).toBe(200);
    // The answer shows the posted text: never stored by a cache.
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Tenant: {{NAME}}, {{EMAIL}}, SSN ***-**-****');
    expect(html).toMatch(/data-testid="items-redacted"[^>]*>3</);
    expect(html).toContain('Person name × 1');
  });

  it('honours the category boxes and consistent placeholders', async () => {
    const res = await postForm(formWith({ text: 'a@x.com b@y.com a@x.com 555-123-4567', categories: ['email'], consistent: 'on' }));
    const html = await res.text();
    expect(html).toContain('{{EMAIL_1}} {{EMAIL_2}} {{EMAIL_1}} 555-123-4567');
  });

  it('redacts an uploaded .txt file and downloads under its name', async () => {
    const res = await postForm(formWith({ text: '', categories: ALL }, { name: 'work-order.txt', content: 'Call (555) 123-4567' }), '/redactor/download');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="redacted_work-order.txt"; filename*=UTF-8''redacted_work-order.txt`);
    expect(await res.text()).toBe('Call (***) ***-4567');
    const plain = await postForm(formWith({ text: 'SSN 123-45-6789', categories: ALL }), '/redactor/download');
    expect(plain.headers.get('content-disposition')).toContain('filename="redacted_document.txt"');
    expect(await plain.text()).toBe('SSN ***-**-****');
    const blank = await postForm(formWith({ text: ' ', categories: ALL }), '/redactor/download');
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('Please enter text or upload a file to redact');
  });

  it.each([
    ['blank text', formWith({ text: '   ', categories: ALL }), 'Please enter text or upload a file to redact'],
    ['a .pdf file', formWith({ text: '', categories: ALL }, { name: 'lease.pdf', content: '%PDF-1.7', type: 'application/pdf' }), 'Please upload a .txt file'],
    ['an empty .txt file', formWith({ text: '', categories: ALL }, { name: 'empty.txt', content: '' }), 'empty.txt is empty'],
    ['binary content', formWith({ text: '', categories: ALL }, { name: 'data.txt', content: new Uint8Array([0x50, 0x4b, 0, 0, 1, 2]) }), 'looks binary'],
    ['non-UTF-8 content', formWith({ text: '', categories: ALL }, { name: 'latin1.txt', content: new Uint8Array([0x63, 0x61, 0x66, 0xe9]) }), 'not valid UTF-8'],
  ])('answers 400 with a field error for %s', async (_name, form, message) => {
    const res = await postForm(form);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain('No redaction results yet');
  });

  it('clears with a redirect', async () => {
    const res = await postForm(formWith({ intent: 'clear', text: 'x' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/redactor');
  });
});
