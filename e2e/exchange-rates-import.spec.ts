import { expect, test } from './support/fixtures';
import { dayFromNow } from './support/dates';
import { demoAccount } from './support/demo-accounts';

/**
 * A National Bank export as a Russian spreadsheet saves it: semicolons, decimal commas; the
 * pound is a currency the exchange keeps no rate of. Of yesterday: the list shows the latest
 * days first, and the demo keeps 120 days of rates.
 */
const YESTERDAY = dayFromNow(-1).shown;
const EXPORT = [
  'Дата;Количество;Валюта;Курс',
  `${YESTERDAY};1;USD;499,87`,
  `${YESTERDAY};10;CNY;701,4`,
  `${YESTERDAY};1;GBP;612,3`,
].join('\r\n');

/**
 * The admin imports the National Bank's rates from a CSV (issue 32): the page previews what
 * the file holds, a wrong line keeps Import off, and the import's rates join the list.
 */
test('the administrator imports the National Bank’s rates from a CSV file', async ({
  page,
  signIn,
}) => {
  await signIn(demoAccount('ROLE_ADMIN'));
  await page.goto('/admin/exchange-rates');
  const chooser = page.getByTestId('exchange-rates-import-file').locator('input[type=file]');

  await chooser.setInputFiles({
    name: 'wrong.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${EXPORT}\r\n31.11.2026;1;EUR;540`),
  });
  await expect(page.getByTestId('exchange-rates-import-problems')).toContainText('5');
  await expect(page.getByTestId('exchange-rates-import-submit')).toBeDisabled();

  await chooser.setInputFiles({
    name: 'nbrk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(EXPORT),
  });
  await expect(page.getByTestId('exchange-rates-import-count')).toContainText('2');
  await expect(page.getByTestId('exchange-rates-import-skipped')).toContainText('1');
  await page.getByTestId('exchange-rates-import-submit').click();
  await expect(page.getByTestId('exchange-rates-import-result')).toBeVisible();
  await expect(page.getByText('70.14').or(page.getByText('70,14')).first()).toBeVisible();
});
