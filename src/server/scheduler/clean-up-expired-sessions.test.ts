import { describe, expect, it } from 'vitest';
import { rateLimitHits, sessions, users } from '../../../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { cleanUpExpiredSessions } from './clean-up-expired-sessions.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();

describe('cleanUpExpiredSessions', () => {
  it('removes expired sessions and day-old rate-limit records only', async () => {
    const now = new Date('2027-01-10T12:00:00Z');
    await handle.db.insert(users).values({ id: 'u1', email: 'u1@example.com' });
    await handle.db.insert(sessions).values([
      { sid: 'expired', userId: 'u1', expire: new Date('2027-01-10T11:00:00Z') },
      { sid: 'valid', userId: 'u1', expire: new Date('2027-02-01T00:00:00Z') },
    ]);
    await handle.db.insert(rateLimitHits).values([
      { key: 'ip:old', createdAt: new Date('2027-01-09T11:00:00Z') },
      { key: 'ip:recent', createdAt: new Date('2027-01-10T11:55:00Z') },
    ]);
    const result = await cleanUpExpiredSessions({ db: handle.db, config: parseEnv({}), now });
    expect(result).toEqual({ removedSessions: 1 });
    expect((await handle.db.select().from(sessions)).map((s) => s.sid)).toEqual(['valid']);
    expect((await handle.db.select().from(rateLimitHits)).map((a) => a.key)).toEqual(['ip:recent']);
  });
});
