/**
 * The client every per-address limit counts against (the write limits, the API's anonymous budget, the admin
 * password lockout): Cloudflare's `CF-Connecting-IP`, one shared key where nothing sets it (development drops a
 * client-sent one, docs/decisions/256).
 *
 * An IPv6 client is its /64 network, not its address (docs/decisions/268, finding 30): every subscriber is handed a
 * /64 at least and may use any of its 2^64 addresses, so a limit per address was a fresh budget per request. An
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address it maps. Anything that is not an IPv6 address is
 * its own key, as sent.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get('CF-Connecting-IP')?.trim();
  if (!address) return 'local';
  return ipv6Network(address) ?? address;
}

/** The /64 an IPv6 address belongs to, written one way (`2001:db8:1:2::/64`), or the IPv4 address it maps; else null. */
export function ipv6Network(address: string): string | null {
  if (!address.includes(':')) return null;
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A dotted IPv4 tail (`::ffff:192.0.2.1`) stands for the last two groups.
  const dotted = /(?:^|:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    const tail = `${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
    text = text.slice(0, text.length - dotted[0].length + (dotted[0].startsWith(':') ? 1 : 0)) + tail;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const n = groups.map((g) => parseInt(g, 16));
  if (n.slice(0, 5).every((x) => x === 0) && n[5] === 0xffff) return `${n[6]! >> 8}.${n[6]! & 255}.${n[7]! >> 8}.${n[7]! & 255}`;
  return `${n.slice(0, 4).map((x) => x.toString(16)).join(':')}::/64`;
}
