// Netlify Function hosting the Hono API for every /api/* path; a Neon pool per invocation.
import type { Config, Context } from '@netlify/functions';
import { openDb } from '../../db/client.ts';
import { getEnv } from '../../src/server/env.ts';
import { createApp } from '../../src/server/http/app.ts';

const app = createApp();

export default async (request: Request, context: Context) => {
  const config = getEnv();
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await app.fetch(request, { db: handle.db, config, clientIp: context.ip });
  } finally {
    context.waitUntil(handle.close());
  }
};

export const config: Config = { path: '/api/*' };
