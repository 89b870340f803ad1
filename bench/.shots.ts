// Screenshots of public and couple pages at 390 and 1366 px, with any sideways overflow reported.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4511';
const out = '/tmp/w11/shots';
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1366]) {
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark' && !process.env.DARK) continue;
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390, deviceScaleFactor: 1 });
    await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const login = await ctx.request.post(`${base}/api/login-email`, { data: { email: process.env.EMAIL ?? 'demo@assistant-mariage.fr', password: process.env.PASSWORD ?? 'Demo-mariage1!' }, headers: { origin: base } });
    const { user } = (await login.json()) as { user: { id: string } };
    const weddings = (await (await ctx.request.get(`${base}/api/weddings-by-user/${user.id}`)).json()) as { id: number }[];
    const id = weddings[0]?.id ?? 1;
    const anon = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390 });
    await anon.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const pages: [string, string, typeof ctx][] = [
      ['landing', '/landing', anon], ['pricing', '/pricing', anon], ['pre', '/pre-inscription', anon], ['trial', '/essai-gratuit', anon], ['auth', '/auth-simulation', anon], ['cgu', '/page/cgu', anon], ['404', '/nope', anon],
      ['home', '/', ctx], ['dashboard', '/couple-dashboard', ctx], ['wedding', `/wedding/${id}`, ctx], ['new', '/wedding/new', ctx], ['signup', '/couple-signup', ctx], ['pay', `/couple-payment?weddingId=${id}`, ctx],
    ];
    for (const [name, path, c] of pages) {
      if (only.length && !only.includes(name)) continue;
      const page = await c.newPage();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const overflow = await page.evaluate(() => {
        const w = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1 && getComputedStyle(e).position !== 'fixed').slice(0, 3).map((e) => `${e.tagName}.${(e.className?.toString() ?? '').slice(0, 60)}`);
        return { scroll: document.documentElement.scrollWidth, w, wide };
      });
      if (overflow.scroll > overflow.w) console.log(`OVERFLOW ${width} ${name}: ${overflow.scroll} > ${overflow.w}`, overflow.wide);
      await page.screenshot({ path: `${out}/${name}-${width}-${theme}.png`, fullPage: true });
      await page.close();
    }
    await ctx.close();
    await anon.close();
  }
}
await browser.close();
console.log('done');
