import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Each project (phone, desktop) has a shop of its own: the built app served by the real server on a
// fresh data directory (migrated and seeded on start), <E2E_DATA_DIR>/<project>. The two projects
// run at once, one worker each, so each shop still sees one test at a time (a shop-wide sale, the
// product counts) and the suite takes the time of the longer project instead of both.
const phonePort = Number(process.env.E2E_PORT ?? 3300);
// Far from the next E2E_PORT, which another checkout on the same machine may use.
const desktopPort = phonePort + 1000;
// The tests read the mails the shop writes to <dataDir>/outbox (e2e/support/mail.ts). The config is
// evaluated again in every worker, which inherits this variable, so all of them agree on one directory.
const dataRoot = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-')));
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The built server, as production runs it (npm test builds before the browser tests), for one project. */
function shop(project: string, port: number) {
  return {
    command: 'node dist-server/server.js',
    url: `${origin(port)}/api/counter/count`,
    // No SMTP_URL: every mail lands in <dataDir>/outbox as an .eml file.
    // PUBLIC_URL is the address the browser uses: Stripe (the stand-in, started because NODE_ENV is
    // not production and no STRIPE_SECRET_KEY is set) returns the customer there, to the same origin.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataRoot, project),
      NODE_ENV: 'test',
      SMTP_URL: '',
      PUBLIC_URL: origin(port),
      STRIPE_SECRET_KEY: '',
      // The Fio stand-in (started because no FIO_TOKEN is set) on a port the bank-transfer test knows,
      // read every 30 s, Fio's shortest.
      FIO_TOKEN: '',
      FIO_STANDIN_PORT: String(port + 20_000),
      FIO_POLL_SECONDS: '30',
      // The push-service stand-in (started because no VAPID keys are set) on a port the push test knows.
      VAPID_PUBLIC_KEY: '',
      PUSH_STANDIN_PORT: String(port + 22_000), // + 21_000 would be the other project's Fio
    },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // An assertion waits for its state up to 10 s, not Playwright's 5: a lazily loaded screen on a busy 2-core
  // CI machine (load 20-30) arrived just after 5 s and failed a correct test. Passing tests wait no longer.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
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
    {
      name: 'phone',
      workers: 1,
      use: { baseURL: origin(phonePort), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', workers: 1, use: { baseURL: origin(desktopPort), viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [shop('phone', phonePort), shop('desktop', desktopPort)],
});
