// Netlify Function for the guests' WhatsApp path, /api/whatsapp/* (Twilio's webhook and status callbacks): it
// imports only what that path runs (src/server/http/whatsapp-app.ts), so a cold instance answers a guest sooner
// than the whole API would (docs/decisions/012-netlify-functions.md). Pool and metrics as in api.ts.
import type { Config, Context } from '@netlify/functions';
import { createWhatsappApp } from '../../src/server/http/whatsapp-app.ts';
import { functionDb } from '../lib/function-db.ts';
import { functionEnv } from '../lib/function-env.ts';
import { databaseRefused } from '../lib/function-database-check.ts';

const app = createWhatsappApp();

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

export const config: Config = { path: '/api/whatsapp/*' };
