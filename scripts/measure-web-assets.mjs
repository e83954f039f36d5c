#!/usr/bin/env node
/**
 * What a first visit downloads (issue 11): the bytes on the wire of `/login` and of `/requests`
 * signed in, per type, and Chromium's first contentful paint on loopback, each visit in a fresh
 * browser context (cold cache, no service worker yet).
 *
 * Runs against BASE_URL when given, else builds nothing and starts `apps/api/dist/server.js`
 * (run `npm run build` first) on PORT (default 8170) with a throw-away embedded database.
 * Prints a table and, with --json, one JSON line.
 *
 *   npm run bench:web             # starts its own server
 *   BASE_URL=http://127.0.0.1:8170 npm run bench:web -- --json
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_LOGIN = 'forwarder@demo.kz';
const DEMO_PASSWORD = 'Demo12345!';

async function startServer() {
  const port = process.env.PORT ?? '8170';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-web-assets-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/login`);
      if (answer.ok) break;
    } catch {
      // Not listening yet: it migrates and seeds the demo data first.
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO_LOGIN, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** Visits `url` in a fresh context; sums encodedDataLength (headers + body as sent) per type. */
async function visit(browser, url, { session, readySelector }) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((tokens) => {
      localStorage.setItem('LOGISTICS_ACCESS_TOKEN', tokens.accessToken);
      localStorage.setItem('LOGISTICS_REFRESH_TOKEN', tokens.refreshToken);
      localStorage.setItem('ACCOUNT_DATA', JSON.stringify(tokens.account));
    }, session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      type,
      url: response.url,
      encoding: response.headers['content-encoding'],
    });
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    finished.push({ requestId, bytes: encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const firstContentfulPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const totals = {
    scriptBytes: 0,
    scriptFiles: 0,
    styleBytes: 0,
    otherBytes: 0,
    uncompressedScripts: [],
  };
  for (const { requestId, bytes } of finished) {
    const request = requests.get(requestId);
    if (!request) continue;
    if (request.type === 'Script') {
      totals.scriptBytes += bytes;
      totals.scriptFiles += 1;
      if (!request.encoding) totals.uncompressedScripts.push(new URL(request.url).pathname);
    } else if (request.type === 'Stylesheet') totals.styleBytes += bytes;
    else totals.otherBytes += bytes;
  }
  await context.close();
  return { ...totals, firstContentfulPaint };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = process.env.BASE_URL ? undefined : await startServer();
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const session = await signIn(baseUrl);
  const scenarios = [
    { name: '/login', url: `${baseUrl}/login`, readySelector: 'input[type="password"]' },
    {
      name: '/requests (signed in)',
      url: `${baseUrl}/requests`,
      session,
      readySelector: '[data-testid="order-row"], [data-testid="page-empty"]',
    },
  ];
  const results = [];
  for (const scenario of scenarios) {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1)
      rounds.push(await visit(browser, scenario.url, scenario));
    const last = rounds.at(-1);
    results.push({
      scenario: scenario.name,
      jsFiles: last.scriptFiles,
      jsKb: +(median(rounds.map((r) => r.scriptBytes)) / 1000).toFixed(1),
      cssKb: +(median(rounds.map((r) => r.styleBytes)) / 1000).toFixed(1),
      otherKb: +(median(rounds.map((r) => r.otherBytes)) / 1000).toFixed(1),
      fcpMs: Math.round(median(rounds.map((r) => r.firstContentfulPaint ?? Number.NaN))),
      uncompressedJs: last.uncompressedScripts.length,
    });
  }
  if (process.argv.includes('--json'))
    console.log(JSON.stringify({ baseUrl, rounds: ROUNDS, results }));
  else {
    console.log(
      `First visits on ${baseUrl}, median of ${ROUNDS} cold visits each (kB = 1000 bytes on the wire)`,
    );
    console.table(results);
  }
} finally {
  await browser.close();
  server?.stop();
}
