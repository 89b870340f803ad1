import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodes,
  outbox,
  paymentConsents,
  pricingPlans,
  transactions,
  users,
  weddings,
} from '../../../../db/schema/index.ts';
import { createDiscountCode, parisDay, payingCouple } from '../../payments/testing/payment-fixtures.ts';
import { startStripeTestServer, type StripeTestServer } from '../../payments/testing/stripe-test-server.ts';
import { createActors } from '../../testing/actors.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;
const weddingRow = async (id: number) => (await handle.db.select().from(weddings).where(eq(weddings.id, id)))[0]!;

async function startPayment(couple: Awaited<ReturnType<typeof payingCouple>>, body: Json = {}) {
  const res = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id, ...body },
  });
  return { res, body: await json(res) };
}

describe('simulated mode (no STRIPE_SECRET_KEY)', () => {
  it('prices the package on the server: 95 €, half now, the balance on the wedding day', async () => {
    const couple = await payingCouple({ db: handle.db });
    // Amounts sent by the browser are not part of the request: they are ignored.
    const { res, body } = await startPayment(couple, { amount: 100, depositCents: 1, totalPrice: 1 });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      status: 'requires_payment',
      mode: 'simulated',
      publishableKey: null,
      weddingData: {
        id: couple.wedding.id,
        brideName: 'Camille',
        groomName: 'Julien',
        weddingDate: '2027-06-12',
        totalPrice: 9500,
        firstPaymentAmount: 4750,
        remainingPaymentAmount: 4750,
      },
      summary: {
        planName: 'Couple',
        priceCents: 9500,
        discountCode: null,
        discountCents: 0,
        totalCents: 9500,
        depositCents: 4750,
        balanceCents: 4750,
        balanceDate: '2027-06-12',
        activeUntil: '2027-07-12',
      },
    });
    expect(body.paymentIntentId).toMatch(/^pi_sim_/);
    expect(body.clientSecret).toBe(`${body.paymentIntentId}_secret_sim`);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'pending',
      botActive: false,
      firstPaymentIntentId: body.paymentIntentId,
      firstPaymentAmount: 4750,
      remainingPaymentAmount: 4750,
    });

    // A reload answers the same intent.
    const again = await startPayment(couple);
    expect(again.body.paymentIntentId).toBe(body.paymentIntentId);
  });

  it('stores the consent to the terms of sale and the balance charge with its text and time, from its owner only', async () => {
    const couple = await payingCouple({ db: handle.db });
    const { body } = await startPayment(couple);
    const pay = () =>
      couple.client.request('/api/payments/simulated/confirm', {
        method: 'POST',
        json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242424242424242' },
      });

    const unticked = await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: false },
    });
    expect(unticked.status).toBe(400);
    const other = await payingCouple({ db: handle.db });
    const stranger = await other.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    expect(stranger.status).toBe(404);
    expect(
      await handle.db.select().from(paymentConsents).where(eq(paymentConsents.paymentIntentId, body.paymentIntentId)),
    ).toEqual([]);

    const before = Date.now();
    const consent = await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    expect(consent.status).toBe(201);
    const [year, month, day] = couple.wedding.weddingDate.split('-');
    const [stored] = await handle.db
      .select()
      .from(paymentConsents)
      .where(eq(paymentConsents.paymentIntentId, body.paymentIntentId));
    expect(stored).toMatchObject({ weddingId: couple.wedding.id, userId: couple.user.id });
    expect(stored!.text).toMatch(
      /^J’accepte les conditions générales de vente et j’autorise Assistant Mariage à prélever le solde de 47,50\s€/,
    );
    expect(stored!.text).toContain(`le ${day}/${month}/${year}, jour du mariage`);
    expect(((await json(consent)) as { text: string }).text).toBe(stored!.text);
    expect(stored!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await pay()).status).toBe(200);
  });

  it('pays the deposit with the test card: assistant on, transaction, subscription, e-mail with the WhatsApp link', async () => {
    const couple = await payingCouple({ db: handle.db });
    const { body } = await startPayment(couple);
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    const res = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242 4242 4242 4242' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'succeeded', paymentIntentId: body.paymentIntentId });

    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      paymentStatus: 'deposit_paid',
      botActive: true,
      firstPaymentAmount: 4750,
      remainingPaymentAmount: 4750,
      remainingPaymentScheduled: true,
    });
    const [tx] = await handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.stripePaymentId, body.paymentIntentId));
    expect(tx).toMatchObject({
      amount: 4750,
      status: 'completed',
      type: 'payment',
      userId: couple.user.id,
      paymentMethod: 'pm_sim_succeeds',
    });
    const [user] = await handle.db.select().from(users).where(eq(users.id, couple.user.id));
    expect(user).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'couple' });
    const mails = await handle.db.select().from(outbox).where(eq(outbox.weddingId, couple.wedding.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', recipient: couple.email, status: 'pending' });
    expect(mails[0]!.body).toContain(couple.wedding.whatsappLink);
    expect(mails[0]!.body).toContain('47,50');

    const success = await couple.client.request(`/api/payment-success?payment_intent=${body.paymentIntentId}`);
    expect(success.status).toBe(200);
    expect(await json(success)).toMatchObject({
      status: 'succeeded',
      kind: 'deposit',
      firstPaymentAmount: 4750,
      remainingPaymentAmount: 4750,
      paidCents: 4750,
      dueCents: 4750,
      weddingDate: '2027-06-12',
      botActive: true,
      whatsappLink: couple.wedding.whatsappLink,
    });

    // Paying again is impossible: the page is sent to the confirmation, nothing is charged or counted twice.
    const after = await startPayment(couple);
    expect(after.body).toMatchObject({ status: 'already_paid', paymentIntentId: body.paymentIntentId });
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    const twice = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242424242424242' },
    });
    expect(twice.status).toBe(200);
    expect(
      await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id)),
    ).toHaveLength(1);
    expect(await handle.db.select().from(outbox).where(eq(outbox.weddingId, couple.wedding.id))).toHaveLength(1);
  });

  it('records a declined card, shows the bank message, and accepts another card on the same intent', async () => {
    const couple = await payingCouple({ db: handle.db });
    const { body } = await startPayment(couple);
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    const declined = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4000000000000002' },
    });
    expect(declined.status).toBe(402);
    expect(await json(declined)).toMatchObject({ message: 'Votre carte a été refusée.' });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'failed', botActive: false });
    const [failed] = await handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.stripePaymentId, body.paymentIntentId));
    expect(failed).toMatchObject({ status: 'failed', amount: 4750 });

    const retry = await startPayment(couple);
    expect(retry.body.paymentIntentId).toBe(body.paymentIntentId);
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    const ok = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242424242424242' },
    });
    expect(ok.status).toBe(200);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'deposit_paid', botActive: true });
    const rows = await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id));
    expect(rows).toEqual([expect.objectContaining({ status: 'completed', amount: 4750 })]);
  });

  it('turns a free trial bought as the package into a paid wedding (trial_conversion)', async () => {
    const couple = await payingCouple({ db: handle.db });
    await handle.db.update(weddings).set({ isTrialMode: true }).where(eq(weddings.id, couple.wedding.id));
    const { body } = await startPayment(couple);
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242424242424242' },
    });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      isTrialMode: false,
      paymentStatus: 'deposit_paid',
      botActive: true,
    });
    const [tx] = await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id));
    expect(tx).toMatchObject({ type: 'trial_conversion', status: 'completed' });
  });

  it.each([
    ['', 'Le numéro de carte est invalide.'],
    ['4242 4242 4242 4241', 'Le numéro de carte est invalide.'],
    ['abcd', 'Le numéro de carte est invalide.'],
  ])('refuses the card number %j with a French message', async (cardNumber, message) => {
    const couple = await payingCouple({ db: handle.db });
    const { body } = await startPayment(couple);
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    const res = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('pending');
  });

  it('uses the active couple plan price, and 95 € when there is none', async () => {
    await handle.db.update(pricingPlans).set({ priceCents: 9999 }).where(eq(pricingPlans.type, 'couple'));
    try {
      const couple = await payingCouple({ db: handle.db });
      expect((await startPayment(couple)).body.summary).toMatchObject({
        priceCents: 9999,
        depositCents: 5000,
        balanceCents: 4999,
      });
      await handle.db.update(pricingPlans).set({ isActive: false }).where(eq(pricingPlans.type, 'couple'));
      const other = await payingCouple({ db: handle.db });
      expect((await startPayment(other)).body.summary).toMatchObject({ priceCents: 9500, depositCents: 4750 });
    } finally {
      await handle.db
        .update(pricingPlans)
        .set({ priceCents: 9500, isActive: true })
        .where(eq(pricingPlans.type, 'couple'));
    }
  });
});

describe('discount codes', () => {
  it('lowers the amount (percentage or fixed), counts the use once, when the payment succeeds', async () => {
    const percent = await createDiscountCode(handle.db, { code: 'BIENVENUE10', type: 'percentage', value: 10 });
    const couple = await payingCouple({ db: handle.db });
    const first = await startPayment(couple);
    const { res, body } = await startPayment(couple, { discountCode: ' bienvenue10 ' });
    expect(res.status).toBe(200);
    expect(body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(body.summary).toMatchObject({
      discountCode: 'BIENVENUE10',
      discountCents: 950,
      totalCents: 8550,
      depositCents: 4275,
      balanceCents: 4275,
    });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ firstPaymentAmount: 4275, discountCodeId: percent.id });

    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242424242424242' },
    });
    const [code] = await handle.db.select().from(discountCodes).where(eq(discountCodes.id, percent.id));
    expect(code!.usageCount).toBe(1);
    const [tx] = await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id));
    expect(tx!.amount).toBe(4275);

    await createDiscountCode(handle.db, { code: 'MOINS30', type: 'fixed_amount', value: 3000 });
    const other = await payingCouple({ db: handle.db });
    expect((await startPayment(other, { discountCode: 'MOINS30' })).body.summary).toMatchObject({
      totalCents: 6500,
      depositCents: 3250,
      balanceCents: 3250,
    });
    // Removing the code puts the full price back on the same intent.
    expect((await startPayment(other, { discountCode: '' })).body.summary).toMatchObject({
      discountCode: null,
      depositCents: 4750,
    });
  });

  it.each([
    ['INCONNU', {}, 'Ce code promo n’existe pas.'],
    ['INACTIF', { isActive: false }, 'Ce code promo n’est plus actif.'],
    ['EXPIRE', { expiresAt: new Date(Date.now() - 60_000) }, 'Ce code promo a expiré.'],
    ['EPUISE', { usageLimit: 2, usageCount: 2 }, 'Ce code promo a atteint sa limite d’utilisation.'],
    ['PLANNER', { applicablePlans: ['wedding_planner'] }, 'Ce code promo ne s’applique pas au forfait Couple.'],
    [
      'GRATUIT',
      { type: 'fixed_amount' as const, value: 9500 },
      'Ce code promo ne peut pas être utilisé en ligne : le montant à payer serait trop faible.',
    ],
    ['<script>', null, 'Le code promo n’est pas valide.'],
  ])('refuses the code %s with a French message and writes nothing', async (code, values, message) => {
    if (values && code !== 'INCONNU') await createDiscountCode(handle.db, { code, ...values });
    const couple = await payingCouple({ db: handle.db });
    const { res, body } = await startPayment(couple, { discountCode: code });
    expect(res.status).toBe(400);
    expect(body.message).toBe(message);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      firstPaymentIntentId: null,
      firstPaymentAmount: null,
      discountCodeId: null,
    });
  });

  it('accepts a code still under its limit, not yet expired, for every plan or the couple plan', async () => {
    await createDiscountCode(handle.db, {
      code: 'ENCOREUN',
      usageLimit: 3,
      usageCount: 2,
      expiresAt: new Date(Date.now() + 86_400_000),
      applicablePlans: ['couple'],
    });
    const couple = await payingCouple({ db: handle.db });
    expect((await startPayment(couple, { discountCode: 'ENCOREUN' })).res.status).toBe(200);
  });
});

describe('who may pay', () => {
  it('is the couple of the wedding only; others get 401/404/403, a bad id 400', async () => {
    const couple = await payingCouple({ db: handle.db });
    const actors = await createActors(handle.db);
    const body = { weddingId: couple.wedding.id };
    expect((await actors.anonymous.request('/api/create-couple-payment', { method: 'POST', json: body })).status).toBe(
      401,
    );
    expect(
      (await actors.other.client.request('/api/create-couple-payment', { method: 'POST', json: body })).status,
    ).toBe(404);
    const admin = await actors.admin.request('/api/create-couple-payment', { method: 'POST', json: body });
    expect(admin.status).toBe(403);
    expect((await json(admin)).message).toBe('Seul le couple du mariage peut régler son forfait.');
    expect(
      (await couple.client.request('/api/create-couple-payment', { method: 'POST', json: { weddingId: 999999 } }))
        .status,
    ).toBe(404);
    const bad = await couple.client.request('/api/create-couple-payment', {
      method: 'POST',
      json: { weddingId: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Le mariage est requis');
    expect((await weddingRow(couple.wedding.id)).firstPaymentIntentId).toBeNull();

    const { body: started } = await startPayment(couple);
    const foreign = await actors.other.client.request(`/api/payment-success?payment_intent=${started.paymentIntentId}`);
    expect(foreign.status).toBe(404);
    const steal = await actors.other.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: started.paymentIntentId, cardNumber: '4242424242424242' },
    });
    expect(steal.status).toBe(404);
    expect((await weddingRow(couple.wedding.id)).paymentStatus).toBe('pending');
  });

  it('answers the success page only for a paid intent; bad or missing ids are refused', async () => {
    const couple = await payingCouple({ db: handle.db });
    const { body } = await startPayment(couple);
    const unpaid = await couple.client.request(`/api/payment-success?payment_intent=${body.paymentIntentId}`);
    expect(unpaid.status).toBe(402);
    expect((await couple.client.request('/api/payment-success')).status).toBe(400);
    expect((await couple.client.request('/api/payment-success?payment_intent=pi_sim_unknown123')).status).toBe(404);
  });

  it('refuses a wedding that ended more than a month ago', async () => {
    // Created while still to come (a past date is refused at creation), then its day passed.
    const couple = await payingCouple({ db: handle.db });
    await handle.db
      .update(weddings)
      .set({ weddingDate: parisDay(new Date(), -40) })
      .where(eq(weddings.id, couple.wedding.id));
    const { res, body } = await startPayment(couple);
    expect(res.status).toBe(400);
    expect(body.message).toBe("Ce mariage a eu lieu il y a plus d'un mois : le forfait ne peut plus être acheté.");
  });
});

describe('Stripe mode (local server speaking the Stripe API, real SDK)', () => {
  let stripe: StripeTestServer;
  let env: Record<string, string>;
  beforeAll(async () => {
    stripe = await startStripeTestServer();
    env = { STRIPE_SECRET_KEY: stripe.secretKey, PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_local' };
  });
  afterAll(async () => stripe?.close());

  it('creates the customer and a deposit PaymentIntent saved for off-session use, with metadata and idempotency keys', async () => {
    const couple = await payingCouple({ db: handle.db, env });
    const { res, body } = await startPayment(couple);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      status: 'requires_payment',
      mode: 'stripe',
      publishableKey: 'pk_test_local',
      summary: { depositCents: 4750 },
    });
    const intent = stripe.intents.get(body.paymentIntentId)!;
    expect(body.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({
      amount: 4750,
      currency: 'eur',
      setup_future_usage: 'off_session',
      metadata: {
        app: 'assistant-mariage',
        kind: 'deposit',
        weddingId: String(couple.wedding.id),
        depositCents: '4750',
        balanceCents: '4750',
      },
    });
    const customer = stripe.customers.get(intent.customer!)!;
    expect(customer).toMatchObject({ email: couple.email, name: 'Camille & Julien' });
    const calls = stripe.requests.filter((r) => r.method === 'POST');
    expect(calls.map((r) => r.idempotencyKey)).toEqual([
      `customer-wedding-${couple.wedding.id}`,
      `deposit-${couple.wedding.id}-first-4750-0`,
    ]);
    expect(await weddingRow(couple.wedding.id)).toMatchObject({
      stripeCustomerId: customer.id,
      firstPaymentIntentId: intent.id,
    });
  });

  it('reuses the open intent and updates its amount when a code is applied', async () => {
    await createDiscountCode(handle.db, { code: 'STRIPE20', value: 20 });
    const couple = await payingCouple({ db: handle.db, env });
    const first = await startPayment(couple);
    const before = stripe.intentCreations().length;
    const coded = await startPayment(couple, { discountCode: 'STRIPE20' });
    expect(coded.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(stripe.intentCreations()).toHaveLength(before);
    expect(stripe.intents.get(first.body.paymentIntentId)).toMatchObject({
      amount: 3800,
      metadata: { depositCents: '3800' },
    });
    await startPayment(couple, { discountCode: null });
    expect(stripe.intents.get(first.body.paymentIntentId)!.metadata.discountCodeId).toBeUndefined();
  });

  it('verifies the success page with Stripe and records a payment whose webhook has not arrived yet', async () => {
    const couple = await payingCouple({ db: handle.db, env });
    const { body } = await startPayment(couple);
    expect((await couple.client.request(`/api/payment-success?payment_intent=${body.paymentIntentId}`)).status).toBe(
      402,
    );
    stripe.succeed(body.paymentIntentId);
    const res = await couple.client.request(`/api/payment-success?payment_intent=${body.paymentIntentId}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      status: 'succeeded',
      firstPaymentAmount: 4750,
      remainingPaymentAmount: 4750,
      botActive: true,
    });
    expect(await weddingRow(couple.wedding.id)).toMatchObject({ paymentStatus: 'deposit_paid', botActive: true });
    // The test checkout does not exist when Stripe is configured.
    await couple.client.request('/api/payments/consent', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, accepted: true },
    });
    const simulated = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242424242424242' },
    });
    expect(simulated.status).toBe(404);
  });

  it('answers 503 in French when the publishable key is missing or Stripe cannot be reached', async () => {
    const noKey = await payingCouple({ db: handle.db, env: { STRIPE_SECRET_KEY: stripe.secretKey } });
    const res = await startPayment(noKey);
    expect(res.res.status).toBe(503);
    expect(res.body.message).toContain('clé publique Stripe manquante');

    const down = await startStripeTestServer();
    await down.close({ unreachable: true });
    const couple = await payingCouple({
      db: handle.db,
      env: { STRIPE_SECRET_KEY: down.secretKey, PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_local' },
    });
    const failed = await startPayment(couple);
    expect(failed.res.status).toBe(503);
    expect(failed.body.message).toBe('Le paiement est momentanément indisponible. Veuillez réessayer.');
    expect((await weddingRow(couple.wedding.id)).firstPaymentIntentId).toBeNull();
  }, 60_000);
});
