// The words of the couple's inbox (« Messages » tab of /wedding/:id), its errors and its e-mails: they load with that tab.
import { coupleSpaceMessages } from './couple-space.ts';
import { countedTranslator, translator } from './translate.ts';

export const inboxMessages = {
  'inbox.tab': 'Messages',
  'inbox.title': 'Boîte de réception',
  'inbox.intro':
    'Les questions et messages auxquels l’assistant n’a pas su répondre, ou pas avec certitude, arrivent ici. Votre réponse part à l’invité sur WhatsApp.',
  'inbox.open.title': 'Messages en attente de votre réponse',
  'inbox.open.count.one': '{count} message en attente',
  'inbox.open.count.other': '{count} messages en attente',
  'inbox.open.empty': 'Aucun message en attente de votre réponse.',
  'inbox.conversations.title': 'Conversations avec les invités',
  'inbox.conversations.empty': 'Aucun invité n’a encore écrit à l’assistant.',
  'inbox.conversations.messages.one': '{count} message',
  'inbox.conversations.messages.other': '{count} messages',
  'inbox.loadError': 'Impossible de charger vos messages.',
  'inbox.open': 'Ouvrir',
  'inbox.reply': 'Répondre',
  'inbox.back': 'Retour à la liste',
  'inbox.thread.title': 'Conversation avec {guest}',
  'inbox.thread.loadError': 'Impossible de charger cette conversation.',
  'inbox.thread.guest': 'Invité',
  'inbox.thread.assistant': 'Assistant',
  'inbox.thread.couple': 'Vous',
  'inbox.thread.unanswered': 'Sans réponse de l’assistant',
  'inbox.thread.unanswered.closest': 'Réponse incertaine de l’assistant',
  'inbox.thread.unanswered.part': 'Réponse partielle de l’assistant',
  'inbox.thread.openQuestion': 'En attente de votre réponse',
  'inbox.thread.optedOut': 'Cet invité a répondu STOP : il ne reçoit plus de message.',
  'inbox.thread.joined': 'A rejoint la conversation',
  'inbox.form.replyingTo': 'Votre réponse à : « {question} »',
  'inbox.form.pick': 'Choisissez une question de l’invité ci-dessus pour y répondre.',
  'inbox.form.label': 'Votre réponse',
  'inbox.form.placeholder': 'Écrivez votre réponse à l’invité…',
  'inbox.form.counter': '{count} / {max} caractères',
  'inbox.form.saveAsFaq': 'Enregistrer aussi comme question fréquente',
  'inbox.form.saveAsFaq.hint': 'L’assistant répondra lui-même au prochain invité qui posera cette question.',
  'inbox.form.send': 'Envoyer',
  'inbox.form.sending': 'Envoi…',
  'inbox.form.template':
    'Plus de 24 h depuis le dernier message de l’invité : la réponse partira par le modèle approuvé « Réponse des mariés ».',
  'inbox.sent': 'Réponse envoyée',
  'inbox.sent.faq': 'Réponse envoyée et ajoutée à vos questions fréquentes',
  'inbox.sendFailed': 'La réponse n’a pas pu être envoyée.',
  'inbox.faq.saved': 'Ajoutée à vos questions fréquentes : l’assistant répondra lui-même la prochaine fois.',
  'inbox.faq.translations': 'Versions anglaise et espagnole',
  'inbox.faq.edit': 'Question fréquente',
  'inbox.placeholder': 'Choisissez une question ou une conversation pour l’ouvrir.',
  'inbox.waiting': 'Reçu le {date}',
  'inbox.mode.text': 'message WhatsApp',
  'inbox.mode.template': 'modèle approuvé',
  'inbox.status.queued': 'En attente d’envoi',
  'inbox.status.sent': 'Envoyé',
  'inbox.status.delivered': 'Distribué',
  'inbox.status.read': 'Lu',
  'inbox.status.failed': 'Échec de l’envoi',
  'inbox.status.undelivered': 'Non distribué',
  'inbox.settings.title': 'Questions sans réponse',
  'inbox.settings.intro': 'Quand l’assistant ne sait pas répondre, la question vous est transmise par e-mail :',
  'inbox.settings.instant': 'Tout de suite (un e-mail par question)',
  'inbox.settings.daily_digest': 'Une fois par jour (un récapitulatif le soir)',
  'inbox.settings.saved': 'Préférence enregistrée',
  'inbox.settings.failed': 'La préférence n’a pas pu être enregistrée.',
  'inbox.form.resolve': 'Classer sans répondre',
  'inbox.form.resolve.hint': 'La réponse de l’assistant convenait, ou vous avez répondu autrement : rien n’est envoyé.',
  'inbox.resolved': 'Question classée',
  'inbox.resolved.detail': 'Rien n’a été envoyé à l’invité.',
  'inbox.resolveFailed': 'La question n’a pas pu être classée.',
  'inbox.error.text.empty': 'Écrivez votre réponse.',
  'inbox.error.text.tooLong': 'La réponse ne doit pas dépasser 1000 caractères.',
  'inbox.error.saveAsFaq': 'Indiquez si la réponse doit aussi être enregistrée comme question fréquente (oui ou non).',
  'inbox.error.notifications': 'Choisissez « tout de suite » ou « une fois par jour ».',
  'inbox.error.coupleOnly': 'Seuls les mariés peuvent répondre à leurs invités.',
  'inbox.error.questionNotFound': 'Question introuvable.',
  'inbox.error.guestNotFound': 'Invité introuvable.',
  'inbox.error.guestGone': 'Cet invité a demandé à être oublié : il n’est plus possible de lui écrire.',
  'inbox.error.optedOut': 'Cet invité a répondu STOP : il ne reçoit plus de message, votre réponse n’est pas envoyée.',
  'inbox.error.outsideWindow':
    'Plus de 24 h depuis le dernier message de cet invité et aucun modèle « Réponse des mariés » n’est configuré : WhatsApp ne permet pas de lui écrire maintenant.',
  'inbox.error.faqAnswer': 'Pour l’enregistrer comme question fréquente, la réponse doit faire au moins 20 caractères.',
  'inbox.error.faqQuestion':
    'La question de l’invité ne peut pas devenir une question fréquente (de 10 à 500 caractères) : décochez « Enregistrer aussi comme question fréquente ».',
  'inbox.guest.unknown': 'Invité',
  'inbox.whatsapp.prefix.fr': 'Réponse de {couple} : {text}',
  'inbox.whatsapp.prefix.en': 'Reply from {couple}: {text}',
  'inbox.whatsapp.prefix.es': 'Respuesta de {couple}: {text}',
  'inbox.email.question.subject': 'Un invité vous a écrit : {question}',
  'inbox.email.question.body':
    '{guest} a écrit à l’assistant (le {date}) :\n« {question} »\n\nL’assistant n’a pas su répondre. Répondez-lui depuis l’onglet « Messages » de votre mariage, votre réponse lui parviendra sur WhatsApp :\n{url}',
  'inbox.email.question.bodyHedged':
    '{guest} a écrit à l’assistant (le {date}) :\n« {question} »\n\nL’assistant n’était pas sûr de la réponse : il a envoyé ce qui s’en approche et vous transmet la question. Sa réponse :\n« {reply} »\n\nSi ce n’est pas ce que l’invité demandait, répondez-lui depuis l’onglet « Messages » de votre mariage, votre réponse lui parviendra sur WhatsApp :\n{url}',
  'inbox.email.question.bodyPartly':
    '{guest} a écrit à l’assistant (le {date}) :\n« {question} »\n\nL’assistant a répondu à une partie du message et vous transmet le reste. Sa réponse :\n« {reply} »\n\nRépondez à l’invité pour le reste depuis l’onglet « Messages » de votre mariage, votre réponse lui parviendra sur WhatsApp :\n{url}',
  'inbox.email.digest.subject.one': '{count} question de vos invités attend votre réponse',
  'inbox.email.digest.subject.other': '{count} questions de vos invités attendent votre réponse',
  'inbox.email.digest.intro':
    'Voici les questions posées aujourd’hui auxquelles l’assistant n’a pas su répondre, ou pas avec certitude :',
  'inbox.email.digest.item': '- {guest} ({time}) : « {question} »',
  'inbox.email.digest.itemHedged': '- {guest} ({time}) : « {question} » (l’assistant a envoyé ce qui s’en approche)',
  'inbox.email.digest.itemPartly': '- {guest} ({time}) : « {question} » (l’assistant a répondu à une partie)',
  'inbox.email.digest.outro':
    'Répondez-leur depuis l’onglet « Messages » de votre mariage, vos réponses leur parviendront sur WhatsApp :\n{url}',
} as const;

/** The couple pages' translator on this tab (every couple catalogue has this shape): the couple pages' words
 * (couple-space.ts) and this tab's, which load with the tab only. */
export const t = translator({ ...coupleSpaceMessages, ...inboxMessages });
export const tCount = countedTranslator(inboxMessages);
/** The server's reads of this catalogue alone. */
export const tInbox = translator(inboxMessages);
