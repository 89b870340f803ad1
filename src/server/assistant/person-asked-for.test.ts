// The person a question is for (« mon fils », "my partner") is not its subject when the guest asks something else of
// them (an allergy, a diet); with « venir avec », the person one comes with is. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Anaïs',
  groomName: 'Karim',
  weddingDate: '2028-06-10',
  ceremonyVenue: 'Mairie de Rodez',
  ceremonyAddress: 'Place Adrien Rozier, 12000 Rodez',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine de Combelles',
  receptionAddress: 'Route de Combelles, 12000 Rodez',
  receptionTime: '18:30',
  emergencyContact: 'Yanis (témoin) : 06 12 34 56 78',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Les enfants sont-ils invités ?',
    answer: 'Oui ! Une animatrice, Zoé, s’occupera des petits pendant le dîner.',
  },
  {
    id: 2,
    question: 'Le traiteur gère-t-il les allergies et les régimes ?',
    answer: 'Oui, le chef Moreau adapte les plats : signalez-le sur le formulaire.',
  },
  { id: 3, question: 'Puis-je venir accompagné ?', answer: 'Si votre faire-part dit « et accompagnant », oui !' },
];
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs }, text, token);

describe('the person a question is for', () => {
  it('answers the allergy of a son or a daughter, not whether children come', () => {
    expectReply('Ma fille est allergique aux arachides, c’est risqué ?', 'Moreau');
    expectReply('My son is allergic to nuts, is that ok?', 'Moreau');
  });

  it('answers the diet of a partner, not whether a partner may come', () => {
    expectReply('Mon copain ne mange pas de porc, c’est possible ?', 'Moreau');
  });

  it('still reads coming with a partner as a plus-one', () => {
    expectReply('¿Puedo ir con mi pareja aunque no esté en la invitación?', 'faire-part');
  });
});
