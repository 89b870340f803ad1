// Rebuilds a served directory without a gap: the new tree is built beside it, then swapped in by two renames.
import { rmSync, renameSync, existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export async function replaceDirectory(target: string, build: (outDir: string) => Promise<void>): Promise<void> {
  const next = join(dirname(target), `.${basename(target)}-next`);
  const old = join(dirname(target), `.${basename(target)}-old`);
  rmSync(next, { recursive: true, force: true });
  try {
    await build(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(next, target);
  rmSync(old, { recursive: true, force: true });
}
