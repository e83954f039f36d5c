import type { OrderDetail, OrderPage, PriceHint, ResponseOptions } from '@freight/shared';
import type { Browser, Page } from '@playwright/test';
import type { ApiClient } from './support/api-client';
import { demoAccount, type Credentials } from './support/demo-accounts';
import { expect, test } from './support/fixtures';
import { chooseOption, inputOf, toast } from './support/form-steps';
import { shownMoney } from './support/money';
import { newOrder } from './support/seed-orders';
import { translated } from './support/translations';

/**
 * Issue 32 end to end: the demo forwarder takes the demo carrier back into its own carriers
 * from their completed deal, and offers a new load to its carriers first for an hour, with
 * the lane's price hint on the form. The pooled carrier sees the load; an outside carrier
 * does not, on the page or through the API. Opened to the board (by the owner here: the
 * test cannot move the server's clock; the API suite runs the window's job on both
 * databases), the outside carrier sees it too, and both press Book at the same moment: one
 * gets the load.
 */
test('my carriers first, then the board: visibility by stage and one booking', async ({
  page,
  browser,
  api,
  signIn,
  carrierWithFleet,
}) => {
  test.setTimeout(120_000);
  const forwarder = demoAccount('ROLE_FORWARDER');
  const demoCarrier = demoAccount('ROLE_DRIVER_COMPANY');

  // A completed deal between the two, and the carrier out of the pool to begin with.
  const deal = await completedDealBetween(api, forwarder, demoCarrier);
  const carrierCompanyId = deal.selectedResponse?.carrier.id;
  if (!carrierCompanyId) throw new Error(`order ${deal.number} has no carrier`);
  await api.call('DELETE', `/carrier-pool/${carrierCompanyId}`, { as: forwarder, status: 200 });

  // From the completed order's page, the carrier comes back into "my carriers".
  await signIn(forwarder);
  await page.goto(`/view-request/${deal.id}`);
  await page.getByTestId('carrier-pool-add').click();
  await expect(page.getByTestId('carrier-pool-added')).toBeVisible();

  // A draft on the demo's busiest lane, bookable at its price; published from the form.
  const draft = await api.call<OrderDetail>('POST', '/orders', {
    as: forwarder,
    data: newOrder({
      saveMode: 'DRAFT',
      instantBooking: true,
      transportType: 'TENT',
      route: newOrder().route.map((point, index) => {
        const city = index === 0 ? 'Алматы' : 'Астана';
        return { ...point, city, address: `${city}, ул. Абая, 10` };
      }),
    }),
    status: 201,
  });
  await page.goto(`/edit-request/${draft.id}`);
  const hint = await api.call<PriceHint>(
    'GET',
    '/price-hint?fromCity=Алматы&toCity=Астана&bodyType=TENT&currency=KZT',
    { as: forwarder, status: 200 },
  );
  const total = hint.total!;
  await expect(page.getByTestId('price-hint-median')).toHaveText(
    await shownMoney(page, total.median),
  );
  await expect(page.getByTestId('price-hint-range')).toContainText(
    await shownMoney(page, total.p25),
  );
  await expect(page.getByTestId('price-hint-deals')).toContainText(String(total.deals));
  await page.getByTestId('order-stage-POOL').click();
  await inputOf(page, 'order-field-poolHours').fill('1');
  await page.getByTestId('order-publish').click();
  const stageTag = page.getByTestId('order-publication-stage');
  await expect(stageTag).toBeVisible();
  const published = await api.call<OrderDetail>('GET', `/orders/${draft.id}`, {
    as: forwarder,
    status: 200,
  });
  expect(published).toMatchObject({ status: 'PUBLISHED', publicationStage: 'POOL' });
  expect(Date.parse(published.poolUntil!) - Date.parse(published.publishedAt!)).toBe(3_600_000);

  // The pooled carrier sees it, marked as offered to it first; the outside carrier does not.
  const pooledPage = await phonePage(browser, signIn, demoCarrier);
  await pooledPage.goto(`/view-request/${draft.id}`);
  await expect(pooledPage.getByTestId('order-view')).toBeVisible();
  await expect(pooledPage.getByTestId('order-publication-stage')).toBeVisible();
  const outsidePage = await phonePage(browser, signIn, carrierWithFleet.owner);
  await outsidePage.goto(`/view-request/${draft.id}`);
  await expect(outsidePage.getByTestId('order-missing')).toBeVisible();
  await expect(outsidePage.getByTestId('order-view')).toHaveCount(0);
  await api.call('GET', `/orders/${draft.id}`, { as: carrierWithFleet.owner, status: 404 });

  // Opened to the whole board: the tag goes, the outside carrier sees the load.
  await page.getByTestId('order-action-OPEN_TO_BOARD').click();
  await page.getByTestId('open-to-board-confirm').click();
  await expect(stageTag).toHaveCount(0);
  await outsidePage.reload();
  await expect(outsidePage.getByTestId('order-view')).toBeVisible();

  // Both carriers press Book at the same moment: one gets the load.
  const demoFleet = await api.call<ResponseOptions>('GET', `/orders/${draft.id}/response-options`, {
    as: demoCarrier,
    status: 200,
  });
  const fleets = [
    { page: pooledPage, driverId: demoFleet.drivers[0]!.id, vehicleId: demoFleet.vehicles[0]!.id },
    {
      page: outsidePage,
      driverId: carrierWithFleet.driver.id,
      vehicleId: carrierWithFleet.vehicle.id,
    },
  ];
  await pooledPage.reload();
  for (const { page: carrierPage, driverId, vehicleId } of fleets) {
    await carrierPage.getByTestId('book-order').click();
    await chooseOption(carrierPage, 'book-order-driver', driverId);
    await chooseOption(carrierPage, 'book-order-vehicle', vehicleId);
  }
  await Promise.all(
    fleets.map(({ page: carrierPage }) => carrierPage.getByTestId('book-order-confirm').click()),
  );
  const refusal = await translated(pooledPage, 'errors', 'ORDER_ALREADY_BOOKED');
  const outcome = async (carrierPage: Page) => {
    const refused = carrierPage
      .getByTestId('book-order-error')
      .filter({ hasText: refusal })
      .or(toast(carrierPage, refusal))
      .first();
    let seen = 'waiting';
    await expect
      .poll(async () => {
        if (await refused.isVisible()) return (seen = 'refused');
        const status = await carrierPage.getByTestId('order-view').getAttribute('data-status');
        return (seen = status === 'CARRIER_SELECTED' ? 'booked' : 'waiting');
      })
      .not.toBe('waiting');
    return seen;
  };
  const outcomes = await Promise.all(fleets.map(({ page: carrierPage }) => outcome(carrierPage)));
  expect([...outcomes].sort()).toEqual(['booked', 'refused']);
  const booked = await api.call<OrderDetail>('GET', `/orders/${draft.id}`, {
    as: forwarder,
    status: 200,
  });
  expect(booked).toMatchObject({
    status: 'CARRIER_SELECTED',
    selectedResponse: { price: draft.price, currency: draft.currency, status: 'ACCEPTED' },
  });
  await Promise.all(fleets.map(({ page: carrierPage }) => carrierPage.context().close()));
});

/** A completed order of `forwarder` that `carrier`'s company carried. */
async function completedDealBetween(
  api: ApiClient,
  forwarder: Credentials,
  carrier: Credentials,
): Promise<OrderDetail> {
  const query = '/orders?status=COMPLETED&pageSize=100';
  const carried = await api.call<OrderPage>('GET', `${query}&scope=my`, {
    as: carrier,
    status: 200,
  });
  const own = await api.call<OrderPage>('GET', query, { as: forwarder, status: 200 });
  const ownIds = new Set(own.items.map((order) => order.id));
  const deal = carried.items.find((order) => ownIds.has(order.id));
  if (!deal) throw new Error('the demo forwarder has no completed deal with the demo carrier');
  return api.call<OrderDetail>('GET', `/orders/${deal.id}`, { as: forwarder, status: 200 });
}

/** A phone-sized page of its own, signed in as `account`. */
async function phonePage(
  browser: Browser,
  signIn: (account: Credentials, page?: Page) => Promise<unknown>,
  account: Credentials,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await signIn(account, page);
  return page;
}
