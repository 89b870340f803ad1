// Everything a fresh database needs, idempotent: plans, the built-in admin, the assistant settings, the demo.
import type { Database } from '../client.ts';
import { assistantSettings } from '../schema/index.ts';
import { seedAdmin } from './admin.ts';
import { seedDemoWedding } from './demo-wedding.ts';
import { seedLegalPages } from './legal-pages.ts';
import { seedPricingPlans } from './pricing-plans.ts';
import { whatsappNumber } from '../../src/shared/whatsapp-link.ts';

export type SeedOptions = {
  db: Database;
  /** The settings the seed reads (a subset of the server's Env, passed in by the entry point). */
  env: {
    ADMIN_USERNAME: string;
    ADMIN_PASSWORD?: string | undefined;
    SEED_DEMO: boolean;
    NETLIFY: boolean;
    TWILIO_WHATSAPP_NUMBER?: string | undefined;
  };
  log?: (line: string) => void;
};

export async function seedAll({ db, env, log = console.log }: SeedOptions) {
  await seedPricingPlans(db);
  await seedLegalPages(db);
  await db.insert(assistantSettings).values({ id: 1 }).onConflictDoNothing();
  const admin = await seedAdmin({
    db,
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    requirePassword: env.NETLIFY,
  });
  if (admin.generatedPassword) {
    log(
      [
        '',
        '  Compte administrateur créé (affiché une seule fois) :',
        `    identifiant : ${env.ADMIN_USERNAME}`,
        `    mot de passe : ${admin.generatedPassword}`,
        '  Définissez ADMIN_PASSWORD pour choisir le vôtre.',
        '',
      ].join('\n'),
    );
  }
  if (env.SEED_DEMO) await seedDemoWedding(db, { businessNumber: whatsappNumber(env) });
}

export { seedAdmin, seedDemoWedding, seedLegalPages, seedPricingPlans };
