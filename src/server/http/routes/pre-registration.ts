// Pre-registration for the launch offer, and the counter (count for everyone, list for administrators).
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { ZPreRegistrationRequest, type TPreRegistrationsResponse } from '../../../shared/schemas/pre-registration.ts';
import { countPreRegistrations } from '../../pre-registration/count-pre-registrations.ts';
import { createPreRegistration } from '../../pre-registration/create-pre-registration.ts';
import { listPreRegistrations } from '../../pre-registration/list-pre-registrations.ts';
import { readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';
import type { TCreatePreRegistrationResponse } from '../../../shared/schemas/pre-registration.ts';

export const preRegistrationRoutes = new Hono<AppEnv>()
  .post('/pre-registration', async (c) => {
    const input = await readJson(c, ZPreRegistrationRequest);
    const { count } = await createPreRegistration({ db: c.env.db, input, ip: c.env.clientIp });
    return c.json<TCreatePreRegistrationResponse, 201>(
      { success: true, message: t('preRegistration.success'), count },
      201,
    );
  })
  .get('/admin-direct/pre-registrations', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (c.get('user')?.isAdmin) {
      const preRegistrations = await listPreRegistrations({ db: c.env.db });
      return c.json<TPreRegistrationsResponse>({ count: preRegistrations.length, preRegistrations });
    }
    return c.json<TPreRegistrationsResponse>({ count: await countPreRegistrations({ db: c.env.db }) });
  });
