import {
  OrderAction,
  OrderStatus,
  PublicationStage,
  Role,
  type OrderDetail,
  type OrderListItem,
} from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format/format';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import {
  allowed,
  makeOrderDetail,
  makeOrderPage,
  makeOrderSummary,
  nextOrderTestId,
} from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const POOL_UNTIL = '2030-03-05T09:30:00.000Z';

function signedIn(role: Role, routes: Record<string, StubHandler>) {
  const account = signIn(makeAccount({ roleType: role }));
  return stubFetch({
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
}

function openOrder(order: OrderDetail, role: Role, routes: Record<string, StubHandler> = {}) {
  const base = `/api/orders/${order.id}`;
  const network = signedIn(role, {
    [`GET ${base}`]: () => json(200, order),
    [`GET ${base}/history`]: () => json(200, []),
    [`GET ${base}/responses`]: () => json(200, []),
    ...routes,
  });
  renderApp(`/view-request/${order.id}`);
  return network;
}

function openList(path: string, role: Role, items: OrderListItem[]) {
  signedIn(role, {
    'GET /api/orders': () => json(200, makeOrderPage(items)),
    'GET /api/orders/status-counts': () => json(200, { counts: {} }),
    'GET /api/deletion-requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 1 }),
  });
  renderApp(path);
}

const pooled = (overrides: Partial<OrderDetail> = {}) =>
  makeOrderDetail({
    publicationStage: PublicationStage.POOL,
    poolHours: 6,
    poolUntil: POOL_UNTIL,
    ...overrides,
  });

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('an order offered to the owner’s carriers first', () => {
  it('tells the owner until when only its carriers see it', async () => {
    openOrder(pooled(), Role.FORWARDER);
    const tag = await screen.findByTestId('order-publication-stage');
    expect(tag).toHaveTextContent(`My carriers first · until ${formatDateTime(POOL_UNTIL)}`);
    expect(screen.getByTestId('order-publication-stage-text')).toHaveTextContent(
      'My carriers first, then the whole board · 6 h',
    );
  });

  it('tells a carrier of the pool that it is offered the order as a preferred carrier', async () => {
    openOrder(
      pooled({ publicationStage: PublicationStage.POOL_ONLY, poolHours: null, poolUntil: null }),
      Role.LOGISTICIAN,
    );
    expect(await screen.findByTestId('order-publication-stage')).toHaveTextContent(
      'Offered to you as a preferred carrier',
    );
    // The form's stage names speak as the owner ("My carriers only").
    expect(screen.queryByTestId('order-publication-stage-text')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-action-OPEN_TO_BOARD')).not.toBeInTheDocument();
  });

  it('shows no stage once a carrier is chosen: nobody else may take the order then', async () => {
    openOrder(pooled({ status: OrderStatus.CARRIER_SELECTED }), Role.FORWARDER);
    expect(await screen.findByTestId('order-view')).toBeInTheDocument();
    expect(screen.queryByTestId('order-publication-stage')).not.toBeInTheDocument();
  });

  it('opens it to the whole board after a confirmation, at the version shown', async () => {
    const order = pooled({ actions: allowed(OrderAction.OPEN_TO_BOARD) });
    const opened: OrderDetail = {
      ...order,
      publicationStage: PublicationStage.PUBLIC,
      poolUntil: null,
      version: order.version + 1,
      actions: [],
    };
    let current = order;
    const network = openOrder(order, Role.EMPLOYEE, {
      [`GET /api/orders/${order.id}`]: () => json(200, current),
      [`POST /api/orders/${order.id}/open-to-board`]: () => {
        current = opened;
        return json(200, opened);
      },
    });
    await userEvent.click(await screen.findByTestId('order-action-OPEN_TO_BOARD'));
    expect(network.callsTo('POST', `/api/orders/${order.id}/open-to-board`)).toHaveLength(0);
    await userEvent.click(await screen.findByTestId('open-to-board-confirm'));

    expect(await screen.findByText('The order is open to the whole board')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/orders/${order.id}/open-to-board`)[0]?.body).toEqual({
      version: order.version,
    });
    await waitFor(() =>
      expect(screen.queryByTestId('order-publication-stage')).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('order-action-OPEN_TO_BOARD')).not.toBeInTheDocument();
  });

  it('says in words why it could not be opened', async () => {
    const order = pooled({ actions: allowed(OrderAction.OPEN_TO_BOARD) });
    openOrder(order, Role.FORWARDER, {
      [`POST /api/orders/${order.id}/open-to-board`]: () =>
        json(409, { code: 'ORDER_ALREADY_PUBLIC', message: 'already public' }),
    });
    await userEvent.click(await screen.findByTestId('order-action-OPEN_TO_BOARD'));
    await userEvent.click(await screen.findByTestId('open-to-board-confirm'));
    expect(
      await screen.findByText('The order is already on the whole load board'),
    ).toBeInTheDocument();
  });

  it('names the opening and the stages in the history, the system as its actor', async () => {
    const order = makeOrderDetail();
    openOrder(order, Role.FORWARDER, {
      [`GET /api/orders/${order.id}/history`]: () =>
        json(200, [
          {
            id: nextOrderTestId(),
            at: '2030-03-05T09:30:00.000Z',
            actor: null,
            action: 'order.opened_to_board',
            changes: [{ field: 'publicationStage', from: 'POOL', to: 'PUBLIC' }],
          },
        ]),
    });
    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveTextContent('Opened to the whole board');
    expect(entry).toHaveTextContent('System');
    expect(entry).toHaveTextContent(
      'Who sees it: My carriers first, then the whole board → Whole load board',
    );
  });
});

describe('the stage in the order lists', () => {
  const offered = makeOrderSummary({
    publicationStage: PublicationStage.POOL,
    poolUntil: POOL_UNTIL,
  });
  const onBoard = makeOrderSummary();

  it('shows the owner its orders its carriers see first, the time in the tooltip', async () => {
    openList('/my-requests', Role.FORWARDER, [offered, onBoard]);
    const rows = await screen.findAllByTestId('order-row', {}, { timeout: 15_000 });
    const tag = within(rows[0]!).getByTestId('order-publication-stage');
    expect(tag).toHaveTextContent('My carriers first');
    expect(tag).toHaveAttribute('title', `My carriers first · until ${formatDateTime(POOL_UNTIL)}`);
    expect(within(rows[1]!).queryByTestId('order-publication-stage')).not.toBeInTheDocument();
  });

  it('shows a carrier on a phone the loads offered to it first', async () => {
    setViewportWidth(PHONE_WIDTH);
    openList('/requests', Role.DRIVER_COMPANY, [offered]);
    const card = await screen.findByTestId('order-row', {}, { timeout: 15_000 });
    expect(card.tagName).toBe('DIV');
    expect(within(card).getByTestId('order-publication-stage')).toHaveTextContent(
      'Offered to you first',
    );
  });
});
