/**
 * Which webhook hosts are public (docs/decisions/152). The host is taken from WHATWG `URL`, which already
 * lower-cases it, applies IDNA (to punycode) and rewrites every IPv4 spelling (decimal `2130706433`, hex
 * `0x7f.1`, octal `0177.0.0.1`, short `127.1`) to dotted decimal and IPv6 to its compressed form in brackets.
 * On top of that: the trailing dot is dropped, every IP literal is refused (a public service has a name; an
 * address can always point inward), and names that only resolve inside a network are refused.
 */

/** Special-use and internal suffixes (RFC 6761, 6762, 8375; `.internal` is ICANN's private-use name). */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa'] as const;

/** IPv4 ranges that are never a public service (RFC 6890 and friends), as [first octets, prefix length]. */
export const RESERVED_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const DOTTED_IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4ToNumber(ip: string): number | null {
  const m = DOTTED_IPV4.exec(ip);
  if (!m) return null;
  const octets = m.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return null;
  return ((octets[0]! << 24) >>> 0) + (octets[1]! << 16) + (octets[2]! << 8) + octets[3]!;
}

/** True when `ip` (dotted decimal) lies in one of RESERVED_IPV4. */
export function isReservedIpv4(ip: string): boolean {
  const n = ipv4ToNumber(ip);
  if (n === null) return false;
  return RESERVED_IPV4.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return ((n & mask) >>> 0) === ((ipv4ToNumber(base)! & mask) >>> 0);
  });
}

/** Loopback, unique-local (fc00::/7), link-local (fe80::/10), unspecified, or an IPv4-mapped reserved address. */
export function isReservedIpv6(bracketed: string): boolean {
  const ip = bracketed.replace(/^\[|\]$/g, '').toLowerCase();
  if (ip === '::1' || ip === '::') return true;
  const mapped = /^::ffff:(.+)$/.exec(ip);
  if (mapped) {
    const tail = mapped[1]!;
    if (DOTTED_IPV4.test(tail)) return isReservedIpv4(tail);
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
    if (hex) {
      const n = (parseInt(hex[1]!, 16) << 16) + parseInt(hex[2]!, 16);
      return isReservedIpv4([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'));
    }
  }
  const first = parseInt(ip.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** The host as compared: what `URL` made of it, without a trailing dot. */
export function canonicalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.+$/, '');
}

/** Why `hostname` (from a parsed URL) may not receive webhooks, or null when it is a public name. */
export function nonPublicHostReason(hostname: string): string | null {
  const host = canonicalHost(hostname);
  if (!host) return 'The endpoint needs a host name';
  if (host.startsWith('[')) {
    return isReservedIpv6(host) ? 'The endpoint must not be a private or reserved address' : 'Use a host name, not an IP address';
  }
  if (ipv4ToNumber(host) !== null) {
    return isReservedIpv4(host) ? 'The endpoint must not be a private or reserved address' : 'Use a host name, not an IP address';
  }
  // Anything else made only of digits and dots would be read as an address by some resolver.
  if (/^[\d.]+$/.test(host) || /^0x[0-9a-f]+$/i.test(host)) return 'Use a host name, not an IP address';
  if (!host.includes('.')) return 'The endpoint must be a public host name (a single-label name only resolves inside a network)';
  if (INTERNAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) return 'The endpoint must be a public host name';
  return null;
}
