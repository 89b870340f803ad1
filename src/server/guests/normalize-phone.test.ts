import { describe, expect, it } from 'vitest';
import { normalizePhone } from './normalize-phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+44 7911 123456', '+447911123456'],
    ['+34 612 34 56 78', '+34612345678'],
    ['+1 415 555 2671', '+14155552671'],
  ])('reads %s as %s', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each(['', '12', '06 12 34', 'abc', '06 12 34 56 78 90 12', 'appelez-moi', '+33 1'])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});
