// Builds dist/ when it is missing or older than its sources (a stamp of every input's size and mtime).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = ['astro.config.mjs', 'tailwind.config.cjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = '.build-stamp';

function isBuildInput(path: string): boolean {
  return !/\.test\.tsx?$/.test(path) && !path.includes(`${'/'}testing${'/'}`);
}

export function buildInputsHash(root: string): string {
  const hash = createHash('sha256');
  const paths: string[] = [];
  for (const dir of INPUT_DIRS) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const entry of readdirSync(abs, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) paths.push(join(entry.parentPath, entry.name));
    }
  }
  for (const file of INPUT_FILES) if (existsSync(join(root, file))) paths.push(join(root, file));
  for (const path of paths.filter(isBuildInput).sort()) {
    const { size, mtimeMs } = statSync(path);
    hash.update(`${relative(root, path)}:${size}:${Math.round(mtimeMs)}\n`);
  }
  // Content pages come from the database through this snapshot (src/server/content/): its text is an input too.
  const snapshot = process.env.SITE_CONTENT_SNAPSHOT;
  if (snapshot && existsSync(snapshot)) hash.update(`content:${readFileSync(snapshot, 'utf8')}\n`);
  return hash.digest('hex');
}

export function isBuildStale(root: string, distDir: string): boolean {
  const stamp = join(distDir, STAMP);
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== buildInputsHash(root);
}

export async function buildSite(root: string, distDir: string): Promise<void> {
  const hash = buildInputsHash(root);
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build', '--outDir', distDir], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build a échoué (code ${code})`))));
  });
  writeFileSync(join(distDir, STAMP), hash);
}
