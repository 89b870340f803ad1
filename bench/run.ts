// `npm run bench`: page weight of /landing (JS and CSS, raw and gzip, as the browser loads them) and the
// latency of GET /api/pricing/plans under load (autocannon), against the real local server; then the Netlify
// functions as deployed (bench/functions.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { measureFunctions, printFunctions } from './functions.ts';
import { printBurst, runBurstBench } from './burst.ts';
import { measurePublicSite, printPublicSite } from './lighthouse.ts';
import { runAssistantBench } from './assistant/run.ts';
import { measurePageJs, printPageJs } from './page-js.ts';
import { measureWebhook } from './webhook.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = process.cwd();
const BENCH_ADMIN_PASSWORD = 'Bench-admin-secret-1!';
const BENCH_TWILIO_TOKEN = 'bench-twilio-token';
const distDir = join(root, process.env.ASTRO_OUT_DIR ?? 'dist');

function startServer() {
  rmSync('.data/bench', { recursive: true, force: true });
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: '.data/bench/pglite',
      DATABASE_URL: '',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      SEED_DEMO: '1',
      TWILIO_AUTH_TOKEN: BENCH_TWILIO_TOKEN,
      PUBLIC_BASE_URL: BASE,
      OPENAI_API_KEY: '',
    },
  });
  return child;
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/pricing/plans`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('le serveur ne répond pas');
}

/** The shared scoring run, through the real signed webhook; returns its closing line. */
function runEval(script: string): string {
  const dir = join(root, '..', 'shared', 'eval');
  const result = spawnSync(
    process.execPath,
    [
      script,
      '--base',
      BASE,
      '--fixture',
      join(dir, 'wedding-dev.json'),
      '--cases',
      join(dir, 'dev.jsonl'),
      '--token',
      BENCH_TWILIO_TOKEN,
      '--admin-user',
      'admin',
      '--admin-pass',
      BENCH_ADMIN_PASSWORD,
    ],
    { encoding: 'utf8' },
  );
  const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
  return (
    lines.filter((l) => l.startsWith('per category') || l.startsWith('accuracy')).join('\n  ') ||
    lines.slice(-3).join('\n  ')
  );
}

async function measurePageWeight(path: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.add(`${type} ${new URL(res.url()).pathname}`);
  });
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await browser.close();

  const totals = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const asset of assets) {
    const [type, pathname] = asset.split(' ') as [string, string];
    const body = readFileSync(join(distDir, pathname));
    const bucket = type === 'script' ? totals.js : totals.css;
    bucket.raw += body.length;
    bucket.gzip += gzipSync(body, { level: 9 }).length;
    bucket.files += 1;
  }
  const html = readFileSync(join(distDir, path, 'index.html'));
  return { ...totals, html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length } };
}

async function measureLatency(path: string) {
  const result = await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

let results: Record<string, unknown> | undefined;
const server = startServer();
try {
  await waitForServer();
  const weight = await measurePageWeight('/landing');
  const latency = await measureLatency('/api/pricing/plans');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('\nPoids de /landing (tel que chargé par Chromium)');
  console.log(`  JS   ${weight.js.files} fichiers  ${kb(weight.js.raw)} brut  ${kb(weight.js.gzip)} gzip`);
  console.log(`  CSS  ${weight.css.files} fichiers  ${kb(weight.css.raw)} brut  ${kb(weight.css.gzip)} gzip`);
  console.log(`  HTML            ${kb(weight.html.raw)} brut  ${kb(weight.html.gzip)} gzip`);
  console.log(`\nGET /api/pricing/plans, ${CONNECTIONS} connexions pendant ${DURATION_S} s (PGlite)`);
  console.log(
    `  ${latency.rps} req/s  p50 ${latency.p50} ms  p99 ${latency.p99} ms  (${latency.requests} requêtes, ${latency.errors} erreurs)`,
  );
  // The assistant: signed webhook under load (local engine), then the scoring run of ../shared/eval when present.
  const webhook = await measureWebhook({
    base: BASE,
    token: BENCH_TWILIO_TOKEN,
    weddingId: 'demo-sophie-thomas',
    durationS: DURATION_S,
    connections: CONNECTIONS,
  });
  console.log(
    `\nPOST /api/whatsapp/webhook signé, ${CONNECTIONS} connexions pendant ${DURATION_S} s (moteur local, PGlite)`,
  );
  console.log(
    `  ${webhook.rps} messages/s  p50 ${webhook.p50} ms  p99 ${webhook.p99} ms  (${webhook.requests} requêtes, ${webhook.errors} erreurs)`,
  );
  await runAssistantBench();
  const evalScript = join(root, '..', 'shared', 'eval', 'run-eval.mjs');
  const evaluation = existsSync(evalScript) ? runEval(evalScript) : 'évaluation absente (../shared/eval)';
  console.log(`\nÉvaluation de l'assistant (../shared/eval, jeu de développement)\n  ${evaluation}`);
  // Public site (issue 5): Lighthouse mobile on the public pages, /landing's JavaScript before any interaction.
  const publicSite = await measurePublicSite(BASE);
  printPublicSite(publicSite);
  const pageJs = await measurePageJs(BASE);
  printPageJs(pageJs);
  results = { weight, latency, webhook, evaluation, publicSite, pageJs };
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
// The Netlify functions as deployed (bench/functions.ts), once the local server is gone: the cold imports get the
// machine to themselves. Warm latency needs a PostgreSQL server (BENCH_DATABASE_URL).
const functions = await measureFunctions();
printFunctions(functions);
// The wedding-day burst on PostgreSQL through a latency relay at 20 and 90 ms round trips (bench/burst.ts).
const burstServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const burst = burstServer ? await runBurstBench(burstServer) : null;
if (burst) printBurst(burst);
else console.log('\nRafale du jour J : BENCH_DATABASE_URL=postgres://… pour la mesurer.');
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  JSON.stringify({ date: new Date().toISOString(), ...results, functions, burst }, null, 2),
);
