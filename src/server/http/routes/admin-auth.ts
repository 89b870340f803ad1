// Staff sign-in (username or e-mail), the guard's check, sign-out, and an invited colleague's first visit.
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { ZAdminLoginRequest } from '../../../shared/schemas/auth.ts';
import { invalidateSession } from '../../auth/invalidate-session.ts';
import { logInAdmin } from '../../auth/log-in-admin.ts';
import { acceptStaffInvitation } from '../../auth/accept-staff-invitation.ts';
import { checkStaffInvitation } from '../../auth/check-staff-invitation.ts';
import { recordAdminWrite } from '../../audit/record-admin-write.ts';
import { ZAcceptStaffInvitationRequest, ZCheckStaffInvitationRequest, type TStaffInvitationInfo } from '../../../shared/schemas/admin-team.ts';
import { requireAdmin } from '../middleware.ts';
import { readJson } from '../read-input.ts';
import { clearSessionCookie, readSessionCookie, startSession } from '../session-cookie.ts';
import type { AppEnv } from '../types.ts';
import type { TAdminCheckAuthResponse, TAuthResponse, TSessionUser } from '../../../shared/schemas/auth.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';

export const adminAuthRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const input = await readJson(c, ZAdminLoginRequest);
    const user = await logInAdmin({ db: c.env.db, input, ip: c.env.clientIp });
    await startSession(c, user);
    return c.json<TAuthResponse>({ user, message: t('admin.login.success') });
  })
  // The e-mailed invitation (token in the body: never in a URL a log keeps), then the account it creates.
  .post('/invitation/check', async (c) => {
    const { token } = await readJson(c, ZCheckStaffInvitationRequest);
    return c.json<TStaffInvitationInfo>(await checkStaffInvitation({ db: c.env.db, token }), 200, { 'Cache-Control': 'no-store' });
  })
  .post('/invitation/accept', async (c) => {
    const input = await readJson(c, ZAcceptStaffInvitationRequest);
    const user = await recordAdminWrite<TSessionUser>({
      db: c.env.db,
      // The account the invitation creates is the actor of its own creation.
      actorId: (u) => u.id,
      action: 'staff.accept',
      targetType: 'staff',
      write: (db) => acceptStaffInvitation({ db, input }),
      idOf: (u) => u.id,
    });
    await startSession(c, user);
    return c.json<TAuthResponse>({ user, message: t('admin.invitation.done') }, 201);
  })
  .get('/check-auth', requireAdmin, (c) => c.json<TAdminCheckAuthResponse>({ authenticated: true, user: c.get('user')! }))
  .post('/logout', async (c) => {
    const token = readSessionCookie(c);
    if (token) await invalidateSession({ db: c.env.db, token });
    clearSessionCookie(c);
    return c.json<TMessageResponse>({ message: t('logout.done') });
  });
