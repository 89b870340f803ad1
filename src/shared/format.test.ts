import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDate, formatWeddingDate, formatWeddingMoment } from './format.ts';

describe('French date formatting', () => {
  it("writes a wedding day in full ('PPP') on its own calendar day", () => {
    expect(formatWeddingDate('2027-06-12')).toBe('12 juin 2027');
    expect(formatWeddingDate('2027-01-01')).toBe('1 janvier 2027');
    expect(formatWeddingDate('2027-12-31')).toBe('31 décembre 2027');
  });

  it('writes other dates as dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate('2027-06-02')).toBe('02/06/2027');
    const local = new Date(2027, 5, 2, 9, 5);
    expect(formatDate(local)).toBe('02/06/2027');
    expect(formatDateTime(local)).toBe('02/06/2027 09:05');
    expect(formatDateTime(local.toISOString())).toBe('02/06/2027 09:05');
    expect(formatShortDate('2027-06-02')).toBe('02/06');
  });

  it('writes a moment of the wedding’s schedule on the wedding’s clock, whatever the browser’s zone', () => {
    // 18h in Paris, summer and winter time.
    expect(formatWeddingMoment('2027-06-11T16:00:00Z')).toBe('11/06/2027 18:00');
    expect(formatWeddingMoment('2027-12-10T17:00:00Z')).toBe('10/12/2027 18:00');
  });

  it('gives back what it cannot read instead of "Invalid Date"', () => {
    expect(formatWeddingDate('bientôt')).toBe('bientôt');
    expect(formatDateTime('')).toBe('');
  });
});
