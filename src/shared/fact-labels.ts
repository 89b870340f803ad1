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
