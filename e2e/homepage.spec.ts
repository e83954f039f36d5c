import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { demoAccount } from './support/demo-accounts';
import { translationIn } from './support/translations';

// A browser that prefers Kazakh: the server negotiates the homepage's language from it.
test.use({ locale: 'kk-KZ' });

/** The figures show numbers once the page's script has run (hydrated, fetched the answer). */
async function expectHydrated(page: Page) {
  await expect(page.getByTestId('home-figure-approvedCompanies').locator('dd')).toHaveText(/\d/);
}

test('a visitor reads the homepage in kz, switches to zh and registers as a carrier', async ({
  page,
  request,
}) => {
  // A crawler (no JavaScript) gets the real Kazakh page from the server.
  const served = await (await request.get('/')).text();
  expect(served).toContain('<html lang="kk">');
  expect(served).toContain(translationIn('kz', 'home', 'hero.title'));
  expect(served).toContain('hreflang="zh"');

  await page.goto('/');
  await expect(page).toHaveTitle(translationIn('kz', 'home', 'meta.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translationIn('kz', 'home', 'hero.title'),
  );
  await expect(page.getByTestId('home-sign-up-forwarder')).toHaveAttribute(
    'href',
    '/sign-up?role=forwarder',
  );
  await expectHydrated(page);

  await page.getByTestId('home-language-zh').click();
  await expect(page).toHaveURL(/\/\?lang=zh$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translationIn('zh', 'home', 'hero.title'),
  );
  await expect(
    page.getByRole('heading', { level: 2, name: translationIn('zh', 'home', 'services.title') }),
  ).toBeVisible();
  await expectHydrated(page);

  // The map's tiles cannot load (blocked here): the office's address stands in for the map.
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort());
  await page.locator('#location').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('home-map-fallback')).toContainText(
    translationIn('zh', 'home', 'location.address'),
  );

  // The choice carries into the app: the sign-up page opens at the carrier's form, in Chinese.
  await page.getByTestId('home-sign-up-carrier').click();
  await expect(page).toHaveURL(/\/sign-up\?role=carrier$/);
  // The first screen of the signed-in app: its code and the registration texts load now.
  await expect(page.getByTestId('signup-lastName')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('radio', {
      name: translationIn('zh', 'registration', 'roles.CARRIER.title'),
      checked: true,
    }),
  ).toBeAttached();
});

test('a signed-in user sees "go to the platform" on the homepage and reaches the orders', async ({
  page,
  signIn,
}) => {
  await signIn(demoAccount('ROLE_FORWARDER'));
  await page.goto('/?lang=en');
  const goToPlatform = page.getByTestId('home-go-to-platform');
  await expect(goToPlatform).toHaveText(translationIn('en', 'home', 'hero.goToPlatform'));
  await expect(page.getByTestId('home-sign-up-forwarder')).toHaveCount(0);
  await goToPlatform.click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByTestId('user-name')).toBeVisible();
});
