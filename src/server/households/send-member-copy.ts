// One member's copy of the invitation or of its reminder, sent on the approved template once it is in the outbox;
// its outcome is recorded on the copy (one attempt: the couple sends again, the job does not retry).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';
import { formatDayInFull } from '../../shared/format.ts';
import type { TInvitationLanguage } from '../../shared/messages/invitation.ts';
import { formatDate } from '../assistant/format-facts.ts';
import { sendWhatsApp, twilioApiBase, type TwilioConfig, type TwilioCredentials } from '../twilio/send-whatsapp.ts';

/**
 * The language a member's copy goes in: theirs when Twilio is not live (the outbox is then the delivery) or when that
 * language has its approved template (`templateName`), else French, the template every wedding has.
 */
export function copyLanguage(
  wanted: TInvitationLanguage,
  templates: Record<string, string>,
  templateName: (language: TInvitationLanguage) => string,
  live: boolean,
): TInvitationLanguage {
  return !live || templates[templateName(wanted)] ? wanted : 'fr';
}

/** A day as a member's copy says it: « samedi 12 juin 2027 », "Saturday, June 12, 2027". */
export const dayInCopy = (iso: string, language: TInvitationLanguage) =>
  language === 'fr' ? formatDayInFull(iso) : formatDate(iso, language);

/** Puts a member's copy in the outbox; undefined when its key is there already (the same copy queued before). */
export async function queueMemberCopy(
  db: Pick<Database, 'insert'>,
  copy: { recipient: string; body: string; template: string | null; weddingId: number; dedupeKey: string; now: Date },
) {
  const { now, ...values } = copy;
  const [row] = await db
    .insert(outbox)
    .values({ channel: 'whatsapp', ...values, sendAfter: now })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row;
}

/** True when the copy left (Twilio took it), false when it failed (its error is kept on the copy). */
export async function sendMemberCopy({
  db,
  config,
  credentials,
  copyId,
  to,
  body,
  template,
  variables,
  now,
}: {
  db: Database;
  config: TwilioConfig;
  credentials: TwilioCredentials;
  copyId: number;
  to: string;
  body: string;
  template: string | null;
  variables: Record<string, string>;
  now: Date;
}): Promise<boolean> {
  try {
    await sendWhatsApp({
      credentials,
      to,
      body,
      contentSid: template ?? undefined,
      contentVariables: variables,
      apiBaseUrl: twilioApiBase(config),
    });
    await db.update(outbox).set({ status: 'sent', sentAt: now, attempts: 1 }).where(eq(outbox.id, copyId));
    return true;
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'failed', attempts: 1, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(outbox.id, copyId));
    return false;
  }
}
