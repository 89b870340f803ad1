// The three plans of the offer. Inserted once by type: later edits from the back office are kept.
import type { Database } from '../client.ts';
import { pricingPlans } from '../schema/index.ts';

export const SEED_PLANS: (typeof pricingPlans.$inferInsert)[] = [
  {
    type: 'free_trial',
    name: 'Essai gratuit',
    description: 'Découvrez votre assistant sans carte bancaire ni compte.',
    priceCents: 0,
    billingPeriod: 'one_time',
    sortOrder: 1,
    features: [
      'Assistant configuré en 5 minutes',
      '2 questions de base + 1 question personnalisée',
      'Lien WhatsApp à tester immédiatement',
      'Aucun compte requis',
    ],
  },
  {
    type: 'couple',
    name: 'Couple',
    description: 'Votre assistant WhatsApp pour tout le mariage, des préparatifs au lendemain.',
    priceCents: 9500,
    billingPeriod: 'one_time',
    badge: 'Populaire',
    sortOrder: 2,
    features: [
      'Réponses instantanées 24h/24 à vos invités',
      'Informations du mariage et FAQ personnalisée',
      'Statistiques et questions sans réponse',
      '50 % à la commande, le solde le jour du mariage',
      'Actif jusqu’à un mois après le mariage',
    ],
  },
  {
    type: 'wedding_planner',
    name: 'Wedding Planner',
    description: 'Gérez tous les mariages de vos clients depuis un seul tableau de bord.',
    priceCents: 20000,
    billingPeriod: 'monthly',
    isAvailable: false,
    sortOrder: 3,
    features: [
      'Mariages illimités',
      'Tableau de bord multi-mariages',
      'Statistiques par mariage',
      'Support prioritaire',
    ],
  },
];

export async function seedPricingPlans(db: Database) {
  await db.insert(pricingPlans).values(SEED_PLANS).onConflictDoNothing({ target: pricingPlans.type });
}
