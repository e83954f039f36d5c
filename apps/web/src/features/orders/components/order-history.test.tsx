import { Currency, Role, type OrderHistoryEntry } from '@freight/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeOrderDetail, nextOrderTestId } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';

const actor = { id: nextOrderTestId(), name: 'Сейітова Айгерим', role: Role.FORWARDER };

function entryOf(changes: OrderHistoryEntry['changes']): OrderHistoryEntry {
  return {
    id: nextOrderTestId(),
    at: '2030-03-02T09:00:00.000Z',
    actor,
    action: 'order.updated',
    changes,
  };
}

/** The order view of `order` with `history`, newest entry last as the server sends it. */
function openHistory(history: OrderHistoryEntry[], currency: Currency = Currency.KZT) {
  const order = makeOrderDetail({ currency });
  const account = signIn(makeAccount({ roleType: Role.FORWARDER }));
  stubFetch({
    [`GET /api/orders/${order.id}`]: () => json(200, order),
    [`GET /api/orders/${order.id}/history`]: () => json(200, history),
    [`GET /api/orders/${order.id}/responses`]: () => json(200, []),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  renderApp(`/view-request/${order.id}`);
}

describe('the order history', () => {
  it('writes amounts and quantities as the rest of the page does, in the reader’s language', async () => {
    openHistory([
      entryOf([
        { field: 'price', from: 440000, to: 452500.5 },
        { field: 'cargoWeightTons', from: 20, to: 19.5 },
        { field: 'seats', from: 1200, to: 1250 },
      ]),
    ]);
    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveTextContent('Price: 440,000 KZT → 452,500.5 KZT');
    expect(entry).toHaveTextContent('Weight, t: 20 → 19.5');
    expect(entry).toHaveTextContent('Number of seats: 1,200 → 1,250');
  });

  it('writes an amount in the currency the order had at that time', async () => {
    openHistory(
      [
        entryOf([{ field: 'price', from: 300000, to: 400000 }]),
        entryOf([
          { field: 'price', from: 400000, to: 5000 },
          { field: 'currency', from: Currency.KZT, to: Currency.USD },
        ]),
      ],
      Currency.USD,
    );
    const [newest, oldest] = await screen.findAllByTestId('history-entry');
    expect(newest).toHaveTextContent('Price: 400,000 KZT → 5,000 USD');
    expect(oldest).toHaveTextContent('Price: 300,000 KZT → 400,000 KZT');
  });
});
