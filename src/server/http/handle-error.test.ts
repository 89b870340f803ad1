import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import { appErrorFromResponse } from '../../shared/schemas/app-error.ts';
import { handleError } from './handle-error.ts';
import type { AppEnv } from './types.ts';

function appThrowing(error: unknown) {
  const app = new Hono<AppEnv>();
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('handleError', () => {
  it.each([
    ['VALIDATION', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['TOO_MANY_REQUESTS', 429],
  ] as const)('maps AppError %s to %i with its French message', async (code, status) => {
    const res = await appThrowing(new AppError(code, 'Message en français')).request('/boom');
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ code, message: 'Message en français' });
  });

  it('answers an unknown error with 500, a generic French message and an id found in the log', async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
    const res = await appThrowing(new Error('secret internal detail')).request('/boom');
    expect(res.status).toBe(500);
    const body = (await res.json()) as { message: string; errorId: string };
    expect(body.message).toMatch(/^Une erreur interne est survenue\. Veuillez réessayer\. \(réf\. [0-9a-f]{8}\)$/);
    expect(JSON.stringify(body)).not.toContain('secret internal detail');
    expect(String(logged[0]?.[0])).toContain(body.errorId);
  });

  it('round-trips through HTTP for the browser: the same code, status and French message', async () => {
    const res = await appThrowing(new AppError('CONFLICT', 'Un compte existe déjà avec cet email')).request('/boom');
    const error = appErrorFromResponse(res.status, await res.text(), res.statusText);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      userMessage: 'Un compte existe déjà avec cet email',
      worded: true,
    });
    expect(error.message).toBe('409: {"code":"CONFLICT","message":"Un compte existe déjà avec cet email"}');
    expect(appErrorFromResponse(502, 'garbage', 'Bad Gateway')).toMatchObject({
      code: 'UNAVAILABLE',
      status: 502,
      worded: false,
    });
  });
});
