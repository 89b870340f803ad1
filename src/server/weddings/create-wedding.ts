import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import type { TWeddingFields } from '../../shared/schemas/weddings.ts';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import { whatsappNumber, type Env } from '../env.ts';
import { syncScheduledMessages } from '../scheduled-messages/sync-scheduled-messages.ts';
import { generateWeddingId } from './generate-wedding-id.ts';
import { toWeddingDto } from './to-wedding-dto.ts';

export type CreateWeddingOptions = { db: Database; config: Env; userId: string; fields: TWeddingFields };

/** A new wedding of this couple, with its public assistant id, WhatsApp link and automatic messages; the bot starts inactive. */
export async function createWedding({ db, config, userId, fields }: CreateWeddingOptions) {
  const weddingId = generateWeddingId();
  const [row] = await db
    .insert(weddings)
    .values({ ...fields, userId, weddingId, whatsappLink: whatsappLink(whatsappNumber(config), weddingId) })
    .returning();
  await syncScheduledMessages({ db, wedding: row! });
  return toWeddingDto(row!);
}
