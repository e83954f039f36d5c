import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_CB_BIN, DEMO_PASSWORD } from './support/env';
import { pdfFile, pngFile } from './support/fixture-files';
import {
  DEMO_LOGINS,
  expect,
  signInProgrammatically,
  signInThroughForm,
  test,
} from './support/fixtures';
import { uniqueBinOrIin } from './support/identity-numbers';
import { translated } from './support/translations';

const stamp = String(Date.now()).slice(-6);

const driver = {
  iin: uniqueBinOrIin('88'),
  lastName: 'Ахметов',
  firstName: 'Ерлан',
  middleName: 'Болатұлы',
  phone: '+7 701 555 12 34',
  identityDocument: {
    number: `N${stamp}01`,
    issuedBy: 'МВД РК',
    issueDate: '15.03.2019',
    expiryDate: '14.03.2029',
    registeredAddress: 'г. Алматы, ул. Абая, 10, кв. 5',
  },
  licence: { number: `KZ${stamp}7`, expiryDate: '01.02.2031', category: 'CE' },
};

const vehicle = {
  plateNumber: `${stamp.slice(0, 3)}E2E02`,
  techPassportNumber: `AB${stamp}`,
  brand: 'MAN',
  model: 'TGX 18.440',
  vin: `WMA06XZZ7LP${stamp}`,
  region: 'Алматы',
  manufactureYear: '2020',
  registrationDate: '10.05.2020',
  engineVolume: '12.4',
};

const FINE_AMOUNT = 12500;
const blacklistReason = `Подложные документы при проверке (e2e ${stamp}).`;

/**
 * Ant Design's date picker takes a typed DD.MM.YYYY date and commits it when focus moves on
 * (Enter would also submit the form around it).
 */
async function pickDate(page: Page, testId: string, date: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

/** The one row of a driver list found by searching for the IIN. */
async function searchDriverRow(page: Page, iin: string): Promise<Locator> {
  await page.getByTestId('drivers-search').fill(iin);
  const rows = page.getByTestId('driver-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-iin', iin);
  return rows.first();
}

const OTHER_OWNER_PASSWORD = 'Other12345!';

/** Registers a second carrier through the API and has the security service approve it. */
async function registerApprovedCarrier(request: APIRequestContext): Promise<string> {
  const charter = pdfFile('charter-other-carrier.pdf', 'Charter other carrier');
  const upload = await request.post('/api/registration/documents', {
    multipart: { kind: 'CHARTER', file: charter },
  });
  expect(upload.status()).toBe(201);
  const { id: charterId } = (await upload.json()) as { id: string };
  const email = `e2e-fleet-other-${stamp}@example.kz`;
  const registration = await request.post('/api/driver-companies/registration', {
    data: {
      lastName: 'Серікбаев',
      firstName: 'Асхат',
      middleName: 'Нұрланұлы',
      organizationName: `ТОО «E2E другой перевозчик ${stamp}»`,
      bin: uniqueBinOrIin('21'),
      legalAddress: 'г. Астана, пр. Республики, 1',
      actualAddress: 'г. Астана, пр. Республики, 1',
      signatoryPosition: 'Директор',
      phone: '+7 702 555 44 33',
      email,
      password: OTHER_OWNER_PASSWORD,
      confirmPassword: OTHER_OWNER_PASSWORD,
      documents: { CHARTER: charterId },
      acceptAgreement: true,
      acceptDataProcessing: true,
    },
  });
  expect(registration.status()).toBe(201);
  const { companyId } = (await registration.json()) as { companyId: string };

  const login = await request.post('/api/cb/login', {
    data: { login: DEMO_LOGINS.ROLE_CB, password: DEMO_PASSWORD, bin: DEMO_CB_BIN },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const detail = await request.get(`/api/cb/companies/${companyId}`, { headers });
  expect(detail.ok()).toBe(true);
  const { version } = (await detail.json()) as { version: number };
  const approval = await request.post(`/api/cb/companies/${companyId}/approve`, {
    headers,
    data: { version },
  });
  expect(approval.ok()).toBe(true);
  return email;
}

test.describe.serial('fleet: a driver from the carrier to the blacklist', () => {
  let driverId = '';

  test('the carrier adds a driver with a photo and the identity PDF', async ({ page }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_DRIVER_COMPANY);
    await page.goto('/company-drivers');
    await expect(page.getByTestId('fleet-drivers-page')).toBeVisible();
    await page.getByTestId('driver-add').click();
    const form = page.getByTestId('driver-form');
    await expect(form).toBeVisible();

    await page.getByTestId('driver-form-iin').fill(driver.iin);
    await page.getByTestId('driver-form-lastName').fill(driver.lastName);
    await expect(page.getByTestId('driver-form-error')).toBeHidden();
    await page.getByTestId('driver-form-firstName').fill(driver.firstName);
    await page.getByTestId('driver-form-middleName').fill(driver.middleName);
    await page.getByTestId('driver-form-phone').fill(driver.phone);
    const document = driver.identityDocument;
    await page.getByTestId('driver-form-identityDocument-number').fill(document.number);
    await page.getByTestId('driver-form-identityDocument-issuedBy').fill(document.issuedBy);
    await pickDate(page, 'driver-form-identityDocument-issueDate', document.issueDate);
    await pickDate(page, 'driver-form-identityDocument-expiryDate', document.expiryDate);
    await page
      .getByTestId('driver-form-identityDocument-registeredAddress')
      .fill(document.registeredAddress);
    await page.getByTestId('driver-form-licence-number').fill(driver.licence.number);
    await pickDate(page, 'driver-form-licence-expiryDate', driver.licence.expiryDate);

    const categoryLabel = await translated(
      page,
      'fleet',
      `licenceCategories.${driver.licence.category}`,
    );
    await page.getByTestId('driver-form-licence-categories').click();
    await page.locator('.ant-select-item-option', { hasText: categoryLabel }).click();
    // Closes the open list by moving on, not by Escape (which would close the drawer).
    await page.getByTestId('driver-form-licence-number').click();
    await expect(page.getByTestId('driver-form-licence-categories')).toContainText(
      driver.licence.category,
    );

    const photo = page.getByTestId('driver-upload-photo');
    await photo.locator('input[type="file"]').setInputFiles(pngFile('driver-photo.png', 64));
    await expect(photo).toContainText('driver-photo.png');
    const identity = page.getByTestId('driver-upload-identity');
    await identity
      .locator('input[type="file"]')
      .setInputFiles(pdfFile('driver-identity.pdf', `Identity ${driver.iin}`));
    await expect(identity).toContainText('driver-identity.pdf');

    await page.getByTestId('driver-form-submit').click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('driver-form-error')).toBeHidden();

    const row = await searchDriverRow(page, driver.iin);
    await expect(row).toHaveAttribute('data-status', 'PENDING_APPROVAL');
    await expect(row).toHaveAttribute('data-blacklisted', 'false');
    await expect(row.getByTestId('driver-status')).toHaveText(
      await translated(page, 'fleet', 'status.PENDING_APPROVAL'),
    );
    await expect(row).toContainText(driver.lastName);
    driverId = (await row.getAttribute('data-driver-id')) ?? '';
    expect(driverId).not.toBe('');
  });

  test('the carrier adds a vehicle with a unique plate and a valid VIN', async ({ page }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_DRIVER_COMPANY);
    await page.goto('/company-auto');
    await expect(page.getByTestId('fleet-vehicles-page')).toBeVisible();
    await page.getByTestId('vehicle-add').click();
    const form = page.getByTestId('vehicle-form');
    await expect(form).toBeVisible();
    for (const field of [
      'plateNumber',
      'techPassportNumber',
      'brand',
      'model',
      'vin',
      'region',
      'manufactureYear',
      'engineVolume',
    ] as const) {
      await page.getByTestId(`vehicle-form-${field}`).fill(vehicle[field]);
    }
    await pickDate(page, 'vehicle-form-registrationDate', vehicle.registrationDate);
    await page.getByTestId('vehicle-form-submit').click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('vehicle-form-error')).toBeHidden();
    const row = page.locator(`[data-testid="vehicle-row"][data-plate="${vehicle.plateNumber}"]`);
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-vin', vehicle.vin);
  });

  test('the security service finds the driver pending, sees his files and approves him', async ({
    page,
  }) => {
    await signInThroughForm(page, 'ROLE_CB');
    await page.goto('/drivers');
    await page.getByTestId('drivers-tab-pending').click();
    await expect(page.getByTestId('drivers-page')).toHaveAttribute('data-tab', 'pending');
    const row = await searchDriverRow(page, driver.iin);
    await expect(row).toHaveAttribute('data-status', 'PENDING_APPROVAL');
    await row.getByTestId('driver-open').click();
    await expect(page).toHaveURL(new RegExp(`/driver/${driverId}$`));

    const detail = page.getByTestId('driver-detail');
    await expect(detail).toHaveAttribute('data-driver-id', driverId);
    await expect(detail).toHaveAttribute('data-status', 'PENDING_APPROVAL');
    await expect(page.getByTestId('driver-iin')).toHaveText(driver.iin);
    await expect(detail).toContainText(driver.identityDocument.number);
    await expect(detail).toContainText(driver.licence.number);

    const photo = page.getByTestId('driver-photo');
    await expect(photo).toHaveAttribute('data-state', 'loaded');
    const image = photo.locator('img');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(64);

    await page.getByTestId('driver-identity-view').click();
    const viewer = page.getByTestId('driver-identity-viewer');
    await expect(viewer.locator('iframe')).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('driver-identity-viewer-download')).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await page.getByTestId('driver-approve').click();
    await page.getByTestId('driver-approve-confirm').click();
    await expect(detail).toHaveAttribute('data-status', 'APPROVED');
    await expect(page.getByTestId('driver-approve')).toBeHidden();
    await expect(
      page.locator('[data-testid="driver-history-entry"][data-action="APPROVED"]'),
    ).toHaveCount(1);
  });

  test('the security service adds a fine and blacklists the driver with a reason', async ({
    page,
  }) => {
    await signInThroughForm(page, 'ROLE_CB');
    await page.goto(`/driver/${driverId}`);
    const detail = page.getByTestId('driver-detail');
    await expect(detail).toHaveAttribute('data-status', 'APPROVED');
    await expect(page.getByTestId('driver-fines-total')).toHaveText(
      await translated(page, 'fleet', 'fines.noTotal'),
    );

    await page.getByTestId('fine-add').click();
    await page.getByTestId('fine-form-amount').fill(String(FINE_AMOUNT));
    await pickDate(page, 'fine-form-date', '10.01.2025');
    await page.getByTestId('fine-form-description').fill('Превышение скорости на трассе А-2');
    await page.getByTestId('fine-form-submit').click();
    await expect(page.getByTestId('fine-form')).toBeHidden();
    await expect(page.getByTestId('driver-fine')).toHaveCount(1);
    // The amount in the page language's number format, as this browser's Intl writes it.
    const total = await page.evaluate(
      (amount) =>
        `${new Intl.NumberFormat(document.documentElement.lang, { maximumFractionDigits: 2 }).format(amount)} KZT`,
      FINE_AMOUNT,
    );
    expect(total.replace(/\D/g, '')).toBe(String(FINE_AMOUNT));
    await expect(page.getByTestId('driver-fines-total')).toHaveText(total);

    await page.getByTestId('driver-blacklist').click();
    await page.getByTestId('driver-blacklist-reason-input').fill(blacklistReason);
    await page.getByTestId('driver-blacklist-confirm').click();
    await expect(page.getByText(await translated(page, 'fleet', 'blacklist.done'))).toBeVisible();
    await expect(detail).toHaveAttribute('data-blacklisted', 'true');
    await expect(page.getByTestId('driver-blacklist-alert')).toBeVisible();
    await expect(detail.getByTestId('driver-blacklist-reason')).toHaveText(blacklistReason);
    await expect(page.getByTestId('driver-unblacklist')).toBeVisible();
    await expect(
      page.locator('[data-testid="driver-history-entry"][data-action="BLACKLISTED"]'),
    ).toHaveCount(1);

    await page.goto('/drivers');
    await page.getByTestId('drivers-tab-blacklist').click();
    await expect(page.getByTestId('drivers-page')).toHaveAttribute('data-tab', 'blacklist');
    const row = await searchDriverRow(page, driver.iin);
    await expect(row).toHaveAttribute('data-blacklisted', 'true');
    await expect(row.getByTestId('driver-blacklist-reason')).toHaveText(blacklistReason);
  });

  test('the carrier sees the status and the blacklist reason', async ({ page }) => {
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_DRIVER_COMPANY);
    await page.goto('/company-drivers');
    const row = await searchDriverRow(page, driver.iin);
    await expect(row).toHaveAttribute('data-status', 'APPROVED');
    await expect(row).toHaveAttribute('data-blacklisted', 'true');
    await expect(row.getByTestId('driver-status')).toHaveText(
      await translated(page, 'fleet', 'status.APPROVED'),
    );
    await expect(row.getByTestId('driver-blacklisted')).toBeVisible();
    await expect(row.getByTestId('driver-blacklist-reason')).toHaveText(blacklistReason);
  });

  test('another carrier is refused the same IIN with the reason shown', async ({
    page,
    request,
  }) => {
    const owner = await registerApprovedCarrier(request);
    await signInProgrammatically(page, owner, OTHER_OWNER_PASSWORD);
    await page.goto('/company-drivers');
    await expect(page.getByTestId('fleet-drivers-page')).toBeVisible();
    await page.getByTestId('driver-add').click();
    await page.getByTestId('driver-form-iin').fill(driver.iin);
    await page.getByTestId('driver-form-lastName').click();
    const refusal = page.getByTestId('driver-form-error');
    await expect(refusal).toHaveAttribute('data-code', 'DRIVER_BLACKLISTED');
    const text = (await translated(page, 'fleet', 'form.iinBlacklisted')).replace(
      '{{reason}}',
      blacklistReason,
    );
    await expect(refusal).toContainText(text);
  });

  test('the carrier’s drivers fit a 375 px screen without sideways scrolling', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signInProgrammatically(page, DEMO_LOGINS.ROLE_DRIVER_COMPANY);
    await page.goto('/company-drivers');
    await searchDriverRow(page, driver.iin);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
