import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/index.ts';
import { deliverPendingEmails, MAX_EMAIL_ATTEMPTS } from './deliver-pending-emails.ts';
import type { EmailSender, OutgoingEmail } from './email-sender.ts';
import { queueEmail } from './queue-email.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
beforeEach(async () => {
  await handle.db.delete(outbox);
});

function recordingSender(fail = false): EmailSender & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    async send(email) {
      if (fail) throw new Error('SMTP 421 service not available');
      sent.push(email);
    },
  };
}

describe('queueEmail', () => {
  it('queues once per dedupe key', async () => {
    const email = { to: 'a@example.com', subject: 'Objet', body: 'Corps', dedupeKey: 'email:test:1' };
    expect(await queueEmail({ db: handle.db, ...email })).toBe(true);
    expect(await queueEmail({ db: handle.db, ...email })).toBe(false);
    expect(await handle.db.select().from(outbox)).toHaveLength(1);
  });
});

describe('deliverPendingEmails', () => {
  it('sends pending e-mails once and leaves WhatsApp messages to their own sender', async () => {
    await queueEmail({ db: handle.db, to: 'a@example.com', subject: 'Objet', body: 'Bonjour', dedupeKey: 'email:a' });
    await handle.db.insert(outbox).values({ channel: 'whatsapp', recipient: '+33612345678', body: 'Salut' });
    const now = new Date(Date.now() + 1000);
    const sender = recordingSender();
    expect(await deliverPendingEmails({ db: handle.db, sender, now })).toEqual({ sent: 1, failed: 0 });
    expect(sender.sent).toEqual([{ to: 'a@example.com', subject: 'Objet', text: 'Bonjour' }]);
    expect(await deliverPendingEmails({ db: handle.db, sender, now: new Date(now.getTime() + 3_600_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const rows = await handle.db.select().from(outbox);
    expect(rows.find((r) => r.channel === 'email')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(rows.find((r) => r.channel === 'whatsapp')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries a failure later, then gives up after the last attempt', async () => {
    await queueEmail({ db: handle.db, to: 'b@example.com', subject: 'Objet', body: 'Corps', dedupeKey: 'email:b' });
    const sender = recordingSender(true);
    let now = new Date(Date.now() + 1000);
    expect(await deliverPendingEmails({ db: handle.db, sender, now })).toEqual({ sent: 0, failed: 1 });
    // Not due again right away.
    expect(await deliverPendingEmails({ db: handle.db, sender, now })).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 24 * 3_600_000);
      await deliverPendingEmails({ db: handle.db, sender, now });
    }
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.dedupeKey, 'email:b'));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS,
      lastError: 'SMTP 421 service not available',
    });
  });
});
