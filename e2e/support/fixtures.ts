import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_CB_BIN, DEMO_PASSWORD, MAIL_SINK_URL } from './env';

export const DEMO_LOGINS = {
  ROLE_ADMIN: 'admin@demo.kz',
  ROLE_FORWARDER: 'forwarder@demo.kz',
  ROLE_EMPLOYEE: 'employee@demo.kz',
  ROLE_CB: 'cb@demo.kz',
  ROLE_DRIVER_COMPANY: 'carrier@demo.kz',
  ROLE_LOGISTICIAN: 'logist@demo.kz',
  ROLE_MODERATOR: 'moderator@demo.kz',
} as const;

export type DemoRole = keyof typeof DEMO_LOGINS;

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
 * Signs in programmatically (epic-stack style): asks the API for a session and stores it
 * under the web app's keys before the first page loads, so specs that are not about the
 * login form do not click through it.
 */
export async function signInProgrammatically(page: Page, login: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/login', { data: { login, password } });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    account: unknown;
  };
  await page.addInitScript((stored) => {
    // Once per tab: a later sign-out must stay signed out across navigations.
    if (window.sessionStorage.getItem('e2e-session-installed')) return;
    window.sessionStorage.setItem('e2e-session-installed', '1');
    window.localStorage.setItem('LOGISTICS_ACCESS_TOKEN', stored.accessToken);
    window.localStorage.setItem('LOGISTICS_REFRESH_TOKEN', stored.refreshToken);
    window.localStorage.setItem('ACCOUNT_DATA', JSON.stringify(stored.account));
  }, session);
  return session;
}

/** The newest 6-digit code mailed to `address`, read from the SMTP sink. */
export async function latestOtpMailedTo(address: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(address)}`);
        const messages = (await response.json()) as { text: string }[];
        otp = messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
        return otp;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return otp as string;
}

export const test = base;
export { expect };
