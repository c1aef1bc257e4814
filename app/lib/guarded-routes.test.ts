import { describe, expect, it } from 'vitest';
import { isGuardedPath } from './guarded-routes';

describe('isGuardedPath', () => {
  it('guards the dashboard, the creator and every checkout page', () => {
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/settings', '/create', '/checkout/12', '/checkout/abc/'])
      expect(isGuardedPath(path), path).toBe(true);
  });

  it('leaves public pages and look-alike paths open', () => {
    for (const path of ['/', '/about', '/login', '/dashboards', '/creator', '/checkout', '/checkout/', '/app-store'])
      expect(isGuardedPath(path), path).toBe(false);
  });
});
