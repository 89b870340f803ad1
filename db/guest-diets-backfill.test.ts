// The migration that keeps dietary notes with the member who told them, run on a database migrated up to the migration
// before it: a household of one gives its notes to its member; a larger household's stay its own (author unknown).
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './local.ts';
import { migrationsBefore } from './migrations-before.ts';

const BEFORE = '0017_guest_dietary_notes';
const before = migrationsBefore(BEFORE);
afterAll(before.remove);

describe('guest dietary notes backfill', () => {
  it('gives a household of one its notes, and leaves a larger household’s with the household', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before.folder });
    await client.exec(`
      insert into weddings (wedding_id, bride_name, groom_name, wedding_date) values ('w-old', 'Camille', 'Julien', '2027-06-12');
      insert into households (wedding_id, name, dietary_notes) values (1, 'Famille Martin', 'végétarienne'), (1, 'Paul Durand', 'sans gluten');
      insert into guests (wedding_id, phone_number, name, household_id, listed) values
        (1, '+33611111111', 'Hélène Martin', 1, true),
        (1, '+33622222222', 'François Martin', 1, true),
        (1, '+33633333333', 'Paul Durand', 2, true);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ name: string; dietary_notes: string | null }>(
      `select name, dietary_notes from guests order by id`,
    );
    expect(rows).toEqual([
      { name: 'Hélène Martin', dietary_notes: null },
      { name: 'François Martin', dietary_notes: null },
      { name: 'Paul Durand', dietary_notes: 'sans gluten' },
    ]);
    await client.close();
  });
});
