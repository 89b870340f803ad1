// The free trial: creation (rate limited per address) and edits by the browser that created it, everyone else 404.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ZCreateTrialRequest, ZUpdateTrialRequest } from '../../../shared/schemas/trial.ts';
import { createTrial } from '../../trial/create-trial.ts';
import { claimTrialWedding } from '../../trial/claim-trial-wedding.ts';
import { findOwnedTrial } from '../../trial/find-owned-trial.ts';
import { sessionUser } from '../middleware.ts';
import { updateTrial } from '../../trial/update-trial.ts';
import { readJson } from '../read-input.ts';
import { isSecureRequest } from '../session-cookie.ts';
import type { AppEnv } from '../types.ts';

export const TRIAL_COOKIE = 'trial_owner';
const TRIAL_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

/** Scoped to the trial's own edit URL, so that a browser keeps one proof per trial it created. */
function trialCookiePath(weddingId: string) {
  return `/api/trial/weddings/${weddingId}`;
}

function writeTrialCookie(c: Context<AppEnv>, weddingId: string, token: string) {
  setCookie(c, TRIAL_COOKIE, token, {
    httpOnly: true,
    secure: isSecureRequest(c),
    sameSite: 'Strict',
    path: trialCookiePath(weddingId),
    maxAge: TRIAL_COOKIE_MAX_AGE_S,
    prefix: trialCookiePrefix(c),
  });
}

/** `__Secure-` over https (`__Host-` would need path /, and the cookie is scoped to its trial's URL). */
function trialCookiePrefix(c: Context<AppEnv>) {
  return isSecureRequest(c) ? ('secure' as const) : undefined;
}

export const trialRoutes = new Hono<AppEnv>()
  .post('/create-trial', async (c) => {
    const input = await readJson(c, ZCreateTrialRequest);
    const { response, ownerToken } = await createTrial({
      db: c.env.db,
      config: c.env.config,
      input,
      ip: c.env.clientIp,
    });
    writeTrialCookie(c, response.weddingId, ownerToken);
    return c.json(response, 201);
  })
  // Sign-up from a trial: the signed-in couple takes the trial this browser created (its cookie is scoped here).
  .post('/trial/weddings/:weddingId/claim', async (c) => {
    const user = sessionUser(c);
    const weddingId = c.req.param('weddingId');
    const wedding = await claimTrialWedding({
      db: c.env.db,
      user,
      weddingId,
      ownerToken: getCookie(c, TRIAL_COOKIE, trialCookiePrefix(c)),
    });
    deleteCookie(c, TRIAL_COOKIE, {
      path: trialCookiePath(weddingId),
      secure: isSecureRequest(c),
      prefix: trialCookiePrefix(c),
    });
    return c.json(wedding);
  })
  .patch('/trial/weddings/:weddingId', async (c) => {
    // Ownership first: a stranger gets 404 whatever the body.
    const trial = await findOwnedTrial({
      db: c.env.db,
      weddingId: c.req.param('weddingId'),
      ownerToken: getCookie(c, TRIAL_COOKIE, trialCookiePrefix(c)),
    });
    const input = await readJson(c, ZUpdateTrialRequest);
    return c.json(await updateTrial({ db: c.env.db, trialId: trial.id, input }));
  });
