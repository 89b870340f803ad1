// A FAQ answers its own question: one on another subject (learning the dances) that merely mentions this one in its
// answer (« apportez des souliers confortables ») does not answer « il y a un dress code ? »; the field on it does.
import { describe, it } from 'vitest';
import { expectRepliesOf, expectReply as expectReplyTo } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Nolwenn',
  groomName: 'Yves',
  weddingDate: '2028-06-17',
  ceremonyVenue: 'Chapelle de Saint-Samson',
  ceremonyAddress: 'Pointe de Saint-Samson, 29880 Plouguerneau',
  ceremonyTime: '15:00',
  receptionVenue: 'Manoir de Kerbrat',
  receptionAddress: 'Kerbrat, 29880 Plouguerneau',
  receptionTime: '17:30',
  dressCode:
    'Chic décontracté ! La cérémonie se passe dehors dans la neige : manteau chaud et bottes obligatoires, vestiaire chauffé à l’entrée du manoir. Les hôtels du village prêtent des raquettes pour la balade en forêt après le brunch du dimanche.',
  emergencyContact: 'Maëlys (sœur de Nolwenn) : 06 71 23 98 44',
};
const faqs: AssistantFaq[] = [
  {
    id: 1,
    question: 'Je ne sais pas danser la gavotte, c’est grave ?',
    answer: 'Pas du tout ! Le sonneur explique chaque danse avant de commencer. Apportez des souliers confortables.',
  },
];
const expectReply = expectRepliesOf({ wedding, faqs });

describe('a FAQ on another subject and the field on the subject asked', () => {
  it('answers the subject from its field', () => {
    expectReply('Il y a un dress code ?', 'Chic décontracté');
    expectReply('tenue ?', 'Chic décontracté');
  });

  it('still answers the FAQ’s own subject from the FAQ', () => {
    expectReply('Je ne sais pas danser, c’est grave ?', 'sonneur');
  });
});

describe('a FAQ on a narrower point of the subject asked', () => {
  const beach: AssistantWedding = {
    ...wedding,
    dressCode: 'Chic décontracté, on est au bord de la mer ! Les couleurs sont bienvenues. Pas besoin de cravate.',
  };
  const beachFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Quelles chaussures prévoir pour la plage ?',
      answer: 'Les photos se font sur le sable : glissez des sandales plates ou des espadrilles dans votre sac.',
    },
  ];
  const expectBeachReply = expectRepliesOf({ wedding: beach, faqs: beachFaqs });

  it('answers the whole subject from its field', () => {
    expectBeachReply('Il y a un dress code ?', 'Chic décontracté');
    expectBeachReply('cravate obligatoire ou pas ?', 'Pas besoin de cravate');
  });

  it('still answers the narrower point from the FAQ', () => {
    expectBeachReply('Quelles chaussures pour la plage ?', 'sandales');
  });
});

describe('a FAQ on a point of its own within the subject asked', () => {
  const alsace: AssistantWedding = {
    ...wedding,
    dressCode: 'Chic champêtre. Talons fins déconseillés. Merci de laisser le blanc à la mariée.',
    giftRegistry:
      'Votre présence est notre plus beau cadeau ! Pour ceux qui le souhaitent : virement avec la référence « MARIAGE NY ».',
  };
  const alsaceFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Peut-on porter un costume traditionnel alsacien ?',
      answer: 'Oui, et on serait ravis ! Coiffe, gilet brodé, tablier… tout est bienvenu.',
    },
    {
      id: 2,
      question: 'Où déposer une enveloppe ou un cadeau le jour J ?',
      answer: 'Une urne sera installée à l’entrée de la grange, à côté du livre d’or.',
    },
  ];
  const expectAlsaceReply = expectRepliesOf({ wedding: alsace, faqs: alsaceFaqs });

  it('answers the whole subject from its field', () => {
    expectAlsaceReply('Il y a un dress code ?', 'Chic champêtre');
    expectAlsaceReply('Avez-vous une liste de mariage ?', 'MARIAGE NY');
  });

  it('still answers the FAQ’s own point from the FAQ', () => {
    expectAlsaceReply('Je peux venir en costume traditionnel ?', 'Coiffe');
    expectAlsaceReply('On a un gros cadeau, on le dépose où ?', 'urne');
  });
});

describe('what to wear, asked with the weather', () => {
  const summer: AssistantWedding = {
    ...wedding,
    dressCode:
      'Tenue d’été chic et légère : lin, coton, couleurs claires. Messieurs, la veste n’est pas obligatoire (il fera plus de 30 °C à l’ombre !).',
  };
  const summerFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Il va faire très chaud, qu’est-ce qui est prévu ?',
      answer: 'Éventails et brumisateurs distribués à l’accueil, fontaines d’eau fraîche tout l’après-midi.',
    },
  ];

  it('is about what to wear', () => {
    expectReplyTo(
      { wedding: summer, faqs: summerFaqs },
      'Les hommes doivent mettre une veste par cette chaleur ?',
      'pas obligatoire',
    );
  });

  it('is what a guest asks for someone else (« mon mari demande »), not a song request', () => {
    const danceFaqs: AssistantFaq[] = [
      {
        id: 1,
        question: 'Je ne sais pas danser, c’est grave ?',
        answer: 'Pas du tout ! Le câlleur explique chaque danse. Apportez des souliers confortables.',
      },
    ];
    expectReplyTo(
      { wedding: summer, faqs: danceFaqs },
      'Bonjour, mon mari demande s’il doit porter un costume ou si une chemise ça passe',
      'pas obligatoire',
    );
  });
});

describe('money as a gift', () => {
  const gifts: AssistantWedding = {
    ...wedding,
    giftRegistry: 'Pas de liste : une cagnotte pour notre voyage de noces est en ligne sur leetchi.com/nolwenn-yves.',
  };
  const moneyFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Faut-il prévoir des espèces ?',
      answer: 'Non, le bar est offert et il y a un distributeur au village.',
    },
  ];

  it('is a question on the gifts, not on cash', () => {
    expectReplyTo({ wedding: gifts, faqs: moneyFaqs }, '¿Tienen lista de bodas o prefieren dinero?', 'leetchi');
  });
});

describe('a FAQ on a narrower point and a note on the whole subject', () => {
  const menu: AssistantWedding = {
    ...wedding,
    additionalInfo:
      'MENU : cotriade de poissons, kig ha farz, far breton et crêpes flambées.\nNAVETTE : départ de la gare de Brest à 14h.',
  };
  const menuFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Je suis végétarien ou allergique, comment faire ?',
      answer: 'Pas de souci : le traiteur prévoit un menu végé (galettes aux légumes). Dites-le dans le RSVP.',
    },
  ];
  const expectMenuReply = expectRepliesOf({ wedding: menu, faqs: menuFaqs });

  it('answers the whole subject from the note', () => {
    expectMenuReply('C’est quoi le menu ?', 'kig ha farz');
  });

  it('still answers the narrower point from the FAQ', () => {
    expectMenuReply('Il y a un menu végétarien ?', 'galettes');
  });
});

describe('a FAQ on a narrower point and a short note that does not repeat the setting asked', () => {
  const menu: AssistantWedding = {
    ...wedding,
    additionalInfo: 'Au menu : kig ha farz, far breton et crêpes flambées.',
  };
  const menuFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Qu’est-ce qu’on boit ?',
      answer:
        'Cidre de Fouesnant et chouchen pendant le cocktail, puis open bar toute la soirée jusqu’à la fin de la musique.',
    },
  ];
  const expectMenuReply = expectRepliesOf({ wedding: menu, faqs: menuFaqs });

  it('answers the whole subject from the note', () => {
    expectMenuReply('Qu’est-ce qu’on mange ce soir-là ?', 'kig ha farz');
  });

  it('still answers the narrower point from the FAQ', () => {
    expectMenuReply('Qu’est-ce qu’on boit ce soir ?', 'chouchen');
  });
});

describe('a FAQ on special diets and a note on the menu', () => {
  const menu: AssistantWedding = {
    ...wedding,
    additionalInfo:
      'Samedi : 16h cérémonie, 20h dîner (kig ha farz, plateau de fromages, crêpes flambées), 23h ouverture du bal.',
  };
  const menuFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Y a-t-il des options pour les régimes particuliers ?',
      answer: 'Oui : une option végétarienne (galettes aux légumes) et une option sans gluten. Dites-le dans le RSVP.',
    },
  ];
  const expectMenuReply = expectRepliesOf({ wedding: menu, faqs: menuFaqs });

  it('answers what is for dinner from the note', () => {
    expectMenuReply('Qu’est-ce qu’on mange ?', 'kig ha farz');
    expectMenuReply('¿Qué vamos a comer en la cena?', 'kig ha farz');
  });

  it('still answers a diet from the FAQ', () => {
    expectMenuReply('Je suis au régime, il y aura des options ?', 'galettes');
  });
});

describe('a FAQ that asks the subject together with another the guest does not ask', () => {
  const farm: AssistantWedding = {
    ...wedding,
    parkingInfo: 'Parking gratuit devant le manoir, 60 places, fléché depuis la route de Plouguerneau.',
  };
  const farmFaqs: AssistantFaq[] = [
    {
      id: 1,
      question: 'Peut-on laisser sa voiture au manoir pour la nuit ?',
      answer:
        'Oui, le pré reste ouvert toute la nuit : vous récupérez votre voiture le dimanche matin. Si vous avez bu, dormez sur place.',
    },
  ];
  const expectFarmReply = expectRepliesOf({ wedding: farm, faqs: farmFaqs });

  it('answers the subject alone from its field', () => {
    expectFarmReply('Où peut-on se garer ?', '60 places');
    expectFarmReply('À quelle heure la cérémonie et où on peut se garer ?', '15h', '60 places');
  });

  it('still answers the FAQ’s own case from the FAQ', () => {
    expectFarmReply('On peut laisser la voiture pour la nuit ?', 'pré reste ouvert');
  });
});
