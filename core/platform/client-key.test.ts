import { describe, expect, it } from 'vitest';
import { clientKey, ipv6Network } from './client-key';

const from = (ip?: string) => new Request('https://fairstack.test/', { headers: ip === undefined ? {} : { 'CF-Connecting-IP': ip } });

describe('clientKey (docs/decisions/268, finding 30)', () => {
  it('an IPv6 client is its /64, however the address is written', () => {
    const key = clientKey(from('2001:db8:1:2::1'));
    expect(key).toBe('2001:db8:1:2::/64');
    for (const spelling of ['2001:db8:1:2:0:0:0:1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:a::', ' 2001:db8:1:2::9 ', '2001:db8:1:2::1%eth0', '2001:db8:1:2::192.0.2.1']) {
      expect(clientKey(from(spelling)), spelling).toBe(key);
    }
    expect(clientKey(from('2001:db8:1:3::1'))).not.toBe(key);
    expect(clientKey(from('::1'))).toBe('0:0:0:0::/64');
  });

  it('IPv4 is the address; an IPv4-mapped IPv6 address is the IPv4 address it maps', () => {
    expect(clientKey(from('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(from('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(from('::FFFF:cb00:7107'))).toBe('203.0.113.7');
  });

  it('no header is the one local key; anything else that is not IPv6 is kept as sent', () => {
    expect(clientKey(from())).toBe('local');
    expect(clientKey(from('  '))).toBe('local');
    for (const odd of ['1:2:3', '1::2::3', 'g::1', '1:2:3:4:5:6:7:8:9', '12345::1', '::ffff:300.1.1.1', 'not-an-address:x']) {
      expect(ipv6Network(odd), odd).toBeNull();
      expect(clientKey(from(odd))).toBe(odd);
    }
  });
});
