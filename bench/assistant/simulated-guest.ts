// The guest who picks among numbered choices, as ../shared/eval/run-eval.mjs does: the choice naming the
// question's subject by its category's words, else (for the couple's own subjects) the choice that shares a word
// with the question. No choice names it: the guest picks none.
import type { Choice } from '../../src/server/assistant/types.ts';
import { normalizeForScoring } from '../../src/server/assistant/testing/score-reply.ts';

const TOPIC: Record<string, string[]> = {
  ceremony_time: ['ceremon', 'eglise', 'mairie', 'church', 'iglesia', 'horaire', 'heure'],
  ceremony_place: ['ceremon', 'eglise', 'mairie', 'lieu', 'church', 'venue', 'iglesia', 'lugar'],
  reception_time: ['reception', 'soiree', 'diner', 'repas', 'party', 'dinner', 'recepcion', 'cena', 'fiesta'],
  reception_place: ['reception', 'soiree', 'salle', 'lieu', 'party', 'venue', 'recepcion', 'lugar'],
  dress_code: ['tenue', 'dress', 'vestimentaire', 'vestir', 'ropa'],
  parking: ['parking', 'garer', 'stationnement', 'aparcar', 'aparcamiento'],
  lodging: ['heberg', 'hotel', 'dormir', 'logement', 'accommodation', 'alojamiento'],
  gifts: ['cadeau', 'liste', 'cagnotte', 'gift', 'regalo'],
  transport: ['transport', 'navette', 'bus', 'train', 'gare', 'shuttle', 'traslado'],
  contact: ['contact', 'telephone', 'joindre', 'phone', 'contacto'],
  date: ['date', 'jour', 'quand', 'day', 'fecha'],
  couple: ['marie', 'couple', 'bride', 'groom', 'novio', 'novia'],
};

const words = (s: string) =>
  normalizeForScoring(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 5));

export function pickChoice(choices: Choice[], category: string, question: string): Choice | undefined {
  const topic = TOPIC[category];
  if (topic) return choices.find((c) => topic.some((w) => normalizeForScoring(c.label).includes(w)));
  const asked = new Set(words(question));
  return choices.find((c) => words(c.label).some((w) => asked.has(w)));
}
