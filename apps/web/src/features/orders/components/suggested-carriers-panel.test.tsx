import { OrderStatus, Role, type OrderDetail } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeOrderDetail } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';
import { makeSuggestedCarrier } from '../../../test/truck-factories';

function openOrder(order: OrderDetail, role: Role, routes: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: role }));
  const base = `/api/orders/${order.id}`;
  const network = stubFetch({
    [`GET ${base}`]: () => json(200, order),
    [`GET ${base}/history`]: () => json(200, []),
    [`GET ${base}/responses`]: () => json(200, []),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp(`/view-request/${order.id}`), network, base };
}

describe('the suggested carriers of a published order', { timeout: 30_000 }, () => {
  const order = makeOrderDetail({ status: OrderStatus.PUBLISHED });
  const withTruck = makeSuggestedCarrier();
  const invited = makeSuggestedCarrier({
    company: { id: '00000000-0000-4000-8000-0000000000aa', name: 'ТОО «Сапар»' },
    truckOffer: null,
    laneOrders: 0,
    ordersWithForwarder: 0,
    medianResponseMinutes: null,
    invited: true,
  });

  it('words each reason and invites a carrier', async () => {
    const { network, base } = openOrder(order, Role.FORWARDER, {
      [`GET /api/orders/${order.id}/suggested-carriers`]: () =>
        json(200, { items: [withTruck, invited] }),
      [`POST /api/orders/${order.id}/invitations`]: () =>
        json(201, {
          id: '00000000-0000-4000-8000-0000000000bb',
          orderId: order.id,
          carrierCompanyId: withTruck.company.id,
          createdAt: '2026-11-28T10:00:00.000Z',
        }),
    });
    const rows = await screen.findAllByTestId('suggested-carrier');
    expect(rows[0]).toHaveTextContent('Free truck in Almaty, 01.12.2026 – 05.12.2026');
    expect(rows[0]).toHaveTextContent('Completed orders on this lane in a year: 3');
    expect(rows[0]).toHaveTextContent('Orders completed for you: 2');
    expect(rows[0]).toHaveTextContent('Trust score 81');
    expect(rows[0]).toHaveTextContent('Usually responds within 1.5 hr');
    expect(rows[1]).not.toHaveTextContent('Free truck');
    expect(within(rows[1]!).getByTestId('suggested-carrier-invited')).toBeDisabled();

    await userEvent.click(within(rows[0]!).getByTestId('suggested-carrier-invite'));
    await waitFor(() => expect(network.callsTo('POST', `${base}/invitations`)).toHaveLength(1));
    expect(network.callsTo('POST', `${base}/invitations`)[0]?.body).toEqual({
      carrierCompanyId: withTruck.company.id,
    });
  });

  it('is not shown to a carrier, nor for a draft', async () => {
    openOrder(order, Role.DRIVER_COMPANY);
    await screen.findByTestId('order-view');
    expect(screen.queryByTestId('suggested-carriers')).toBeNull();
  });
});
