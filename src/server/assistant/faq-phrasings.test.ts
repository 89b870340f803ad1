// How guests phrase subjects a FAQ or a note answers: a vegan's « produit animal » (not pets), the officiant of a
// programme's « officiée par », the evening before. On a wedding written for these tests only.
import { describe, it } from 'vitest';
import { expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lucie',
  groomName: 'Hugo',
  weddingDate: '2028-07-08',
  ceremonyVenue: 'Mas des Cigales',
  ceremonyAddress: 'Chemin des Cigales, 84220 Gordes',
  ceremonyTime: '17:00',
  receptionVenue: 'Mas des Cigales',
  receptionAddress: 'Chemin des Cigales, 84220 Gordes',
  receptionTime: '19:00',
  emergencyContact: 'Léa (témoin) : 06 11 22 33 44',
  additionalInfo:
    '16h30 accueil ; 17h00 cérémonie laïque dans le jardin, officiée par notre ami Bastien ; 19h00 cocktail.',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Peut-on venir avec notre chien ?',
    answer: 'Les chiens tenus en laisse sont les bienvenus au dîner ; prévoyez sa gamelle.',
  },
  {
    id: 2,
    question: 'Y a-t-il un menu végétarien ?',
    answer: 'Oui, le traiteur prévoit un plat végétalien (tajine de légumes).',
  },
  { id: 4, question: 'Peut-on faire voler un drone ?', answer: 'Non : seul notre vidéaste, Malo, filmera du ciel.' },
  { id: 5, question: 'Où partager nos photos ?', answer: 'Sur notre album partagé : https://photos.example.com/lh28' },
  { id: 6, question: 'Que se passe-t-il le lendemain ?', answer: 'Un brunch au Café du Lavoir à 11h.' },
  {
    id: 7,
    question: 'J’ai le mal de mer, y a-t-il une autre solution que le bateau ?',
    answer: 'Oui, le bus 21 depuis la gare, toutes les 30 minutes.',
  },
  { id: 8, question: 'Avant quand répondre ?', answer: 'Avant le 1er mai, en cochant si vous prenez le bateau.' },
  {
    id: 9,
    question: 'Peut-on venir aider à préparer ?',
    answer: 'Avec plaisir ! Rendez-vous le vendredi à 14h pour les guirlandes.',
  },
  { id: 10, question: 'Et si on rate le dernier bateau ?', answer: 'Appelez Taxi Lubéron au 04 90 00 00 00.' },
  {
    id: 3,
    question: 'Is there anything happening the evening before?',
    answer: 'Yes! Drinks on Friday from 19:00 at the Café de la Fontaine.',
  },
];
const expectReply = (text: string, token: string) => expectReplyTo({ wedding, faqs }, text, token);

describe('phrasings of a FAQ’s subject', () => {
  it('reads « produit animal » as a diet, not as pets', () => {
    expectReply('I don’t eat animal products, will there be something for me?', 'tajine');
    expectReply('No como productos de origen animal, ¿habrá algo para mí?', 'tajine');
  });

  it('finds the officiant in « officiée par »', () => {
    expectReply('Qui célèbre la cérémonie laïque ?', 'Bastien');
  });

  it('knows « the evening before » and « la veille au soir »', () => {
    expectReply('Is anything planned for the evening before?', 'Fontaine');
    expectReply('Vous faites quelque chose la veille au soir ?', 'Fontaine');
  });

  it('tells the shared album from who may film', () => {
    expectReply('Is there a shared album for our pictures?', 'lh28');
    expectReply('¿Dónde subimos las fotos, hay un álbum?', 'lh28');
  });

  it('knows « the morning after » as the day after', () => {
    expectReply('Anything on the morning after?', 'Lavoir');
    expectReply('¿Hay algo la mañana siguiente?', 'Lavoir');
  });

  it('knows seasickness', () => {
    expectReply('I get seasick really easily, is there another way to get there?', 'bus 21');
    expectReply('Me mareo en barco, ¿hay otra forma de llegar?', 'bus 21');
  });

  it('reads a FAQ on « venir aider » as one on helping', () => {
    expectReply('Vous avez besoin de bras pour la déco ?', 'guirlandes');
    expectReply('Can we lend a hand setting up?', 'guirlandes');
  });

  it('knows missing the last ride back', () => {
    expectReply('What if we miss the last boat back?', 'Lubéron');
    expectReply('Si on rate la navette du retour on fait comment ?', 'Lubéron');
  });
});
