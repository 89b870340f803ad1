// French texts of the free-trial wizard and its API (spec 000 sections 2, 5, 8 and 9).
import { countedTranslator, translator } from './translate.ts';

export const trialMessages = {
  'trial.required.title': 'Champs requis',
  'trial.step1.required': 'Veuillez remplir tous les champs',
  'trial.step2.required': "Veuillez remplir au moins le lieu et l'heure de la cérémonie",
  'trial.brideName.required': 'Le prénom de la mariée est requis',
  'trial.groomName.required': 'Le prénom du marié est requis',
  'trial.date.required': 'La date du mariage est requise',
  'trial.date.invalid': "La date du mariage n'est pas valide",
  'trial.time.invalid': "L'heure doit être au format HH:MM",
  'trial.field.tooLong': 'Ce champ est trop long',
  'trial.customAnswer.required': 'Veuillez saisir la réponse à votre question personnalisée',
  'trial.customQuestion.required': 'Veuillez saisir votre question personnalisée',
  'trial.userType.invalid': "L'essai gratuit est réservé aux couples",
  'trial.update.empty': 'Aucune modification à enregistrer',
  'trial.created': 'Essai créé avec succès !',
  'trial.create.failed': 'Impossible de créer votre essai gratuit',
  'trial.failed': 'Une erreur est survenue',
  'trial.update.failed': 'Impossible de mettre à jour la configuration',
  'trial.updated': 'Configuration mise à jour',
  'trial.notFound': 'Essai gratuit introuvable',
  'trial.claim.hasWedding': 'Votre compte a déjà un mariage : l’essai gratuit ne peut pas s’y ajouter.',
  'trial.tooMany': "Trop d'essais gratuits créés depuis cette adresse. Veuillez réessayer dans une heure.",
  'trial.linkCopied': 'Lien copié !',
  'trial.linkCopy.failed': 'Impossible de copier le lien',
  'trial.fullAccount': 'Créer mon compte complet',
  'trial.questionsRemaining.one': '{count} question restante',
  'trial.questionsRemaining.other': '{count} questions restantes',
} as const;

/** The free trial's script reads its words alone (the public pages' weight), with the one shape of every area. */
export const t = translator(trialMessages);
export const tCount = countedTranslator(trialMessages);
