// Spanish words by which guests answer an invitation (see fr.ts).
import type { RsvpVocabulary } from '../vocabulary.ts';

export const es: RsvpVocabulary = {
  chat: {},
  numbers: { uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
  smsNumbers: { kuatro: 4, kuatr: 4, sinco: 5, sies: 6 },
  groupNouns: ['grupo', 'pandilla', 'banda', 'tropa', 'equipo', 'familia', 'cuadrilla'],
  corrections: ['al final', 'finalmente', 'mejor dicho', 'en realidad', 'perdon', 'correccion', 'cambio de planes'],
  pendingOn: ['permiso', 'vacaciones', 'libre', 'dia libre', 'jefe', 'turno', 'trabajo', 'curro', 'canguro', 'ninera', 'vuelo', 'vuelos', 'billetes', 'visado', 'salud', 'operacion', 'parto'],
  firm: ['en todo caso', 'de todas formas', 'de todos modos', 'pase lo que pase'],
  conditionWords: ['si', 'estoy esperando', 'esperando', 'siempre que', 'depende', 'segun'],
  parts: {
    'vin-d-honneur': ['coctel', 'coctel de bienvenida', 'aperitivo', 'vino de honor', 'vin d honneur'],
    ceremony: ['ceremonia', 'iglesia', 'misa', 'ayuntamiento'],
    dinner: ['cena', 'comida', 'banquete'],
    party: ['fiesta', 'baile'],
    brunch: ['brunch', 'dia siguiente'],
  },
  only: ['solo', 'solamente', 'unicamente', 'nada mas'],
  followUp: {
    partySize: '¿Cuántos serán en total?',
    status: '¿Entonces vendrá? (sí, no, o todavía no lo sabe)',
    statusOptions: ['Sí, con mucho gusto', 'No, lo siento', 'Todavía no lo sé'],
  },
};
