// One process of the burst: guests' signed webhooks sent at a steady rate through the real Hono app, each served by
// a function instance as Netlify runs them (one invocation at a time, its own pool of 5 connections, kept warm;
// a new instance when all are busy, up to BURST_INSTANCES), the instance free again once its after-response work (metrics) is written.
// Reads its orders from BURST_* variables and prints its latencies as JSON.
import { createHmac } from 'node:crypto';
import { openDb, type DbHandle } from '../../db/client.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createApp } from '../../src/server/http/app.ts';

const SITE = 'https://mariage.example';
const TOKEN = 'bench-burst-token';
const env = process.env;
const rate = Number(env.BURST_RATE);
const count = Number(env.BURST_COUNT);
const phones = (env.BURST_PHONES ?? '').split(',');
const prefix = env.BURST_PREFIX!;
const questions = [
  'À quelle heure est la cérémonie ?',
  'Où se garer ?',
  'Quel est le dress code ?',
  'what time does the party start?',
  'Y a-t-il un hébergement près de la salle ?',
  'Les enfants sont-ils invités ?',
];

const config = parseEnv({
  NETLIFY: 'true',
  DATABASE_URL: env.BURST_DATABASE_URL,
  PUBLIC_BASE_URL: SITE,
  TWILIO_AUTH_TOKEN: TOKEN,
  ADMIN_PASSWORD: 'Bench-admin-secret-1!',
});
const app = createApp();
const idle: DbHandle[] = [];
let instances = 0;
/** Instances this process may run; PostgreSQL's 100 connections stand for Neon's pooler (2 per instance at most). */
const maxInstances = Number(env.BURST_INSTANCES ?? 15);
const waiting: ((handle: DbHandle) => void)[] = [];

async function takeInstance(): Promise<DbHandle> {
  const handle = idle.pop();
  if (handle) return handle;
  if (instances < maxInstances) {
    instances++;
    return openDb({
      databaseUrl: config.DATABASE_URL!,
      pool: { max: 5, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 },
    });
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function releaseInstance(handle: DbHandle) {
  const next = waiting.shift();
  if (next) next(handle);
  else idle.push(handle);
}
const reasons = new Set<string>();

function signed(i: number): Request {
  const params: Record<string, string> = {
    MessageSid: `${prefix}${String(i).padStart(6, '0')}`,
    AccountSid: 'ACbench',
    From: `whatsapp:${phones[i % phones.length]}`,
    To: 'whatsapp:+14155238886',
    Body: questions[i % questions.length]!,
    NumMedia: '0',
    ProfileName: 'Invité',
  };
  const data =
    `${SITE}/api/whatsapp/webhook` +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  const signature = createHmac('sha1', TOKEN).update(Buffer.from(data, 'utf8')).digest('base64');
  return new Request(`${SITE}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

async function invoke(i: number): Promise<{ ms: number; ok: boolean }> {
  // Twilio's clock starts when the message is sent, before any instance is free.
  const started = performance.now();
  const handle = await takeInstance();
  const after: Promise<unknown>[] = [];
  let ok = false;
  try {
    const res = await app.fetch(
      signed(i),
      { db: handle.db, config, clientIp: `198.51.100.${i % 250}` },
      { waitUntil: (p: Promise<unknown>) => after.push(p), passThroughOnException: () => {}, props: {} },
    );
    const body = await res.text();
    ok = res.status === 200 && body.includes('<Message>');
    if (!ok) reasons.add(`${res.status} ${body.slice(0, 120)}`);
  } catch (error) {
    reasons.add(String(error).slice(0, 160));
  }
  const ms = performance.now() - started;
  await Promise.allSettled(after);
  releaseInstance(handle);
  return { ms, ok };
}

const startAt = Number(env.BURST_START_AT);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const first = performance.now();
const runs: Promise<{ ms: number; ok: boolean }>[] = [];
for (let i = 0; i < count; i++) {
  const due = first + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  runs.push(invoke(Number(env.BURST_OFFSET) + i));
}
const results = await Promise.all(runs);
const elapsedMs = performance.now() - first;
await Promise.all(idle.map((h) => h.close()));
if (reasons.size) console.error('[burst] échecs :', [...reasons].slice(0, 5));
process.stdout.write(
  JSON.stringify({
    latencies: results.map((r) => r.ms),
    failures: results.filter((r) => !r.ok).length,
    elapsedMs,
    instances,
  }),
);
