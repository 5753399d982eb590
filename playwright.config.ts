import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app served by the real server on a fresh data directory (migrated and seeded on start).
const port = Number(process.env.E2E_PORT ?? 3300);
// The tests read the mails the shop writes to <dataDir>/outbox. The config is evaluated again in
// every worker, which inherits this variable, so all of them agree on one directory.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-')));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The built server, as production runs it (npm test builds before the browser tests).
    command: 'node dist-server/server.js',
    url: `http://127.0.0.1:${port}/api/counter/count`,
    // No SMTP_URL: every mail lands in <dataDir>/outbox as an .eml file.
    // PUBLIC_URL is the address the browser uses: Stripe (the stand-in, started because NODE_ENV is
    // not production and no STRIPE_SECRET_KEY is set) returns the customer there, to the same origin.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: '',
      // The Fio stand-in (started because no FIO_TOKEN is set) on a port the bank-transfer test knows,
      // read every 30 s, Fio's shortest.
      FIO_TOKEN: '',
      FIO_STANDIN_PORT: String(port + 20_000),
      FIO_POLL_SECONDS: '30',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
