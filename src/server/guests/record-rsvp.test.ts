import { beforeEach, describe, expect, it } from 'vitest';
import { guests, householdAnswers, households, users, weddingParts, weddings } from '../../../db/schema/index.ts';
import { testDatabase } from '../testing/test-database.ts';
import { loadHouseholds } from './household-context.ts';
import { coversOfAnswer } from './household-answer.ts';
import { recordRsvp } from './record-rsvp.ts';
import { rsvpOfHousehold } from './to-listed-guest.ts';
import { createHousehold } from './ensure-household.ts';

const handle = testDatabase({ eachTest: true });
const now = new Date('2027-03-01T10:00:00Z');
const answer = (
  status: 'yes' | 'no' | 'maybe' | null,
  partySize: number | null = null,
  diet: string | null = null,
) => ({ status, partySize, diet, asked: null, parts: [], missing: null });
let weddingId: number;
let parts: number[];

beforeEach(async () => {
  await handle.db.insert(users).values({ id: 'u1', email: 'u1@example.com' });
  const [w] = await handle.db
    .insert(weddings)
    .values({ userId: 'u1', weddingId: 'w1', brideName: 'Inès', groomName: 'Thomas', weddingDate: '2027-06-12' })
    .returning();
  weddingId = w!.id;
  parts = (
    await handle.db
      .insert(weddingParts)
      .values([
        { weddingId, kind: 'cocktail', position: 0 },
        { weddingId, kind: 'dinner', position: 1 },
      ])
      .returning()
  ).map((p) => p.id);
});

async function household(name: string, members: string[], partIds = parts) {
  const id = await createHousehold(handle.db, weddingId, { name, partIds });
  const rows = await handle.db
    .insert(guests)
    .values(
      members.map((m, i) => ({
        weddingId,
        householdId: id,
        name: m,
        phoneNumber: `+3361111111${i}${name.length % 10}`,
        listed: true,
      })),
    )
    .returning();
  return { id, members: rows.map((r) => r.id) };
}

describe('recordRsvp', () => {
  it('makes any member’s answer the household’s: the headcount is the household’s, never the sum of its members', async () => {
    const h = await household('Famille Martin', ['Hélène', 'François']);
    await recordRsvp(handle.db, h.members[0]!, answer('yes', 3), now);
    await recordRsvp(handle.db, h.members[1]!, answer('yes', 3), new Date(now.getTime() + 1000));
    const info = (await loadHouseholds(handle.db, weddingId)).get(h.id)!;
    expect(info.answer).toMatchObject({ status: 'yes', partySize: 3, answeredByGuestId: h.members[1] });
    expect(info.answeredBy).toBe('François');
    expect(coversOfAnswer(info.answer)).toBe(3);
    // One row per part, the household's.
    expect(await handle.db.select().from(householdAnswers)).toHaveLength(2);
    // François corrects the number: the new one replaces it.
    await recordRsvp(handle.db, h.members[1]!, answer(null, 2), now);
    expect((await loadHouseholds(handle.db, weddingId)).get(h.id)!.answer).toMatchObject({
      status: 'yes',
      partySize: 2,
    });
  });

  it('answers one part when told which, counts a solo yes as 1, and adds dietary notes on the household', async () => {
    const solo = await household('Paul', ['Paul']);
    await recordRsvp(handle.db, solo.members[0]!, answer('yes', null, 'végétarien'), now, { partIds: [parts[0]!] });
    await recordRsvp(handle.db, solo.members[0]!, answer(null, null, 'allergique aux noix'), now);
    const info = (await loadHouseholds(handle.db, weddingId)).get(solo.id)!;
    expect(info.answers.map((a) => [a.partId, a.status, a.partySize])).toEqual([[parts[0], 'yes', 1]]);
    expect(info.answer).toMatchObject({ status: 'yes', partySize: 1 });
    expect(info.dietaryNotes).toBe('végétarien · allergique aux noix');
  });

  it('keeps the number a maybe says (people who would come), never a default, and leaves it out of the headcount', async () => {
    const couple = await household('Léa et Marc', ['Léa', 'Marc']);
    await recordRsvp(handle.db, couple.members[0]!, answer('maybe', 2), now);
    const info = (await loadHouseholds(handle.db, weddingId)).get(couple.id)!;
    expect(info.answer).toMatchObject({ status: 'maybe', partySize: 2 });
    expect(coversOfAnswer(info.answer)).toBe(0);
    // Each part shows it, as the whole answer does.
    expect(rsvpOfHousehold(info)!.parts.map((a) => [a.status, a.partySize])).toEqual([
      ['maybe', 2],
      ['maybe', 2],
    ]);
    // A guest alone who is not sure yet said no number: none is made up.
    const solo = await household('Paul', ['Paul']);
    await recordRsvp(handle.db, solo.members[0]!, answer('maybe'), now);
    expect((await loadHouseholds(handle.db, weddingId)).get(solo.id)!.answer).toMatchObject({
      status: 'maybe',
      partySize: null,
    });
    // Then a no brings nobody.
    await recordRsvp(handle.db, couple.members[1]!, answer('no'), now);
    expect((await loadHouseholds(handle.db, weddingId)).get(couple.id)!.answer).toMatchObject({
      status: 'no',
      partySize: null,
    });
  });

  it('records « juste au vin d’honneur » on the cocktail part only, and a part the wedding lacks on every part', async () => {
    const couple = await household('Léa et Marc', ['Léa', 'Marc']);
    await recordRsvp(handle.db, couple.members[0]!, { ...answer('yes', 2), parts: ['cocktail'] }, now);
    const info = (await loadHouseholds(handle.db, weddingId)).get(couple.id)!;
    expect(info.answers.map((a) => [a.partId, a.status, a.partySize])).toEqual([[parts[0], 'yes', 2]]);
    const other = await household('Jean', ['Jean']);
    await recordRsvp(handle.db, other.members[0]!, { ...answer('yes'), parts: ['brunch'] }, now);
    expect((await loadHouseholds(handle.db, weddingId)).get(other.id)!.answers).toHaveLength(2);
  });

  it('gives a guest who wrote without being listed a household of their own on their first answer', async () => {
    const [writer] = await handle.db
      .insert(guests)
      .values({ weddingId, phoneNumber: '+33699999999', firstName: 'Zoé' })
      .returning();
    await recordRsvp(handle.db, writer!.id, answer('no'), now);
    const [h] = await handle.db.select().from(households);
    expect(h).toMatchObject({ name: 'Zoé', weddingId });
    expect((await loadHouseholds(handle.db, weddingId)).get(h!.id)!.answer).toMatchObject({
      status: 'no',
      partySize: null,
    });
  });
});
