// The steps every API answer goes through, whichever function serves it (the whole API, or the guests' WhatsApp
// path in its own function): kept apart from middleware.ts so that the WhatsApp function does not load sessions.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';
import type { AppEnv } from './types.ts';

/** Set by the app itself, so its Netlify function and the local server send the same (errors and 404s too). */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
});

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('requestId', randomUUID());
  c.set('user', null);
  c.set('sessionSid', null);
  c.set('signedInAt', null);
  await next();
});
