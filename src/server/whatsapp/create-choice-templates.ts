// The quick-reply content templates the choices are sent with (one, two and three buttons), created once through
// Twilio's Content API. In-session messages need no WhatsApp approval, so they work as soon as they exist.
import * as z from 'zod';
import {
  INVITATION_LANGUAGES,
  invitationTemplateText,
  tInvitation,
  type TInvitationLanguage,
} from '../../shared/messages/invitation.ts';
import { INVITATION_PAYLOADS } from './invitation-conversation.ts';
import { choicePayload } from './pending-choice.ts';

const ZContent = z.object({ sid: z.string().regex(/^HX\w+$/) });

function template(buttons: number) {
  const actions = Array.from({ length: buttons }, (_, i) => ({ title: `{{${i + 2}}}`, id: choicePayload(i + 1) }));
  const variables = Object.fromEntries([
    ['1', 'Touchez le sujet de votre question :'],
    ...actions.map((_, i) => [String(i + 2), `Sujet ${i + 1}`]),
  ]);
  return {
    friendly_name: `assistant_mariage_choix_${buttons}`,
    language: 'fr',
    variables,
    types: { 'twilio/quick-reply': { body: '{{1}}', actions }, 'twilio/text': { body: '{{1}}' } },
  };
}

/** The name of the invitation's template in TWILIO_CONTENT_SIDS for a language: `invitation` (French), `invitation_en`… */
export const invitationTemplateName = (language: TInvitationLanguage) =>
  language === 'fr' ? 'invitation' : `invitation_${language}`;

const SAMPLES: Record<TInvitationLanguage, Record<'1' | '2', string>> = {
  fr: { '1': 'Camille et Julien', '2': 'samedi 12 juin 2027' },
  en: { '1': 'Camille and Julien', '2': 'Saturday, June 12, 2027' },
  es: { '1': 'Camille y Julien', '2': 'sábado 12 de junio de 2027' },
};

/**
 * The invitation the couple sends (invite-households.ts), in one language: outside any session, so WhatsApp must
 * approve it (submit it from Twilio's console once created). Its variables: the couple's names, the day; its buttons
 * send `invite-yes`… whatever the language.
 */
function invitationTemplate(language: TInvitationLanguage) {
  const body = invitationTemplateText({ couple: '{{1}}', day: '{{2}}' }, false, language);
  return {
    friendly_name: `assistant_mariage_${invitationTemplateName(language)}`,
    language,
    variables: SAMPLES[language],
    types: {
      'twilio/quick-reply': {
        body,
        actions: (['yes', 'no', 'maybe'] as const).map((status) => ({
          title: tInvitation(language, `button.${status}`),
          id: INVITATION_PAYLOADS[status],
        })),
      },
      'twilio/text': { body },
    },
  };
}

/** `choice1=HX…,choice2=HX…,choice3=HX…,invitation=HX…,invitation_en=HX…,invitation_es=HX…`, to add to TWILIO_CONTENT_SIDS (one button: the invitation's « Modifier »). */
export async function createChoiceTemplates({
  accountSid,
  authToken,
  baseUrl = 'https://content.twilio.com',
}: {
  accountSid: string;
  authToken: string;
  baseUrl?: string;
}) {
  const pairs: string[] = [];
  const templates: [string, object][] = [
    ...[1, 2, 3].map((buttons): [string, object] => [`choice${buttons}`, template(buttons)]),
    ...INVITATION_LANGUAGES.map((language): [string, object] => [
      invitationTemplateName(language),
      invitationTemplate(language),
    ]),
  ];
  for (const [name, content] of templates) {
    const res = await fetch(`${baseUrl}/v1/Content`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(content),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Twilio Content API ${res.status} : ${(await res.text()).slice(0, 200)}`);
    pairs.push(`${name}=${ZContent.parse(await res.json()).sid}`);
  }
  return pairs.join(',');
}
