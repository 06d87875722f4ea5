import { userSchema, type User } from '@common/contracts/auth';
import type { UserRow } from './repository';

/** The user as the API shows it: the contract's fields, never the password hash. */
export function toPublicUser(row: UserRow): User {
  return userSchema.parse({
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    role: row.role,
    plan: row.plan,
    primaryObstacle: row.primaryObstacle,
    navigationPath: row.navigationPath,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  });
}
