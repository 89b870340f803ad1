import type { faqs, messages } from '../../../db/schema/index.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import type { Language } from '../assistant/detect-language.ts';
import type { AnswerTrace, Choice, GuestInvitation } from '../assistant/types.ts';

export type FaqRow = typeof faqs.$inferSelect;

/** One WhatsApp message as Twilio delivers it, already verified. */
export type InboundMessage = {
  /** Twilio MessageSid: the idempotency key. */
  sid: string;
  /** E.164, without the `whatsapp:` prefix. */
  from: string;
  body: string;
  profileName?: string | undefined;
  /** The id of a tapped quick-reply button (`choice-2`). */
  buttonPayload?: string | undefined;
  /** What the guest attached (a voice note, a photo…), which the assistant cannot read. */
  media?: MediaKind | undefined;
};

export type MediaKind = 'audio' | 'image' | 'video' | 'file';

export type GuestAnswer = {
  reply: string;
  /** False when the assistant said it does not know. */
  answered: boolean;
  /** 0..1 */
  confidence: number;
  /** Wedding field name or `faq:<id>`; null when unanswered. */
  source: string | null;
  kind: 'answer' | 'greeting' | 'thanks' | 'unknown' | 'choice';
  /** For 'unknown': the message asked nothing, and was passed on as a message (the engine's `Answer.statement`). */
  statement?: boolean;
  /** For 'choice': the numbered subjects offered. */
  choices?: Choice[];
  /** What the engine understood and why it replied so. */
  trace?: AnswerTrace;
  language?: Language;
  /** Who wrote the reply: the local engine or the model. */
  answeredBy: 'engine' | 'model';
  /** An answer sent under the confidence threshold (auto-moderation off): shown for review in AI control. */
  flagged?: boolean;
  /** The confidence threshold this answer was judged against (stored with a flagged answer). */
  threshold?: number;
};

export type MessageKind = (typeof messages.$inferSelect)['kind'];

export type AnswerGuestInput = {
  wedding: WeddingRow;
  faqs: FaqRow[];
  text: string;
  now: Date;
  /** The guest who asks: the parts of the day they are invited to, their table. None for the couple's test chat. */
  guest?: GuestInvitation | null;
  /** The language the guest is known to write in, for a message too short to tell (« sin problema »). */
  usualLanguage?: Language;
};
/** The assistant: the local engine, or the model with the engine as fallback. */
export type AnswerGuest = (input: AnswerGuestInput) => Promise<GuestAnswer>;
