import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChoiceTemplates } from './create-choice-templates.ts';
import { startTwilioTestServer } from './testing/twilio-test-server.ts';

let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
beforeAll(async () => {
  twilio = await startTwilioTestServer();
});
afterAll(() => twilio.close());

describe('createChoiceTemplates', () => {
  it('creates the one-, two- and three-button quick-reply templates whose buttons send choice-N, and the invitation in each language', async () => {
    const pairs = await createChoiceTemplates({ accountSid: 'ACtest', authToken: 'secret', baseUrl: twilio.url });
    expect(pairs).toMatch(
      /^choice1=HX\w+,choice2=HX\w+,choice3=HX\w+,invitation=HX\w+,invitation_en=HX\w+,invitation_es=HX\w+$/,
    );
    const created = twilio.requests
      .filter((r) => r.path === '/v1/Content')
      .map(
        (r) =>
          r.json as {
            language: string;
            types: Record<string, { body: string; actions?: { id: string; title: string }[] }>;
          },
      );
    expect(created).toHaveLength(6);
    expect(created[3]!.types['twilio/quick-reply']).toEqual({
      body: '{{1}} vous invitent à leur mariage, le {{2}}. Serez-vous des nôtres ?',
      actions: [
        { title: 'Oui, avec plaisir', id: 'invite-yes' },
        { title: 'Non, désolé(e)', id: 'invite-no' },
        { title: 'Je ne sais pas encore', id: 'invite-maybe' },
      ],
    });
    // The same buttons' payloads whatever the language the guest reads it in.
    expect(created[4]).toMatchObject({ language: 'en' });
    expect(created[4]!.types['twilio/quick-reply']).toEqual({
      body: '{{1}} invite you to their wedding on {{2}}. Will you join us?',
      actions: [
        { title: 'Yes, gladly', id: 'invite-yes' },
        { title: 'Sadly, no', id: 'invite-no' },
        { title: 'Not sure yet', id: 'invite-maybe' },
      ],
    });
    expect(created[5]!.types['twilio/quick-reply']!.body).toBe(
      '{{1}} le invitan a su boda, el {{2}}. ¿Nos acompañará?',
    );
    expect(created[2]!.types['twilio/quick-reply']!.actions).toEqual([
      { title: '{{2}}', id: 'choice-1' },
      { title: '{{3}}', id: 'choice-2' },
      { title: '{{4}}', id: 'choice-3' },
    ]);
    expect(twilio.requests[0]!.authorization).toBe(`Basic ${Buffer.from('ACtest:secret').toString('base64')}`);
  });
});
