import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirProblem } from './check-data-dir.ts';

describe('dataDirProblem', () => {
  const base = mkdtempSync(join(tmpdir(), 'data-dir-'));

  it('accepts a folder it can create, read and write, leaving no probe behind', () => {
    expect(dataDirProblem(join(base, 'new', 'pglite'))).toBeNull();
  });

  it('names the folder and the cause in one French line when a file stands in the way', () => {
    const file = join(base, 'un-fichier');
    writeFileSync(file, 'x');
    const line = dataDirProblem(join(file, 'pglite'))!;
    expect(line).toContain(join(file, 'pglite'));
    expect(line).toMatch(/un fichier \(et non un dossier\) se trouve sur le chemin|un fichier porte déjà ce nom/);
    expect(line).not.toContain('\n');
  });
});
