// Test set-ups of the payment flow: a signed-in couple with a wedding (through the real API), discount codes.
import type { Database } from '../../../../db/client.ts';
import { discountCodes } from '../../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { parisDate } from '../../../shared/zoned-time.ts';

let counter = 0;

export type PayingCouple = Awaited<ReturnType<typeof payingCouple>>;

/** A couple signed up through the API, with one wedding; `env` is the server configuration of its requests. */
export async function payingCouple({
  db,
  env = {},
  weddingDate = '2027-06-12',
}: {
  db: Database;
  env?: Record<string, string>;
  weddingDate?: string;
}) {
  const n = ++counter;
  const client = createTestApp({ db, env, clientIp: `198.19.${Math.floor(n / 250)}.${n % 250}` });
  const email = `couple-${n}-${Date.now()}@example.com`;
  const signUp = await client.request('/api/create-simulated-user', {
    method: 'POST',
    json: { email, firstName: 'Camille', lastName: 'Durand', password: 'Tilleul-Vayres42!' },
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const created = await client.request('/api/weddings', { method: 'POST', json: { ...SAMPLE_WEDDING, weddingDate } });
  if (created.status !== 201) throw new Error(`wedding failed: ${created.status} ${await created.text()}`);
  const wedding = (await created.json()) as {
    id: number;
    weddingId: string;
    whatsappLink: string;
    weddingDate: string;
  };
  return { client, user, email, wedding };
}

export async function createDiscountCode(
  db: Database,
  values: Partial<typeof discountCodes.$inferInsert> & { code: string },
) {
  const [row] = await db
    .insert(discountCodes)
    .values({ type: 'percentage', value: 10, ...values })
    .returning();
  return row!;
}

/** The French calendar day `days` after `now`. */
export function parisDay(now: Date, days = 0): string {
  return parisDate(new Date(now.getTime() + days * 86_400_000));
}
