// What the assistant answers on WhatsApp outside of the wedding's facts (states, binding, opt-out).
export const whatsappMessages = {
  'wa.invalidSignature': 'Signature Twilio invalide.',
  'wa.unknownWedding':
    "Désolé, ce lien d'assistant n'est plus valable. Demandez aux mariés de vous renvoyer leur lien WhatsApp.",
  // A message from a phone no wedding's link brought, in the language it is written in.
  'wa.notBound':
    "Bonjour ! Je suis l'assistant des mariages. Pour me poser vos questions, ouvrez le lien WhatsApp que les mariés vous ont envoyé : il commence la conversation pour leur mariage.",
  'wa.notBound.en':
    'Hello! I am the wedding assistant. To ask me your questions, open the WhatsApp link the couple sent you: it starts the conversation for their wedding.',
  'wa.notBound.es':
    '¡Hola! Soy el asistente de bodas. Para hacerme sus preguntas, abra el enlace de WhatsApp que le enviaron los novios: inicia la conversación de su boda.',
  // A wedding whose assistant does not answer now, in the guest's language; `{couple}`: « Inès et Léa », `{ofCouple}`:
  // « d'Inès et Léa ».
  'wa.botInactive':
    "L'assistant du mariage {ofCouple} n'est pas encore activé. Réessayez un peu plus tard ou contactez directement {couple}.",
  'wa.botInactive.en':
    "The assistant for {couple}'s wedding is not switched on yet. Try again a little later or contact {couple} directly.",
  'wa.botInactive.es':
    'El asistente de la boda de {couple} aún no está activado. Vuelva a intentarlo más tarde o contacte directamente con {couple}.',
  // A message written while the assistant is not switched on: it goes to the couple's inbox all the same.
  'wa.botInactivePassedOn':
    "L'assistant du mariage {ofCouple} n'est pas activé en ce moment : je transmets votre message à {couple}, qui vous répondront ici. Pour une urgence, contactez-les directement.",
  'wa.botInactivePassedOn.en':
    "The assistant for {couple}'s wedding is not switched on at the moment: I'm passing your message on to {couple}, who will answer you here. If it is urgent, contact them directly.",
  'wa.botInactivePassedOn.es':
    'El asistente de la boda de {couple} no está activado en este momento: le paso su mensaje a {couple}, que le responderán aquí. Si es urgente, contácteles directamente.',
  'wa.stopped': "L'assistant du mariage {ofCouple} a été arrêté. Pour toute question, contactez directement {couple}.",
  'wa.stopped.en':
    "The assistant for {couple}'s wedding has been stopped. For any question, contact {couple} directly.",
  'wa.stopped.es':
    'El asistente de la boda de {couple} se ha detenido. Para cualquier pregunta, contacte directamente con {couple}.',
  'wa.expired':
    "L'assistant du mariage {ofCouple} n'est plus disponible. Merci d'avoir échangé avec nous, et pour toute question contactez directement {couple}.",
  'wa.expired.en':
    "The assistant for {couple}'s wedding is no longer available. Thank you for chatting with us; for any question, contact {couple} directly.",
  'wa.expired.es':
    'El asistente de la boda de {couple} ya no está disponible. Gracias por escribirnos; para cualquier pregunta, contacte directamente con {couple}.',
  'wa.trialQuotaReached':
    "Cet assistant d'essai a atteint sa limite de questions : {couple} peuvent activer la formule complète pour continuer à vous répondre. En attendant, contactez-les directement.",
  'wa.trialQuotaReached.en':
    'This trial assistant has reached its limit of questions: {couple} can switch on the full package to keep answering you. Meanwhile, contact them directly.',
  'wa.trialQuotaReached.es':
    'Este asistente de prueba ha alcanzado su límite de preguntas: {couple} pueden activar el paquete completo para seguir respondiéndole. Mientras tanto, contácteles directamente.',
  'wa.optedOut':
    "C'est noté : vous ne recevrez plus de messages automatiques ni d'annonces de {couple}. Vous pouvez toujours me poser vos questions ; écrivez START pour recevoir à nouveau leurs messages.",
  'wa.optedOut.en':
    'Noted: you will no longer receive automatic messages or announcements from {couple}. You can still ask me your questions; write START to receive their messages again.',
  'wa.optedOut.es':
    'Anotado: ya no recibirá mensajes automáticos ni anuncios de {couple}. Puede seguir haciéndome sus preguntas; escriba START para volver a recibir sus mensajes.',
  // START after STOP (or any time): the guest receives the automatic messages and the announcements again.
  'wa.optedIn':
    "C'est noté : vous recevrez de nouveau les messages et les annonces de {couple}. Écrivez STOP pour ne plus les recevoir.",
  'wa.optedIn.en': 'Noted: you will receive messages and announcements from {couple} again. Write STOP to stop them.',
  'wa.optedIn.es':
    'Anotado: volverá a recibir los mensajes y anuncios de {couple}. Escriba STOP para dejar de recibirlos.',
  'wa.controlCharacters':
    "Votre message contient des caractères invisibles que je ne sais pas lire. Renvoyez votre question en texte simple, s'il vous plaît.",
  // « 2 » when no numbered choice waits (it expired, or was answered already).
  'wa.noChoicePending.fr':
    'Je ne sais plus à quoi correspond ce « {n} » : le choix proposé a expiré ou a déjà sa réponse. Écrivez-moi votre question ou votre réponse en quelques mots.',
  'wa.noChoicePending.en':
    'I no longer know what this "{n}" answers: the choice offered has expired or was already answered. Write your question or your answer in a few words.',
  'wa.noChoicePending.es':
    'Ya no sé a qué corresponde este «{n}»: la elección propuesta caducó o ya tiene respuesta. Escríbame su pregunta o su respuesta en pocas palabras.',
  // A phone opening a household's personal link that one of its members already answers from: who of the listed
  // members without a phone they are (numbered, then « none of them »); `{lines}`: « 1. Léa\n2. Tom\n3. Aucun… ».
  'wa.claim.ask.fr': 'Ce lien est celui du foyer « {household} ». Qui êtes-vous ?\n{lines}',
  'wa.claim.ask.en': 'This link is the one of the household "{household}". Who are you?\n{lines}',
  'wa.claim.ask.es': 'Este enlace es el del hogar «{household}». ¿Quién es usted?\n{lines}',
  // Above the same choice as quick-reply buttons.
  'wa.claim.tap.fr': 'Touchez votre nom :',
  'wa.claim.tap.en': 'Tap your name:',
  'wa.claim.tap.es': 'Toque su nombre:',
  'wa.claim.none.fr': 'Aucun de ceux-là',
  'wa.claim.none.en': 'None of them',
  'wa.claim.none.es': 'Ninguno de ellos',
  'wa.claim.done.fr':
    "Merci {name}, c'est noté : vous êtes dans le foyer « {household} ». Vous pouvez répondre à l'invitation ou me poser vos questions.",
  'wa.claim.done.en':
    'Thank you {name}, noted: you are in the household "{household}". You can answer the invitation or ask me your questions.',
  'wa.claim.done.es':
    'Gracias {name}, anotado: está en el hogar «{household}». Puede responder a la invitación o hacerme sus preguntas.',
  'wa.claim.outside.fr':
    "C'est noté. Je réponds volontiers à vos questions ; les mariés verront vos messages à part de leur liste.",
  'wa.claim.outside.en':
    'Noted. I will gladly answer your questions; the couple will see your messages apart from their list.',
  'wa.claim.outside.es':
    'Anotado. Respondo con gusto a sus preguntas; los novios verán sus mensajes aparte de su lista.',
  'wa.empty':
    "Je n'ai reçu aucun texte. Posez-moi votre question par écrit, par exemple : « À quelle heure est la cérémonie ? »",
  'wa.empty.en': 'I received no text. Write me your question, for example: "What time is the ceremony?"',
  'wa.empty.es': 'No he recibido ningún texto. Escríbame su pregunta, por ejemplo: «¿A qué hora es la ceremonia?»',
  // A voice note, a photo, a video or a file without text: the assistant reads only text; it goes to the couple's inbox.
  'wa.mediaPassedOn':
    'Je ne sais lire que les messages écrits : je transmets votre {media} à {couple}, qui vous répondront ici. Pour une réponse tout de suite, écrivez-moi votre question.',
  'wa.mediaPassedOn.en':
    "I can only read written messages: I'm passing your {media} on to {couple}, who will answer you here. For an answer right away, write me your question.",
  'wa.mediaPassedOn.es':
    'Solo sé leer mensajes escritos: le paso su {media} a {couple}, que le responderán aquí. Para una respuesta inmediata, escríbame su pregunta.',
  'wa.media.audio': 'message vocal',
  'wa.media.audio.en': 'voice message',
  'wa.media.audio.es': 'mensaje de voz',
  'wa.media.image': 'photo',
  'wa.media.image.en': 'photo',
  'wa.media.image.es': 'foto',
  'wa.media.video': 'vidéo',
  'wa.media.video.en': 'video',
  'wa.media.video.es': 'vídeo',
  'wa.media.file': 'fichier',
  'wa.media.file.en': 'file',
  'wa.media.file.es': 'archivo',
  // What the couple reads in their inbox for it (they hear or see it in WhatsApp on the business number's side only).
  'wa.media.stored.audio': '[Message vocal]',
  'wa.media.stored.image': '[Photo]',
  'wa.media.stored.video': '[Vidéo]',
  'wa.media.stored.file': '[Fichier]',
  // « OUBLIE-MOI » / « FORGET ME » / « OLVÍDAME »: answered in the language of the word used.
  'wa.forgotten.fr':
    "C'est fait : votre numéro et tous vos messages ont été effacés pour ce mariage. Si vous écrivez de nouveau, une nouvelle conversation commencera.",
  'wa.forgotten.en':
    'Done: your number and all your messages have been erased for this wedding. If you write again, a new conversation will start.',
  'wa.forgotten.es':
    'Hecho: su número y todos sus mensajes se han borrado para esta boda. Si vuelve a escribir, empezará una nueva conversación.',
  // After « OUBLIE-MOI », when the same number also wrote to other weddings.
  'wa.forgotten.others.fr':
    'Votre numéro reste enregistré pour d’autres mariages auxquels vous avez écrit ({weddings}) : répondez « OUBLIE-MOI PARTOUT » pour l’effacer partout.',
  'wa.forgotten.others.en':
    'Your number is still kept by other weddings you wrote to ({weddings}): reply « FORGET ME EVERYWHERE » to erase it everywhere.',
  'wa.forgotten.others.es':
    'Su número sigue registrado en otras bodas a las que escribió ({weddings}): responda « OLVÍDAME EN TODAS PARTES » para borrarlo en todas.',
  // « OUBLIE-MOI PARTOUT »: says which weddings the number was erased from.
  'wa.forgottenEverywhere.fr':
    "C'est fait : votre numéro et tous vos messages ont été effacés de chaque mariage auquel vous aviez écrit ({weddings}). Si vous écrivez de nouveau, une nouvelle conversation commencera.",
  'wa.forgottenEverywhere.en':
    'Done: your number and all your messages have been erased from every wedding you wrote to ({weddings}). If you write again, a new conversation will start.',
  'wa.forgottenEverywhere.es':
    'Hecho: su número y todos sus mensajes se han borrado de cada boda a la que escribió ({weddings}). Si vuelve a escribir, empezará una nueva conversación.',
  'wa.forgottenEverywhere.none.fr': 'Votre numéro n’est enregistré pour aucun mariage : il n’y a rien à effacer.',
  'wa.forgottenEverywhere.none.en': 'Your number is not kept by any wedding: there is nothing to erase.',
  'wa.forgottenEverywhere.none.es': 'Su número no está registrado en ninguna boda: no hay nada que borrar.',
} as const;
