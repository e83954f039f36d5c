import { OrderAction, Role, type CounterOfferView, type OrderDetail } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillByTestId } from '../../../test/antd-helpers';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import {
  allowed,
  makeOrderDetail,
  makeOrderResponse,
  nextOrderTestId,
} from '../../../test/order-factories';
import { duplicateIds } from '../../../test/duplicate-ids';
import { renderApp } from '../../../test/render-app';

function openOrder(order: OrderDetail, role: Role, routes: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: role }));
  const network = stubFetch({
    [`GET /api/orders/${order.id}`]: () => json(200, order),
    [`GET /api/orders/${order.id}/history`]: () => json(200, []),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  renderApp(`/view-request/${order.id}`);
  return network;
}

function makeCounterOffer(overrides: Partial<CounterOfferView> = {}): CounterOfferView {
  return {
    id: nextOrderTestId(),
    responseId: nextOrderTestId(),
    status: 'OPEN',
    price: 400_000,
    currency: 'KZT',
    comment: 'Дороговато',
    createdAt: '2025-03-02T10:00:00.000Z',
    createdBy: { id: nextOrderTestId(), name: 'Сейітова Айгерим' },
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

describe('counter-offers on the order page', () => {
  it('lets the forwarder counter an active response and shows why the server refused', async () => {
    const order = makeOrderDetail({ actions: allowed(OrderAction.ACCEPT_RESPONSE) });
    const response = makeOrderResponse({ orderId: order.id });
    const path = `/api/orders/${order.id}/responses/${response.id}/counter-offers`;
    const network = openOrder(order, Role.FORWARDER, {
      [`GET /api/orders/${order.id}/responses`]: () => json(200, [response]),
      [`POST ${path}`]: () => json(409, { code: 'COUNTER_OFFER_OPEN', message: 'already open' }),
    });
    const row = await screen.findByTestId('response-row');
    await userEvent.click(within(row).getByTestId('response-counter'));
    const form = await within(row).findByTestId('counter-offer-form');
    expect(duplicateIds()).toEqual([]);
    await userEvent.click(within(form).getByTestId('counter-offer-submit'));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(network.callsTo('POST', path)).toHaveLength(0);

    await fillByTestId('counter-offer-price', '400000');
    await fillByTestId('counter-offer-comment', 'Дороговато');
    await userEvent.click(within(form).getByTestId('counter-offer-submit'));
    expect(await screen.findByTestId('counter-offer-error')).toHaveTextContent(
      'A counter-offer on this response is already awaiting an answer',
    );
    expect(network.callsTo('POST', path)[0]?.body).toEqual({
      price: 400000,
      currency: 'KZT',
      comment: 'Дороговато',
    });
  });

  it('shows the forwarder its thread and no second counter while one is open', async () => {
    const order = makeOrderDetail({ actions: allowed(OrderAction.ACCEPT_RESPONSE) });
    const response = makeOrderResponse({
      orderId: order.id,
      counterOffers: [
        makeCounterOffer({ status: 'DECLINED', price: 380_000 }),
        makeCounterOffer({ price: 410_000 }),
      ],
    });
    openOrder(order, Role.FORWARDER, {
      [`GET /api/orders/${order.id}/responses`]: () => json(200, [response]),
    });
    const row = await screen.findByTestId('response-row');
    const offers = await within(row).findAllByTestId('counter-offer');
    expect(offers.map((offer) => offer.getAttribute('data-status'))).toEqual(['DECLINED', 'OPEN']);
    expect(offers[1]).toHaveTextContent('Awaiting answer');
    expect(offers[1]).toHaveTextContent('Сейітова Айгерим');
    expect(within(row).queryByTestId('response-counter')).not.toBeInTheDocument();
    expect(within(row).getByTestId('counter-offer-withdraw')).toBeInTheDocument();
  });

  it('lets the carrier accept the open counter-offer on its response', async () => {
    const offer = makeCounterOffer();
    const mine = makeOrderResponse({ counterOffers: [offer] });
    const order = makeOrderDetail({
      myResponse: mine,
      actions: allowed(OrderAction.EDIT_RESPONSE, OrderAction.WITHDRAW_RESPONSE),
    });
    const path = `/api/orders/${order.id}/responses/${mine.id}/counter-offers/${offer.id}/accept`;
    const network = openOrder(order, Role.LOGISTICIAN, {
      [`POST ${path}`]: () =>
        json(200, {
          ...mine,
          price: offer.price,
          counterOffers: [{ ...offer, status: 'ACCEPTED' }],
        }),
    });
    const open = await screen.findByTestId('counter-offer-open');
    expect(open).toHaveTextContent('The forwarder proposes');
    await userEvent.click(within(open).getByTestId('counter-offer-accept'));
    await waitFor(() => expect(network.callsTo('POST', path)).toHaveLength(1));
    expect(
      await screen.findByText('Counter-offer accepted: your response now has its price'),
    ).toBeInTheDocument();
  });

  it('offers the carrier no answer once its response can no longer be withdrawn', async () => {
    const mine = makeOrderResponse({ counterOffers: [makeCounterOffer()] });
    openOrder(makeOrderDetail({ myResponse: mine, actions: [] }), Role.LOGISTICIAN);
    expect(await screen.findByTestId('counter-offers')).toBeInTheDocument();
    expect(screen.queryByTestId('counter-offer-open')).not.toBeInTheDocument();
  });
});
