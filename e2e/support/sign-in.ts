import type { LoginResponse } from '@freight/shared';
import { expect, type Page } from '@playwright/test';
import { DEMO_CB_BIN, DEMO_LOGINS, DEMO_PASSWORD, type DemoRole } from './demo-accounts';

/** Signs in through the UI's login form (the security service through its BIN tab). */
export async function signInThroughForm(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/login');
  if (role === 'ROLE_CB') {
    await page.getByTestId('login-tab-cb').click();
    await page.getByTestId('login-bin').fill(DEMO_CB_BIN);
  } else {
    await page.getByTestId('login-tab-company').click();
  }
  await page.getByTestId('login-email').fill(DEMO_LOGINS[role]);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/**
 * Puts a session the API issued under the web app's storage keys before the page's first
 * script runs, as the login form would have (epic-stack's programmatic login), so specs that
 * are not about the login form do not click through it.
 */
export async function installSession(page: Page, session: LoginResponse): Promise<void> {
  await page.addInitScript((stored) => {
    // Once per tab: a later sign-out must stay signed out across navigations.
    if (window.sessionStorage.getItem('e2e-session-installed')) return;
    window.sessionStorage.setItem('e2e-session-installed', '1');
    window.localStorage.setItem('LOGISTICS_ACCESS_TOKEN', stored.accessToken);
    window.localStorage.setItem('LOGISTICS_REFRESH_TOKEN', stored.refreshToken);
    window.localStorage.setItem('ACCOUNT_DATA', JSON.stringify(stored.account));
  }, session);
}
