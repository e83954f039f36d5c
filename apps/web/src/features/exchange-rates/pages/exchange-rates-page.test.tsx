import { Role, type ExchangeRate, type ExchangeRateList } from '@freight/shared';
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

  it('says so when there are no rates yet', async () => {
    openRates({ 'GET /api/exchange-rates': () => json(200, { latest: [], history: [] }) });
    expect((await screen.findAllByText('No rates yet')).length).toBeGreaterThan(0);
  });
});
