// The e-mails of the couple package (deposit confirmed, balance paid, balance failed), sent by the server.
export const emailMessages = {
  'email.greeting': 'Bonjour {bride} et {groom},',
  'email.signature': "À très vite,\nL'équipe Assistant Mariage",
  'email.depositConfirmed.subject': 'Votre assistant de mariage est activé 💍',
  'email.depositConfirmed.received':
    'Nous avons bien reçu votre acompte de {deposit} pour le forfait Couple. Votre assistant WhatsApp est activé.',
  'email.depositConfirmed.link': 'Voici le lien à partager avec vos invités :\n{link}',
  'email.depositConfirmed.linkInSpace': 'Le lien WhatsApp de votre assistant est disponible dans votre espace couple.',
  'email.depositConfirmed.balanceLater':
    'Le solde de {balance} sera prélevé automatiquement le jour du mariage ({date}) sur la même carte.',
  'email.depositConfirmed.paidInFull': 'Votre forfait est entièrement réglé.',
  'email.depositConfirmed.complete':
    'Complétez les informations de votre mariage et votre FAQ depuis votre espace : {url}',
  'email.balancePaid.subject': 'Solde de votre forfait réglé',
  'email.balancePaid.paid':
    'Le solde de votre forfait Couple ({balance}) a bien été réglé : votre forfait est entièrement payé.',
  'email.balancePaid.active':
    'Votre assistant reste actif jusqu’à un mois après le mariage. Tous nos vœux de bonheur !',
  'email.balanceFailed.subject': 'Action requise : règlement du solde de votre forfait',
  'email.balanceFailed.failed':
    'Le prélèvement automatique du solde de votre forfait Couple ({balance}) n’a pas abouti.',
  'email.balanceFailed.failedBecause':
    'Le prélèvement automatique du solde de votre forfait Couple ({balance}) n’a pas abouti : {reason}',
  'email.balanceFailed.payNow':
    'Votre assistant reste actif pour vos invités. Pour régler le solde (votre banque peut vous demander une authentification), ouvrez ce lien :',
} as const;
