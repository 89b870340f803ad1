// What the legal pages print where the operator has not configured an item (LEGAL_* variables), and how they
// spell the retention periods.
export const legalMessages = {
  'legal.onRequest': 'communiqué sur simple demande',
  'legal.addressOnRequest': 'adresse communiquée sur simple demande',
  'legal.phoneByEmail': 'écrire à {email}',
  'legal.mediatorOnRequest': '(coordonnées communiquées sur simple demande à {email})',
  'legal.hostAddress': 'adresse postale et téléphone publiés sur www.netlify.com',
  'legal.afterWedding': '{duration} après le mariage',
  'legal.days': '{count} jours',
  'legal.oneMonth': 'un mois',
  'legal.months': '{count} mois',
  'legal.oneYear': 'un an',
  'legal.years': '{count} ans',
} as const;
