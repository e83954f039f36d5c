import type { Page } from '@playwright/test';
import { demoAccount } from './support/demo-accounts';
import { expect, test } from './support/fixtures';
import { currentLanguage, translationIn } from './support/translations';

interface WebAppManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
}

/** Resolves once the page's service worker is active (installed: the app shell precached). */
function serviceWorkerActive(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active !== null;
  });
}

/**
 * Opens the requests screen of a signed-in user and waits until its service worker is active.
 * Installing the worker downloads the whole app shell (~0.7 MB compressed) next to the screen's
 * own requests: on a loaded 2-core machine the first screen may take longer.
 */
async function openRequestsOnceWorkerActive(page: Page): Promise<void> {
  await page.goto('/requests');
  expect(await serviceWorkerActive(page)).toBe(true);
  await expect(page.getByTestId('orders-list')).toBeVisible({ timeout: 30_000 });
}

test.describe('the installable app (issue 13)', () => {
  // The other tests block service workers (playwright.config.ts); these are about them.
  test.use({ serviceWorkers: 'allow' });

  test('its manifest names the app, its start, standalone display and 192 and 512 px icons', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await request.get(href ?? '');
    expect(answer.ok()).toBe(true);
    const manifest = (await answer.json()) as WebAppManifest;
    expect(manifest.name).toBe('Freight');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/requests');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = (manifest.icons ?? []).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons ?? []) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    }
  });

  test('the worker controls the app; offline, a visited screen opens with the offline notice', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn(demoAccount('ROLE_FORWARDER'));
    await openRequestsOnceWorkerActive(page);

    // The first visit ran before the worker existed; from the reload on it controls the page.
    const apiAnswer = page.waitForResponse((response) => response.url().includes('/api/'));
    await page.reload();
    await expect(page.getByTestId('orders-list')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Signed-in data never comes from the worker: it does not answer /api at all.
    expect((await apiAnswer).fromServiceWorker()).toBe(false);
    const language = await currentLanguage(page);
    // The shell's translations are in the worker's cache before the network goes.
    await expect
      .poll(() =>
        page.evaluate(async (lng) => {
          const cache = await caches.open('translations');
          const keys = await cache.keys();
          return keys.some((key) => key.url.endsWith(`/locales/${lng}/common.json`));
        }, language),
      )
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      // The shell (the signed-in frame, its menu) comes from the cache; the data cannot.
      await expect(page.getByTestId('sidebar')).toBeVisible();
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(translationIn(language, 'common', 'offline.title'));
    } finally {
      await context.setOffline(false);
    }
    // Back online, the notice goes away by itself.
    await expect(page.getByTestId('offline-notice')).toBeHidden();
  });

  test('with the worker in control, /login still starts the light sign-in, not the app', async ({
    page,
    signIn,
  }) => {
    await signIn(demoAccount('ROLE_FORWARDER'));
    await openRequestsOnceWorkerActive(page);

    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(new URL(response.url()).pathname);
      }
    });
    // The worker answers the navigation with its cached index.html; main.tsx picks the start.
    const signInDocument = page.waitForResponse(
      (response) => response.request().isNavigationRequest() && response.url().endsWith('/login'),
    );
    await page.getByTestId('signout-button').click();
    expect((await signInDocument).fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    expect(scripts.some((file) => file.includes('/sign-in-entry-'))).toBe(true);
    expect(scripts.filter((file) => /\/app-(?:start|shell)-/.test(file))).toEqual([]);
  });
});
