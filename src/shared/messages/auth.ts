// French texts of sign-up, login and sessions (spec 000 sections 5 and 8, issue Foundation).
export const authMessages = {
  'signup.email.required.title': 'Email requis',
  'signup.email.required': 'Veuillez saisir votre email',
  'signup.email.invalid': "L'adresse email n'est pas valide",
  'signup.firstName.required': 'Le prénom est requis',
  'signup.lastName.required': 'Le nom est requis',
  'signup.password.weak.title': 'Mot de passe trop faible',
  'signup.password.tooShort': 'Le mot de passe doit contenir au moins 8 caractères',
  'signup.password.rules': 'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
  'signup.password.mismatch.title': 'Mots de passe différents',
  'signup.password.mismatch': 'Les mots de passe ne correspondent pas',
  'signup.password.common':
    'Ce mot de passe figure parmi les plus utilisés (listes de mots de passe divulgués) : choisissez-en un moins courant.',
  'signup.password.ownName':
    'Ce mot de passe repose sur votre prénom, votre nom ou votre adresse e-mail : ce sont les premiers essais d’un attaquant. Choisissez-en un sans rapport avec vous.',
  'signup.password.wedding':
    'Ce mot de passe repose sur un mot du mariage (« mariage », « amour », « jetaime »…) suivi de chiffres ou de symboles : il fait partie des premiers essais d’un attaquant. Choisissez-en un sans rapport avec le mariage.',
  'signup.password.guessable':
    'Ce mot de passe est trop facile à deviner : un mot courant, un prénom, une ville ou une date suivis de chiffres ou de symboles figurent parmi les premiers essais d’un attaquant. Assemblez plutôt plusieurs mots sans rapport entre eux (par exemple « Tilleul-Vayres-42! »).',
  'signup.tooMany': 'Trop de créations de compte depuis cette adresse. Veuillez réessayer plus tard.',
  'password.change.tooMany': 'Trop de tentatives de changement de mot de passe. Veuillez réessayer dans 15 minutes.',
  'signup.existing.subject': 'Tentative de création de compte avec votre adresse',
  'signup.existing.body':
    "Bonjour,\n\nQuelqu'un vient d'essayer de créer un compte Assistant Mariage avec votre adresse e-mail, qui a déjà un compte.\n\nSi c'était vous, connectez-vous simplement : {loginUrl}\nSinon, vous pouvez ignorer ce message : votre compte n'a pas changé.\n\nL'équipe Assistant Mariage",
  'passwordReset.link': 'Mot de passe oublié ?',
  'passwordReset.title': 'Mot de passe oublié',
  'passwordReset.lead':
    'Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  'passwordReset.submit': 'Recevoir le lien',
  'passwordReset.sent':
    'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé. Le lien est valable une heure.',
  'passwordReset.tooMany': 'Trop de demandes de réinitialisation. Veuillez réessayer dans une heure.',
  'passwordReset.email.subject': 'Réinitialisation de votre mot de passe',
  'passwordReset.email.body':
    "Bonjour,\n\nVous avez demandé à choisir un nouveau mot de passe pour votre compte Assistant Mariage. Ouvrez ce lien, valable une heure et une seule fois :\n{resetUrl}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.\n\nL'équipe Assistant Mariage",
  'passwordReset.new.title': 'Choisir un nouveau mot de passe',
  'passwordReset.new.lead':
    'Votre nouveau mot de passe remplace l’ancien et déconnecte tous les appareils connectés à votre compte.',
  'passwordReset.new.password': 'Nouveau mot de passe',
  'passwordReset.new.confirm': 'Confirmer le mot de passe',
  'passwordReset.new.submit': 'Enregistrer le mot de passe',
  'passwordReset.invalid':
    'Ce lien de réinitialisation n’est plus valable (déjà utilisé ou plus d’une heure) : demandez-en un nouveau.',
  'passwordReset.missing':
    'Ce lien est incomplet : ouvrez le lien reçu par e-mail tel quel, ou demandez-en un nouveau.',
  'passwordReset.done': 'Mot de passe modifié : connectez-vous avec le nouveau.',
  'passwordReset.again': 'Demander un nouveau lien',
  'passwordReset.backToLogin': 'Retour à la connexion',
  'logout.done': 'Déconnecté',
  'logout.crossSite': 'Déconnexion refusée : la demande vient d’un autre site.',
  'signup.failed': 'Erreur lors de la création du compte',
  'signup.success': 'Compte créé !',
  'login.required.title': 'Champs requis',
  'login.required': 'Veuillez saisir votre email et mot de passe',
  'login.failed.title': 'Erreur de connexion',
  'login.invalid': 'Email ou mot de passe incorrect',
  'login.success': 'Connexion réussie !',
  'login.tooMany': 'Trop de tentatives de connexion. Patientez quelques instants avant de réessayer.',
  'session.required': 'Veuillez vous connecter.',
  'session.adminRequired': 'Accès réservé aux administrateurs.',
  'session.reauthenticate':
    'Pour votre sécurité, saisissez à nouveau votre mot de passe pour continuer (dernière connexion il y a plus de 12 heures).',
  'session.reauthenticate.wrong': 'Mot de passe incorrect.',
  'session.reauthenticate.tooMany': 'Trop de mots de passe incorrects. Veuillez réessayer dans 15 minutes.',
  'session.reauthenticate.done': 'Mot de passe confirmé.',
  'session.reauthenticate.title': 'Confirmez votre mot de passe',
  'session.reauthenticate.label': 'Mot de passe',
  'session.reauthenticate.submit': 'Confirmer',
  'session.reauthenticate.cancel': 'Annuler',
  'admin.login.required': "Veuillez saisir votre nom d'utilisateur et mot de passe",
  'admin.login.invalid': 'Identifiants incorrects',
  'admin.login.success': 'Connexion réussie',
  'admin.login.network': 'Une erreur est survenue lors de la connexion',
} as const;
