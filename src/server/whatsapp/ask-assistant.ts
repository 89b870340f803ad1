// A guest's message asked of the assistant, with the wedding's FAQs and what the guest's invitation says, and how
// the exchange is logged: a question (answered or not), or small talk; numbered choices become the pending choice.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs } from '../../../db/schema/index.ts';
import type { Language } from '../assistant/detect-language.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { loadGuestInvitation } from './load-guest-invitation.ts';
import { pendingChoiceOf } from './pending-choice.ts';
import type { AnswerGuest } from './types.ts';

/** The assistant's reply to a message, and how it is stored: a question (answered or not), or small talk. */
export async function askAssistant({
  db,
  wedding,
  guestId,
  text,
  answer,
  now,
  usualLanguage,
}: {
  db: Database;
  wedding: WeddingRow;
  guestId: number | null;
  text: string;
  answer: AnswerGuest;
  now: Date;
  /** The language the guest is known to write in (guest-language.ts), for a message that does not tell. */
  usualLanguage?: Language;
}) {
  // One round trip: the FAQs and, beside them, what the guest's invitation says.
  const [weddingFaqs, invitation] = await Promise.all([
    db.select().from(faqs).where(eq(faqs.weddingId, wedding.id)).orderBy(asc(faqs.id)),
    guestId === null ? null : loadGuestInvitation(db, wedding.id, guestId),
  ]);
  const result = await answer({ wedding, faqs: weddingFaqs, text, now, guest: invitation, usualLanguage });
  const isQuestion = result.kind === 'answer' || result.kind === 'unknown' || result.kind === 'choice';
  return {
    reply: result.reply,
    /** Handed over to the couple, and asking nothing: maybe an answer to the invitation the reader could not read. */
    statementHandedOver: result.kind === 'unknown' && result.statement === true,
    record: {
      kind: isQuestion ? ('question' as const) : ('smalltalk' as const),
      source: isQuestion && result.answered ? result.source : null,
      confidence: result.confidence,
      answeredBy: isQuestion && result.answered ? result.answeredBy : null,
      trace: result.trace ?? null,
      // Flagged when sent, with that moment's threshold: later settings never change it.
      flaggedThreshold: isQuestion && result.answered && result.flagged ? (result.threshold ?? null) : null,
    },
    pendingChoice:
      result.kind === 'choice' && result.choices && result.choices.length > 1
        ? pendingChoiceOf(result.choices, result.language ?? 'fr', now)
        : null,
  };
}
