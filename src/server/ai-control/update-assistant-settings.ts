// Saves the AI control settings (any subset of them) on the singleton row, creating it when missing.
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { assistantSettings } from '../../../db/schema/index.ts';
import type { TAssistantSettings, ZUpdateAssistantSettingsRequest } from '../../shared/schemas/admin-monitoring.ts';
import { getAssistantSettings } from '../assistant/get-assistant-settings.ts';

export type UpdateAssistantSettingsOptions = {
  db: Database;
  changes: z.output<typeof ZUpdateAssistantSettingsRequest>;
};

export async function updateAssistantSettings({
  db,
  changes,
}: UpdateAssistantSettingsOptions): Promise<TAssistantSettings> {
  const current = await getAssistantSettings({ db });
  const next = { ...current, ...changes };
  await db
    .insert(assistantSettings)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: assistantSettings.id, set: { ...next, updatedAt: new Date() } });
  return getAssistantSettings({ db });
}
