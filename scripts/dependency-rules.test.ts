// The import directions of .dependency-cruiser.cjs catch what they promise: each rule is shown failing on a small
// tree laid out like this repository, and the same tree without the faulty import passes.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareWithKnown, findViolations, violationKey } from './check-dependencies.ts';

const ROOT = resolve(import.meta.dirname, '..');
let dirs: string[] = [];

function cruise(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'deps-'));
  dirs.push(dir);
  for (const config of ['.dependency-cruiser.cjs', '.dependency-cruiser-domains.cjs'])
    cpSync(join(ROOT, config), join(dir, config));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'preserve', allowImportingTsExtensions: true, noEmit: true } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return findViolations(dir).map(violationKey);
}

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const CLEAN = {
  'src/server/http/app.ts': "import { listGuests } from '../guests/list-guests.ts';\nexport const app = listGuests;\n",
  'src/server/guests/list-guests.ts':
    "import { weddingName } from '../weddings/wedding-name.ts';\nexport const listGuests = () => weddingName;\n",
  'src/server/weddings/wedding-name.ts': "export const weddingName = 'Léa & Marc';\n",
  'src/components/GuestList.tsx': "import type { app } from '../server/http/app.ts';\nexport type App = typeof app;\n",
  'bench/run.ts': "import { app } from '../src/server/http/app.ts';\nexport default app;\n",
};

describe('the dependency rules', () => {
  it('pass a tree that keeps them (type-only imports from the browser included)', () => {
    expect(cruise(CLEAN)).toEqual([]);
  });

  it.each([
    [
      'browser-not-server',
      { 'src/components/GuestList.tsx': "import { app } from '../server/http/app.ts';\nexport default app;\n" },
    ],
    [
      'domain-not-http',
      {
        'src/server/weddings/wedding-name.ts':
          "import { app } from '../http/app.ts';\nexport const weddingName = String(app);\n",
      },
    ],
    [
      'src-not-bench',
      {
        'src/server/weddings/wedding-name.ts':
          "import run from '../../../bench/run.ts';\nexport const weddingName = String(run);\n",
      },
    ],
    [
      'no-cycle-between-domains',
      {
        'src/server/weddings/wedding-name.ts':
          "import type { listGuests } from '../guests/list-guests.ts';\nexport const weddingName: ReturnType<typeof listGuests> | string = 'Léa & Marc';\n",
      },
    ],
    [
      'no-circular-modules',
      {
        'src/server/weddings/wedding-name.ts':
          "import { weddingDate } from './wedding-date.ts';\nexport const weddingName = weddingDate;\n",
        'src/server/weddings/wedding-date.ts':
          "import { weddingName } from './wedding-name.ts';\nexport const weddingDate = () => weddingName;\n",
      },
    ],
  ])('fail on %s', (rule, change) => {
    const found = cruise({ ...CLEAN, ...change });
    expect(
      found.some((key) => key.startsWith(`${rule}: `)),
      found.join('\n'),
    ).toBe(true);
  });

  it('let a known violation through, fail a new one, and report a fixed one', () => {
    const violation = {
      from: 'src/server/weddings',
      to: 'src/server/guests',
      rule: { name: 'no-cycle-between-domains', severity: 'error' },
    };
    const fresh = { ...violation, from: 'src/server/guests', to: 'src/server/weddings' };
    const known = [
      violationKey(violation),
      'domain-not-http: src/server/inbox/inbox-url.ts → src/server/http/site-origins.ts',
    ];
    expect(compareWithKnown([violation, fresh], known)).toEqual({ added: [fresh], fixed: [known[1]] });
  });
});
