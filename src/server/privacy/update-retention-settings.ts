// Saves the retention periods (back office); the next nightly run applies them, and the public site is rebuilt
// so that the privacy policy states them.
import type { Database } from '../../../db/client.ts';
import { retentionSettings } from '../../../db/schema/index.ts';
import type { TRetentionSettings } from '../../shared/schemas/retention.ts';
import { notifySiteChanged } from '../content/notify-site-changed.ts';
import type { Env } from '../env.ts';

export async function updateRetentionSettings({
  db,
  config,
  input,
}: {
  db: Database;
  config: Env;
  input: TRetentionSettings;
}): Promise<TRetentionSettings> {
  await db
    .insert(retentionSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: retentionSettings.id, set: { ...input, updatedAt: new Date() } });
  await notifySiteChanged({ db, config });
  return input;
}
