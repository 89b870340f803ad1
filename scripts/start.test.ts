// `npm start` as a user runs it: first start, a sign-up, SIGTERM, a second start on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../src/server/testing/test-database.ts';
import { openLocalDb } from '../db/local.ts';
import { markDatabase } from '../src/server/deploy-marker.ts';
import { t } from '../src/shared/messages/index.ts';

const PORT = 4300 + Math.floor(Math.random() * 50);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = join(mkdtempSync(join(tmpdir(), 'start-')), 'pglite');
let child: ChildProcess | undefined;

function start(env: Record<string, string> = {}) {
  const output: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  child = proc;
  return { proc, output, exited };
}

async function ready(output: string[]) {
  for (let i = 0; i < 600; i++) {
    if (output.join('').includes('prêt sur')) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`pas démarré :\n${output.join('')}`);
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

const account = { email: 'persist@example.com', firstName: 'Léa', lastName: 'Moreau', password: 'Tilleul-Vayres42!' };
const post = (path: string, body: unknown) =>
  fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(body),
  });

// The embedded database by default; CI's PostgreSQL pass (TEST_DATABASE_URL) runs the server-driver case.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm start', () => {
  it('prints a generated admin password once, stops cleanly on SIGTERM and keeps the data', async () => {
    const first = start();
    await ready(first.output);
    expect(first.output.join('')).toMatch(/mot de passe : \S{20,}/);
    expect((await post('/api/create-simulated-user', account)).status).toBe(201);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start();
    await ready(second.output);
    expect(second.output.join('')).not.toMatch(/mot de passe :/);
    expect((await post('/api/login-email', { email: account.email, password: account.password })).status).toBe(200);
    second.proc.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('stops with one line naming a data folder it cannot use, and the cause', async () => {
    const blocked = join(mkdtempSync(join(tmpdir(), 'start-blocked-')), 'un-fichier');
    writeFileSync(blocked, 'x');
    const run = start({ DATA_DIR: join(blocked, 'pglite') });
    expect(await run.exited).toBe(1);
    const text = run.output.join('');
    expect(text).toContain(`Dossier de données inutilisable : ${join(blocked, 'pglite')}`);
    expect(text).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('stops with one line when the folder holds no database PGlite can open', async () => {
    const damaged = join(mkdtempSync(join(tmpdir(), 'start-damaged-')), 'pglite');
    mkdirSync(damaged);
    writeFileSync(join(damaged, 'PG_VERSION'), 'pas une base\n');
    const run = start({ DATA_DIR: damaged });
    expect(await run.exited).toBe(1);
    expect(run.output.join('')).toContain(`Impossible d'ouvrir la base locale ${damaged}`);
  }, 60_000);

  it("refuses to start on a database marked as production's, with one line saying why", async () => {
    const marked = join(mkdtempSync(join(tmpdir(), 'start-marked-')), 'pglite');
    const handle = await openLocalDb({ dataDir: marked });
    await handle.migrate();
    await markDatabase(handle.db, 'production');
    await handle.close();
    const run = start({ DATA_DIR: marked });
    expect(await run.exited).toBe(1);
    const text = run.output.join('');
    expect(text).toContain(t('deploy.productionDatabase', { context: 'local' }));
    expect(text).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('refuses to start on a bad variable and names it', async () => {
    const bad = start({ PORT: 'quarante' });
    expect(await bad.exited).toBe(1);
    expect(bad.output.join('')).toContain('PORT');
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm start on PostgreSQL', () => {
  const db = testDatabase();

  it('creates what it needs under a DATA_DIR whose folder does not exist yet', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'start-pg-')), 'not', 'yet');
    const server = start({ DATABASE_URL: db.url!, DATA_DIR: join(folder, 'pglite') });
    await ready(server.output);
    expect(server.output.join('')).toContain('base : pg');
    expect((await fetch(`${BASE}/api/pricing/plans`)).status).toBe(200);
    expect(existsSync(join(folder, 'site-content.json'))).toBe(true);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
