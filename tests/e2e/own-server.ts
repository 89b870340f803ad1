// A local server of a spec's own, beside playwright.config.ts's: for what the shared one cannot give. The launch
// mode is written into the static pages at build, so pre-launch needs its own build and database; the password
// reset reads its e-mail from the outbox table, which only a stopped server's PGlite folder lets another process
// open. Each server has its own build (ASTRO_OUT_DIR + '-<name>'), data folder and port (E2E_PORT + offset), and
// is started by the spec that needs it (one worker: `test.describe.configure({ mode: 'serial' })`).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** The demo couple of SEED_DEMO=1, who signs in while sign-up is closed. */
export const DEMO_COUPLE = { email: 'demo@assistant-mariage.fr', password: 'Demo-mariage1!' };

export type OwnServer = {
  base: string;
  dataDir: string;
  /** Starts (again) on the same data: the first start empties it. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function ownServer({
  name,
  portOffset,
  env = {},
}: {
  name: string;
  portOffset: number;
  env?: Record<string, string>;
}): OwnServer {
  const port = Number(process.env.E2E_PORT ?? 4390) + portOffset;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `.data/e2e-${name}-${port}/pglite`;
  let child: ChildProcess | undefined;
  let started = false;

  async function start() {
    if (!started) rmSync(`.data/e2e-${name}-${port}`, { recursive: true, force: true });
    started = true;
    const root = process.cwd();
    const server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ASTRO_OUT_DIR: `${process.env.ASTRO_OUT_DIR ?? './dist'}-${name}`,
        PUBLIC_BASE_URL: base,
        SEED_DEMO: '1',
        ADMIN_PASSWORD: 'E2e-admin-secret-1!',
        ASTRO_TELEMETRY_DISABLED: '1',
        SMTP_URL: '',
        ...env,
      },
    });
    child = server;
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`serveur ${name} arrêté (code ${server.exitCode})`);
      const ready = await fetch(`${base}/api/pricing/plans`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`serveur ${name} : délai dépassé`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  async function stop() {
    const server = child;
    child = undefined;
    if (!server?.pid || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }

  return { base, dataDir, start, stop };
}
