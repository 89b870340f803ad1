// The assistant settings edited in AI control (singleton row 1). The answer pipeline reads them through this
// function: threshold under which it says it does not know (when auto-moderation is on), maximum reply length,
// and extra system instructions for the OpenAI prompt.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { assistantSettings } from '../../../db/schema/index.ts';
import { ASSISTANT_SETTINGS_DEFAULTS } from '../../shared/schemas/assistant-settings-defaults.ts';
import type { TAssistantSettings } from '../../shared/schemas/admin-monitoring.ts';

export async function getAssistantSettings({ db }: { db: Database }): Promise<TAssistantSettings> {
  const [row] = await db.select().from(assistantSettings).where(eq(assistantSettings.id, 1)).limit(1);
  if (!row) return { ...ASSISTANT_SETTINGS_DEFAULTS };
  return {
    autoModeration: row.autoModeration,
    // real columns come back as float4: 0.8 reads 0.800000011920929.
    confidenceThreshold: Math.round(row.confidenceThreshold * 100) / 100,
    maxResponseLength: row.maxResponseLength,
    systemInstructions: row.systemInstructions,
  };
}
