// A provider event, handled once: the event id is written in the same database transaction as its effects,
// so a redelivery (or two deliveries at once) finds it and gets the first answer back.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { processedWebhookEvents } from '../../../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { IntentRefusal } from './check-intent-is-ours.ts';
import type { GatewayIntent } from './gateway.ts';
import { recordPaymentOutcome, type PaymentOutcome, type RecordResult } from './record-payment-outcome.ts';
import { recordRefund, type RecordRefundResult } from './record-refund.ts';

export type PaymentEvent = {
  /** 'stripe' for signed webhooks, 'simulated' for the test checkout. */
  provider: 'stripe' | 'simulated';
  id: string;
  type: string;
  intent: GatewayIntent | null;
  /** `charge.refunded`: the payment and everything given back on it so far. */
  refund?: { paymentIntentId: string; refundedTotalCents: number } | null;
  /** Why the event's intent is not one this app created for its wedding, or disagrees with our order: the event
   * then changes nothing, and its refusal is kept for the back office (list-refused-payment-events.ts). */
  refused?: IntentRefusal | undefined;
};

export type RefusedEventResult = { ignored: string; refused: Omit<IntentRefusal, 'ours'> };
export type ProcessResult = {
  duplicate: boolean;
  result: RecordResult | RecordRefundResult | RefusedEventResult | { ignored: string };
};

const OUTCOMES: Record<string, PaymentOutcome> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

export async function processPaymentEvent({
  db,
  config,
  event,
}: {
  db: Database;
  config: Env;
  event: PaymentEvent;
}): Promise<ProcessResult> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedWebhookEvents)
      .values({ provider: event.provider, eventId: event.id })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    if (fresh.length === 0) {
      const [seen] = await tx
        .select({ result: processedWebhookEvents.result })
        .from(processedWebhookEvents)
        .where(and(eq(processedWebhookEvents.provider, event.provider), eq(processedWebhookEvents.eventId, event.id)));
      return { duplicate: true, result: (seen?.result ?? { ignored: 'duplicate' }) as ProcessResult['result'] };
    }
    const outcome = OUTCOMES[event.type];
    let result: ProcessResult['result'] = { ignored: event.type };
    if (event.refused) {
      const { ours: _ours, ...refused } = event.refused;
      result = { ignored: `${event.type} : ${refused.reason}`, refused };
    } else if (outcome && event.intent)
      result = await recordPaymentOutcome({ db: tx, config, intent: event.intent, outcome });
    else if (event.type === 'charge.refunded' && event.refund) result = await recordRefund({ db: tx, ...event.refund });
    await tx
      .update(processedWebhookEvents)
      .set({ result })
      .where(and(eq(processedWebhookEvents.provider, event.provider), eq(processedWebhookEvents.eventId, event.id)));
    return { duplicate: false, result };
  });
}
