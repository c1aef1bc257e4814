import type { UserRole } from '../db/schema';

/** The part of a user that decides what they may do (the DB row and the browser's SessionUser both fit). */
export type Principal = { role: UserRole; permissions: readonly string[] };

/** `isAdmin` means exactly role admin. */
export const isAdmin = (user: Pick<Principal, 'role'> | null | undefined) => user?.role === 'admin';

/** Admins hold every permission; anyone else holds the names listed on their account (e.g. create_templates). */
export function hasPermission(user: Principal | null | undefined, permission: string): boolean {
  if (!user) return false;
  return isAdmin(user) || user.permissions.includes(permission);
}
