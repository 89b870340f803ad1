// Netlify Function hosting the Hono API for every /api/* path. The app and the database pool live at module level,
// so warm invocations reuse both; after-response work (request metrics) runs inside the invocation's waitUntil.
import type { Config, Context } from '@netlify/functions';
import { createApp } from '../../src/server/http/app.ts';
import { functionDb } from '../lib/function-db.ts';
import { functionEnv } from '../lib/function-env.ts';
import { databaseRefused } from '../lib/function-database-check.ts';

const app = createApp();

export default async (request: Request, context: Context) => {
  const config = functionEnv(context);
  const { db } = functionDb(config);
  const refused = await databaseRefused(db, config);
  if (refused) return refused;
  return app.fetch(
    request,
    { db, config, clientIp: context.ip },
    { waitUntil: (promise) => context.waitUntil(promise), passThroughOnException: () => {}, props: {} },
  );
};

// The guests' WhatsApp path has its own, lighter function (whatsapp.ts).
export const config: Config = { path: '/api/*', excludedPath: '/api/whatsapp/*' };
