// The launch rule on the API's side: in pre-launch no new couple account (nor free trial) is created; signing in
// stays open. The refusal is the sentence every sign-up door of the pre-launch site shows.
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { Env } from '../env.ts';
import { getSiteSettings } from './get-site-settings.ts';

export async function assertSignUpOpen({
  db,
  config,
}: {
  db: Database;
  config: Pick<Env, 'SITE_INITIAL_MODE' | 'NETLIFY'>;
}): Promise<void> {
  const { launchMode } = await getSiteSettings({ db, config });
  if (launchMode !== 'open') throw new AppError('FORBIDDEN', t('launch.signUpClosed'));
}
