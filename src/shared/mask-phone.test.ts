import { describe, expect, it } from 'vitest';
import { maskPhoneNumber } from './mask-phone.ts';

describe('maskPhoneNumber', () => {
  it.each([
    ['+33612345678', '+33 6 •• •• •• 78'],
    ['+33 6 12 34 56 78', '+33 6 •• •• •• 78'],
    ['+14155238886', '+1 4 •• •• •• • 86'],
    ['+4915123456789', '+49 1 •• •• •• •• 89'],
    ['+212612345678', '+212 6 •• •• •• 78'],
    ['0612345678', '•• •• •• •• 78'],
    ['123', '•• •'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhoneNumber(phone)).toBe(masked);
  });

  it('never shows more than the code, the first digit and the last two', () => {
    const masked = maskPhoneNumber('+33698765432');
    for (const hidden of ['9876', '87', '65', '54']) expect(masked.replace(/\s/g, '')).not.toContain(hidden);
  });
});
