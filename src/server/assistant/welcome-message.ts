// The first message a guest receives after `start-<weddingId>`: who marries, when, and what to ask.
import * as z from 'zod';
import { fill } from '../../shared/messages/format-message.ts';
import type { Language } from './detect-language.ts';
import welcome from './data/welcome.json' with { type: 'json' };
import { formatDate } from './format-facts.ts';
import { ofCouple } from './replies.ts';
import type { AssistantWedding } from './types.ts';

const ZText = z.object({ fr: z.string().min(1), en: z.string().min(1), es: z.string().min(1) });
const ZWelcome = z.object({
  greeting: ZText,
  invitation: ZText,
  examples: z.array(ZText.extend({ field: z.string(), whenFilled: z.array(z.string()) })),
});
const WELCOME = ZWelcome.parse(welcome);

/** Questions worth suggesting (data/welcome.json), most useful first; each needs one of `whenFilled`, if any. */
export const EXAMPLES = WELCOME.examples;

export type WelcomeMessageOptions = {
  wedding: AssistantWedding;
  /** The guest list's language for this guest, else French. */
  language?: Language;
  /** A guest of the couple's list who has not answered the invitation yet: one line invites them to. */
  invitationOpen?: boolean;
};

/** Couple names, the date in full ("samedi 12 juin 2027"), three examples of questions, and the invitation if open. */
export function welcomeMessage({ wedding, language = 'fr', invitationOpen = false }: WelcomeMessageOptions): string {
  const filled = (field: string) => {
    const value = wedding[field as keyof AssistantWedding];
    return typeof value === 'string' && Boolean(value.trim());
  };
  const examples = EXAMPLES.filter((e) => !e.whenFilled.length || e.whenFilled.some(filled))
    .slice(0, 3)
    .map((e) => `• ${e[language]}`)
    .join('\n');
  const date = formatDate(wedding.weddingDate, language);
  const invitation = invitationOpen ? `\n${WELCOME.invitation[language]}` : '';
  const couple = ofCouple({ bride: wedding.brideName, groom: wedding.groomName }, language);
  return `${fill(WELCOME.greeting[language], { couple, date })}\n${examples}${invitation}`;
}
