// The nightly retention job: erases what the privacy policy says is kept no longer. Guests (their messages,
// WhatsApp sends and stored replies) once the wedding is the set number of months past (Paris calendar), free
// trials nobody signed up for after the set number of days, pre-registrations after the set number of months.
// The counts of the messages it erases are kept per day first (figures/message-history.ts).
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { and, eq, exists, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  guests,
  households,
  messages,
  outbox,
  preRegistrations,
  seatingTables,
  weddings,
} from '../../../db/schema/index.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { deleteWeddingRows } from '../weddings/delete-wedding.ts';
import type { JobContext } from '../jobs/types.ts';
import { forgetStoredReplies } from './forget-stored-replies.ts';
import { archiveMessageCounts } from '../../../db/sql/archive-message-counts.ts';
import { getRetentionSettings } from '../content/get-retention-settings.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function enforceRetention({ db, now }: Pick<JobContext, 'db' | 'now'>) {
  const settings = await getRetentionSettings({ db });
  const today = parseISO(parisDate(now));
  // A wedding before this day is more than `guestMonthsAfterWedding` months past (its last day of service, a
  // month after the wedding by default, still has its guests).
  const weddingCutoff = format(addMonths(today, -settings.guestMonthsAfterWedding), 'yyyy-MM-dd');
  const trialCutoff = subDays(now, settings.trialDays);
  const preRegistrationCutoff = addMonths(now, -settings.preRegistrationMonths);

  return db.transaction(async (tx) => {
    const past = await tx
      .select({ id: weddings.id })
      .from(weddings)
      .where(
        and(
          lt(weddings.weddingDate, weddingCutoff),
          or(
            exists(tx.select().from(guests).where(eq(guests.weddingId, weddings.id))),
            exists(tx.select().from(messages).where(eq(messages.weddingId, weddings.id))),
          ),
        ),
      );
    const erased = await eraseGuestsOf(
      tx,
      past.map((w) => w.id),
    );

    const trials = await tx
      .select({ id: weddings.id })
      .from(weddings)
      .where(and(eq(weddings.isTrialMode, true), isNull(weddings.userId), lt(weddings.createdAt, trialCutoff)));
    const trialIds = trials.map((w) => w.id);
    if (trialIds.length) {
      await forgetStoredReplies(tx, inArray(messages.weddingId, trialIds));
      await tx.delete(outbox).where(inArray(outbox.weddingId, trialIds));
      // deleteWeddingRows archives their messages' counts first.
      await deleteWeddingRows(tx, trialIds);
    }

    const preRegistrationRows = await tx
      .delete(preRegistrations)
      .where(lt(preRegistrations.createdAt, preRegistrationCutoff))
      .returning({ id: preRegistrations.id });
    return {
      erasedGuests: erased.guests,
      erasedMessages: erased.messages,
      erasedTrials: trialIds.length,
      erasedPreRegistrations: preRegistrationRows.length,
    };
  });
}

/** The wedding stays (the couple's account and figures); its guests, their households, messages and sends go. */
async function eraseGuestsOf(tx: Tx, weddingIds: number[]) {
  if (!weddingIds.length) return { guests: 0, messages: 0 };
  await forgetStoredReplies(tx, inArray(messages.weddingId, weddingIds));
  // Their counts stay, so that past figures never change.
  await archiveMessageCounts(tx, inArray(messages.weddingId, weddingIds));
  const removedMessages = await tx
    .delete(messages)
    .where(inArray(messages.weddingId, weddingIds))
    .returning({ id: messages.id });
  await tx.delete(outbox).where(and(eq(outbox.channel, 'whatsapp'), inArray(outbox.weddingId, weddingIds)));
  const removedGuests = await tx
    .delete(guests)
    .where(inArray(guests.weddingId, weddingIds))
    .returning({ id: guests.id });
  // Their households (named after them), answers and table plan go with them.
  await tx.delete(households).where(inArray(households.weddingId, weddingIds));
  await tx.delete(seatingTables).where(inArray(seatingTables.weddingId, weddingIds));
  await tx.update(weddings).set({ guestCount: 0 }).where(inArray(weddings.id, weddingIds));
  return { guests: removedGuests.length, messages: removedMessages.length };
}
