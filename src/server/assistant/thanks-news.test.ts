// « Super merci, je transfère à ma mère », "top merci, à samedi !": a thank-you that asks nothing is answered as one,
// whatever its words name (a transfer, a day); a request ending in thanks is still answered. « Pas de souci », "no
// worries", « sin problema » agree as a thank-you does: the trouble they name is nobody's. « À dimanche », "see you
// Friday" take leave: the day they name is no question. « On a hâte ! », "can't wait", « ¡enhorabuena! » are warm
// words for the couple, thanked as such. On a wedding written for these tests only.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectRepliesOf } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Inès',
  groomName: 'Malo',
  weddingDate: '2028-05-20',
  ceremonyVenue: 'Mairie de Vannes',
  ceremonyAddress: 'Place Maurice Marchais, 56000 Vannes',
  ceremonyTime: '15:00',
  receptionVenue: 'Domaine de Kerguéhennec',
  receptionAddress: 'Kerguéhennec, 56500 Bignan',
  receptionTime: '18:30',
  emergencyContact: 'Nolwenn (témoin) : 06 55 44 33 22',
  additionalInfo: 'Samedi 20 mai : navette depuis la gare de Vannes à 14h30.',
};
const faqs: AssistantFaq[] = [
  { id: 1, question: 'Y a-t-il un transfert depuis la gare ?', answer: 'Oui, une navette part de la gare à 14h30.' },
];
const ask = expectRepliesOf({ wedding, faqs });

describe('a thank-you with news', () => {
  it('thanks back when the guest only thanks and tells what they will do', () => {
    ask('super merci je transfère à ma mère', 'Inès');
    ask('Top merci, à samedi !!', 'Inès');
  });

  it('still answers a request that ends in thanks', () => {
    ask('Je voudrais connaître l’heure de la cérémonie, merci beaucoup.', '15h');
  });
});

describe('a guest who agrees', () => {
  it('is answered in their language (thanked back only for a thank-you), never given the contact for a trouble they do not have', () => {
    for (const [text, thanks] of [
      ['pas de souci !', 'Très bien ! À bientôt'],
      ['Aucun problème, merci', 'Avec plaisir'],
      ["d'accord", 'Très bien ! À bientôt'],
      ['No worries!', 'Great! See you soon'],
      ['no problem, sounds good', 'Great! See you soon'],
      ['¡Sin problema!', '¡Estupendo! Nos vemos pronto'],
      ['vale, de acuerdo', 'De nada'],
    ]) {
      const answer = answerQuestion({ wedding, faqs, text: text! });
      expect(answer.reply, text).toContain(thanks);
      expect(answer.reply, text).not.toContain('06 55 44 33 22');
    }
  });

  it('still answers what comes with it, and hands a real trouble over', () => {
    ask('Pas de souci, et il y a une navette depuis la gare ?', '14h30');
    ask('no problem, and what time is the ceremony?', '15h');
    expect(answerQuestion({ wedding, faqs, text: "j'ai un souci sur la route" }).reply).not.toContain('plaisir');
  });
});

describe('a guest who takes leave till a day', () => {
  it('is told « à bientôt », the day named no question about it', () => {
    for (const [text, thanks] of [
      ['Pas de souci, à dimanche alors', 'Très bien ! À bientôt'],
      ['ok à vendredi !', 'Avec plaisir'],
      ['Lovely, see you on Friday then', "You're welcome"],
      ['see you on Friday then', 'Great! See you soon'],
      ['vale, hasta el domingo', 'De nada'],
    ]) {
      const answer = answerQuestion({ wedding, faqs, text: text! });
      expect(answer.kind, text).toBe('thanks');
      expect(answer.reply, text).toContain(thanks);
    }
  });

  it('still reads the day in a message that asks about it', () => {
    expect(answerQuestion({ wedding, faqs, text: 'Il se passe quelque chose à dimanche ?' }).kind).not.toBe('thanks');
    ask('À samedi ! Il y a une navette depuis la gare ?', '14h30');
  });
});

describe('a guest who sends warm words', () => {
  it('is thanked for a kind message in their language, never handed over with the contact', () => {
    for (const [text, reply] of [
      ['On a trop hâte !!', 'Merci pour ce gentil message ! Inès et Malo le liront avec plaisir.'],
      ['Gros bisous à vous deux ❤️', 'Merci pour ce gentil message !'],
      ['Félicitations aux futurs mariés !', 'Merci pour ce gentil message !'],
      ['vivement samedi', 'Merci pour ce gentil message !'],
      ["Can't wait!!", 'Thank you for your kind message! Inès and Malo will love reading it.'],
      ['Congratulations you two! xx', 'Thank you for your kind message!'],
      ['¡Qué ganas de veros!', '¡Gracias por su mensaje tan cariñoso! A Inès y Malo les encantará leerlo.'],
    ]) {
      const answer = answerQuestion({ wedding, faqs, text: text! });
      expect(answer.kind, text).toBe('thanks');
      expect(answer.reply, text).toContain(reply);
      expect(answer.reply, text).not.toContain('06 55 44 33 22');
    }
  });

  it('keeps the thanks of a thank-you, and answers what comes with the wishes', () => {
    expect(answerQuestion({ wedding, faqs, text: 'Merci, on a hâte !' }).reply).toContain('Avec plaisir');
    ask("j'ai hâte, c'est à quelle heure la cérémonie ?", '15h');
    ask("Can't wait! What time does the ceremony start?", '3 pm');
  });
});
