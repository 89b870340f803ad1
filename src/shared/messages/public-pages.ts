// French texts of the public pages' markup (landing, pricing, free trial, pre-registration, 404, footer), read by
// the .astro files at build time (`t()` below also reads public-site.ts). No browser script imports this catalogue, so its words cost no JavaScript.
import { publicSiteMessages } from './public-site.ts';
import { translator } from './translate.ts';

export const publicPageMessages = {
  'site.description': 'Assistant WhatsApp pour votre mariage : vos invités obtiennent des réponses 24h/24.',
  'footer.tagline': 'L’assistant WhatsApp qui répond aux questions de vos invités, jour et nuit.',

  'landing.title': 'Assistant Mariage · L’assistant WhatsApp qui répond à vos invités',
  'landing.description':
    'Un assistant WhatsApp pour votre mariage : vos invités posent leurs questions (horaires, lieux, dress code, parking, hébergement) et reçoivent une réponse 24h/24.',
  'landing.badge': 'Le mariage sans les 200 textos',
  'landing.heading': 'L’assistant WhatsApp qui répond à vos invités',
  'landing.lead':
    'Horaires, lieux, dress code, parking : vos invités posent leurs questions sur WhatsApp, votre assistant répond à toute heure, à partir des informations que vous lui donnez.',
  'landing.trial': 'Essai gratuit',
  'landing.bookDemo': 'Réserver une démo',
  'landing.preRegister': 'Pré-inscrivez-vous pour être prévenus de l’ouverture',
  'landing.hero.alt': 'Deux alliances sous une arche de roses, et une bulle de message',
  'landing.features.title': 'Tout ce que vos invités demandent, au bon moment',
  'landing.features.subtitle': 'Une seule fois vos informations, des centaines de réponses justes.',
  'landing.feature.instant.title': 'Réponses instantanées',
  'landing.feature.instant.text':
    'Vos invités écrivent sur WhatsApp et reçoivent une réponse en quelques secondes, 24h/24, même la veille du mariage à minuit.',
  'landing.feature.easy.title': 'Informations faciles à saisir',
  'landing.feature.easy.text':
    'Lieu de la cérémonie, programme détaillé, dress code, parking et transports, hébergements recommandés : un formulaire, et c’est prêt.',
  'landing.feature.faq.title': 'Vos questions-réponses',
  'landing.feature.faq.text': 'Ajoutez vos propres questions et réponses : l’assistant les utilise mot pour mot.',
  'landing.feature.stats.title': 'Statistiques',
  'landing.feature.stats.text':
    'Suivez l’activité de l’assistant, vos invités connectés et les questions les plus fréquentes.',
  'landing.feature.natural.title': 'Des réponses naturelles',
  'landing.feature.natural.text':
    'L’assistant reformule vos informations avec chaleur, sans jamais inventer ce que vous n’avez pas dit.',
  'landing.feature.planners.title': 'Wedding planners',
  'landing.feature.planners.text': 'Bientôt : gérez tous les mariages de vos clients depuis un seul tableau de bord.',
  'landing.step.describe.title': 'Décrivez votre mariage',
  'landing.step.describe.text': 'Lieux, horaires, tenue, hébergements et vos propres questions.',
  'landing.step.share.title': 'Partagez votre lien',
  'landing.step.share.text': 'Un lien WhatsApp unique, à glisser dans votre faire-part ou votre site.',
  'landing.step.enjoy.title': 'Profitez de votre journée',
  'landing.step.enjoy.text': 'L’assistant répond à vos invités et vous montre ce qu’ils demandent.',
  'landing.demo.title': 'Essayez la démo',
  'landing.demo.text':
    'Posez une question comme le ferait un invité : le dress code, l’heure de la cérémonie, le parking, l’hôtel…',
  'landing.cta.title': 'Prêt à libérer votre téléphone ?',
  'landing.cta.text': 'Votre assistant est prêt avant la fin de votre café.',
  'landing.cta.start': 'Commencer gratuitement',

  'pricingPage.title': 'Tarifs · Assistant Mariage',
  'pricingPage.description':
    'Les formules d’Assistant Mariage : essai gratuit, forfait Couple payé 50 % à la commande et le solde le jour du mariage, offre Wedding Planner.',
  'pricingPage.secure': 'Prix TTC, paiement sécurisé par carte.',
  'pricingPage.payment.title': 'Comment se passe le paiement du forfait Couple ?',
  'pricingPage.payment.deposit.title': '50 % à la commande',
  'pricingPage.payment.deposit.text': 'Vous réglez la moitié du forfait par carte au moment de l’achat.',
  'pricingPage.payment.activation.title': 'Activation immédiate',
  'pricingPage.payment.activation.text':
    'Votre assistant est activé dès le paiement confirmé ; votre lien WhatsApp vous est envoyé par e-mail.',
  'pricingPage.payment.balance.title': 'Le solde le jour du mariage',
  'pricingPage.payment.balance.text':
    'L’autre moitié est prélevée automatiquement le jour J, sur le même moyen de paiement. Rien à penser.',
  'pricingPage.payment.after.title': 'Actif jusqu’à un mois après',
  'pricingPage.payment.after.text':
    'Vos invités peuvent encore écrire après la fête (photos, objets oubliés…) pendant un mois.',
  'pricingPage.try.title': 'Pas encore décidés ?',
  'pricingPage.try.text':
    'Testez un assistant en 5 minutes, sans compte, ou pré-inscrivez-vous pour être prévenus de l’ouverture.',
  'pricingPage.try.trial': 'Essayer gratuitement',
  'pricingPage.try.preRegister': 'Me pré-inscrire',

  'trialPage.title': 'Essai gratuit · Assistant Mariage',
  'trialPage.description':
    'Créez gratuitement, sans compte, l’assistant WhatsApp de votre mariage en 5 minutes et testez-le tout de suite sur votre téléphone.',
  'trialPage.heading': 'Essayez votre assistant gratuitement',
  'trialPage.lead': 'Deux étapes, aucun compte : votre assistant répond sur WhatsApp dans 5 minutes.',

  'preRegistrationPage.title': 'Pré-inscription · Assistant Mariage',
  'preRegistrationPage.description':
    'Pré-inscrivez-vous à Assistant Mariage : nous vous écrivons dès l’ouverture des inscriptions pour configurer l’assistant WhatsApp de votre mariage.',
  'preRegistrationPage.heading': 'Soyez parmi les premiers couples',
  'preRegistrationPage.lead':
    'Pré-inscrivez-vous : nous vous écrivons dès l’ouverture des inscriptions, pour que l’assistant WhatsApp de votre mariage soit prêt à temps.',
  'preRegistrationPage.benefits.title': 'Pourquoi se pré-inscrire ?',
  'preRegistrationPage.benefit.early.title': 'Accès en avant-première',
  'preRegistrationPage.benefit.early.text':
    'Vous configurez votre assistant avant tout le monde et vous nous dites ce qui vous manque.',
  'preRegistrationPage.benefit.free.title': 'Sans engagement',
  'preRegistrationPage.benefit.free.text': 'La pré-inscription ne vous engage à rien et ne demande aucun paiement.',
  'preRegistrationPage.demo.title': 'Voyez ce que vos invités verront',
  'preRegistrationPage.demo.text':
    'Demandez le dress code, l’heure, le lieu, le parking, la liste de cadeaux, la météo…',

  'trialWizard.steps.couple': 'Le couple',
  'trialWizard.steps.ceremony': 'La cérémonie',
  'trialWizard.steps.assistant': 'Votre assistant',
  'trialWizard.step1.title': 'Étape 1 sur 3 · Le couple',
  'trialWizard.brideName': 'Prénom de la mariée',
  'trialWizard.groomName': 'Prénom du marié',
  'trialWizard.date': 'Date du mariage',
  'trialWizard.continue': 'Continuer',
  'trialWizard.step2.title': 'Étape 2 sur 3 · La cérémonie',
  'trialWizard.venue': 'Lieu de la cérémonie',
  'trialWizard.venue.placeholder': 'Mairie de Saint-Rémy',
  'trialWizard.time': 'Heure de la cérémonie',
  'trialWizard.custom.legend': 'Votre question personnalisée (facultatif)',
  'trialWizard.custom.hint': 'Une question que vos invités poseront sûrement, et sa réponse.',
  'trialWizard.question': 'Question',
  'trialWizard.question.placeholder': 'Y a-t-il un brunch le lendemain ?',
  'trialWizard.answer': 'Réponse',
  'trialWizard.answer.placeholder': 'Oui, dimanche à 11h au domaine.',
  'trialWizard.back': 'Retour',
  'trialWizard.create': 'Créer mon assistant d’essai',
  'trialWizard.ready': 'Votre assistant est prêt !',
  'trialWizard.couple': 'Couple',
  'trialWizard.dateShort': 'Date',
  'trialWizard.questions': 'Questions',
  'trialWizard.link': 'Votre lien WhatsApp',
  'trialWizard.copy': 'Copier le lien',
  'trialWizard.test': 'Tester sur WhatsApp',
  'trialWizard.howTo': 'Comment tester votre assistant',
  'trialWizard.howTo.open.before':
    'Ouvrez le lien sur votre téléphone (ou « Tester sur WhatsApp ») : WhatsApp s’ouvre avec le message',
  'trialWizard.howTo.open.after': 'déjà écrit.',
  'trialWizard.howTo.send': 'Envoyez ce message : votre assistant se présente à vous comme à un invité.',
  'trialWizard.howTo.full':
    'Pour des questions illimitées, le suivi de vos invités et vos statistiques, créez votre compte complet.',
  'trialWizard.edit': 'Modifier mes informations',
  'trialWizard.quota':
    'L’essai répond à {count} questions : 2 questions de base (l’heure et le lieu de la cérémonie) et votre question personnalisée.',

  'preRegistrationForm.title': 'Soyez prévenus de l’ouverture',
  'preRegistrationForm.email': 'Email',
  'preRegistrationForm.firstName': 'Prénom',
  'preRegistrationForm.lastName': 'Nom',
  'preRegistrationForm.date': 'Date du mariage (si vous la connaissez)',
  'preRegistrationForm.submit': 'Je me pré-inscris',
  'preRegistrationForm.emailUse': 'Nous n’utilisons votre email que pour vous prévenir du lancement.',
  'preRegistrationForm.privacy': 'Politique de confidentialité',
  'preRegistrationForm.thanks.writeTo': 'Nous vous écrirons à',
  'preRegistrationForm.thanks.atLaunch': 'dès l’ouverture.',
  'preRegistrationForm.thanks.tryMeanwhile': 'En attendant, essayez l’assistant gratuitement',

  'contentPage.description': '{title} · Assistant Mariage, l’assistant WhatsApp de votre mariage.',

  'notFoundPage.title': 'Page introuvable · Assistant Mariage',
  'notFoundPage.description': 'Cette page n’existe pas ou a changé d’adresse.',
} as const;

/** The public pages' markup reads its own words and those of the public scripts through one `t()`. */
export const t = translator({ ...publicSiteMessages, ...publicPageMessages });
