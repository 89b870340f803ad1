// Which language the guest writes in: French unless the message clearly reads as English or Spanish.

export type Language = 'fr' | 'en' | 'es';

const ENGLISH = new Set(
  `the what where when is are there do does can could we you i my our will how thanks thank hi hello any should for
  from with have has time wedding which who bring kids please and it at to of this that be would your much many
  allowed shuttle gift registry church ceremony stay sleep wear
  whats wheres whens isnt dont im hey guys people get start starts begin begins after before address day
  kids children nearby tell need know late running call number phone anything something there
  thx pls u r okay great awesome cheers morning evening afternoon`.split(/\s+/),
);
const SPANISH = new Set(
  `el los las es hay donde cuando que como cual boda hora para puedo podemos gracias hola buenas buenos del una
  ninos nino dia fiesta ceremonia iglesia llevar traer nuestro nuestra novios novia novio por favor con esta estan
  tambien muchas aparcamiento direccion regalo regalos cuanto cuanta cuantos quien empieza termina vestimenta
  alojamiento dormir podria puede tienen tiene pregunta mi mis son muy bien gracias adonde llegar lluvia comida
  habra sera vamos queremos quiero necesito soy eres somos amiga amigo prima primo hermana hermano tia tio`.split(/\s+/),
);
const FRENCH = new Set(
  `le la les des du est c quel quelle quels quelles ou on je il y pour avec merci bonjour et au aux une un vous nous
  mariage heure quoi comment qui peut faut ce ca se sont sera seront ya aura pas mon ma mes notre nos dois doit
  peux pouvez eglise ceremonie soiree salut coucou bonsoir svp stp cest qu quand combien apres avant dans chez
  sur tenue enfants venir va faire fait bien oui non deja`.split(/\s+/),
);

/**
 * Language of a message from its raw text and folded words. Accented letters and Spanish punctuation weigh
 * in; ties go to French, the couple's language.
 */
export function detectLanguage(raw: string, words: string[]): Language {
  let en = 0;
  let es = 0;
  let fr = 0;
  if (/[¿¡ñ]/.test(raw)) es += 2;
  if (/[áíóú]/.test(raw)) es += 1;
  if (/[àèùâêîôûçœë]/.test(raw)) fr += 2;
  if (/\b(?:what|where|when|how|is|are|do|does|can)\b.*\?/i.test(raw)) en += 0.5;
  for (const w of words) {
    if (ENGLISH.has(w)) en += 1;
    if (SPANISH.has(w)) es += 1;
    if (FRENCH.has(w)) fr += 1;
  }
  // Short words shared by French and Spanish ("la", "de", "que") are in both lists on purpose; English
  // must beat French clearly, as guests mix in English words ("dress code", "parking").
  if (en > fr && en >= es && (en >= 1.5 || fr === 0)) return 'en';
  if (es > fr && es > en) return 'es';
  return 'fr';
}
