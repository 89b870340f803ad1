// The messages screen types every row (question, join, answer to the invitation, STOP, forget, system, small talk,
// automatic) and says who answered; each filter gives the rows of its kind only, as plain SQL counts them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/sql/sql-rows.ts';
import { ADMIN_MESSAGE_KINDS } from '../../shared/schemas/admin.ts';
import { testDatabase } from '../testing/test-database.ts';
import { listAdminMessages } from './list-admin-messages.ts';

const handle = testDatabase();
const all = { sort: 'date', dir: 'desc', limit: 100 } as const;

beforeAll(async () => {
  const [w] = await handle.db
    .insert(weddings)
    .values({ weddingId: 'typed-1', brideName: 'Léa', groomName: 'Marc', weddingDate: '2030-06-01' })
    .returning();
  const [g] = await handle.db
    .insert(guests)
    .values({ weddingId: w!.id, phoneNumber: '+33611000042', firstName: 'Paul' })
    .returning();
  const base = { weddingId: w!.id, guestId: g!.id };
  await handle.db.insert(messages).values([
    { ...base, message: 'start-typed-1', kind: 'join' },
    { ...base, message: 'Bonjour !', response: 'Bonjour Paul !', kind: 'smalltalk' },
    {
      ...base,
      message: 'À quelle heure ?',
      response: 'À 15h.',
      kind: 'question',
      answerSource: 'ceremonyTime',
      answeredBy: 'engine',
      confidence: 0.9,
    },
    {
      ...base,
      message: 'Un parking ?',
      response: 'Oui, au château.',
      kind: 'question',
      answerSource: 'faq:1',
      answeredBy: 'model',
      confidence: 0.7,
    },
    { ...base, message: 'Le code wifi ?', response: 'Je ne sais pas.', kind: 'question' },
    { ...base, message: 'On sera 2', response: 'Noté : 2 personnes.', kind: 'rsvp' },
    { ...base, message: 'STOP', response: 'Vous ne recevrez plus…', kind: 'stop' },
    { ...base, message: 'Allô ?', response: 'Assistant arrêté.', kind: 'system' },
    { weddingId: w!.id, guestId: null, message: '', kind: 'forget' },
    { weddingId: w!.id, message: 'Rappel : demain !', messageType: 'outgoing', kind: 'system' },
  ]);
});

describe('listAdminMessages, typed', () => {
  it('names the kind of every row and who answered', async () => {
    const { rows } = await listAdminMessages({ db: handle.db, query: all });
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'automatic',
      'forget',
      'join',
      'question',
      'question',
      'question',
      'rsvp',
      'smalltalk',
      'stop',
      'system',
    ]);
    const byContent = new Map(rows.map((r) => [r.content, r]));
    expect(byContent.get('À quelle heure ?')).toMatchObject({ kind: 'question', answeredBy: 'engine', answered: true });
    expect(byContent.get('Un parking ?')).toMatchObject({ answeredBy: 'model' });
    expect(byContent.get('Le code wifi ?')).toMatchObject({ answeredBy: null, answered: false });
    expect(rows.find((r) => r.kind === 'forget')).toMatchObject({
      content: 'a demandé à être oublié (numéro et messages effacés)',
      guest: null,
    });
  });

  it.each(ADMIN_MESSAGE_KINDS)('the « %s » filter gives the rows SQL counts of that kind', async (kind) => {
    const [expected] = await selectRows<{ n: number }>(
      handle.db,
      kind === 'automatic'
        ? sql`select count(*)::int as n from messages where message_type = 'outgoing'`
        : sql`select count(*)::int as n from messages where message_type = 'incoming' and kind = ${kind}`,
    );
    const page = await listAdminMessages({ db: handle.db, query: { ...all, kind } });
    expect(page.total).toBe(expected!.n);
    expect(page.rows.every((r) => r.kind === kind)).toBe(true);
  });

  it('« Questions d’invités » counts questions only', async () => {
    expect((await listAdminMessages({ db: handle.db, query: { ...all, kind: 'question' } })).total).toBe(3);
  });

  it('a masked phone number is not found by its digits', async () => {
    const { rows } = await listAdminMessages({ db: handle.db, query: all });
    expect(rows.find((r) => r.guest)!.guest!.phoneNumber).not.toContain('000042');
    expect((await listAdminMessages({ db: handle.db, query: { ...all, q: '11000042' } })).total).toBe(0);
    expect((await listAdminMessages({ db: handle.db, query: { ...all, q: 'Paul' } })).total).toBeGreaterThan(0);
  });
});
