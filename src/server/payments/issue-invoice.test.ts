import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, outbox } from '../../../db/schema/index.ts';
import { testDatabase } from '../testing/test-database.ts';
import { payingCouple } from './testing/payment-fixtures.ts';

const handle = testDatabase({ seedPlans: true });
const SELLER = {
  LEGAL_COMPANY_NAME: 'Mariage Exemple SAS',
  LEGAL_COMPANY_FORM: 'SAS au capital de 1 000 €',
  LEGAL_ADDRESS: '1 rue de la Paix, 75002 Paris',
  LEGAL_REGISTRATION: 'SIREN 123 456 789',
  LEGAL_VAT_NUMBER: 'FR12123456789',
  CONTACT_EMAIL: 'factures@mariage-exemple.fr',
};

async function payDeposit(env: Record<string, string>) {
  const couple = await payingCouple({ db: handle.db, env });
  const started = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
  await couple.client.request('/api/payments/consent', { method: 'POST', json: { paymentIntentId, accepted: true } });
  const paid = await couple.client.request('/api/payments/simulated/confirm', {
    method: 'POST',
    json: { paymentIntentId, cardNumber: '4242424242424242' },
  });
  expect(paid.status).toBe(200);
  const success = await couple.client.request(`/api/payment-success?payment_intent=${paymentIntentId}`);
  return {
    couple,
    paymentIntentId,
    success: (await success.json()) as { invoice: Record<string, unknown> & { number: string } },
  };
}

describe('the invoice of a payment', () => {
  it('is numbered in sequence, names the seller and the buyer, and carries the VAT of the configuration', async () => {
    const first = await payDeposit({ ...SELLER, LEGAL_VAT_RATE: '20' });
    const second = await payDeposit({ ...SELLER, LEGAL_VAT_RATE: '20' });
    const year = new Date().getFullYear();
    const n1 = Number(first.success.invoice.number.split('-')[2]);
    expect(first.success.invoice.number).toMatch(new RegExp(`^F-${year}-\\d{6}$`));
    expect(second.success.invoice.number).toBe(`F-${year}-${String(n1 + 1).padStart(6, '0')}`);

    expect(first.success.invoice).toMatchObject({
      seller: {
        name: 'Mariage Exemple SAS',
        form: 'SAS au capital de 1 000 €',
        address: '1 rue de la Paix, 75002 Paris',
        registration: 'SIREN 123 456 789',
        vatNumber: 'FR12123456789',
        email: 'factures@mariage-exemple.fr',
      },
      buyer: { name: 'Camille Durand', email: first.couple.email },
      // The couple as French names them (« d'Inès et Léa » for another couple: frenchOf).
      lineLabel: 'Formule Couple, mariage de Camille et Julien le 12/06/2027 : acompte (50 %)',
      totalCents: 4750,
      vatRateBp: 2000,
      // 47,50 € TTC at 20 %: 39,58 € HT + 7,92 € VAT.
      vatCents: 792,
      vatMention: null,
    });
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.weddingId, first.couple.wedding.id));
    expect(mail!.body).toContain(`Facture n° ${first.success.invoice.number}`);
    expect(mail!.body).toContain('Vendeur : Mariage Exemple SAS, SAS au capital de 1 000 €');
    expect(mail!.body).toContain('SIREN / RCS : SIREN 123 456 789');
    expect(mail!.body).toContain('N° de TVA intracommunautaire : FR12123456789');
    expect(mail!.body).toMatch(/Total HT : 39,58\s€ — TVA 20 % : 7,92\s€/);
  });

  it('says « TVA non applicable, art. 293 B du CGI » without a VAT rate, and is issued once per payment', async () => {
    const { couple, paymentIntentId, success } = await payDeposit(SELLER);
    expect(success.invoice).toMatchObject({
      vatRateBp: 0,
      vatCents: 0,
      vatMention: 'TVA non applicable, art. 293 B du CGI',
      seller: { vatNumber: null },
    });
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.weddingId, couple.wedding.id));
    expect(mail!.body).toContain('TVA non applicable, art. 293 B du CGI');
    // The success page read again (and the webhook replayed) never issues a second invoice.
    await couple.client.request(`/api/payment-success?payment_intent=${paymentIntentId}`);
    expect(await handle.db.select().from(invoices).where(eq(invoices.paymentIntentId, paymentIntentId))).toHaveLength(
      1,
    );
  });
});
