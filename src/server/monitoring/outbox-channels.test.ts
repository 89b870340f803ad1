// Monitoring counts e-mails and WhatsApp messages apart: the outbox holds both.
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { testDatabase } from '../testing/test-database.ts';
import { getMonitoring } from './get-monitoring.ts';

const handle = testDatabase();

describe('monitoring of the outbox', () => {
  it('counts WhatsApp messages under WhatsApp and e-mails under E-mails', async () => {
    await handle.db.insert(outbox).values([
      { channel: 'whatsapp', recipient: '+33600000001', body: 'Rappel' },
      { channel: 'whatsapp', recipient: '+33600000002', body: 'Rappel' },
      { channel: 'email', recipient: 'a@example.com', subject: 'Action requise', body: '…' },
      {
        channel: 'email',
        recipient: 'b@example.com',
        subject: 'Reçu',
        body: '…',
        status: 'failed',
        lastError: 'SMTP 550',
      },
    ]);
    const m = await getMonitoring({ db: handle.db, config: parseEnv({}), range: '24h' });
    const service = (key: string) => m.services.find((s) => s.key === key)!;
    expect(service('whatsapp').detail).toBe('Simulateur : 2 messages WhatsApp dans la boîte d’envoi');
    expect(service('email')).toMatchObject({
      status: 'not_configured',
      detail: 'SMTP non configuré : 1 e-mail dans la boîte d’envoi, 1 en échec',
    });
  });
});
