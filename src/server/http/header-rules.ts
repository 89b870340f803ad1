// The header rules Netlify applies to the files it serves (dist/_headers, written by the build, and the [[headers]]
// of netlify.toml), read with Netlify's own parser, for the local server to apply the same way.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { HEADERS_FILE } from './page-headers.ts';

export type HeaderRules = { headersFor: (path: string) => Record<string, string> };

export async function loadHeaderRules({
  distDir,
  netlifyConfigPath,
}: {
  distDir: string;
  netlifyConfigPath?: string;
}): Promise<HeaderRules> {
  const headersFile = join(distDir, HEADERS_FILE);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: existsSync(headersFile) ? [headersFile] : [],
    netlifyConfigPath: netlifyConfigPath && existsSync(netlifyConfigPath) ? netlifyConfigPath : undefined,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length) throw new Error(`Règles d’en-têtes invalides : ${errors.map((e) => e.message).join(' ; ')}`);
  const rules = headers as Header[];
  return {
    // As Netlify's dev server does: every matching rule applies, the later ones last.
    headersFor: (path) =>
      Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values)),
  };
}
