// The numbered choices again as WhatsApp quick-reply buttons, when Twilio is configured with the choice templates
// (`TWILIO_CONTENT_SIDS` with `choice1=HX…,choice2=HX…,choice3=HX…`, made once by scripts/create-choice-templates.ts). Sent inside
// the 24-hour session the guest's own message opened; the tapped button comes back as `ButtonPayload` (choice-N).
import type { Env } from '../env.ts';
import type { Choice } from '../assistant/types.ts';
import type { Language } from '../assistant/detect-language.ts';
import { BUTTON_TITLE_MAX } from '../assistant/offer-choices.ts';
import { parseContentSids, sendWhatsApp, twilioApiBase } from '../twilio/send-whatsapp.ts';
import { upperFirst } from '../../shared/messages/format-message.ts';

const INTRO: Record<Language, string> = {
  fr: 'Touchez le sujet de votre question :',
  en: 'Tap the subject of your question:',
  es: 'Toque el tema de su pregunta:',
};

/** A title of at most `max` characters, cut at a word with an ellipsis. */
function fit(label: string, max = BUTTON_TITLE_MAX) {
  const clean = label.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trim()}…`;
}

/**
 * The buttons' titles: each choice's short name when the data gives one, else its label cut to fit. Titles a cut makes
 * alike (« Où se garer près… » twice) keep the words that tell them apart, numbered as the text numbers them.
 */
export function buttonTitles(choices: Pick<Choice, 'label' | 'button'>[]): string[] {
  const titles = choices.map((choice) => choice.button ?? upperFirst(fit(choice.label)));
  if (new Set(titles).size === titles.length) return titles;
  const words = choices.map((choice) => (choice.button ?? choice.label).split(/\s+/));
  let shared = 0;
  while (words.every((w) => w.length > shared + 1 && w[shared] === words[0]![shared])) shared++;
  return words.map((w, i) => {
    const rest = w.slice(shared).join(' ');
    return shared
      ? `${i + 1}. …${fit(rest, BUTTON_TITLE_MAX - 4)}`
      : `${i + 1}. ${upperFirst(fit(rest, BUTTON_TITLE_MAX - 3))}`;
  });
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
  choices: Pick<Choice, 'label' | 'button'>[];
  language: Language;
  /** The text above the buttons; by default, the question of a numbered choice of subjects. */
  intro?: string | undefined;
}) {
  const contentSid = parseContentSids(config.TWILIO_CONTENT_SIDS)[`choice${choices.length}`];
  if (!contentSid || !config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_WHATSAPP_NUMBER)
    return null;
  const variables: Record<string, string> = { '1': intro };
  buttonTitles(choices).forEach((title, i) => (variables[String(i + 2)] = title));
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
