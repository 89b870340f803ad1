// dist/_headers, written at the end of every build from the built pages themselves: the security headers for
// every path, and the pages' one Content-Security-Policy with the hash of each inline script the pages carry
// (and Stripe's hosts for the pages whose scripts can load Stripe.js). Netlify serves the file with the site;
// the local server applies it (header-rules.ts), so a page changed by anyone gets a policy that fits at the next
// build, on both hosts alike. Astro's own `security.csp` hashes only the scripts it bundles, not `is:inline` ones.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pageContentSecurityPolicy, SECURITY_HEADERS } from './security-headers.ts';
import { STATIC_REWRITES } from './static-routes.ts';

export const HEADERS_FILE = '_headers';

export type BuiltPage = {
  /** The URL path Netlify serves the page at: `/landing`, `/` */
  path: string;
  scriptHashes: string[];
  handlerHashes: string[];
  /** Its scripts, with everything they import, can load Stripe.js. */
  stripe: boolean;
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const STRIPE_JS = 'js.stripe.com';

function filesUnder(root: string, extension: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(extension))
    .map((e) => join(e.parentPath, e.name));
}

/** The inline scripts a browser would run, and the event-handler attributes. */
export function inlineCode(html: string): { scripts: string[]; handlers: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (JS_TYPES.has(type)) scripts.push(body);
  }
  const handlers: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, value1, value2] of tag.matchAll(/\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
      handlers.push(value1 ?? value2 ?? '');
  }
  return { scripts, handlers };
}

/** Which built JavaScript files reach Stripe.js, following the chunks each one names. */
function stripeReach(distDir: string): (roots: string[]) => boolean {
  const chunks = new Map<string, string>();
  for (const file of filesUnder(distDir, '.js')) chunks.set(file.split(sep).pop()!, readFileSync(file, 'utf8'));
  const memo = new Map<string, boolean>();
  const reaches = (name: string, visiting: Set<string>): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const code = chunks.get(name);
    if (code === undefined || visiting.has(name)) return false;
    visiting.add(name);
    const found =
      code.includes(STRIPE_JS) ||
      [...code.matchAll(/[\w.-]+\.js\b/g)].some(([ref]) => ref !== name && chunks.has(ref) && reaches(ref, visiting));
    memo.set(name, found);
    return found;
  };
  return (roots) => roots.some((root) => reaches(root, new Set()));
}

function pathOf(distDir: string, file: string): string {
  const rel = `/${relative(distDir, file).split(sep).join('/')}`;
  if (rel === '/index.html') return '/';
  return rel.endsWith('/index.html') ? rel.slice(0, -'/index.html'.length) : rel.replace(/\.html$/, '');
}

export function readBuiltPages(distDir: string): BuiltPage[] {
  const usesStripe = stripeReach(distDir);
  return filesUnder(distDir, '.html')
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const { scripts, handlers } = inlineCode(html);
      const roots = [...html.matchAll(/\/_astro\/([\w.-]+\.js)/g)].map(([, name]) => name!);
      const inlineRoots = scripts.flatMap((s) => [...s.matchAll(/([\w.-]+\.js)\b/g)].map(([, name]) => name!));
      return {
        path: pathOf(distDir, file),
        scriptHashes: scripts.map(sha256),
        handlerHashes: handlers.map(sha256),
        stripe: usesStripe([...roots, ...inlineRoots]) || scripts.some((s) => s.includes(STRIPE_JS)),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

function covers(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/**
 * The rules of dist/_headers. Each path gets its policy from exactly one rule: Netlify combines the values of
 * a header set by several matching rules, which would enforce both policies. Pages behind a rewrite
 * (`/wedding/*`) are covered by the rewrite's rule, which is what Netlify matches their URLs against.
 */
export function renderHeadersFile(pages: BuiltPage[]): string {
  const scriptHashes = pages.flatMap((p) => p.scriptHashes);
  const handlerHashes = pages.flatMap((p) => p.handlerHashes);
  const policy = (stripe: boolean) => pageContentSecurityPolicy({ scriptHashes, handlerHashes, stripe });
  const rules: { path: string; stripe: boolean }[] = [];
  for (const { from } of STATIC_REWRITES) {
    rules.push({ path: from, stripe: pages.some((p) => covers(from, p.path) && p.stripe) });
  }
  for (const page of pages) {
    if (STATIC_REWRITES.some(({ from }) => covers(from, page.path))) continue;
    rules.push({ path: page.path, stripe: page.stripe });
  }
  const lines = [
    '# Written by the build from the built pages (src/server/http/page-headers.ts): edit that file, not this one.',
    '/*',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
  ];
  for (const rule of rules) lines.push('', rule.path, `  Content-Security-Policy: ${policy(rule.stripe)}`);
  return `${lines.join('\n')}\n`;
}

export const NOT_FOUND_FILE = '404.html';

/**
 * The 404 page's policy in the page itself: Netlify serves it for any unknown path, whose headers come from no page's
 * rule (a `/*` policy would be enforced with every page's own). A `<meta>` policy cannot say frame-ancestors; the
 * `/*` rule's X-Frame-Options covers framing.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const content = policy
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
  return html.replace(/<head([^>]*)>/i, `<head$1><meta http-equiv="Content-Security-Policy" content="${content}">`);
}

export function writeHeadersFile(distDir: string): BuiltPage[] {
  const pages = readBuiltPages(distDir);
  writeFileSync(join(distDir, HEADERS_FILE), renderHeadersFile(pages));
  const notFound = pages.find((p) => p.path === `/${NOT_FOUND_FILE.replace(/\.html$/, '')}`);
  if (notFound) {
    const file = join(distDir, NOT_FOUND_FILE);
    const html = readFileSync(file, 'utf8');
    if (!html.includes('http-equiv="Content-Security-Policy"')) {
      writeFileSync(
        file,
        withPolicyMeta(
          html,
          pageContentSecurityPolicy({
            scriptHashes: notFound.scriptHashes,
            handlerHashes: notFound.handlerHashes,
            stripe: notFound.stripe,
          }),
        ),
      );
    }
  }
  return pages;
}

/** The Astro integration (astro.config.mjs) that writes dist/_headers once the pages are built. */
export function pageHeaders(): AstroIntegration {
  return {
    name: 'page-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const pages = writeHeadersFile(fileURLToPath(dir));
        logger.info(
          `${HEADERS_FILE} : ${pages.length} pages, dont ${pages.filter((p) => p.stripe).length} avec Stripe`,
        );
      },
    },
  };
}
