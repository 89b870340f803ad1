// The back office API: every /api/admin/* route except sign-in, behind the administrator guard.
// (admin-auth.ts, mounted first, answers login / check-auth / logout before this guard is reached.)
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import {
  ZAdminCreateUserRequest,
  ZAdminMessagesQuery,
  ZAdminPreRegistrationsQuery,
  ZAdminUpdateUserRequest,
  ZAdminUpdateWeddingRequest,
  ZAdminUsersQuery,
  ZAdminWeddingsQuery,
} from '../../../shared/schemas/admin.ts';
import { createAdminUser } from '../../users/create-admin-user.ts';
import { deleteUser } from '../../users/delete-user.ts';
import { deleteWedding } from '../../weddings/delete-wedding.ts';
import { forgetSavedCardsAfter } from '../../payments/forget-saved-cards.ts';
import { getWeddingDeletionImpact } from '../../figures/get-wedding-deletion-impact.ts';
import { getUserDeletionImpact } from '../../users/get-user-deletion-impact.ts';
import { getAdminStats } from '../../figures/get-admin-stats.ts';
import { getAdminUser } from '../../users/get-admin-user.ts';
import { getAdminWedding } from '../../figures/get-admin-wedding.ts';
import { listAdminMessages } from '../../messages/list-admin-messages.ts';
import { listAdminUsers } from '../../users/list-admin-users.ts';
import { listAdminWeddings } from '../../figures/list-admin-weddings.ts';
import { getPreRegistrationSummary, searchPreRegistrations } from '../../pre-registration/search-pre-registrations.ts';
import { setWeddingBotActive } from '../../weddings/set-wedding-bot-active.ts';
import { updateAdminUser } from '../../users/update-admin-user.ts';
import { audited } from '../audited.ts';
import { requireAdmin } from '../middleware.ts';
import { parseId } from '../params.ts';
import { parseInput, readJson } from '../read-input.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';
import { personalDataMasked } from '../support-access.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';
import type { TAdminOk, TAdminUpdateWeddingResponse } from '../../../shared/schemas/admin.ts';
import { adminContentRoutes } from './admin-content.ts';
import { adminInsightRoutes } from './admin-insights.ts';
import { adminInboxRoutes } from './admin-inbox.ts';
import { adminPricingRoutes } from './admin-pricing.ts';
import { adminPrivacyRoutes } from './admin-privacy.ts';
import { adminRevenueRoutes } from './admin-revenue.ts';
import { adminTeamRoutes } from './admin-team.ts';

const adminCoreRoutes = new Hono<AppEnv>()
  .get('/stats', async (c) => c.json(await getAdminStats({ db: c.env.db }), 200, noStoreHeaders))
  // Users
  .get('/users', async (c) => {
    const query = parseInput(ZAdminUsersQuery, c.req.query());
    return c.json(
      await listAdminUsers({ db: c.env.db, query, masked: personalDataMasked(c.get('user')) }),
      200,
      noStoreHeaders,
    );
  })
  .post('/users', async (c) => {
    const input = await readJson(c, ZAdminCreateUserRequest);
    const user = await audited(c, {
      action: 'user.create',
      targetType: 'user',
      write: (db) => createAdminUser({ db, input }),
      idOf: (u) => u.id,
    });
    return c.json(user, 201);
  })
  .get('/users/:id', async (c) =>
    c.json(await getAdminUser({ db: c.env.db, id: c.req.param('id') }), 200, noStoreHeaders),
  )
  // What deleting the account would leave behind (money paid, a balance due on a saved card), before confirming.
  .get('/users/:id/deletion', async (c) =>
    c.json(await getUserDeletionImpact({ db: c.env.db, id: c.req.param('id') }), 200, noStoreHeaders),
  )
  .patch('/users/:id', async (c) => {
    const changes = await readJson(c, ZAdminUpdateUserRequest);
    const id = c.req.param('id');
    return c.json(
      await audited(c, {
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        write: (db) => updateAdminUser({ db, id, changes }),
      }),
    );
  })
  .delete('/users/:id', async (c) => {
    const id = c.req.param('id');
    const result = await forgetSavedCardsAfter({ db: c.env.db, config: c.env.config, deleted: { userId: id } }, () =>
      audited(c, {
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        // The log keeps that an account was deleted, not who it was.
        keepBefore: ['id', 'userType', 'isAdmin', 'subscriptionStatus', 'createdAt'],
        write: (db) => deleteUser({ db, id, actorId: c.get('user')!.id }),
      }),
    );
    return c.json<TAdminOk>({ ...result, ok: true, message: t('admin.users.deleted') });
  })
  // Weddings (numeric id)
  .get('/weddings', async (c) => {
    const query = parseInput(ZAdminWeddingsQuery, c.req.query());
    return c.json(await listAdminWeddings({ db: c.env.db, query }), 200, noStoreHeaders);
  })
  .get('/weddings/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.weddings.notFound'));
    return c.json(await getAdminWedding({ db: c.env.db, config: c.env.config, id }), 200, noStoreHeaders);
  })
  .get('/weddings/:id/deletion', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.weddings.notFound'));
    return c.json(await getWeddingDeletionImpact({ db: c.env.db, id }), 200, noStoreHeaders);
  })
  .patch('/weddings/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.weddings.notFound'));
    const { botActive } = await readJson(c, ZAdminUpdateWeddingRequest);
    const row = await audited(c, {
      action: 'wedding.update',
      targetType: 'wedding',
      targetId: String(id),
      write: (db) => setWeddingBotActive({ db, id, botActive }),
    });
    return c.json<TAdminUpdateWeddingResponse & TMessageResponse>({
      ...row,
      message: t(row.botActive ? 'admin.weddings.botOn' : 'admin.weddings.botOff'),
    });
  })
  .delete('/weddings/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.weddings.notFound'));
    await forgetSavedCardsAfter({ db: c.env.db, config: c.env.config, deleted: { weddingIds: [id] } }, () =>
      audited(c, {
        action: 'wedding.delete',
        targetType: 'wedding',
        targetId: String(id),
        write: (db) => deleteWedding({ db, id }),
      }),
    );
    return c.json<TAdminOk>({ ok: true, message: t('admin.weddings.deleted') });
  })
  // Messages and pre-registrations
  .get('/messages', async (c) => {
    const query = parseInput(ZAdminMessagesQuery, c.req.query());
    return c.json(
      await listAdminMessages({ db: c.env.db, query, masked: personalDataMasked(c.get('user')) }),
      200,
      noStoreHeaders,
    );
  })
  .get('/pre-registrations', async (c) => {
    const query = parseInput(ZAdminPreRegistrationsQuery, c.req.query());
    return c.json(
      await searchPreRegistrations({ db: c.env.db, query, masked: personalDataMasked(c.get('user')) }),
      200,
      noStoreHeaders,
    );
  })
  .get('/pre-registrations/summary', async (c) =>
    c.json(await getPreRegistrationSummary({ db: c.env.db }), 200, noStoreHeaders),
  );

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/', adminCoreRoutes)
  .route('/', adminRevenueRoutes)
  .route('/pricing', adminPricingRoutes)
  .route('/', adminContentRoutes)
  .route('/', adminInsightRoutes)
  .route('/', adminInboxRoutes)
  .route('/', adminPrivacyRoutes)
  .route('/', adminTeamRoutes);
