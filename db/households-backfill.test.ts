// The migration that turns guests into households and the ceremony and reception into parts of the day, run on a
// database migrated up to the migration before it and holding a wedding with guests, as production does.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './local.ts';
import { migrationsBefore } from './migrations-before.ts';

const BEFORE = '0009_households_and_parts';
const before = migrationsBefore(BEFORE);
afterAll(before.remove);

describe('households and parts backfill', () => {
  it('makes the ceremony and reception the first two parts, guests households (by their label), answers the household’s', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before.folder });
    await client.exec(`
      insert into weddings (wedding_id, bride_name, groom_name, wedding_date, ceremony_venue, ceremony_time, reception_venue, reception_address, reception_time)
      values ('w-old', 'Camille', 'Julien', '2027-06-12', 'Église Saint-Germain', '15:30', 'Château', 'Route de Libourne', '19:30');
      insert into guests (wedding_id, phone_number, name, household, listed, rsvp_status, rsvp_party_size, rsvp_dietary_notes, rsvp_at, bound_at) values
        (1, '+33611111111', 'Hélène Martin', 'Famille Martin', true, 'yes', 3, 'végétarienne', '2027-01-01T10:00:00Z', now()),
        (1, '+33622222222', 'François Martin', 'famille martin ', true, null, null, 'sans gluten', null, now()),
        (1, '+33633333333', 'Paul Durand', null, true, 'no', null, null, '2027-01-02T10:00:00Z', null),
        (1, '+33644444444', null, null, false, null, null, null, null, now());
      update guests set first_name = 'Zoé' where phone_number = '+33644444444';
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows: wedding } = await client.query<Record<string, unknown>>(
      `select first_partner_role, second_partner_role, ceremony_time, reception_venue from weddings`,
    );
    expect(wedding).toEqual([
      { first_partner_role: 'bride', second_partner_role: 'groom', ceremony_time: '15:30', reception_venue: 'Château' },
    ]);
    const { rows: parts } = await client.query<Record<string, unknown>>(
      `select kind, time, venue, address, position from wedding_parts order by position`,
    );
    expect(parts).toEqual([
      { kind: 'ceremony', time: '15:30', venue: 'Église Saint-Germain', address: null, position: 0 },
      { kind: 'reception', time: '19:30', venue: 'Château', address: 'Route de Libourne', position: 1 },
    ]);
    const { rows: members } = await client.query<{
      phone_number: string;
      household: string;
      dietary_notes: string | null;
    }>(
      `select g.phone_number, h.name as household, h.dietary_notes from guests g join households h on h.id = g.household_id order by g.phone_number`,
    );
    expect(members).toEqual([
      { phone_number: '+33611111111', household: 'Famille Martin', dietary_notes: 'végétarienne · sans gluten' },
      { phone_number: '+33622222222', household: 'Famille Martin', dietary_notes: 'végétarienne · sans gluten' },
      { phone_number: '+33633333333', household: 'Paul Durand', dietary_notes: null },
      { phone_number: '+33644444444', household: 'Zoé', dietary_notes: null },
    ]);
    const { rows: answers } = await client.query<Record<string, unknown>>(
      `select h.name, p.kind, a.status, a.party_size, g.name as answered_by from household_answers a join households h on h.id = a.household_id
       join wedding_parts p on p.id = a.part_id join guests g on g.id = a.answered_by_guest_id order by h.name, p.position`,
    );
    expect(answers).toEqual([
      { name: 'Famille Martin', kind: 'ceremony', status: 'yes', party_size: 3, answered_by: 'Hélène Martin' },
      { name: 'Famille Martin', kind: 'reception', status: 'yes', party_size: 3, answered_by: 'Hélène Martin' },
      { name: 'Paul Durand', kind: 'ceremony', status: 'no', party_size: null, answered_by: 'Paul Durand' },
      { name: 'Paul Durand', kind: 'reception', status: 'no', party_size: null, answered_by: 'Paul Durand' },
    ]);
    const { rows: invitations } = await client.query<{ n: number }>(
      `select count(*)::int as n from household_invitations`,
    );
    expect(invitations[0]!.n).toBe(6);
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'guests' and column_name in ('household', 'rsvp_status')`,
    );
    expect(columns).toEqual([]);
    await client.close();
  });
});
