import type { Download, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import { dayFromNow } from './support/dates';
import { demoAccount } from './support/demo-accounts';
import { expect, test } from './support/fixtures';

/**
 * Issue 12: each side's dashboard at `/analytics` shows the numbers of the data a test seeded,
 * follows the range, and exports the same numbers its table shows, as CSV and as XLSX.
 */

/** Two years ago to a year ago: before anything this test or the demo data created. */
const PAST_RANGE = { from: dayFromNow(-730), to: dayFromNow(-366) };

const figure = (page: Page, id: string) =>
  page.locator(`[data-testid="analytics-figure"][data-figure="${id}"]`);
const kpi = (page: Page, column: string) =>
  figure(page, 'kpis').locator(`[data-testid="kpi"][data-column="${column}"]`);

/**
 * The dashboard's answer for the range in the address is on screen (not the previous one's).
 * A worker's fresh server plans each dashboard's dozen queries on first use: that first answer
 * may take longer than an assertion's usual wait on a loaded machine.
 */
async function expectLoaded(page: Page, from?: string, to?: string) {
  const loaded = page.getByTestId('analytics-page');
  await expect(loaded).toHaveAttribute(
    'data-loaded',
    from && to ? `${from}_${to}_KZT` : /^\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d_KZT$/,
    { timeout: 30_000 },
  );
}

/** A table's headings and its rows' raw values, as the cells keep them in `data-value`. */
async function tableOf(card: Locator) {
  const table = card.getByTestId('figure-table');
  const headers = await table.locator('thead th').allTextContents();
  const rows = await table
    .locator('tbody tr[data-row-key]')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(
          tr.querySelectorAll<HTMLElement>('td[data-column]'),
          (td) => td.dataset.value ?? '',
        ),
      ),
    );
  return { headers, rows };
}

/** A cell of a file as text, the way `data-value` holds the server's value. */
const asText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

async function downloaded(card: Locator, button: string): Promise<Download> {
  const page = card.page();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByTestId(button).click(),
  ]);
  return download;
}

/**
 * Switches `figureId` to its table and checks that the CSV and XLSX files hold exactly the
 * table's headings and numbers.
 */
async function expectExportsEqualTable(page: Page, figureId: string) {
  const card = figure(page, figureId);
  await card
    .getByTestId('figure-view')
    .getByText(/Table|Таблица|Кесте/)
    .click();
  await expect(card.getByTestId('figure-table')).toBeVisible();
  const table = await tableOf(card);
  expect(table.rows.length).toBeGreaterThan(0);

  const csvFile = await downloaded(card, 'figure-export-csv');
  expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^analytics-.+-${figureId}-.+\\.csv$`));
  const csv = readFileSync(await csvFile.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const csvRows = csv
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
  expect(csvRows).toEqual([table.headers, ...table.rows]);

  const xlsxFile = await downloaded(card, 'figure-export-xlsx');
  expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(await xlsxFile.path());
  const [headers, ...rows] = sheet;
  expect(headers).toEqual(table.headers);
  expect(rows.map((row) => row.map(asText))).toEqual(table.rows);
  // Numbers stay numbers in the spreadsheet, not formatted text.
  expect(rows.flat().some((value) => typeof value === 'number')).toBe(true);
}

/** Types a range into the picker's two ends, as a person would. */
async function chooseRange(page: Page, from: { shown: string }, to: { shown: string }) {
  await page.locator('#analytics-range-from').click();
  await page.locator('#analytics-range-from').fill(from.shown);
  await page.locator('#analytics-range-to').click();
  await page.locator('#analytics-range-to').fill(to.shown);
  await page.keyboard.press('Enter');
}

/**
 * The range follows the picker and the address: a past range shows what happened then
 * (nothing of this test's data), and the browser's back button returns to the figures before.
 */
async function expectRangeChangesTheNumbers(page: Page, column: string, before: string) {
  await chooseRange(page, PAST_RANGE.from, PAST_RANGE.to);
  await expectLoaded(page, PAST_RANGE.from.iso, PAST_RANGE.to.iso);
  await expect(page).toHaveURL(new RegExp(`from=${PAST_RANGE.from.iso}&to=${PAST_RANGE.to.iso}`));
  await expect(kpi(page, column)).not.toHaveAttribute('data-value', before);
  await page.goBack();
  await expectLoaded(page);
  await expect(kpi(page, column)).toHaveAttribute('data-value', before);
}

test('the forwarder sees its order in its dashboard, follows the range and exports the table', async ({
  page,
  signIn,
  orderWithCarrierSelected: { forwarder },
}) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  // The forwarder created, published and chose a carrier for one order this week.
  await signIn(forwarder.owner);
  await page.goto('/analytics');
  await expectLoaded(page);
  await expect(page.getByTestId('analytics-page')).toHaveAttribute('data-kind', 'forwarder');
  await expect(kpi(page, 'ordersCreated')).toHaveAttribute('data-value', '1');
  await expect(
    figure(page, 'ordersByPeriod').getByTestId('figure-chart').locator('svg'),
  ).toBeVisible();
  await expectRangeChangesTheNumbers(page, 'ordersCreated', '1');
  await expectExportsEqualTable(page, 'ordersByPeriod');
});

test('the carrier sees its accepted response in its dashboard and exports the table', async ({
  page,
  signIn,
  orderWithCarrierSelected: { carrier },
}) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  // The carrier sent one response, and it was accepted.
  await signIn(carrier.owner);
  await page.goto('/analytics');
  await expectLoaded(page);
  await expect(page.getByTestId('analytics-page')).toHaveAttribute('data-kind', 'carrier');
  await expect(kpi(page, 'responsesSent')).toHaveAttribute('data-value', '1');
  await expect(kpi(page, 'acceptanceRate')).toHaveAttribute('data-value', '1');
  await expect(kpi(page, 'acceptanceRate')).toContainText('100%');
  await expectRangeChangesTheNumbers(page, 'responsesSent', '1');
  await expectExportsEqualTable(page, 'responsesByPeriod');
});

test('the admin sees the platform’s dashboard and exports it', async ({
  page,
  signIn,
  publishedOrder,
}) => {
  expect(publishedOrder.status).toBe('PUBLISHED');
  await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
  await signIn(demoAccount('ROLE_ADMIN'));
  await page.goto('/analytics');
  await expectLoaded(page);
  await expect(page.getByTestId('analytics-page')).toHaveAttribute('data-kind', 'platform');
  // At least the company this test registered created an order in the range.
  const active = kpi(page, 'activeCompanies');
  await expect(active).toHaveAttribute('data-value', /^[1-9]\d*$/);
  const activeNow = (await active.getAttribute('data-value')) ?? '';
  await expectRangeChangesTheNumbers(page, 'activeCompanies', activeNow);
  await expectExportsEqualTable(page, 'registrationsByPeriod');

  // The whole dashboard is one workbook, a sheet per figure.
  const [workbook] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('analytics-export-all').click(),
  ]);
  expect(workbook.suggestedFilename()).toMatch(/^analytics-platform-.+\.xlsx$/);
});
