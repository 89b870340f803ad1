// The couple pages' calls, typed by the routes' own types through src/lib/api-call.ts: what a screen
// reads is what the handler returns. The back office's calls live in admin-api.ts, the guest list's, the wedding
// day's and the announcements' in guest-list-api.ts, the inbox's in inbox-api.ts, so that a page loads only its own.
import type { accountRoutes } from '../server/http/routes/account.ts';
import type { authRoutes } from '../server/http/routes/auth.ts';
import type { faqRoutes } from '../server/http/routes/faqs.ts';
import type { guestRoutes } from '../server/http/routes/guests.ts';
import type { messageRoutes } from '../server/http/routes/messages.ts';
import type { paymentRoutes } from '../server/http/routes/payments.ts';
import type { trialRoutes } from '../server/http/routes/trial.ts';
import type { weddingRoutes } from '../server/http/routes/weddings.ts';
import type {
  TChangePasswordRequest,
  TLoginRequest,
  TPasswordResetConfirmRequest,
  TPasswordResetRequest,
  TSignUpRequest,
} from '../shared/schemas/auth.ts';
import type { TDeleteAccountRequest } from '../shared/schemas/privacy.ts';
import type {
  TCreateCouplePaymentRequest,
  TPaymentConsentRequest,
  TSimulatedConfirmRequest,
} from '../shared/schemas/payments.ts';
import type {
  TCreateFaqRequest,
  TUpdateFaqRequest,
  TUpdateScheduledMessageRequest,
  TUpdateWeddingRequest,
  TWeddingFieldsInput,
} from '../shared/schemas/weddings.ts';
import { call, client, withQuery } from './api-call.ts';

// One error type on both sides: a non-OK answer is an AppError (code, status, French message).
export { AppError, errorMessage } from '../shared/errors.ts';

const auth = client<typeof authRoutes>('/api');
const account = client<typeof accountRoutes>('/api');
const trial = client<typeof trialRoutes>('/api');
const weddings = client<typeof weddingRoutes>('/api');
const faqs = client<typeof faqRoutes>('/api');
const guests = client<typeof guestRoutes>('/api');
const messages = client<typeof messageRoutes>('/api');
const payments = client<typeof paymentRoutes>('/api');

const wedding = (id: number) => ({ param: { id: String(id) } });

export const api = {
  trial: {
    /** The signed-in couple takes the trial this browser created, with its wedding and FAQ. */
    claim: (weddingId: string) =>
      call((o) => trial.trial.weddings[':weddingId'].claim.$post({ param: { weddingId } }, o)),
  },
  auth: {
    /** Creates a couple account and signs it in. */
    signUp: (input: TSignUpRequest) => call((o) => auth['create-simulated-user'].$post(undefined, o), input),
    login: (input: TLoginRequest) => call((o) => auth['login-email'].$post(undefined, o), input),
    me: () => call((o) => auth.auth.me.$get(undefined, o)),
    /** Keeps this session, signs out every other one. */
    changePassword: (input: TChangePasswordRequest) =>
      call((o) => auth.auth['change-password'].$post(undefined, o), input),
    /** « Mot de passe oublié » : the same answer whether or not the address has an account. */
    requestPasswordReset: (input: TPasswordResetRequest) =>
      call((o) => auth.auth['password-reset'].$post(undefined, o), input),
    resetPassword: (input: TPasswordResetConfirmRequest) =>
      call((o) => auth.auth['password-reset'].confirm.$post(undefined, o), input),
  },
  account: {
    /** Everything the service holds about the signed-in couple (GDPR), as JSON. */
    exportData: () => call((o) => account.account.export.$get(undefined, o)),
    /** Erases the account with its password; every session ends. */
    erase: (input: TDeleteAccountRequest) => call((o) => account.account.$delete(undefined, o), input),
  },
  weddings: {
    listByUser: (userId: string) => call((o) => weddings['weddings-by-user'][':userId'].$get({ param: { userId } }, o)),
    get: (id: number) => call((o) => weddings.weddings[':id'].$get(wedding(id), o)),
    create: (input: TWeddingFieldsInput) => call((o) => weddings.weddings.$post(undefined, o), input),
    /** /couple-complete-signup: the couple's first wedding (answers the existing one if already created). */
    createForCouple: (input: TWeddingFieldsInput & { userId?: string }) =>
      call((o) => weddings['create-couple-authenticated'].$post(undefined, o), input),
    update: (id: number, changes: TUpdateWeddingRequest) =>
      call((o) => weddings.weddings[':id'].$patch(wedding(id), o), changes),
    stats: (id: number) => call((o) => weddings.weddings[':id'].stats.$get(wedding(id), o)),
    toggleBot: (id: number) => call((o) => weddings.weddings[':id'].bot.toggle.$post(wedding(id), o)),
    stop: (id: number, reason: string) => call((o) => weddings.weddings[':id'].stop.$post(wedding(id), o), { reason }),
    review: (id: number, input: { rating: number; comment?: string | null }) =>
      call((o) => weddings.weddings[':id'].review.$post(wedding(id), o), input),
    /** FAQ of the wedding detail screen (10 / 20 character rules). */
    faqs: (id: number) => call((o) => weddings.weddings[':id'].faqs.$get(wedding(id), o)),
    addFaq: (id: number, input: TUpdateFaqRequest & { resolvesMessageId?: number }) =>
      call((o) => weddings.weddings[':id'].faqs.$post(wedding(id), o), { weddingId: id, ...input }),
    /** Messages per day, most asked facts, unanswered questions. */
    insights: (id: number) => call((o) => weddings.weddings[':id'].insights.$get(wedding(id), o)),
    /** "Tester": the assistant's reply to a question, nothing stored. */
    testChat: (id: number, text: string) =>
      call((o) => weddings.weddings[':id']['test-chat'].$post(wedding(id), o), { text }),
    /** The four automatic WhatsApp messages, with their deliveries. */
    scheduledMessages: (id: number) => call((o) => weddings.weddings[':id']['scheduled-messages'].$get(wedding(id), o)),
    updateScheduledMessage: (messageId: number, changes: TUpdateScheduledMessageRequest) =>
      call((o) => weddings['scheduled-messages'][':id'].$patch(wedding(messageId), o), changes),
  },
  faqs: {
    list: (weddingId: number) =>
      call((o) => faqs.faqs[':weddingId'].$get({ param: { weddingId: String(weddingId) } }, o)),
    /** Dashboard form: question and answer non-empty. */
    create: (input: TCreateFaqRequest) => call((o) => faqs.faqs.$post(undefined, o), input),
    update: (id: number, input: TUpdateFaqRequest) => call((o) => faqs.faqs[':id'].$patch(wedding(id), o), input),
    /** « Traduire »: English and Spanish versions written by the model, stored on the FAQ. */
    translate: (id: number) => call((o) => faqs.faqs[':id'].translate.$post(wedding(id), o)),
    translationAvailable: () => call((o) => faqs['faq-translation'].$get(undefined, o)),
    remove: (id: number) => call((o) => faqs.faqs[':id'].$delete(wedding(id), o)),
  },
  guests: {
    list: (weddingId: number) =>
      call((o) => guests.guests[':weddingId'].$get({ param: { weddingId: String(weddingId) } }, o)),
  },
  payments: {
    /** The deposit of the couple package for this wedding (and an optional code); the server computes every amount. */
    createCouplePayment: (input: TCreateCouplePaymentRequest) =>
      call((o) => payments['create-couple-payment'].$post(undefined, o), input),
    /** The confirmation of a payment, verified by the server with the provider. */
    success: (paymentIntentId: string) =>
      call((o) => payments['payment-success'].$get(withQuery({}, { payment_intent: paymentIntentId }), o)),
    /** The box above the pay button, stored before paying. */
    recordConsent: (input: TPaymentConsentRequest) => call((o) => payments.payments.consent.$post(undefined, o), input),
    /** Simulated mode only: the test card form's payment. */
    confirmSimulated: (input: TSimulatedConfirmRequest) =>
      call((o) => payments.payments.simulated.confirm.$post(undefined, o), input),
    /** A balance whose wedding-day charge failed, to complete on-session. */
    balance: (weddingId: number) =>
      call((o) => payments.payments.balance.$get(withQuery({}, { weddingId: String(weddingId) }), o)),
  },
  messages: {
    /** Newest first; 10 by default. */
    list: (weddingId: number, limit = 10) =>
      call((o) =>
        messages.messages[':weddingId'].$get(
          withQuery({ param: { weddingId: String(weddingId) } }, { limit: String(limit) }),
          o,
        ),
      ),
  },
};
