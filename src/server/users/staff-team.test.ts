// Several administrators: an invitation e-mailed through the outbox (48 hours, used once), roles Administrateur and
// Support (read-only on every write route, phone numbers and e-mails masked in answers and searches), each write
// audited under the person who made it, never zero active Administrateurs, staff never counted as couples.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, preRegistrations, sessions, staffInvitations, users } from '../../../db/schema/index.ts';
import { seedAdmin } from '../../../db/seed/admin.ts';
import { t } from '../../shared/messages/index.ts';
import { acceptStaffInvitation } from '../auth/accept-staff-invitation.ts';
import { inviteStaff } from '../auth/invite-staff.ts';
import { STAFF_INVITATION_TTL_MS } from '../auth/staff-invitation-token.ts';
import { parseEnv } from '../env.ts';
import { createApp } from '../http/app.ts';
import { signUpCouple, TEST_ADMIN } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
const STAFF_PASSWORD = 'Colline-Orangee-58!';
const COUPLE_PHONE_DIGITS = '6110000';

type Client = ReturnType<typeof createTestApp>;
const rows = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
let admin: Client;
let couple: Awaited<ReturnType<typeof signUpCouple>>;

/** The token of the last invitation e-mailed to `email`, read from the outbox as the colleague would click it. */
async function invitationLink(email: string) {
  const [mail] = await handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(mail?.subject).toBe('Invitation au back office de l’Assistant Mariage');
  const token = /\/admin\/invitation#([\w-]+)/.exec(mail!.body)?.[1];
  expect(token, mail!.body).toBeTruthy();
  return token!;
}

async function invite(by: Client, email: string, role: 'administrator' | 'support') {
  const res = await by.request('/api/admin/team/invitations', { method: 'POST', json: { email, role } });
  expect(res.status, await res.clone().text()).toBe(201);
  return invitationLink(email);
}

async function join(token: string, firstName: string, lastName: string) {
  const client = createTestApp({ db: handle.db });
  const res = await client.request('/api/staff-invitations/accept', {
    method: 'POST',
    json: { token, firstName, lastName, password: STAFF_PASSWORD },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return client;
}

beforeAll(async () => {
  couple = await signUpCouple(handle.db, 'camille');
  await handle.db
    .insert(preRegistrations)
    .values({ email: 'jeanne.futur@example.org', firstName: 'Jeanne', lastName: 'Futur' });
  await seedAdmin({ db: handle.db, ...TEST_ADMIN });
  admin = createTestApp({ db: handle.db });
  expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
});

describe('invitation', () => {
  it('is e-mailed through the outbox, valid 48 hours, and creates the staff account once', async () => {
    const token = await invite(admin, 'Lea.Collegue@Example.com', 'administrator');
    const [row] = await handle.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'lea.collegue@example.com'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(48 * 3600 * 1000);
    expect(row!.tokenHash).not.toContain(token);

    const anonymous = createTestApp({ db: handle.db });
    const check = await anonymous.request('/api/staff-invitations/check', { method: 'POST', json: { token } });
    expect(await check.json()).toMatchObject({ email: 'lea.collegue@example.com', role: 'administrator' });

    const weak = await anonymous.request('/api/staff-invitations/accept', {
      method: 'POST',
      json: { token, firstName: 'Léa', lastName: 'Collègue', password: 'Lea-Collegue-1!' },
    });
    expect(weak.status).toBe(400);
    expect(await handle.db.$count(users, eq(users.email, 'lea.collegue@example.com'))).toBe(0);

    const lea = await join(token, 'Léa', 'Collègue');
    expect(await (await lea.request('/api/admin/check-auth')).json()).toMatchObject({
      user: { email: 'lea.collegue@example.com', isAdmin: true, adminRole: 'administrator' },
    });

    const again = await anonymous.request('/api/staff-invitations/accept', {
      method: 'POST',
      json: { token, firstName: 'Autre', lastName: 'Personne', password: STAFF_PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: t('admin.invitation.invalid') });
    expect(await handle.db.$count(users, eq(users.email, 'lea.collegue@example.com'))).toBe(1);

    // She signs in with her e-mail on the administrators' form.
    const login = createTestApp({ db: handle.db });
    expect(
      (
        await login.request('/api/admin/login', {
          method: 'POST',
          json: { username: 'lea.collegue@example.com', password: STAFF_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('expires after 48 hours, and a new invitation replaces the pending one', async () => {
    const config = parseEnv({});
    const sentAt = new Date('2026-11-01T10:00:00Z');
    await inviteStaff({
      db: handle.db,
      config,
      inviterId: 'admin-001',
      input: { email: 'tard@example.com', role: 'support' },
      now: sentAt,
    });
    const token = await invitationLink('tard@example.com');
    const input = { token, firstName: 'Tom', lastName: 'Tard', password: STAFF_PASSWORD };
    await expect(
      acceptStaffInvitation({ db: handle.db, input, now: new Date(sentAt.getTime() + STAFF_INVITATION_TTL_MS + 1000) }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: t('admin.invitation.invalid'),
    });
    await inviteStaff({
      db: handle.db,
      config,
      inviterId: 'admin-001',
      input: { email: 'tard@example.com', role: 'support' },
      now: sentAt,
    });
    const second = await invitationLink('tard@example.com');
    await expect(acceptStaffInvitation({ db: handle.db, input, now: sentAt })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    const user = await acceptStaffInvitation({
      db: handle.db,
      input: { ...input, token: second },
      now: new Date(sentAt.getTime() + STAFF_INVITATION_TTL_MS - 1000),
    });
    expect(user).toMatchObject({ email: 'tard@example.com', adminRole: 'support' });
  });

  it('refuses an address that already has an account, and a couple cannot invite', async () => {
    const res = await admin.request('/api/admin/team/invitations', {
      method: 'POST',
      json: { email: couple.email, role: 'support' },
    });
    expect(res.status).toBe(409);
    expect(
      (
        await couple.client.request('/api/admin/team/invitations', {
          method: 'POST',
          json: { email: 'x@example.com', role: 'support' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('roles', () => {
  let support: Client;
  beforeAll(async () => {
    support = await join(await invite(admin, 'sam.support@example.com', 'support'), 'Sam', 'Support');
    await handle.db.execute(sql`insert into audit_log (actor_id, actor_label, action, target_type, target_label, after)
      values ('admin-001', 'test-admin', 'user.update', 'user', ${'Compte de ' + couple.email}, ${JSON.stringify({ email: couple.email, phone: `+33${COUPLE_PHONE_DIGITS}12` })}::jsonb)`);
  });

  it('Support is refused every write route of the app with a French 403, and nothing changes', async () => {
    const writes = createApp()
      .routes.filter((r) => !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(r.method))
      .filter((r) => !['/api/admin/login', '/api/admin/logout', '/api/logout'].includes(r.path));
    const adminWrites = writes.filter((r) => r.path.startsWith('/api/admin/'));
    expect(adminWrites.length).toBeGreaterThan(25);
    const countRows = async () => {
      const [row] = await rows<{
        n: number;
        h: string;
      }>(sql`select (select count(*) from audit_log) + (select count(*) from users) + (select count(*) from weddings)
        + (select count(*) from staff_invitations) + (select count(*) from outbox) as n, (select md5(string_agg(u::text, ',' order by id)) from users u) as h`);
      return row;
    };
    const before = await countRows();
    for (const route of writes) {
      const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1');
      const res = await support.request(path, {
        method: route.method,
        json: { email: 'x@example.com', role: 'administrator', botActive: false },
      });
      expect(res.status, `${route.method} ${path}`).toBe(403);
      expect(await res.json(), `${route.method} ${path}`).toMatchObject({
        code: 'FORBIDDEN',
        message: t('admin.team.readOnly'),
      });
    }
    expect(await countRows()).toEqual(before);
    // The same requests from an Administrateur are not refused for being read-only.
    const res = await admin.request('/api/admin/team/invitations', {
      method: 'POST',
      json: { email: 'controle@example.com', role: 'support' },
    });
    expect(res.status).toBe(201);
  });

  it('Support reads e-mails and phone numbers masked, in answers, exports and searches', async () => {
    const body = async (client: Client, path: string) => {
      const res = await client.request(path);
      expect(res.status, path).toBe(200);
      return res.text();
    };
    for (const path of [
      '/api/admin/users?limit=100',
      '/api/admin/pre-registrations',
      '/api/admin/audit-log?limit=100',
      '/api/admin/audit-log/export',
      '/api/admin/team',
    ]) {
      const seen = await body(support, path);
      expect(seen, path).not.toContain(couple.email);
      expect(seen, path).not.toContain('jeanne.futur@example.org');
      expect(seen, path).not.toContain(COUPLE_PHONE_DIGITS);
      expect(seen, path).not.toMatch(/[\w.-]{2,}@example\.(com|org)/);
    }
    expect(await body(support, '/api/admin/users?limit=100')).toContain(`${couple.email[0]}•••@example.com`);
    expect(await body(support, '/api/admin/audit-log?limit=100')).toContain('+33 6 •• •• •• 12');
    // The administrator sees them (the masking is the role's, not the screen's).
    expect(await body(admin, '/api/admin/users?limit=100')).toContain(couple.email);

    const local = couple.email.split('@')[0]!;
    const found = async (client: Client, path: string) =>
      (JSON.parse(await body(client, path)) as { total: number }).total;
    expect(await found(admin, `/api/admin/users?q=${local}`)).toBe(1);
    expect(await found(support, `/api/admin/users?q=${local}`)).toBe(0);
    expect(await found(admin, '/api/admin/pre-registrations?q=jeanne.futur')).toBe(1);
    expect(await found(support, '/api/admin/pre-registrations?q=jeanne.futur')).toBe(0);
    expect(await found(support, '/api/admin/pre-registrations?q=Jeanne')).toBe(1);
    expect(await found(admin, `/api/admin/audit-log?q=${local}`)).toBe(1);
    expect(await found(support, `/api/admin/audit-log?q=${local}`)).toBe(0);
    // The invitation's entry names its address (target and label): the administrator finds it, Support does not.
    expect(await found(admin, '/api/admin/audit-log?q=sam.support&target=staff_invitation')).toBe(1);
    expect(await found(support, '/api/admin/audit-log?q=sam.support&target=staff_invitation')).toBe(0);
    expect(await found(support, `/api/admin/audit-log?q=${COUPLE_PHONE_DIGITS}`)).toBe(0);
    expect(await found(support, '/api/admin/audit-log?q=Invitation&target=staff_invitation')).toBeGreaterThan(0);
  });
});

describe('audit and the last Administrateur', () => {
  it('records each write under the person who made it, and never leaves zero active Administrateurs', async () => {
    const [lea] = await handle.db.select().from(users).where(eq(users.email, 'lea.collegue@example.com'));
    const leaClient = createTestApp({ db: handle.db });
    await leaClient.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'lea.collegue@example.com', password: STAFF_PASSWORD },
    });

    // Léa disables the built-in administrator: allowed, another Administrateur is active (herself).
    const disable = await leaClient.request('/api/admin/team/admin-001', { method: 'PATCH', json: { disabled: true } });
    expect(disable.status, await disable.clone().text()).toBe(200);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: lea!.id, actorLabel: 'Léa Collègue', targetId: 'admin-001' });
    expect(entry!.before).toMatchObject({ disabledAt: null });
    expect(entry!.after).toMatchObject({ disabledAt: expect.any(String) });
    // Its session is over and it cannot sign in again.
    expect(await handle.db.$count(sessions, eq(sessions.userId, 'admin-001'))).toBe(0);
    expect((await admin.request('/api/admin/check-auth')).status).toBe(401);
    const relog = await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN });
    expect(relog.status).toBe(403);
    expect(await relog.json()).toMatchObject({ message: t('admin.login.disabled') });

    // Léa is now the only active Administrateur: she can neither disable herself nor become Support.
    for (const change of [{ disabled: true }, { role: 'support' }]) {
      const refused = await leaClient.request(`/api/admin/team/${lea!.id}`, { method: 'PATCH', json: change });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ message: t('admin.team.lastAdministrator') });
    }
    expect(
      await handle.db.$count(
        users,
        sql`${users.id} = ${lea!.id} and ${users.disabledAt} is null and ${users.adminRole} = 'administrator'`,
      ),
    ).toBe(1);

    // She enables the built-in one again; now she may step down to Support.
    expect(
      (await leaClient.request('/api/admin/team/admin-001', { method: 'PATCH', json: { disabled: false } })).status,
    ).toBe(200);
    expect(
      (await leaClient.request(`/api/admin/team/${lea!.id}`, { method: 'PATCH', json: { role: 'support' } })).status,
    ).toBe(200);
    expect((await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN })).status).toBe(200);
    const team = (await (await admin.request('/api/admin/team')).json()) as {
      staff: { id: string; role: string; disabled: boolean; lastSignInAt: string | null }[];
    };
    expect(team.staff.find((s) => s.id === lea!.id)).toMatchObject({
      role: 'support',
      disabled: false,
      lastSignInAt: expect.any(String),
    });
  });

  it('counts staff apart from couples in every figure and list', async () => {
    // Hand count: one couple signed up in this file; staff = the built-in admin + Léa + Tom + Sam + (controle not joined).
    const [expected] = await rows<{ couples: number; staff: number }>(
      sql`select count(*) filter (where not is_admin)::int as couples, count(*) filter (where is_admin)::int as staff from users`,
    );
    expect(expected).toEqual({ couples: 1, staff: 4 });
    const stats = (await (await admin.request('/api/admin/stats')).json()) as {
      totalUsers: number;
      paidUsers: number;
      trends: { newUsers: { current: number } };
    };
    expect(stats.totalUsers).toBe(1);
    expect(stats.paidUsers).toBe(0);
    expect(stats.trends.newUsers.current).toBe(1);
    const couples = (await (await admin.request('/api/admin/users?type=couple')).json()) as { total: number };
    expect(couples.total).toBe(1);
    const staff = (await (await admin.request('/api/admin/users?type=admin')).json()) as { total: number };
    expect(staff.total).toBe(4);
  });
});
