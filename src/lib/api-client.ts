// The one browser client for /api/*: cookies sent, JSON in and out, non-OK answers raised as "STATUS: body".
import { z } from '../shared/schemas/zod-fr.ts';
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
  type TCreateFaqRequest,
  type TFaqDetailed,
  type TUpdateWeddingRequest,
  type TWeddingFieldsInput,
} from '../shared/schemas/weddings.ts';
import { ZPricingPlansResponse } from '../shared/schemas/pricing.ts';

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

async function request<S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown): Promise<z.output<S>> {
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
    addFaq: (id: number, input: TFaqDetailed) => request('POST', `/api/weddings/${id}/faqs`, ZFaq, { weddingId: id, ...input }),
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
  messages: {
    /** Newest first; 10 by default. */
    list: (weddingId: number, limit = 10) => request('GET', `/api/messages/${weddingId}?limit=${limit}`, ZMessageList),
  },
  admin: {
    login: (input: TAdminLoginRequest) => request('POST', '/api/admin/login', ZAuthResponse, input),
    checkAuth: () => request('GET', '/api/admin/check-auth', ZAdminCheckAuthResponse),
    logout: () => request('POST', '/api/admin/logout', ZAuthResponse.partial()),
  },
};
