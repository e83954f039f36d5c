import { ErrorCode } from '@freight/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_CB_BIN, DEMO_PASSWORD } from './support/env';
import { pdfFile, pngFile } from './support/fixture-files';
import { DEMO_LOGINS, expect, signInProgrammatically, test } from './support/fixtures';
import { uniqueBinOrIin } from './support/identity-numbers';
import { translated } from './support/translations';

/**
 * Issue 5's story: a forwarder publishes an order with three route points, two carriers
 * respond (one is kept from its blacklisted driver), the forwarder selects one, the other sees
 * its response declined, the order goes to the security service (CB) as a problem and is
 * decided, and a second order is cancelled through a deletion request.
 */

const SECOND_CARRIER_PASSWORD = 'Carrier12345!';
const stamp = `${Date.now()}`.slice(-6);

/** An ISO date `days` from today, and the same as the app's date pickers show it. */
function dayFromNow(days: number): { iso: string; shown: string } {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, shown: `${day}.${month}.${year}` };
}

const LOADING = dayFromNow(10);
const UNLOADING = dayFromNow(14);

const ROUTE = [
  { type: 'LOADING', city: 'Алматы', address: 'ул. Райымбека, 212', contact: 'Айгуль Сапарова' },
  { type: 'INTERMEDIATE', city: 'Балхаш', address: 'ул. Ленина, 5', contact: 'Ержан Ким' },
  { type: 'UNLOADING', city: 'Астана', address: 'пр. Туран, 37', contact: 'Дина Абенова' },
] as const;

const CARGO_NAME = `Керамическая плитка e2e ${stamp}`;

/** What the story hands from one step to the next. */
const story = {
  orderId: '',
  orderNumber: '',
  secondOrderId: '',
  second: {
    companyName: `ТОО «E2E Перевозчик ${stamp}»`,
    email: `e2e-orders-carrier-${stamp}@example.kz`,
    companyId: '',
    driverId: '',
    blacklistedDriverId: '',
    vehicleId: '',
  },
  decisionComment: `Проверено СБ: перевозчик подтверждён (${stamp})`,
};

/** The input of a field whose test id sits on the input itself or on its wrapper. */
function inputOf(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/**
 * Chooses an option of an antd Select by its `option-<VALUE>` mark or its visible text.
 * On a loaded machine a click can land while the dropdown is still animating open and be
 * lost, so the open-click-closed sequence is retried until the dropdown has closed.
 */
async function choose(page: Page, testId: string, option: string | RegExp): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const target =
    typeof option === 'string'
      ? dropdown.getByTestId(`option-${option}`)
      : dropdown.getByText(option).first();
  await expect(async () => {
    if ((await dropdown.count()) === 0) await page.getByTestId(testId).click();
    await target.click({ timeout: 3_000 });
    await expect(dropdown).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function typeDate(page: Page, testId: string, shown: string): Promise<void> {
  const input = inputOf(page, testId);
  await input.click();
  await input.fill(shown);
  await input.press('Enter');
  await expect(input).toHaveValue(shown);
}

/** An antd message (toast) with this text. */
function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

async function apiLogin(request: APIRequestContext, login: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/auth/login', { data: { login, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function cbLogin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/cb/login', {
    data: { login: DEMO_LOGINS.ROLE_CB, password: DEMO_PASSWORD, bin: DEMO_CB_BIN },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function expectStatus(
  response: { status(): number; text(): Promise<string> },
  status: number,
) {
  expect(response.status(), await response.text()).toBe(status);
}

/** A driver form (multipart: `data` as JSON beside the photo and identity document). */
function driverMultipart(lastName: string) {
  const data = {
    iin: uniqueBinOrIin('90'),
    lastName,
    firstName: 'Ерлан',
    middleName: 'Нурланович',
    phone: '+7 701 555 1122',
    identityDocument: {
      number: `04${stamp}${Math.floor(Math.random() * 10)}`,
      issueDate: '2019-05-14',
      expiryDate: '2034-05-13',
      issuedBy: 'МВД РК',
      registeredAddress: 'г. Алматы, ул. Сатпаева, 30, кв. 12',
    },
    licence: { number: 'AB123456', categories: ['B', 'C', 'CE'], expiryDate: '2034-08-20' },
  };
  const photo = pngFile('photo.png');
  const identity = pdfFile('identity.pdf');
  return {
    data: JSON.stringify(data),
    photo: { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer },
    identityPdf: { name: identity.name, mimeType: identity.mimeType, buffer: identity.buffer },
  };
}

/** The second order of the story, created through the API: an order to cancel. */
function secondOrderBody() {
  const point = (type: string, city: string) => ({
    type,
    city,
    address: `${city}, ул. Абая, 10`,
    contactPerson: 'Айгуль Сапарова',
    phone: '+7 701 123 45 67',
    lat: null,
    lng: null,
  });
  return {
    plannedLoadingDate: LOADING.iso,
    plannedUnloadingDate: UNLOADING.iso,
    transportType: 'REFRIGERATOR',
    orderType: 'FTL',
    paymentTerms: 'ON_UNLOADING',
    price: 380_000,
    currency: 'KZT',
    cargoName: `Молочная продукция e2e ${stamp}`,
    cargoWeightTons: 12,
    cargoVolumeM3: 40,
    packageType: 'BOXES',
    seats: 20,
    seatDimensions: null,
    declaredValue: null,
    declaredValueCurrency: null,
    loadingMethod: 'REAR',
    transportationType: 'DOMESTIC',
    transportationView: 'ROAD',
    specialConditions: '',
    route: [point('LOADING', 'Шымкент'), point('UNLOADING', 'Тараз')],
    saveMode: 'PUBLISH',
  };
}

test.describe
  .serial('orders: from the request to the chosen carrier, problems and deletion', () => {
  test('the forwarder publishes an order with three route points', async ({ page }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_FORWARDER);
    await page.goto('/new-request');
    await expect(page.getByTestId('order-form')).toBeVisible();

    await typeDate(page, 'order-field-plannedLoadingDate', LOADING.shown);
    await typeDate(page, 'order-field-plannedUnloadingDate', UNLOADING.shown);
    await choose(page, 'order-field-transportType', 'TENT');
    await choose(page, 'order-field-orderType', 'FTL');
    await choose(page, 'order-field-paymentTerms', 'ON_UNLOADING');
    await inputOf(page, 'order-field-price').fill('450000');
    await page.getByTestId('order-field-cargoName').fill(CARGO_NAME);
    await inputOf(page, 'order-field-cargoWeightTons').fill('19.5');
    await inputOf(page, 'order-field-cargoVolumeM3').fill('82');
    await choose(page, 'order-field-packageType', 'PALLETS');
    await inputOf(page, 'order-field-seats').fill('33');
    await choose(page, 'order-field-loadingMethod', 'REAR');
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
    story.orderId = page.url().split('/view-request/')[1]!;

    const view = page.getByTestId('order-view');
    await expect(view).toHaveAttribute('data-status', 'PUBLISHED');
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'PUBLISHED');
    await expect(page.getByTestId('order-number')).not.toBeEmpty();
    story.orderNumber = (await page.getByTestId('order-number').innerText()).trim();
    const shown = page.getByTestId('route-point');
    await expect(shown).toHaveCount(3);
    for (const [index, stop] of ROUTE.entries()) {
      await expect(shown.nth(index)).toHaveAttribute('data-type', stop.type);
      await expect(shown.nth(index).getByTestId('route-point-city')).toHaveValue(stop.city);
      await expect(shown.nth(index).getByTestId('route-point-address')).toHaveValue(stop.address);
    }
    await expect(page.getByTestId('order-field-cargoName')).toHaveValue(CARGO_NAME);
  });

  test('a second carrier is registered, approved and given a fleet through the API', async ({
    request,
  }) => {
    const { second } = story;
    const charter = pdfFile('charter.pdf', 'Charter');
    const upload = await request.post('/api/registration/documents', {
      multipart: { kind: 'CHARTER', file: charter },
    });
    await expectStatus(upload, 201);
    const { id: charterId } = (await upload.json()) as { id: string };

    const registration = await request.post('/api/driver-companies/registration', {
      data: {
        lastName: 'Сейтжанов',
        firstName: 'Арман',
        middleName: 'Бахытович',
        organizationName: second.companyName,
        bin: uniqueBinOrIin('21'),
        legalAddress: 'г. Алматы, ул. Сатпаева, 30',
        actualAddress: 'г. Алматы, ул. Сатпаева, 30, офис 4',
        signatoryPosition: 'Директор',
        phone: '+7 701 123 4567',
        email: second.email,
        password: SECOND_CARRIER_PASSWORD,
        confirmPassword: SECOND_CARRIER_PASSWORD,
        acceptAgreement: true,
        acceptDataProcessing: true,
        documents: { CHARTER: charterId },
      },
    });
    await expectStatus(registration, 201);
    second.companyId = ((await registration.json()) as { companyId: string }).companyId;

    const cb = bearer(await cbLogin(request));
    const company = await request.get(`/api/cb/companies/${second.companyId}`, { headers: cb });
    await expectStatus(company, 200);
    const { version } = (await company.json()) as { version: number };
    const approval = await request.post(`/api/cb/companies/${second.companyId}/approve`, {
      headers: cb,
      data: { version },
    });
    await expectStatus(approval, 200);

    const owner = bearer(await apiLogin(request, second.email, SECOND_CARRIER_PASSWORD));
    const addDriver = async (lastName: string) => {
      const created = await request.post('/api/company-drivers', {
        headers: owner,
        multipart: driverMultipart(lastName),
      });
      await expectStatus(created, 201);
      const driver = (await created.json()) as { id: string; version: number };
      const approved = await request.post(`/api/drivers/${driver.id}/approve`, {
        headers: cb,
        data: { version: driver.version },
      });
      await expectStatus(approved, 200);
      return driver.id;
    };
    second.driverId = await addDriver('Надёжный');
    second.blacklistedDriverId = await addDriver('Чёрный');
    const blacklisted = await request.post(`/api/drivers/${second.blacklistedDriverId}/blacklist`, {
      headers: cb,
      data: { reason: 'Хищение груза (e2e)' },
    });
    await expectStatus(blacklisted, 200);

    const vehicle = await request.post('/api/company-vehicles', {
      headers: owner,
      data: {
        plateNumber: `${stamp.slice(-3)}EKZ02`,
        techPassportNumber: `AA${stamp}11`,
        brand: 'DAF',
        model: 'XF 480',
        vin: `XLRTE47MS0G${stamp}`,
        region: 'Алматы',
        manufactureYear: 2021,
        registrationDate: '2021-06-01',
        engineVolume: 12.9,
        assignedDriverId: null,
      },
    });
    await expectStatus(vehicle, 201);
    second.vehicleId = ((await vehicle.json()) as { id: string }).id;
  });

  test('the demo carrier responds with an approved driver; its blacklisted one is not offered', async ({
    page,
  }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_DRIVER_COMPANY);
    await page.goto(`/view-request/${story.orderId}`);
    await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'PUBLISHED');
    await expect(page.getByTestId('order-action-RESPOND')).toBeVisible();
    await page.getByTestId('order-action-RESPOND').click();
    const form = page.getByTestId('response-form');
    await expect(form).toBeVisible();

    await page.getByTestId('response-form-driver').click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.getByText(/Ахметов/)).toBeVisible();
    // Касымов is approved but blacklisted, Иванов pending, Омаров rejected: none is offered.
    await expect(dropdown.getByText(/Касымов/)).toHaveCount(0);
    await expect(dropdown.getByText(/Иванов/)).toHaveCount(0);
    await expect(dropdown.getByText(/Омаров/)).toHaveCount(0);
    await choose(page, 'response-form-driver', /Ахметов/);

    await choose(page, 'response-form-vehicle', /789DEF02/);
    await inputOf(page, 'response-form-price').fill('430000');
    await page.getByTestId('response-form-comment').fill('Готовы загрузиться в срок');
    await page.getByTestId('response-form-submit').click();

    // No 'Your response has been sent' toast to wait for: see the report (the form unmounts).
    await expect(page.getByTestId('my-response-status')).toHaveAttribute('data-status', 'ACTIVE');
  });

  test('the second carrier is refused its blacklisted driver, then responds validly', async ({
    page,
  }) => {
    const { second } = story;
    const session = await signInProgrammatically(page, second.email, SECOND_CARRIER_PASSWORD);
    await page.goto(`/view-request/${story.orderId}`);
    await expect(page.getByTestId('response-form')).toBeVisible();

    // The form offers eligible drivers only: the blacklisted one cannot be chosen at all.
    await page.getByTestId('response-form-driver').click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.getByTestId(`option-${second.driverId}`)).toBeVisible();
    await expect(dropdown.getByTestId(`option-${second.blacklistedDriverId}`)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();

    // And the API refuses it when asked directly.
    const refused = await page.request.post(`/api/orders/${story.orderId}/responses`, {
      headers: bearer(session.accessToken),
      data: {
        driverId: second.blacklistedDriverId,
        vehicleId: second.vehicleId,
        price: 400_000,
        currency: 'KZT',
        comment: '',
      },
    });
    await expectStatus(refused, 409);
    expect(((await refused.json()) as { code: string }).code).toBe(ErrorCode.DRIVER_NOT_ELIGIBLE);

    await choose(page, 'response-form-driver', second.driverId);
    await choose(page, 'response-form-vehicle', second.vehicleId);
    await inputOf(page, 'response-form-price').fill('400000');
    await page.getByTestId('response-form-comment').fill('Свободная машина, рефрижератор не нужен');
    await page.getByTestId('response-form-submit').click();
    // No 'Your response has been sent' toast to wait for: see the report (the form unmounts).
    await expect(page.getByTestId('my-response-status')).toHaveAttribute('data-status', 'ACTIVE');
  });

  test('the forwarder accepts the second carrier; the other response is declined', async ({
    page,
  }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_FORWARDER);
    await page.goto(`/view-request/${story.orderId}`);
    const rows = page.getByTestId('response-row');
    await expect(rows).toHaveCount(2);
    const chosen = page.locator(
      `[data-testid="response-row"][data-carrier="${story.second.companyName}"]`,
    );
    const other = page.locator(
      `[data-testid="response-row"]:not([data-carrier="${story.second.companyName}"])`,
    );
    await expect(chosen).toHaveAttribute('data-status', 'ACTIVE');
    await expect(other).toHaveAttribute('data-status', 'ACTIVE');

    await chosen.getByTestId('response-accept').click();
    await page.getByTestId('response-accept-confirm').click();
    await expect(toast(page, await translated(page, 'orders', 'responses.accepted'))).toBeVisible();

    await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'CARRIER_SELECTED');
    await expect(page.getByTestId('order-status')).toHaveAttribute(
      'data-status',
      'CARRIER_SELECTED',
    );
    await expect(chosen).toHaveAttribute('data-status', 'ACCEPTED');
    await expect(other).toHaveAttribute('data-status', 'DECLINED');
    await expect(page.getByTestId('response-accept')).toHaveCount(0);
  });

  test('the demo carrier sees its response declined', async ({ page }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_DRIVER_COMPANY);
    await page.goto(`/view-request/${story.orderId}`);
    const status = page.getByTestId('my-response-status');
    await expect(status).toHaveAttribute('data-status', 'DECLINED');
    await expect(status).toHaveText(await translated(page, 'orders', 'responseStatus.DECLINED'));
    await expect(page.getByTestId('response-form')).toHaveCount(0);
  });

  test('the forwarder reports the order as a problem; a description is required', async ({
    page,
  }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_FORWARDER);
    await page.goto(`/view-request/${story.orderId}`);
    await page.getByTestId('order-action-REPORT_PROBLEM').click();
    await page.getByTestId('problem-submit').click();
    await expect(
      page
        .locator('.ant-modal')
        .getByText(await translated(page, 'validation', 'problemDescriptionRequired')),
    ).toBeVisible();

    await page.getByTestId('problem-description').fill('Перевозчик просит сменить маршрут');
    await page.getByTestId('problem-submit').click();
    await expect(toast(page, await translated(page, 'orders', 'problem.sent'))).toBeVisible();
    await expect(page.getByTestId('problem-open')).toBeVisible();
    await expect(page.getByTestId('problem-open-description')).toHaveText(
      'Перевозчик просит сменить маршрут',
    );
  });

  test('the CB finds it among the problem requests and decides, with a comment', async ({
    page,
  }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_CB);
    await page.goto('/problem-requests');
    await expect(page.getByTestId('problem-requests-page')).toBeVisible();
    const row = page.locator(`[data-testid="problem-row"][data-order-id="${story.orderId}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('problem-row-description')).toHaveText(
      'Перевозчик просит сменить маршрут',
    );
    await row.getByTestId('problem-open-order').click();
    await expect(page).toHaveURL(new RegExp(`/view-request/${story.orderId}$`));

    await page.getByTestId('problem-decision-submit').click();
    await expect(
      page
        .getByTestId('problem-decision-form')
        .getByText(await translated(page, 'validation', 'commentEmpty')),
    ).toBeVisible();
    await page.getByTestId('problem-decision-comment').fill(story.decisionComment);
    await page.getByTestId('problem-decision-submit').click();
    await expect(page.getByTestId('problem-open')).toHaveCount(0);
    await expect(page.getByTestId('problem-decisions')).toContainText(story.decisionComment);

    await page.goto('/problem-requests');
    await expect(page.getByTestId('problem-requests-page')).toBeVisible();
    await expect(
      page.locator(`[data-testid="problem-row"][data-order-id="${story.orderId}"]`),
    ).toHaveCount(0);
  });

  test('both parties see the decision and the order history', async ({ page, browser }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_FORWARDER);
    await page.goto(`/view-request/${story.orderId}`);
    await expect(page.getByTestId('problem-decisions')).toContainText(story.decisionComment);
    await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'CARRIER_SELECTED');
    const history = page.getByTestId('order-history');
    for (const action of [
      'order.created',
      'response.accepted',
      'problem.reported',
      'problem.decided',
    ]) {
      await expect(
        history.locator(`[data-testid="history-entry"][data-action="${action}"]`).first(),
      ).toBeVisible();
    }

    const context = await browser.newContext();
    const carrierPage = await context.newPage();
    await signInProgrammatically(carrierPage, story.second.email, SECOND_CARRIER_PASSWORD);
    await carrierPage.goto(`/view-request/${story.orderId}`);
    await expect(carrierPage.getByTestId('problem-decisions')).toContainText(story.decisionComment);
    await expect(carrierPage.getByTestId('my-response-status')).toHaveAttribute(
      'data-status',
      'ACCEPTED',
    );
    await context.close();
  });

  test('a second order goes through a deletion request', async ({ page }) => {
    const session = await signInProgrammatically(page, DEMO_LOGINS.ROLE_FORWARDER);
    const created = await page.request.post('/api/orders', {
      headers: bearer(session.accessToken),
      data: secondOrderBody(),
    });
    await expectStatus(created, 201);
    story.secondOrderId = ((await created.json()) as { id: string }).id;

    await page.goto(`/view-request/${story.secondOrderId}`);
    await expect(page.getByTestId('order-view')).toHaveAttribute('data-status', 'PUBLISHED');
    await page.getByTestId('order-action-REQUEST_DELETION').click();
    await page.getByTestId('deletion-reason').fill('Клиент отказался от перевозки');
    await page.getByTestId('deletion-submit').click();
    await expect(toast(page, await translated(page, 'orders', 'deletion.sent'))).toBeVisible();
    await expect(page.getByTestId('deletion-pending')).toContainText(
      'Клиент отказался от перевозки',
    );
  });

  test('the moderator approves: the order is cancelled and kept with its history', async ({
    page,
    browser,
  }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_MODERATOR);
    await page.goto(`/view-request/${story.secondOrderId}`);
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
    await signInProgrammatically(owner, DEMO_LOGINS.ROLE_FORWARDER);
    await owner.goto(`/view-request/${story.secondOrderId}`);
    await expect(owner.getByTestId('order-view')).toHaveAttribute('data-status', 'CANCELLED');
    const history = owner.getByTestId('order-history');
    for (const action of ['order.created', 'deletion.requested', 'deletion.approved']) {
      await expect(
        history.locator(`[data-testid="history-entry"][data-action="${action}"]`).first(),
      ).toBeVisible();
    }
    await context.close();
  });
});
