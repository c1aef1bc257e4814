import { describe, expect, it } from 'vitest';
import { hasPermission, isAdmin } from './permissions';

describe('permissions', () => {
  it('treats only role admin as admin', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    for (const role of ['user', 'premium', 'moderator'] as const) expect(isAdmin({ role })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('grants listed permissions, and every permission to admins', () => {
    expect(hasPermission({ role: 'moderator', permissions: ['manage_users'] }, 'manage_users')).toBe(true);
    expect(hasPermission({ role: 'moderator', permissions: ['manage_users'] }, 'create_templates')).toBe(false);
    expect(hasPermission({ role: 'admin', permissions: [] }, 'create_templates')).toBe(true);
    expect(hasPermission(undefined, 'manage_users')).toBe(false);
  });
});
