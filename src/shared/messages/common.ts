export const commonMessages = {
  // Every sign-up door in pre-launch (landing, pricing, trial, sign-up) and the API's refusal say this one sentence.
  'launch.signUpClosed':
    'Les inscriptions ouvrent bientôt : laissez votre e-mail en pré-inscription pour être prévenus dès l’ouverture.',
  'launch.preRegister': 'Se pré-inscrire',
  'error.title': 'Erreur',
  'error.generic': 'Une erreur est survenue',
  'error.internal': 'Une erreur interne est survenue. Veuillez réessayer.',
  'error.invalidJson': 'Le corps de la requête doit être un JSON valide.',
  'error.invalidInput': 'Les informations saisies sont invalides.',
  'error.bodyTooLarge': 'La requête est trop volumineuse ({max} Ko au plus).',
  'throttle.testChat': 'Trop de messages de test en une heure. Réessayez un peu plus tard.',
  'throttle.weddingCreation': 'Trop de mariages créés en une heure. Réessayez un peu plus tard.',
  'throttle.paidProvider': 'Trop de demandes en une heure pour cette action. Réessayez un peu plus tard.',
  'error.forbiddenOrigin': 'Requête refusée : origine non autorisée.',
  'error.notFound': 'Ressource introuvable.',
  'input.controlCharacters':
    'Ce texte contient des caractères invisibles non autorisés (caractère nul ou de contrôle). Retirez-les et réessayez.',
  'input.date.outOfRange': 'La date doit être comprise entre les années 2000 et 2100.',
  'notFound.title': 'Erreur 404 · Page introuvable',
  'notFound.hint': 'Cette page n’existe pas ou a changé d’adresse. Vérifiez le lien, ou repartez de l’accueil.',
  'notFound.back': "Retour à l'accueil",
  'toast.region': 'Notifications',
  'toast.close': 'Fermer la notification',
  'theme.toggle': 'Changer de thème (clair / sombre)',
} as const;
