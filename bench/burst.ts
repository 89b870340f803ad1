// The wedding-day burst: many guests of ONE wedding writing at once, on PostgreSQL through a latency relay (the
// distance between Netlify's functions and Neon), served by several processes of function instances
// (bench/burst/worker.ts). Reports the messages per second the wedding sustained, the latency Twilio sees (p50 /
// p95 / max, against its 15 s), and that every message was answered and stored once.
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server; the bench makes its own database there and drops it.
// `npx tsx bench/burst.ts` alone (BURST_RTTS=20,90 BURST_RATE=30 BURST_SECONDS=20 BURST_PROCESSES=3); part of
// `npm run bench` when a server is named.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { guests, weddings } from '../db/schema/index.ts';
import { DEMO_WEDDING_ID } from '../db/seed/demo-wedding.ts';
import { seedAll } from '../db/seed/index.ts';
import { openLocalDb } from '../db/local.ts';
import { parseEnv } from '../src/server/env.ts';
import { startLatencyRelay } from './burst/latency-relay.ts';

export type BurstResult = {
  rttMs: number;
  targetRate: number;
  processes: number;
  sent: number;
  answered: number;
  stored: number;
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
  instances: number;
};

type WorkerOutput = { latencies: number[]; failures: number; elapsedMs: number; instances: number };

const GUESTS = 300;
const round = (n: number) => Math.round(n * 10) / 10;
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function runWorker(env: Record<string, string>): Promise<WorkerOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'bench/burst/worker.ts'],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as WorkerOutput) : reject(new Error(`worker: code ${code}`)),
    );
  });
}

export async function measureBurst({
  serverUrl,
  rttMs,
  rate,
  seconds,
  processes,
}: {
  serverUrl: string;
  rttMs: number;
  rate: number;
  seconds: number;
  processes: number;
}): Promise<BurstResult> {
  const name = `bench_burst_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openLocalDb({ databaseUrl: url.toString() });
  let relay: { port: number; close: () => void } | undefined;
  try {
    await handle.migrate();
    await seedAll({
      db: handle.db,
      env: parseEnv({ ADMIN_PASSWORD: 'Bench-admin-secret-1!', SEED_DEMO: '1', DATABASE_URL: url.toString() }),
      log: () => {},
    });
    const [wedding] = await handle.db
      .select({ id: weddings.id })
      .from(weddings)
      .where(sql`${weddings.weddingId} = ${DEMO_WEDDING_ID}`);
    const phones = Array.from({ length: GUESTS }, (_, i) => `+3375${String(i).padStart(7, '0')}`);
    await handle.db.insert(guests).values(
      phones.map((phoneNumber) => ({
        weddingId: wedding!.id,
        phoneNumber,
        boundAt: new Date(),
        firstName: 'Invité',
      })),
    );

    relay = await startLatencyRelay(url, rttMs / 2);
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${relay.port}`;
    const prefix = `SMburst${randomBytes(3).toString('hex')}`;
    const perProcess = Math.ceil((rate * seconds) / processes);
    const startAt = Date.now() + 3000; // every process started (tsx) before the first message
    const outputs = await Promise.all(
      Array.from({ length: processes }, (_, p) =>
        runWorker({
          BURST_DATABASE_URL: relayed.toString(),
          BURST_RATE: String(rate / processes),
          BURST_COUNT: String(perProcess),
          BURST_OFFSET: String(p * perProcess),
          BURST_PREFIX: prefix,
          BURST_START_AT: String(startAt),
          BURST_PHONES: phones.filter((_, i) => i % processes === p).join(','),
        }),
      ),
    );
    const latencies = outputs.flatMap((o) => o.latencies).sort((a, b) => a - b);
    const failures = outputs.reduce((n, o) => n + o.failures, 0);
    const elapsed = Math.max(...outputs.map((o) => o.elapsedMs));
    const counted = (await handle.db.execute(
      sql`select count(*)::int as n from messages where provider_message_id like ${prefix + '%'}`,
    )) as unknown as { rows: [{ n: number }] };
    const stored = counted.rows[0].n;
    return {
      rttMs,
      targetRate: rate,
      processes,
      sent: latencies.length,
      answered: latencies.length - failures,
      stored,
      perSecond: round(latencies.length / (elapsed / 1000)),
      p50: Math.round(at(latencies, 0.5)),
      p95: Math.round(at(latencies, 0.95)),
      max: Math.round(latencies.at(-1) ?? 0),
      instances: outputs.reduce((n, o) => n + o.instances, 0),
    };
  } finally {
    relay?.close();
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export function printBurst(results: BurstResult[]) {
  console.log('\nRafale du jour J (un mariage, webhooks signés, PostgreSQL derrière un relais de latence)');
  console.log(
    '| aller-retour | visé /s | processus | envoyés | répondus | enregistrés | obtenu /s | p50 ms | p95 ms | max ms | instances |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.rttMs} ms | ${r.targetRate} | ${r.processes} | ${r.sent} | ${r.answered} | ${r.stored} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.max} | ${r.instances} |`,
    );
  }
}

export async function runBurstBench(serverUrl: string): Promise<BurstResult[]> {
  const rtts = (process.env.BURST_RTTS ?? '20,90').split(',').map(Number);
  const rate = Number(process.env.BURST_RATE ?? 30);
  const seconds = Number(process.env.BURST_SECONDS ?? 20);
  const processes = Number(process.env.BURST_PROCESSES ?? 3);
  const results: BurstResult[] = [];
  for (const rttMs of rtts) results.push(await measureBurst({ serverUrl, rttMs, rate, seconds, processes }));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL=postgres://… : un serveur PostgreSQL pour la rafale');
  printBurst(await runBurstBench(serverUrl));
}
