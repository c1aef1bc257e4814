import type { UserRole } from '../db/schema';
import { isAdmin } from './permissions';

/** What the browser learns about the signed-in user (`GET /api/auth/user` and the root loader). */
export type SessionUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  permissions: string[];
  isAdmin: boolean;
};

export function toSessionUser(user: Omit<SessionUser, 'isAdmin'>): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    permissions: [...user.permissions],
    isAdmin: isAdmin(user),
  };
}
