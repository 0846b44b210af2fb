import { forbidden, unauthenticated } from '../../lib/errors.ts';
import type { AuthUser, Role } from './auth.types.ts';

const RANK: Record<Role, number> = { editor: 1, admin: 2 };

/** Every mutating service starts here. An admin can do all an editor can. */
export function requireRole(user: AuthUser | undefined, role: Role = 'editor'): AuthUser {
  if (!user) throw unauthenticated();
  if (RANK[user.role] < RANK[role]) throw forbidden();
  return user;
}

export const isStaff = (user: AuthUser | undefined): boolean => Boolean(user);
