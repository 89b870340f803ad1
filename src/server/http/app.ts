// The API: one Hono app for every /api/* route, hosted by the local server and by netlify/functions/api.mts.
import { Hono } from 'hono';
import { t } from '../../shared/messages/index.ts';
import { handleError } from './handle-error.ts';
import { loadSession, originCheck, requestContext } from './middleware.ts';
import { adminAuthRoutes } from './routes/admin-auth.ts';
import { authRoutes } from './routes/auth.ts';
import { faqRoutes } from './routes/faqs.ts';
import { pricingRoutes } from './routes/pricing.ts';
import { weddingRoutes } from './routes/weddings.ts';
import { whatsappWebhookRoutes } from './routes/whatsapp-webhook.ts';
import type { AppEnv } from './types.ts';

export function createApp() {
  const app = new Hono<AppEnv>().basePath('/api');
  app.use(requestContext, originCheck, loadSession);
  app.route('/', authRoutes);
  app.route('/admin', adminAuthRoutes);
  app.route('/pricing', pricingRoutes);
  app.route('/', weddingRoutes);
  app.route('/', faqRoutes);
  app.route('/whatsapp', whatsappWebhookRoutes);
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: t('error.notFound') }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
