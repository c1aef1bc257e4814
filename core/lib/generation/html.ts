/**
 * A tiny HTML builder whose default is escaping: every interpolated value is escaped unless it is
 * already `SafeHtml` (built by this module). Model output and user text can only reach a page as text.
 */
const SAFE = Symbol('safe-html');

export type SafeHtml = { readonly [SAFE]: true; readonly value: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Marks a string as trusted markup. Only for markup this module or the renderer produced itself. */
export function raw(value: string): SafeHtml {
  return { [SAFE]: true, value };
}

export function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && SAFE in value;
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (isSafeHtml(value)) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return raw(out);
}

export function join(parts: SafeHtml[], separator = ''): SafeHtml {
  return raw(parts.map((p) => p.value).join(separator));
}

/**
 * Only link targets a generated site needs: in-page anchors, relative files, mail and phone links and
 * absolute http(s) URLs. Anything else (javascript:, data:, odd schemes) becomes '#'.
 */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (/^#[\w-]*$/.test(trimmed)) return trimmed;
  if (/^(mailto:|tel:|https?:\/\/)/i.test(trimmed)) return trimmed;
  if (/^(\.{0,2}\/)?[\w./-]*$/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  return '#';
}

/** JSON inside a `<script type="application/ld+json">`: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
