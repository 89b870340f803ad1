// Lighthouse on the public pages (mobile, simulated throttling, Debian Chromium with the flags of
// playwright.config.ts) and the JavaScript /landing loads before the visitor scrolls or interacts, plus layout
// shift on load and while scrolling. Called by bench/run.ts; `tsx bench/lighthouse.ts http://127.0.0.1:4321`
// measures a server that is already running.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const LIGHTHOUSE_PATHS = ['/landing', '/pre-inscription', '/essai-gratuit', '/pricing'];
/** Issue 5's bars. */
export const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export const LANDING_JS_BUDGET_GZIP = 20 * 1024;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const CATEGORIES = Object.keys(LIGHTHOUSE_TARGETS) as (keyof typeof LIGHTHOUSE_TARGETS)[];

type LighthouseJson = {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string; title: string }>;
};

export type LighthouseResult = {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that lost points, for the report. */
  failing: string[];
  runs: number;
  /** Every run's performance score, lowest first. */
  performanceRuns: number[];
  /** Chromium's CPU benchmark during the median run: below about 1000, the machine was busy. */
  benchmarkIndex: number;
};

function runLighthouseOnce(url: string): Promise<LighthouseJson> {
  const cli = join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} : code ${code}\n${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as LighthouseJson);
      } catch (error) {
        reject(error);
      }
    });
  });
}

function summarize(path: string, reports: LighthouseJson[]): LighthouseResult {
  reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const report = reports[Math.floor(reports.length / 2)]!;
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as LighthouseResult['scores'],
    metrics: {
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(value('speed-index')),
    },
    failing: Object.entries(report.audits)
      .filter(([, a]) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .filter(
        ([id]) =>
          ![
            'first-contentful-paint',
            'largest-contentful-paint',
            'speed-index',
            'interactive',
            'total-blocking-time',
            'max-potential-fid',
          ].includes(id),
      )
      .map(([id, a]) => `${id} (${a.title})`),
    runs: reports.length,
    performanceRuns: reports.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * Lighthouse's advice: several runs, keep the median (by performance score). The pages take turns, so that a
 * burst of load on a shared machine weighs on all of them alike.
 */
export async function measureLighthouse(
  base: string,
  paths: string[] = LIGHTHOUSE_PATHS,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseResult[]> {
  const reports = new Map<string, LighthouseJson[]>(paths.map((path) => [path, []]));
  for (let i = 0; i < runs; i++) {
    for (const path of paths) reports.get(path)!.push(await runLighthouseOnce(base + path));
  }
  return paths.map((path) => summarize(path, reports.get(path)!));
}

export type InitialJs = {
  path: string;
  /** Script files and inline scripts the page ran before any scroll or interaction (gzip as served). */
  gzip: number;
  raw: number;
  files: { name: string; gzip: number }[];
  withinBudget: boolean;
  /** Cumulative layout shift while loading, then after scrolling to the bottom (hydrating everything). */
  clsOnLoad: number;
  clsAfterScroll: number;
  /** JavaScript loaded once the visitor has scrolled to the bottom (every island hydrated). */
  gzipAfterScroll: number;
};

/** Loads `path` as a phone would (412×823), waits for the network to settle, and counts what ran. */
export async function measureInitialJs(base: string, path = '/landing'): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts: { name: string; body: Buffer }[] = [];
    const late: { name: string; body: Buffer }[] = [];
    let scrolled = false;
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const phase = scrolled ? late : scripts;
      phase.push({ name: new URL(res.url()).pathname, body: await res.body().catch(() => Buffer.alloc(0)) });
    });
    const response = await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const html = (await response?.text()) ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? '')
      .join('\n');
    const clsOnLoad = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);

    scrolled = true;
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const clsAfterScroll = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);

    const files = scripts.map(({ name, body }) => ({ name, gzip: gzipSync(body).length, raw: body.length }));
    if (inline.trim()) files.push({ name: '(scripts inline)', gzip: gzipSync(inline).length, raw: inline.length });
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    return {
      path,
      gzip,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      files: files.map(({ name, gzip: g }) => ({ name, gzip: g })),
      withinBudget: gzip <= LANDING_JS_BUDGET_GZIP,
      clsOnLoad: Number(clsOnLoad.toFixed(4)),
      clsAfterScroll: Number(clsAfterScroll.toFixed(4)),
      gzipAfterScroll: gzip + late.reduce((sum, { body }) => sum + gzipSync(body).length, 0),
    };
  } finally {
    await browser.close();
  }
}

export async function measurePublicSite(base: string) {
  const initialJs = await measureInitialJs(base, '/landing');
  const lighthouse = await measureLighthouse(base);
  return { initialJs, lighthouse };
}

export function printPublicSite({ initialJs, lighthouse }: Awaited<ReturnType<typeof measurePublicSite>>) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\nJavaScript de ${initialJs.path} avant défilement ni interaction (mobile 412×823)`);
  console.log(
    `  ${kb(initialJs.gzip)} gzip (budget ${kb(LANDING_JS_BUDGET_GZIP)}) ${initialJs.withinBudget ? 'OK' : 'DÉPASSÉ'}`,
  );
  for (const file of initialJs.files) console.log(`    ${file.name}  ${kb(file.gzip)}`);
  console.log(
    `  après défilement complet : ${kb(initialJs.gzipAfterScroll)} gzip ; CLS chargement ${initialJs.clsOnLoad}, après défilement ${initialJs.clsAfterScroll}`,
  );
  console.log(
    `\nLighthouse mobile (médiane de ${lighthouse[0]?.runs ?? 0} passes)   perf  a11y  bp  seo   FCP    LCP    TBT   CLS   passes perf      CPU`,
  );
  for (const r of lighthouse) {
    const s = r.scores;
    const m = r.metrics;
    console.log(
      `  ${r.path.padEnd(18)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s['best-practices']).padStart(4)} ${String(s.seo).padStart(4)}  ${String(m.fcpMs).padStart(5)} ${String(m.lcpMs).padStart(6)} ${String(m.tbtMs).padStart(5)}  ${String(m.cls).padEnd(5)} ${r.performanceRuns.join(',').padEnd(15)} ${r.benchmarkIndex}`,
    );
    for (const failing of r.failing) console.log(`      ✗ ${failing}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4321';
  const result = await measurePublicSite(base);
  printPublicSite(result);
}
