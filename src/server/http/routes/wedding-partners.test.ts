import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import { coupleHeadingKey, partnerNameLabelKey, partnerNameRequiredKey } from '../../../shared/partners.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { createActors } from '../../testing/actors.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabase } from '../../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../../whatsapp/testing/signed-webhook.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
const create = async (json: object) =>
  (await (await actors.owner.client.request('/api/weddings', { method: 'POST', json })).json()) as TWedding;

beforeAll(async () => {
  actors = await createActors(handle.db);
});

describe('the two partners', () => {
  it('keeps the spec’s brideName and groomName, read and written: a bride and a groom when no role is sent', async () => {
    const wedding = await create(SAMPLE_WEDDING);
    expect(wedding).toMatchObject({
      brideName: 'Camille',
      groomName: 'Julien',
      coupleNames: 'Camille et Julien',
      partners: [
        { firstName: 'Camille', role: 'bride' },
        { firstName: 'Julien', role: 'groom' },
      ],
    });
    const patched = await actors.owner.client.request(`/api/weddings/${wedding.id}`, {
      method: 'PATCH',
      json: { brideName: 'Camille-Anne', groomName: 'Jules', weddingDate: '2027-06-12' },
    });
    expect(await patched.json()).toMatchObject({
      brideName: 'Camille-Anne',
      groomName: 'Jules',
      partners: [{ role: 'bride' }, { role: 'groom' }],
    });
    const bad = await actors.owner.client.request(`/api/weddings/${wedding.id}`, {
      method: 'PATCH',
      json: { firstPartnerRole: 'witness' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('Rôle inconnu');
  });

  it('lets two women create their wedding as themselves, and every text names them right', async () => {
    const wedding = await create({
      ...SAMPLE_WEDDING,
      brideName: 'Inès',
      groomName: 'Léa',
      firstPartnerRole: 'bride',
      secondPartnerRole: 'bride',
    });
    expect(wedding).toMatchObject({
      coupleNames: 'Inès et Léa',
      partners: [
        { firstName: 'Inès', role: 'bride' },
        { firstName: 'Léa', role: 'bride' },
      ],
    });
    // The form's words: « Les mariées », « Prénom de la mariée » twice, never « du marié ».
    expect(t(coupleHeadingKey(wedding))).toBe('Les mariées');
    expect(wedding.partners.map((p, i) => t(partnerNameLabelKey(p.role, i as 0 | 1)))).toEqual([
      'Prénom de la mariée',
      'Prénom de la mariée',
    ]);
    expect(t(partnerNameRequiredKey(wedding.partners[1]!.role))).toBe('Le prénom de la mariée est requis');
    // Neither role: their first names only.
    const neutral = await create({
      ...SAMPLE_WEDDING,
      brideName: 'Sam',
      groomName: 'Alex',
      firstPartnerRole: null,
      secondPartnerRole: null,
    });
    expect(t(coupleHeadingKey(neutral))).toBe('Le couple');
    expect(neutral.partners.map((p, i) => t(partnerNameLabelKey(p.role, i as 0 | 1)))).toEqual([
      'Prénom du premier partenaire',
      'Prénom du second partenaire',
    ]);
    // The guests' welcome names the couple « d'Inès et Léa ».
    await handle.db
      .update(weddings)
      .set({ botActive: true, paymentStatus: 'deposit_paid' })
      .where(eq(weddings.id, wedding.id));
    const { reply } = await sendSignedWhatsApp(createTestApp({ db: handle.db, env: TWILIO_TEST_ENV }), {
      from: '+33612345678',
      body: `start-${wedding.weddingId}`,
      profileName: 'Invitée',
    });
    expect(reply).toContain("du mariage d'Inès et Léa");
    expect(reply).not.toMatch(/mari[ée]\b/);
  });
});
