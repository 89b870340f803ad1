// The one database set-up of the test files: a fresh migrated database for the file (or the describe block it is
// called in), opened before its tests and closed after them. Used as a handle: `handle.db`, `handle.url`.
// `eachTest: true` gives every test a database of its own instead (tests that need an empty one).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestDb, type TestDbHandle, type TestDbOptions } from '../../../db/testing.ts';

export function testDatabase({
  eachTest = false,
  ...options
}: TestDbOptions & { eachTest?: boolean } = {}): TestDbHandle {
  let current: TestDbHandle | undefined;
  (eachTest ? beforeEach : beforeAll)(async () => {
    await current?.close();
    current = await createTestDb(options);
  });
  afterAll(async () => current?.close());
  return new Proxy({} as TestDbHandle, {
    get(_, key) {
      if (!current)
        throw new Error('testDatabase : base de test pas encore ouverte (à utiliser dans un test ou un hook)');
      return Reflect.get(current, key) as unknown;
    },
  });
}
