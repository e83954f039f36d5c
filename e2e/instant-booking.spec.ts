import type { OrderDetail } from '@freight/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { chooseOption, toast } from './support/form-steps';
import { registerApprovedCompany } from './support/seed-companies';
import { addApprovedDriver, addVehicle } from './support/seed-fleet';
import { createOrder, newOrder, type CarrierWithFleet } from './support/seed-orders';
import { translated } from './support/translations';

/**
 * Instant booking (issue 32): a forwarder publishes an order a carrier may book at its
 * posted price; two carriers, each in its own browser, press Book at the same moment. One
 * gets the order, the other the translated refusal that the load is taken.
 */
test('two carriers book at once: one gets the order, the other is told it is taken', async ({
  browser,
  api,
  signIn,
  forwarder,
  carrierWithFleet,
}) => {
  const order = await createOrder(api, forwarder, newOrder({ instantBooking: true }));
  expect(order.instantBooking).toBe(true);
  const rival = await registerApprovedCompany(api, 'CARRIER');
  const rivalWithFleet: CarrierWithFleet = {
    ...rival,
    driver: await addApprovedDriver(api, rival),
    vehicle: await addVehicle(api, rival),
  };

  // Each carrier opens the order on a phone-sized screen and fills in the booking dialog.
  const ready = async (carrier: CarrierWithFleet): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await signIn(carrier.owner, page);
    await page.goto(`/view-request/${order.id}`);
    await page.getByTestId('book-order').click();
    await chooseOption(page, 'book-order-driver', carrier.driver.id);
    await chooseOption(page, 'book-order-vehicle', carrier.vehicle.id);
    return page;
  };
  const pages = [await ready(carrierWithFleet), await ready(rivalWithFleet)];

  await Promise.all(pages.map((page) => page.getByTestId('book-order-confirm').click()));

  // The refusal, in the dialog or (once the page lost the order it may no longer see) a toast.
  const refusal = await translated(pages[0]!, 'errors', 'ORDER_ALREADY_BOOKED');
  const refusedOn = (page: Page) =>
    page
      .getByTestId('book-order-error')
      .filter({ hasText: refusal })
      .or(toast(page, refusal))
      .first();
  const outcome = (page: Page) =>
    expect
      .poll(async () => {
        if (await refusedOn(page).isVisible()) return 'refused';
        const status = await page.getByTestId('order-view').getAttribute('data-status');
        return status === 'CARRIER_SELECTED' ? 'booked' : 'waiting';
      })
      .not.toBe('waiting');
  await Promise.all(pages.map(outcome));
  const outcomes = await Promise.all(
    pages.map(async (page) => ((await refusedOn(page).isVisible()) ? 'refused' : 'booked')),
  );
  expect([...outcomes].sort()).toEqual(['booked', 'refused']);
  const winner = pages[outcomes.indexOf('booked')];
  if (!winner) throw new Error('no carrier booked');
  await expect(winner.getByTestId('order-view')).toHaveAttribute('data-status', 'CARRIER_SELECTED');

  // The forwarder's order has its carrier, at the posted price.
  const booked = await api.call<OrderDetail>('GET', `/orders/${order.id}`, {
    as: forwarder.owner,
    status: 200,
  });
  expect(booked).toMatchObject({
    status: 'CARRIER_SELECTED',
    selectedResponse: { price: order.price, currency: order.currency, status: 'ACCEPTED' },
  });
  await Promise.all(pages.map((page) => page.context().close()));
});
