// A second local server for the pre-launch specs: the launch mode is written into the static pages at build, so
// pre-launch needs its own build (ASTRO_OUT_DIR + '-pre-launch') and its own database, on E2E_PORT + 1000. Started
// by the spec that needs it (one worker: `test.describe.configure({ mode: 'serial' })`), stopped after it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 4390) + 1000;
export const PRE_LAUNCH_BASE = `http://127.0.0.1:${PORT}`;
/** The demo couple of SEED_DEMO=1, who signs in while sign-up is closed. */
export const DEMO_COUPLE = { email: 'demo@assistant-mariage.fr', password: 'Demo-mariage1!' };

export async function startPreLaunchServer(): Promise<() => Promise<void>> {
  const root = process.cwd();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.data/e2e-pre-launch-${PORT}/pglite`,
      DATABASE_URL: '',
      ASTRO_OUT_DIR: `${process.env.ASTRO_OUT_DIR ?? './dist'}-pre-launch`,
      PUBLIC_BASE_URL: PRE_LAUNCH_BASE,
      SITE_INITIAL_MODE: 'pre_launch',
      SEED_DEMO: '1',
      ADMIN_PASSWORD: 'E2e-admin-secret-1!',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serveur de pré-lancement arrêté (code ${child.exitCode})`);
    const ready = await fetch(`${PRE_LAUNCH_BASE}/api/pricing/plans`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('serveur de pré-lancement : délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
