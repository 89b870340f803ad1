// The local runtime in one process: dist/ with Netlify's routing, the API, gzip, and a log line per request.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { createApp } from './app.ts';
import { NOT_FOUND_PAGE, resolveStaticPath } from './static-routes.ts';

export type LocalServerOptions = {
  db: Database;
  config: Env;
  distDir: string;
  log?: (line: string) => void;
};

/** The same response headers netlify.toml gives every page. */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    files.add(`/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  }
  return files;
}

export function createLocalServer({ db, config, distDir, log = console.log }: LocalServerOptions) {
  const api = createApp();
  let files = listFiles(distDir);
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  });
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });

  app.all('/api/*', (c) =>
    api.fetch(c.req.raw, { db, config, clientIp: c.env?.incoming?.socket.remoteAddress }),
  );

  app.get(
    '*',
    async (c, next) => {
      await next();
      if (c.res.status !== 200) return;
      // Hashed build assets never change; pages are revalidated so a rebuild shows at once.
      const immutable = c.req.path.startsWith('/_astro/');
      c.res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
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
    /** Re-reads dist/ after a rebuild. */
    reloadFiles() {
      files = listFiles(distDir);
    },
  };
}
