// A local HTTP server speaking the part of Stripe's API this product calls (customers, payment_intents, refunds,
// payment_methods/:id/detach), with
// Stripe's form encoding, errors and idempotency keys. Tests point the real `stripe` SDK at it (host, port,
// protocol) and drive what the bank does: a deposit confirmed by the browser, a card that needs authentication.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerStripeEndpoint } from '../stripe-client.ts';

type Params = Record<string, unknown>;

export type TestPaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  setup_future_usage: string | null;
  off_session?: boolean;
  last_payment_error: {
    code: string;
    decline_code?: string;
    message: string;
    type: string;
    payment_method?: { id: string; object: 'payment_method' };
  } | null;
  created: number;
  livemode: false;
};

export type TestRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded' | 'pending';
  metadata: Record<string, string>;
  created: number;
};

/** The charge of a succeeded intent, as `charge.refunded` carries it. */
export type TestCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  livemode: false;
};

export type RecordedRequest = { method: string; path: string; params: Params; idempotencyKey: string | null };

/** How a saved card behaves when charged off-session (Stripe's test payment methods by default). */
export type CardBehaviour = 'succeeds' | 'authentication_required' | 'card_declined';

const DEFAULT_BEHAVIOURS: Record<string, CardBehaviour> = {
  pm_card_visa: 'succeeds',
  pm_card_authenticationRequired: 'authentication_required',
  pm_card_chargeDeclined: 'card_declined',
};

const ERROR_MESSAGES: Record<Exclude<CardBehaviour, 'succeeds'>, string> = {
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  card_declined: 'Your card was declined.',
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's bracket form encoding (`metadata[weddingId]=1`, `automatic_payment_methods[enabled]=true`). */
export function parseStripeForm(body: string): Params {
  const out: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.split(/[[\]]+/).filter(Boolean);
    let target = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) target[key] = value;
      else target = (target[key] ??= {}) as Params;
    });
  }
  return out;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const bool = (v: unknown) => v === 'true' || v === true;

export type StripeTestServer = Awaited<ReturnType<typeof startStripeTestServer>>;

export async function startStripeTestServer({ secretKey = `sk_test_local_${randomBytes(8).toString('hex')}` } = {}) {
  const customers = new Map<
    string,
    { id: string; object: 'customer'; email: string | null; name: string | null; metadata: Record<string, string> }
  >();
  const intents = new Map<string, TestPaymentIntent>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const behaviours = new Map<string, CardBehaviour>(Object.entries(DEFAULT_BEHAVIOURS));
  const requests: RecordedRequest[] = [];
  const refunds = new Map<string, TestRefund>();
  /** Refunded cents per payment intent. */
  const refunded = new Map<string, number>();
  /** Cards saved on a customer (a succeeded intent with setup_future_usage), by payment method: its customer. */
  const attached = new Map<string, string>();

  function chargeOf(intent: TestPaymentIntent): TestCharge {
    const amountRefunded = refunded.get(intent.id) ?? 0;
    return {
      id: `ch_${intent.id.slice(3)}`,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount_received,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= intent.amount_received,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: intent.created,
      livemode: false,
    };
  }

  function createRefund(p: Params) {
    const intentId = str(p.payment_intent);
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent)
      return error(400, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    if (intent.status !== 'succeeded') {
      return error(
        400,
        'invalid_request_error',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        { code: 'charge_not_refundable' },
      );
    }
    const already = refunded.get(intent.id) ?? 0;
    const left = intent.amount_received - already;
    if (left <= 0)
      return error(400, 'invalid_request_error', `Charge ${chargeOf(intent).id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
    if (amount > left) {
      return error(
        400,
        'invalid_request_error',
        `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${left / 100})`,
        { param: 'amount' },
      );
    }
    refunded.set(intent.id, already + amount);
    const refund: TestRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: chargeOf(intent).id,
      status: 'succeeded',
      metadata: (p.metadata as Record<string, string>) ?? {},
      created: now(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function error(status: number, type: string, message: string, extra: Params = {}) {
    return { status, body: { error: { type, message, ...extra } } };
  }

  function createIntent(p: Params) {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50)
      return error(400, 'invalid_request_error', 'Amount must be at least €0.50 eur', { param: 'amount' });
    const customer = str(p.customer);
    if (customer && !customers.has(customer))
      return error(400, 'invalid_request_error', `No such customer: '${customer}'`, { code: 'resource_missing' });
    const intent: TestPaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: str(p.currency) ?? 'eur',
      customer,
      payment_method: str(p.payment_method),
      status: 'requires_payment_method',
      client_secret: '',
      metadata: (p.metadata as Record<string, string>) ?? {},
      description: str(p.description),
      setup_future_usage: str(p.setup_future_usage),
      last_payment_error: null,
      created: now(),
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    intents.set(intent.id, intent);
    if (!bool(p.confirm)) return { status: 200, body: intent };

    // confirm=true with a saved card: what the bank answers without the customer (off_session).
    const pm = intent.payment_method;
    const behaviour = pm ? (behaviours.get(pm) ?? 'succeeds') : null;
    if (!behaviour) return error(400, 'invalid_request_error', 'You must provide a payment method to confirm.');
    intent.off_session = bool(p.off_session);
    if (behaviour === 'succeeds') {
      Object.assign(intent, { status: 'succeeded', amount_received: amount });
      return { status: 200, body: intent };
    }
    intent.last_payment_error = {
      type: 'card_error',
      code: behaviour,
      decline_code: behaviour === 'card_declined' ? 'generic_decline' : 'authentication_required',
      message: ERROR_MESSAGES[behaviour],
      payment_method: { id: pm!, object: 'payment_method' },
    };
    return error(402, 'card_error', ERROR_MESSAGES[behaviour], {
      code: behaviour,
      decline_code: intent.last_payment_error.decline_code,
      payment_intent: intent,
      payment_method: { id: pm, object: 'payment_method' },
    });
  }

  function route(method: string, path: string, p: Params): { status: number; body: unknown } {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer' as const,
        email: str(p.email),
        name: str(p.name),
        metadata: (p.metadata as Record<string, string>) ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(m[1]!);
      return customer
        ? { status: 200, body: customer }
        : error(404, 'invalid_request_error', `No such customer: '${m[1]}'`, { code: 'resource_missing' });
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/))) {
      if (!attached.delete(m[1]!))
        return error(
          400,
          'invalid_request_error',
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      return { status: 200, body: { id: m[1], object: 'payment_method', type: 'card', customer: null } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(p);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(p);
    // The monitoring's live check: the balance, read-only.
    if (method === 'GET' && path === '/v1/balance') {
      return {
        status: 200,
        body: {
          object: 'balance',
          livemode: false,
          available: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
          pending: [],
        },
      };
    }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = intents.get(m[1]!);
      if (!intent)
        return error(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, {
          code: 'resource_missing',
          param: 'intent',
        });
      if (method === 'GET') return { status: 200, body: intent };
      if (method === 'POST') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return error(
            400,
            'invalid_request_error',
            `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        if (p.amount !== undefined) intent.amount = Number(p.amount);
        // Stripe merges metadata; an empty value removes the key.
        for (const [key, value] of Object.entries((p.metadata as Record<string, string>) ?? {})) {
          if (value === '') delete intent.metadata[key];
          else intent.metadata[key] = value;
        }
        return { status: 200, body: intent };
      }
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const params = method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(raw);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, params, idempotencyKey });

    let answer: { status: number; body: unknown };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      answer = error(401, 'invalid_request_error', 'Invalid API Key provided.');
    } else if (idempotencyKey && method === 'POST') {
      const fingerprint = `${url.pathname}?${raw}`;
      const seen = idempotent.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint) {
        answer = error(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      } else if (seen) {
        answer = seen;
        res.setHeader('Idempotent-Replayed', 'true');
      } else {
        answer = route(method, url.pathname, params);
        idempotent.set(idempotencyKey, { fingerprint, ...answer });
      }
    } else {
      answer = route(method, url.pathname, params);
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(e) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  registerStripeEndpoint(secretKey, { host: '127.0.0.1', port, protocol: 'http' });

  function mustGet(intentId: string): TestPaymentIntent {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`unknown payment intent ${intentId}`);
    return intent;
  }

  return {
    secretKey,
    port,
    requests,
    intents,
    customers,
    /** What Stripe.js + the bank do when the couple pays in the browser: the intent succeeds with this card saved. */
    succeed(intentId: string, paymentMethod = 'pm_card_visa'): TestPaymentIntent {
      const intent = mustGet(intentId);
      Object.assign(intent, {
        status: 'succeeded',
        payment_method: paymentMethod,
        amount_received: intent.amount,
        last_payment_error: null,
      });
      if (intent.customer && intent.setup_future_usage) attached.set(paymentMethod, intent.customer);
      return structuredClone(intent);
    },
    /** A declined attempt: the intent goes back to requires_payment_method with the bank's reason. */
    decline(intentId: string, code = 'card_declined', message = 'Your card was declined.'): TestPaymentIntent {
      const intent = mustGet(intentId);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code, message },
      });
      return structuredClone(intent);
    },
    refunds,
    /** Saved cards still attached to a customer: payment method → customer. */
    attached,
    /** The intent's charge as Stripe's `charge.refunded` event carries it (after refunds made here or by `refundInDashboard`). */
    charge(intentId: string): TestCharge {
      return chargeOf(mustGet(intentId));
    },
    /** A refund made in Stripe's dashboard (not through our API): only the webhook tells us. */
    refundInDashboard(intentId: string, amount?: number): TestCharge {
      const intent = mustGet(intentId);
      const already = refunded.get(intentId) ?? 0;
      refunded.set(intentId, Math.min(intent.amount_received, already + (amount ?? intent.amount_received - already)));
      return chargeOf(intent);
    },
    setCardBehaviour(paymentMethod: string, behaviour: CardBehaviour) {
      behaviours.set(paymentMethod, behaviour);
    },
    /** Requests that created a PaymentIntent (confirmed off-session ones included). */
    intentCreations(): RecordedRequest[] {
      return requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    },
    /** Stops the server; with `unreachable`, calls made with its key keep going to the closed port (Stripe down). */
    async close({ unreachable = false } = {}) {
      if (!unreachable) registerStripeEndpoint(secretKey, null);
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
