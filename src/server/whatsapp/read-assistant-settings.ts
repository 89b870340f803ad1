import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { assistantSettings } from '../../../db/schema/index.ts';

export type AssistantSettings = typeof assistantSettings.$inferSelect;

const DEFAULTS: Omit<AssistantSettings, 'updatedAt'> = {
  id: 1,
  autoModeration: true,
  confidenceThreshold: 0.8,
  maxResponseLength: 500,
  systemInstructions: '',
};

/** The settings saved in the back office's AI control screen (seeded row 1), or their defaults. */
export async function readAssistantSettings(db: Database): Promise<Omit<AssistantSettings, 'updatedAt'>> {
  const [row] = await db.select().from(assistantSettings).where(eq(assistantSettings.id, 1)).limit(1);
  if (!row) return DEFAULTS;
  // `real` comes back as 0.800000011920929: round to the screen's 0.1 steps so a 0.8 confidence passes 0.8.
  return { ...row, confidenceThreshold: Math.round(row.confidenceThreshold * 100) / 100 };
}
