import { describe, expect, it } from 'vitest';
import { commonMessages } from '../messages/common.ts';
import {
  calendarDate,
  findControlCharacters,
  hasControlCharacters,
  multilineText,
  singleLineText,
  ZNoControlCharacters,
} from './input-rules.ts';

const REFUSED = commonMessages['input.controlCharacters'];

describe('control characters', () => {
  it('refuses NUL and the other control characters, allows tab and new lines only in multi-line text', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085']) {
      expect(hasControlCharacters(bad)).toBe(true);
      expect(hasControlCharacters(bad, { multiline: true })).toBe(true);
    }
    expect(hasControlCharacters('Ligne 1\nLigne 2\r\n\tfin')).toBe(true);
    expect(hasControlCharacters('Ligne 1\nLigne 2\r\n\tfin', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Château « Léa » 🎉 — 06 12')).toBe(false);
  });

  it('words the refusal in French in both zod rules', () => {
    expect(singleLineText.safeParse('Camille\nJulien').error?.issues[0]?.message).toBe(REFUSED);
    expect(multilineText.safeParse('a\u0000').error?.issues[0]?.message).toBe(REFUSED);
    expect(multilineText.safeParse('Navette\n14h').success).toBe(true);
  });

  it('finds a control character in any value or key of a nested input', () => {
    expect(findControlCharacters({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('x\u0000');
    expect(findControlCharacters({ ['k\u0000']: 'v' })).toBe('k\u0000');
    expect(findControlCharacters({ a: 1, b: null, c: ['fine\n'] })).toBeNull();
    expect(ZNoControlCharacters.safeParse({ note: 'a\u0000' }).error?.issues[0]?.message).toBe(REFUSED);
  });
});

describe('calendar dates', () => {
  const date = calendarDate({ invalid: 'invalide' });
  it('keeps real days between 2000 and 2100', () => {
    for (const ok of ['2000-01-01', '2027-06-12', '2100-12-31', '2028-02-29'])
      expect(date.safeParse(ok).success).toBe(true);
  });
  it('refuses impossible days as invalid and far years as out of range, in French', () => {
    expect(date.safeParse('2027-02-30').error?.issues[0]?.message).toBe('invalide');
    expect(date.safeParse('12/06/2027').error?.issues[0]?.message).toBe('invalide');
    expect(date.safeParse('0000-01-01').error?.issues[0]?.message).toBe(commonMessages['input.date.outOfRange']);
    expect(date.safeParse('9999-12-31').error?.issues[0]?.message).toBe(commonMessages['input.date.outOfRange']);
    expect(date.safeParse('1999-12-31').error?.issues[0]?.message).toBe(commonMessages['input.date.outOfRange']);
  });
});
