// Maps anything thrown to the error contract: `{ message }` in French with the right status, 500s logged with an id.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { AppEnv } from './types.ts';

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.toJSON(), error.status as ContentfulStatusCode);
  }
  // Hono raises these for malformed requests it parses itself (e.g. a bad form body).
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ code: 'VALIDATION', message: t('error.invalidInput') }, error.status);
  }
  const errorId = randomUUID().slice(0, 8);
  console.error(`[error ${errorId}] ${c.req.method} ${c.req.path}:`, error);
  return c.json({ code: 'INTERNAL', message: `${t('error.internal')} (réf. ${errorId})`, errorId }, 500);
}
