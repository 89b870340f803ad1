// The vocabulary files (data/concepts.json, fr.json, en.json, es.json) are checked by their schema, here in CI as
// at start: a misspelt pattern, an unknown concept or family is refused with what to fix.
import { describe, expect, it } from 'vitest';
import { analyzeText, buildLexicon } from './analyze-text.ts';
import conceptsFile from './data/concepts.json' with { type: 'json' };
import en from './data/en.json' with { type: 'json' };
import es from './data/es.json' with { type: 'json' };
import fr from './data/fr.json' with { type: 'json' };
import { expandPattern, KNOWLEDGE, loadKnowledge } from './knowledge.ts';

const concepts = {
  concepts: [
    { id: 'place', kind: 'aspect' },
    { id: 'parking', kind: 'topic', parent: 'place' },
  ],
};
const file = (over: Record<string, unknown>) => ({
  language: 'fr',
  greetings: [],
  thanks: [],
  smallTalk: [],
  stopwords: [],
  everyday: {},
  concepts: {},
  ...over,
});

describe('the vocabulary files', () => {
  it('pass their schema and declare every concept they use', () => {
    const knowledge = loadKnowledge(conceptsFile, [fr, en, es]);
    expect(knowledge.concepts.length).toBe(conceptsFile.concepts.length);
    expect(knowledge.concepts.every((c) => c.terms.length > 0)).toBe(true);
  });

  it('expands a pattern into its phrases: alternatives, optional words and families', () => {
    expect(expandPattern('(je|on) {mettre} quoi dans [le|mon] gps', { mettre: ['mets', 'met'] }).sort()).toEqual(
      [
        'je met quoi dans gps',
        'je met quoi dans le gps',
        'je met quoi dans mon gps',
        'je mets quoi dans gps',
        'je mets quoi dans le gps',
        'je mets quoi dans mon gps',
        'on met quoi dans gps',
        'on met quoi dans le gps',
        'on met quoi dans mon gps',
        'on mets quoi dans gps',
        'on mets quoi dans le gps',
        'on mets quoi dans mon gps',
      ].sort(),
    );
    expect(expandPattern('matin ou [l] apres midi')).toEqual(['matin ou apres midi', 'matin ou l apres midi']);
  });

  it('refuses a pattern with capitals or accents, an unknown concept, family or parent', () => {
    expect(() => loadKnowledge(concepts, [file({ concepts: { place: ['Où est'] } })])).toThrow(/motif mal écrit/);
    expect(() => loadKnowledge(concepts, [file({ concepts: { places: ['adresse'] } })])).toThrow(
      /concept inconnu places/,
    );
    expect(() => loadKnowledge(concepts, [file({ concepts: { place: ['{mettre} gps'] } })])).toThrow(
      /famille inconnue \{mettre\}/,
    );
    expect(() => loadKnowledge({ concepts: [{ id: 'parking', kind: 'topic', parent: 'place' }] }, [file({})])).toThrow(
      /parent inconnu place/,
    );
    expect(() => loadKnowledge({ concepts: [{ id: 'place', kind: 'subject' }] }, [file({})])).toThrow();
  });

  it('expands the phrases a step reads, and refuses a misspelt one or an unknown list', () => {
    const knowledge = loadKnowledge(concepts, [file({ phrases: { elsewhere: ['meme (endroit|lieu)'] } })]);
    expect([...knowledge.phrases.elsewhere]).toEqual(['meme endroit', 'meme lieu']);
    expect(() => loadKnowledge(concepts, [file({ phrases: { elsewhere: ['Même endroit'] } })])).toThrow(
      /motif mal écrit/,
    );
    expect(() => loadKnowledge(concepts, [file({ phrases: { somewhere: ['ailleurs'] } })])).toThrow(/somewhere/);
  });

  it('joins every language’s patterns of a list, and refuses one that does not compile', () => {
    const english = file({ language: 'en', patterns: { endOf: [String.raw`\buntil \d`] } });
    const knowledge = loadKnowledge(concepts, [file({ patterns: { endOf: [String.raw`jusqu a \d`] } }), english]);
    expect(knowledge.patterns.endOf).toEqual([String.raw`jusqu a \d`, String.raw`\buntil \d`]);
    expect(() => loadKnowledge(concepts, [file({ patterns: { endOf: ['jusqu (a'] } })])).toThrow(
      /expression régulière/,
    );
    expect(() => loadKnowledge(concepts, [file({ patterns: { endsOf: ['jusqu'] } })])).toThrow(/endsOf/);
  });

  it('keeps a language-only phrase to messages in that language', () => {
    const knowledge = loadKnowledge(concepts, [file({ language: 'en', onlyInThisLanguage: { place: ['venue'] } })]);
    expect(knowledge.concepts[0]!.terms).toEqual(['en:venue']);
  });

  it('reads a guest’s variant of a pattern as its concept', () => {
    const lexicon = buildLexicon();
    for (const text of ['Je mets quoi dans mon GPS ?', 'on met quoi dans le gps', 'C’est le matin ou l’après-midi ?']) {
      const concepts = [...analyzeText(lexicon, text).concepts.keys()];
      expect(concepts).toContain(text.includes('matin') ? 'time' : 'place');
    }
    expect(KNOWLEDGE.concepts.find((c) => c.id === 'place')!.terms).toContain('je mets quoi dans mon gps');
  });
});
