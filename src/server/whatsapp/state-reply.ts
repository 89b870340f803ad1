// What the assistant says instead of an answer (an assistant not switched on, stopped or over, a trial's last
// question, STOP and START, an empty message), in the guest's language and naming the couple (« contactez directement Inès et
// Léa »), never « les mariés » for two brides.
import { t, type MessageKey } from '../../shared/messages/index.ts';
import { coupleNames, ofCoupleNames, type Partnered } from '../../shared/partners.ts';
import type { Language } from '../assistant/detect-language.ts';

export type StateKey = Extract<
  MessageKey,
  | 'wa.botInactive'
  | 'wa.botInactivePassedOn'
  | 'wa.stopped'
  | 'wa.expired'
  | 'wa.trialQuotaReached'
  | 'wa.optedOut'
  | 'wa.optedIn'
  | 'wa.empty'
>;

/** A message's key in the guest's language: French's has no suffix, the others `.en`, `.es`. */
export const inLanguage = (key: string, language: Language) =>
  (language === 'fr' ? key : `${key}.${language}`) as MessageKey;

export function stateReply(key: StateKey, wedding: Partnered, language: Language) {
  return t(inLanguage(key, language), {
    couple: coupleNames(wedding, language),
    ofCouple: ofCoupleNames(wedding, language),
  });
}
