// The automatic WhatsApp messages sent to a wedding's guests around the day (the couple may edit each one).
export const scheduledMessageTexts = {
  'scheduled.couple': '{bride} et {groom}',
  'scheduled.ceremonyTime': 'à {time}',
  'scheduled.ceremonyVenue': '({venue})',
  'scheduled.reminder24h': "C'est demain ! {couple} ont hâte de vous retrouver. Une question ? Écrivez-moi ici.",
  'scheduled.reminder24hWithCeremony':
    "C'est demain ! {couple} ont hâte de vous retrouver : la cérémonie commence {ceremony}. Une question ? Écrivez-moi ici.",
  'scheduled.checkinMorning':
    'Bonjour ! Le grand jour de {couple} est arrivé. Horaires, adresses, parking : je réponds à toutes vos questions.',
  'scheduled.checkinEvening':
    "Belle soirée avec {couple} ! Besoin d'une info sur la réception, le transport ou l'hébergement ? Je suis là.",
  'scheduled.thankYou':
    "Merci d'avoir partagé cette journée avec {couple} ! Ils ont été ravis de vous avoir à leurs côtés.",
} as const;
