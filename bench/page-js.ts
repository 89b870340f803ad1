// JavaScript per page, as a phone loads it without interaction (gzip as served, inline scripts included): the
// public pages signed out, the couple pages signed in as a new couple with an unpaid wedding (so the payment page
// shows its order). Couple pages have a budget of 130 KiB gzip, React included. A page that sends the couple on
// (/ and /couple-dashboard lead a couple with one wedding to /wedding/:id) counts what it loaded before leaving; the
// page it leads to is measured on its own. Called by bench/run.ts;
// `tsx bench/page-js.ts http://127.0.0.1:4321` measures a server that is already running.
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';

export const COUPLE_JS_BUDGET_GZIP = 130 * 1024;
const PUBLIC_PATHS = ['/landing', '/pricing', '/pre-inscription', '/essai-gratuit', '/auth-simulation', '/page/cgu'];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export type PageJs = {
  path: string;
  audience: 'public' | 'couple';
  gzip: number;
  files: number;
  withinBudget: boolean | null;
};

async function measure(
  context: BrowserContext,
  base: string,
  path: string,
  audience: PageJs['audience'],
): Promise<PageJs> {
  const page = await context.newPage();
  const bodies: Buffer[] = [];
  const pending: Promise<void>[] = [];
  const own = new URL(base + path).pathname;
  let left = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== own) left = true;
  });
  page.on('response', (res) => {
    if (left || res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (b) => void bodies.push(b),
        () => undefined,
      ),
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // The document as served (a page may have navigated on by now).
  const html = await (await context.request.get(base + path)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('\n');
  await page.close();
  const gzip = bodies.reduce((sum, b) => sum + gzipSync(b).length, 0) + (inline.trim() ? gzipSync(inline).length : 0);
  return {
    path,
    audience,
    gzip,
    files: bodies.length,
    withinBudget: audience === 'couple' ? gzip <= COUPLE_JS_BUDGET_GZIP : null,
  };
}

export async function measurePageJs(base: string): Promise<PageJs[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const viewport = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
    const visitor = await browser.newContext(viewport);
    const results: PageJs[] = [];
    for (const path of PUBLIC_PATHS) results.push(await measure(visitor, base, path, 'public'));

    const couple = await browser.newContext(viewport);
    const headers = { origin: base };
    const signUp = await couple.request.post(`${base}/api/create-simulated-user`, {
      data: {
        email: `bench-${Date.now()}@example.com`,
        firstName: 'Léna',
        lastName: 'Moreau',
        password: 'Tilleul-Vayres42!',
      },
      headers,
    });
    if (!signUp.ok()) throw new Error(`inscription du couple : ${signUp.status()}`);
    const nextYear = `${new Date().getFullYear() + 1}-06-12`;
    const created = await couple.request.post(`${base}/api/weddings`, {
      data: {
        brideName: 'Léna',
        groomName: 'Hugo',
        weddingDate: nextYear,
        ceremonyVenue: 'Mairie',
        ceremonyTime: '15:30',
      },
      headers,
    });
    const { id } = (await created.json()) as { id: number };
    const couplePaths = [
      '/',
      '/couple-dashboard',
      `/wedding/${id}`,
      `/couple-payment?weddingId=${id}`,
      '/wedding/new',
      '/couple-signup',
    ];
    for (const path of couplePaths) results.push(await measure(couple, base, path, 'couple'));
    return results;
  } finally {
    await browser.close();
  }
}

export function printPageJs(results: PageJs[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `\nJavaScript par page (mobile, sans interaction ; pages couple connectées, budget ${kb(COUPLE_JS_BUDGET_GZIP)} gzip)`,
  );
  for (const r of results) {
    const verdict = r.withinBudget === null ? '' : r.withinBudget ? '  OK' : '  DÉPASSÉ';
    console.log(
      `  ${r.audience.padEnd(7)} ${r.path.padEnd(30)} ${kb(r.gzip).padStart(10)} gzip  ${String(r.files).padStart(2)} fichiers${verdict}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printPageJs(await measurePageJs(process.argv[2] ?? 'http://127.0.0.1:4321'));
}
