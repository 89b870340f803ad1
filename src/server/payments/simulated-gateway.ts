// The payment gateway without Stripe (no STRIPE_SECRET_KEY): the same PaymentIntent states, no card charged.
// It keeps no state of its own: an intent is read back from the wedding that references it (firstPaymentIntentId,
// remainingPaymentIntentId, the quoted amounts) and from its transaction (the saved test card), so it survives
// restarts and works across processes like the real thing.
import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { transactions, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { simulatedCardOutcome, type SimulatedCardOutcome } from '../../shared/simulated-cards.ts';
import type { GatewayIntent, OffSessionResult, PaymentGateway } from './gateway.ts';
import { METADATA_APP } from './intent-metadata.ts';
import { isDepositTaken } from '../weddings/wedding-status.ts';

export const SIMULATED_PREFIX = 'pi_sim_';

/** What each test card does, as Stripe's test cards behave. */
const CARD_ERRORS: Partial<Record<SimulatedCardOutcome, { code: string; message: string }>> = {
  card_declined: { code: 'card_declined', message: t('payment.card.declined') },
  insufficient_funds: { code: 'insufficient_funds', message: t('payment.card.insufficientFunds') },
};
const OFF_SESSION_ERRORS: Partial<Record<SimulatedCardOutcome, { code: string; message: string }>> = {
  ...CARD_ERRORS,
  balance_requires_authentication: {
    code: 'authentication_required',
    message: t('payment.card.authenticationRequired'),
  },
};

const token = (bytes = 12) => randomBytes(bytes).toString('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const paymentMethodFor = (outcome: SimulatedCardOutcome) => `pm_sim_${outcome}`;
const outcomeOf = (paymentMethodId: string | null): SimulatedCardOutcome | null =>
  paymentMethodId?.startsWith('pm_sim_') ? (paymentMethodId.slice('pm_sim_'.length) as SimulatedCardOutcome) : null;

export type SimulatedGateway = PaymentGateway & {
  /** The test card form's "pay" button: the provider call that Stripe.js makes in Stripe mode. */
  confirm(id: string, cardNumber: string): Promise<GatewayIntent | null>;
};

export function createSimulatedGateway({ db }: { db: Database }): SimulatedGateway {
  async function savedPaymentMethod(intentId: string | null): Promise<string | null> {
    if (!intentId) return null;
    const [row] = await db
      .select({ pm: transactions.paymentMethod })
      .from(transactions)
      .where(eq(transactions.stripePaymentId, intentId));
    return row?.pm ?? null;
  }

  async function retrieveIntent(id: string): Promise<GatewayIntent | null> {
    if (!id.startsWith(SIMULATED_PREFIX)) return null;
    const [wedding] = await db
      .select()
      .from(weddings)
      .where(or(eq(weddings.firstPaymentIntentId, id), eq(weddings.remainingPaymentIntentId, id)))
      .limit(1);
    if (!wedding || wedding.firstPaymentAmount === null || wedding.remainingPaymentAmount === null) return null;
    const isDeposit = wedding.firstPaymentIntentId === id;
    const metadata: Record<string, string> = {
      app: METADATA_APP,
      kind: isDeposit ? 'deposit' : 'balance',
      weddingId: String(wedding.id),
      depositCents: String(wedding.firstPaymentAmount),
      balanceCents: String(wedding.remainingPaymentAmount),
    };
    if (wedding.discountCodeId) metadata.discountCodeId = String(wedding.discountCodeId);
    const succeeded = isDeposit ? isDepositTaken(wedding) : wedding.paymentStatus === 'paid';
    const amount = isDeposit ? wedding.firstPaymentAmount : wedding.remainingPaymentAmount;
    // The balance is charged with the card saved by the deposit.
    const paymentMethodId =
      (await savedPaymentMethod(id)) ?? (isDeposit ? null : await savedPaymentMethod(wedding.firstPaymentIntentId));
    const failure = !succeeded && !isDeposit ? OFF_SESSION_ERRORS[outcomeOf(paymentMethodId) ?? 'succeeds'] : undefined;
    return {
      id,
      status: succeeded ? 'succeeded' : 'requires_payment_method',
      amount,
      amountReceived: succeeded ? amount : 0,
      currency: 'eur',
      customerId: wedding.stripeCustomerId,
      paymentMethodId,
      clientSecret: `${id}_secret_sim`,
      metadata,
      lastError: failure ? { code: failure.code, message: failure.message } : null,
      created: Math.floor(wedding.updatedAt.getTime() / 1000),
    };
  }

  function newIntent(input: {
    amountCents: number;
    customerId: string;
    metadata: Record<string, string>;
    paymentMethodId?: string | null;
  }): GatewayIntent {
    const id = `${SIMULATED_PREFIX}${token()}`;
    return {
      id,
      status: 'requires_payment_method',
      amount: input.amountCents,
      amountReceived: 0,
      currency: 'eur',
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId ?? null,
      clientSecret: `${id}_secret_sim`,
      metadata: input.metadata,
      lastError: null,
      created: nowSeconds(),
    };
  }

  return {
    mode: 'simulated',

    async ensureCustomer({ existingId, weddingId }) {
      return existingId ?? `cus_sim_${weddingId}_${token(6)}`;
    },

    async createDepositIntent({ customerId, amountCents, metadata }) {
      return newIntent({ amountCents, customerId, metadata });
    },

    async updateIntent(id, { amountCents, metadata }) {
      const intent = await retrieveIntent(id);
      if (!intent) throw new Error(`intention simulée inconnue : ${id}`);
      return { ...intent, amount: amountCents, metadata };
    },

    retrieveIntent,

    async chargeOffSession({ customerId, paymentMethodId, amountCents, metadata }): Promise<OffSessionResult> {
      const intent = newIntent({ amountCents, customerId, metadata, paymentMethodId });
      const error = OFF_SESSION_ERRORS[outcomeOf(paymentMethodId) ?? 'succeeds'];
      if (error)
        return { outcome: 'failed', intent: { ...intent, lastError: error }, code: error.code, message: error.message };
      return { outcome: 'succeeded', intent: { ...intent, status: 'succeeded', amountReceived: amountCents } };
    },

    async refund({ paymentIntentId, amountCents }) {
      // No bank: a payment made in simulated mode is given back at once.
      if (!paymentIntentId.startsWith(SIMULATED_PREFIX))
        throw new AppError('CONFLICT', t('payment.refund.notSimulated'));
      return { id: `re_sim_${token()}`, status: 'succeeded', amountCents };
    },

    async confirm(id, cardNumber) {
      const intent = await retrieveIntent(id);
      if (!intent) return null;
      if (intent.status === 'succeeded') return intent;
      const outcome = simulatedCardOutcome(cardNumber);
      const paymentMethodId = paymentMethodFor(outcome);
      // On-session, the couple is present: an authentication request is passed, only real declines fail.
      const error = CARD_ERRORS[outcome];
      if (error) return { ...intent, paymentMethodId, lastError: error, status: 'requires_payment_method' };
      return { ...intent, paymentMethodId, lastError: null, status: 'succeeded', amountReceived: intent.amount };
    },
  };
}
