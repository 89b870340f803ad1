// What the guest reads of the invitation and the conversation that follows it (fr, en, es: the guest's language).
// The template is approved by WhatsApp once per language (`invitation`, `invitation_en`, `invitation_es`); a guest whose
// language has no approved template gets the French one.
import { fill } from './format-message.ts';

export const INVITATION_LANGUAGES = ['fr', 'en', 'es'] as const;
export type TInvitationLanguage = (typeof INVITATION_LANGUAGES)[number];

export const invitationMessages = {
  // The approved template's text (its two variables: the couple's names, the day), and its plain-text copy.
  'invite.fr.template': '{couple} vous invitent à leur mariage, le {day}. Serez-vous des nôtres ?',
  'invite.en.template': '{couple} invite you to their wedding on {day}. Will you join us?',
  'invite.es.template': '{couple} le invitan a su boda, el {day}. ¿Nos acompañará?',
  'invite.fr.templateText':
    '{couple} vous invitent à leur mariage, le {day}. Serez-vous des nôtres ? Répondez « Oui, avec plaisir », « Non, désolé(e) » ou « Je ne sais pas encore ».',
  'invite.en.templateText':
    '{couple} invite you to their wedding on {day}. Will you join us? Reply "Yes, gladly", "Sadly, no" or "Not sure yet".',
  'invite.es.templateText':
    '{couple} le invitan a su boda, el {day}. ¿Nos acompañará? Responda «Sí, con gusto», «No puedo, lo siento» o «Quizás, aún no lo sé».',
  'invite.fr.button.yes': 'Oui, avec plaisir',
  'invite.fr.button.no': 'Non, désolé(e)',
  'invite.fr.button.maybe': 'Je ne sais pas encore',
  'invite.en.button.yes': 'Yes, gladly',
  'invite.en.button.no': 'Sadly, no',
  'invite.en.button.maybe': 'Not sure yet',
  'invite.es.button.yes': 'Sí, con gusto',
  'invite.es.button.no': 'No puedo, lo siento',
  'invite.es.button.maybe': 'Quizás, aún no lo sé',
  // Buttons sent inside the session hold 20 characters (the approved template's hold 25).
  'invite.fr.sessionButton.yes': 'Oui, avec plaisir',
  'invite.fr.sessionButton.no': 'Non, désolé(e)',
  'invite.fr.sessionButton.maybe': 'Je ne sais pas',
  'invite.en.sessionButton.yes': 'Yes, gladly',
  'invite.en.sessionButton.no': 'Sadly, no',
  'invite.en.sessionButton.maybe': 'Not sure yet',
  'invite.es.sessionButton.yes': 'Sí, con gusto',
  'invite.es.sessionButton.no': 'No puedo, lo siento',
  'invite.es.sessionButton.maybe': 'Quizás, aún no lo sé',
  'invite.fr.askStatus': 'Serez-vous des nôtres ?',
  'invite.en.askStatus': 'Will you be joining us?',
  'invite.es.askStatus': '¿Nos acompañará?',
  'invite.fr.askCount': 'Combien serez-vous ?',
  'invite.en.askCount': 'How many of you will come?',
  'invite.es.askCount': '¿Cuántos serán?',
  'invite.fr.askCountPart': '{part} : combien serez-vous ?',
  'invite.en.askCountPart': '{part}: how many of you will come?',
  'invite.es.askCountPart': '{part}: ¿cuántos serán?',
  'invite.fr.countRange': 'Répondez par un nombre, de 1 à {max}.',
  'invite.en.countRange': 'Reply with a number, from 1 to {max}.',
  'invite.es.countRange': 'Responda con un número, del 1 al {max}.',
  'invite.fr.countRangePart': 'Répondez par un nombre, de 1 à {max} (0 si personne ne vient à ce moment-là).',
  'invite.en.countRangePart': 'Reply with a number, from 1 to {max} (0 if nobody comes to this part).',
  'invite.es.countRangePart': 'Responda con un número, del 1 al {max} (0 si nadie viene a este momento).',
  'invite.fr.countRangeOpen': 'Répondez par un nombre.',
  'invite.en.countRangeOpen': 'Reply with a number.',
  'invite.es.countRangeOpen': 'Responda con un número.',
  'invite.fr.countRangePartOpen': 'Répondez par un nombre (0 si personne ne vient à ce moment-là).',
  'invite.en.countRangePartOpen': 'Reply with a number (0 if nobody comes to this part).',
  'invite.es.countRangePartOpen': 'Responda con un número (0 si nadie viene a este momento).',
  'invite.fr.tooManyOpen':
    'Je peux noter {max} personnes au plus par invitation : pour plus, écrivez-le directement au couple.',
  'invite.en.tooManyOpen': 'I can note at most {max} people per invitation: for more, tell the couple directly.',
  'invite.es.tooManyOpen':
    'Puedo anotar como máximo {max} personas por invitación: para más, dígaselo directamente a la pareja.',
  'invite.fr.tooMany.one': 'Votre invitation compte {max} place.',
  'invite.fr.tooMany.other': 'Votre invitation compte {max} places.',
  'invite.en.tooMany.one': 'Your invitation has {max} seat.',
  'invite.en.tooMany.other': 'Your invitation has {max} seats.',
  'invite.es.tooMany.one': 'Su invitación tiene {max} plaza.',
  'invite.es.tooMany.other': 'Su invitación tiene {max} plazas.',
  'invite.fr.dietNoted': 'C’est noté pour les repas.',
  'invite.en.dietNoted': 'Your dietary note is noted.',
  'invite.es.dietNoted': 'Anotada su indicación sobre las comidas.',
  'invite.fr.nobody': 'Personne',
  'invite.en.nobody': 'Nobody',
  'invite.es.nobody': 'Nadie',
  'invite.fr.askDiet':
    'Un régime ou une allergie ? Dites-le-moi simplement (« végétarien », « allergie aux noix »), ou répondez « Non ».',
  'invite.en.askDiet': 'Any diet or allergy? Just tell me ("vegetarian", "nut allergy"), or reply "No".',
  'invite.es.askDiet':
    '¿Algún régimen o alergia? Dígamelo ("vegetariano", "alergia a los frutos secos"), o responda "No".',
  'invite.fr.oneNumber': 'Il me faut un seul nombre, le plus probable : vous pourrez le changer ensuite.',
  'invite.en.oneNumber': 'I need a single number, the most likely one: you can change it later.',
  'invite.es.oneNumber': 'Necesito un solo número, el más probable: podrá cambiarlo después.',
  'invite.fr.countLater': 'Pas de souci : dites-moi combien vous serez dès que vous le saurez.',
  'invite.en.countLater': 'No problem: tell me how many of you will come as soon as you know.',
  'invite.es.countLater': 'No hay problema: dígame cuántos serán en cuanto lo sepa.',
  'invite.fr.askDietWhich': 'Lequel ? Dites-le-moi simplement (« végétarien », « allergie aux noix »).',
  'invite.en.askDietWhich': 'Which one? Just tell me ("vegetarian", "nut allergy").',
  'invite.es.askDietWhich': '¿Cuál? Dígamelo ("vegetariano", "alergia a los frutos secos").',
  'invite.fr.button.noDiet': 'Non, aucun',
  'invite.en.button.noDiet': 'No, none',
  'invite.es.button.noDiet': 'No, ninguno',
  'invite.fr.button.modify': 'Modifier',
  'invite.en.button.modify': 'Change',
  'invite.es.button.modify': 'Modificar',
  'invite.fr.tap': 'Touchez votre réponse :',
  'invite.en.tap': 'Tap your answer:',
  'invite.es.tap': 'Toque su respuesta:',
  'invite.fr.summary': 'C’est noté, voici votre réponse :',
  'invite.en.summary': 'Noted, here is your answer:',
  'invite.es.summary': 'Anotado, esta es su respuesta:',
  'invite.fr.line.yes.one': '{part}{count} personne',
  'invite.fr.line.yes.other': '{part}{count} personnes',
  'invite.en.line.yes.one': '{part}{count} person',
  'invite.en.line.yes.other': '{part}{count} people',
  'invite.es.line.yes.one': '{part}{count} persona',
  'invite.es.line.yes.other': '{part}{count} personas',
  'invite.fr.line.yesUncounted': '{part}vous venez',
  'invite.en.line.yesUncounted': '{part}you’re coming',
  'invite.es.line.yesUncounted': '{part}viene',
  'invite.fr.line.no': '{part}vous ne venez pas',
  'invite.en.line.no': '{part}you’re not coming',
  'invite.es.line.no': '{part}no viene',
  'invite.fr.line.maybe': '{part}vous ne savez pas encore',
  'invite.en.line.maybe': '{part}you don’t know yet',
  'invite.es.line.maybe': '{part}todavía no lo sabe',
  'invite.fr.line.maybeCounted.one': '{part}vous ne savez pas encore ({count} personne si vous venez)',
  'invite.fr.line.maybeCounted.other': '{part}vous ne savez pas encore ({count} personnes si vous venez)',
  'invite.en.line.maybeCounted.one': '{part}you don’t know yet ({count} person if you come)',
  'invite.en.line.maybeCounted.other': '{part}you don’t know yet ({count} people if you come)',
  'invite.es.line.maybeCounted.one': '{part}todavía no lo sabe ({count} persona si viene)',
  'invite.es.line.maybeCounted.other': '{part}todavía no lo sabe ({count} personas si viene)',
  'invite.fr.line.diet': 'Régime ou allergie : {diet}',
  'invite.en.line.diet': 'Diet or allergy: {diet}',
  'invite.es.line.diet': 'Régimen o alergia: {diet}',
  'invite.fr.thanks.yes': 'Merci, {couple} s’en réjouissent !',
  'invite.en.thanks.yes': 'Thank you, {couple} will be delighted!',
  'invite.es.thanks.yes': '¡Gracias, {couple} estarán encantados!',
  'invite.fr.thanks.no': '{couple} vous remercient de les avoir prévenus.',
  'invite.en.thanks.no': '{couple} thank you for letting them know.',
  'invite.es.thanks.no': '{couple} le agradecen el aviso.',
  'invite.fr.thanks.maybe': 'Redites-le-moi dès que vous savez.',
  'invite.en.thanks.maybe': 'Let me know as soon as you can.',
  'invite.es.thanks.maybe': 'Avíseme en cuanto lo sepa.',
  // The one reminder to a household that has not answered (send-rsvp-reminders.ts); its template's two variables are
  // the couple's names and the deadline.
  'invite.fr.reminder':
    'Petit rappel du mariage {ofCouple} : pourriez-vous nous dire si vous venez, d’ici le {deadline} ? Répondez simplement à ce message (« oui, nous serons 2 », « non, désolé »).',
  'invite.en.reminder':
    'A quick reminder about {couple}’s wedding: could you let us know whether you are coming by {deadline}? Just reply to this message ("yes, there will be 2 of us", "sorry, we can’t come").',
  'invite.es.reminder':
    'Un pequeño recordatorio de la boda de {couple}: ¿podría decirnos si viene antes del {deadline}? Responda simplemente a este mensaje («sí, seremos 2», «no, lo siento»).',
  // A guest who stopped in the middle of the conversation, a few hours later (remind-unfinished-answers.ts).
  'invite.fr.nudge': 'Il me manque encore un petit détail pour votre réponse :',
  'invite.en.nudge': 'Just one more detail for your answer:',
  'invite.es.nudge': 'Me falta un pequeño detalle para su respuesta:',
  'invite.fr.modify': 'Pour changer votre réponse, touchez « Modifier » ou écrivez-le-moi.',
  'invite.en.modify': 'To change your answer, tap "Change" or just tell me.',
  'invite.es.modify': 'Para cambiar su respuesta, toque "Modificar" o escríbamelo.',
} as const;

type Key = keyof typeof invitationMessages;
type GuestKey = { [K in Key]: K extends `invite.fr.${infer R}` ? R : never }[Key];

/** A guest-facing text in the guest's language. */
export function tInvitation(language: TInvitationLanguage, key: GuestKey, values?: Record<string, string | number>) {
  const text = invitationMessages[`invite.${language}.${key}` as Key];
  return values ? fill(text, values) : text;
}

/** The template's words in one language: as approved (`{{1}}`, `{{2}}` filled), or as plain text naming the buttons. */
export const invitationTemplateText = (
  values: { couple: string; day: string },
  plain = false,
  language: TInvitationLanguage = 'fr',
) => tInvitation(language, plain ? 'templateText' : 'template', values);
