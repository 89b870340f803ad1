// The one database set-up of the test files: a fresh migrated database for the file (or the describe block it is
// called in), opened before its tests and closed after them. Used as a handle: `handle.db`, `handle.url`.
import { afterAll, beforeAll } from 'vitest';
import { createTestDb, type TestDbHandle, type TestDbOptions } from '../../../db/testing.ts';

export function testDatabase(options?: TestDbOptions): TestDbHandle {
  let current: TestDbHandle | undefined;
  beforeAll(async () => {
    current = await createTestDb(options);
  });
  afterAll(async () => current?.close());
  return new Proxy({} as TestDbHandle, {
    get(_, key) {
      if (!current) throw new Error('testDatabase : base de test pas encore ouverte (à utiliser dans un test ou un hook)');
      return Reflect.get(current, key) as unknown;
    },
  });
}
