import type { OrderDetail } from '@freight/shared';
import type { Page } from '@playwright/test';
import { pngFile } from './support/fixture-files';
import { expect, test } from './support/fixtures';
import { addStaffMember, newStaffMember } from './support/seed-companies';
import { readOrder } from './support/seed-orders';
import { departedOrder, newSignedOrder } from './support/seed-trip';

/**
 * Issue 30: the carrier's logistician, on a 375 px phone, types the seal found at unloading.
 * A number other than the one put on at loading is asked again (never shown); typed right, the
 * trip goes on with no case for the security service. Typed differently again, it goes to the
 * security service only with a photo of the seal.
 */

const SEAL = 'KZ 7700123';

/** Types `sealNumber` into the open unloading dialog and sends it. */
async function typeSealFound(page: Page, sealNumber: string) {
  await page.getByTestId('trip-seal-number').fill(sealNumber);
  await page.getByTestId('trip-step-submit').click();
}

test('a mistyped seal is typed again without a CB case; a second mismatch with a photo opens one', async ({
  page,
  context,
  api,
  signIn,
  orderWithSignedContract: { order, forwarder, carrier },
}) => {
  // Two orders taken on the road through the API, two short dialogs: about 40 s on the CI
  // machine; the budget caps a failure, it is not a wait.
  test.setTimeout(120_000);
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  const logistician = await addStaffMember(api, carrier, newStaffMember(false));
  const second = await newSignedOrder(api, forwarder, carrier);
  for (const { id } of [order, second]) await departedOrder(api, id, logistician, SEAL);
  const caseOf = async (orderId: string): Promise<OrderDetail['openProblem']> =>
    (await readOrder(api, forwarder.owner, orderId)).openProblem;

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(logistician);

  // A mistype: asked to check the seal, without the number recorded at loading.
  await page.goto(`/view-request/${order.id}`);
  const next = page.getByTestId('trip-next-step');
  await expect(next).toHaveAttribute('data-action', 'START_UNLOADING');
  // Mid-trip, the phone opens on what to do next: no scrolling past the order's terms.
  await expect(next).toBeInViewport();
  await next.click();
  await typeSealFound(page, 'KZ 7700132');
  const ask = page.getByTestId('seal-recheck-ask');
  await expect(ask).toHaveAttribute('data-stage', 'RECHECK');
  await expect(ask).toContainText('Check the seal and type the number again.');
  await expect(page.getByRole('dialog')).not.toContainText(SEAL);
  await expect(page.getByTestId('trip-seal-number')).toHaveValue('');
  expect(await caseOf(order.id)).toBeNull();

  // Typed right after checking: unloading starts and the security service has nothing to do.
  await typeSealFound(page, SEAL.toLowerCase());
  await expect(next).toHaveAttribute('data-action', 'DEPART_UNLOADING');
  await expect(page.getByTestId('trip-seal')).toHaveAttribute('data-mismatch', 'false');
  expect(await caseOf(order.id)).toBeNull();

  // A seal that really differs: typed twice, then sent with a photo, it opens one case.
  await page.goto(`/view-request/${second.id}`);
  await expect(next).toHaveAttribute('data-action', 'START_UNLOADING');
  await next.click();
  await typeSealFound(page, 'KZ 9900555');
  await expect(ask).toHaveAttribute('data-stage', 'RECHECK');
  await typeSealFound(page, 'KZ 9900555');
  await expect(ask).toHaveAttribute('data-stage', 'PHOTO');
  const submit = page.getByTestId('trip-step-submit');
  await expect(submit).toBeDisabled();
  expect(await caseOf(second.id)).toBeNull();

  await page
    .getByTestId('seal-recheck-photo-input')
    .setInputFiles(pngFile('seal-found.png', 32, [200, 60, 50]));
  await expect(page.getByTestId('seal-recheck-photo-attached')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(next).toHaveAttribute('data-action', 'DEPART_UNLOADING');
  const mismatch = page.getByTestId('trip-seal-mismatch');
  await expect(mismatch).toHaveAttribute('data-awaiting-decision', 'true');
  expect(await caseOf(second.id)).not.toBeNull();
});
