// `npm run lint:deps`: the import rules of .dependency-cruiser.cjs (all code) and .dependency-cruiser-domains.cjs
// (cycles between domains, product code only), against the known violations listed in
// .dependency-cruiser-known-violations.json: a new violation fails, a fixed one is reported so the list only shrinks
// (`npm run lint:deps -- --baseline` rewrites it). Dependency-cruiser's own --ignore-known skips folder rules, hence this.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';

const RUNS = [
  { config: '.dependency-cruiser.cjs', paths: ['src', 'netlify', 'bench', 'db', 'scripts'] },
  { config: '.dependency-cruiser-domains.cjs', paths: ['src'] },
];
export const KNOWN_FILE = '.dependency-cruiser-known-violations.json';
const DEPCRUISE = join(import.meta.dirname, '../node_modules/.bin/depcruise');

const ZViolation = z.object({
  from: z.string(),
  to: z.string(),
  rule: z.object({ name: z.string(), severity: z.string() }),
  cycle: z.array(z.object({ name: z.string() })).optional(),
});
const ZCruise = z.object({ summary: z.object({ violations: z.array(ZViolation) }) });
const ZKnown = z.object({ comment: z.string(), violations: z.array(z.string()) });

type Violation = z.infer<typeof ZViolation>;

export const violationKey = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;

export function findViolations(root = process.cwd()): Violation[] {
  return RUNS.flatMap(({ config, paths: all }) => {
    const paths = all.filter((p) => existsSync(join(root, p)));
    const run = spawnSync(DEPCRUISE, [...paths, '--config', config, '--output-type', 'json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (!run.stdout) throw new Error(`depcruise (${config}) n'a rien produit : ${run.stderr}`);
    return ZCruise.parse(JSON.parse(run.stdout)).summary.violations.filter((v) => v.rule.severity === 'error');
  });
}

export function compareWithKnown(found: Violation[], known: string[]): { added: Violation[]; fixed: string[] } {
  const knownSet = new Set(known);
  const foundKeys = new Set(found.map(violationKey));
  return { added: found.filter((v) => !knownSet.has(violationKey(v))), fixed: known.filter((k) => !foundKeys.has(k)) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = findViolations();
  if (process.argv.includes('--baseline')) {
    const violations = [...new Set(found.map(violationKey))].sort();
    const comment =
      'Violations that predate the rules (issue 32), to be removed as they are fixed; never add to this list by hand.';
    writeFileSync(KNOWN_FILE, `${JSON.stringify({ comment, violations }, null, 2)}\n`);
    console.log(`${violations.length} violations connues écrites dans ${KNOWN_FILE}`);
  } else {
    const known = ZKnown.parse(JSON.parse(readFileSync(KNOWN_FILE, 'utf8'))).violations;
    const { added, fixed } = compareWithKnown(found, known);
    for (const v of added)
      console.error(`✗ ${violationKey(v)}${v.cycle ? `\n    ${v.cycle.map((c) => c.name).join(' → ')}` : ''}`);
    if (fixed.length)
      console.log(
        `${fixed.length} violations connues corrigées : retirez-les avec \`npm run lint:deps -- --baseline\`.`,
      );
    console.log(
      `${found.length} violations dont ${found.length - added.length} connues (${known.length} listées), ${added.length} nouvelles.`,
    );
    if (added.length) process.exit(1);
  }
}
