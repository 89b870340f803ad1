import { describe, expect, it } from 'vitest';
import { zonedDateTimeToUtc } from './zoned-time.ts';

describe('zonedDateTimeToUtc', () => {
  it('handles summer and winter time in Paris', () => {
    expect(zonedDateTimeToUtc('2027-06-12', '09:00').toISOString()).toBe('2027-06-12T07:00:00.000Z');
    expect(zonedDateTimeToUtc('2027-01-16', '18:00').toISOString()).toBe('2027-01-16T17:00:00.000Z');
    expect(zonedDateTimeToUtc('2027-03-28', '11:00').toISOString()).toBe('2027-03-28T09:00:00.000Z');
  });
});
