import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4390);
export const E2E_ADMIN = { username: 'e2e-admin', password: 'E2e-admin-secret-1!' };
/** The server checks Twilio's signature with it: specs sign their guest messages (couple-paying-journey.spec.ts). */
export const E2E_TWILIO_TOKEN = 'e2e-twilio-token';
// Debian's Chromium when present (see scripts/ensure-chromium.ts), else Playwright's own download.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The limits catch a hang, never slowness (speed is measured by `npm run bench`): on the 2-CPU CI machine, two
  // workers beside the server and its rebuilds of the public site, a long journey passed 30 s with nothing wrong.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: existsSync(systemChromium) ? systemChromium : undefined,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // A fresh database for every run; start.ts builds dist/ when it is missing or stale.
    command: `rm -rf .data/e2e-${PORT} && tsx scripts/start.ts`,
    url: `http://127.0.0.1:${PORT}/api/pricing/plans`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.data/e2e-${PORT}/pglite`,
      DATABASE_URL: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      TWILIO_AUTH_TOKEN: E2E_TWILIO_TOKEN,
      // The suite signs up dozens of couples, all from this machine.
      RATE_LIMIT_LOOPBACK_EXEMPT: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  },
});
