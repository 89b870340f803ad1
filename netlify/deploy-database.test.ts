// The production deploy's database step (scripts/deploy-database.ts) on a real PostgreSQL server, in CI's second
// pass (npm run test:db, TEST_DATABASE_URL): it migrates and marks production's database, never runs outside
// production, and a content save's rebuild neither migrates nor goes on when migrations are missing.
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readDatabaseMark } from '../src/server/deploy-marker.ts';
import { testDatabase } from '../src/server/testing/test-database.ts';

function deployStep(url: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy-database.ts'], {
    env: {
      ...process.env,
      CONTEXT: 'production',
      NETLIFY: 'true',
      DATABASE_URL: url,
      DATABASE_URL_UNPOOLED: url,
      ADMIN_PASSWORD: 'Deploy-admin-pass-1!',
      INCOMING_HOOK_URL: '',
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe.runIf(process.env.TEST_DATABASE_URL)('scripts/deploy-database.ts', () => {
  const handle = testDatabase();

  it('marks the production database and applies the migrations; a content save neither migrates nor seeds', async () => {
    const url = handle.url!;
    const first = deployStep(url);
    expect(first.status, first.output).toBe(0);
    expect(await readDatabaseMark(handle.db)).toBe('production');

    const contentSave = deployStep(url, { INCOMING_HOOK_URL: 'https://api.netlify.com/build_hooks/abc' });
    expect(contentSave.status, contentSave.output).toBe(0);
    expect(contentSave.output).toContain('ni migration ni seed');

    // A migration not applied yet: the content save's rebuild stops instead of applying it.
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const blocked = deployStep(url, { INCOMING_HOOK_URL: 'https://api.netlify.com/build_hooks/abc' });
    expect(blocked.status).toBe(1);
    expect(blocked.output).toContain('1 migration(s) non appliquée(s)');
  }, 120_000);

  it('runs in the production context only, and only with the unpooled connection string', () => {
    expect(deployStep(handle.url!, { CONTEXT: 'deploy-preview' }).status).toBe(1);
    const noDirect = deployStep(handle.url!, { DATABASE_URL_UNPOOLED: '' });
    expect(noDirect.status).toBe(1);
    expect(noDirect.output).toContain('DATABASE_URL_UNPOOLED');
  }, 60_000);
});
