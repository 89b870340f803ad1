// The reader's vocabulary files are checked at load; a malformed family is refused with a clear message.
import { describe, expect, it } from 'vitest';
import en from './data/en.json' with { type: 'json' };
import es from './data/es.json' with { type: 'json' };
import fr from './data/fr.json' with { type: 'json' };
import { PART_IDS, ZRsvpVocabulary } from './vocabulary.ts';

describe('the RSVP vocabulary', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['es', es],
  ] as const)('%s is valid: folded words, every part of the day named', (_, vocabulary) => {
    const parsed = ZRsvpVocabulary.parse(vocabulary);
    for (const id of PART_IDS) expect(parsed.parts[id].length).toBeGreaterThan(0);
  });

  it('refuses a word with an accent or a capital, and a part left out', () => {
    expect(ZRsvpVocabulary.safeParse({ ...fr, only: ['Équipe'] }).success).toBe(false);
    const { brunch: _, ...parts } = fr.parts;
    expect(ZRsvpVocabulary.safeParse({ ...fr, parts }).success).toBe(false);
    expect(ZRsvpVocabulary.safeParse({ ...fr, firm: [] }).success).toBe(false);
  });
});
