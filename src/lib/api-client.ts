// The one browser client for /api/*: cookies sent, JSON in and out, non-OK answers raised as AppError ("STATUS: body").
import type * as z from '../shared/schemas/zod-fr.ts';
import { appErrorFromResponse } from '../shared/schemas/app-error.ts';
import {
  ZAuthResponse,
  type TChangePasswordRequest,
  type TPasswordResetConfirmRequest,
  type TPasswordResetRequest,
  type TLoginRequest,
  type TSignUpRequest,
} from '../shared/schemas/auth.ts';
import {
  ZFaq,
  ZFaqList,
  ZFaqTranslationAvailability,
  ZGuestList,
  ZMessageList,
  ZWedding,
  ZWeddingList,
  ZWeddingStats,
  ZWeddingInsights,
  ZScheduledMessage,
  ZScheduledMessageList,
  type TUpdateScheduledMessageRequest,
  ZTestChatResponse,
  ZReviewResponse,
  type TCreateFaqRequest,
  type TUpdateFaqRequest,
  type TUpdateWeddingRequest,
  type TWeddingFieldsInput,
} from '../shared/schemas/weddings.ts';
import { ZPricingPlansResponse } from '../shared/schemas/pricing.ts';
import { ZMessageResponse } from '../shared/schemas/message.ts';
import { ZRebuildStatus } from '../shared/schemas/content.ts';
import type { TPreRegistrationRequest } from '../shared/schemas/pre-registration.ts';
import type { TDeleteAccountRequest } from '../shared/schemas/privacy.ts';
import type { TCreateTrialRequest, TUpdateTrialRequest } from '../shared/schemas/trial.ts';
import type {
  TCreateCouplePaymentRequest,
  TPaymentConsentRequest,
  TSimulatedConfirmRequest,
} from '../shared/schemas/payments.ts';

// One error type on both sides: a non-OK answer is an AppError (code, status, French message), parsed here only.
export { AppError, errorMessage } from '../shared/errors.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const REAUTHENTICATE_PATH = '/api/auth/reauthenticate';

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
  // A Blob (a CSV file) goes as it is, with its own type; anything else as JSON.
  if (body instanceof Blob) init.body = body;
  else if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return fetch(path, init);
}

/** The server's refusal of the password typed again, or null once it accepted it (and renewed the session). */
async function reauthenticate(password: string): Promise<string | null> {
  const res = await send('POST', REAUTHENTICATE_PATH, { password });
  return res.ok ? null : appErrorFromResponse(res.status, await res.text(), res.statusText).userMessage;
}

export async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schemaSource: S | (() => Promise<S>),
  body?: unknown,
): Promise<z.output<S>> {
  const schema = typeof schemaSource === 'function' ? await schemaSource() : schemaSource;
  let res = await send(method, path, body);
  if (!res.ok) {
    let error = appErrorFromResponse(res.status, await res.text(), res.statusText);
    // A payment or an export after an old sign-in: the password is asked again, then the call made once more.
    if (error.code === 'REAUTHENTICATION_REQUIRED' && typeof document !== 'undefined') {
      const { askPasswordAgain } = await import('./ask-password-again.ts');
      if (await askPasswordAgain(reauthenticate)) {
        res = await send(method, path, body);
        if (res.ok) return schema.parse(await res.json());
        error = appErrorFromResponse(res.status, await res.text(), res.statusText);
      }
    }
    throw error;
  }
  return schema.parse(await res.json());
}

/** The payment schemas (and their card rules) load with the first payment call, not on every couple page. */
const paymentSchemas = () => import('../shared/schemas/payments.ts');

/** The trial's and the pre-registration's schemas carry the public site's words: loaded on their first call, so
 * that the couple pages do not download them. */
const trialResponse = () => import('../shared/schemas/trial.ts').then((m) => m.ZTrialResponse);

/** The privacy calls' schemas (and their words) load with the settings tab that makes them. */
const privacySchema =
  <K extends 'ZAccountExport' | 'ZDeleteAccountResponse'>(name: K) =>
  () =>
    import('../shared/schemas/privacy.ts').then((m) => m[name]);

export const api = {
  pricing: {
    /** Active plans, in display order. */
    plans: () => request('GET', '/api/pricing/plans', ZPricingPlansResponse),
  },
  trial: {
    /** Creates a free trial; the browser keeps an HttpOnly cookie that alone may edit it. */
    create: (input: TCreateTrialRequest) => request('POST', '/api/create-trial', trialResponse, input),
    /** Edits a trial this browser created (anyone else gets 404). */
    update: (weddingId: string, changes: TUpdateTrialRequest) =>
      request('PATCH', `/api/trial/weddings/${encodeURIComponent(weddingId)}`, trialResponse, changes),
    /** The signed-in couple takes the trial this browser created, with its wedding and FAQ. */
    claim: (weddingId: string) =>
      request('POST', `/api/trial/weddings/${encodeURIComponent(weddingId)}/claim`, ZWedding),
  },
  preRegistrations: {
    create: (input: TPreRegistrationRequest) =>
      request(
        'POST',
        '/api/pre-registration',
        () => import('../shared/schemas/pre-registration.ts').then((m) => m.ZCreatePreRegistrationResponse),
        input,
      ),
    /** The count for everyone; the list too when an administrator is signed in. */
    list: () =>
      request('GET', '/api/admin-direct/pre-registrations', () =>
        import('../shared/schemas/pre-registration.ts').then((m) => m.ZPreRegistrationsResponse),
      ),
  },
  content: {
    /** Administrators: rebuild the static site now (content pages, footer links). */
    rebuild: () => request('POST', '/api/content/rebuild', ZRebuildStatus),
    rebuildStatus: () => request('GET', '/api/content/rebuild-status', ZRebuildStatus),
  },
  auth: {
    /** Creates a couple account and signs it in. */
    signUp: (input: TSignUpRequest) => request('POST', '/api/create-simulated-user', ZAuthResponse, input),
    login: (input: TLoginRequest) => request('POST', '/api/login-email', ZAuthResponse, input),
    me: () => request('GET', '/api/auth/me', ZAuthResponse),
    /** Keeps this session, signs out every other one. */
    changePassword: (input: TChangePasswordRequest) =>
      request('POST', '/api/auth/change-password', ZMessageResponse, input),
    /** « Mot de passe oublié » : the same answer whether or not the address has an account. */
    requestPasswordReset: (input: TPasswordResetRequest) =>
      request('POST', '/api/auth/password-reset', ZMessageResponse, input),
    resetPassword: (input: TPasswordResetConfirmRequest) =>
      request('POST', '/api/auth/password-reset/confirm', ZMessageResponse, input),
  },
  account: {
    /** Everything the service holds about the signed-in couple (GDPR), as JSON. */
    exportData: () => request('GET', '/api/account/export', privacySchema('ZAccountExport')),
    /** Erases the account with its password; every session ends. */
    erase: (input: TDeleteAccountRequest) =>
      request('DELETE', '/api/account', privacySchema('ZDeleteAccountResponse'), input),
  },
  weddings: {
    listByUser: (userId: string) => request('GET', `/api/weddings-by-user/${encodeURIComponent(userId)}`, ZWeddingList),
    get: (id: number) => request('GET', `/api/weddings/${id}`, ZWedding),
    create: (input: TWeddingFieldsInput) => request('POST', '/api/weddings', ZWedding, input),
    /** /couple-complete-signup: the couple's first wedding (answers the existing one if already created). */
    createForCouple: (input: TWeddingFieldsInput & { userId?: string }) =>
      request('POST', '/api/create-couple-authenticated', ZWedding, input),
    update: (id: number, changes: TUpdateWeddingRequest) => request('PATCH', `/api/weddings/${id}`, ZWedding, changes),
    stats: (id: number) => request('GET', `/api/weddings/${id}/stats`, ZWeddingStats),
    toggleBot: (id: number) => request('POST', `/api/weddings/${id}/bot/toggle`, ZWedding),
    stop: (id: number, reason: string) => request('POST', `/api/weddings/${id}/stop`, ZWedding, { reason }),
    review: (id: number, input: { rating: number; comment?: string | null }) =>
      request('POST', `/api/weddings/${id}/review`, ZReviewResponse, input),
    /** FAQ of the wedding detail screen (10 / 20 character rules). */
    faqs: (id: number) => request('GET', `/api/weddings/${id}/faqs`, ZFaqList),
    addFaq: (id: number, input: TUpdateFaqRequest & { resolvesMessageId?: number }) =>
      request('POST', `/api/weddings/${id}/faqs`, ZFaq, { weddingId: id, ...input }),
    /** Messages per day, most asked facts, unanswered questions. */
    insights: (id: number) => request('GET', `/api/weddings/${id}/insights`, ZWeddingInsights),
    /** "Tester": the assistant's reply to a question, nothing stored. */
    testChat: (id: number, text: string) =>
      request('POST', `/api/weddings/${id}/test-chat`, ZTestChatResponse, { text }),
    /** The four automatic WhatsApp messages, with their deliveries. */
    scheduledMessages: (id: number) => request('GET', `/api/weddings/${id}/scheduled-messages`, ZScheduledMessageList),
    updateScheduledMessage: (messageId: number, changes: TUpdateScheduledMessageRequest) =>
      request('PATCH', `/api/scheduled-messages/${messageId}`, ZScheduledMessage, changes),
  },
  faqs: {
    list: (weddingId: number) => request('GET', `/api/faqs/${weddingId}`, ZFaqList),
    /** Dashboard form: question and answer non-empty. */
    create: (input: TCreateFaqRequest) => request('POST', '/api/faqs', ZFaq, input),
    update: (id: number, input: TUpdateFaqRequest) => request('PATCH', `/api/faqs/${id}`, ZFaq, input),
    /** « Traduire »: English and Spanish versions written by the model, stored on the FAQ. */
    translate: (id: number) => request('POST', `/api/faqs/${id}/translate`, ZFaq),
    translationAvailable: () => request('GET', '/api/faq-translation', ZFaqTranslationAvailability),
    remove: (id: number) => request('DELETE', `/api/faqs/${id}`, ZMessageResponse),
  },
  guests: {
    list: (weddingId: number) => request('GET', `/api/guests/${weddingId}`, ZGuestList),
  },

  payments: {
    /** The deposit of the couple package for this wedding (and an optional code); the server computes every amount. */
    createCouplePayment: (input: TCreateCouplePaymentRequest) =>
      request(
        'POST',
        '/api/create-couple-payment',
        () => paymentSchemas().then((m) => m.ZCouplePaymentResponse),
        input,
      ),
    /** The confirmation of a payment, verified by the server with the provider. */
    success: (paymentIntentId: string) =>
      request('GET', `/api/payment-success?payment_intent=${encodeURIComponent(paymentIntentId)}`, () =>
        paymentSchemas().then((m) => m.ZPaymentSuccessResponse),
      ),
    /** Simulated mode only: the test card form's payment. */
    /** The box above the pay button, stored before paying. */
    recordConsent: (input: TPaymentConsentRequest) =>
      request('POST', '/api/payments/consent', () => paymentSchemas().then((m) => m.ZPaymentConsentResponse), input),
    confirmSimulated: (input: TSimulatedConfirmRequest) =>
      request(
        'POST',
        '/api/payments/simulated/confirm',
        () => paymentSchemas().then((m) => m.ZSimulatedConfirmResponse),
        input,
      ),
    /** A balance whose wedding-day charge failed, to complete on-session. */
    balance: (weddingId: number) =>
      request('GET', `/api/payments/balance?weddingId=${weddingId}`, () =>
        paymentSchemas().then((m) => m.ZBalancePaymentResponse),
      ),
  },
  messages: {
    /** Newest first; 10 by default. */
    list: (weddingId: number, limit = 10) => request('GET', `/api/messages/${weddingId}?limit=${limit}`, ZMessageList),
  },
};
