// « Équipe » : staff, roles, invitations (mounted behind requireAdmin by admin.ts; Support is refused every write
// before reaching them, see support-access.ts). Each write is audited under the administrator who made it.
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { ZInviteStaffRequest, ZUpdateStaffRequest, type TStaffInvitation } from '../../../shared/schemas/admin-team.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';
import { inviteStaff } from '../../auth/invite-staff.ts';
import { listStaff } from '../../users/list-staff.ts';
import { updateStaffMember } from '../../users/update-staff-member.ts';
import { audited } from '../audited.ts';
import { sessionUser } from '../middleware.ts';
import { readJson } from '../read-input.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';

export const adminTeamRoutes = new Hono<AppEnv>()
  .get('/team', async (c) => c.json(await listStaff({ db: c.env.db }), 200, noStoreHeaders))
  .post('/team/invitations', async (c) => {
    const input = await readJson(c, ZInviteStaffRequest);
    const invitation = await audited(c, {
      action: 'staff_invitation.create',
      targetType: 'staff_invitation',
      targetId: input.email,
      write: (db) => inviteStaff({ db, config: c.env.config, inviterId: sessionUser(c).id, input }),
      afterOf: (result) => result,
    });
    return c.json<TStaffInvitation & TMessageResponse>(
      { ...invitation, message: t('admin.team.invite.sent', { email: invitation.email }) },
      201,
    );
  })
  .patch('/team/:id', async (c) => {
    const changes = await readJson(c, ZUpdateStaffRequest);
    const id = c.req.param('id');
    const member = await audited(c, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      write: (db) => updateStaffMember({ db, id, changes }),
    });
    return c.json({ ...member, message: t('admin.team.updated') });
  });
