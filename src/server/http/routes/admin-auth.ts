// Staff sign-in (username or e-mail), the guard's check and sign-out.
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { ZAdminLoginRequest } from '../../../shared/schemas/auth.ts';
import { invalidateSession } from '../../auth/invalidate-session.ts';
import { logInAdmin } from '../../auth/log-in-admin.ts';
import { requireAdmin } from '../middleware.ts';
import { readJson } from '../read-input.ts';
import { clearSessionCookie, readSessionCookie, startSession } from '../session-cookie.ts';
import type { AppEnv } from '../types.ts';
import type { TAdminCheckAuthResponse, TAuthResponse } from '../../../shared/schemas/auth.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';

export const adminAuthRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const input = await readJson(c, ZAdminLoginRequest);
    const user = await logInAdmin({ db: c.env.db, input, ip: c.env.clientIp });
    await startSession(c, user);
    return c.json<TAuthResponse>({ user, message: t('admin.login.success') });
  })
  .get('/check-auth', requireAdmin, (c) =>
    c.json<TAdminCheckAuthResponse>({ authenticated: true, user: c.get('user')! }),
  )
  .post('/logout', async (c) => {
    const token = readSessionCookie(c);
    if (token) await invalidateSession({ db: c.env.db, token });
    clearSessionCookie(c);
    return c.json<TMessageResponse>({ message: t('logout.done') });
  });
