import type { Locator, Page } from '@playwright/test';
import { shownDate } from './support/dates';
import { demoAccount } from './support/demo-accounts';
import { pdfFile, pngFile } from './support/fixture-files';
import { expect, test } from './support/fixtures';
import { chooseOption, enterDate, uploadFile } from './support/form-steps';
import { shownMoney } from './support/money';
import { registerApprovedCompany } from './support/seed-companies';
import { addDriver, blacklistDriver, newDriver, newVehicle } from './support/seed-fleet';
import { translated } from './support/translations';
import { uniqueStamp } from './support/unique-stamp';

/**
 * A driver from the carrier to the blacklist: the carrier adds a driver and a vehicle, the
 * security service reviews, fines and blacklists the driver, the carrier sees why, and no other
 * carrier may take him on. Each test starts from a carrier of its own, seeded through the API.
 */

const FINE_AMOUNT = 12500;

const blacklistReason = () => `Подложные документы при проверке (e2e ${uniqueStamp()}).`;

/** The one row of a driver list found by searching for the IIN. */
async function searchDriverRow(page: Page, iin: string): Promise<Locator> {
  await page.getByTestId('drivers-search').fill(iin);
  const rows = page.getByTestId('driver-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-iin', iin);
  return rows.first();
}

test('the carrier adds a driver with a photo and the identity PDF', async ({
  page,
  signIn,
  carrier,
}) => {
  const driver = newDriver();
  const category = 'CE';
  await signIn(carrier.owner);
  await page.goto('/company-drivers');
  await expect(page.getByTestId('fleet-drivers-page')).toBeVisible();
  await page.getByTestId('driver-add').click();
  const form = page.getByTestId('driver-form');
  await expect(form).toBeVisible();

  await page.getByTestId('driver-form-iin').fill(driver.iin);
  await page.getByTestId('driver-form-lastName').fill(driver.lastName);
  await expect(page.getByTestId('driver-form-error')).toBeHidden();
  await page.getByTestId('driver-form-firstName').fill(driver.firstName);
  await page.getByTestId('driver-form-middleName').fill(driver.middleName ?? '');
  await page.getByTestId('driver-form-phone').fill(driver.phone);
  const document = driver.identityDocument;
  await page.getByTestId('driver-form-identityDocument-number').fill(document.number);
  await page.getByTestId('driver-form-identityDocument-issuedBy').fill(document.issuedBy);
  await enterDate(page, 'driver-form-identityDocument-issueDate', shownDate(document.issueDate));
  await enterDate(page, 'driver-form-identityDocument-expiryDate', shownDate(document.expiryDate));
  await page
    .getByTestId('driver-form-identityDocument-registeredAddress')
    .fill(document.registeredAddress);
  await page.getByTestId('driver-form-licence-number').fill(driver.licence.number);
  await enterDate(page, 'driver-form-licence-expiryDate', shownDate(driver.licence.expiryDate));

  // The label has no pattern characters: it is its own regular expression.
  const categoryLabel = await translated(page, 'fleet', `licenceCategories.${category}`);
  await chooseOption(page, 'driver-form-licence-categories', new RegExp(`^${categoryLabel}$`));
  // Closes the open list by moving on, not by Escape (which would close the drawer).
  await page.getByTestId('driver-form-licence-number').click();
  await expect(page.getByTestId('driver-form-licence-categories')).toContainText(category);

  await uploadFile(page.getByTestId('driver-upload-photo'), pngFile('driver-photo.png', 64));
  await uploadFile(
    page.getByTestId('driver-upload-identity'),
    pdfFile('driver-identity.pdf', `Identity ${driver.iin}`),
  );

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
  expect(await row.getAttribute('data-driver-id')).toBeTruthy();
});

test('the carrier adds a vehicle with a unique plate and a valid VIN', async ({
  page,
  signIn,
  carrier,
}) => {
  const vehicle = newVehicle();
  await signIn(carrier.owner);
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
    await page.getByTestId(`vehicle-form-${field}`).fill(String(vehicle[field]));
  }
  await enterDate(page, 'vehicle-form-registrationDate', shownDate(vehicle.registrationDate));
  await page.getByTestId('vehicle-form-submit').click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('vehicle-form-error')).toBeHidden();
  const row = page.locator(`[data-testid="vehicle-row"][data-plate="${vehicle.plateNumber}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-vin', vehicle.vin);
});

test('the security service finds the driver pending, sees his files and approves him', async ({
  page,
  api,
  signIn,
  carrier,
}) => {
  // Added with a 64 px photo and an identity PDF (seed-fleet's driverFiles).
  const driver = await addDriver(api, carrier);
  await signIn(demoAccount('ROLE_CB'));
  await page.goto('/drivers');
  await page.getByTestId('drivers-tab-pending').click();
  await expect(page.getByTestId('drivers-page')).toHaveAttribute('data-tab', 'pending');
  const row = await searchDriverRow(page, driver.iin);
  await expect(row).toHaveAttribute('data-status', 'PENDING_APPROVAL');
  await row.getByTestId('driver-open').click();
  await expect(page).toHaveURL(new RegExp(`/driver/${driver.id}$`));

  const detail = page.getByTestId('driver-detail');
  await expect(detail).toHaveAttribute('data-driver-id', driver.id);
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
  // Drawn by pdf.js from the fetched bytes: one canvas per page.
  await expect(viewer.getByTestId('pdf-pages')).toHaveAttribute('data-state', 'shown');
  await expect(viewer.locator('canvas')).not.toHaveCount(0);
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
  signIn,
  carrierWithFleet: { driver },
}) => {
  const reason = blacklistReason();
  await signIn(demoAccount('ROLE_CB'));
  await page.goto(`/driver/${driver.id}`);
  const detail = page.getByTestId('driver-detail');
  await expect(detail).toHaveAttribute('data-status', 'APPROVED');
  await expect(page.getByTestId('driver-fines-total')).toHaveText(
    await translated(page, 'fleet', 'fines.noTotal'),
  );

  await page.getByTestId('fine-add').click();
  await page.getByTestId('fine-form-amount').fill(String(FINE_AMOUNT));
  await enterDate(page, 'fine-form-date', '10.01.2025');
  await page.getByTestId('fine-form-description').fill('Превышение скорости на трассе А-2');
  await page.getByTestId('fine-form-submit').click();
  await expect(page.getByTestId('fine-form')).toBeHidden();
  await expect(page.getByTestId('driver-fine')).toHaveCount(1);
  const total = await shownMoney(page, FINE_AMOUNT);
  expect(total.replace(/\D/g, '')).toBe(String(FINE_AMOUNT));
  await expect(page.getByTestId('driver-fines-total')).toHaveText(total);

  await page.getByTestId('driver-blacklist').click();
  await page.getByTestId('driver-blacklist-reason-input').fill(reason);
  await page.getByTestId('driver-blacklist-confirm').click();
  await expect(page.getByText(await translated(page, 'fleet', 'blacklist.done'))).toBeVisible();
  await expect(detail).toHaveAttribute('data-blacklisted', 'true');
  await expect(page.getByTestId('driver-blacklist-alert')).toBeVisible();
  await expect(detail.getByTestId('driver-blacklist-reason')).toHaveText(reason);
  await expect(page.getByTestId('driver-unblacklist')).toBeVisible();
  await expect(
    page.locator('[data-testid="driver-history-entry"][data-action="BLACKLISTED"]'),
  ).toHaveCount(1);

  await page.goto('/drivers');
  await page.getByTestId('drivers-tab-blacklist').click();
  await expect(page.getByTestId('drivers-page')).toHaveAttribute('data-tab', 'blacklist');
  const row = await searchDriverRow(page, driver.iin);
  await expect(row).toHaveAttribute('data-blacklisted', 'true');
  await expect(row.getByTestId('driver-blacklist-reason')).toHaveText(reason);
});

test('the carrier sees the status and the blacklist reason', async ({
  page,
  api,
  signIn,
  carrierWithFleet,
}) => {
  const reason = blacklistReason();
  const { driver } = carrierWithFleet;
  await blacklistDriver(api, driver, reason);
  await signIn(carrierWithFleet.owner);
  await page.goto('/company-drivers');
  const row = await searchDriverRow(page, driver.iin);
  await expect(row).toHaveAttribute('data-status', 'APPROVED');
  await expect(row).toHaveAttribute('data-blacklisted', 'true');
  await expect(row.getByTestId('driver-status')).toHaveText(
    await translated(page, 'fleet', 'status.APPROVED'),
  );
  await expect(row.getByTestId('driver-blacklisted')).toBeVisible();
  await expect(row.getByTestId('driver-blacklist-reason')).toHaveText(reason);
});

test('another carrier is refused the same IIN with the reason shown', async ({
  page,
  api,
  signIn,
  carrierWithFleet: { driver },
}) => {
  const reason = blacklistReason();
  await blacklistDriver(api, driver, reason);
  const otherCarrier = await registerApprovedCompany(api, 'CARRIER');
  await signIn(otherCarrier.owner);
  await page.goto('/company-drivers');
  await expect(page.getByTestId('fleet-drivers-page')).toBeVisible();
  await page.getByTestId('driver-add').click();
  await page.getByTestId('driver-form-iin').fill(driver.iin);
  await page.getByTestId('driver-form-lastName').click();
  const refusal = page.getByTestId('driver-form-error');
  await expect(refusal).toHaveAttribute('data-code', 'DRIVER_BLACKLISTED');
  const text = (await translated(page, 'fleet', 'form.iinBlacklisted')).replace(
    '{{reason}}',
    reason,
  );
  await expect(refusal).toContainText(text);
});

test('the carrier’s drivers fit a 375 px screen without sideways scrolling', async ({
  browser,
  signIn,
  carrierWithFleet,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(carrierWithFleet.owner, page);
  await page.goto('/company-drivers');
  await searchDriverRow(page, carrierWithFleet.driver.iin);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
