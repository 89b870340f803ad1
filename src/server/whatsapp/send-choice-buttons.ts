// The numbered choices again as WhatsApp quick-reply buttons, when Twilio is configured with the choice templates
// (`TWILIO_CONTENT_SIDS` with `choice1=HX…,choice2=HX…,choice3=HX…`, made once by scripts/create-choice-templates.ts). Sent inside
// the 24-hour session the guest's own message opened; the tapped button comes back as `ButtonPayload` (choice-N).
import type { Env } from '../env.ts';
import type { Choice } from '../assistant/types.ts';
import type { Language } from '../assistant/detect-language.ts';
import { parseContentSids, sendWhatsApp, twilioApiBase } from '../twilio/send-whatsapp.ts';

/** WhatsApp refuses a quick-reply button title over 20 characters. */
export const BUTTON_TITLE_MAX = 20;

const INTRO: Record<Language, string> = {
  fr: 'Touchez le sujet de votre question :',
  en: 'Tap the subject of your question:',
  es: 'Toque el tema de su pregunta:',
};

export function buttonTitle(label: string) {
  const clean = label.charAt(0).toUpperCase() + label.slice(1);
  if (clean.length <= BUTTON_TITLE_MAX) return clean;
  const cut = clean.slice(0, BUTTON_TITLE_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 10)).trim()}…`;
}

export type ChoiceButtonsConfig = Pick<
  Env,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_WHATSAPP_NUMBER' | 'TWILIO_CONTENT_SIDS' | 'TWILIO_API_BASE_URL'
>;

/** The buttons' message sid, or null when Twilio or the template for this many choices is not configured. */
export async function sendChoiceButtons({
  config,
  to,
  choices,
  language,
  intro = INTRO[language],
}: {
  config: ChoiceButtonsConfig;
  to: string;
  choices: Pick<Choice, 'label'>[];
  language: Language;
  /** The text above the buttons; by default, the question of a numbered choice of subjects. */
  intro?: string | undefined;
}) {
  const contentSid = parseContentSids(config.TWILIO_CONTENT_SIDS)[`choice${choices.length}`];
  if (!contentSid || !config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_WHATSAPP_NUMBER)
    return null;
  const variables: Record<string, string> = { '1': intro };
  choices.forEach((choice, i) => (variables[String(i + 2)] = buttonTitle(choice.label)));
  const message = await sendWhatsApp({
    credentials: {
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_WHATSAPP_NUMBER,
    },
    to,
    body: intro,
    contentSid,
    contentVariables: variables,
    apiBaseUrl: twilioApiBase(config),
  });
  return message.sid;
}
