import type { CarrierPool, OrderPage } from '@freight/shared';
import { expect, test } from './support/fixtures';
import { DEMO_FORWARDER_BIN, demoAccount } from './support/demo-accounts';

/**
 * "My carriers" (issue 32): the demo forwarder takes a carrier of a completed deal out of its
 * pool and adds it back from the order's page, adds this test's carrier by BIN, and that
 * carrier's owner sees the forwarder among those that list it.
 */
test('a forwarder keeps its own carriers; the carrier sees who lists it', async ({
  page,
  browser,
  api,
  signIn,
  carrier,
}) => {
  const forwarder = demoAccount('ROLE_FORWARDER');
  const pool = await api.call<CarrierPool>('GET', '/carrier-pool', { as: forwarder, status: 200 });
  const fromDeal = pool.items.find((member) => member.source === 'ORDER' && member.orderNumber);
  if (!fromDeal?.orderNumber) throw new Error('the demo forwarder has no carrier from a deal');
  const deals = await api.call<OrderPage>(
    'GET',
    `/orders?q=${encodeURIComponent(fromDeal.orderNumber)}&status=COMPLETED`,
    { as: forwarder, status: 200 },
  );
  const deal = deals.items.find((order) => order.number === fromDeal.orderNumber);
  if (!deal) throw new Error(`order ${fromDeal.orderNumber} is not among the forwarder's`);

  // The pool, on its page: the carrier of the deal is taken out.
  await signIn(forwarder);
  await page.goto('/my-carriers');
  const member = page
    .getByTestId('carrier-pool-member')
    .filter({ hasText: fromDeal.companyName })
    .filter({ hasText: fromDeal.bin });
  await expect(member).toHaveCount(1);
  await member.getByTestId('carrier-pool-remove').click();
  await page.getByTestId('carrier-pool-remove-confirm').click();
  await expect(member).toHaveCount(0);

  // From the completed order's page it comes back, named by the order.
  await page.goto(`/view-request/${deal.id}`);
  await page.getByTestId('carrier-pool-add').click();
  await expect(page.getByTestId('carrier-pool-added')).toBeVisible();
  await page.goto('/my-carriers');
  await expect(member).toHaveCount(1);
  await expect(member).toContainText(fromDeal.orderNumber);

  // By BIN: this test's approved carrier.
  const count = page.getByTestId('carrier-pool-count');
  const before = await count.textContent();
  await page.getByTestId('carrier-pool-add-bin').fill(carrier.bin);
  await page.getByTestId('carrier-pool-add-submit').click();
  await expect(
    page.getByTestId('carrier-pool-member').filter({ hasText: carrier.name }),
  ).toHaveCount(1);
  await expect(count).not.toHaveText(before ?? '');

  // The carrier's side: the demo forwarder lists it.
  const carrierContext = await browser.newContext();
  const carrierPage = await carrierContext.newPage();
  await signIn(carrier.owner, carrierPage);
  await carrierPage.goto('/my-forwarders');
  await expect(carrierPage.getByTestId('carrier-pool-listing')).toHaveCount(1);
  await expect(carrierPage.getByTestId('carrier-pool-listing')).toContainText(DEMO_FORWARDER_BIN);
  await carrierContext.close();
});
