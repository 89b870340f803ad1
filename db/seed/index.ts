// Everything a fresh database needs, idempotent: plans, the built-in admin, the assistant settings, the demo.
import { whatsappNumber, type Env } from '../../src/server/env.ts';
import type { Database } from '../client.ts';
import { assistantSettings } from '../schema/index.ts';
import { seedAdmin } from './admin.ts';
import { seedDemoWedding } from './demo-wedding.ts';
import { seedLegalPages } from './legal-pages.ts';
import { seedPricingPlans } from './pricing-plans.ts';

export type SeedOptions = {
  db: Database;
  env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'SEED_DEMO' | 'NETLIFY'> & Partial<Pick<Env, 'TWILIO_WHATSAPP_NUMBER'>>;
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
