import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, weddingParts } from '../../../db/schema/index.ts';
import type { TTestChatResponse } from '../../shared/schemas/weddings.ts';
import type { Env } from '../env.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { createAnswerGuest } from './create-answer-guest.ts';

/**
 * The couple's "Tester" chat: the webhook's assistant on their wedding, nothing stored, no quota used. It answers as
 * to a guest invited to every part of the day, who is told each part's time and place, as on WhatsApp.
 */
export async function testAssistant({
  db,
  config,
  wedding,
  text,
  now = new Date(),
}: {
  db: Database;
  config: Env;
  wedding: WeddingRow;
  text: string;
  now?: Date;
}): Promise<TTestChatResponse> {
  const [weddingFaqs, parts] = await Promise.all([
    db.select().from(faqs).where(eq(faqs.weddingId, wedding.id)).orderBy(asc(faqs.id)),
    db
      .select({
        id: weddingParts.id,
        kind: weddingParts.kind,
        label: weddingParts.label,
        date: weddingParts.date,
        time: weddingParts.time,
        venue: weddingParts.venue,
        address: weddingParts.address,
      })
      .from(weddingParts)
      .where(eq(weddingParts.weddingId, wedding.id))
      .orderBy(asc(weddingParts.position), asc(weddingParts.id)),
  ]);
  const guest = { parts: parts.map((p) => ({ ...p, invited: true })), table: null };
  const answer = await createAnswerGuest({ db, config })({ wedding, faqs: weddingFaqs, text, now, guest });
  return {
    reply: answer.reply,
    answered: answer.answered,
    confidence: answer.confidence,
    source: answer.source,
    ...(answer.choices ? { choices: answer.choices.map(({ label, reply }) => ({ label, reply })) } : {}),
    ...(answer.trace ? { trace: answer.trace } : {}),
  };
}
