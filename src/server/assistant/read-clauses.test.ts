// The parts of a guest's message are read once, with the message (analyzeText): the steps that set a part aside
// read them there and never analyse the text again.
import { describe, expect, it } from 'vitest';
import { analyzeText, baseLexicon } from './analyze-text.ts';

const read = (text: string) => analyzeText(baseLexicon(), text);
const keys = (map: Map<string, number> | undefined) => [...(map?.keys() ?? [])];

describe('a message read once, with its parts', () => {
  it('reads what the guest tells of themselves apart from what they ask', () => {
    const { situation } = read('On vient avec les enfants, vous conseillez où dormir ?');
    expect(keys(situation?.said)).toContain('children');
    expect(keys(situation?.asked)).toEqual(['lodging']);
  });

  it('reads the moment the guest will miss apart from the one they ask about', () => {
    const { missed } = read('On ne pourra pas être à la messe, on vous rejoint à la réception à quelle heure ?');
    expect(missed?.said).toContain('ceremony');
    expect(missed?.asked).toContain('reception');
    expect(missed?.asked).not.toContain('ceremony');
  });

  it('cuts a message that asks two things into its parts, each read without parts of its own', () => {
    const { parts } = read('Il y a un parking ? Et le dress code ?');
    expect(parts?.map((p) => keys(p.concepts))).toEqual([['parking'], ['dress']]);
    expect(parts?.every((p) => p.parts === undefined && p.situation === undefined)).toBe(true);
  });

  it('reads the two moments a guest asks what comes between', () => {
    const { momentsAsked } = read('Il se passe quoi entre la cérémonie et le dîner ?');
    expect(momentsAsked).toMatchObject({ between: true, whatHappens: true });
    expect(keys(momentsAsked?.from)).toEqual(['ceremony']);
    expect(keys(momentsAsked?.to)).toEqual(['dinner']);
  });

  it('keeps the words of each sentence asked with a question mark', () => {
    const { questions } = read('On m’a donné ce numéro. C’est le mariage de qui ? Et le parking ?');
    expect(questions?.map((words) => [...words])).toEqual([
      ['on', 'm', 'a', 'donne', 'ce', 'numero', 'c', 'est', 'le', 'mariage', 'de', 'qui'],
      ['et', 'le', 'parking'],
    ]);
  });

  it('reads none of this in the couple’s own texts', () => {
    const fact = analyzeText(baseLexicon(), 'Il y a un parking ? Et le dress code ?', { correctTypos: false });
    expect(fact.parts).toBeUndefined();
    expect(fact.questions).toBeUndefined();
  });
});
