// The weddings list in French order: « Élodie » comes before « Sophie » on every page, both ways.
import { describe, expect, it } from 'vitest';
import { weddings } from '../../../db/schema/index.ts';
import { testDatabase } from '../testing/test-database.ts';
import { listAdminWeddings } from './list-admin-weddings.ts';

const handle = testDatabase();
const NAMES = ['Sophie', 'Élodie', 'Zoé', 'emma', 'Eric', 'Agathe', 'Édouard'];

describe('listAdminWeddings sorted by couple', () => {
  it('follows French order (accents and case do not push a name to the end), page after page', async () => {
    await handle.db.insert(weddings).values(
      NAMES.map((name, i) => ({
        weddingId: `fr-sort-${i}`,
        brideName: name,
        groomName: 'Paul',
        weddingDate: '2030-06-01',
      })),
    );
    const expected = ['Agathe', 'Édouard', 'Élodie', 'emma', 'Eric', 'Sophie', 'Zoé'];
    const whole = await listAdminWeddings({ db: handle.db, query: { sort: 'couple', dir: 'asc', limit: 100 } });
    expect(whole.rows.map((w) => w.brideName)).toEqual(expected);

    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await listAdminWeddings({
        db: handle.db,
        query: { sort: 'couple', dir: 'asc', limit: 2, ...(cursor ? { after: cursor } : {}) },
      });
      seen.push(...page.rows.map((w) => w.brideName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);

    const backwards = await listAdminWeddings({ db: handle.db, query: { sort: 'couple', dir: 'desc', limit: 100 } });
    expect(backwards.rows.map((w) => w.brideName)).toEqual([...expected].reverse());
  });
});
