import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonForScript, raw, safeHref } from './html';

describe('html', () => {
  it('escapes every interpolated value unless it is SafeHtml', () => {
    const value = '<script>alert("x")</script> & \'';
    expect(html`<p title="${value}">${value}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;</p>',
    );
    expect(html`<div>${raw('<b>ok</b>')}</div>`.value).toBe('<div><b>ok</b></div>');
    expect(html`<ul>${['<a>', html`<li>${'<b>'}</li>`]}</ul>`.value).toBe('<ul>&lt;a&gt;<li>&lt;b&gt;</li></ul>');
    expect(html`${null}${undefined}${false}${0}`.value).toBe('0');
  });

  it('never lets any string produce a tag or break out of an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = escapeHtml(s);
        expect(out).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('keeps only safe link targets', () => {
    expect(safeHref('mailto:a@b.co?subject=Hi')).toBe('mailto:a@b.co?subject=Hi');
    expect(safeHref('#menu')).toBe('#menu');
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
    expect(safeHref('favicon.svg')).toBe('favicon.svg');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBe('#');
    expect(safeHref('data:text/html,<script>')).toBe('#');
    expect(safeHref('//evil.example')).toBe('#');
  });

  it('writes JSON that cannot close its script element', () => {
    const out = jsonForScript({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(out).not.toContain('</script');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});
