// Which deploy this process serves: Netlify's production, a preview or branch deploy, or a local run. Production
// has rules of its own (no simulated payments, its own database); this module is their one home.
import type { Env } from './env.ts';

/** Netlify's production context: real money, the production database. */
export function isProductionContext(config: Pick<Env, 'CONTEXT'>): boolean {
  return config.CONTEXT === 'production';
}

/**
 * The database family a deploy may use: production's own, or the previews' (deploy previews and branch deploys share
 * one Neon branch), or a local one. A database is marked with the family that migrated it (db/deploy-marker.ts).
 */
export type DatabaseFamily = 'production' | 'preview' | 'local';

export function databaseFamily(config: Pick<Env, 'CONTEXT' | 'NETLIFY'>): DatabaseFamily {
  if (config.CONTEXT === 'production') return 'production';
  if (config.CONTEXT || config.NETLIFY) return 'preview';
  return 'local';
}

/** Production without a Stripe secret key would take simulated payments: refused instead. */
export function paymentsRefused(config: Pick<Env, 'CONTEXT' | 'STRIPE_SECRET_KEY'>): boolean {
  return isProductionContext(config) && !config.STRIPE_SECRET_KEY;
}
