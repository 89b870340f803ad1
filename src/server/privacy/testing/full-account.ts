// A couple account with something in every table that can hold its personal data, built through the real API:
// sign-up, wedding, FAQ, paid deposit (transaction + e-mail), a guest's WhatsApp conversation (with an answer to the
// invitation), the guest list, an announcement, a review,
// a pre-registration and a failed login under the same e-mail.
import type { Database } from '../../../../db/client.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../../whatsapp/testing/signed-webhook.ts';

let counter = 0;

export type FullAccountPeople = {
  first: string;
  last: string;
  bride: string;
  groom: string;
  venue: string;
  guestPhone: string;
  guestName: string;
};

export async function createFullAccount(db: Database, people: FullAccountPeople) {
  const n = ++counter;
  const client = createTestApp({ db, env: TWILIO_TEST_ENV, clientIp: `198.51.100.${n}` });
  const email = `${people.first.toLowerCase()}.${people.last.toLowerCase()}-${n}-${Date.now()}@example.com`;
  const password = 'Tilleul-Vayres42!';
  await expectStatus(
    client.request('/api/create-simulated-user', {
      method: 'POST',
      json: { email, firstName: people.first, lastName: people.last, password },
    }),
    201,
  );
  const user = (await client.request('/api/auth/me').then((r) => r.json())) as { user: { id: string } };

  const faqQuestion = `Où dormir près de ${people.venue} ?`;
  const faqAnswer = `Au gîte de ${people.bride}, réservez au nom de ${people.groom}.`;
  const weddingRes = await expectStatus(
    client.request('/api/weddings', {
      method: 'POST',
      json: {
        ...SAMPLE_WEDDING,
        brideName: people.bride,
        groomName: people.groom,
        ceremonyVenue: people.venue,
        emergencyContact: `${people.first}, 06 11 22 33 44`,
      },
    }),
    201,
  );
  const wedding = (await weddingRes.json()) as { id: number; weddingId: string };
  await expectStatus(
    client.request(`/api/weddings/${wedding.id}/faqs`, {
      method: 'POST',
      json: { question: faqQuestion, answer: faqAnswer },
    }),
    201,
  );

  const payment = (await (
    await expectStatus(
      client.request('/api/create-couple-payment', { method: 'POST', json: { weddingId: wedding.id } }),
      200,
    )
  ).json()) as {
    paymentIntentId: string;
  };
  await client.request('/api/payments/consent', {
    method: 'POST',
    json: { paymentIntentId: payment.paymentIntentId, accepted: true },
  });
  await expectStatus(
    client.request('/api/payments/simulated/confirm', {
      method: 'POST',
      json: { paymentIntentId: payment.paymentIntentId, cardNumber: '4242424242424242' },
    }),
    200,
  );

  const guestQuestion = `Bonjour, c'est ${people.guestName}, à quelle heure commence la cérémonie ?`;
  const join = await sendSignedWhatsApp(client, {
    from: people.guestPhone,
    body: `start-${wedding.weddingId}`,
    profileName: people.guestName,
  });
  const asked = await sendSignedWhatsApp(client, {
    from: people.guestPhone,
    body: guestQuestion,
    profileName: people.guestName,
  });
  if (join.status !== 200 || asked.status !== 200) throw new Error('WhatsApp conversation failed');

  // The guest list, an answer to the invitation with a dietary note, and an announcement.
  const listedName = `${people.guestName} Aîné`;
  await expectStatus(
    client.request(`/api/weddings/${wedding.id}/guests`, {
      method: 'POST',
      json: { name: listedName, phone: '06 55 44 33 2' + n },
    }),
    201,
  );
  const rsvp = `Nous serons 2 ! ${people.bride}, je suis végétarienne depuis Lisbonne`;
  if (
    (await sendSignedWhatsApp(client, { from: people.guestPhone, body: rsvp, profileName: people.guestName }))
      .status !== 200
  )
    throw new Error('RSVP failed');
  const announcement = `Rendez-vous chez ${people.groom} à 14 h`;
  await expectStatus(
    client.request(`/api/weddings/${wedding.id}/announcements`, { method: 'POST', json: { body: announcement } }),
    201,
  );

  const reviewComment = `Merci pour tout, ${people.bride} et ${people.groom}`;
  await expectStatus(
    client.request(`/api/weddings/${wedding.id}/review`, {
      method: 'POST',
      json: { rating: 5, comment: reviewComment },
    }),
    201,
  );

  const visitor = createTestApp({ db, clientIp: `198.51.101.${n}` });
  await expectStatus(
    visitor.request('/api/pre-registration', {
      method: 'POST',
      json: { email, firstName: people.first, lastName: people.last },
    }),
    201,
  );
  await expectStatus(
    visitor.request('/api/login-email', { method: 'POST', json: { email, password: 'Pas-le-bon-1!' } }),
    401,
  );

  return {
    client,
    email,
    password,
    userId: user.user.id,
    wedding,
    /** Every piece of personal text this account wrote or was given: none may survive an erasure. */
    personal: [
      email,
      people.first,
      people.last,
      people.bride,
      people.groom,
      people.venue,
      people.guestPhone,
      people.guestName,
      faqQuestion,
      faqAnswer,
      guestQuestion,
      reviewComment,
      listedName,
      rsvp,
      announcement,
    ],
  };
}

async function expectStatus(pending: Promise<Response>, status: number): Promise<Response> {
  const res = await pending;
  if (res.status !== status) throw new Error(`${res.url}: expected ${status}, got ${res.status} ${await res.text()}`);
  return res;
}
