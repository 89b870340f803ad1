import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceDirectory } from './replace-directory.ts';

function served() {
  const root = mkdtempSync(join(tmpdir(), 'replace-dir-'));
  const target = join(root, 'dist');
  mkdirSync(target);
  writeFileSync(join(target, 'index.html'), 'ancien');
  return { root, target };
}

describe('replaceDirectory', () => {
  it('builds beside the served directory, then swaps it in and leaves nothing behind', async () => {
    const { root, target } = served();
    await replaceDirectory(target, async (outDir) => {
      // The served directory is untouched while the build runs.
      expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('ancien');
      mkdirSync(outDir);
      writeFileSync(join(outDir, 'index.html'), 'nouveau');
    });
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('nouveau');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('keeps the served directory when the build fails', async () => {
    const { root, target } = served();
    await expect(
      replaceDirectory(target, async (outDir) => {
        mkdirSync(outDir);
        throw new Error('astro build a échoué (code 1)');
      }),
    ).rejects.toThrow('astro build');
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('ancien');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('creates the directory on a first build', async () => {
    const root = mkdtempSync(join(tmpdir(), 'replace-dir-'));
    const target = join(root, 'dist');
    await replaceDirectory(target, async (outDir) => {
      mkdirSync(outDir);
      writeFileSync(join(outDir, 'index.html'), 'premier');
    });
    expect(existsSync(join(target, 'index.html'))).toBe(true);
  });
});
