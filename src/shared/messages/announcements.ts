// The words of the couple's announcements (« Annonces » tab): they load with that tab.
import { translator } from './translate.ts';

export const announcementMessages = {
  'announcement.error.empty': 'Écrivez le message à envoyer.',
  'announcement.error.tooLong': 'Le message ne doit pas dépasser 1000 caractères.',
  'announcement.error.audience': 'Groupe inconnu.',
  'announcement.error.nobody': 'Aucun invité joignable pour ce message.',
  'announcement.error.unknownHousehold': 'Aucun invité de votre liste dans ce foyer ou groupe.',
  'announcement.error.invalidStatus': 'Statut de message inconnu.',
} as const;

export const tAnnouncement = translator(announcementMessages);
