import {
  RATES_CSV_MAX_LENGTH,
  RATES_CSV_PROBLEMS_LISTED,
  Role,
  type ExchangeRate,
  type ExchangeRateList,
} from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const rate = (currency: string, rateDate: string, rateToKzt: number): ExchangeRate => ({
  currency: currency as ExchangeRate['currency'],
  rateDate,
  rateToKzt,
  createdAt: `${rateDate}T06:00:00.000Z`,
});

const rates: ExchangeRateList = {
  latest: [rate('CNY', '2026-11-24', 66.4), rate('USD', '2026-11-25', 482.25)],
  history: [rate('USD', '2026-11-25', 482.25), rate('CNY', '2026-11-24', 66.4)],
};

function openRates(routes: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: Role.ADMIN, organizationName: null }));
  const network = stubFetch({
    'GET /api/exchange-rates': () => json(200, rates),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp('/admin/exchange-rates'), network };
}

/** The National Bank's rates as a spreadsheet saves them; tenge's row is skipped. */
const NATIONAL_BANK_CSV = [
  'Дата;Валюта;Количество;Курс',
  '20.11.2026;USD;1;480,10',
  '20.11.2026;CNY;10;665,40',
  '2026-11-21;usd;1;481.5',
  '20.11.2026;KZT;1;1',
].join('\n');

/** Picks a CSV file in the import card, as the file dialog would. */
async function chooseCsv(text: string, name = 'rates.csv') {
  const card = await screen.findByTestId('exchange-rates-import-file');
  const input = card.querySelector('input[type="file"]');
  await userEvent.upload(input as HTMLInputElement, new File([text], name, { type: 'text/csv' }));
}

async function openAndChoose(text: string) {
  const opened = openRates();
  await chooseCsv(text);
  return opened;
}

describe('the exchange rates screen', { timeout: 20_000 }, () => {
  it('shows the latest rate of each currency', async () => {
    openRates();
    const page = await screen.findByTestId('exchange-rates-page');
    const rows = await within(page).findAllByTestId('exchange-rate-row');
    expect(rows.map((row) => row.getAttribute('data-currency'))).toEqual([
      'CNY',
      'USD',
      'USD',
      'CNY',
    ]);
    expect(rows[1]).toHaveTextContent('482.25');
  });

  it('sets a rate of today, and refuses an empty one before calling the server', async () => {
    const { network } = openRates({
      'PUT /api/exchange-rates': ({ body }) =>
        json(200, rate('USD', (body as ExchangeRate).rateDate, (body as ExchangeRate).rateToKzt)),
    });
    await userEvent.click(await screen.findByTestId('exchange-rate-save'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/exchange-rates')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('exchange-rate-value'));
    await userEvent.paste('483.1');
    await userEvent.click(screen.getByTestId('exchange-rate-save'));
    await waitFor(() => expect(network.callsTo('PUT', '/api/exchange-rates')).toHaveLength(1));
    expect(network.callsTo('PUT', '/api/exchange-rates')[0]?.body).toMatchObject({
      currency: 'USD',
      rateToKzt: 483.1,
    });
    expect(await screen.findByText(/The rate of USD for .* is saved/)).toBeInTheDocument();
  });

  it('previews a National Bank file and imports it, then reads the list again', async () => {
    const { network } = openRates({
      'POST /api/exchange-rates/import': () =>
        json(200, { created: 2, corrected: 1, unchanged: 0, skipped: 1 }),
    });
    await chooseCsv(NATIONAL_BANK_CSV);
    const preview = await screen.findByTestId('exchange-rates-import-preview');
    expect(preview).toHaveTextContent('File: rates.csv');
    expect(preview).toHaveTextContent('Rates to import: 3');
    expect(preview).toHaveTextContent('Rows skipped (currencies not kept): 1');
    expect(network.callsTo('POST', '/api/exchange-rates/import')).toHaveLength(0);
    const listReads = network.callsTo('GET', '/api/exchange-rates').length;

    const submit = screen.getByTestId('exchange-rates-import-submit');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() =>
      expect(network.callsTo('POST', '/api/exchange-rates/import')).toHaveLength(1),
    );
    expect(network.callsTo('POST', '/api/exchange-rates/import')[0]?.body).toEqual({
      csv: NATIONAL_BANK_CSV,
    });
    const result = await screen.findByTestId('exchange-rates-import-result');
    expect(result).toHaveTextContent('The rates are imported');
    expect(result).toHaveTextContent('New: 2');
    expect(result).toHaveTextContent('Corrected: 1');
    expect(result).toHaveTextContent('Unchanged: 0');
    expect(result).toHaveTextContent('Rows skipped: 1');
    expect(screen.queryByTestId('exchange-rates-import-preview')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/exchange-rates').length).toBeGreaterThan(listReads),
    );
  });

  it('names a wrong line in the preview and keeps Import disabled', async () => {
    const { network } = openRates();
    await chooseCsv(
      ['date;currency;quantity;rate', '20.11.2026;USD;1;480,10', '21.11.2026;US1;1;481'].join('\n'),
    );
    const problems = await screen.findByTestId('exchange-rates-import-problems');
    expect(problems).toHaveTextContent('Wrong lines: 1');
    expect(
      within(problems)
        .getAllByTestId('rates-csv-problem')
        .map((li) => li.textContent),
    ).toEqual(['Line 3: Not a currency code (three letters, such as USD)']);
    expect(screen.getByTestId('exchange-rates-import-count')).toHaveTextContent(
      'Rates to import: 1',
    );
    expect(screen.getByTestId('exchange-rates-import-submit')).toBeDisabled();

    await userEvent.click(screen.getByTestId('exchange-rates-import-clear'));
    expect(screen.queryByTestId('exchange-rates-import-preview')).not.toBeInTheDocument();
    expect(screen.queryByTestId('exchange-rates-import-submit')).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/exchange-rates/import')).toHaveLength(0);
  });

  it('lists the first wrong lines of a file and how many more', async () => {
    const wrong = Array.from({ length: RATES_CSV_PROBLEMS_LISTED + 3 }, () => '01.11.2026,USD,1,x');
    await openAndChoose(['date,currency,quantity,rate', ...wrong].join('\n'));
    const problems = await screen.findByTestId('exchange-rates-import-problems');
    expect(within(problems).getAllByTestId('rates-csv-problem')).toHaveLength(
      RATES_CSV_PROBLEMS_LISTED,
    );
    expect(within(problems).getAllByTestId('rates-csv-problem')[0]).toHaveTextContent(
      'Line 2: Enter a number',
    );
    expect(screen.getByTestId('rates-csv-problems-more')).toHaveTextContent('and 3 more');
  });

  it("shows the server's refusal with its wrong lines translated", async () => {
    openRates({
      'POST /api/exchange-rates/import': () =>
        json(400, {
          code: 'EXCHANGE_RATES_CSV_INVALID',
          message: 'The file has wrong lines; nothing was imported',
          details: { '4': 'validation.ratesCsvConflict', '2': 'validation.dateInFuture' },
        }),
    });
    await chooseCsv(NATIONAL_BANK_CSV);
    await userEvent.click(await screen.findByTestId('exchange-rates-import-submit'));
    const refusal = await screen.findByTestId('exchange-rates-import-error');
    expect(refusal).toHaveTextContent('The file has wrong lines; nothing was imported');
    expect(
      within(refusal)
        .getAllByTestId('rates-csv-problem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 2: The date cannot be in the future',
      'Line 4: Another line gives this currency a different rate for the same day',
    ]);
    expect(screen.queryByTestId('exchange-rates-import-result')).not.toBeInTheDocument();
  });

  it('refuses a file longer than an import reads, without reading the server', async () => {
    const { network } = openRates();
    await chooseCsv(`date;currency;rate\n${'x'.repeat(RATES_CSV_MAX_LENGTH)}`);
    expect(await screen.findByTestId('exchange-rates-import-unread')).toHaveTextContent(
      'The file is too large: at most 2,000,000 characters',
    );
    expect(screen.queryByTestId('exchange-rates-import-submit')).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/exchange-rates/import')).toHaveLength(0);
  });

  it('says so when there are no rates yet', async () => {
    openRates({ 'GET /api/exchange-rates': () => json(200, { latest: [], history: [] }) });
    expect((await screen.findAllByText('No rates yet')).length).toBeGreaterThan(0);
  });
});
