import { configuredEmailSender } from '../email/email-sender.ts';
import { deliverPendingEmails } from '../email/deliver-pending-emails.ts';
import type { JobContext } from '../jobs/types.ts';

/** Every 5 minutes: pending e-mails of the outbox go out through SMTP when it is configured. */
export async function deliverEmails({ db, config, now }: JobContext) {
  const sender = configuredEmailSender(config);
  if (!sender) return { skipped: 'SMTP_URL non configuré : les e-mails restent dans la boîte d’envoi' };
  return deliverPendingEmails({ db, sender, now });
}
