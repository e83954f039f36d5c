import { ErrorCode } from '@freight/shared';
import type { Page } from '@playwright/test';
import { dayFromNow } from './support/dates';
import { demoAccount } from './support/demo-accounts';
import { expect, test } from './support/fixtures';
import { chooseOption, enterDate, inputOf, openSelect, toast } from './support/form-steps';
import { shownMoney } from './support/money';
import { registerApprovedCompany } from './support/seed-companies';
import { addApprovedDriver, addVehicle, blacklistDriver, newDriver } from './support/seed-fleet';
import {
  acceptResponse,
  decideProblem,
  reportProblem,
  requestDeletion,
  respondToOrder,
} from './support/seed-orders';
import { uniqueStamp } from './support/unique-stamp';
import { translated } from './support/translations';

/**
 * Issue 5's story, one step per test, each starting from the state it needs, seeded through
 * the API: a forwarder publishes an order with three route points, carriers respond (one is
 * kept from its blacklisted driver), the forwarder selects one, the other sees its response
 * declined, the order goes to the security service (CB) as a problem and is decided, and an
 * order is cancelled through a deletion request.
 */

const ROUTE = [
  { type: 'LOADING', city: 'Алматы', address: 'ул. Райымбека, 212', contact: 'Айгуль Сапарова' },
  { type: 'INTERMEDIATE', city: 'Балхаш', address: 'ул. Ленина, 5', contact: 'Ержан Ким' },
  { type: 'UNLOADING', city: 'Астана', address: 'пр. Туран, 37', contact: 'Дина Абенова' },
] as const;

const PROBLEM_DESCRIPTION = 'Перевозчик просит сменить маршрут';
const DELETION_REASON = 'Клиент отказался от перевозки';

/** Every one of `actions` has an entry in the order's history on the page. */
async function expectHistoryEntries(page: Page, actions: string[]): Promise<void> {
  const history = page.getByTestId('order-history');
  for (const action of actions) {
    await expect(
      history.locator(`[data-testid="history-entry"][data-action="${action}"]`).first(),
    ).toBeVisible();
  }
}

test('the forwarder publishes an order with three route points', async ({
  page,
  signIn,
  forwarder,
}) => {
  // Some twenty fields typed and picked: 34 s in CI, past 60 s here beside the contract story.
  test.setTimeout(120_000);
  const loading = dayFromNow(10);
  const unloading = dayFromNow(14);
  const cargoName = `Керамическая плитка e2e ${uniqueStamp()}`;
  await signIn(forwarder.owner);
  await page.goto('/new-request');
  await expect(page.getByTestId('order-form')).toBeVisible();

  await enterDate(page, 'order-field-plannedLoadingDate', loading.shown);
  await enterDate(page, 'order-field-plannedUnloadingDate', unloading.shown);
  await chooseOption(page, 'order-field-transportType', 'TENT');
  await chooseOption(page, 'order-field-orderType', 'FTL');
  await chooseOption(page, 'order-field-paymentTerms', 'ON_UNLOADING');
  await inputOf(page, 'order-field-price').fill('450000');
  await page.getByTestId('order-field-cargoName').fill(cargoName);
  await inputOf(page, 'order-field-cargoWeightTons').fill('19.5');
  await inputOf(page, 'order-field-cargoVolumeM3').fill('82');
  await chooseOption(page, 'order-field-packageType', 'PALLETS');
  await inputOf(page, 'order-field-seats').fill('33');
  await chooseOption(page, 'order-field-loadingMethod', 'REAR');
  await page.getByTestId('order-field-specialConditions').fill('Не кантовать');

  // A new request has a loading and an unloading point; a stop goes between them.
  const points = page.getByTestId('route-point');
  await expect(points).toHaveCount(2);
  await page.getByTestId('route-add-point').click();
  await expect(points).toHaveCount(3);
  for (const [index, stop] of ROUTE.entries()) {
    const point = points.nth(index);
    await expect(point).toHaveAttribute('data-type', stop.type);
    await point.getByTestId('route-point-city').fill(stop.city);
    await point.getByTestId('route-point-address').fill(stop.address);
    await point.getByTestId('route-point-contact').fill(stop.contact);
    await point.getByTestId('route-point-phone').fill('+7 701 123 45 67');
  }

  await page.getByTestId('order-publish').click();
  await expect(toast(page, await translated(page, 'orders', 'form.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/view-request\/[^/]+$/);

  const view = page.getByTestId('order-view');
  await expect(view).toHaveAttribute('data-status', 'PUBLISHED');
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'PUBLISHED');
  await expect(page.getByTestId('order-number')).not.toBeEmpty();
  const shown = page.getByTestId('route-point');
  await expect(shown).toHaveCount(3);
  for (const [index, stop] of ROUTE.entries()) {
    await expect(shown.nth(index)).toHaveAttribute('data-type', stop.type);
    await expect(shown.nth(index).getByTestId('route-point-city')).toHaveValue(stop.city);
    await expect(shown.nth(index).getByTestId('route-point-address')).toHaveValue(stop.address);
  }
  await expect(page.getByTestId('order-field-cargoName')).toHaveValue(cargoName);
});

test('a carrier is registered, approved and given a fleet, one driver blacklisted, through the API', async ({
  api,
}) => {
  // Each call below checks its answer's status (201 created, 200 decided).
  const carrier = await registerApprovedCompany(api, 'CARRIER');
  const driver = await addApprovedDriver(api, carrier, newDriver({ lastName: 'Надёжный' }));
  const toBlacklist = await addApprovedDriver(api, carrier, newDriver({ lastName: 'Чёрный' }));
  const blacklisted = await blacklistDriver(api, toBlacklist, 'Хищение груза (e2e)');
  const vehicle = await addVehicle(api, carrier);

  expect(driver).toMatchObject({ status: 'APPROVED', blacklisted: false, eligible: true });
  expect(blacklisted).toMatchObject({ status: 'APPROVED', blacklisted: true, eligible: false });
  expect(vehicle.id).toBeTruthy();
});

test('the demo carrier responds with an approved driver; its blacklisted one is not offered', async ({
  page,
  signIn,
  publishedOrder,
}) => {
  await signIn(demoAccount('ROLE_DRIVER_COMPANY'));
  await page.goto(`/view-request/${publishedOrder.id}`);
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'PUBLISHED');
  await expect(page.getByTestId('order-action-RESPOND')).toBeVisible();
  await page.getByTestId('order-action-RESPOND').click();
  const form = page.getByTestId('response-form');
  await expect(form).toBeVisible();

  const drivers = await openSelect(page, 'response-form-driver');
  await expect(drivers.getByText(/Ахметов/)).toBeVisible();
  // Касымов is approved but blacklisted, Иванов pending, Омаров rejected: none is offered.
  await expect(drivers.getByText(/Касымов/)).toHaveCount(0);
  await expect(drivers.getByText(/Иванов/)).toHaveCount(0);
  await expect(drivers.getByText(/Омаров/)).toHaveCount(0);
  await chooseOption(page, 'response-form-driver', /Ахметов/);

  await chooseOption(page, 'response-form-vehicle', /789DEF02/);
  await inputOf(page, 'response-form-price').fill('430000');
  await page.getByTestId('response-form-comment').fill('Готовы загрузиться в срок');
  await page.getByTestId('response-form-submit').click();

  // No 'Your response has been sent' toast to wait for: see the report (the form unmounts).
  await expect(page.getByTestId('my-response-status')).toHaveAttribute('data-status', 'ACTIVE');
});

test('a carrier is refused its blacklisted driver, then responds validly', async ({
  page,
  api,
  signIn,
  publishedOrder,
  carrierWithFleet,
}) => {
  const blacklisted = await blacklistDriver(
    api,
    await addApprovedDriver(api, carrierWithFleet, newDriver({ lastName: 'Чёрный' })),
    'Хищение груза (e2e)',
  );
  await signIn(carrierWithFleet.owner);
  await page.goto(`/view-request/${publishedOrder.id}`);
  await expect(page.getByTestId('response-form')).toBeVisible();

  // The form offers eligible drivers only: the blacklisted one cannot be chosen at all.
  const drivers = await openSelect(page, 'response-form-driver');
  await expect(drivers.getByTestId(`option-${carrierWithFleet.driver.id}`)).toBeVisible();
  await expect(drivers.getByTestId(`option-${blacklisted.id}`)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drivers).toBeHidden();

  // And the API refuses it when asked directly.
  const refusal = await api.call<{ code: string }>(
    'POST',
    `/orders/${publishedOrder.id}/responses`,
    {
      as: carrierWithFleet.owner,
      data: {
        driverId: blacklisted.id,
        vehicleId: carrierWithFleet.vehicle.id,
        price: 400_000,
        currency: 'KZT',
        comment: '',
      },
      status: 409,
    },
  );
  expect(refusal.code).toBe(ErrorCode.DRIVER_NOT_ELIGIBLE);

  await chooseOption(page, 'response-form-driver', carrierWithFleet.driver.id);
  await chooseOption(page, 'response-form-vehicle', carrierWithFleet.vehicle.id);
  await inputOf(page, 'response-form-price').fill('400000');
  await page.getByTestId('response-form-comment').fill('Свободная машина, рефрижератор не нужен');
  await page.getByTestId('response-form-submit').click();
  // No 'Your response has been sent' toast to wait for: see the report (the form unmounts).
  await expect(page.getByTestId('my-response-status')).toHaveAttribute('data-status', 'ACTIVE');
});

test('the forwarder accepts one carrier; the other response is declined', async ({
  page,
  api,
  signIn,
  forwarder,
  publishedOrder,
  carrierWithFleet,
}) => {
  await respondToOrder(api, demoAccount('ROLE_DRIVER_COMPANY'), publishedOrder.id);
  const offeredPrice = publishedOrder.price + 20_000;
  await respondToOrder(api, carrierWithFleet.owner, publishedOrder.id, {
    driverId: carrierWithFleet.driver.id,
    vehicleId: carrierWithFleet.vehicle.id,
    price: offeredPrice,
  });
  await signIn(forwarder.owner);
  await page.goto(`/view-request/${publishedOrder.id}`);
  const rows = page.getByTestId('response-row');
  await expect(rows).toHaveCount(2);
  const chosen = page.locator(
    `[data-testid="response-row"][data-carrier="${carrierWithFleet.name}"]`,
  );
  const other = page.locator(
    `[data-testid="response-row"]:not([data-carrier="${carrierWithFleet.name}"])`,
  );
  await expect(chosen).toHaveAttribute('data-status', 'ACTIVE');
  await expect(other).toHaveAttribute('data-status', 'ACTIVE');

  await chosen.getByTestId('response-accept').click();
  await page.getByTestId('response-accept-confirm').click();
  await expect(toast(page, await translated(page, 'orders', 'responses.accepted'))).toBeVisible();

  await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'CARRIER_SELECTED');
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'CARRIER_SELECTED');
  await expect(chosen).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(other).toHaveAttribute('data-status', 'DECLINED');
  await expect(page.getByTestId('response-accept')).toHaveCount(0);

  // The list now shows the price agreed with the carrier, and the asking price beside it.
  await page.goto('/requests');
  const row = page.locator(`[data-testid="order-row"][data-order-id="${publishedOrder.id}"]`);
  await expect(row.getByTestId('order-price')).toHaveText(await shownMoney(page, offeredPrice));
  // Kazakh money as Kazakhstan writes it: spaces between thousands, the tenge sign after.
  await expect(row.getByTestId('order-price')).toHaveText(/^\d{1,3}(\s\d{3})+\s₸$/);
  await expect(row.getByTestId('order-asking-price')).toContainText(
    await shownMoney(page, publishedOrder.price),
  );
});

test('the demo carrier sees its response declined', async ({
  page,
  api,
  signIn,
  forwarder,
  publishedOrder,
  carrierWithFleet,
}) => {
  await respondToOrder(api, demoAccount('ROLE_DRIVER_COMPANY'), publishedOrder.id);
  const chosen = await respondToOrder(api, carrierWithFleet.owner, publishedOrder.id, {
    driverId: carrierWithFleet.driver.id,
    vehicleId: carrierWithFleet.vehicle.id,
  });
  await acceptResponse(api, forwarder, chosen);

  await signIn(demoAccount('ROLE_DRIVER_COMPANY'));
  await page.goto(`/view-request/${publishedOrder.id}`);
  const status = page.getByTestId('my-response-status');
  await expect(status).toHaveAttribute('data-status', 'DECLINED');
  await expect(status).toHaveText(await translated(page, 'orders', 'responseStatus.DECLINED'));
  await expect(page.getByTestId('response-form')).toHaveCount(0);
});

test('the forwarder reports the order as a problem; a description is required', async ({
  page,
  signIn,
  orderWithCarrierSelected: { order, forwarder },
}) => {
  await signIn(forwarder.owner);
  await page.goto(`/view-request/${order.id}`);
  await page.getByTestId('order-action-REPORT_PROBLEM').click();
  await page.getByTestId('problem-submit').click();
  await expect(
    page
      .locator('.ant-modal')
      .getByText(await translated(page, 'validation', 'problemDescriptionRequired')),
  ).toBeVisible();

  await page.getByTestId('problem-description').fill(PROBLEM_DESCRIPTION);
  await page.getByTestId('problem-submit').click();
  await expect(toast(page, await translated(page, 'orders', 'problem.sent'))).toBeVisible();
  await expect(page.getByTestId('problem-open')).toBeVisible();
  await expect(page.getByTestId('problem-open-description')).toHaveText(PROBLEM_DESCRIPTION);
});

test('the CB finds it among the problem requests and decides, with a comment', async ({
  page,
  api,
  signIn,
  orderWithCarrierSelected: { order, forwarder },
}) => {
  const decisionComment = `Проверено СБ: перевозчик подтверждён (${uniqueStamp()})`;
  await reportProblem(api, forwarder.owner, order.id, PROBLEM_DESCRIPTION);
  await signIn(demoAccount('ROLE_CB'));
  await page.goto('/problem-requests');
  await expect(page.getByTestId('problem-requests-page')).toBeVisible();
  const row = page.locator(`[data-testid="problem-row"][data-order-id="${order.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('problem-row-description')).toHaveText(PROBLEM_DESCRIPTION);
  await row.getByTestId('problem-open-order').click();
  await expect(page).toHaveURL(new RegExp(`/view-request/${order.id}$`));

  await page.getByTestId('problem-decision-submit').click();
  await expect(
    page
      .getByTestId('problem-decision-form')
      .getByText(await translated(page, 'validation', 'commentEmpty')),
  ).toBeVisible();
  await page.getByTestId('problem-decision-comment').fill(decisionComment);
  await page.getByTestId('problem-decision-submit').click();
  await expect(page.getByTestId('problem-open')).toHaveCount(0);
  await expect(page.getByTestId('problem-decisions')).toContainText(decisionComment);

  await page.goto('/problem-requests');
  await expect(page.getByTestId('problem-requests-page')).toBeVisible();
  await expect(
    page.locator(`[data-testid="problem-row"][data-order-id="${order.id}"]`),
  ).toHaveCount(0);
});

test('both parties see the decision and the order history', async ({
  page,
  browser,
  api,
  signIn,
  orderWithCarrierSelected: { order, forwarder, carrier },
}) => {
  const decisionComment = `Проверено СБ: перевозчик подтверждён (${uniqueStamp()})`;
  const problem = await reportProblem(api, forwarder.owner, order.id, PROBLEM_DESCRIPTION);
  await decideProblem(api, order.id, problem, decisionComment);

  await signIn(forwarder.owner);
  await page.goto(`/view-request/${order.id}`);
  await expect(page.getByTestId('problem-decisions')).toContainText(decisionComment);
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'CARRIER_SELECTED');
  await expectHistoryEntries(page, [
    'order.created',
    'response.accepted',
    'problem.reported',
    'problem.decided',
  ]);

  const context = await browser.newContext();
  const carrierPage = await context.newPage();
  await signIn(carrier.owner, carrierPage);
  await carrierPage.goto(`/view-request/${order.id}`);
  await expect(carrierPage.getByTestId('problem-decisions')).toContainText(decisionComment);
  await expect(carrierPage.getByTestId('my-response-status')).toHaveAttribute(
    'data-status',
    'ACCEPTED',
  );
  await context.close();
});

test('a published order goes through a deletion request', async ({
  page,
  signIn,
  forwarder,
  publishedOrder,
}) => {
  await signIn(forwarder.owner);
  await page.goto(`/view-request/${publishedOrder.id}`);
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'PUBLISHED');
  await page.getByTestId('order-action-REQUEST_DELETION').click();
  await page.getByTestId('deletion-reason').fill(DELETION_REASON);
  await page.getByTestId('deletion-submit').click();
  await expect(toast(page, await translated(page, 'orders', 'deletion.sent'))).toBeVisible();
  await expect(page.getByTestId('deletion-pending')).toContainText(DELETION_REASON);
});

test('the moderator approves: the order is cancelled and kept with its history', async ({
  page,
  browser,
  api,
  signIn,
  forwarder,
  publishedOrder,
}) => {
  const order = publishedOrder;
  await requestDeletion(api, forwarder.owner, order.id, DELETION_REASON);
  await signIn(demoAccount('ROLE_MODERATOR'));
  await page.goto(`/view-request/${order.id}`);
  await expect(page.getByTestId('deletion-pending')).toBeVisible();
  await page.getByTestId('deletion-approve').click();
  await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'CANCELLED');
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'CANCELLED');
  await expect(page.getByTestId('order-status')).toHaveText(
    await translated(page, 'orders', 'status.CANCELLED'),
  );
  await expect(page.getByTestId('deletion-pending')).toHaveCount(0);

  // The forwarder still finds the order, cancelled, with the request in its history.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signIn(forwarder.owner, owner);
  await owner.goto(`/view-request/${order.id}`);
  // A cold order page in a new context: past 20 s on a slow hour of the 2-core machine.
  await expect(owner.getByTestId('order-view')).toHaveAttribute('data-status', 'CANCELLED', {
    timeout: 30_000,
  });
  await expectHistoryEntries(owner, ['order.created', 'deletion.requested', 'deletion.approved']);
  await context.close();
});
