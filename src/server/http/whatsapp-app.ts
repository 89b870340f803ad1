// The guests' WhatsApp path on its own (Twilio's webhook and status callbacks), as netlify/functions/whatsapp.ts
// serves it: the same routes and answer steps as the whole API (app.ts), without the sessions, the back office or
// the payment providers, so that a guest's message does not load the code of every other screen.
import { Hono } from 'hono';
import { t } from '../../shared/messages/index.ts';
import { recordRequestMetrics } from './record-request-metrics.ts';
import { requestContext, securityHeaders } from './base-middleware.ts';
import { limitJsonBody } from './json-body-limit.ts';
import { handleError } from './handle-error.ts';
import { whatsappWebhookRoutes } from './routes/whatsapp-webhook.ts';
import type { AppEnv } from './types.ts';

export const WHATSAPP_BASE_PATH = '/api/whatsapp';

export function createWhatsappApp() {
  const app = new Hono<AppEnv>().basePath(WHATSAPP_BASE_PATH);
  // Bodies bounded while read, before Twilio's signature is checked (json-body-limit.ts: no CSV import here).
  app.use(securityHeaders, limitJsonBody, recordRequestMetrics, requestContext);
  app.route('/', whatsappWebhookRoutes);
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: t('error.notFound') }, 404));
  app.onError(handleError);
  return app;
}
