// The wedding's status in words (badge, share link, the button that fixes what is missing): the same on the couple
// pages and in the back office.
export const weddingStatusMessages = {
  'status.label': 'Statut de l’assistant',
  'status.trial': 'Essai gratuit',
  'status.awaiting_payment': 'En attente de paiement',
  'status.active': 'Actif',
  'status.stopped': 'Arrêté',
  'status.over': 'Terminé',
  'status.refunded': 'Remboursé',
  'status.hint.trial': 'Essai gratuit : quelques questions pour découvrir l’assistant.',
  'status.hint.awaiting_payment': 'Votre assistant s’active dès le paiement de l’acompte.',
  'status.hint.active': 'Votre assistant répond à vos invités jusqu’au {date}.',
  'status.hint.stopped': 'Votre assistant ne répond plus à vos invités. Réactivez-le quand vous voulez.',
  'status.hint.over': 'Votre forfait a pris fin le {date} : l’assistant ne répond plus.',
  'status.hint.refunded':
    'Votre forfait a été remboursé : l’assistant ne répond plus. Vous pouvez le reprendre en payant l’acompte.',
  'share.ready': 'Votre assistant répond : envoyez ce lien à vos invités, il ouvre WhatsApp avec votre assistant.',
  'share.blocked.payment':
    'Ne l’envoyez pas encore : vos invités n’auraient pas de réponse tant que l’acompte n’est pas payé.',
  'share.blocked.activation':
    'Ne l’envoyez pas encore : votre assistant est arrêté, vos invités n’auraient pas de réponse.',
  'share.blocked.trial_quota': 'L’essai gratuit a atteint sa limite de questions : passez au forfait pour continuer.',
  'share.blocked.over': 'Votre forfait a pris fin le {date} : vos invités n’ont plus de réponse.',
  'share.blocked.no_link': 'Le lien sera disponible dès la création de votre assistant.',
  'pay.cta': 'Activer mon assistant — payer l’acompte ({amount})',
  'pay.cta.short': 'Payer l’acompte ({amount})',
  'bot.over': 'Ce mariage est terminé depuis plus d’un mois : l’assistant ne peut plus être activé.',
} as const;
