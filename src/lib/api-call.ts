// How every browser client (public, couple, back office) makes a call: typed by Hono's client types on the routes'
// own types (`hc`'s `Client`, derived from the handlers, never restated), through a proxy of a few lines instead of
// `hc`'s runtime (1.5 KB gzip on every page, for cookies, forms and web sockets these pages never send). Cookies are
// sent, the body is JSON (or a CSV file), a non-OK answer is raised as the one AppError ("STATUS: body", the server's
// French text as its user message). Request bodies are checked by the API (its French 400s), not here.
import type { Hono } from 'hono';
import type { ClientResponse, hc } from 'hono/client';
import type { authRoutes } from '../server/http/routes/auth.ts';
import type { AppError } from '../shared/errors.ts';

type Args = { param?: Record<string, string>; query?: Record<string, string> };

function route(base: string, parts: string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_, key) => (typeof key === 'string' && key !== 'then' ? route(base, [...parts, key]) : undefined),
    apply: (_, __, [args, options]: [Args | undefined, { init?: RequestInit } | undefined]) => {
      // `.weddings[':id'].stats.$get(…)`: the path's segments, then the method.
      let path = `${base}/${parts.slice(0, -1).join('/')}`;
      for (const [name, value] of Object.entries(args?.param ?? {}))
        path = path.replace(new RegExp(`/:${name}(?=/|$)`), `/${encodeURIComponent(value)}`);
      const query = new URLSearchParams(args?.query).toString();
      if (query) path += `?${query}`;
      const method = parts.at(-1)!.slice(1);
      // `$path()`: where the call would go, below `base` (a link the browser follows, a CSV download).
      if (method === 'path') return path.slice(base.length);
      return fetch(path, { method: method.toUpperCase(), ...options?.init });
    },
  });
}

/** The client of one route group mounted at `base` ('/api', '/api/admin'…): `hc`'s types, this file's proxy. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hc's own constraint: any route group of any env
export function client<R extends Hono<any, any, any>>(base: string): ReturnType<typeof hc<R, string>> {
  return route(base, []) as ReturnType<typeof hc<R, string>>;
}

/** What a typed call receives: `hc`'s request options, with the body and the credentials set here. */
export type CallOptions = { init: RequestInit };

type Send<T> = (options: CallOptions) => Promise<ClientResponse<T>>;

function options(body: unknown): CallOptions {
  const init: RequestInit = { credentials: 'include', headers: { accept: 'application/json' } };
  // A Blob (a CSV file) goes as it is, with its own type; anything else as JSON.
  if (body instanceof Blob) init.body = body;
  else if (body !== undefined) {
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return { init };
}

/** A call with its query string, for a route that reads it by hand (its handler parses it with the shared schema):
 * empty strings and undefined values are left out, numbers written out. */
export function withQuery<A extends object>(args: A, query: object): A {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') params[key] = String(value);
  }
  return { ...args, query: params };
}

async function failure(res: Response): Promise<AppError> {
  const { appErrorFromResponse } = await import('../shared/schemas/app-error.ts');
  return appErrorFromResponse(res.status, await res.text(), res.statusText);
}

/** The server's refusal of the password typed again, or null once it accepted it (and renewed the session). */
async function reauthenticate(password: string): Promise<string | null> {
  const res = await client<typeof authRoutes>('/api').auth.reauthenticate.$post(undefined, options({ password }));
  return res.ok ? null : (await failure(res)).userMessage;
}

/** The answer of `send` (a typed `hc` call given these options), or the AppError it answered. */
export async function call<T>(send: Send<T>, body?: unknown): Promise<T> {
  let res = await send(options(body));
  if (res.ok) return (await res.json()) as T;
  let error = await failure(res);
  // A payment or an export after an old sign-in: the password is asked again, then the call made once more.
  if (error.code === 'REAUTHENTICATION_REQUIRED' && typeof document !== 'undefined') {
    const { askPasswordAgain } = await import('./ask-password-again.ts');
    if (await askPasswordAgain(reauthenticate)) {
      res = await send(options(body));
      if (res.ok) return (await res.json()) as T;
      error = await failure(res);
    }
  }
  throw error;
}
