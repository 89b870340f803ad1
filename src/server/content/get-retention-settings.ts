// The retention periods in force: the back office's row, or the published defaults before anyone saved one.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { retentionSettings } from '../../../db/schema/index.ts';
import { RETENTION_DEFAULTS, type TRetentionSettings } from '../../shared/schemas/retention.ts';

export async function getRetentionSettings({ db }: { db: Database }): Promise<TRetentionSettings> {
  const [row] = await db
    .select({
      guestMonthsAfterWedding: retentionSettings.guestMonthsAfterWedding,
      trialDays: retentionSettings.trialDays,
      preRegistrationMonths: retentionSettings.preRegistrationMonths,
    })
    .from(retentionSettings)
    .where(eq(retentionSettings.id, 1));
  return row ?? { ...RETENTION_DEFAULTS };
}
