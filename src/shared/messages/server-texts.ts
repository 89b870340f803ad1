// Texts only the server writes (into records, providers' descriptions and its own answers): kept out of the page
// catalogues, whose every word is downloaded by the islands that load them.
export const serverTexts = {
  /** A 500's message: what went wrong and the reference to quote to support (the error log's id). */
  'error.withReference': '{message} (réf. {errorId})',
  /** An answer's source in the insights when its FAQ has been deleted since. */
  'insights.deletedQuestion': 'Question supprimée',
  // what the transactions and Stripe's payment intents are described as
  'payment.description.deposit': 'Forfait Couple — acompte (50 %)',
  'payment.description.balance': 'Forfait Couple — solde (jour du mariage)',
  'payment.description.failed': '{description} — échec : {reason}',
  'payment.intent.deposit': 'Forfait Couple — acompte (50 %) — {bride} & {groom}',
  'payment.intent.balance': 'Forfait Couple — solde — {bride} & {groom}',
  // A deploy against a database marked for another one (src/server/deploy-marker.ts)
  'deploy.productionDatabase':
    'Service indisponible : ce déploiement ({context}) est branché sur la base de données de la production, qu’il ne doit jamais toucher. Donnez-lui sa propre DATABASE_URL (branche Neon « preview »).',
  'deploy.notProductionDatabase':
    'Service indisponible : la production ne démarre que sur la base marquée pour elle par son étape de déploiement (celle-ci est {marker}).',
} as const;
