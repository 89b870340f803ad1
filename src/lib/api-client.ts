// The one browser client for /api/*: cookies sent, JSON in and out, non-OK answers raised as "STATUS: body".
import { z } from '../shared/schemas/zod-fr.ts';
import type { TAdminCreateUserRequest, TAdminMessagesQuery, TAdminUpdateUserRequest } from '../shared/schemas/admin.ts';
import type { TPageRequest, TSaveSocialLinksRequest } from '../shared/schemas/admin-content.ts';
import type { TAnalyticsPeriod, TMonitoringRange, TProvider, TUpdateAssistantSettingsRequest } from '../shared/schemas/admin-monitoring.ts';
import type { TAdminUpdatePlanRequest, TCreateDiscountRequest, TUpdateDiscountRequest } from '../shared/schemas/admin-pricing.ts';
import type { TRevenuePeriod } from '../shared/schemas/admin-revenue.ts';
import type * as AdminSchemaModule from './admin-schemas.ts';
import {
  ZAuthResponse,
  ZAdminCheckAuthResponse,
  type TAdminLoginRequest,
  type TChangePasswordRequest,
  type TLoginRequest,
  type TSignUpRequest,
} from '../shared/schemas/auth.ts';
import {
  ZFaq,
  ZFaqList,
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
  type TCreateFaqRequest,
  type TFaqDetailed,
  type TUpdateWeddingRequest,
  type TWeddingFieldsInput,
} from '../shared/schemas/weddings.ts';
import { ZPricingPlan, ZPricingPlansResponse } from '../shared/schemas/pricing.ts';
import { ZRebuildStatus, ZSiteSettings, type TSiteSettings } from '../shared/schemas/content.ts';
import { ZCreatePreRegistrationResponse, ZPreRegistrationsResponse, type TPreRegistrationRequest } from '../shared/schemas/pre-registration.ts';
import { ZTrialResponse, type TCreateTrialRequest, type TUpdateTrialRequest } from '../shared/schemas/trial.ts';
import {
  ZBalancePaymentResponse,
  ZCouplePaymentResponse,
  ZPaymentSuccessResponse,
  ZSimulatedConfirmResponse,
  type TCreateCouplePaymentRequest,
  type TSimulatedConfirmRequest,
} from '../shared/schemas/payments.ts';

/** A non-OK answer. `message` is `STATUS: body text` (spec 000 section 7); `userMessage` the server's French text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The French `message` the server put in its JSON body, if any. */
  get userMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON
    }
    return undefined;
  }
}

/** The text to show for a failed call: the server's message, else the fallback of the screen. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.userMessage) || fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ZMessageResponse = z.object({ message: z.string() });
const ZReviewResponse = z.object({ id: z.number(), rating: z.number(), comment: z.string().nullable() });

/** The back office's schemas (and its French messages) load with its first call, never on the couple pages. */
type AdminSchemas = typeof AdminSchemaModule;
const admin =
  <S extends z.ZodType>(pick: (schemas: AdminSchemas) => S) =>
  (): Promise<S> =>
    import('./admin-schemas.ts').then(pick);

async function request<S extends z.ZodType>(method: Method, path: string, schemaSource: S | (() => Promise<S>), body?: unknown): Promise<z.output<S>> {
  const schema = typeof schemaSource === 'function' ? await schemaSource() : schemaSource;
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return schema.parse(await res.json());
}

export const api = {
  pricing: {
    /** Active plans, in display order. */
    plans: () => request('GET', '/api/pricing/plans', ZPricingPlansResponse),
  },
  trial: {
    /** Creates a free trial; the browser keeps an HttpOnly cookie that alone may edit it. */
    create: (input: TCreateTrialRequest) => request('POST', '/api/create-trial', ZTrialResponse, input),
    /** Edits a trial this browser created (anyone else gets 404). */
    update: (weddingId: string, changes: TUpdateTrialRequest) =>
      request('PATCH', `/api/trial/weddings/${encodeURIComponent(weddingId)}`, ZTrialResponse, changes),
  },
  preRegistrations: {
    create: (input: TPreRegistrationRequest) => request('POST', '/api/pre-registration', ZCreatePreRegistrationResponse, input),
    /** The count for everyone; the list too when an administrator is signed in. */
    list: () => request('GET', '/api/admin-direct/pre-registrations', ZPreRegistrationsResponse),
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
    changePassword: (input: TChangePasswordRequest) => request('POST', '/api/auth/change-password', ZMessageResponse, input),
  },
  weddings: {
    listByUser: (userId: string) => request('GET', `/api/weddings-by-user/${encodeURIComponent(userId)}`, ZWeddingList),
    get: (id: number) => request('GET', `/api/weddings/${id}`, ZWedding),
    create: (input: TWeddingFieldsInput) => request('POST', '/api/weddings', ZWedding, input),
    /** /couple-complete-signup: the couple's first wedding (answers the existing one if already created). */
    createForCouple: (input: TWeddingFieldsInput & { userId?: string }) => request('POST', '/api/create-couple-authenticated', ZWedding, input),
    update: (id: number, changes: TUpdateWeddingRequest) => request('PATCH', `/api/weddings/${id}`, ZWedding, changes),
    stats: (id: number) => request('GET', `/api/weddings/${id}/stats`, ZWeddingStats),
    toggleBot: (id: number) => request('POST', `/api/weddings/${id}/bot/toggle`, ZWedding),
    stop: (id: number, reason: string) => request('POST', `/api/weddings/${id}/stop`, ZWedding, { reason }),
    review: (id: number, input: { rating: number; comment?: string | null }) =>
      request('POST', `/api/weddings/${id}/review`, ZReviewResponse, input),
    /** FAQ of the wedding detail screen (10 / 20 character rules). */
    faqs: (id: number) => request('GET', `/api/weddings/${id}/faqs`, ZFaqList),
    addFaq: (id: number, input: TFaqDetailed & { resolvesMessageId?: number }) =>
      request('POST', `/api/weddings/${id}/faqs`, ZFaq, { weddingId: id, ...input }),
    /** Messages per day, most asked facts, unanswered questions. */
    insights: (id: number) => request('GET', `/api/weddings/${id}/insights`, ZWeddingInsights),
    /** "Tester": the assistant's reply to a question, nothing stored. */
    testChat: (id: number, text: string) => request('POST', `/api/weddings/${id}/test-chat`, ZTestChatResponse, { text }),
    /** The four automatic WhatsApp messages, with their deliveries. */
    scheduledMessages: (id: number) => request('GET', `/api/weddings/${id}/scheduled-messages`, ZScheduledMessageList),
    updateScheduledMessage: (messageId: number, changes: TUpdateScheduledMessageRequest) =>
      request('PATCH', `/api/scheduled-messages/${messageId}`, ZScheduledMessage, changes),
  },
  faqs: {
    list: (weddingId: number) => request('GET', `/api/faqs/${weddingId}`, ZFaqList),
    /** Dashboard form: question and answer non-empty. */
    create: (input: TCreateFaqRequest) => request('POST', '/api/faqs', ZFaq, input),
    update: (id: number, input: TFaqDetailed) => request('PATCH', `/api/faqs/${id}`, ZFaq, input),
    remove: (id: number) => request('DELETE', `/api/faqs/${id}`, ZMessageResponse),
  },
  guests: {
    list: (weddingId: number) => request('GET', `/api/guests/${weddingId}`, ZGuestList),
  },
  payments: {
    /** The deposit of the couple package for this wedding (and an optional code); the server computes every amount. */
    createCouplePayment: (input: TCreateCouplePaymentRequest) => request('POST', '/api/create-couple-payment', ZCouplePaymentResponse, input),
    /** The confirmation of a payment, verified by the server with the provider. */
    success: (paymentIntentId: string) =>
      request('GET', `/api/payment-success?payment_intent=${encodeURIComponent(paymentIntentId)}`, ZPaymentSuccessResponse),
    /** Simulated mode only: the test card form's payment. */
    confirmSimulated: (input: TSimulatedConfirmRequest) => request('POST', '/api/payments/simulated/confirm', ZSimulatedConfirmResponse, input),
    /** A balance whose wedding-day charge failed, to complete on-session. */
    balance: (weddingId: number) => request('GET', `/api/payments/balance?weddingId=${weddingId}`, ZBalancePaymentResponse),
  },
  messages: {
    /** Newest first; 10 by default. */
    list: (weddingId: number, limit = 10) => request('GET', `/api/messages/${weddingId}?limit=${limit}`, ZMessageList),
  },
  admin: {
    login: (input: TAdminLoginRequest) => request('POST', '/api/admin/login', ZAuthResponse, input),
    checkAuth: () => request('GET', '/api/admin/check-auth', ZAdminCheckAuthResponse),
    logout: () => request('POST', '/api/admin/logout', ZAuthResponse.partial()),
    stats: () => request('GET', '/api/admin/stats', admin((m) => m.ZAdminStats)),
    users: () => request('GET', '/api/admin/users', admin((m) => m.ZAdminUsersResponse)),
    user: (id: string) => request('GET', `/api/admin/users/${encodeURIComponent(id)}`, admin((m) => m.ZAdminUserDetail)),
    createUser: (input: TAdminCreateUserRequest) => request('POST', '/api/admin/users', admin((m) => m.ZAdminUserRow), input),
    updateUser: (id: string, changes: TAdminUpdateUserRequest) =>
      request('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, admin((m) => m.ZAdminUserRow), changes),
    /** Removes the account and its weddings; refused for admin-001. */
    deleteUser: (id: string) => request('DELETE', `/api/admin/users/${encodeURIComponent(id)}`, admin((m) => m.ZAdminOk)),
    weddings: () => request('GET', '/api/admin/weddings', admin((m) => m.ZAdminWeddingsResponse)),
    /** Every field, real statistics and the 5 latest messages. */
    wedding: (id: number) => request('GET', `/api/admin/weddings/${id}`, admin((m) => m.ZAdminWeddingDetail)),
    setBotActive: (id: number, botActive: boolean) => request('PATCH', `/api/admin/weddings/${id}`, admin((m) => m.ZAdminUpdateWeddingResponse), { botActive }),
    deleteWedding: (id: number) => request('DELETE', `/api/admin/weddings/${id}`, admin((m) => m.ZAdminOk)),
    /** At most 50 rows, newest first, filtered on the server. */
    messages: (query: TAdminMessagesQuery = {}) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
      const qs = params.toString();
      return request('GET', `/api/admin/messages${qs ? `?${qs}` : ''}`, admin((m) => m.ZAdminMessagesResponse));
    },
    preRegistrations: () => request('GET', '/api/admin/pre-registrations', admin((m) => m.ZAdminPreRegistrations)),
    revenue: (period: TRevenuePeriod) => request('GET', `/api/admin/revenue?period=${period}`, admin((m) => m.ZAdminRevenue)),
    plans: () => request('GET', '/api/admin/pricing/plans', ZPricingPlansResponse),
    updatePlan: (id: number, changes: TAdminUpdatePlanRequest) => request('PATCH', `/api/admin/pricing/plans/${id}`, ZPricingPlan, changes),
    pricingAnalytics: () => request('GET', '/api/admin/pricing/analytics', admin((m) => m.ZAdminPricingAnalytics)),
    discounts: () => request('GET', '/api/admin/pricing/discounts', admin((m) => m.ZDiscountCodesResponse)),
    createDiscount: (input: TCreateDiscountRequest) => request('POST', '/api/admin/pricing/discounts', admin((m) => m.ZDiscountCode), input),
    updateDiscount: (id: number, changes: TUpdateDiscountRequest) => request('PATCH', `/api/admin/pricing/discounts/${id}`, admin((m) => m.ZDiscountCode), changes),
    deleteDiscount: (id: number) => request('DELETE', `/api/admin/pricing/discounts/${id}`, admin((m) => m.ZAdminOk)),
    pages: () => request('GET', '/api/admin/pages', admin((m) => m.ZAdminPagesResponse)),
    createPage: (input: TPageRequest) => request('POST', '/api/admin/pages', admin((m) => m.ZAdminPage), input),
    updatePage: (id: number, input: TPageRequest) => request('PUT', `/api/admin/pages/${id}`, admin((m) => m.ZAdminPage), input),
    deletePage: (id: number) => request('DELETE', `/api/admin/pages/${id}`, admin((m) => m.ZAdminOk)),
    socialLinks: () => request('GET', '/api/admin/social-links', admin((m) => m.ZSocialLinksResponse)),
    /** Pre-launch or open: the public pages' banner and sign-up buttons (rebuilds the site). */
    siteSettings: () => request('GET', '/api/admin/site-settings', ZSiteSettings),
    updateSiteSettings: (input: TSiteSettings) => request('PUT', '/api/admin/site-settings', ZSiteSettings, input),
    saveSocialLinks: (input: TSaveSocialLinksRequest) => request('POST', '/api/admin/social-links', admin((m) => m.ZSocialLinksResponse), input),
    monitoring: (range: TMonitoringRange) => request('GET', `/api/admin/monitoring?range=${range}`, admin((m) => m.ZAdminMonitoring)),
    analytics: (period: TAnalyticsPeriod) => request('GET', `/api/admin/analytics?period=${period}`, admin((m) => m.ZAdminAnalytics)),
    aiControl: () => request('GET', '/api/admin/ai-control', admin((m) => m.ZAdminAiControl)),
    updateAssistantSettings: (changes: TUpdateAssistantSettingsRequest) => request('PUT', '/api/admin/ai-control/settings', admin((m) => m.ZAssistantSettings), changes),
    apiKeys: () => request('GET', '/api/admin/api-keys', admin((m) => m.ZAdminApiKeys)),
    /** A real, read-only call to the provider with the server's credentials. */
    testProvider: (provider: TProvider) => request('POST', `/api/admin/api-keys/${provider}/test`, admin((m) => m.ZProviderTestResult)),
  },
};
