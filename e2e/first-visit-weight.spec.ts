import type { Page } from '@playwright/test';
import { demoAccount } from './support/demo-accounts';
import { expect, test } from './support/fixtures';

/**
 * JavaScript a first visit downloads, in kB (1000 bytes) on the wire: compressed bodies and
 * headers, as Chromium counts them — what a phone pays, which a sum of the build's `.br` files
 * would not show (about 1 kB of headers per file). Issue 11 asks for 150 kB on /login and 350 kB
 * on /requests: both are held to their targets (decisions 027 and 030); the homepage to what the
 * build reaches (docs/performance.md) with a few kB of room, so that it does not grow back.
 */
const JS_BUDGET_KB = {
  '/': 155,
  '/login': 150,
  '/requests': 350,
} as const;

interface ScriptDownloads {
  kb: number;
  files: string[];
}

/**
 * Opens `path` with the HTTP cache off (a first visit) and sums the scripts it loads until the
 * screen shows `ready` and the network is idle (the screen's lazy chunks included).
 */
async function scriptDownloads(page: Page, path: string, ready: string): Promise<ScriptDownloads> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, new URL(response.url).pathname);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes.set(requestId, encodedDataLength);
  });
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const [requestId, file] of scripts) {
    const length = bytes.get(requestId);
    if (length === undefined) throw new Error(`${file} did not finish loading`);
    total += length;
  }
  return { kb: total / 1000, files: [...scripts.values()] };
}

test.describe('what a first visit downloads (issue 11)', () => {
  test('the sign-in page stays within its JavaScript budget and loads none of the app', async ({
    page,
  }) => {
    const downloads = await scriptDownloads(page, '/login', 'input[type="password"]');
    expect(downloads.kb, downloads.files.join(' ')).toBeLessThanOrEqual(JS_BUDGET_KB['/login']);
    const appChunk = /\/(?:app-start-|app-shell-|requests-)/;
    expect(downloads.files.filter((file) => appChunk.test(file))).toEqual([]);
  });

  test('the requests list, signed in, stays within its JavaScript budget', async ({
    page,
    signIn,
  }) => {
    await signIn(demoAccount('ROLE_FORWARDER'));
    const downloads = await scriptDownloads(
      page,
      '/requests',
      '[data-testid="order-row"], [data-testid="page-empty"]',
    );
    expect(downloads.kb, downloads.files.join(' ')).toBeLessThanOrEqual(JS_BUDGET_KB['/requests']);
  });

  test('the homepage stays within its JavaScript budget and loads none of the app', async ({
    page,
  }) => {
    const downloads = await scriptDownloads(page, '/', 'main');
    expect(downloads.kb, downloads.files.join(' ')).toBeLessThanOrEqual(JS_BUDGET_KB['/']);
    const appChunk = /\/(?:app-start-(?!common-)|sign-in-|app-shell-|requests-)/;
    expect(downloads.files.filter((file) => appChunk.test(file))).toEqual([]);
  });
});
