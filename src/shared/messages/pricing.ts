export const pricingMessages = {
  'pricing.title': 'Des tarifs simples et transparents',
  'pricing.subtitle': 'Choisissez la formule adaptée à votre mariage',
  'pricing.cta': 'Créer mon assistant',
  'pricing.unavailable': 'Non disponible',
  'pricing.popular': 'Populaire',
  'pricing.note': 'Configuration en 5 minutes · Sans engagement · Aucun compte requis',
  'pricing.loadError': 'Impossible de charger les tarifs pour le moment.',
  'pricing.empty': 'Aucune formule disponible pour le moment.',
} as const;
