// The API alone on a PGlite data folder, as `npm start` opens it, without building or serving the pages: what the
// kill -9 test (scripts/kill-restart.test.ts) crashes and restarts. PORT, DATA_DIR and TWILIO_AUTH_TOKEN as usual.
import { serve } from '@hono/node-server';
import { openLocalDb } from '../../db/local.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createApp } from '../../src/server/http/app.ts';

const config = parseEnv(process.env);
const handle = await openLocalDb({ dataDir: config.DATA_DIR });
await handle.migrate();
const app = createApp();
const server = serve(
  {
    fetch: (request) => app.fetch(request, { db: handle.db, config, clientIp: '127.0.0.1' }),
    port: config.PORT,
    hostname: config.HOST,
  },
  () => console.log('prêt'),
);
process.on('SIGTERM', () => {
  server.close();
  void handle.close().then(() => process.exit(0));
});
