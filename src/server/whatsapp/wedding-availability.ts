// Whether a wedding's assistant may answer a guest right now, and which message says why not.
import { addMonths } from 'date-fns/addMonths';
import { endOfDay } from 'date-fns/endOfDay';
import { parseISO } from 'date-fns/parseISO';
import type { MessageKey } from '../../shared/messages/index.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';

/** A paid package stays active until one month after the wedding day (spec 000 section 9). */
export function packageExpiresAt(wedding: Pick<WeddingRow, 'weddingDate'>): Date {
  return endOfDay(addMonths(parseISO(wedding.weddingDate), 1));
}

export function unavailabilityReason(
  wedding: Pick<WeddingRow, 'botActive' | 'assistantStopped' | 'isTrialMode' | 'weddingDate'>,
  now: Date,
): MessageKey | null {
  if (wedding.assistantStopped) return 'wa.stopped';
  if (!wedding.botActive) return 'wa.botInactive';
  if (!wedding.isTrialMode && now > packageExpiresAt(wedding)) return 'wa.expired';
  return null;
}

export function trialQuotaReached(wedding: Pick<WeddingRow, 'isTrialMode' | 'trialQuestionsUsed' | 'trialMaxQuestions'>): boolean {
  return wedding.isTrialMode && wedding.trialQuestionsUsed >= wedding.trialMaxQuestions;
}
