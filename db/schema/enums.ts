import { pgEnum } from 'drizzle-orm/pg-core';

export const userType = pgEnum('user_type', ['couple', 'wedding_planner']);
/**
 * A back-office account's role: « Administrateur » (every screen, every write) or « Support » (reads only, phone
 * numbers and e-mails masked). See src/server/auth/staff-role.ts for the one reading of it.
 */
export const adminRole = pgEnum('admin_role', ['administrator', 'support']);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'inactive', 'trial']);
export const subscriptionPlan = pgEnum('subscription_plan', ['couple', 'wedding_planner']);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'deposit_paid',
  'paid',
  'balance_failed',
  'failed',
  'refunded',
]);
export const messageType = pgEnum('message_type', ['incoming', 'outgoing']);
/**
 * What a guest's message was: a question (answered or not), small talk (hello, thanks), joining the conversation
 * (`start-<weddingId>`), a message the assistant could not take (not activated, quota reached…), an answer to the
 * invitation (« on sera 2 »), STOP (no more automatic messages), or « OUBLIE-MOI » (the guest erased: only a trace
 * without guest nor text stays). Only questions count in the answer figures.
 */
export const messageKind = pgEnum('message_kind', [
  'question',
  'smalltalk',
  'join',
  'system',
  'rsvp',
  'stop',
  'forget',
]);
/** An administrator's review of an answer flagged under the confidence threshold: right or wrong. */
export const reviewVerdict = pgEnum('review_verdict', ['right', 'wrong']);
/** Who wrote the reply to a question: the local engine, the model, or the couple (from their inbox). */
export const answeredBy = pgEnum('answered_by', ['engine', 'model', 'couple']);
/** How the couple hears of a guest's question the assistant could not answer: at once, or in one e-mail a day. */
export const inboxNotifications = pgEnum('inbox_notifications', ['instant', 'daily_digest']);
export const scheduledMessageType = pgEnum('scheduled_message_type', [
  'reminder_24h',
  'checkin_morning',
  'checkin_evening',
  'thank_you',
]);
export const reviewPlatform = pgEnum('review_platform', ['google', 'internal']);
export const planType = pgEnum('plan_type', ['free_trial', 'couple', 'wedding_planner']);
export const billingPeriod = pgEnum('billing_period', ['one_time', 'monthly', 'yearly']);
export const discountType = pgEnum('discount_type', ['percentage', 'fixed_amount']);
export const transactionType = pgEnum('transaction_type', ['payment', 'subscription', 'trial_conversion']);
export const transactionStatus = pgEnum('transaction_status', ['pending', 'completed', 'failed', 'refunded']);
export const launchMode = pgEnum('launch_mode', ['pre_launch', 'open']);
export const socialPlatform = pgEnum('social_platform', ['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'YouTube']);
export const outboxChannel = pgEnum('outbox_channel', ['whatsapp', 'email']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
export const providerCheckTrigger = pgEnum('provider_check_trigger', ['manual', 'scheduled']);
/** The language a listed guest reads (the couple's list or its CSV import). */
export const guestLanguage = pgEnum('guest_language', ['fr', 'en', 'es']);
/** A guest's answer to the invitation: coming, not coming, not sure yet. */
export const rsvpStatus = pgEnum('rsvp_status', ['yes', 'no', 'maybe']);
/** How an announcement reaches a guest: plain text inside WhatsApp's 24-hour window, an approved template outside. */
export const deliveryMode = pgEnum('delivery_mode', ['text', 'template']);
/** A WhatsApp send as Twilio's status callbacks report it (queued until the provider takes it). */
export const deliveryStatus = pgEnum('delivery_status', [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'undelivered',
]);
/** How a partner is named in the texts: la mariée, le marié, or neither (their first name only). */
export const partnerRole = pgEnum('partner_role', ['bride', 'groom']);
/** A part of the wedding day a household may be invited to (the couple may also name one themselves: `other`). */
export const weddingPartKind = pgEnum('wedding_part_kind', [
  'ceremony',
  'civil_ceremony',
  'religious_ceremony',
  'secular_ceremony',
  'reception',
  'cocktail',
  'dinner',
  'party',
  'brunch',
  'other',
]);
