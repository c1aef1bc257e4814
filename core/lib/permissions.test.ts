import { describe, expect, it } from 'vitest';
import { isAdmin } from './permissions';

describe('permissions', () => {
  it('treats only role admin as admin', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    for (const role of ['user', 'premium', 'moderator'] as const) expect(isAdmin({ role })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
