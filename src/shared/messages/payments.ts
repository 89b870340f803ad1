// French texts of the couple package payment: payment page, success page, balance page, errors (spec 000).
export const paymentMessages = {
  // errors and refusals
  'payment.error.title': 'Erreur de paiement',
  'payment.wedding.required': 'Le mariage est requis',
  'payment.ownerOnly': 'Seul le couple du mariage peut régler son forfait.',
  'payment.alreadyPaid': 'Le forfait de ce mariage est déjà réglé.',
  'payment.weddingOver': "Ce mariage a eu lieu il y a plus d'un mois : le forfait ne peut plus être acheté.",
  'payment.intent.invalid': 'Paiement introuvable.',
  'payment.intent.notPayable': 'Ce paiement ne peut plus être confirmé.',
  'payment.unavailable': 'Le paiement est momentanément indisponible. Veuillez réessayer.',
  'payment.misconfigured': 'Le paiement par carte n’est pas configuré correctement (clé publique Stripe manquante).',
  'payment.discount.invalid': 'Le code promo n’est pas valide.',
  'payment.discount.unknown': 'Ce code promo n’existe pas.',
  'payment.discount.inactive': 'Ce code promo n’est plus actif.',
  'payment.discount.expired': 'Ce code promo a expiré.',
  'payment.discount.exhausted': 'Ce code promo a atteint sa limite d’utilisation.',
  'payment.discount.notApplicable': 'Ce code promo ne s’applique pas au forfait Couple.',
  'payment.discount.tooLarge':
    'Ce code promo ne peut pas être utilisé en ligne : le montant à payer serait trop faible.',
  'payment.card.invalidNumber': 'Le numéro de carte est invalide.',
  'payment.card.declined': 'Votre carte a été refusée.',
  'payment.card.insufficientFunds': 'Votre carte ne dispose pas de fonds suffisants.',
  'payment.card.authenticationRequired': 'Votre banque demande une authentification pour ce paiement.',
  'payment.productionWithoutStripe':
    'Le paiement en ligne n’est pas encore ouvert sur ce site (Stripe n’est pas configuré) : aucun paiement n’a été pris. Réessayez plus tard ou écrivez-nous.',
  'payment.simulated.unavailable': 'Le paiement de test n’est pas disponible : les paiements passent par Stripe.',
  'payment.webhook.notConfigured': 'Webhook Stripe non configuré.',
  'payment.webhook.badSignature': 'Signature Stripe invalide.',
  'payment.webhook.futureTimestamp': 'Signature Stripe datée du futur : événement refusé.',
  'payment.balance.nothingDue': 'Aucun solde n’est à régler pour ce mariage.',

  // payment page
  'payment.page.title': 'Paiement du forfait Couple',
  'payment.page.loading': 'Préparation de votre commande…',
  'payment.back': 'Retour au tableau de bord',
  'payment.summary.title': 'Récapitulatif de la commande',
  'payment.summary.package': 'Forfait',
  'payment.summary.couple': 'Mariage',
  'payment.summary.weddingDate': 'Date du mariage',
  'payment.summary.price': 'Prix du forfait',
  'payment.summary.discount': 'Réduction',
  'payment.summary.total': 'Total',
  'payment.summary.deposit': 'À payer aujourd’hui (50 %)',
  'payment.summary.balance': 'Solde prélevé le jour du mariage',
  'payment.summary.activeUntil': 'Forfait actif jusqu’au',
  'payment.plan.explainer':
    'La moitié est payée aujourd’hui ; le solde est prélevé automatiquement le jour du mariage sur le même moyen de paiement. Votre assistant est activé dès le paiement confirmé et son lien WhatsApp vous est envoyé par e-mail.',
  'payment.discount.label': 'Code promo',
  'payment.discount.placeholder': 'EX. BIENVENUE10',
  'payment.discount.apply': 'Appliquer',
  'payment.discount.applied': 'Code promo appliqué',
  'payment.discount.remove': 'Retirer le code',
  'payment.form.title': 'Paiement par carte',
  'payment.pay': 'Payer',
  'invoice.line.deposit': 'Formule Couple, mariage {ofCouple} le {date} : acompte (50 %)',
  'invoice.line.balance': 'Formule Couple, mariage {ofCouple} le {date} : solde (50 %)',
  'invoice.title': 'Facture',
  'invoice.buyer': 'Client',
  'invoice.net': 'Total HT',
  'invoice.vat': 'TVA',
  'invoice.total': 'Total TTC payé',
  'payment.consent.required':
    'Cochez la case : acceptez les conditions générales de vente et le prélèvement du solde le jour du mariage.',
  'payment.consent.terms': 'Lire les conditions générales de vente',
  'payment.processing': 'Paiement en cours…',
  'payment.secure': 'Paiement sécurisé par Stripe. Votre carte est enregistrée pour le prélèvement du solde.',

  // simulated mode
  'payment.test.badge': 'MODE TEST',
  'payment.test.notice':
    'Paiement simulé : aucune carte n’est débitée. Stripe n’est pas configuré sur ce serveur ; utilisez une carte de test ci-dessous.',
  'payment.test.cardNumber': 'Numéro de carte de test',
  'payment.test.cards': 'Cartes de test (cliquez pour remplir)',

  // success page
  'payment.success.pageTitle': 'Paiement confirmé',
  'payment.success.title': 'Paiement confirmé !',
  'payment.success.deposit': 'Votre acompte a bien été réglé. Merci !',
  'payment.success.balance': 'Le solde de votre forfait a bien été réglé. Merci !',
  'payment.success.processing':
    'Votre paiement est en cours de traitement par votre banque. Cette page se mettra à jour dès sa confirmation.',
  'payment.success.paidNow': 'Montant payé',
  'payment.success.depositPaid': 'Acompte payé',
  'payment.success.remaining': 'Reste à payer',
  'payment.success.remainingOn': 'prélevé le',
  'payment.success.nothingRemaining': 'Forfait entièrement réglé',
  'payment.success.weddingDate': 'Date du mariage',
  'payment.success.activation': 'Votre assistant est activé ; son lien WhatsApp vous a été envoyé par e-mail.',
  'payment.success.whatsapp': 'Lien WhatsApp de votre assistant',
  'payment.success.dashboard': 'Accéder à mon espace couple',
  'payment.success.wedding': 'Voir mon mariage',
  'payment.success.print': 'Imprimer la facture',
  'payment.receipt.title': 'Reçu de paiement',
  'payment.receipt.number': 'Référence',
  'payment.receipt.date': 'Date',
  'payment.receipt.item': 'Forfait Couple — assistant WhatsApp du mariage',
  'payment.receipt.depositLine': 'Acompte (50 %)',
  'payment.receipt.balanceLine': 'Solde',
  'payment.receipt.seller': 'Assistant Mariage',

  // balance page
  'payment.balance.pageTitle': 'Régler le solde du forfait',
  'payment.balance.intro':
    'Le prélèvement automatique du solde n’a pas abouti. Vous pouvez le régler ci-dessous ; votre banque peut vous demander une authentification.',
  'payment.balance.amount': 'Solde à régler',
  'payment.balance.lastError': 'Motif du refus',

  // checkout route
  'payment.checkout.redirecting': 'Redirection vers le paiement…',

  // refunds (back office)
  'payment.refund.refused': 'Le prestataire de paiement a refusé le remboursement.',
  'payment.refund.alreadyRefunded': 'Ce paiement est déjà entièrement remboursé.',
  'payment.refund.notSimulated': 'Ce paiement n’a pas été fait en mode simulé.',
  'payment.refund.stripeMissing': 'Ce paiement a été fait avec Stripe, qui n’est pas configuré sur ce serveur.',
  'payment.refund.notRefundable':
    'Ce paiement ne peut pas être remboursé : il n’a pas abouti ou n’est lié à aucun paiement du prestataire.',
  'payment.refund.tooMuch': 'Le montant dépasse ce qui reste à rembourser ({amount}).',
  'payment.refund.done': 'Remboursement effectué',
  'payment.refund.pending': 'Remboursement demandé : l’argent est en route vers le client.',
  'payment.problem.title': 'Le paiement ne peut pas continuer',
  'payment.problem.missing': 'Aucun mariage n’est indiqué pour ce paiement.',
  'payment.problem.load': 'Impossible de préparer le paiement. Veuillez réessayer dans un instant.',
  'payment.problem.stripe':
    'Le formulaire de paiement sécurisé n’a pas pu se charger. Vérifiez votre connexion puis réessayez.',
  'payment.problem.verify':
    'Impossible de vérifier ce paiement. Si votre carte a été débitée, votre espace couple l’indiquera d’ici quelques minutes.',
  'payment.problem.back': 'Retour à mon espace couple',
  'payment.problem.pricing': 'Voir les tarifs',
} as const;
