import { describe, expect, it } from 'vitest';
import { worthLogging } from './schedule-jobs.ts';

describe('worthLogging', () => {
  it('keeps quiet when a run did nothing', () => {
    expect(worthLogging({ sent: 0, failed: 0 }, undefined)).toBe(false);
    expect(worthLogging(undefined, undefined)).toBe(false);
  });

  it('logs a run that did something, every time', () => {
    expect(worthLogging({ sent: 2, failed: 0 }, JSON.stringify({ sent: 2, failed: 0 }))).toBe(true);
    expect(worthLogging({ removedSessions: 1 }, undefined)).toBe(true);
  });

  it('logs a message once, then again only when it changes', () => {
    const skipped = { skipped: 'SMTP_URL non configuré' };
    expect(worthLogging(skipped, undefined)).toBe(true);
    expect(worthLogging(skipped, JSON.stringify(skipped))).toBe(false);
    const checks = { checked: ['stripe:ok'] };
    expect(worthLogging({ checked: ['stripe:échec'] }, JSON.stringify(checks))).toBe(true);
  });
});
