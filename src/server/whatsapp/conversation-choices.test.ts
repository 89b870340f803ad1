// Through the signed webhook: the assistant unsure of the subject asks with numbered choices (and quick-reply
// buttons when Twilio is configured), keeps them as the conversation's pending choice, and answers the pick.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, messages, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { householdAnswerOf } from '../guests/household-answer-of.ts';
import { isOpenQuestion } from '../messages/message-filters.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from './testing/signed-webhook.ts';
import { startTwilioTestServer } from './testing/twilio-test-server.ts';

const AMBIGUOUS = "Combien de temps entre l'église et la salle ?";
const handle = testDatabase();
let twilio: Awaited<ReturnType<typeof startTwilioTestServer>>;
let app: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };
let phone = 0;

async function newGuest() {
  const from = `+3361100${String(++phone).padStart(4, '0')}`;
  await sendSignedWhatsApp(app, { from, body: `start-${wedding.weddingId}` });
  return from;
}
const say = (from: string, body: string, extra?: Record<string, string>) =>
  sendSignedWhatsApp(app, { from, body, ...(extra ? { extra } : {}) });
const guestOf = async (from: string) =>
  (
    await handle.db
      .select()
      .from(guests)
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, from)))
  )[0]!;
const latestOf = async (guestId: number) =>
  handle.db.select().from(messages).where(eq(messages.guestId, guestId)).orderBy(desc(messages.id));

beforeAll(async () => {
  twilio = await startTwilioTestServer();
  const actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  wedding = (await res.json()) as typeof wedding;
  await handle.db
    .update(weddings)
    .set({ botActive: true, paymentStatus: 'deposit_paid' })
    .where(eq(weddings.id, wedding.id));
  app = createTestApp({
    db: handle.db,
    env: {
      ...TWILIO_TEST_ENV,
      TWILIO_ACCOUNT_SID: 'ACtest',
      TWILIO_WHATSAPP_NUMBER: '+14155238886',
      TWILIO_API_BASE_URL: twilio.url,
      TWILIO_CONTENT_SIDS: 'choice2=HX0c2,choice3=HX0c3',
    },
  });
});
afterAll(async () => {
  await twilio.close();
});

describe('a conversation with a choice', () => {
  it('asks with numbered subjects, keeps them pending, and answers « 2 » with the second subject’s fact', async () => {
    const from = await newGuest();
    const asked = await say(from, AMBIGUOUS);
    expect(asked.reply).toMatch(/vous parlez de :\n1\. les horaires de la cérémonie et de la réception\n2\. les lieux/);
    const guest = await guestOf(from);
    expect(guest.pendingChoice).toMatchObject({ language: 'fr' });
    const [question] = await latestOf(guest.id);
    expect(question).toMatchObject({ kind: 'question', answerSource: null });
    expect(question!.trace).toMatchObject({ outcome: 'ask' });

    const picked = await say(from, 'la 2');
    expect(picked.reply).toContain('Château de la Rivière');
    const [answer, original] = await latestOf(guest.id);
    expect(answer).toMatchObject({ kind: 'question', answerSource: 'ceremonyVenue', answeredBy: 'engine' });
    expect(original!.resolvedAt).not.toBeNull();
    expect((await guestOf(from)).pendingChoice).toBeNull();
  });

  it('sends the same choices as quick-reply buttons and answers the tapped button’s payload', async () => {
    const from = await newGuest();
    await say(from, AMBIGUOUS);
    const toGuest = () => twilio.requests.filter((r) => r.form.To === `whatsapp:${from}`);
    await expect.poll(() => toGuest().length).toBe(1);
    const sent = toGuest()[0]!.form;
    expect(sent).toMatchObject({ ContentSid: 'HX0c2', To: `whatsapp:${from}` });
    const variables = JSON.parse(sent.ContentVariables!) as Record<string, string>;
    expect(variables['1']).toBe('Touchez le sujet de votre question :');
    // The subjects' short names (data/choice-labels.json), not their labels cut at 20 characters.
    expect([variables['2'], variables['3']]).toEqual(['Les deux horaires', 'Les deux lieux']);

    const tapped = await say(from, '', { ButtonPayload: 'choice-1', ButtonText: variables['2']! });
    expect(tapped.reply).toContain('15h30');
    expect(tapped.reply).toContain('19h30');
  });

  it('asks a guest who only told a diet whether they come with the invitation’s three buttons', async () => {
    const from = await newGuest();
    const { reply } = await say(from, 'Je suis allergique aux noix');
    expect(reply).toContain('Serez-vous des nôtres ?\n1. Oui, avec plaisir');
    const toGuest = () => twilio.requests.filter((r) => r.form.To === `whatsapp:${from}`);
    await expect.poll(() => toGuest().length).toBe(1);
    const variables = JSON.parse(toGuest()[0]!.form.ContentVariables!) as Record<string, string>;
    expect([variables['2'], variables['3'], variables['4']]).toEqual([
      'Oui, avec plaisir',
      'Non, désolé(e)',
      'Je ne sais pas',
    ]);
    await say(from, 'Oui, avec plaisir', { ButtonPayload: 'choice-1' });
    expect(await householdAnswerOf(handle.db, (await guestOf(from)).id)).toMatchObject({ status: 'yes' });
  });

  it('reads another question as a new one and forgets the choice', async () => {
    const from = await newGuest();
    await say(from, AMBIGUOUS);
    const next = await say(from, 'Quelle est la date du mariage ?');
    expect(next.reply).toContain('12 juin 2027');
    expect((await guestOf(from)).pendingChoice).toBeNull();
    expect((await say(from, '2')).reply).not.toContain('Château de la Rivière');
  });

  it('says a « 1 » answers no choice any more once the choice was answered, and passes nothing on to the couple', async () => {
    const from = await newGuest();
    await say(from, AMBIGUOUS);
    expect((await say(from, '1')).reply).toContain('15h30');
    const stray = await say(from, '1');
    expect(stray.reply).toBe(
      'Je ne sais plus à quoi correspond ce « 1 » : le choix proposé a expiré ou a déjà sa réponse. Écrivez-moi votre question ou votre réponse en quelques mots.',
    );
    const { id } = await guestOf(from);
    expect((await latestOf(id))[0]).toMatchObject({ kind: 'system', message: '1' });
    expect(
      await handle.db
        .select()
        .from(messages)
        .where(and(eq(messages.guestId, id), isOpenQuestion)),
    ).toEqual([]);
  });
});

describe('the welcome', () => {
  it('greets a listed guest through their personal link in the list’s language and invites them to answer', async () => {
    const [listed] = await handle.db
      .insert(guests)
      .values({
        weddingId: wedding.id,
        phoneNumber: '+34611000777',
        name: 'Lucía',
        listed: true,
        language: 'es',
        inviteToken: 'abcdefgh23',
        boundAt: null,
      })
      .returning();
    const welcome = await say('+34611000777', `start-${wedding.weddingId}-${listed!.inviteToken}`);
    expect(welcome.reply).toMatch(/^¡Bienvenido! Soy el asistente de la boda de Camille y Julien/);
    expect(welcome.reply).toContain('dígame aquí si viene y cuántos serán');
  });

  it('greets a phone on the general link in its country’s language until the guest writes, else in French', async () => {
    const english = await say('+447700900123', `start-${wedding.weddingId}`);
    expect(english.reply).toMatch(/^Welcome! I'm the assistant for Camille and Julien's wedding/);
    const spanish = await say('+34611000888', `start-${wedding.weddingId}`);
    expect(spanish.reply).toMatch(/^¡Bienvenido! Soy el asistente de la boda de Camille y Julien/);
    const elsewhere = await say('+41791234567', `start-${wedding.weddingId}`);
    expect(elsewhere.reply).toMatch(/^Bienvenue ! Je suis l'assistant du mariage de Camille et Julien/);
    // Their own words then lead: a French question from the English number is answered in French.
    expect((await say('+447700900123', 'À quelle heure est la cérémonie ?')).reply).toMatch(/cérémonie/);
  });

  it('passes a voice note or a photo sent without text on to the couple, and tells the guest to write', async () => {
    const from = await newGuest();
    const voice = await say(from, '', { NumMedia: '1', MediaContentType0: 'audio/ogg' });
    expect(voice.reply).toMatch(
      /^Je ne sais lire que les messages écrits : je transmets votre message vocal à Camille et Julien, qui vous répondront ici\./,
    );
    const open = await handle.db
      .select({ text: messages.message })
      .from(messages)
      .where(and(eq(messages.guestId, (await guestOf(from)).id), isOpenQuestion));
    expect(open).toEqual([{ text: '[Message vocal]' }]);
    await say(from, 'Hello, is there parking at the venue?');
    const photo = await say(from, '', { NumMedia: '1', MediaContentType0: 'image/jpeg' });
    expect(photo.reply).toMatch(/^I can only read written messages: I'm passing your photo on to Camille and Julien/);
    // A photo with a caption: the caption is read as any message.
    const captioned = await say(from, 'À quelle heure est la cérémonie ?', {
      NumMedia: '1',
      MediaContentType0: 'image/jpeg',
    });
    expect(captioned.reply).not.toMatch(/messages écrits/);
  });

  it('hands a question nobody can answer over to the couple, with the contact for anything urgent', async () => {
    const from = await newGuest();
    const { reply } = await say(from, 'Est-ce que le fleuriste accepte les chèques vacances ?');
    expect(reply).toMatch(
      /^Je n'ai pas cette information : je transmets votre question à Camille et Julien, qui vous répondront ici\./,
    );
  });

  it('passes on to the couple a message that asks nothing, without calling it a question', async () => {
    const from = await newGuest();
    const { reply } = await say(from, 'Je serai en fauteuil roulant');
    expect(reply).toMatch(/^Merci pour votre message, je le transmets à Camille et Julien\./);
    // Still in the couple's inbox, to read (and answer if they wish).
    const open = await handle.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.message, 'Je serai en fauteuil roulant'), isOpenQuestion));
    expect(open).toHaveLength(1);
  });
});
