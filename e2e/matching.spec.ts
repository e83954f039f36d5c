import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dayFromNow } from './support/dates';
import { addVehicle, newVehicle } from './support/seed-fleet';
import { createOrder, newOrder } from './support/seed-orders';
import { translated } from './support/translations';
import { uniqueStamp } from './support/unique-stamp';

/** How soon the carrier's open page must show an alert (issue 31). */
const ALERT_WITHIN_MS = 5_000;

/** Resolves once the page's socket is signed in; from then on it hears notifications. */
function socketSignedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"ready"')) resolve();
      });
    });
  });
}

test('a saved search alerts its carrier live, a truck makes it a suggestion, Invite reaches it', async ({
  page,
  browser,
  api,
  signIn,
  forwarder,
  carrierWithFleet,
}) => {
  // A weight no other order of this run has: only this test's load matches the search.
  const stamp = Number(uniqueStamp().slice(-3));
  const weight = Math.round((7 + stamp / 1000) * 1000) / 1000;

  // The carrier filters the load board from Shymkent region by that weight and saves it.
  const carrierContext = await browser.newContext();
  const carrierPage = await carrierContext.newPage();
  await signIn(carrierWithFleet.owner, carrierPage);
  await carrierPage.goto(`/requests?from=KZ-79&weightMinTons=${weight}&weightMaxTons=${weight}`);
  await carrierPage.getByTestId('save-search').click();
  await carrierPage.getByTestId('save-search-name').fill('Шымкент, рефрижератор');
  await carrierPage.getByTestId('save-search-submit').click();
  await expect(carrierPage.getByTestId('save-search-done')).toBeVisible();

  // Its searches stay open, listening.
  const carrierLive = socketSignedIn(carrierPage);
  await carrierPage.goto('/saved-searches');
  const search = carrierPage.getByTestId('saved-search');
  await expect(search).toHaveCount(1);
  await expect(search.getByTestId('saved-search-unseen')).toHaveCount(0);
  await carrierLive;

  // A load elsewhere alerts nobody; the matching one shows on the open page without reloading.
  await createOrder(
    api,
    forwarder,
    newOrder({
      cargoWeightTons: weight,
      route: newOrder().route.map((point) => ({ ...point, city: 'Костанай' })),
    }),
  );
  await createOrder(api, forwarder, newOrder({ cargoWeightTons: weight }));
  await expect(search.getByTestId('saved-search-unseen')).toBeVisible({
    timeout: ALERT_WITHIN_MS,
  });
  await search.getByTestId('saved-search-matches').click();
  await expect(carrierPage.getByTestId('search-match')).toHaveCount(1);

  // The carrier posts a free refrigerator in Shymkent for the coming days.
  const vehicle = await addVehicle(
    api,
    carrierWithFleet,
    newVehicle({ bodyType: 'REFRIGERATOR', capacityTons: 20, capacityM3: 82 }),
  );
  await api.call('POST', '/truck-offers', {
    as: carrierWithFleet.owner,
    data: {
      vehicleId: vehicle.id,
      place: 'KZ-79:SHYMKENT',
      availableFrom: dayFromNow(8).iso,
      availableTo: dayFromNow(12).iso,
      destinations: [],
    },
    status: 201,
  });

  // The forwarder's next order lists that carrier among its suggestions, for its truck.
  const next = await createOrder(api, forwarder, newOrder());
  await signIn(forwarder.owner);
  await page.goto(`/view-request/${next.id}`);
  const suggestion = page.locator(
    `[data-testid="suggested-carrier"][data-company-id="${carrierWithFleet.id}"]`,
  );
  await expect(suggestion).toBeVisible();
  const truckReason = (await translated(page, 'trucks', 'suggestions.reasons.truck')).split(
    '{{',
  )[0];
  await expect(suggestion).toContainText(truckReason ?? '');

  // Invite: the carrier's open page hears it.
  const bell = carrierPage.getByTestId('notification-bell');
  const unreadBefore = Number((await bell.getAttribute('data-unread')) ?? '0');
  await suggestion.getByTestId('suggested-carrier-invite').click();
  await expect(suggestion.getByTestId('suggested-carrier-invited')).toBeVisible();
  await expect
    .poll(async () => Number((await bell.getAttribute('data-unread')) ?? '0'), {
      timeout: ALERT_WITHIN_MS,
    })
    .toBeGreaterThan(unreadBefore);
  await carrierContext.close();
});
