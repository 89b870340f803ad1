// Maps anything thrown to the error contract: `{ message }` in French with the right status, 500s logged with an id.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { describeError, formatError } from '../logging/describe-error.ts';
import { formatLogLine, logSink } from '../logging/log-line.ts';
import { matchedRoutePattern } from './record-request-metrics.ts';
import type { AppEnv } from './types.ts';

/** Where 500s are written (one JSON line, log-line.ts); tests swap it to read what would reach the server's log. */
export const errorLog = {
  write: (line: string) => logSink.write('error', line),
};

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
  // The route's pattern, not the path (it may carry an e-mail or a token), and nothing of the query or the body.
  errorLog.write(
    formatLogLine('error', 'request.failed', {
      errorId,
      method: c.req.method,
      route: matchedRoutePattern(c),
      summary: formatError(error),
      error: describeError(error),
    }),
  );
  return c.json(
    { code: 'INTERNAL', message: t('error.withReference', { message: t('error.internal'), errorId }), errorId },
    500,
  );
}
