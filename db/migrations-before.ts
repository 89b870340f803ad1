// For the tests of a data migration: the migrations folder as it was before that migration, in a temporary copy,
// so that a database can be migrated up to it, given the rows production holds, then migrated on.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from './local.ts';

/** The folder without `tag` and the migrations after it; `remove` deletes the copy. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; idx: number }[];
  };
  const last = journal.entries.find((e) => e.tag === tag)!.idx;
  journal.entries = journal.entries.filter((e) => e.idx < last);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
