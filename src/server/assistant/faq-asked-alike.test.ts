// Of two FAQs a guest's question reaches almost as well, the one whose own question asks what the guest asks, in
// the guest's words, answers it; not the one that only names it in its answer. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Chloé',
  groomName: 'Romain',
  weddingDate: '2028-07-15',
  ceremonyVenue: 'Mas de la Lavande',
  ceremonyAddress: 'Chemin des Vignes, 13490 Jouques',
  ceremonyTime: '17:00',
  receptionVenue: 'Mas de la Lavande',
  receptionAddress: 'Chemin des Vignes, 13490 Jouques',
  receptionTime: '19:30',
  emergencyContact: 'Paul (témoin) : 06 22 33 44 55',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Y aura-t-il un feu d’artifice ?',
    answer: 'Oui, vers 23h30 ! En cas de mistral fort, il sera remplacé par un spectacle de lumières.',
  },
  {
    id: 2,
    question: 'Et en cas d’orage ou de mistral ?',
    answer: 'La cérémonie et le dîner se replient dans la grande bergerie.',
  },
  {
    id: 3,
    question: 'Comment proposer une chanson au DJ ?',
    answer: 'Ajoutez vos morceaux à notre playlist collaborative, lien sur le site.',
  },
  {
    id: 4,
    question: 'Peut-on chanter avec la chorale ?',
    answer: 'Avec plaisir ! Répétition ouverte le vendredi à 19h avec Odile.',
  },
  {
    id: 5,
    question: 'Il y a quelque chose de prévu le samedi avant la cérémonie ?',
    answer: 'Rien du tout : profitez-en pour faire la sieste !',
  },
];
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs }, text, token);

describe('the FAQ asked as the guest asks', () => {
  it('answers a strong wind at the ceremony with the FAQ on the wind, not the fireworks it may cancel', () => {
    expectReply('Si le mistral souffle fort, la cérémonie est maintenue dehors ?', 'bergerie');
  });

  it('answers joining the choir with the FAQ on the choir, not the DJ’s playlist', () => {
    expectReply('J’adore chanter, est-ce que je peux me joindre à la chorale ?', 'Odile');
  });

  it('answers the guest’s own question asked again by a FAQ, not the field on the one subject it names', () => {
    expectReply('On a quoi de prévu le samedi aprem avant la cérémonie ?', 'sieste');
  });
});
