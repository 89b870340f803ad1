// A request that fails inside the database: its 500 names the error and its id, in the log and to the client,
// and the log holds none of what the query carried (e-mail, names, password and its argon2 hash).
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorLog } from '../http/handle-error.ts';
import { createTestApp } from '../testing/test-app.ts';
import { describeError, formatError, redactMessage } from './describe-error.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
afterEach(() => vi.restoreAllMocks());

function captureLogs() {
  const lines: string[] = [];
  vi.spyOn(errorLog, 'write').mockImplementation((line) => void lines.push(line));
  for (const level of ['error', 'warn', 'log'] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void lines.push(args.map(String).join(' ')));
  return lines;
}

describe('the log of a failing request', () => {
  it('names the error and its id, never the query parameters, e-mails, names, passwords or hashes', async () => {
    const app = createTestApp({ db: handle.db });
    const email = 'camille.secret@example.com';
    const password = 'Peuplier-Garonne-2027!';
    expect(
      (
        await app.request('/api/create-simulated-user', {
          method: 'POST',
          json: { email, firstName: 'Camille', lastName: 'Durandsecret', password },
        })
      ).status,
    ).toBe(201);
    // Every later write of a user fails in the database, as a full disk or a broken constraint would.
    await handle.db.execute(
      sql`create function refuse_user_writes() returns trigger language plpgsql as $$ begin raise exception 'écriture refusée'; end $$`,
    );
    await handle.db.execute(
      sql`create trigger refuse_user_writes before update or insert on users for each row execute function refuse_user_writes()`,
    );
    const lines = captureLogs();
    try {
      const changed = await app.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: password, newPassword: 'Nouveau-Secret-2028!' },
      });
      const signUp = await app.request('/api/create-simulated-user', {
        method: 'POST',
        json: {
          email: 'lea.secret@example.com',
          firstName: 'Léa',
          lastName: 'Martinsecret',
          password: 'Autre-Secret-2027!',
        },
      });
      for (const res of [changed, signUp]) {
        expect(res.status).toBe(500);
        const body = (await res.json()) as { errorId: string; message: string };
        expect(body.errorId).toMatch(/^[0-9a-f]{8}$/);
        expect(body.message).toContain(body.errorId);
        expect(lines.join('\n')).toContain(body.errorId);
      }
    } finally {
      await handle.db.execute(sql`drop trigger refuse_user_writes on users`);
    }
    const log = lines.join('\n');
    expect(log).toContain('écriture refusée');
    expect(log).toMatch(/DrizzleQueryError|Error/);
    for (const secret of [
      email,
      'lea.secret@example.com',
      password,
      'Nouveau-Secret-2028!',
      'Autre-Secret-2027!',
      '$argon2',
      'Durandsecret',
      'Martinsecret',
      'params:',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('describeError', () => {
  it('cuts parameters, quoted values, e-mails, hashes and keys out of messages', () => {
    expect(
      redactMessage('Failed query: insert into "users" values ($1, $2)\nparams: a@b.fr,$argon2id$v=19$m=1$abc'),
    ).toBe('Failed query: insert into "users" values ($1, $2)');
    expect(redactMessage('invalid input syntax for type integer: "lea@exemple.fr"')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(redactMessage('contact lea@exemple.fr with sk_test_abcdef123456 and $argon2id$v=19$x')).toBe(
      'contact [e-mail] with [clé] and [hash]',
    );
  });

  it('keeps the name, the code, the cause and the frames', () => {
    const error = new Error('outer', { cause: Object.assign(new Error('inner'), { code: '23505' }) });
    const description = describeError(error);
    expect(description).toMatchObject({ name: 'Error', message: 'outer', cause: { message: 'inner', code: '23505' } });
    expect(description.at?.[0]).toMatch(/^at /);
    expect(formatError(error)).toBe('Error: outer ← Error: inner (23505)');
  });
});
