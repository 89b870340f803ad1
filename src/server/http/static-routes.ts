// How a path maps to a file of dist/: the clean-URL rules of Netlify's CDN plus the rewrites of netlify.toml.
// netlify.toml carries the same rewrites for production; static-routes.test.ts checks that the two agree.

export type Rewrite = { from: string; to: string };

/** Client-side routes served by a page shell whose island reads the id from the URL. */
export const STATIC_REWRITES: Rewrite[] = [
  { from: '/wedding/*', to: '/wedding/shell/index.html' },
  { from: '/admin/wedding/*', to: '/admin/wedding/shell/index.html' },
];

export const NOT_FOUND_PAGE = '/404.html';

function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === path;
  const prefix = pattern.slice(0, -1);
  return path.startsWith(prefix) && path.length > prefix.length;
}

/** The dist-relative file to serve for `pathname`, or null when the answer is the 404 page. */
export function resolveStaticPath(pathname: string, files: ReadonlySet<string>): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').includes('..')) return null;
  if (files.has(path)) return path;
  const trimmed = path.replace(/\/+$/, '');
  for (const candidate of [`${trimmed}/index.html`, `${trimmed}.html`]) {
    if (files.has(candidate)) return candidate;
  }
  for (const rule of STATIC_REWRITES) {
    if (matches(rule.from, trimmed) && files.has(rule.to)) return rule.to;
  }
  return null;
}
