import { describe, expect, it } from 'vitest';
import { customDomainTarget, isCnameTarget } from './domain';

describe('the host a custom domain points at', () => {
  it('is the sites host when there is one, else the app origin’s host', () => {
    expect(customDomainTarget('https://fairstack.app', 'https://sites.fairstack.app/')).toBe('sites.fairstack.app');
    expect(customDomainTarget('https://fairstack.app', undefined)).toBe('fairstack.app');
    expect(customDomainTarget('http://127.0.0.1:8787', ' ')).toBe('127.0.0.1');
  });

  it('can be named by a CNAME record only when it is a host name (docs/decisions/259)', () => {
    for (const host of ['fairstack.app', 'sites.fairstack.app', 'xn--fairstck-9za.app']) expect(isCnameTarget(host), host).toBe(true);
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '10.0.0.8']) expect(isCnameTarget(host), host).toBe(false);
  });
});
