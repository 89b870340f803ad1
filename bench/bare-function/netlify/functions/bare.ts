// The yardstick of the functions' cold start (bench/functions.ts, netlify/function-weight.test.ts): a bare Hono
// function, bundled by the same bundler with the same settings as the site's functions.
import type { Config } from '@netlify/functions';
import { Hono } from 'hono';

const app = new Hono().get('/api/bare', (c) => c.json({ ok: true }));

export default (request: Request) => app.fetch(request);

export const config: Config = { path: '/api/bare' };
