// The words of the wedding's tools shown in their own tabs or panels (statistics, automatic messages, « Tester »):
// they load with those components, not with every couple page.
import { coupleSpaceMessages } from './couple-space.ts';
import { countedTranslator, translator } from './translate.ts';

export const weddingToolsMessages = {
  'scheduled.title': 'Messages automatiques',
  'scheduled.intro':
    'Envoyés sur WhatsApp à vos invités connectés, sauf ceux qui ont répondu STOP et les foyers qui ne viennent pas. Les remerciements ne vont qu’aux foyers de votre liste qui ont confirmé leur venue.',
  'scheduled.kind.reminder_24h': 'Rappel la veille (18h)',
  'scheduled.kind.checkin_morning': 'Le jour J, le matin (9h)',
  'scheduled.kind.checkin_evening': 'Le jour J, en fin de journée (17h)',
  'scheduled.kind.thank_you': 'Remerciements le lendemain (11h)',
  'scheduled.enabled': 'Activé',
  'scheduled.disabled': 'Désactivé',
  'scheduled.sentAt': 'Envoyé le {date}',
  'scheduled.plannedAt': 'Prévu le {date}',
  'scheduled.deliveries': ' · envois réussis : {sent}, en file : {pending}, en échec : {failed}',
  'scheduled.text': 'Texte du message',
  'scheduled.audience.one': 'Pour {count} invité',
  'scheduled.audience.other': 'Pour {count} invités',
  'scheduled.audienceAmong': ' (dont {list})',
  'scheduled.audience.en': '{count} en anglais',
  'scheduled.audience.es': '{count} en espagnol',
  'scheduled.and': ' et ',
  'scheduled.audienceNone': 'Aucun invité connecté pour l’instant',
  'scheduled.audienceNoneComing': 'Aucun invité connecté à remercier pour l’instant',
  'scheduled.proposed':
    'Texte proposé : il suit votre mariage (l’heure et le lieu du premier moment de chaque foyer) et part dans la langue de chaque invité.',
  'scheduled.edited': 'Votre texte : il est envoyé tel quel.',
  'scheduled.reset': 'Revenir au texte proposé',
  'scheduled.resetDone': 'Texte proposé rétabli',
  'scheduled.translations': 'Pour vos invités anglophones et hispanophones',
  'scheduled.translation.en': 'Texte en anglais',
  'scheduled.translation.es': 'Texte en espagnol',
  'scheduled.translation.missing': 'Sans texte ici, ces invités reçoivent votre texte en français.',
  'testChat.subtitle': 'Test de votre assistant · rien n’est envoyé aux invités',
  'testChat.empty': 'Posez une question comme le ferait un invité, par exemple « À quelle heure est la cérémonie ? »',
  'testChat.typing': 'L’assistant écrit…',
  'testChat.question': 'Votre question',
  'testChat.placeholder': 'Tapez votre question...',
  'testChat.send': 'Envoyer',
  'testChat.choices': 'Choix proposés à l’invité',
  'why.title': 'Pourquoi cette réponse ?',
  'why.outcome.answer': 'L’assistant a trouvé l’information et l’a envoyée.',
  'why.outcome.hedge':
    'L’assistant n’était pas sûr que ce soit la bonne information : il l’a envoyée et transmet aussi la question au couple.',
  'why.outcome.ask': 'L’assistant hésitait entre plusieurs sujets : il demande à l’invité lequel.',
  'why.outcome.hand-over': 'L’assistant n’a pas trouvé l’information : la question est transmise au couple.',
  'why.outcome.several': 'Le message posait plusieurs questions : chacune a reçu sa réponse.',
  'why.outcome.partly':
    'Le message posait plusieurs questions : l’assistant a répondu à celles qu’il savait et transmet le reste au couple.',
  'why.outcome.small-talk': 'Un bonjour ou un merci : l’assistant a répondu poliment.',
  'why.sureness': 'Probabilité estimée que ce soit la bonne information : {percent} %',
  'why.understood': 'Compris : {subjects}',
  'why.weighed': 'Ce qui a pesé',
  'why.feature.margin': 'Écart avec l’information suivante : {value} points',
  'why.feature.confidentRivals': 'Autres informations proches : {value}',
  'why.feature.replyOverlap': 'Mots de la question repris dans la réponse : {value} %',
  'why.feature.unmatchedResidual': 'Mots de la question absents de l’information : {value}',
  'why.feature.unknownWords': 'Mots que les informations du mariage ne contiennent pas : {value}',
  'why.feature.uncovered': 'Sujets demandés qu’aucune information ne traite : {value}',
  'why.feature.asks': 'Le message ne pose pas de question',
  'why.candidates': 'Informations envisagées',
  'why.confidence': '{percent} %',
  'insights.perDay': 'Messages par jour (30 derniers jours)',
  'insights.chart.caption': 'Messages par jour sur {days} jours : {total} au total. ',
  'insights.chart.empty': 'Aucun message sur la période',
  'insights.topTopics': 'Questions les plus fréquentes',
  'insights.noTopics': 'Aucune question pour le moment.',
  'insights.unanswered': 'Questions sans réponse',
  'insights.allAnswered': 'Votre assistant a répondu à toutes les questions.',
  'insights.addToFaq': 'Ajouter à la FAQ',
} as const;

/** The couple pages' translator on this tab (every couple catalogue has this shape): the couple pages' words
 * (couple-space.ts) and this tab's, which load with the tab only. */
export const t = translator({ ...coupleSpaceMessages, ...weddingToolsMessages });
export const tCount = countedTranslator(weddingToolsMessages);
