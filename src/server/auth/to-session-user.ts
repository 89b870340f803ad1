import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { users } from '../../../db/schema/index.ts';
import { staffRole } from './staff-role.ts';

export function toSessionUser(user: typeof users.$inferSelect): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    userType: user.userType,
    isAdmin: user.isAdmin,
    adminRole: staffRole(user),
  };
}
