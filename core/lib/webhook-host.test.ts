import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '../models/webhooks.server';
import { nonPublicHostReason } from './webhook-host';

const PRODUCTION = { ENVIRONMENT: 'production' } as const;

/** Parsed only (URL + the host rule); nothing here sends a request anywhere. */
const refused = (url: string) => {
  try {
    checkWebhookUrl(PRODUCTION, url);
    return false;
  } catch {
    return true;
  }
};

describe('webhook host rule', () => {
  it.each([
    // Internal names, also with a trailing dot or in upper case.
    'https://localhost/', 'https://localhost./', 'https://LOCALHOST/', 'https://api.localhost/', 'https://printer.local/',
    'https://printer.local./', 'https://foo.internal/', 'https://foo.internal./', 'https://router.home.arpa/', 'https://intranet/',
    'https://intranet./',
    // IPv4 in every spelling the URL parser accepts, and each reserved range.
    'https://127.0.0.1/', 'https://2130706433/', 'https://0x7f000001/', 'https://0x7f.0.0.1/', 'https://0177.0.0.1/', 'https://127.1/',
    'https://0.1.2.3/', 'https://0/', 'https://10.0.0.1/', 'https://100.64.0.1/', 'https://100.127.255.255/', 'https://169.254.169.254/',
    'https://172.16.0.1/', 'https://172.31.255.255/', 'https://192.0.0.8/', 'https://192.168.1.1/', 'https://198.18.0.1/',
    'https://198.19.255.255/', 'https://224.0.0.1/', 'https://239.255.255.250/', 'https://240.0.0.1/', 'https://255.255.255.255/',
    // Public addresses are still IP literals.
    'https://8.8.8.8/', 'https://1.1.1.1./',
    // IPv6: loopback, unspecified, unique-local, link-local, IPv4-mapped (dotted and hex), and a public one.
    'https://[::1]/', 'https://[::]/', 'https://[fc00::1]/', 'https://[fd12:3456::1]/', 'https://[fe80::1]/', 'https://[febf::1]/',
    'https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://[::ffff:10.0.0.1]/', 'https://[2606:4700::1111]/',
    // Not https, or with credentials.
    'http://hooks.example.com/', 'https://user:pass@hooks.example.com/',
  ])('refuses %s', (url) => {
    expect(refused(url)).toBe(true);
  });

  it.each(['https://hooks.example.com/fairstack', 'https://HOOKS.Example.COM./x', 'https://münchen.example/hook', 'https://local.example.com/', 'https://internal-tools.example.org/', 'https://a.b.c.example.io:8443/p?q=1'])(
    'accepts the public name %s',
    (url) => {
      expect(refused(url)).toBe(false);
    },
  );

  it('stores the canonical host: lower case, no trailing dot, IDNA', () => {
    expect(checkWebhookUrl(PRODUCTION, 'https://HOOKS.Example.COM./x').toString()).toBe('https://hooks.example.com/x');
    expect(checkWebhookUrl(PRODUCTION, 'https://münchen.example/hook').hostname).toBe('xn--mnchen-3ya.example');
  });

  it('says why', () => {
    expect(nonPublicHostReason('10.0.0.1')).toMatch(/private or reserved/);
    expect(nonPublicHostReason('8.8.8.8')).toMatch(/not an IP address/);
    expect(nonPublicHostReason('printer')).toMatch(/single-label/);
    expect(nonPublicHostReason('hooks.example.com')).toBeNull();
  });
});
