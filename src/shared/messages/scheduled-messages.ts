// The automatic WhatsApp messages proposed to a wedding's guests around the day, in the guest's language (the couple
// may write their own, and their own English and Spanish versions). `{couple}`: « Inès et Thomas »; `{ofCouple}`:
// « d'Inès et Thomas »; `{meeting}`: the time, place and address of the first part of the day the guest is invited to.
export const scheduledMessageTexts = {
  'scheduled.fr.reminder24h': "C'est demain ! {couple} ont hâte de vous retrouver. Une question ? Écrivez-moi ici.",
  'scheduled.fr.reminder24hWithMeeting':
    "C'est demain ! {couple} ont hâte de vous retrouver : rendez-vous {meeting}. Une question ? Écrivez-moi ici.",
  'scheduled.fr.checkinMorning':
    'Bonjour ! Le grand jour {ofCouple} est arrivé. Horaires, adresses, parking : je réponds à toutes vos questions.',
  'scheduled.fr.checkinEvening':
    "Belle soirée avec {couple} ! Besoin d'une info sur la réception, le transport ou l'hébergement ? Je suis là.",
  'scheduled.fr.thankYou':
    "Merci d'avoir partagé cette journée avec {couple} ! Votre présence à leurs côtés a beaucoup compté.",
  'scheduled.en.reminder24h': "It's tomorrow! {couple} can't wait to see you. Any question? Just write to me here.",
  'scheduled.en.reminder24hWithMeeting':
    "It's tomorrow! {couple} can't wait to see you: join them {meeting}. Any question? Just write to me here.",
  'scheduled.en.checkinMorning':
    "Good morning! {couple}'s big day is here. Times, addresses, parking: I can answer all your questions.",
  'scheduled.en.checkinEvening':
    'Enjoy the evening with {couple}! Need to know about the reception, transport or accommodation? I am here.',
  'scheduled.en.thankYou': 'Thank you for sharing this day with {couple}! Having you by their side meant a lot.',
  'scheduled.es.reminder24h': '¡Es mañana! {couple} tienen muchas ganas de verle. ¿Alguna pregunta? Escríbame aquí.',
  'scheduled.es.reminder24hWithMeeting':
    '¡Es mañana! {couple} tienen muchas ganas de verle: le esperan {meeting}. ¿Alguna pregunta? Escríbame aquí.',
  'scheduled.es.checkinMorning':
    '¡Buenos días! Ha llegado el gran día de {couple}. Horarios, direcciones, aparcamiento: respondo a todas sus preguntas.',
  'scheduled.es.checkinEvening':
    '¡Feliz velada con {couple}! ¿Necesita información sobre la recepción, el transporte o el alojamiento? Aquí estoy.',
  'scheduled.es.thankYou': '¡Gracias por compartir este día con {couple}! Su presencia significó mucho.',
} as const;
