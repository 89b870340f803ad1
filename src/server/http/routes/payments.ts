// The couple package payment (spec 000 sections 2 and 7): create the deposit, confirm it, complete a failed balance.
import { Hono } from 'hono';
import {
  ZBalancePaymentQuery,
  ZCreateCouplePaymentRequest,
  ZPaymentConsentRequest,
  ZPaymentSuccessQuery,
  ZSimulatedConfirmRequest,
} from '../../../shared/schemas/payments.ts';
import { confirmSimulatedPayment } from '../../payments/confirm-simulated-payment.ts';
import { createCouplePayment } from '../../payments/create-couple-payment.ts';
import { getBalancePayment } from '../../payments/get-balance-payment.ts';
import { getPaymentSuccess } from '../../payments/get-payment-success.ts';
import { recordPaymentConsent } from '../../payments/record-payment-consent.ts';
import { requireRecentSignIn, sessionUser } from '../middleware.ts';
import { parseInput, readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';
import { throttle } from '../throttle.ts';
import { THROTTLES } from '../throttle-rules.ts';

export const paymentRoutes = new Hono<AppEnv>()
  .post('/create-couple-payment', requireRecentSignIn, throttle(THROTTLES.payment), async (c) => {
    const user = sessionUser(c);
    const { weddingId, discountCode } = await readJson(c, ZCreateCouplePaymentRequest);
    return c.json(await createCouplePayment({ db: c.env.db, config: c.env.config, user, weddingId, discountCode }));
  })
  .get('/payment-success', async (c) => {
    const user = sessionUser(c);
    const { payment_intent } = parseInput(ZPaymentSuccessQuery, c.req.query());
    return c.json(
      await getPaymentSuccess({ db: c.env.db, config: c.env.config, user, paymentIntentId: payment_intent }),
    );
  })
  .post('/payments/consent', async (c) => {
    const user = sessionUser(c);
    const { paymentIntentId } = await readJson(c, ZPaymentConsentRequest);
    return c.json(await recordPaymentConsent({ db: c.env.db, config: c.env.config, user, paymentIntentId }), 201);
  })
  .post('/payments/simulated/confirm', async (c) => {
    const user = sessionUser(c);
    const { paymentIntentId, cardNumber } = await readJson(c, ZSimulatedConfirmRequest);
    return c.json(
      await confirmSimulatedPayment({ db: c.env.db, config: c.env.config, user, paymentIntentId, cardNumber }),
    );
  })
  .get('/payments/balance', requireRecentSignIn, throttle(THROTTLES.payment), async (c) => {
    const user = sessionUser(c);
    const { weddingId } = parseInput(ZBalancePaymentQuery, c.req.query());
    return c.json(await getBalancePayment({ db: c.env.db, config: c.env.config, user, weddingId }));
  });
