// A demo couple and wedding with FAQs (SEED_DEMO=1), to try the couple space and the assistant at once.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../password-hash.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import type { Database } from '../client.ts';
import { faqs, scheduledMessages, users, weddingParts, weddings } from '../schema/index.ts';

export const DEMO_USER = { id: 'demo-couple', email: 'demo@assistant-mariage.fr', password: 'Demo-mariage1!' };
export const DEMO_WEDDING_ID = 'demo-sophie-thomas';

/** `businessNumber`: the WhatsApp number guests write to, for the demo wedding's link (set again on every seed). */
export async function seedDemoWedding(db: Database, { businessNumber }: { businessNumber: string }) {
  const link = whatsappLink(businessNumber, DEMO_WEDDING_ID);
  const [existing] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.weddingId, DEMO_WEDDING_ID));
  if (existing) {
    // Demo weddings seeded before it had a link, or with another number, get the right one.
    await db.update(weddings).set({ whatsappLink: link }).where(eq(weddings.id, existing.id));
    return { created: false, weddingId: existing.id };
  }

  return db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        id: DEMO_USER.id,
        email: DEMO_USER.email,
        firstName: 'Sophie',
        lastName: 'Martin',
        password: await hashPassword(DEMO_USER.password),
        authProvider: 'email',
        subscriptionStatus: 'active',
        subscriptionPlan: 'couple',
      })
      .onConflictDoNothing();
    const [wedding] = await tx
      .insert(weddings)
      .values({
        userId: DEMO_USER.id,
        weddingId: DEMO_WEDDING_ID,
        brideName: 'Sophie',
        groomName: 'Thomas',
        weddingDate: '2027-09-18',
        ceremonyVenue: 'Mairie de Saint-Émilion',
        ceremonyAddress: '1 place Pioceau, 33330 Saint-Émilion',
        ceremonyTime: '14:30',
        receptionVenue: 'Domaine des Vignes',
        receptionAddress: '45 route des Coteaux, 33330 Saint-Émilion',
        receptionTime: '18:00',
        dressCode: 'Chic et décontracté, tons pastel bienvenus.',
        parkingInfo: 'Parking gratuit au domaine, fléché depuis la route.',
        accommodations: 'Hôtel des Remparts à Saint-Émilion, chambres réservées au nom Martin.',
        giftRegistry: 'Une urne sera à disposition pendant la réception.',
        emergencyContact: 'Claire (témoin) au 06 98 76 54 32',
        additionalInfo: 'Navette depuis la gare de Libourne à 13h30. Menu végétarien sur demande.',
        botActive: true,
        paymentStatus: 'deposit_paid',
        whatsappLink: link,
      })
      .returning({ id: weddings.id });
    // As a wedding the couple creates has them: its ceremony and reception as the first parts of the day, and its
    // four automatic messages at their times (Paris) around the 18th; their texts are proposed when they go.
    await tx.insert(weddingParts).values([
      {
        weddingId: wedding!.id,
        kind: 'ceremony',
        venue: 'Mairie de Saint-Émilion',
        address: '1 place Pioceau, 33330 Saint-Émilion',
        time: '14:30',
        position: 0,
      },
      {
        weddingId: wedding!.id,
        kind: 'reception',
        venue: 'Domaine des Vignes',
        address: '45 route des Coteaux, 33330 Saint-Émilion',
        time: '18:00',
        position: 1,
      },
    ]);
    await tx.insert(scheduledMessages).values(
      (
        [
          ['reminder_24h', '2027-09-17T16:00:00Z'],
          ['checkin_morning', '2027-09-18T07:00:00Z'],
          ['checkin_evening', '2027-09-18T15:00:00Z'],
          ['thank_you', '2027-09-19T09:00:00Z'],
        ] as const
      ).map(([messageType, at]) => ({
        weddingId: wedding!.id,
        messageType,
        message: 'Message proposé par l’assistant',
        scheduledFor: new Date(at),
      })),
    );
    await tx.insert(faqs).values([
      {
        weddingId: wedding!.id,
        question: 'Les enfants sont-ils invités ?',
        answer: 'Oui, les enfants sont les bienvenus, un coin jeux est prévu.',
      },
      {
        weddingId: wedding!.id,
        question: 'Avant quelle date répondre ?',
        answer: 'Merci de confirmer votre présence avant le 1er juillet 2027.',
      },
      {
        weddingId: wedding!.id,
        question: 'Y a-t-il un brunch le lendemain ?',
        answer: 'Oui, un brunch est servi au domaine le dimanche à 11h.',
      },
    ]);
    return { created: true, weddingId: wedding!.id };
  });
}
