// Routes that cost money or create things (OpenAI, Twilio, Stripe, a new wedding): each caller is counted per
// account and per address, in the route's own bucket, before anything runs; past either limit, 429 in French.
import { createMiddleware } from 'hono/factory';
import { assertUnderLimit, isCountedAddress, recordHits } from '../security/rate-limit.ts';
import type { AppEnv } from './types.ts';

export type ThrottleRule = {
  /** The bucket: one per kind of action, so that one spent never blocks another. */
  scope: string;
  perAccount: number;
  perAddress: number;
  windowMs: number;
  message: string;
};

export function throttle(rule: ThrottleRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const accountId = c.get('user')?.id;
    const ip = c.env.clientIp;
    const accountKeys = accountId ? [`${rule.scope}:account:${accountId}`] : [];
    const addressKeys = isCountedAddress(ip, c.env.config) ? [`${rule.scope}:ip:${ip}`] : [];
    const { db } = c.env;
    await assertUnderLimit({
      db,
      keys: accountKeys,
      rule: { max: rule.perAccount, windowMs: rule.windowMs, message: rule.message },
    });
    await assertUnderLimit({
      db,
      keys: addressKeys,
      rule: { max: rule.perAddress, windowMs: rule.windowMs, message: rule.message },
    });
    await recordHits({ db, keys: [...accountKeys, ...addressKeys] });
    await next();
  });
}
