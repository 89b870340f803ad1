// The limits of the routes that reach a paid provider or create a wedding: far above what a couple does in an
// hour, far below what a script spends.
import { t } from '../../shared/messages/index.ts';
import type { ThrottleRule } from './throttle.ts';

const HOUR = 60 * 60 * 1000;

export const THROTTLES = {
  /** "Tester" may call OpenAI at every message. */
  testChat: { scope: 'test-chat', perAccount: 120, perAddress: 300, windowMs: HOUR, message: t('throttle.testChat') },
  /** Couples' weddings and the authenticated wizard's. */
  weddingCreation: {
    scope: 'wedding-creation',
    perAccount: 20,
    perAddress: 60,
    windowMs: HOUR,
    message: t('throttle.weddingCreation'),
  },
  /** OpenAI's translation of an answer. */
  translation: {
    scope: 'translation',
    perAccount: 100,
    perAddress: 300,
    windowMs: HOUR,
    message: t('throttle.paidProvider'),
  },
  /** Twilio messages to every guest. */
  announcement: {
    scope: 'announcement',
    perAccount: 20,
    perAddress: 60,
    windowMs: HOUR,
    message: t('throttle.paidProvider'),
  },
  /** Stripe PaymentIntents. */
  payment: { scope: 'payment', perAccount: 30, perAddress: 90, windowMs: HOUR, message: t('throttle.paidProvider') },
  /** The back office's live check of a provider's key. */
  providerTest: {
    scope: 'provider-test',
    perAccount: 60,
    perAddress: 120,
    windowMs: HOUR,
    message: t('throttle.paidProvider'),
  },
} satisfies Record<string, ThrottleRule>;
