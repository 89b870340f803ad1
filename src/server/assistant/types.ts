// Shapes the answer engine reads and returns.
import type { PartnerRole } from '../../shared/partners.ts';
import type { TAnswerTrace } from '../../shared/schemas/answer-trace.ts';
import type { TWeddingPartKind } from '../../shared/schemas/households.ts';
import type { Aspect } from './build-answer-index.ts';
import type { Language } from './detect-language.ts';

/** The part of a wedding row the assistant answers from; every fact may be missing. */
export type AssistantWedding = {
  /** The first partner's first name (the spec's column name), and the second's. */
  brideName: string;
  groomName: string;
  /** Who is la mariée or le marié (src/shared/partners.ts): unsaid is the spec's bride and groom, null neither. */
  firstPartnerRole?: PartnerRole | undefined;
  secondPartnerRole?: PartnerRole | undefined;
  /** 'YYYY-MM-DD' */
  weddingDate: string;
  ceremonyVenue?: string | null;
  ceremonyAddress?: string | null;
  /** 'HH:MM' */
  ceremonyTime?: string | null;
  receptionVenue?: string | null;
  receptionAddress?: string | null;
  /** 'HH:MM' */
  receptionTime?: string | null;
  dressCode?: string | null;
  parkingInfo?: string | null;
  accommodations?: string | null;
  giftRegistry?: string | null;
  emergencyContact?: string | null;
  additionalInfo?: string | null;
  /** The parts of the day the guest is invited to, in order (guest-facts.ts): the programme they are told. */
  parts?: GuestPart[];
};

export type AssistantFaq = {
  id: number | string;
  question: string;
  answer: string;
  /** The couple's own English and Spanish versions of the answer, when they wrote (or had translated) them. */
  answerEn?: string | null;
  answerEs?: string | null;
  /**
   * What the answer tells, when the fact is made from the wedding's data rather than written (a part of the day gives
   * its start time and its place, never its end): read like the wedding's own fields, not from the text.
   */
  gives?: readonly Aspect[];
  /** How a fact made from the wedding's data is named among numbered choices, in each language (else its question). */
  labels?: Readonly<Record<Language, string>>;
};

export type AnswerKind = 'answer' | 'greeting' | 'thanks' | 'unknown' | 'choice';

/** One of the numbered subjects offered when the engine is unsure which one the guest means. */
export type Choice = {
  /** The subject in the guest's language (« l'heure de la cérémonie »). */
  label: string;
  /** The same in at most 20 characters, for a quick-reply button (« Heure cérémonie »), when the data names it. */
  button?: string;
  /** What the assistant answers when the guest picks it. */
  reply: string;
  sources: string[];
  confidence: number;
};

/** What the engine understood and why it replied as it did (« Pourquoi cette réponse ? »), as stored and shown. */
export type AnswerTrace = TAnswerTrace;

export type Answer = {
  reply: string;
  /** True when the reply gives a fact (or greets/thanks); false when it says it does not know. */
  answered: boolean;
  /** 0..1: how sure the engine is that the fact it found answers the question. */
  confidence: number;
  /** The wedding field ('ceremonyTime'...) or `faq:<id>` the reply comes from; null for small talk and unknowns. */
  source: string | null;
  /** Every fact the reply uses, first the main one (a reply may give both times, or two sentences). */
  sources: string[];
  language: Language;
  kind: AnswerKind;
  /** For 'unknown': the message asked nothing (no question mark or word), so it was passed on as a message. */
  statement?: boolean;
  /** For 'choice': the subjects offered, in order. */
  choices?: Choice[];
  trace?: AnswerTrace;
};

/** A part of the wedding's day as the guest who asks sees it: whether their household is invited to it. */
export type GuestPart = {
  id: number;
  kind: TWeddingPartKind;
  /** The couple's own name for it (« Balade en barque »). */
  label: string | null;
  /** 'YYYY-MM-DD' when not the wedding's day. */
  date: string | null;
  /** 'HH:MM' */
  time: string | null;
  venue: string | null;
  address: string | null;
  invited: boolean;
};

/** What the assistant knows of the guest who asks (src/server/guests/load-guest-invitation.ts). */
export type GuestInvitation = {
  /** Every part of the day, in order, each marked invited or not. */
  parts: GuestPart[];
  /** The name of the table the guest (or their household) sits at. */
  table: string | null;
};
