// The quick-reply content templates the choices are sent with (two and three buttons), created once through
// Twilio's Content API. In-session messages need no WhatsApp approval, so they work as soon as they exist.
import { z } from 'zod';
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

/** `choice2=HX…,choice3=HX…`, to add to TWILIO_CONTENT_SIDS. */
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
  for (const buttons of [2, 3]) {
    const res = await fetch(`${baseUrl}/v1/Content`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(template(buttons)),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Twilio Content API ${res.status} : ${(await res.text()).slice(0, 200)}`);
    pairs.push(`choice${buttons}=${ZContent.parse(await res.json()).sid}`);
  }
  return pairs.join(',');
}
