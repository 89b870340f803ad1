// An invited colleague's first visit: the e-mailed invitation checked (the token in the body, never in a URL a log
// keeps), then the staff account it creates, signed in. Public: the token is the proof; outside /api/admin/, where
// every route requires a staff session.
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import {
  ZAcceptStaffInvitationRequest,
  ZCheckStaffInvitationRequest,
  type TStaffInvitationInfo,
} from '../../../shared/schemas/admin-team.ts';
import type { TAuthResponse, TSessionUser } from '../../../shared/schemas/auth.ts';
import { recordAdminWrite } from '../../audit/record-admin-write.ts';
import { acceptStaffInvitation } from '../../auth/accept-staff-invitation.ts';
import { checkStaffInvitation } from '../../auth/check-staff-invitation.ts';
import { readJson } from '../read-input.ts';
import { startSession } from '../session-cookie.ts';
import type { AppEnv } from '../types.ts';

export const staffInvitationRoutes = new Hono<AppEnv>()
  .post('/check', async (c) => {
    const { token } = await readJson(c, ZCheckStaffInvitationRequest);
    return c.json<TStaffInvitationInfo>(await checkStaffInvitation({ db: c.env.db, token }), 200, {
      'Cache-Control': 'no-store',
    });
  })
  .post('/accept', async (c) => {
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
  });
