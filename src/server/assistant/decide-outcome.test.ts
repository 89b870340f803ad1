import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { decideOutcome, loadOutcomeModel, OUTCOME_FEATURES, OUTCOME_MODEL } from './decide-outcome.ts';
import type { AssistantWedding } from './types.ts';

const wedding: AssistantWedding = {
  brideName: 'Léa',
  groomName: 'Hugo',
  weddingDate: '2027-06-12',
  ceremonyVenue: 'Temple de Nîmes',
  ceremonyAddress: '3 rue Grizot, 30000 Nîmes',
  ceremonyTime: '15:00',
  receptionVenue: 'Mas de la Garrigue',
  receptionAddress: 'Chemin des Cigales, 30190 Sauzet',
  receptionTime: '17:00',
};

describe('the outcome model file', () => {
  it('names exactly the features the code computes', () => {
    expect([...OUTCOME_MODEL.features].sort()).toEqual([...OUTCOME_FEATURES].sort());
    expect(OUTCOME_MODEL.trainedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is refused at load when a feature is missing or unknown', () => {
    const weights = Object.fromEntries(OUTCOME_FEATURES.map((f) => [f, 0]));
    const base = { ...OUTCOME_MODEL, weights };
    expect(() => loadOutcomeModel({ ...base, features: OUTCOME_FEATURES.slice(1) })).toThrow(
      /manquants \[topConfidence\]/,
    );
    expect(() => loadOutcomeModel({ ...base, features: [...OUTCOME_FEATURES, 'vibes'] })).toThrow(/inconnus \[vibes\]/);
  });
});

describe('decideOutcome', () => {
  const model = { ...OUTCOME_MODEL, answerCut: 0.8, soloCut: 0.6, sureCut: 0 };
  it('answers when sure, asks when unsure with rivals, else answers or hands over by the solo cut', () => {
    expect(decideOutcome(0.9, 2, model)).toBe('answer');
    expect(decideOutcome(0.7, 1, model)).toBe('ask');
    expect(decideOutcome(0.7, 0, model)).toBe('answer');
    expect(decideOutcome(0.5, 0, model)).toBe('hand-over');
  });

  it('hands a question over with the fact it sends under the sure cut', () => {
    const hedging = { ...model, sureCut: 0.9 };
    expect(decideOutcome(0.95, 2, hedging)).toBe('answer');
    expect(decideOutcome(0.85, 2, hedging)).toBe('hedge');
    expect(decideOutcome(0.7, 0, hedging)).toBe('hedge');
    expect(decideOutcome(0.7, 1, hedging)).toBe('ask');
    expect(decideOutcome(0.5, 0, hedging)).toBe('hand-over');
  });

  it('decides a message that asks nothing by the quiet cuts, where an unlikely fact is not offered to choose', () => {
    const quiet = { ...model, askCut: 0, quiet: { ...model.quiet, answerCut: 0.9, soloCut: 0.85, askCut: 0.6 } };
    expect(decideOutcome(0.85, 1, quiet)).toBe('answer');
    expect(decideOutcome(0.85, 1, quiet, false)).toBe('ask');
    expect(decideOutcome(0.5, 1, quiet)).toBe('ask');
    expect(decideOutcome(0.5, 1, quiet, false)).toBe('hand-over');
    expect(decideOutcome(0.87, 0, quiet, false)).toBe('answer');
  });
});

describe('a message that asks nothing', () => {
  it('is passed on to the couple when it tells something around a fact it names, not answered with that fact', () => {
    for (const text of [
      'Malheureusement on sera en Grèce toute cette semaine-là, le billet est payé depuis longtemps.',
      'Mon frère se marie le même jour à Lyon, on ne pourra pas être là.',
      "We'll be in Japan that whole month, sadly.",
      // Read as several parts (the date, the answers' deadline): each part is decided as it would be alone.
      "Je vous confirme que ni mon épouse ni moi ne pourrons venir, nous serons à l'étranger à cette date.",
    ]) {
      const answer = answerQuestion({ wedding, faqs: [], text });
      expect(answer.kind, text).toBe('unknown');
    }
  });

  it('is still answered when it names a fact in a few words, as a question written short', () => {
    expect(answerQuestion({ wedding, faqs: [], text: 'adresse du temple' }).reply).toContain('Grizot');
    expect(answerQuestion({ wedding, faqs: [], text: 'La date du mariage' }).reply).toContain('12 juin 2027');
  });
});

describe('the engine asks instead of guessing', () => {
  it('offers numbered subjects in the guest’s language when two facts come close, and keeps each one’s reply', () => {
    const answer = answerQuestion({ wedding, faqs: [], text: 'Combien de temps entre le temple et le mas ?' });
    expect(answer.kind).toBe('choice');
    expect(answer.answered).toBe(false);
    expect(answer.choices!.length).toBeGreaterThanOrEqual(2);
    expect(answer.choices!.length).toBeLessThanOrEqual(3);
    expect(answer.reply).toMatch(/^Pour bien vous répondre, vous parlez de :\n1\. .+\n2\. .+/);
    for (const choice of answer.choices!) expect(choice.reply.length).toBeGreaterThan(10);
    expect(answer.trace?.outcome).toBe('ask');
  });

  it('sends the closest fact with the question handed over when not sure enough, left unanswered for the couple', () => {
    const unsure = { ...OUTCOME_MODEL, sureCut: 1 };
    const answer = answerQuestion({ wedding, faqs: [], text: 'C’est où le mas ?', outcomeModel: unsure });
    expect(answer).toMatchObject({ kind: 'unknown', answered: false, source: null });
    expect(answer.reply).toMatch(
      /^Voici ce qui s'en rapproche le plus : .*Cigales.*\nJe transmets aussi votre question à Léa et Hugo, qui vous répondront ici/s,
    );
    expect(answer.trace?.outcome).toBe('hedge');
    const english = answerQuestion({ wedding, faqs: [], text: 'Where is the mas?', outcomeModel: unsure });
    expect(english.reply).toContain("I'm also passing your question on to Léa and Hugo");
    // The contact for anything urgent, once: not again after a fact that is that contact.
    const withContact = { ...wedding, emergencyContact: 'Inès (témoin) : 06 12 34 56 78' };
    const place = answerQuestion({ wedding: withContact, faqs: [], text: 'C’est où le mas ?', outcomeModel: unsure });
    expect(place.reply).toContain('En cas d’urgence : Inès (témoin) : 06 12 34 56 78.'.replace('’', "'"));
    const contact = answerQuestion({
      wedding: withContact,
      faqs: [],
      text: 'Qui appeler si on se perd ?',
      outcomeModel: unsure,
    });
    expect(contact.trace?.outcome).toBe('hedge');
    expect(contact.reply.match(/06 12 34 56 78/g)).toHaveLength(1);
  });

  it('answers a clear question at once, with its trace', () => {
    const answer = answerQuestion({ wedding, faqs: [], text: 'C’est où le mas ?' });
    expect(answer.kind).toBe('answer');
    expect(answer.reply).toContain('Cigales');
    expect(answer.trace?.outcome).toBe('answer');
    expect(answer.trace?.candidates[0]?.source).toBe('receptionVenue');
  });
});
