// How a fact the assistant answered from is named for the couple (statistics, unanswered questions).
export const FACT_LABELS: Record<string, string> = {
  couple: 'Les mariés',
  weddingDate: 'Date du mariage',
  ceremonyVenue: 'Lieu de la cérémonie',
  ceremonyAddress: 'Adresse de la cérémonie',
  ceremonyTime: 'Heure de la cérémonie',
  receptionVenue: 'Lieu de la réception',
  receptionAddress: 'Adresse de la réception',
  receptionTime: 'Heure de la réception',
  dressCode: 'Dress code',
  parkingInfo: 'Parking',
  accommodations: 'Hébergements',
  giftRegistry: 'Liste de mariage',
  emergencyContact: 'Contact',
  additionalInfo: 'Informations complémentaires',
};

/** The facts each guest is answered from on their own invitation (src/server/assistant/guest-facts.ts). */
const GUEST_FACT_LABELS: [RegExp, string][] = [
  [/^faq:guest-invitation$/, 'Invitation du foyer'],
  [/^faq:guest-table$/, 'Plan de table'],
  [/^faq:guest-part-\d+$/, 'Moments de la journée'],
];

/** A couple's FAQ cited by its row id (`faq:12`); guest facts (`faq:guest-table`) are not rows. */
export const faqRowId = (source: string): number | null => {
  const match = /^faq:(\d+)$/.exec(source);
  return match ? Number(match[1]) : null;
};

/** The name of a fact that is no couple's FAQ, or null. */
export const factLabel = (source: string): string | null =>
  FACT_LABELS[source] ?? GUEST_FACT_LABELS.find(([pattern]) => pattern.test(source))?.[1] ?? null;
