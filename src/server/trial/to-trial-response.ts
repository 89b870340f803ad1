import type { faqs, weddings } from '../../../db/schema/index.ts';
import type { TTrialResponse } from '../../shared/schemas/trial.ts';

type WeddingRow = Pick<
  typeof weddings.$inferSelect,
  | 'weddingId'
  | 'brideName'
  | 'groomName'
  | 'weddingDate'
  | 'ceremonyVenue'
  | 'ceremonyTime'
  | 'whatsappLink'
  | 'trialQuestionsUsed'
  | 'trialMaxQuestions'
>;

/** The trial creation response of spec 000 section 3, for a trial wedding and its custom FAQ (if any). */
export function toTrialResponse(
  wedding: WeddingRow,
  custom: Pick<typeof faqs.$inferSelect, 'question' | 'answer'> | undefined,
): TTrialResponse {
  return {
    success: true,
    weddingId: wedding.weddingId,
    wedding: {
      bride: wedding.brideName,
      groom: wedding.groomName,
      date: wedding.weddingDate,
      ceremonyVenue: wedding.ceremonyVenue,
      ceremonyTime: wedding.ceremonyTime,
      customQuestion: custom?.question ?? null,
      customAnswer: custom?.answer ?? null,
    },
    whatsappLink: wedding.whatsappLink ?? '',
    questionsRemaining: Math.max(0, wedding.trialMaxQuestions - wedding.trialQuestionsUsed),
    questionsMax: wedding.trialMaxQuestions,
  };
}
