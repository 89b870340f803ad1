import { describe, expect, it } from 'vitest';
import { availabilityProbes } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { testDatabase } from '../testing/test-database.ts';
import { scheduleJobs, worthLogging } from './schedule-jobs.ts';

const handle = testDatabase();

describe('scheduleJobs', () => {
  it('probes availability once at start, before its first quarter hour', async () => {
    const stop = scheduleJobs({ db: handle.db, config: parseEnv({}), log: () => {} });
    try {
      await expect.poll(async () => (await handle.db.select().from(availabilityProbes)).length).toBe(1);
    } finally {
      stop();
    }
  });
});

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
