import { describe, expect, it } from 'vitest';
import { fill, plural } from './format-message.ts';

describe('plural', () => {
  const trials = { one: '{count} essai actif', other: '{count} essais actifs' };
  it('uses the singular for 0 and 1, as French does, and the plural from 2', () => {
    expect(plural(0, trials)).toBe('0 essai actif');
    expect(plural(1, trials)).toBe('1 essai actif');
    expect(plural(2, trials)).toBe('2 essais actifs');
  });
  it('writes the count in French and takes `many` for large round numbers when given', () => {
    expect(plural(12500, trials)).toBe('12\u202f500 essais actifs');
    expect(plural(1_000_000, { one: '{count} message', other: '{count} messages', many: '{count} de messages' })).toBe(
      '1\u202f000\u202f000 de messages',
    );
  });
  it('fill leaves unknown placeholders empty', () => {
    expect(fill('{a} et {b}', { a: 1 })).toBe('1 et ');
  });
});
