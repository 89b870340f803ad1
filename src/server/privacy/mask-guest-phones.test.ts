import { beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../../db/schema/index.ts';
import { createActors } from '../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { createTestApp } from '../testing/test-app.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../whatsapp/testing/signed-webhook.ts';
import { testDatabase } from '../testing/test-database.ts';

const PHONE = '+33612345678';
const MASKED = '+33 6 •• •• •• 78';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let wedding: { id: number; weddingId: string };

beforeAll(async () => {
  actors = await createActors(handle.db);
  wedding = (await (
    await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
  ).json()) as typeof wedding;
  await handle.db.update(weddings).set({ botActive: true, paymentStatus: 'deposit_paid' });
  const twilio = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
  await sendSignedWhatsApp(twilio, { from: PHONE, body: `start-${wedding.weddingId}` });
  await sendSignedWhatsApp(twilio, { from: PHONE, body: 'Où se garer ?' });
});

const body = async (client: ReturnType<typeof createTestApp>, path: string) => {
  const res = await client.request(path);
  expect(res.status, path).toBe(200);
  return JSON.stringify(await res.json());
};

describe("guests' phone numbers", () => {
  it('are masked in every API answer an administrator reads', async () => {
    const paths = [
      `/api/admin/messages`,
      `/api/admin/messages?q=garer`,
      `/api/admin/weddings/${wedding.id}`,
      `/api/guests?weddingId=${wedding.id}`,
      `/api/guests/${wedding.id}`,
      `/api/messages?weddingId=${wedding.id}`,
      `/api/messages/${wedding.id}`,
    ];
    for (const path of paths) {
      const text = await body(actors.admin, path);
      expect(text, path).toContain(MASKED);
      expect(text, path).not.toContain(PHONE);
      expect(text, path).not.toContain('612345678');
    }
  });

  it('are shown in full to the couple of the wedding', async () => {
    for (const path of [`/api/guests?weddingId=${wedding.id}`, `/api/messages?weddingId=${wedding.id}`]) {
      const text = await body(actors.owner.client, path);
      expect(text, path).toContain(PHONE);
      expect(text, path).not.toContain(MASKED);
    }
  });
});
