import AxeBuilder from '@axe-core/playwright';
import type { Language, OrderPage } from '@freight/shared';
import type { Page } from '@playwright/test';
import type { ApiClient } from './support/api-client';
import { demoAccount, type DemoRole } from './support/demo-accounts';
import { expect, test } from './support/fixtures';
import { translationIn } from './support/translations';

/**
 * WCAG 2 A and AA over the main signed-in screens of the three main roles (issue 30): axe-core
 * finds no critical or serious violation at a phone's and a desktop's width, in all four
 * languages; no untranslated code and no label in another language's script; nothing wider
 * than the phone. One sign-in per role; the language and the width change in place.
 */

const LANGUAGES: readonly Language[] = ['kz', 'en', 'ru', 'zh'];
const WIDTHS = [1280, 375] as const;

interface Screen {
  path: string;
  /** What shows once the screen has its data. */
  readyTestId: string;
}

async function firstOrderPath(api: ApiClient, role: DemoRole, query: string): Promise<string> {
  const page = await api.call<OrderPage>('GET', `/orders?pageSize=1${query}`, {
    as: demoAccount(role),
    status: 200,
  });
  const order = page.items[0];
  if (!order) throw new Error(`the demo ${role} has no order for ${query}`);
  return `/view-request/${order.id}`;
}

/** The violations axe counts as critical or serious, one line each with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} :: ${node.any[0]?.message ?? ''}`)
          .join(', ')}`,
    );
}

/**
 * Codes that reached the screen untranslated: an enum value such as `LOADING_DEPARTED` or
 * `ROLE_FORWARDER` (capitals joined by underscores), which no text of the product contains.
 */
async function rawCodes(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return [...new Set(text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [])];
}

/**
 * A script no text of the language is written in: Cyrillic or Chinese in English, Cyrillic in
 * Chinese, Chinese or the letters only Kazakh has in Russian, Chinese in Kazakh.
 */
const FOREIGN_SCRIPT: Record<Language, RegExp> = {
  en: /[\p{Script=Cyrillic}\p{Script=Han}]/u,
  zh: /\p{Script=Cyrillic}/u,
  ru: /[\p{Script=Han}әғқңөұүһіӘҒҚҢӨҰҮҺІ]/u,
  kz: /\p{Script=Han}/u,
};

/**
 * The product's own words — headings, column heads, labels, buttons, tabs, tags, menu entries
 * — that are in another language's script. The data inside them (company names, cities),
 * marked `translate="no"`, may be in any language and is not read.
 */
const INTERFACE_TEXTS = [
  'main :is(h1, h2, h3, h4, th, label, .ant-btn, .ant-tabs-tab, .ant-tag, .ant-empty-description)',
  'main :is(.ant-descriptions-item-label, .ant-form-item-label, .ant-alert-title)',
  '.ant-layout-sider .ant-menu-title-content',
].join(', ');

async function wrongScriptTexts(page: Page, language: Language): Promise<string[]> {
  const texts = await page.locator(INTERFACE_TEXTS).evaluateAll((elements) =>
    elements.map((element) => {
      const words = element.cloneNode(true) as Element;
      words.querySelectorAll('[translate="no"]').forEach((data) => data.remove());
      return words.textContent;
    }),
  );
  return [...new Set(texts.filter((text) => FOREIGN_SCRIPT[language].test(text)))];
}

/** How far the page is wider than the window: a screen that scrolls sideways. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function checkScreens(page: Page, screens: readonly Screen[]): Promise<void> {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    await page.evaluate((code) => window.localStorage.setItem('locale', code), language);
    for (const screen of screens) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(screen.path);
      await expect(page.getByTestId(screen.readyTestId).first()).toBeVisible();
      for (const code of await rawCodes(page)) {
        found.push(`${language} ${screen.path}: the raw code ${code} is shown`);
      }
      for (const text of await wrongScriptTexts(page, language)) {
        found.push(`${language} ${screen.path}: "${text}" is in another language's script`);
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.locator('main h1')).toHaveCount(1);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) {
          found.push(`${language} ${width}px ${screen.path}: the page is ${overflow}px too wide`);
        }
        for (const violation of await seriousViolations(page)) {
          found.push(`${language} ${width}px ${screen.path}: ${violation}`);
        }
      }
    }
  }
  expect(found, found.join('\n')).toEqual([]);
}

test.describe('accessibility of the screens (issue 30)', () => {
  // The forwarder's 4 screens × 4 languages × 2 widths: about 2 min on the 2-core CI machine;
  // the budget caps a failure, it is not a wait.
  test.describe.configure({ timeout: 240_000 });

  test('the forwarder: requests, an order, chat and analytics', async ({ page, api, signIn }) => {
    const orderPath = await firstOrderPath(api, 'ROLE_FORWARDER', '&status=CARRIER_SELECTED');
    await signIn(demoAccount('ROLE_FORWARDER'));
    // Kazakh, the default: the route map's zoom buttons are named in it, not in Leaflet's English.
    await page.goto(orderPath);
    // A carrier is chosen: the terms, with the route map, open under their summary.
    await page.getByTestId('order-terms-toggle').click();
    const zoomIn = translationIn('kz', 'orders', 'route.zoomIn');
    await expect(page.getByRole('button', { name: zoomIn, exact: true })).toBeVisible();
    await checkScreens(page, [
      { path: '/requests', readyTestId: 'orders-list' },
      { path: orderPath, readyTestId: 'order-view' },
      { path: '/chat', readyTestId: 'chat-page' },
      { path: '/analytics', readyTestId: 'analytics-page' },
    ]);
  });

  test('the logistician: requests and an order of his company', async ({ page, api, signIn }) => {
    const orderPath = await firstOrderPath(api, 'ROLE_LOGISTICIAN', '&scope=my');
    await signIn(demoAccount('ROLE_LOGISTICIAN'));
    await page.goto('/requests');
    await checkScreens(page, [
      { path: '/requests', readyTestId: 'orders-list' },
      { path: orderPath, readyTestId: 'order-view' },
    ]);
  });

  test('the carrier: its drivers, vehicles, documents and notifications', async ({
    page,
    signIn,
  }) => {
    await signIn(demoAccount('ROLE_DRIVER_COMPANY'));
    await page.goto('/company-drivers');
    await checkScreens(page, [
      { path: '/company-drivers', readyTestId: 'driver-row' },
      { path: '/company-auto', readyTestId: 'vehicle-row' },
      { path: '/documents', readyTestId: 'document-row' },
      { path: '/notifications', readyTestId: 'notification-item' },
    ]);
  });

  test('the administrator: staff, questions, partners and analytics', async ({ page, signIn }) => {
    await signIn(demoAccount('ROLE_ADMIN'));
    await page.goto('/admin/staff');
    await checkScreens(page, [
      { path: '/admin/staff', readyTestId: 'staff-row' },
      { path: '/questions', readyTestId: 'question-row' },
      { path: '/admin/partners', readyTestId: 'partner-row' },
      { path: '/analytics', readyTestId: 'analytics-page' },
    ]);
  });

  test('the moderator: requests, documents and questions', async ({ page, signIn }) => {
    await signIn(demoAccount('ROLE_MODERATOR'));
    await page.goto('/requests');
    await checkScreens(page, [
      { path: '/requests', readyTestId: 'orders-list' },
      { path: '/documents', readyTestId: 'document-row' },
      { path: '/questions', readyTestId: 'question-row' },
    ]);
  });

  test("the forwarder's employee: the company's and own requests", async ({ page, signIn }) => {
    await signIn(demoAccount('ROLE_EMPLOYEE'));
    await page.goto('/requests');
    await checkScreens(page, [
      { path: '/requests', readyTestId: 'orders-list' },
      { path: '/my-requests', readyTestId: 'orders-list' },
    ]);
  });

  test('the sign-in page, before anyone signs in', async ({ page }) => {
    await page.goto('/login');
    await checkScreens(page, [{ path: '/login', readyTestId: 'login-submit' }]);
  });

  test('the security service: drivers, carriers and problem orders', async ({ page, signIn }) => {
    await signIn(demoAccount('ROLE_CB'));
    await page.goto('/drivers');
    await checkScreens(page, [
      { path: '/drivers', readyTestId: 'drivers-page' },
      { path: '/carriers', readyTestId: 'companies-page' },
      { path: '/problem-requests', readyTestId: 'problem-row' },
    ]);
  });
});
