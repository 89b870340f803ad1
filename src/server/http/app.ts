// The API: one Hono app for every /api/* route, hosted by the local server and by netlify/functions/api.mts.
import { Hono } from 'hono';
import { t } from '../../shared/messages/index.ts';
import { recordRequestMetrics } from './record-request-metrics.ts';
import { auditAdminRequests } from './audit-admin-requests.ts';
import { supportAccess } from './support-access.ts';
import { limitBody } from './body-limit.ts';
import { handleError } from './handle-error.ts';
import {
  loadSession,
  noStoreWhenPersonal,
  originCheck,
  refuseControlCharacters,
  requestContext,
  securityHeaders,
} from './middleware.ts';
import { accountRoutes } from './routes/account.ts';
import { adminAuthRoutes } from './routes/admin-auth.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { faqRoutes } from './routes/faqs.ts';
import { guestRoutes } from './routes/guests.ts';
import { householdRoutes } from './routes/households.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { messageRoutes } from './routes/messages.ts';
import { paymentRoutes } from './routes/payments.ts';
import { preRegistrationRoutes } from './routes/pre-registration.ts';
import { pricingRoutes } from './routes/pricing.ts';
import { siteRebuildRoutes } from './routes/site-rebuild.ts';
import { staffInvitationRoutes } from './routes/staff-invitations.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { trialRoutes } from './routes/trial.ts';
import { weddingRoutes } from './routes/weddings.ts';
import { whatsappWebhookRoutes } from './routes/whatsapp-webhook.ts';
import type { AppEnv } from './types.ts';

export function createApp() {
  const app = new Hono<AppEnv>().basePath('/api');
  app.use(
    securityHeaders,
    noStoreWhenPersonal,
    limitBody,
    recordRequestMetrics,
    requestContext,
    refuseControlCharacters,
    originCheck,
    loadSession,
    supportAccess,
    auditAdminRequests,
  );
  app.route('/', authRoutes);
  app.route('/', accountRoutes);
  app.route('/admin', adminAuthRoutes);
  app.route('/admin', adminRoutes);
  app.route('/staff-invitations', staffInvitationRoutes);
  app.route('/pricing', pricingRoutes);
  app.route('/', trialRoutes);
  app.route('/', preRegistrationRoutes);
  app.route('/content', siteRebuildRoutes);
  app.route('/', weddingRoutes);
  app.route('/', faqRoutes);
  app.route('/', guestRoutes);
  app.route('/', householdRoutes);
  app.route('/', announcementRoutes);
  app.route('/', messageRoutes);
  app.route('/', inboxRoutes);
  app.route('/whatsapp', whatsappWebhookRoutes);
  app.route('/', paymentRoutes);
  app.route('/stripe', stripeWebhookRoutes);
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: t('error.notFound') }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
