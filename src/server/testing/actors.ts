// The four callers of the permission matrix: anonymous, the owner couple, another couple, an administrator.
import type { Database } from '../../../db/client.ts';
import { seedAdmin } from '../../../db/seed/admin.ts';
import { createTestApp } from './test-app.ts';

export const TEST_ADMIN = { username: 'test-admin', password: 'Test-admin-secret-1!' };

/** The password of every couple the tests sign up. */
export const COUPLE_PASSWORD = 'Tilleul-Vayres42!';

let counter = 0;

export async function signUpCouple(db: Database, label = 'couple') {
  const client = createTestApp({ db, clientIp: `198.18.0.${++counter % 250}` });
  const email = `${label}-${Date.now()}-${counter}@example.com`;
  const res = await client.request('/api/create-simulated-user', {
    method: 'POST',
    json: { email, firstName: 'Prénom', lastName: 'Nom', password: COUPLE_PASSWORD },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  return { client, user, email };
}

export async function createActors(db: Database) {
  const owner = await signUpCouple(db, 'owner');
  const other = await signUpCouple(db, 'other');
  await seedAdmin({ db, ...TEST_ADMIN });
  const admin = createTestApp({ db });
  const res = await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return { anonymous: createTestApp({ db }), owner, other, admin };
}
