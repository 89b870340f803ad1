import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { weddings } from '../../../db/schema/index.ts';
import type { TWeddingFields } from '../../shared/schemas/weddings.ts';
import { whatsappLink, whatsappNumber } from '../../shared/whatsapp-link.ts';
import type { Env } from '../env.ts';
import { syncScheduledMessages } from './sync-scheduled-messages.ts';
import { writeFieldsToParts } from './wedding-part-mirror.ts';
import { generateWeddingId } from './generate-wedding-id.ts';
import { toWeddingDto } from './to-wedding-dto.ts';
import { isPastWeddingDate, loadStatusContext } from './wedding-status.ts';

export type CreateWeddingOptions = { db: Database; config: Env; userId: string; fields: TWeddingFields; now?: Date };

/**
 * A new wedding of this couple, with its public assistant id, WhatsApp link and automatic messages; the bot starts
 * inactive. A date already past (Paris calendar) is refused: nothing could be bought or answered for it.
 */
export async function createWedding({ db, config, userId, fields, now = new Date() }: CreateWeddingOptions) {
  if (isPastWeddingDate(fields.weddingDate, now)) throw new AppError('VALIDATION', t('wedding.date.past'));
  const weddingId = generateWeddingId();
  // The wedding and its scheduled messages: all or nothing.
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(weddings)
      .values({
        ...fields,
        // The spec's form names a bride and a groom; a couple who chose their roles (or none) is named so.
        firstPartnerRole: fields.firstPartnerRole === undefined ? 'bride' : fields.firstPartnerRole,
        secondPartnerRole: fields.secondPartnerRole === undefined ? 'groom' : fields.secondPartnerRole,
        userId,
        weddingId,
        whatsappLink: whatsappLink(whatsappNumber(config), weddingId),
      })
      .returning();
    await writeFieldsToParts(tx, created!.id, fields);
    await syncScheduledMessages({ db: tx, wedding: created! });
    return created!;
  });
  return toWeddingDto(row, await loadStatusContext({ db, now }));
}
