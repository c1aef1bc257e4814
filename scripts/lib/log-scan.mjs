// docs/decisions/122: searches a Worker's captured output for secrets, session ids, tokens and e-mail
// addresses. Used by the e2e global teardown (tests/e2e/global-setup.ts); unit-tested in log-scan.test.ts.

/** Anything shaped like an e-mail address. */
const EMAIL = /[^\s@"'<>()[\]{},;:=\\/]+@[^\s@"'<>()[\]{},;:=\\/]+\.[a-z]{2,}/gi;
/** An API token (`fs_` + 32 random bytes in base64url, core/models/api-tokens.server.ts). */
const API_TOKEN = /\bfs_[A-Za-z0-9_-]{20,}/g;
/** A cookie header or Set-Cookie value carrying a session. */
const COOKIE_HEADER = /\bfs_(?:session|admin)=[^\s;"',]+/g;

/**
 * @typedef {{ kind: 'secret' | 'cookie' | 'token' | 'email', what: string, line: number, excerpt: string }} Leak
 * @typedef {{ secrets?: Record<string, string>, cookieValues?: string[], allowedEmails?: (string | RegExp)[] }} ScanInput
 */

/** A masked address (`a***@example.com`, the form our own logs use) is not a leak. */
export function isMaskedEmail(address) {
  return /^[^@]{0,2}\*{3}@/.test(address);
}

/** `a***@example.com`: enough to tell people apart in a log, not enough to contact them. */
export function maskEmail(address) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** The parts of a signed cookie value worth searching for: the whole value, and its id and signature. */
export function cookieParts(value) {
  const decoded = decodeURIComponent(value);
  const parts = decoded.split('.').filter((p) => p.length >= 16);
  return [...new Set([value, decoded, ...parts])];
}

function redacted(text, needle) {
  return text.split(needle).join(`[${needle.slice(0, 3)}…]`);
}

/**
 * Every leak in `text`. The excerpt around each hit has the leaked value shortened, so a report of a leak
 * does not repeat it in full.
 * @param {string} text
 * @param {ScanInput} input
 * @returns {Leak[]}
 */
export function findLeaks(text, { secrets = {}, cookieValues = [], allowedEmails = [] } = {}) {
  /** @type {Leak[]} */
  const leaks = [];
  const lines = text.split('\n');
  const allowed = (address) =>
    isMaskedEmail(address) ||
    allowedEmails.some((a) => (typeof a === 'string' ? a.toLowerCase() === address.toLowerCase() : a.test(address)));
  const needles = [
    ...Object.entries(secrets)
      .filter(([, v]) => v && v.length >= 8)
      .map(([name, v]) => ({ kind: /** @type {const} */ ('secret'), what: name, value: v })),
    ...cookieValues.flatMap((c) => cookieParts(c).map((v) => ({ kind: /** @type {const} */ ('cookie'), what: 'a session cookie value or id', value: v }))),
  ];
  lines.forEach((line, i) => {
    const hit = (kind, what, value) => leaks.push({ kind, what, line: i + 1, excerpt: redacted(line, value).slice(0, 200) });
    for (const n of needles) if (line.includes(n.value)) hit(n.kind, n.what, n.value);
    for (const m of line.matchAll(COOKIE_HEADER)) hit('cookie', 'a session cookie header', m[0]);
    for (const m of line.matchAll(API_TOKEN)) hit('token', 'an API token', m[0]);
    for (const m of line.matchAll(EMAIL)) if (!allowed(m[0])) hit('email', `the e-mail address ${maskEmail(m[0])}`, m[0]);
  });
  return leaks;
}
