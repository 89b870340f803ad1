// The couple's own account (GDPR): download everything as JSON, or erase the account with its password.
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { ZDeleteAccountRequest } from '../../../shared/schemas/privacy.ts';
import { eraseAccount } from '../../privacy/erase-account.ts';
import { forgetSavedCardsAfter } from '../../payments/forget-saved-cards.ts';
import { exportAccountData } from '../../privacy/export-account-data.ts';
import { requireRecentSignIn, requireUser, sessionUser } from '../middleware.ts';
import { readJson } from '../read-input.ts';
import { clearSessionCookie } from '../session-cookie.ts';
import type { AppEnv } from '../types.ts';
import type { TDeleteAccountResponse } from '../../../shared/schemas/privacy.ts';

export const accountRoutes = new Hono<AppEnv>()
  // The export needs a recent sign-in; the erasure asks the password itself, every time.
  .get('/account/export', requireRecentSignIn, async (c) => {
    const data = await exportAccountData({ db: c.env.db, userId: sessionUser(c).id });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="mes-donnees-${data.exportedAt.slice(0, 10)}.json"`);
    return c.json(data);
  })
  .delete('/account', requireUser, async (c) => {
    const { password } = await readJson(c, ZDeleteAccountRequest);
    const userId = sessionUser(c).id;
    await forgetSavedCardsAfter({ db: c.env.db, config: c.env.config, deleted: { userId } }, () =>
      eraseAccount({ db: c.env.db, userId, password }),
    );
    clearSessionCookie(c);
    return c.json<TDeleteAccountResponse>({ message: t('privacy.delete.done') });
  });
