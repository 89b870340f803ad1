// « counted » has one definition for code and SQL: countsInHeadcount and countsInHeadcountSql agree on a household
// of the list, one of answers from outside it and one without members yet.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests, households, users, weddings } from '../../../db/schema/index.ts';
import { testDatabase } from '../testing/test-database.ts';
import { countsInHeadcount, countsInHeadcountSql, outsideTheList } from './household-answer.ts';
import { loadHouseholds } from './household-context.ts';

const handle = testDatabase();

describe('countsInHeadcount', () => {
  it('agrees with its SQL on every kind of household', async () => {
    await handle.db.insert(users).values({ id: 'u-counted', email: 'counted@example.com' });
    const [wedding] = await handle.db
      .insert(weddings)
      .values({
        userId: 'u-counted',
        weddingId: 'counted-wedding',
        brideName: 'A',
        groomName: 'B',
        weddingDate: '2099-06-12',
      })
      .returning();
    const [listed, outside, empty] = await handle.db
      .insert(households)
      .values(['Famille Martin', 'Inconnu', 'Foyer vide'].map((name) => ({ weddingId: wedding!.id, name })))
      .returning();
    await handle.db.insert(guests).values([
      { weddingId: wedding!.id, householdId: listed!.id, listed: true, name: 'Hélène' },
      // A member who wrote without being listed, in a household of the list: the household still counts.
      { weddingId: wedding!.id, householdId: listed!.id, phoneNumber: '+33600000001' },
      { weddingId: wedding!.id, householdId: outside!.id, phoneNumber: '+33600000002' },
    ]);
    const infos = await loadHouseholds(handle.db, wedding!.id);
    // In a select list drizzle names the column without its table: the fragment must hold either way.
    const inSql = await handle.db
      .select({ id: households.id, counted: countsInHeadcountSql(households.id) })
      .from(households)
      .where(eq(households.weddingId, wedding!.id));
    const inCode = [...infos.values()].map((h) => ({ id: h.id, counted: countsInHeadcount(h) }));
    expect(inSql.sort((a, b) => a.id - b.id)).toEqual(inCode.sort((a, b) => a.id - b.id));
    expect(Object.fromEntries(inCode.map((h) => [h.id, h.counted]))).toEqual({
      [listed!.id]: true,
      [outside!.id]: false,
      [empty!.id]: false,
    });
    expect(outsideTheList(infos.get(outside!.id)!)).toBe(true);
    expect(outsideTheList(infos.get(empty!.id)!)).toBe(false);
  });
});
