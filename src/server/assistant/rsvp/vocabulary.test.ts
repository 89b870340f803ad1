// The reader's vocabulary files are checked at load; a malformed family is refused with a clear message.
import { describe, expect, it } from 'vitest';
import en from './data/en.json' with { type: 'json' };
import es from './data/es.json' with { type: 'json' };
import fr from './data/fr.json' with { type: 'json' };
import { partsOnly } from './parts-named.ts';
import { partySizeOf } from './party-size.ts';
import { readRsvpByGrammar } from './read-rsvp.ts';
import { weddingPartKind } from '../../../../db/schema/enums.ts';
import { kindsOfPart, PART_IDS, PART_KINDS, partWords, patternOf, VOCABULARY, ZRsvpVocabulary } from './vocabulary.ts';

describe('the RSVP vocabulary', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['es', es],
  ] as const)('%s is valid: folded words, every part of the day named', (_, vocabulary) => {
    const parsed = ZRsvpVocabulary.parse(vocabulary);
    expect(Object.values(parsed.parts).flat().length).toBeGreaterThan(0);
  });

  it('names every part the reader returns, by kinds of the wedding’s parts', () => {
    for (const kind of PART_KINDS) expect(weddingPartKind.enumValues).toContain(kind);
    for (const id of PART_IDS) expect(partWords(id).length, id).toBeGreaterThan(0);
  });

  it('refuses a word with an accent or a capital, and a part left out', () => {
    expect(ZRsvpVocabulary.safeParse({ ...fr, groupNouns: ['Équipe'] }).success).toBe(false);
    const { brunch: _, ...parts } = fr.parts;
    expect(ZRsvpVocabulary.safeParse({ ...fr, parts }).success).toBe(false);
    expect(ZRsvpVocabulary.safeParse({ ...fr, corrections: [] }).success).toBe(false);
    const { accepts: __, ...clauses } = fr.clauses;
    expect(ZRsvpVocabulary.safeParse({ ...fr, clauses }).success).toBe(false);
  });

  it('compiles every kind of pattern, and names the kind whose pattern is broken or names no family', () => {
    for (const kind of Object.keys(fr.patterns) as (keyof typeof fr.patterns)[])
      expect(patternOf(kind)).toBeInstanceOf(RegExp);
    const broken = (pattern: string) => [
      { ...VOCABULARY.fr, patterns: { ...VOCABULARY.fr.patterns, diet: [pattern] } },
    ];
    expect(() => patternOf('diet', broken('\\bsans (?:gluten'))).toThrow(/patterns\.diet/);
    expect(() => patternOf('diet', broken('\\b{nofamily}\\b'))).toThrow(/\{nofamily\}/);
    expect(patternOf('diet', broken('\\bsans {foods}\\b')).test('un plat sans porc')).toBe(true);
  });

  // The reader's knowledge is these files: a word added to a family is read without touching the code.
  it.each(Object.entries(VOCABULARY))('%s: every word of a family is read as its family says', (_, vocabulary) => {
    // A generic noun (« 3 personnes ») counts everyone, the writer included.
    const generic = Object.values(VOCABULARY).flatMap((v) => v.people.generic);
    for (const w of vocabulary.people.groups.filter((g) => !generic.includes(g)))
      expect(partySizeOf(`je viens avec nos 3 ${w}`), w).toBe(4);
    for (const w of vocabulary.people.pairs) expect(partySizeOf(`oui avec mes ${w}`), w).toBe(3);
    for (const w of vocabulary.transport) expect(readRsvpByGrammar(`on vient en ${w}`), w).toBeNull();
    for (const id of PART_IDS)
      for (const kind of kindsOfPart(id))
        for (const w of vocabulary.parts[kind]) expect(partsOnly(`seulement ${w}`), w).toContain(id);
  });
});
