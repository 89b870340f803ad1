// Privacy (GDPR): the couple's export and erasure, a guest's « OUBLIE-MOI », the retention periods.
import { coupleSpaceMessages } from './couple-space.ts';
import { translator } from './translate.ts';

export const privacyMessages = {
  /** What stands in a kept text (a payment description) for a name taken out of it. */
  'privacy.removedName': '[supprimé]',
  'privacy.title': 'Vos données personnelles',
  'privacy.intro':
    'Vous pouvez télécharger toutes les données de votre compte ou supprimer définitivement votre compte.',
  'privacy.export.button': 'Télécharger mes données',
  'privacy.export.hint':
    'Un fichier JSON : compte, mariages, FAQ, invités, messages, paiements, messages programmés, avis.',
  'privacy.export.success': 'Vos données ont été téléchargées.',
  'privacy.export.failed': "Impossible d'exporter vos données. Veuillez réessayer.",
  'privacy.delete.button': 'Supprimer mon compte',
  'privacy.delete.dialogTitle': 'Supprimer définitivement votre compte\u00a0?',
  'privacy.delete.erasedTitle': 'Ce qui est effacé',
  'privacy.delete.erased':
    'Votre compte (e-mail, nom, mot de passe), vos mariages, leurs FAQ, les invités et leurs numéros, tous les messages échangés, les messages programmés, vos avis, vos e-mails en attente et votre pré-inscription.',
  'privacy.delete.keptTitle': 'Ce qui est conservé',
  'privacy.delete.kept':
    'Les montants de vos paiements et remboursements, sans votre nom ni votre e-mail : la loi nous oblige à garder nos pièces comptables pendant 10 ans.',
  'privacy.delete.irreversible': 'Cette action est irréversible : toutes vos sessions seront fermées.',
  'privacy.delete.password': 'Mot de passe actuel',
  'privacy.delete.confirm': 'Supprimer définitivement',
  'privacy.delete.cancel': 'Annuler',
  'privacy.delete.failed': 'Impossible de supprimer votre compte. Veuillez réessayer.',
  'privacy.delete.passwordRequired': 'Veuillez saisir votre mot de passe actuel',
  'privacy.delete.passwordWrong': 'Mot de passe incorrect',
  'privacy.invoice.erasedBuyer': 'Client (compte supprimé)',
  'privacy.delete.tooMany': 'Trop de tentatives. Réessayez dans 15 minutes.',
  'privacy.delete.adminForbidden': "Un compte administrateur ne peut pas être supprimé depuis l'espace couple.",
  'privacy.delete.done': 'Votre compte et vos données personnelles ont été supprimés.',
  'privacy.account.notFound': 'Compte introuvable',
} as const;

/** The privacy words load with the settings tab that shows them, not with every couple page. */
/** The couple pages' translator on this tab (every couple catalogue has this shape): the couple pages' words
 * (couple-space.ts) and this tab's, which load with the tab only. */
export const t = translator({ ...coupleSpaceMessages, ...privacyMessages });
