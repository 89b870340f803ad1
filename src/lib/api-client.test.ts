import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, AppError, errorMessage } from './api-client.ts';

const asked = vi.hoisted(() => ({ password: 'Bon-mot-de-passe-2027', count: 0, refusals: [] as (string | null)[] }));
vi.mock('./ask-password-again.ts', () => ({
  askPasswordAgain: async (send: (password: string) => Promise<string | null>) => {
    asked.count++;
    asked.refusals.push(await send(asked.password));
    return asked.refusals.at(-1) === null;
  },
}));

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return response;
  });
  return calls;
}

describe('api client', () => {
  it('sends credentials and JSON with a JSON content type when there is a body', async () => {
    const calls = stubFetch(
      Response.json({
        user: {
          id: 'u',
          email: 'a@b.fr',
          firstName: 'A',
          lastName: 'B',
          profileImageUrl: null,
          userType: 'couple',
          isAdmin: false,
        },
      }),
    );
    await api.auth.login({ email: 'a@b.fr', password: 'x' });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/login-email');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.fr', password: 'x' }));
  });

  it('sends no body and no JSON content type on reads', async () => {
    const calls = stubFetch(Response.json([]));
    await api.auth.me();
    expect(calls[0]![1].body).toBeUndefined();
    expect(new Headers(calls[0]![1].headers).has('content-type')).toBe(false);
    expect(calls[0]![1].credentials).toBe('include');
  });

  it('raises a non-OK answer as "STATUS: body text" and exposes the French message', async () => {
    stubFetch(
      new Response('{"message":"Un compte existe déjà avec cet email"}', { status: 409, statusText: 'Conflict' }),
    );
    const error = await api.auth
      .signUp({ email: 'a@b.fr', firstName: 'A', lastName: 'B', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: '409: {"message":"Un compte existe déjà avec cet email"}',
    });
    expect(errorMessage(error, 'Erreur lors de la création du compte')).toBe('Un compte existe déjà avec cet email');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    const error = (await api.auth.me().catch((e: unknown) => e)) as AppError;
    expect(error).toMatchObject({ status: 502, code: 'UNAVAILABLE', worded: false });
    expect(error.message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Une erreur est survenue')).toBe('Une erreur est survenue');
  });

  it("keeps the code and status of a worded answer whose status is not its code's", async () => {
    stubFetch(Response.json({ code: 'VALIDATION', message: 'Requête trop volumineuse.' }, { status: 413 }));
    const error = (await api.auth.me().catch((e: unknown) => e)) as AppError;
    expect(error).toMatchObject({ code: 'VALIDATION', status: 413, userMessage: 'Requête trop volumineuse.' });
  });

  it('asks the password again on REAUTHENTICATION_REQUIRED, then makes the same call once more', async () => {
    vi.stubGlobal('document', {});
    const calls: [string, RequestInit][] = [];
    const answers = [
      Response.json(
        { code: 'REAUTHENTICATION_REQUIRED', message: 'Pour votre sécurité, saisissez à nouveau votre mot de passe.' },
        { status: 403 },
      ),
      Response.json({
        user: {
          id: 'u',
          email: 'a@b.fr',
          firstName: 'A',
          lastName: 'B',
          profileImageUrl: null,
          userType: 'couple',
          isAdmin: false,
        },
        message: 'ok',
      }),
      Response.json({ exportedAt: '2027-01-01T00:00:00Z', account: { id: 'u', email: 'a@b.fr' }, weddings: [] }),
    ];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return answers.shift()!;
    });
    asked.count = 0;
    const data = await api.account.exportData();
    expect(data).toMatchObject({ exportedAt: '2027-01-01T00:00:00Z' });
    expect(asked.count).toBe(1);
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /api/account/export',
      'POST /api/auth/reauthenticate',
      'GET /api/account/export',
    ]);
    expect(calls[1]![1].body).toBe(JSON.stringify({ password: asked.password }));
  });
});
