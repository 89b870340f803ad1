// The migration that points the wedding's reception and ceremony fields at the part of the group's own kind, run on a
// database migrated up to the migration before it: a vin d'honneur before « la réception » no longer stands for it.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './local.ts';
import { migrationsBefore } from './migrations-before.ts';

const before = migrationsBefore('0018_reception_fields_from_reception_part');
afterAll(before.remove);

describe('reception fields backfill', () => {
  it('takes the fields from « la réception » after a vin d’honneur, and leaves a wedding without one as it was', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before.folder });
    await client.exec(`
      insert into weddings (wedding_id, bride_name, groom_name, wedding_date, ceremony_venue, ceremony_time, reception_venue, reception_address, reception_time) values
        ('w-vin', 'Camille', 'Julien', '2027-06-12', 'Mairie', '14:00', 'Parc du château', null, '16:30'),
        ('w-dinner', 'Inès', 'Thomas', '2027-07-03', 'Mairie', '15:00', 'Domaine', null, '17:30');
      insert into wedding_parts (wedding_id, kind, time, venue, address, position) values
        (1, 'civil_ceremony', '14:00', 'Mairie', null, 0),
        (1, 'cocktail', '16:30', 'Parc du château', null, 1),
        (1, 'reception', '19:30', 'Château', '1 allée des Tilleuls', 2),
        (2, 'civil_ceremony', '15:00', 'Mairie', null, 0),
        (2, 'cocktail', '17:30', 'Domaine', null, 1),
        (2, 'dinner', '20:00', 'Domaine', null, 2);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query(
      `select wedding_id, ceremony_venue, ceremony_time, reception_venue, reception_address, reception_time
       from weddings order by id`,
    );
    expect(rows).toEqual([
      {
        wedding_id: 'w-vin',
        ceremony_venue: 'Mairie',
        ceremony_time: '14:00',
        reception_venue: 'Château',
        reception_address: '1 allée des Tilleuls',
        reception_time: '19:30',
      },
      {
        wedding_id: 'w-dinner',
        ceremony_venue: 'Mairie',
        ceremony_time: '15:00',
        reception_venue: 'Domaine',
        reception_address: null,
        reception_time: '17:30',
      },
    ]);
    await client.close();
  });
});
