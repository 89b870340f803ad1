// On a wedding spread over several days, the day a guest names (« samedi », "on the Sunday", « el domingo ») decides
// which entry of the couple's notes answers: not the wedding day's fixed fields, nor a FAQ on another point of it.
import { describe, it } from 'vitest';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Leïla',
  groomName: 'Hugo',
  weddingDate: '2027-07-09',
  ceremonyVenue: 'Mairie de Nantes',
  ceremonyAddress: "2 rue de l'Hôtel de Ville, 44000 Nantes",
  ceremonyTime: '11:00',
  receptionVenue: 'Domaine des Tilleuls',
  receptionAddress: '8 route de Clisson, 44190 Gorges',
  receptionTime: '19:00',
  emergencyContact: 'Sofiane (frère de Leïla) : 06 44 12 87 90',
  additionalInfo:
    "Vendredi 9 juillet à 11h, mariage civil à la mairie, puis apéritif sur la place. Samedi 10 juillet : à 15h, balade en bateau sur l'Erdre ; 19h, accueil au domaine ; 20h30, dîner dans l'orangerie ; 23h, ouverture du bal. Dimanche 11 juillet à 12h : pique-nique au bord de la Sèvre.",
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Faut-il apporter quelque chose le samedi ?',
    answer: 'Rien du tout, juste votre maillot si vous voulez vous baigner.',
  },
  { id: 2, question: 'Qui est invité le samedi ?', answer: 'Tout le monde est le bienvenu, venez comme vous êtes.' },
];
const ask = expectRepliesOf({ wedding, faqs });

describe('the day a guest names', () => {
  it('answers from the entry of the notes set on that day, not from a FAQ on another point of it', () => {
    ask('¿El sábado hay algo? ¿A qué hora?', '15h');
  });

  it('reads the moments of a day’s timeline as set on the day its heading names', () => {
    ask('on dîne à quelle heure samedi ?', '20h30');
    ask('¿A qué hora se cena el sábado?', '20h30');
  });
});
