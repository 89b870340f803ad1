// A numbered choice names the couple as they are: « les mariées » for two brides, « le couple » without roles.
import { describe, expect, it } from 'vitest';
import { buildAnswerIndex } from './build-answer-index.ts';
import { labelOf } from './offer-choices.ts';
import type { Ranked } from './ranked.ts';
import type { AssistantWedding } from './types.ts';

const base: AssistantWedding = { brideName: 'Inès', groomName: 'Léa', weddingDate: '2028-06-10' };

function coupleLabel(wedding: AssistantWedding, language: 'fr' | 'en' | 'es') {
  const index = buildAnswerIndex(wedding, []);
  const couple = index.candidates.find((c) => c.slot === 'couple')!;
  return labelOf(index, { candidate: couple, confidence: 0.7 } as Ranked, language);
}

describe('the couple in a choice', () => {
  it('is « les mariés » for a bride and a groom, as the spec makes a wedding', () => {
    expect(coupleLabel(base, 'fr')).toBe('les mariés');
  });
  it('is « les mariées » for two brides, never « the bride and groom »', () => {
    const brides = { ...base, firstPartnerRole: 'bride', secondPartnerRole: 'bride' } as const;
    expect(coupleLabel(brides, 'fr')).toBe('les mariées');
    expect(coupleLabel(brides, 'en')).not.toContain('groom');
    expect(coupleLabel(brides, 'es')).toBe('las novias');
  });
  it('is « le couple » when the partners chose no role', () => {
    expect(coupleLabel({ ...base, firstPartnerRole: null, secondPartnerRole: null }, 'fr')).toBe('le couple');
  });
});

describe('a fact of the guest’s own invitation in a choice', () => {
  it('is named in the guest’s language, never with the French question the engine reads', () => {
    const brunch = {
      id: 'guest-part-4',
      question: 'Le brunch : à quelle heure et où ?',
      answer: 'Le brunch : le dimanche 11 juin à 11h.',
      labels: {
        fr: 'le brunch : à quelle heure et où',
        en: 'the brunch: what time and where',
        es: 'el brunch: a qué hora y dónde',
      },
    };
    const index = buildAnswerIndex(base, [brunch]);
    const fact = index.candidates.find((c) => c.source === 'faq:guest-part-4')!;
    const label = (language: 'fr' | 'en' | 'es') =>
      labelOf(index, { candidate: fact, confidence: 0.7 } as Ranked, language);
    expect(label('es')).toBe('el brunch: a qué hora y dónde');
    expect(label('en')).toBe('the brunch: what time and where');
    expect(label('fr')).toBe('le brunch : à quelle heure et où');
  });
});
