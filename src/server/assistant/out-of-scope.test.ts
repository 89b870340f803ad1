// A farm wedding written for these tests only: questions on something its facts never say, which share a word or
// a setting with a fact that answers something else. The guest is told « je ne sais pas », never the neighbour fact.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { expectReply } from './testing/expect-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Lucía',
  groomName: 'Hugo',
  weddingDate: '2028-09-16',
  ceremonyVenue: 'Iglesia de San Pedro',
  ceremonyAddress: 'Plaza Mayor 1, 29400 Ronda',
  ceremonyTime: '18:00',
  receptionVenue: 'Finca El Olivar',
  receptionAddress: 'Carretera de Ronda km 4, 29400 Ronda',
  receptionTime: '20:00',
  dressCode: null,
  parkingInfo: null,
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Marta (hermana de Lucía) al +34 600 11 22 33',
  additionalInfo: null,
};
const faqs: AssistantFaq[] = [
  { id: 1, question: '¿Hará frío?', answer: 'Refresca mucho por la noche en la sierra: traed una chaqueta.' },
  { id: 2, question: '¿Hay autobús de vuelta?', answer: 'Sí, un autobús vuelve a Ronda a las 2h.' },
];
const ask = (text: string) => answerQuestion({ wedding, faqs, text });

describe('words that only shape a Spanish or English question', () => {
  it('are no evidence: « toda la noche » does not make the chilly nights an answer on the bar', () => {
    const answer = ask('¿Habrá barra libre toda la noche?');
    expect(answer.answered, answer.reply).toBe(false);
  });

  it('are no evidence: the « right » of « ..., right? » does not make « turn right » an answer', () => {
    const directions = [
      ...faqs,
      { id: 3, question: 'Où se garer ?', answer: 'Turn right after the church: the car park is just behind it.' },
    ];
    const answer = answerQuestion({ wedding, faqs: directions, text: 'Smoking is allowed at the finca, right?' });
    expect(answer.answered, answer.reply).toBe(false);
  });
});

describe('cooling or heating, asked of a wedding that only speaks of the weather', () => {
  it('is not answered by the chilly nights', () => {
    for (const text of [
      'Les chambres sont climatisées ?',
      'Is there air conditioning in the rooms?',
      '¿La piscina está climatizada?',
    ]) {
      const answer = ask(text);
      expect(answer.answered, `${text} -> ${answer.reply}`).toBe(false);
    }
  });

  it('is not answered by the paper fans handed out against the heat', () => {
    const heat = [
      {
        id: 1,
        question: 'It’s going to be hot, what should we wear?',
        answer: 'Expect 35°C: linen and cotton. We’ll hand out paper fans and bottles of water.',
      },
    ];
    const answer = answerQuestion({ wedding, faqs: heat, text: '¿La finca tiene aire acondicionado?' });
    expect(answer.answered, answer.reply).toBe(false);
  });

  it('is not answered by the venue it is asked of', () => {
    for (const text of [
      'Is there air conditioning anywhere at the venue?',
      'Is there air conditioning at the finca?',
    ]) {
      const answer = ask(text);
      expect(answer.answered, `${text} -> ${answer.reply}`).toBe(false);
    }
  });

  it('is answered by a fact that names the equipment', () => {
    const withHeating = [
      ...faqs,
      {
        id: 3,
        question: 'Les chambres sont-elles climatisées ?',
        answer: 'Oui, toutes les chambres de la finca ont la climatisation.',
      },
    ];
    const { reply } = answerQuestion({ wedding, faqs: withHeating, text: 'Is there air conditioning in the rooms?' });
    expect(reply).toContain('climatisation');
  });
});

describe('who sits where', () => {
  const seated = {
    ...wedding,
    additionalInfo: 'Cena sentada bajo los olivos a las 21h. La iglesia solo tiene 80 asientos.',
  };
  it('is not answered by a seated dinner or the seats of the church', () => {
    for (const text of ['Je suis à quelle table ?', 'Which table are we sitting at?']) {
      const answer = answerQuestion({ wedding: seated, faqs, text });
      expect(answer.answered, `${text} -> ${answer.reply}`).toBe(false);
    }
  });

  it('is answered by a note on the table plan', () => {
    const plan = { ...wedding, additionalInfo: 'Le plan de table sera affiché à l’entrée de la finca.' };
    const { reply } = answerQuestion({ wedding: plan, faqs, text: 'On est à quelle table ?' });
    expect(reply).toContain('affiché');
  });
});

describe('a password', () => {
  const album = [
    ...faqs,
    {
      id: 3,
      question: 'Où verra-t-on les photos ?',
      answer: 'Sur notre album en ligne photos.lucia-hugo.es (mot de passe : olivar).',
    },
  ];
  it('of the wifi is not the photo album’s', () => {
    const answer = answerQuestion({ wedding, faqs: album, text: 'What’s the wifi password at the finca?' });
    expect(answer.answered, answer.reply).toBe(false);
  });

  it('of the album is still given', () => {
    const { reply } = answerQuestion({ wedding, faqs: album, text: 'C’est quoi le mot de passe de l’album photo ?' });
    expect(reply).toContain('olivar');
  });
});

describe('the wifi code', () => {
  it('is not the hotel’s discount code', () => {
    const hotel = {
      ...wedding,
      accommodations: 'Hostal Andalucía, à 800 m de la finca : code LUCIAHUGO par téléphone, petit-déjeuner offert.',
    };
    const answer = answerQuestion({ wedding: hotel, faqs, text: 'Quel est le code wifi de la finca ?' });
    expect(answer.answered, answer.reply).toBe(false);
  });
});

describe('a car', () => {
  const drive = {
    ...wedding,
    additionalInfo:
      'Après la messe, soirée à la Finca El Olivar, à 30 minutes en voiture de l’église : tapas, paella et DJ jusqu’à 4h.',
  };
  it('in the couple’s « 30 minutes en voiture » says nothing of parking', () => {
    for (const text of ['Is there parking at the church?', 'Où peut-on se garer près de l’église ?']) {
      const answer = answerQuestion({ wedding: drive, faqs, text });
      expect(answer.answered, `${text} -> ${answer.reply}`).toBe(false);
    }
  });

  it('in a guest’s « on vient en voiture » still asks where to park', () => {
    const parking = { ...drive, parkingInfo: 'Grand parking gratuit derrière la finca.' };
    const { reply } = answerQuestion({ wedding: parking, faqs, text: 'On vient en voiture, c’est où ?' });
    expect(reply).toContain('derrière la finca');
  });
});

describe('a thing of its own asked first, of a setting the facts do speak of', () => {
  const pool = {
    wedding,
    faqs: [
      ...faqs,
      {
        id: 3,
        question: 'La piscine sera ouverte ?',
        answer: 'Oui, la piscine est ouverte de 16h à minuit, serviettes fournies.',
      },
    ],
  };

  it('is not answered by the setting: smoking by the pool is not the pool’s hours', () => {
    expectReply(pool, 'Can I smoke by the pool?', '+34 600 11 22 33');
    expectReply(pool, '¿Se puede fumar junto a la piscina?', '+34 600 11 22 33');
  });

  it('is still answered by a fact that covers the rest of the question', () => {
    const food = {
      wedding,
      faqs: [
        {
          id: 1,
          question: 'Y a-t-il un menu végétarien au dîner ?',
          answer: 'Oui, un risotto aux cèpes pour les végétariens, à signaler dans le RSVP.',
        },
      ],
    };
    expectReply(food, 'My partner doesn’t eat meat or fish, will there be something for her at dinner?', 'risotto');
  });
});

describe('following the ceremony from afar', () => {
  it('is not answered by where the ceremony takes place', () => {
    for (const text of [
      'Will the ceremony be livestreamed? My uncle cannot travel.',
      'La cérémonie sera retransmise en direct ?',
    ]) {
      const answer = ask(text);
      expect(answer.answered, `${text} -> ${answer.reply}`).toBe(false);
    }
  });
});
