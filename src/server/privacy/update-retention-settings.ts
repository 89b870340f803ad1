// Saves the retention periods (back office); the next nightly run applies them.
import type { Database } from '../../../db/client.ts';
import { retentionSettings } from '../../../db/schema/index.ts';
import type { TRetentionSettings } from '../../shared/schemas/retention.ts';

export async function updateRetentionSettings({ db, input }: { db: Database; input: TRetentionSettings }): Promise<TRetentionSettings> {
  await db
    .insert(retentionSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: retentionSettings.id, set: { ...input, updatedAt: new Date() } });
  return input;
}
