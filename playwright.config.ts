import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { E2E_PORT as port, MAIL_SINK_SMTP_PORT, MAIL_SINK_URL } from './e2e/support/env';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A fresh embedded database per run, seeded with the demo data the specs sign in with.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'freight-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a timing flake on a loaded CI machine; the report still names it flaky,
  // and a real defect fails both attempts.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // The machine has no network beyond localhost: keep Chromium from phoning home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/support/mail-sink.mjs',
      url: `${MAIL_SINK_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        // Always a fresh embedded database, even when DATABASE_URL is set for the API tests.
        DATABASE_URL: '',
        SEED_DEMO: '1',
        // The specs sign in many times from one IP; the limit itself is covered by API tests.
        LOGIN_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}?ignoreTLS=true`,
      },
    },
  ],
});
