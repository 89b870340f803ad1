import { describe, expect, it } from 'vitest';
import { t } from '../shared/messages/index.ts';
import { assertDatabaseServesDeploy, markDatabase, readDatabaseMark } from './deploy-marker.ts';
import { parseEnv } from './env.ts';
import { testDatabase } from './testing/test-database.ts';
import { databaseRefused } from '../../netlify/lib/function-database-check.ts';

const handle = testDatabase();
const deploy = (CONTEXT?: string) =>
  parseEnv({ NETLIFY: 'true', DATABASE_URL: 'postgres://db.example/x', ...(CONTEXT ? { CONTEXT } : {}) });

describe('a database marked for its deploys', () => {
  it('refuses a deploy preview pointed at the production database: every function invocation answers 503 with the reason', async () => {
    await markDatabase(handle.db, 'production');
    expect(await readDatabaseMark(handle.db)).toBe('production');
    await expect(assertDatabaseServesDeploy({ db: handle.db, config: deploy('deploy-preview') })).rejects.toMatchObject(
      {
        code: 'UNAVAILABLE',
        message: t('deploy.productionDatabase', { context: 'deploy-preview' }),
      },
    );
    const refused = await databaseRefused(handle.db, deploy('deploy-preview'));
    expect(refused?.status).toBe(503);
    expect(await refused!.json()).toMatchObject({
      message: t('deploy.productionDatabase', { context: 'deploy-preview' }),
    });
    // A local server (npm start) given production's URL is refused too; production itself is served.
    await expect(assertDatabaseServesDeploy({ db: handle.db, config: parseEnv({}) })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(assertDatabaseServesDeploy({ db: handle.db, config: deploy('production') })).resolves.toBeUndefined();
  });

  it("refuses production on a database the production deploy step did not mark (the previews' branch, or none)", async () => {
    await markDatabase(handle.db, 'preview');
    await expect(assertDatabaseServesDeploy({ db: handle.db, config: deploy('production') })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(
      assertDatabaseServesDeploy({ db: handle.db, config: deploy('branch-deploy') }),
    ).resolves.toBeUndefined();
    await expect(assertDatabaseServesDeploy({ db: handle.db, config: parseEnv({}) })).resolves.toBeUndefined();
  });
});
