// The sample couple of the tests (Camille & Julien): a wedding form filled in full, shared by the unit tests and the
// browser specs so that every test describes the same wedding.
export const SAMPLE_WEDDING = {
  brideName: 'Camille',
  groomName: 'Julien',
  weddingDate: '2027-06-12',
  ceremonyVenue: 'Église Saint-Germain',
  ceremonyAddress: "12 place de l'Église, 33000 Bordeaux",
  ceremonyTime: '15:30',
  receptionVenue: 'Château de la Rivière',
  receptionAddress: 'Route de Libourne, 33126 La Rivière',
  receptionTime: '19:30',
  dressCode: 'Tenue chic',
  parkingInfo: 'Parking gratuit au château',
  accommodations: 'Hôtel Le Saint-James',
  giftRegistry: 'Urne sur place',
  emergencyContact: 'Léa, 06 12 34 56 78',
  additionalInfo: 'Navette depuis la gare à 14h00',
} as const;

/** The same couple as the free-trial wizard sends them (POST /api/create-trial). */
export const SAMPLE_TRIAL = {
  brideName: SAMPLE_WEDDING.brideName,
  groomName: SAMPLE_WEDDING.groomName,
  weddingDate: SAMPLE_WEDDING.weddingDate,
  ceremonyVenue: SAMPLE_WEDDING.ceremonyVenue,
  ceremonyTime: SAMPLE_WEDDING.ceremonyTime,
  receptionVenue: SAMPLE_WEDDING.receptionVenue,
} as const;
