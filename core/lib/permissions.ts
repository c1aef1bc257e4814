import type { UserRole } from '../db/schema';

/** `isAdmin` means exactly role admin: the one role check (docs/decisions/211). */
export const isAdmin = (user: { role: UserRole } | null | undefined) => user?.role === 'admin';
