import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { toast } from './support/form-steps';
import { respondToOrder } from './support/seed-orders';
import { translated } from './support/translations';

/** How soon an open view must show a change made elsewhere (issue 15). */
const LIVE_WITHIN_MS = 2_000;

/**
 * Resolves once the page's socket is signed in (the server answered `ready`): from then on it
 * receives order events. Call before the page loads.
 */
function socketSignedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"ready"')) resolve();
      });
    });
  });
}

test('open order views update themselves: the forwarder sees a new response, the carrier its acceptance', async ({
  page,
  browser,
  api,
  signIn,
  forwarder,
  publishedOrder,
  carrierWithFleet,
}) => {
  // The forwarder has the order open, with no responses yet.
  await signIn(forwarder.owner);
  const forwarderLive = socketSignedIn(page);
  await page.goto(`/view-request/${publishedOrder.id}`);
  await expect(page.getByText(await translated(page, 'orders', 'responses.empty'))).toBeVisible();
  await forwarderLive;

  // The carrier, side by side in its own context, has the order open too.
  const carrierContext = await browser.newContext();
  const carrierPage = await carrierContext.newPage();
  await signIn(carrierWithFleet.owner, carrierPage);
  const carrierLive = socketSignedIn(carrierPage);
  await carrierPage.goto(`/view-request/${publishedOrder.id}`);
  await expect(carrierPage.getByTestId('order-view')).toBeVisible();
  await carrierLive;

  // The carrier responds; the forwarder's page shows it without reloading.
  await respondToOrder(api, carrierWithFleet.owner, publishedOrder.id, {
    driverId: carrierWithFleet.driver.id,
    vehicleId: carrierWithFleet.vehicle.id,
  });
  const row = page.locator(`[data-testid="response-row"][data-carrier="${carrierWithFleet.name}"]`);
  await expect(row).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await expect(row).toHaveAttribute('data-status', 'ACTIVE');

  // The carrier's page, which had no response of its own, shows it as well.
  const myStatus = carrierPage.getByTestId('my-response-status');
  await expect(myStatus).toHaveAttribute('data-status', 'ACTIVE', { timeout: LIVE_WITHIN_MS });

  // The forwarder accepts; the carrier's open view shows it without reloading.
  await row.getByTestId('response-accept').click();
  await page.getByTestId('response-accept-confirm').click();
  await expect(toast(page, await translated(page, 'orders', 'responses.accepted'))).toBeVisible();
  await expect(myStatus).toHaveAttribute('data-status', 'ACCEPTED', { timeout: LIVE_WITHIN_MS });
  await expect(carrierPage.getByTestId('order-view')).toHaveAttribute(
    'data-status',
    'CARRIER_SELECTED',
    { timeout: LIVE_WITHIN_MS },
  );
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'CARRIER_SELECTED');
  await carrierContext.close();
});
