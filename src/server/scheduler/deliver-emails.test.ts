import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/index.ts';
import { startSmtpTestServer } from '../email/testing/smtp-test-server.ts';
import { parseEnv } from '../env.ts';
import { deliverEmails } from './deliver-emails.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp?.close();
});

describe('deliverEmails', () => {
  it('leaves e-mails in the outbox when SMTP is not configured', async () => {
    await handle.db
      .insert(outbox)
      .values({ channel: 'email', recipient: 'a@example.com', subject: 'Sujet', body: 'Bonjour' });
    const result = await deliverEmails({ db: handle.db, config: parseEnv({}), now: new Date() });
    expect(result).toHaveProperty('skipped');
    expect((await handle.db.select().from(outbox))[0]!.status).toBe('pending');
  });

  it('sends pending e-mails over SMTP once and marks them sent', async () => {
    const config = parseEnv({ SMTP_URL: smtp.url, EMAIL_FROM: 'Assistant <no-reply@example.com>' });
    const result = await deliverEmails({ db: handle.db, config, now: new Date() });
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['<a@example.com>']);
    expect(smtp.received[0]!.data).toContain('Subject: Sujet');
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.recipient, 'a@example.com'));
    expect(row).toMatchObject({ status: 'sent' });
    expect(await deliverEmails({ db: handle.db, config, now: new Date() })).toEqual({ sent: 0, failed: 0 });
  });
});
