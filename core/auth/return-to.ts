const SAME_ORIGIN_BASE = 'http://same-origin.invalid';

/**
 * Same-origin paths only: anything else (other hosts, `//evil`, `/\\evil`, control characters) falls back.
 * The check runs on the *normalised* result, because that is what lands in `Location`: `/.//evil`, `/..//evil`
 * and `/%2e//evil` all normalise to `//evil`, a protocol-relative URL (docs/decisions/150).
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000 || !value.startsWith('/')) return fallback;
  // Browsers strip tabs and newlines from URLs, which would turn "/\t/evil.test" into "//evil.test".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, SAME_ORIGIN_BASE);
    if (url.origin !== SAME_ORIGIN_BASE) return fallback;
    const path = url.pathname + url.search + url.hash;
    // The result must be a plain path that a browser reads back as the same path on the same origin.
    if (!path.startsWith('/') || path.startsWith('//')) return fallback;
    const again = new URL(path, SAME_ORIGIN_BASE);
    if (again.origin !== SAME_ORIGIN_BASE || again.pathname + again.search + again.hash !== path) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
