import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import { deployConfigProblems } from '../deploy-config-problems.ts';
import { parseEnv } from '../env.ts';
import { configurationAlerts } from '../monitoring/configuration-alerts.ts';
import { testDatabase } from '../testing/test-database.ts';
import { payingCouple } from './testing/payment-fixtures.ts';

const handle = testDatabase({ seedPlans: true });
// A production whose administrators have opened sign-ups (a deploy starts in pre-launch).
const PRODUCTION = {
  CONTEXT: 'production',
  NETLIFY: 'true',
  DATABASE_URL: 'postgres://db.example/prod',
  SITE_INITIAL_MODE: 'open',
};

describe('Netlify production context without STRIPE_SECRET_KEY', () => {
  it('refuses the deposit with a French message and takes no simulated payment', async () => {
    const couple = await payingCouple({ db: handle.db, env: PRODUCTION });
    const res = await couple.client.request('/api/create-couple-payment', {
      method: 'POST',
      json: { weddingId: couple.wedding.id },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE', message: t('payment.productionWithoutStripe') });

    // The test card cannot be used either, even with an intent id made up by the browser.
    const confirm = await couple.client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: 'pi_sim_0000000000000000', cardNumber: '4242 4242 4242 4242' },
    });
    expect(confirm.status).toBe(503);

    const [wedding] = await handle.db.select().from(weddings).where(eq(weddings.id, couple.wedding.id));
    expect(wedding).toMatchObject({ paymentStatus: 'pending', botActive: false, firstPaymentIntentId: null });
    expect(await handle.db.select().from(transactions).where(eq(transactions.weddingId, couple.wedding.id))).toEqual(
      [],
    );
  });

  it('still runs the simulation in a deploy preview and locally', async () => {
    const couple = await payingCouple({ db: handle.db, env: { ...PRODUCTION, CONTEXT: 'deploy-preview' } });
    const res = await couple.client.request('/api/create-couple-payment', {
      method: 'POST',
      json: { weddingId: couple.wedding.id },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mode: 'simulated' });
  });

  it('is an error in monitoring and fails the build check', () => {
    const production = parseEnv(PRODUCTION);
    expect(configurationAlerts(production)).toContainEqual({
      level: 'error',
      message: t('admin.api.alert.productionWithoutStripe'),
    });
    expect(
      deployConfigProblems(production)
        .filter((p) => p.level === 'error')
        .map((p) => p.variable),
    ).toEqual([
      'DATABASE_URL_UNPOOLED',
      'ADMIN_PASSWORD',
      'STRIPE_SECRET_KEY',
      'PUBLIC_STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    const ready = parseEnv({
      ...PRODUCTION,
      DATABASE_URL_UNPOOLED: 'postgres://db.example/prod-direct',
      ADMIN_PASSWORD: 'Production-pass-1!',
      STRIPE_SECRET_KEY: 'sk_live_x',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(deployConfigProblems(ready).filter((p) => p.level === 'error')).toEqual([]);
    expect(configurationAlerts(ready).map((a) => a.message)).not.toContain(
      t('admin.api.alert.productionWithoutStripe'),
    );
    expect(deployConfigProblems(parseEnv({ ...PRODUCTION, CONTEXT: 'deploy-preview' }))).toEqual([]);
  });
});
