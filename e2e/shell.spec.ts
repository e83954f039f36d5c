import { menuItemsFor } from '@freight/shared';
import { DEMO_LOGINS, DEMO_PASSWORD, demoAccount, type DemoRole } from './support/demo-accounts';
import { expect, test } from './support/fixtures';
import { respondToOrder } from './support/seed-orders';
import { signInThroughForm } from './support/sign-in';
import { translationIn } from './support/translations';

const ROLES = Object.keys(DEMO_LOGINS) as DemoRole[];

test.describe('signing in', () => {
  for (const role of ROLES) {
    test(`${role} signs in and sees exactly its menu`, async ({ page }) => {
      await signInThroughForm(page, role);
      const expected = menuItemsFor(role).map((item) => `menu-${item.key}`);
      const shown = await page
        .getByTestId('sidebar')
        .locator('[data-testid^="menu-"]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
      expect(shown).toEqual(expected);
      await expect(page.getByTestId('user-role')).not.toBeEmpty();
    });
  }

  test('a wrong password is refused with the server message translated', async ({ page }) => {
    await page.goto('/login');
    // Search engines and Lighthouse read the sign-in page's own description.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await page.getByTestId('login-email').fill(DEMO_LOGINS.ROLE_FORWARDER);
    await page.getByTestId('login-password').fill('WrongPassword1!');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('the signed-in shell', () => {
  test('a signed-in route without a token sends the visitor to /login', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login/);
  });

  test('signing in returns the visitor to the page the app sent them away from', async ({
    page,
  }) => {
    await page.goto('/profile?tab=company');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile%3Ftab%3Dcompany$/);
    await page.getByTestId('login-email').fill(DEMO_LOGINS.ROLE_FORWARDER);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/profile\?tab=company$/);
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('an unknown path shows the not-found page, signed out and signed in', async ({
    page,
    signIn,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await signIn(demoAccount('ROLE_FORWARDER'));
    await page.goto('/still/no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('Ctrl+B collapses and expands the side menu', async ({ page, signIn }) => {
    await signIn(demoAccount('ROLE_FORWARDER'));
    await page.goto('/notifications');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    const expandedWidth = (await sidebar.boundingBox())?.width ?? 0;
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect
      .poll(async () => (await sidebar.boundingBox())?.width ?? 0)
      .toBeLessThan(expandedWidth);
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  test('at 375 px the menu is a drawer', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(demoAccount('ROLE_DRIVER_COMPANY'));
    await page.goto('/notifications');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('menu-companyDrivers')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('the profile drawer shows the person and the organisation', async ({ page, signIn }) => {
    const { account: forwarder } = await signIn(demoAccount('ROLE_FORWARDER'));
    await page.goto('/notifications');
    await expect(page.getByTestId('user-name')).toHaveText(forwarder.organizationName ?? '');
    await page.getByTestId('user-name').click();
    const drawer = page.getByTestId('profile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('profile-full-name')).toContainText(forwarder.lname);
    await expect(drawer.getByTestId('profile-full-name')).toContainText(forwarder.fname);
    await expect(drawer.getByTestId('profile-phone')).toContainText(forwarder.phoneNumber ?? '');
    await expect(drawer.getByTestId('profile-organization')).toContainText(
      forwarder.organizationName ?? '',
    );
    await expect(drawer.getByTestId('profile-bin')).toContainText(forwarder.companyBIN ?? '');
    await expect(drawer.getByTestId('profile-legal-address')).toContainText(
      forwarder.legalAddress ?? '',
    );
    await expect(drawer.getByTestId('profile-actual-address')).toContainText(
      forwarder.actualAddress ?? '',
    );
  });

  test('a security-service user is named by first and last name', async ({ page, signIn }) => {
    const { account: cb } = await signIn(demoAccount('ROLE_CB'));
    await page.goto('/notifications');
    await expect(page.getByTestId('user-name')).toContainText(cb.fname);
    await expect(page.getByTestId('user-name')).toContainText(cb.lname);
  });

  test('sign-out clears the stored session and returns to /login', async ({ page, signIn }) => {
    await signIn(demoAccount('ROLE_EMPLOYEE'));
    await page.goto('/notifications');
    await page.getByTestId('signout-button').click();
    await expect(page).toHaveURL(/\/login/);
    // The app's /login route reloads the address (decision 027): only the sign-in page that
    // load starts has the form, and the storage is read once that document is the page.
    await expect(page.getByTestId('login-submit')).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('LOGISTICS_ACCESS_TOKEN'),
      refresh: localStorage.getItem('LOGISTICS_REFRESH_TOKEN'),
      account: localStorage.getItem('ACCOUNT_DATA'),
    }));
    expect(stored).toEqual({ access: null, refresh: null, account: null });
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('notifications', () => {
  test('the bell lists the latest items and marks all as read', async ({ page, signIn }) => {
    await signIn(demoAccount('ROLE_LOGISTICIAN'));
    await page.goto('/notifications');
    await page.getByTestId('notification-bell').click();
    const dropdown = page.getByTestId('notification-dropdown');
    await expect(dropdown.getByTestId('notification-item').first()).toBeVisible();
    await dropdown.getByTestId('mark-all-read').click();
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/notifications?unreadOnly=true', {
          headers: {
            authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('LOGISTICS_ACCESS_TOKEN'))}`,
          },
        });
        return ((await response.json()) as { unreadCount: number }).unreadCount;
      })
      .toBe(0);
    await expect(page.getByTestId('notifications-page')).toBeVisible();
  });
});

test.describe('live notifications', () => {
  test('a new notification reaches the open bell at once, before the next poll', async ({
    page,
    api,
    signIn,
    forwarder,
    publishedOrder,
    carrierWithFleet,
  }) => {
    const session = await signIn(forwarder.owner);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const socketOpened = page.waitForEvent('websocket', (socket) =>
      socket.url().endsWith('/api/ws'),
    );
    await page.goto('/notifications');
    const socket = await socketOpened;
    await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('ready'));
    const before = (await (
      await page.request.get('/api/notifications?pageSize=1', { headers })
    ).json()) as { unreadCount: number };

    // A carrier's response notifies the order's forwarder. (A password change would not do:
    // it ends the user's sessions, this page's socket included.)
    await respondToOrder(api, carrierWithFleet.owner, publishedOrder.id, {
      driverId: carrierWithFleet.driver.id,
      vehicleId: carrierWithFleet.vehicle.id,
    });

    // The bell polls every 30 s: within 10 s only the socket can have told it.
    await expect(page.getByTestId('notification-bell')).toHaveAttribute(
      'data-unread',
      String(before.unreadCount + 1),
      { timeout: 10_000 },
    );
  });
});

test.describe('password recovery', () => {
  test('a user resets the password with the e-mailed code and signs in with it', async ({
    page,
    forwarder,
    mailbox,
  }) => {
    // A company of the test's own: its owner's password is reset here.
    const { login, password: oldPassword } = forwarder.owner;
    const newPassword = 'Recovered123!';
    await page.goto('/login');
    await page.locator('a[href="/forgot-password"]').click();
    await expect(page).toHaveURL(/\/forgot-password/);
    await page.getByTestId('forgot-email').fill(login);
    await page.getByTestId('forgot-send').click();
    const otp = await mailbox.latestRecoveryCode(login);
    await page.getByTestId('forgot-otp').fill(otp);
    await page.getByTestId('forgot-verify').click();
    await page.getByTestId('forgot-new-password').fill(newPassword);
    await page.getByTestId('forgot-confirm-password').fill('Mismatch123!');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-success')).toBeHidden();
    await page.getByTestId('forgot-confirm-password').fill(newPassword);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-success')).toBeVisible();

    const refused = await page.request.post('/api/auth/login', {
      data: { login, password: oldPassword },
    });
    expect(refused.status()).toBe(401);
    const accepted = await page.request.post('/api/auth/login', {
      data: { login, password: newPassword },
    });
    expect(accepted.status()).toBe(200);
  });
});

test.describe('languages', () => {
  test('the sign-in page switches the language the app then speaks', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-language').click();
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('lang-option-en').click();
    await reloaded;
    await expect(page.getByTestId('login-submit')).toHaveText(
      translationIn('en', 'auth', 'login.submit'),
    );
    await page.getByTestId('login-email').fill(DEMO_LOGINS.ROLE_FORWARDER);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('menu-notifications')).toContainText(
      translationIn('en', 'common', 'menu.notifications'),
    );
  });

  test('switching to each language changes the texts and survives a reload', async ({
    page,
    signIn,
  }) => {
    await signIn(demoAccount('ROLE_FORWARDER'));
    await page.goto('/notifications');
    const htmlLang = { kz: 'kk', ru: 'ru', zh: 'zh', en: 'en' } as const;
    for (const language of ['ru', 'zh', 'en', 'kz'] as const) {
      await page.getByTestId('topbar-language').click();
      // Choosing a language reloads the page: wait for the new document itself, which on a
      // loaded machine can take longer than an assertion's wait, not for its text alone.
      const reloaded = page.waitForEvent('load');
      await page.getByTestId(`lang-option-${language}`).click();
      await reloaded;
      const menuText = translationIn(language, 'common', 'menu.notifications');
      await expect(page.getByTestId('menu-notifications')).toContainText(menuText);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        new RegExp(`^${htmlLang[language]}`),
      );
      await page.reload();
      await expect(page.getByTestId('menu-notifications')).toContainText(menuText);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(language);
    }
  });
});
