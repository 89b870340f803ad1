// The words of the couple's guest list (/wedding/:id, « Invités ») and of its import: they load with that tab.
import { translator } from './translate.ts';

export const guestListMessages = {
  'guestList.title': 'Invités',
  'guestList.error.nameRequired': 'Le nom de l’invité est obligatoire.',
  'guestList.error.nameTooLong': 'Le nom de l’invité ne doit pas dépasser 120 caractères.',
  'guestList.error.phoneRequired': 'Le numéro de téléphone est obligatoire.',
  'guestList.error.phoneInvalid': 'Numéro de téléphone invalide (exemple : 06 12 34 56 78 ou +44 7911 123456).',
  'guestList.error.householdTooLong': 'Le foyer ou groupe ne doit pas dépasser 120 caractères.',
  'guestList.error.languageInvalid': 'Langue inconnue : indiquez fr, en ou es.',
  'guestList.error.emailInvalid': 'Adresse e-mail invalide.',
  'guestList.error.notFound': 'Invité introuvable.',
  'guestList.error.coupleOnly': 'Seul le couple peut modifier sa liste d’invités.',
  'guestList.error.phoneOfConversation': 'Cet invité vous a déjà écrit depuis ce numéro : il ne peut plus être changé.',
  'guestList.removed': 'Invité retiré de la liste.',
  'guestList.error.phoneTaken': 'Un autre invité de votre liste a déjà ce numéro.',
  'guestList.import.error.empty': 'Le fichier est vide.',
  'guestList.import.error.tooLarge': 'Le fichier est trop volumineux (256 Ko au plus).',
  'guestList.import.error.tooManyRows': 'Le fichier compte plus de 1000 lignes : importez-le en plusieurs fois.',
  'guestList.import.error.noNameColumn': 'Colonne « nom » introuvable dans la première ligne du fichier.',
  'guestList.import.error.noPhoneColumn': 'Colonne « téléphone » introuvable dans la première ligne du fichier.',
  'guestList.import.error.unreadable': 'Fichier CSV illisible : vérifiez qu’il s’agit bien d’un fichier texte séparé par des virgules ou des points-virgules.',
  'guestList.import.error.controlCharacters': 'La ligne contient des caractères invisibles non autorisés.',
  'guestList.import.duplicateOf': 'Même numéro que la ligne {line} : les deux lignes sont fusionnées.',
  'guestList.import.mergesExisting': 'Déjà dans votre liste : ses informations sont complétées.',
} as const;

export const tGuestList = translator(guestListMessages);
