export const commonMessages = {
  'error.title': 'Erreur',
  'error.generic': 'Une erreur est survenue',
  'error.internal': 'Une erreur interne est survenue. Veuillez réessayer.',
  'error.invalidJson': 'Le corps de la requête doit être un JSON valide.',
  'error.invalidInput': 'Les informations saisies sont invalides.',
  'error.forbiddenOrigin': 'Requête refusée : origine non autorisée.',
  'error.notFound': 'Ressource introuvable.',
  'notFound.title': '404 Page Not Found',
  'notFound.hint': 'Avez-vous oublié d’ajouter la page au routeur ?',
  'notFound.back': "Retour à l'accueil",
  'theme.toggle': 'Changer de thème (clair / sombre)',
} as const;
