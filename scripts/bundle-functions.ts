// `npm run bundle:functions`: the Netlify Functions zipped by Netlify's own bundler (@netlify/zip-it-and-ship-it,
// the one `netlify build` runs; offline), with netlify.toml's [functions] settings, into .netlify/functions/.
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipFunctions, type Config } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';

export type BundledFunction = { name: string; path: string; bytes: number; schedule?: string | undefined };

type TomlFunctions = { included_files?: string[] } & Record<string, unknown>;

/** netlify.toml's [functions] section as Netlify hands it to the bundler (only the keys this site uses). */
export function functionsConfig(root: string): Config {
  const toml = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as {
    functions?: TomlFunctions;
    build?: { environment?: { NODE_VERSION?: string } };
  };
  const nodeVersion = toml.build?.environment?.NODE_VERSION ?? '24';
  return {
    '*': { nodeVersion, includedFiles: toml.functions?.included_files ?? [], includedFilesBasePath: root },
  };
}

export async function bundleFunctions(
  root = process.cwd(),
  outDir = resolve(root, '.netlify/functions'),
  functionsDir = join(root, 'netlify/functions'),
): Promise<BundledFunction[]> {
  rmSync(outDir, { recursive: true, force: true });
  const results = await zipFunctions([functionsDir], outDir, {
    basePath: root,
    repositoryRoot: root,
    archiveFormat: 'zip',
    config: functionsConfig(root),
    manifest: join(outDir, 'manifest.json'),
  });
  return results
    .map((r) => ({ name: r.name, path: r.path, bytes: statSync(r.path).size, schedule: r.schedule }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The yardstick of cold starts: a bare Hono function (bench/bare-function), bundled with the same settings. */
export async function bundleBareFunction(
  root = process.cwd(),
  outDir = resolve(root, '.netlify/bare-function'),
): Promise<BundledFunction> {
  const [bare] = await bundleFunctions(root, outDir, join(root, 'bench/bare-function/netlify/functions'));
  return bare!;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const f of await bundleFunctions()) {
    console.log(
      `${f.name.padEnd(28)} ${(f.bytes / 1024 / 1024).toFixed(2)} Mo${f.schedule ? `  (${f.schedule})` : ''}`,
    );
  }
}
