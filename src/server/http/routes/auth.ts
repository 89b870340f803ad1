// Couple accounts: sign-up (which signs a new account in), e-mail login, logout, current user, and the plan-choice redirect.
import { Hono } from 'hono';
import * as z from 'zod';
import { t } from '../../../shared/messages/index.ts';
import {
  ZChangePasswordRequest,
  ZLoginRequest,
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
  ZReauthenticateRequest,
  ZSignUpRequest,
} from '../../../shared/schemas/auth.ts';
import { changePassword } from '../../auth/change-password.ts';
import { invalidateSession } from '../../auth/invalidate-session.ts';
import { logInWithEmail } from '../../auth/log-in-with-email.ts';
import { PLAN_CHOICES, planDestination } from '../../auth/plan-destination.ts';
import { reauthenticateUser } from '../../auth/reauthenticate-user.ts';
import { requestPasswordReset } from '../../auth/request-password-reset.ts';
import { resetPassword } from '../../auth/reset-password.ts';
import { signUpUser } from '../../auth/sign-up-user.ts';
import { AppError } from '../../../shared/errors.ts';
import { isFromOurPages, requireUser } from '../middleware.ts';
import { readJson } from '../read-input.ts';
import { clearSessionCookie, readSessionCookie, startSession, writeDecoySessionCookie } from '../session-cookie.ts';
import type { AppEnv } from '../types.ts';
import type { TAuthResponse } from '../../../shared/schemas/auth.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';

const ZPlanChoice = z.enum(PLAN_CHOICES);

export const authRoutes = new Hono<AppEnv>()
  .post('/create-simulated-user', async (c) => {
    const input = await readJson(c, ZSignUpRequest);
    // The same answer for a taken e-mail as for a new one (sign-up-user.ts); only a new account gets a session.
    const { user, created } = await signUpUser({ db: c.env.db, input, config: c.env.config, ip: c.env.clientIp });
    if (created) await startSession(c, user);
    else writeDecoySessionCookie(c);
    return c.json<TAuthResponse, 201>({ user, message: t('signup.success') }, 201);
  })
  .post('/login-email', async (c) => {
    const input = await readJson(c, ZLoginRequest);
    const user = await logInWithEmail({ db: c.env.db, input, ip: c.env.clientIp });
    await startSession(c, user);
    return c.json<TAuthResponse>({ user, message: t('login.success') });
  })
  .on(['GET', 'POST'], '/logout', async (c) => {
    // POST is checked by the Origin middleware; the GET of the spec's links is checked here.
    if (c.req.method === 'GET' && !isFromOurPages(c)) throw new AppError('FORBIDDEN', t('logout.crossSite'));
    const token = readSessionCookie(c);
    if (token) await invalidateSession({ db: c.env.db, token });
    clearSessionCookie(c);
    return c.req.method === 'GET'
      ? c.redirect('/landing', 302)
      : c.json<TMessageResponse>({ message: t('logout.done') });
  })
  .get('/auth/me', requireUser, (c) => c.json<TAuthResponse>({ user: c.get('user')! }))
  .post('/auth/change-password', requireUser, async (c) => {
    const { currentPassword, newPassword } = await readJson(c, ZChangePasswordRequest);
    await changePassword({
      db: c.env.db,
      userId: c.get('user')!.id,
      currentSid: c.get('sessionSid')!,
      currentPassword,
      newPassword,
    });
    return c.json<TMessageResponse>({ message: t('password.changed') });
  })
  // The password typed again (an old sign-in, before a sensitive action): a new session from now replaces this one.
  .post('/auth/reauthenticate', requireUser, async (c) => {
    const { password } = await readJson(c, ZReauthenticateRequest);
    const user = await reauthenticateUser({ db: c.env.db, userId: c.get('user')!.id, password });
    const token = readSessionCookie(c);
    if (token) await invalidateSession({ db: c.env.db, token });
    await startSession(c, user);
    return c.json<TAuthResponse>({ user, message: t('session.reauthenticate.done') });
  })
  // « Mot de passe oublié » : the same answer whether or not the address has an account.
  .post('/auth/password-reset', async (c) => {
    const { email } = await readJson(c, ZPasswordResetRequest);
    await requestPasswordReset({ db: c.env.db, config: c.env.config, email, ip: c.env.clientIp });
    return c.json<TMessageResponse>({ message: t('passwordReset.sent') });
  })
  .post('/auth/password-reset/confirm', async (c) => {
    const { token, newPassword } = await readJson(c, ZPasswordResetConfirmRequest);
    await resetPassword({ db: c.env.db, token, newPassword });
    clearSessionCookie(c);
    return c.json<TMessageResponse>({ message: t('passwordReset.done') });
  })
  // A plan chosen on the pricing cards: sign-up keeps it; a signed-in couple goes on to pay.
  .get('/login', (c) => {
    const plan = ZPlanChoice.safeParse(c.req.query('plan'));
    return c.redirect(planDestination({ plan: plan.success ? plan.data : null, user: c.get('user') }), 302);
  });
