// French texts of the pre-registration form, its counter and its API (spec 000 sections 5, 8 and 9).
import { countedTranslator, translator } from './translate.ts';

export const preRegistrationMessages = {
  'preRegistration.required': "L'email et le prénom sont obligatoires",
  'preRegistration.email.invalid': "L'adresse email n'est pas valide",
  'preRegistration.field.tooLong': 'Ce champ est trop long',
  'preRegistration.date.invalid': "La date du mariage n'est pas valide",
  'preRegistration.success': 'Merci pour votre pré-inscription !',
  'preRegistration.existing.subject': 'Vous êtes déjà pré-inscrits',
  'preRegistration.existing.body':
    "Bonjour,\n\nVotre adresse e-mail est déjà pré-inscrite à Assistant Mariage : inutile de recommencer, nous vous écrirons à l'ouverture.\n\nL'équipe Assistant Mariage",
  'preRegistration.failed': 'Une erreur est survenue',
  'preRegistration.tooMany': 'Trop de pré-inscriptions depuis cette adresse. Veuillez réessayer plus tard.',
  'preRegistration.counter.one': 'couple déjà pré-inscrit',
  'preRegistration.counter.other': 'couples déjà pré-inscrits',
} as const;

/** The pre-registration script reads its words alone (the public pages' weight), with the one shape of every area. */
export const t = translator(preRegistrationMessages);
export const tCount = countedTranslator(preRegistrationMessages);
