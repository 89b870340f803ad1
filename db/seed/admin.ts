// The built-in administrator `admin-001`, kept in line with ADMIN_USERNAME / ADMIN_PASSWORD.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../password-hash.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';

export const BUILT_IN_ADMIN_ID = 'admin-001';

export type SeedAdminOptions = {
  db: Database;
  username: string;
  /** When absent, a random password is generated for a new admin (and returned once). */
  password?: string | undefined;
  /** On a deployed site there is no console to read a generated password from. */
  requirePassword?: boolean;
};

export type SeedAdminResult = { created: boolean; generatedPassword?: string };

export async function seedAdmin({
  db,
  username,
  password,
  requirePassword,
}: SeedAdminOptions): Promise<SeedAdminResult> {
  const normalized = username.toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.id, BUILT_IN_ADMIN_ID)).limit(1);

  if (!existing) {
    if (!password && requirePassword) throw new Error('ADMIN_PASSWORD est requis pour créer le compte administrateur');
    const generatedPassword = password ? undefined : randomBytes(18).toString('base64url');
    await db.insert(users).values({
      id: BUILT_IN_ADMIN_ID,
      username: normalized,
      firstName: 'Administrateur',
      password: await hashPassword(password ?? generatedPassword!),
      isAdmin: true,
      adminRole: 'administrator',
      authProvider: 'local',
    });
    return generatedPassword ? { created: true, generatedPassword } : { created: true };
  }

  const changes: Partial<typeof users.$inferInsert> = {};
  if (existing.username !== normalized) changes.username = normalized;
  if (!existing.isAdmin) changes.isAdmin = true;
  // Disabled or made Support from « Équipe »: the seed of the next deploy keeps that choice.
  if (!existing.adminRole) changes.adminRole = 'administrator';
  if (password && !(existing.password && (await verifyPassword(existing.password, password)))) {
    changes.password = await hashPassword(password);
  }
  if (Object.keys(changes).length) await db.update(users).set(changes).where(eq(users.id, BUILT_IN_ADMIN_ID));
  return { created: false };
}
