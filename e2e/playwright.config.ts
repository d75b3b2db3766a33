import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data directory per run; specs read the outbox from it (support/outbox.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'zb-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'sl-SI',
    timezoneId: 'Europe/Ljubljana',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /\.mobile\.spec\.ts$/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', testIgnore: /\.desktop\.spec\.ts$/, use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // The production server bundle, built by `npm run build` (scripts/e2e.mjs, npm test).
    command: 'node --enable-source-maps ../apps/server/dist/server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Reminders go out within seconds (calendar-feeds.spec.ts reads one from the outbox).
      REMINDER_TICK_SECONDS: '2',
    },
  },
});
