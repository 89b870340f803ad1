// The words of the couple's guest list (/wedding/:id, « Invités ») and of its import: they load with that tab.
import { translator } from './translate.ts';

export const guestListMessages = {
  'guestList.title': 'Invités',
  'guestList.error.nameRequired': 'Le nom de l’invité est obligatoire.',
  'guestList.error.nameTooLong': 'Le nom de l’invité ne doit pas dépasser 120 caractères.',
  'guestList.error.phoneRequired': 'Le numéro de téléphone est obligatoire.',
  'guestList.error.phoneInvalid': 'Numéro de téléphone invalide (exemple : 06 12 34 56 78 ou +44 7700 900123).',
  'guestList.error.householdTooLong': 'Le foyer ou groupe ne doit pas dépasser 120 caractères.',
  'guestList.error.languageInvalid': 'Langue inconnue : indiquez fr, en ou es.',
  'guestList.error.emailInvalid': 'Adresse e-mail invalide.',
  'guestList.error.notFound': 'Invité introuvable.',
  'guestList.import.error.empty': 'Le fichier est vide.',
  'guestList.import.error.tooLarge': 'Le fichier est trop volumineux (256 Ko au plus).',
  'guestList.import.error.tooManyRows': 'Le fichier compte plus de 1000 lignes : importez-le en plusieurs fois.',
  'guestList.import.error.noNameColumn': 'Colonne « nom » introuvable dans la première ligne du fichier.',
  'guestList.import.error.noPhoneColumn': 'Colonne « téléphone » introuvable dans la première ligne du fichier.',
  'guestList.import.error.unreadable': 'Fichier CSV illisible : vérifiez qu’il s’agit bien d’un fichier texte séparé par des virgules ou des points-virgules.',
  'guestList.import.duplicateOf': 'Même numéro que la ligne {line} : les deux lignes sont fusionnées.',
  'guestList.import.mergesExisting': 'Déjà dans votre liste : ses informations sont complétées.',
  'guestList.intro': 'Les invités que vous ajoutez ou importez, et ceux qui ont déjà écrit à votre assistant.',
  'guestList.count.listed.one': '{count} invité sur la liste',
  'guestList.count.listed.other': '{count} invités sur la liste',
  'guestList.count.written.one': '{count} a déjà écrit',
  'guestList.count.written.other': '{count} ont déjà écrit',
  'guestList.empty': 'Votre liste d’invités est vide. Ajoutez un invité ou importez un fichier CSV.',
  'guestList.loadError': 'Impossible de charger la liste des invités.',
  'guestList.retry': 'Réessayer',
  'guestList.table.caption': 'Liste des invités',
  'guestList.col.name': 'Nom',
  'guestList.col.phone': 'Téléphone',
  'guestList.col.household': 'Foyer ou groupe',
  'guestList.col.language': 'Langue',
  'guestList.col.written': 'Assistant',
  'guestList.col.rsvp': 'Réponse',
  'guestList.col.actions': 'Actions',
  'guestList.noName': 'Sans nom',
  'guestList.none': '—',
  'guestList.notListed': 'pas sur la liste',
  'guestList.written.yes': 'a écrit',
  'guestList.written.no': 'pas encore',
  'guestList.rsvp.yes': 'Présent',
  'guestList.rsvp.no': 'Absent',
  'guestList.rsvp.maybe': 'Peut-être',
  'guestList.rsvp.pending': 'En attente',
  'guestList.rsvp.party.one': '{count} personne',
  'guestList.rsvp.party.other': '{count} personnes',
  'guestList.language.fr': 'Français',
  'guestList.language.en': 'Anglais',
  'guestList.language.es': 'Espagnol',
  'guestList.language.none': 'Non précisée',
  'guestList.add': 'Ajouter un invité',
  'guestList.dialog.add': 'Ajouter un invité',
  'guestList.dialog.edit': 'Modifier l’invité',
  'guestList.field.name': 'Nom',
  'guestList.field.phone': 'Téléphone',
  'guestList.field.phone.hint': 'Un numéro français peut s’écrire sans +33 (06 12 34 56 78).',
  'guestList.field.household': 'Foyer ou groupe',
  'guestList.field.household.hint': 'Par exemple : Famille Martin, Amis du lycée.',
  'guestList.field.language': 'Langue',
  'guestList.field.email': 'E-mail (facultatif)',
  'guestList.save': 'Enregistrer',
  'guestList.cancel': 'Annuler',
  'guestList.edit': 'Modifier',
  'guestList.delete': 'Supprimer',
  'guestList.added': 'Invité ajouté',
  'guestList.updated': 'Invité mis à jour',
  'guestList.deleted': 'Invité supprimé',
  'guestList.saveFailed': 'L’invité n’a pas pu être enregistré.',
  'guestList.deleteFailed': 'L’invité n’a pas pu être supprimé.',
  'guestList.delete.title': 'Supprimer cet invité ?',
  'guestList.delete.confirm': '{name} sera retiré de votre liste d’invités.',
  'guestList.import.title': 'Importer un fichier CSV',
  'guestList.import.help': 'Première ligne : les noms des colonnes nom, téléphone, foyer, langue, email (foyer, langue et email sont facultatifs). Séparateur : virgule ou point-virgule.',
  'guestList.import.example': 'Exemple :',
  'guestList.import.file': 'Fichier CSV des invités',
  'guestList.import.reading': 'Lecture du fichier…',
  'guestList.import.failed': 'Le fichier n’a pas pu être analysé.',
  'guestList.import.preview.title': 'Aperçu de l’import',
  'guestList.import.preview.note': 'Rien n’est encore enregistré : vérifiez les lignes puis confirmez.',
  'guestList.import.col.line': 'Ligne',
  'guestList.import.col.action': 'Action',
  'guestList.import.col.errors': 'Erreurs',
  'guestList.import.action.create': 'Nouvel invité',
  'guestList.import.action.merge': 'Fusion',
  'guestList.import.action.error': 'Erreur',
  'guestList.import.created.one': '{count} nouveau',
  'guestList.import.created.other': '{count} nouveaux',
  'guestList.import.merged.one': '{count} fusionné',
  'guestList.import.merged.other': '{count} fusionnés',
  'guestList.import.invalid.one': '{count} ligne en erreur ignorée',
  'guestList.import.invalid.other': '{count} lignes en erreur ignorées',
  'guestList.import.confirm': 'Confirmer l’import',
  'guestList.import.cancel': 'Annuler',
  'guestList.import.nothing': 'Aucune ligne valide à importer.',
  'guestList.import.done': 'Import terminé',
  'guestList.import.cancelled': 'Import annulé : rien n’a été enregistré.',
} as const;

export const tGuestList = translator(guestListMessages);

type GuestListKey = keyof typeof guestListMessages;
type PluralBase<K> = K extends `${infer B}.one` ? B : never;
const frenchPlural = new Intl.PluralRules('fr-FR');
const frenchNumber = new Intl.NumberFormat('fr-FR');

/** A counted phrase of this tab (French rule: 0 and 1 take the singular). */
export function tGuestListCount(key: PluralBase<GuestListKey>, count: number): string {
  const form = frenchPlural.select(count) === 'one' ? 'one' : 'other';
  return tGuestList(`${key}.${form}` as GuestListKey, { count: frenchNumber.format(count) });
}

/** « X nouveaux, Y fusionnés, Z lignes en erreur ignorées » of an import's preview or result. */
export function importSummary({ created, merged, invalid }: { created: number; merged: number; invalid: number }): string {
  return [tGuestListCount('guestList.import.created', created), tGuestListCount('guestList.import.merged', merged), tGuestListCount('guestList.import.invalid', invalid)].join(', ');
}
