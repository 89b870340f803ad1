// The one browser client for /api/*: cookies sent, JSON in and out, non-OK answers raised as "STATUS: body".
import type { z } from 'zod';
import { ZAuthResponse, ZAdminCheckAuthResponse, type TAdminLoginRequest, type TLoginRequest, type TSignUpRequest } from '../shared/schemas/auth.ts';
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
  },
  admin: {
    login: (input: TAdminLoginRequest) => request('POST', '/api/admin/login', ZAuthResponse, input),
    checkAuth: () => request('GET', '/api/admin/check-auth', ZAdminCheckAuthResponse),
    logout: () => request('POST', '/api/admin/logout', ZAuthResponse.partial()),
  },
};
