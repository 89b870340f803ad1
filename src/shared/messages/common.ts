export const commonMessages = {
  /** A 500's message: what went wrong and the reference to quote to support (the error log's id). */
  'error.withReference': '{message} (réf. {errorId})',
  'error.title': 'Erreur',
  'error.generic': 'Une erreur est survenue',
  'error.internal': 'Une erreur interne est survenue. Veuillez réessayer.',
  'error.invalidJson': 'Le corps de la requête doit être un JSON valide.',
  'error.invalidInput': 'Les informations saisies sont invalides.',
  'error.forbiddenOrigin': 'Requête refusée : origine non autorisée.',
  'error.notFound': 'Ressource introuvable.',
  'input.controlCharacters': 'Ce texte contient des caractères invisibles non autorisés (caractère nul ou de contrôle). Retirez-les et réessayez.',
  'input.date.outOfRange': 'La date doit être comprise entre les années 2000 et 2100.',
  'notFound.title': 'Erreur 404 · Page introuvable',
  'notFound.hint': 'Cette page n’existe pas ou a changé d’adresse. Vérifiez le lien, ou repartez de l’accueil.',
  'notFound.back': "Retour à l'accueil",
  'toast.region': 'Notifications',
  'toast.close': 'Fermer la notification',
  'theme.toggle': 'Changer de thème (clair / sombre)',
} as const;
