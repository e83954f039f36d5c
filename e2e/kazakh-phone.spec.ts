import { ORDER_STATUS_GROUPS, OrderStatus, type OrderPage } from '@freight/shared';
import type { Locator, Page } from '@playwright/test';
import { demoAccount } from './support/demo-accounts';
import { expect, test } from './support/fixtures';

/**
 * Kazakh is the longest of the four languages: every screen that fits a 375 px phone in
 * Kazakh fits it in the others. A screen fails when the page scrolls sideways or when an
 * element reaches past the viewport's edge (unless a scrolling or clipping box holds it).
 */
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'kz'));
});

/** The elements where the overflow starts (their parent still fits), named for the message. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      // Wholly off-screen (a skip link waiting for focus) is hidden, not overflowing.
      const partly =
        (box.left < -1 && box.right > 0) || (box.left < width && box.right > width + 1);
      return partly;
    };
    const heldInside = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const text = element.textContent.trim().slice(0, 40);
      const box = element.getBoundingClientRect();
      return `<${element.localName}${testId ? ` ${testId}` : ''}${classes ? ` .${classes}` : ''}> ${Math.round(box.left)}–${Math.round(box.right)} px "${text}"`;
    };
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page scrolls sideways: ${pageWidth} px`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const parent = element.parentElement;
      if (!sticksOut(element) || (parent && sticksOut(parent)) || heldInside(element)) continue;
      found.push(name(element));
    }
    return found;
  });
}

async function expectFitsPhone(page: Page, path: string, ready: Locator): Promise<void> {
  if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
  await expect(ready.first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  expect(await overflowingElements(page), `${path} overflows 375 px in Kazakh`).toEqual([]);
}

test('the carrier’s screens fit a 375 px phone in Kazakh', async ({ page, signIn }) => {
  await signIn(demoAccount('ROLE_DRIVER_COMPANY'));
  await page.goto('/requests');
  await expectFitsPhone(page, '/requests', page.getByTestId('orders-list'));
  await expectFitsPhone(page, '/company-drivers', page.getByTestId('driver-row'));
  // The demo driver whose licence ran out: its date and the "expired" tag on a phone.
  await page
    .getByTestId('driver-row')
    .filter({ has: page.getByTestId('driver-expired') })
    .first()
    .getByTestId('driver-open')
    .click();
  const licenceExpiry = page.getByTestId('driver-licence-expiry');
  await expectFitsPhone(page, page.url(), licenceExpiry);
  // One line of text, not a column of single characters.
  expect((await licenceExpiry.boundingBox())?.height ?? 0).toBeLessThan(40);
  await expectFitsPhone(page, '/company-auto', page.getByTestId('vehicle-row'));
  await expectFitsPhone(page, '/chat', page.getByTestId('chat-list'));
  await expectFitsPhone(page, '/notifications', page.getByTestId('notification-item'));
  await expectFitsPhone(page, '/documents', page.getByTestId('documents-list'));
  await expectFitsPhone(page, '/analytics', page.getByTestId('analytics-page'));
});

test('the forwarder’s screens and a signed order fit a 375 px phone in Kazakh', async ({
  page,
  api,
  signIn,
}) => {
  const forwarder = demoAccount('ROLE_FORWARDER');
  const signed = await api.call<OrderPage>(
    'GET',
    `/orders?status=${OrderStatus.CONTRACT_SIGNED},${OrderStatus.IN_TRANSIT}`,
    { as: forwarder, status: 200 },
  );
  const [order] = signed.items;
  if (!order) throw new Error('the demo forwarder has no order with a signed contract');
  await signIn(forwarder);
  await page.goto('/requests');
  await expectFitsPhone(page, '/requests', page.getByTestId('orders-list'));
  await expectFitsPhone(
    page,
    `/view-request/${order.id}`,
    page.getByTestId('contract-download-signed'),
  );
  await expectFitsPhone(page, '/chat', page.getByTestId('chat-list'));
  await expectFitsPhone(page, '/documents', page.getByTestId('documents-list'));
  await expectFitsPhone(page, '/analytics', page.getByTestId('analytics-page'));

  // The new request: its actions stay on screen while the form is scrolled.
  await expectFitsPhone(page, '/new-request', page.getByTestId('order-form'));
  const publish = page.getByTestId('order-publish');
  await expect(publish).toBeInViewport();
  await publish.click();
  await expect(page.getByTestId('order-field-plannedLoadingDate')).toBeFocused();
});

test('the demo forwarder narrows the list to a status group with the counts in a row that scrolls', async ({
  page,
  signIn,
}) => {
  await signIn(demoAccount('ROLE_FORWARDER'));
  // Room for every order of the group on one page, so the rows shown are its total.
  await page.goto('/requests?pageSize=50');
  const tabs = page.getByTestId('orders-status-tabs');
  const onRoad = page.getByTestId('orders-status-tab-ON_ROAD');
  await expect(onRoad).toHaveAttribute('data-count', /^[1-9]\d*$/);
  await expect(page.getByTestId('orders-status-tab-ALL')).toHaveAttribute('aria-pressed', 'true');
  // Seven chips in Kazakh are wider than a phone: the row scrolls, the page does not.
  expect(await tabs.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
  await expectFitsPhone(page, page.url(), page.getByTestId('order-row'));

  await onRoad.click();
  const group = ORDER_STATUS_GROUPS.ON_ROAD;
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe(group.join(','));
  await expect(onRoad).toHaveAttribute('aria-pressed', 'true');
  const outsideGroup = group.map((status) => `:not([data-status="${status}"])`).join('');
  await expect(page.locator(`[data-testid="order-row"]${outsideGroup}`)).toHaveCount(0);
  await expect(page.getByTestId('order-row')).toHaveCount(
    Number(await onRoad.getAttribute('data-count')),
  );
});
