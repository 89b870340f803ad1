// The words of the couple's announcements (« Annonces » tab): they load with that tab.
import { coupleSpaceMessages } from './couple-space.ts';
import { countedTranslator, translator } from './translate.ts';

export const announcementMessages = {
  'announcement.delivery.lateFailure':
    'Twilio a signalé « {status} » ({code}) après la remise du message : le statut reste celui de la remise.',
  'announcement.error.empty': 'Écrivez le message à envoyer.',
  'announcement.error.tooLong': 'Le message ne doit pas dépasser 1000 caractères.',
  'announcement.error.audience': 'Groupe inconnu.',
  'announcement.error.nobody': 'Aucun invité joignable pour ce message.',
  'announcement.error.inactive': 'Votre assistant n’est pas actif : activez-le pour écrire à vos invités.',
  'announcement.error.unknownHousehold': 'Aucun invité de votre liste dans ce foyer ou groupe.',
  'announcement.error.invalidStatus': 'Statut de message inconnu.',
  'announcement.title': 'Annonces',
  'announcement.intro':
    'Écrivez à vos invités connectés sur WhatsApp : un changement d’horaire, un rappel, un mot de bienvenue.',
  'announcement.form.title': 'Nouvelle annonce',
  'announcement.form.audience': 'Destinataires',
  'announcement.form.audience.all': 'Tous les invités connectés',
  'announcement.form.body': 'Message',
  'announcement.form.counter': '{count} / {max} caractères',
  'announcement.form.send': 'Envoyer',
  'announcement.reach.title': 'Qui recevra ce message ?',
  'announcement.reach.loading': 'Calcul des destinataires…',
  'announcement.reach.loadError': 'Impossible de savoir qui recevra ce message.',
  'announcement.reach.text.one': '{count} par message WhatsApp (a écrit dans les dernières 24 h)',
  'announcement.reach.text.other': '{count} par message WhatsApp (ont écrit dans les dernières 24 h)',
  'announcement.reach.template.one': '{count} par modèle approuvé',
  'announcement.reach.template.other': '{count} par modèle approuvé',
  'announcement.reach.unreachable.one': '{count} injoignable',
  'announcement.reach.unreachable.other': '{count} injoignables',
  'announcement.reach.reason.optedOut': 'a répondu STOP',
  'announcement.reach.reason.outsideWindow': 'hors de la fenêtre de 24 h et aucun modèle approuvé',
  'announcement.reach.notConnected.one':
    '{count} invité de la liste n’a pas encore écrit à l’assistant : il ne peut pas recevoir d’annonce',
  'announcement.reach.notConnected.other':
    '{count} invités de la liste n’ont pas encore écrit à l’assistant : ils ne peuvent pas recevoir d’annonce',
  'announcement.reach.notLive': 'Twilio n’est pas configuré : les messages restent en file d’attente',
  'announcement.noName': 'Sans nom',
  'announcement.confirm.title': 'Envoyer cette annonce ?',
  'announcement.confirm.message.one': '{count} invité recevra ce message sur WhatsApp.',
  'announcement.confirm.message.other': '{count} invités recevront ce message sur WhatsApp.',
  'announcement.sent': 'Annonce envoyée',
  'announcement.sent.queued': 'Les messages sont en file d’attente.',
  'announcement.sendFailed': 'L’annonce n’a pas pu être envoyée.',
  'announcement.history.title': 'Annonces envoyées',
  'announcement.history.empty': 'Aucune annonce envoyée pour l’instant.',
  'announcement.history.loadError': 'Impossible de charger les annonces envoyées.',
  'announcement.history.sentAt': 'Envoyée le {date}',
  'announcement.history.audience': 'Destinataires : {audience}',
  'announcement.history.details.one': 'Détail par invité ({count})',
  'announcement.history.details.other': 'Détail par invité ({count})',
  'announcement.history.col.name': 'Invité',
  'announcement.history.col.mode': 'Envoi',
  'announcement.history.col.status': 'Statut',
  'announcement.history.col.error': 'Erreur',
  'announcement.mode.text': 'message',
  'announcement.mode.template': 'modèle',
  'announcement.status.queued': 'En attente',
  'announcement.status.sent': 'Envoyé',
  'announcement.status.delivered': 'Distribué',
  'announcement.status.read': 'Lu',
  'announcement.status.failed': 'Échec',
  'announcement.status.undelivered': 'Non distribué',
  'announcement.links.open': 'Liens personnels et QR codes',
  'links.title': 'Liens personnels et QR codes',
  'links.intro':
    'Chaque foyer reçoit son propre lien WhatsApp : imprimez ces cartes ou glissez-les dans vos faire-part.',
  'links.back': 'Retour au mariage',
  'links.card.wedding': 'Mariage {ofCouple} · {date}',
  'links.card.instructions':
    'Scannez ce code avec votre téléphone : WhatsApp s’ouvre avec un message prêt, envoyez-le et posez vos questions à notre assistant.',
  'links.works.ready': 'Les liens fonctionnent dès maintenant : votre assistant répond aux invités.',
  'links.works.notYet':
    'Les liens ne répondront qu’une fois votre assistant actif (acompte payé) : imprimez-les dès maintenant, envoyez-les une fois l’assistant activé.',
  'links.works.over': 'Votre assistant ne répond plus (un mois après le mariage) : ces liens ne fonctionnent plus.',
  'links.print': 'Imprimer',
  'links.copy': 'Copier',
  'links.copy.label': 'Copier le lien de {name}',
  'links.qr.alt': 'QR code du lien WhatsApp de {name}',
  'links.qr.failed': 'QR code indisponible',
  'links.members': 'Membres',
  'links.noHousehold': 'Sans foyer',
  'links.empty': 'Aucun invité avec un lien personnel : ajoutez vos invités dans l’onglet « Invités ».',
  'links.loadError': 'Impossible de charger les liens des invités.',
  'links.missingId': 'Mariage introuvable.',
} as const;

/** The couple pages' translator on this tab (every couple catalogue has this shape): the couple pages' words
 * (couple-space.ts) and this tab's, which load with the tab only. */
export const t = translator({ ...coupleSpaceMessages, ...announcementMessages });
export const tCount = countedTranslator(announcementMessages);
/** The server's reads of this catalogue alone. */
export const tAnnouncement = translator(announcementMessages);
