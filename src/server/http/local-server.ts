// The local runtime in one process: dist/ with Netlify's routing and header rules, the API, gzip, and a log line
// (JSON) per request.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { formatLogLine } from '../logging/log-line.ts';
import { createApp } from './app.ts';
import { loadHeaderRules, type HeaderRules } from './header-rules.ts';
import { HEADERS_FILE } from './page-headers.ts';
import { NOT_FOUND_PAGE, resolveStaticPath } from './static-routes.ts';

export type LocalServerOptions = {
  db: Database;
  config: Env;
  distDir: string;
  /** Its [[headers]] apply with dist/_headers, as on Netlify. */
  netlifyConfigPath?: string;
  log?: (line: string) => void;
};

/** Netlify's own answer for pages no rule caches: revalidate, so that a rebuild shows at once. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Rules for the host, which Netlify reads and never serves. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, '/_redirects']);

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const path = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (!HOST_FILES.has(path)) files.add(path);
  }
  return files;
}

export function createLocalServer({
  db,
  config,
  distDir,
  netlifyConfigPath = 'netlify.toml',
  log = console.log,
}: LocalServerOptions) {
  const api = createApp();
  let files = listFiles(distDir);
  const readRules = () => {
    const rules = loadHeaderRules({ distDir, netlifyConfigPath });
    rules.catch(() => {}); // a request awaits it and reports the error
    return rules;
  };
  let rules: Promise<HeaderRules> = readRules();
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log(
      formatLogLine('info', 'request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Number((performance.now() - started).toFixed(1)),
      }),
    );
  });
  app.use(compress());
  // The API sets its own headers (app.ts), as in its Netlify function; files get the rules Netlify applies to them.
  app.use(async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/')) return;
    const { headersFor } = await rules;
    if (c.res.status === 200) c.res.headers.set('Cache-Control', DEFAULT_CACHE_CONTROL);
    // The 404 page is a page: it gets its own policy, whatever path was asked for.
    const path = c.res.status === 404 ? NOT_FOUND_PAGE.replace(/\.html$/, '') : c.req.path;
    for (const [name, value] of Object.entries(headersFor(path))) c.res.headers.set(name, value);
  });

  app.all('/api/*', (c) => api.fetch(c.req.raw, { db, config, clientIp: c.env?.incoming?.socket.remoteAddress }));

  app.get(
    '*',
    serveStatic({
      root: distDir,
      rewriteRequestPath: (path) => resolveStaticPath(path, files) ?? '/\0missing',
    }),
  );

  app.notFound(async (c) => {
    const page = await readFile(join(distDir, NOT_FOUND_PAGE), 'utf8').catch(() => '404 Page Not Found');
    return c.html(page, 404);
  });

  return {
    app,
    /** Re-reads dist/ (and its _headers) after a rebuild. */
    reloadFiles() {
      files = listFiles(distDir);
      rules = readRules();
    },
  };
}
