// The functions as Netlify deploys them (scripts/bundle-functions.ts): each archive's size; the bundled API's cold
// import in fresh Node processes (median time, memory); and the latency of warm invocations through the bundled
// handler, one at a time as a function instance serves them, on PostgreSQL. BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names the server: the bench makes its own database there and drops it. BENCH_DB_DELAY_MS puts
// that many milliseconds each way between the function and the server (a database in another building).
// Part of `npm run bench`; `npm run bench:functions` runs it alone.
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_WEDDING_ID } from '../db/seed/demo-wedding.ts';
import { seedAll } from '../db/seed/index.ts';
import { openLocalDb } from '../db/local.ts';
import { extractFunction, loadBundledFunction } from '../netlify/testing/bundled-function.ts';
import { bundleBareFunction, bundleFunctions, type BundledFunction } from '../scripts/bundle-functions.ts';
import { parseEnv } from '../src/server/env.ts';

const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
const PLANS_CALLS = Number(process.env.BENCH_FUNCTION_CALLS ?? 200);
const WEBHOOK_CALLS = Math.ceil(PLANS_CALLS / 2);
const SITE = 'https://mariage.example';
const TWILIO_TOKEN = 'bench-twilio-token';
const MB = 1024 * 1024;
/** Issue 31's 3 MB per archive, in decimal megabytes. */
const BUDGET = { api: 3_000_000, scheduled: 3_000_000, importMs: 700, rssBytes: 200 * MB };

type Stats = { calls: number; p50: number; p95: number; p99: number; max: number };
type ImportRun = {
  importMs: number;
  cpuMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  driverMs?: number;
  driverCpuMs?: number;
};

/**
 * What a first invocation on Neon adds to the import: the driver db/client.ts requires then (rss measured after it).
 * Drizzle's adapter for it is inside the bundle (tsconfig's paths), its few classes set up on that call too.
 */
const NEON_DRIVER = ['@neondatabase/serverless'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

function stats(durations: number[]): Stats {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { calls: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted.at(-1)!) };
}

/** The function's own module in an extracted archive (beside the bootstrap, wherever the bundler put its folder). */
function functionMain(dir: string, name: string): string {
  const found = (readdirSync(dir, { recursive: true }) as string[]).find(
    (f) => !f.includes('node_modules') && new RegExp(`(^|/)${name}\\.(c|m)?js$`).test(f),
  );
  if (!found) throw new Error(`${name} : module introuvable dans ${dir}`);
  return found;
}

export function measureImport(dir: string, name = 'api', packages: string[] = []): ImportRun {
  const main = functionMain(dir, name);
  const child = spawnSync(
    process.execPath,
    [join(process.cwd(), 'bench/import-function.mjs'), dir, main, ...packages],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`import du bundle impossible : ${child.stderr}`);
  return JSON.parse(child.stdout) as ImportRun;
}

/** A TCP relay that holds every chunk `delayMs` before passing it on, in both directions. */
async function delayProxy(target: URL, delayMs: number): Promise<{ server: Server; port: number }> {
  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => setTimeout(() => to.write(chunk), delayMs));
    from.on('close', () => setTimeout(() => to.destroy(), delayMs));
    from.on('error', () => to.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

function signedWebhook(body: string, sid: string): Request {
  const params: Record<string, string> = {
    MessageSid: sid,
    AccountSid: 'ACbench',
    From: 'whatsapp:+33700000009',
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    ProfileName: 'Bench',
  };
  const data =
    `${SITE}/api/whatsapp/webhook` +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  const signature = createHmac('sha1', TWILIO_TOKEN).update(Buffer.from(data, 'utf8')).digest('base64');
  return new Request(`${SITE}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

export async function measureWarm(apiZip: string, serverUrl: string, delayMs: number) {
  const name = `bench_functions_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openLocalDb({ databaseUrl: url.toString() });
  const savedEnv = { ...process.env };
  let proxy: Server | undefined;
  try {
    await handle.migrate();
    const env = {
      NETLIFY: 'true',
      ADMIN_PASSWORD: 'Bench-admin-secret-1!',
      SEED_DEMO: '1',
      PUBLIC_BASE_URL: SITE,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    };
    await seedAll({ db: handle.db, env: parseEnv({ ...env, DATABASE_URL: url.toString() }), log: () => {} });
    const functionUrl = new URL(url);
    if (delayMs > 0) {
      const relay = await delayProxy(url, delayMs);
      proxy = relay.server;
      functionUrl.host = `127.0.0.1:${relay.port}`;
    }
    Object.assign(process.env, env, { DATABASE_URL: functionUrl.toString(), OPENAI_API_KEY: '', SMTP_URL: '' });
    const api = await loadBundledFunction(apiZip);
    const time = async (request: Request) => {
      const started = performance.now();
      const res = await api.invoke(request);
      if (!res.ok) throw new Error(`${request.method} ${request.url} : ${res.status}`);
      return performance.now() - started;
    };
    const plans = () => new Request(`${SITE}/api/pricing/plans`);
    const coldMs = await time(plans());
    const planTimes: number[] = [];
    for (let i = 0; i < PLANS_CALLS; i++) planTimes.push(await time(plans()));
    await time(signedWebhook(`start-${DEMO_WEDDING_ID}`, `SMbench${name}start`));
    const questions = [
      'À quelle heure est la cérémonie ?',
      'Où se garer ?',
      'Quel est le dress code ?',
      'what time does the party start?',
    ];
    const webhookTimes: number[] = [];
    for (let i = 0; i < WEBHOOK_CALLS; i++)
      webhookTimes.push(await time(signedWebhook(questions[i % questions.length]!, `SMbench${name}${i}`)));
    const [{ n }] = (
      (await handle.db.execute('select count(*)::int as n from request_metrics')) as unknown as {
        rows: [{ n: number }];
      }
    ).rows;
    return {
      coldMs: round(coldMs),
      plans: stats(planTimes),
      webhook: stats(webhookTimes),
      metricsRecorded: n,
      calls: 2 + PLANS_CALLS + WEBHOOK_CALLS,
    };
  } finally {
    process.env = savedEnv;
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    proxy?.close();
  }
}

type ImportSummary = {
  medianMs: number;
  medianCpuMs: number;
  medianRssBytes: number;
  maxRssBytes: number;
  medianDriverMs?: number;
  medianDriverCpuMs?: number;
  runs: ImportRun[];
};

const summarize = (runs: ImportRun[]): ImportSummary => ({
  medianMs: round(median(runs.map((r) => r.importMs))),
  medianCpuMs: round(median(runs.map((r) => r.cpuMs))),
  medianRssBytes: median(runs.map((r) => r.rssBytes)),
  maxRssBytes: Math.max(...runs.map((r) => r.rssBytes)),
  ...(runs[0]?.driverCpuMs === undefined
    ? {}
    : {
        medianDriverMs: round(median(runs.map((r) => r.driverMs!))),
        medianDriverCpuMs: round(median(runs.map((r) => r.driverCpuMs!))),
      }),
  runs,
});

/**
 * Cold imports of the API, the WhatsApp function and a bare Hono function bundled the same way, in fresh processes,
 * taken in turn (so that a busy moment of the machine weighs on all three alike); medians and their ratios.
 */
export async function measureColdImports(archives: BundledFunction[], runs = IMPORT_RUNS) {
  const bare = await bundleBareFunction();
  const dirOf = async (zip: string) => extractFunction(zip, mkdtempSync(join(tmpdir(), 'bench-fn-')));
  const targets = {
    bare: { dir: await dirOf(bare.path), name: 'bare', packages: [] as string[] },
    whatsapp: { dir: '', name: 'whatsapp', packages: NEON_DRIVER },
    api: { dir: '', name: 'api', packages: NEON_DRIVER },
  };
  targets.whatsapp.dir = await dirOf(archives.find((a) => a.name === 'whatsapp')!.path);
  targets.api.dir = await dirOf(archives.find((a) => a.name === 'api')!.path);
  const all: Record<keyof typeof targets, ImportRun[]> = { bare: [], whatsapp: [], api: [] };
  for (let i = 0; i < runs; i++)
    for (const [key, t] of Object.entries(targets))
      all[key as keyof typeof targets].push(measureImport(t.dir, t.name, t.packages));
  const result = {
    bare: summarize(all.bare),
    whatsapp: summarize(all.whatsapp),
    api: summarize(all.api),
    bareBytes: bare.bytes,
  };
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return {
    ...result,
    ratios: {
      whatsappTime: ratio(result.whatsapp.medianMs, result.bare.medianMs),
      whatsappCpu: ratio(result.whatsapp.medianCpuMs, result.bare.medianCpuMs),
      whatsappRss: ratio(result.whatsapp.medianRssBytes, result.bare.medianRssBytes),
      apiCpu: ratio(result.api.medianCpuMs, result.bare.medianCpuMs),
      apiTime: ratio(result.api.medianMs, result.bare.medianMs),
      apiRss: ratio(result.api.medianRssBytes, result.bare.medianRssBytes),
    },
  };
}

export type FunctionsBench = {
  archives: { name: string; bytes: number }[];
  cold: Awaited<ReturnType<typeof measureColdImports>>;
  warm: Awaited<ReturnType<typeof measureWarm>> | null;
  delayMs: number;
};

export async function measureFunctions(): Promise<FunctionsBench> {
  const archives: BundledFunction[] = await bundleFunctions();
  const api = archives.find((a) => a.name === 'api')!;
  const cold = await measureColdImports(archives);
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const delayMs = Number(process.env.BENCH_DB_DELAY_MS ?? 0);
  return {
    archives: archives.map(({ name, bytes }) => ({ name, bytes })),
    cold,
    warm: serverUrl ? await measureWarm(api.path, serverUrl, delayMs) : null,
    delayMs,
  };
}

export function printFunctions(result: FunctionsBench) {
  const mb = (n: number) => `${(n / MB).toFixed(2)} Mo`;
  const mark = (ok: boolean) => (ok ? 'ok' : 'AU-DESSUS');
  console.log('\nFonctions Netlify (bundles de @netlify/zip-it-and-ship-it)');
  for (const { name, bytes } of result.archives) {
    const budget = name === 'api' ? BUDGET.api : BUDGET.scheduled;
    console.log(`  ${name.padEnd(27)} ${mb(bytes).padStart(9)}  (budget ${mb(budget)} : ${mark(bytes <= budget)})`);
  }
  const { cold } = result;
  console.log(
    `  import à froid (médianes de ${cold.api.runs.length} processus neufs, tour à tour, Node ${process.versions.node} ; la mémoire après le pilote Neon) :`,
  );
  for (const [label, s] of [
    ['Hono nu (étalon)', cold.bare],
    ['whatsapp', cold.whatsapp],
    ['api', cold.api],
  ] as const) {
    const driver =
      s.medianDriverCpuMs === undefined
        ? ''
        : `, puis le pilote Neon au premier appel : ${s.medianDriverMs} ms (CPU ${s.medianDriverCpuMs} ms)`;
    console.log(
      `    ${label.padEnd(18)} ${String(s.medianMs).padStart(7)} ms (CPU ${s.medianCpuMs} ms)  ${mb(s.medianRssBytes)} de mémoire${driver}`,
    );
  }
  const { ratios } = cold;
  // The CPU time is the steadier figure on a shared machine: the goals are read on it, the wall time follows.
  console.log(
    `    rapports à l'étalon : whatsapp ${ratios.whatsappCpu}× le CPU (objectif ≤ 4 : ${mark(ratios.whatsappCpu <= 4)}), ${ratios.whatsappTime}× le temps, ${ratios.whatsappRss}× la mémoire (≤ 2 : ${mark(ratios.whatsappRss <= 2)}) ; ` +
      `api ${ratios.apiCpu}× le CPU (≤ 8 : ${mark(ratios.apiCpu <= 8)}), ${ratios.apiTime}× le temps, ${ratios.apiRss}× la mémoire`,
  );
  console.log(
    `    import de l'API : budget ${BUDGET.importMs} ms : ${mark(cold.api.medianMs < BUDGET.importMs)}, ${mb(BUDGET.rssBytes)} : ${mark(cold.api.maxRssBytes < BUDGET.rssBytes)}`,
  );
  if (!result.warm) {
    console.log('  latence à chaud : BENCH_DATABASE_URL=postgres://… (un serveur PostgreSQL) pour la mesurer');
    return;
  }
  const { warm } = result;
  const line = (s: Stats) => `p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.calls} appels)`;
  console.log(
    `  handler bundlé sur PostgreSQL, une invocation à la fois${result.delayMs ? `, ${result.delayMs} ms de réseau dans chaque sens` : ''} :`,
  );
  console.log(`    première invocation (import de la fonction, première connexion) : ${warm.coldMs} ms`);
  console.log(`    GET /api/pricing/plans à chaud      ${line(warm.plans)}`);
  console.log(`    POST /api/whatsapp/webhook signé   ${line(warm.webhook)}`);
  console.log(`    mesures de requêtes enregistrées : ${warm.metricsRecorded} / ${warm.calls}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printFunctions(await measureFunctions());
}
