import { Currency, OrderStatus, Role } from '@freight/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { formatMoney } from '../../../lib/format/format';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeOrderPage, makeOrderSummary } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const open = makeOrderSummary({ price: 450_000 });
const agreedAsAsked = makeOrderSummary({
  status: OrderStatus.CARRIER_SELECTED,
  price: 300_000,
  agreedPrice: { price: 300_000, currency: Currency.KZT },
});
const agreedLower = makeOrderSummary({
  status: OrderStatus.IN_TRANSIT,
  price: 450_000,
  agreedPrice: { price: 5_200, currency: Currency.USD },
});

function openList() {
  const account = signIn(makeAccount({ roleType: Role.FORWARDER }));
  stubFetch({
    'GET /api/orders': () => json(200, makeOrderPage([open, agreedAsAsked, agreedLower])),
    'GET /api/deletion-requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 1 }),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  renderApp('/requests');
}

/** What each row's price cell says: the price shown, and the asking price beside it if any. */
async function pricesOfRows() {
  // The first screen of a test file loads its lazy route: slow on a busy machine.
  const rows = await screen.findAllByTestId('order-row', {}, { timeout: 15_000 });
  return rows.map((row) => [
    within(row).getByTestId('order-price').textContent,
    within(row).queryByTestId('order-asking-price')?.textContent ?? null,
  ]);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the price in the order list', { timeout: 30_000 }, () => {
  it('shows the agreed price once a carrier is chosen, and the asking one only where it differs', async () => {
    openList();
    expect(await pricesOfRows()).toEqual([
      ['₸450,000', null],
      ['₸300,000', null],
      ['$5,200', 'Asked: ₸450,000'],
    ]);
    const rows = screen.getAllByTestId('order-row');
    expect(within(rows[2]!).getByTestId('order-price')).toHaveAttribute(
      'title',
      'Price agreed with the carrier',
    );
  });

  it('shows the same on a phone, in the language of the interface', async () => {
    setViewportWidth(PHONE_WIDTH);
    await i18n.changeLanguage('ru');
    openList();
    // Russian groups with no-break spaces: the formatter writes the expected text too.
    expect(await pricesOfRows()).toEqual([
      [formatMoney(450_000, Currency.KZT), null],
      [formatMoney(300_000, Currency.KZT), null],
      [formatMoney(5_200, Currency.USD), `Запрошено: ${formatMoney(450_000, Currency.KZT)}`],
    ]);
    expect(screen.getAllByTestId('order-row')[2]!.tagName).toBe('DIV');
  });
});
