import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-line.ts';

describe('formatLogLine', () => {
  it('writes one JSON line whatever the values carry, every control character escaped', () => {
    const nasty = 'a\nFORGED\r\u0000\u001b[31m\u007f\u0085\u2028\u2029z';
    const line = formatLogLine('info', 'request', { path: nasty }, new Date('2027-06-12T10:00:00Z'));
    // eslint-disable-next-line no-control-regex -- the point of the test
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(JSON.parse(line)).toEqual({
      time: '2027-06-12T10:00:00.000Z',
      level: 'info',
      event: 'request',
      path: nasty,
    });
  });
});
