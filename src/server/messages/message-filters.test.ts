// « Answered » has one home (message-filters.ts): the SQL fragment the filters use and the predicate the lists show
// agree on every kind of row, and the « Répondu » / « Sans réponse » filters split the rows between them.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import { messageKind, messageType } from '../../../db/schema/enums.ts';
import { testDatabase } from '../testing/test-database.ts';
import { listAdminMessages } from './list-admin-messages.ts';
import { answeredRow, isAnsweredRow, isUnansweredQuestion } from './message-filters.ts';

const handle = testDatabase();
const all = { sort: 'date', dir: 'desc', limit: 100 } as const;
let weddingId = 0;

beforeAll(async () => {
  const [w] = await handle.db
    .insert(weddings)
    .values({ weddingId: 'answered-1', brideName: 'Léa', groomName: 'Marc', weddingDate: '2030-06-01' })
    .returning();
  const [g] = await handle.db
    .insert(guests)
    .values({ weddingId: w!.id, phoneNumber: '+33611000077', firstName: 'Paul' })
    .returning();
  weddingId = w!.id;
  const rows = messageType.enumValues.flatMap((type) =>
    messageKind.enumValues.flatMap((kind) =>
      [null, 'faq:1'].map((answerSource) => ({
        weddingId: w!.id,
        guestId: g!.id,
        message: `${type} ${kind} ${answerSource}`,
        messageType: type,
        kind,
        answerSource,
      })),
    ),
  );
  await handle.db.insert(messages).values(rows);
});

describe('answered', () => {
  it('is the same in SQL and in code on every direction, kind and answer source', async () => {
    const rows = await handle.db
      .select({
        messageType: messages.messageType,
        kind: messages.kind,
        answerSource: messages.answerSource,
        inSql: sql<boolean>`${isAnsweredRow}`,
      })
      .from(messages)
      .where(eq(messages.weddingId, weddingId));
    expect(rows).toHaveLength(messageType.enumValues.length * messageKind.enumValues.length * 2);
    for (const row of rows) expect(row.inSql, JSON.stringify(row)).toBe(answeredRow(row));
    // Only a guest's question without a fact is unanswered.
    expect(rows.filter((r) => !answeredRow(r))).toEqual([
      { messageType: 'incoming', kind: 'question', answerSource: null, inSql: false },
    ]);
  });

  it('splits the messages screen between « Répondu » and « Sans réponse », each row showing the mark of its filter', async () => {
    const everything = await listAdminMessages({ db: handle.db, query: { ...all, wedding: weddingId } });
    const answered = await listAdminMessages({
      db: handle.db,
      query: { ...all, wedding: weddingId, answered: 'answered' },
    });
    const unanswered = await listAdminMessages({
      db: handle.db,
      query: { ...all, wedding: weddingId, answered: 'unanswered' },
    });
    expect(answered.total + unanswered.total).toBe(everything.total);
    expect(answered.rows.every((r) => r.answered)).toBe(true);
    expect(unanswered.rows.every((r) => !r.answered)).toBe(true);
    const [counted] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(sql`${eq(messages.weddingId, weddingId)} and ${isUnansweredQuestion}`);
    expect(unanswered.total).toBe(counted!.n);
  });
});
