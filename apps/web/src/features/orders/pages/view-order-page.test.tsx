import {
  DeletionRequestStatus,
  OrderAction,
  OrderStatus,
  ProblemStatus,
  Role,
  type OrderDetail,
} from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseByTestId, fillByTestId } from '../../../test/antd-helpers';
import { makeConversation } from '../../../test/chat-factories';
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

const problem = {
  id: nextOrderTestId(),
  description: 'Водитель не вышел на связь',
  generated: null,
  status: ProblemStatus.OPEN,
  reportedBy: {
    id: nextOrderTestId(),
    name: 'Сейітова Айгерим',
    role: Role.FORWARDER,
    companyName: 'ТОО «Дала»',
  },
  reportedAt: '2030-03-05T10:00:00.000Z',
  decisionComment: null,
  newStatus: null,
  decidedBy: null,
  decidedAt: null,
};

describe('the order view', () => {
  it('shows the order read-only with only the actions the server allows', async () => {
    const order = makeOrderDetail({
      status: OrderStatus.DRAFT,
      actions: allowed(OrderAction.PUBLISH, OrderAction.EDIT, OrderAction.REQUEST_DELETION),
    });
    openOrder(order, Role.FORWARDER);
    expect(await screen.findByTestId('order-number')).toHaveTextContent(order.number);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Draft');
    expect(screen.getByTestId('order-field-cargoName')).toBeDisabled();
    const buttons = within(screen.getByTestId('order-actions'))
      .getAllByRole('button')
      .map((button) => button.dataset.testid);
    expect(buttons).toEqual([
      'order-action-PUBLISH',
      'order-action-EDIT',
      'order-action-REQUEST_DELETION',
    ]);
    expect(screen.queryByTestId('responses-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('route-add-point')).not.toBeInTheDocument();
  });

  it('offers an action refused for missing input and explains what is missing', async () => {
    const order = makeOrderDetail({
      actions: [{ action: OrderAction.RESPOND, allowed: false, reason: 'DRIVER_NOT_ELIGIBLE' }],
    });
    openOrder(order, Role.LOGISTICIAN, {
      [`GET /api/orders/${order.id}/response-options`]: () =>
        json(200, { drivers: [], vehicles: [] }),
    });
    const respond = await screen.findByTestId('order-action-RESPOND');
    expect(respond).toHaveAttribute('data-allowed', 'false');
    await userEvent.click(respond);
    expect(
      await screen.findAllByText(
        'The driver is not approved, is blacklisted or belongs to another company',
      ),
    ).not.toHaveLength(0);
  });

  it('accepts a response after confirmation and says Acceptance Error when it fails', async () => {
    const order = makeOrderDetail({ actions: allowed(OrderAction.ACCEPT_RESPONSE) });
    const response = makeOrderResponse({ orderId: order.id });
    const { network } = openOrder(order, Role.FORWARDER, {
      [`GET /api/orders/${order.id}/responses`]: () => json(200, [response]),
      [`POST /api/orders/${order.id}/responses/${response.id}/accept`]: () =>
        json(409, { code: 'RESPONSE_ALREADY_ACCEPTED', message: 'already' }),
    });
    const row = await screen.findByTestId('response-row');
    expect(row).toHaveAttribute('data-carrier', 'ТОО «Жол Транс»');
    expect(row).toHaveAttribute('data-status', 'ACTIVE');
    expect(row).toHaveTextContent('123ABC02');
    expect(row).toHaveTextContent('Ахметов Ерлан');
    expect(row).toHaveTextContent('4.6');

    await userEvent.click(within(row).getByTestId('response-accept'));
    await userEvent.click(await screen.findByTestId('response-accept-confirm'));

    expect(await screen.findByTestId('accept-error')).toHaveTextContent(
      'Acceptance Error: A response to this order has already been accepted',
    );
    const accept = network.callsTo(
      'POST',
      `/api/orders/${order.id}/responses/${response.id}/accept`,
    );
    expect(accept[0]?.body).toEqual({ version: order.version });
  });

  it('opens the chat with the carrier of a response, which finds or starts their thread', async () => {
    const order = makeOrderDetail({ actions: [] });
    const response = makeOrderResponse({ orderId: order.id });
    const thread = makeConversation({ orderId: order.id });
    const { network, router } = openOrder(order, Role.FORWARDER, {
      [`GET /api/orders/${order.id}/responses`]: () => json(200, [response]),
      'POST /api/chat/order-threads': () => json(200, thread),
      'GET /api/chat/conversations': () => json(200, { items: [thread], unreadTotal: 0 }),
      'GET /api/chat/unread': () => json(200, { unreadTotal: 0 }),
      [`GET /api/chat/conversations/${thread.id}/messages`]: () =>
        json(200, { items: [], hasMore: false }),
    });
    const row = await screen.findByTestId('response-row');
    await userEvent.click(await within(row).findByTestId('response-chat'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${thread.id}`));
    expect(network.callsTo('POST', '/api/chat/order-threads')[0]?.body).toEqual({
      orderId: order.id,
      carrierCompanyId: response.carrier.id,
    });
    expect(await screen.findByTestId('chat-conversation-view')).toBeInTheDocument();
  });

  it('offers a carrier with a response the order’s chat in the header', async () => {
    const order = makeOrderDetail({ actions: [], myResponse: makeOrderResponse() });
    openOrder(order, Role.LOGISTICIAN);
    expect(await screen.findByTestId('order-chat')).toHaveTextContent('Chat about the order');
  });

  it('offers the CB the order’s chat only once a problem was reported', async () => {
    const quiet = makeOrderDetail({ actions: [] });
    openOrder(quiet, Role.CB);
    expect(await screen.findByTestId('order-view')).toBeInTheDocument();
    expect(screen.queryByTestId('order-chat')).not.toBeInTheDocument();
  });

  it('sends a problem report only with a description', async () => {
    const order = makeOrderDetail({ actions: allowed(OrderAction.REPORT_PROBLEM) });
    const { network } = openOrder(order, Role.FORWARDER, {
      [`POST /api/orders/${order.id}/problems`]: () => json(201, problem),
    });
    await userEvent.click(await screen.findByTestId('order-action-REPORT_PROBLEM'));
    await userEvent.click(await screen.findByTestId('problem-submit'));
    expect(await screen.findByText('Please fill out the problem description.')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/orders/${order.id}/problems`)).toHaveLength(0);

    await fillByTestId('problem-description', 'Водитель не вышел на связь');
    await userEvent.click(screen.getByTestId('problem-submit'));
    expect(
      await screen.findByText('The order has been sent for security verification.'),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/orders/${order.id}/problems`)[0]?.body).toEqual({
      description: 'Водитель не вышел на связь',
    });
  });

  it('sends a deletion request', async () => {
    const order = makeOrderDetail({ actions: allowed(OrderAction.REQUEST_DELETION) });
    const { network } = openOrder(order, Role.EMPLOYEE, {
      [`POST /api/orders/${order.id}/deletion-requests`]: () =>
        json(201, {
          id: nextOrderTestId(),
          reason: 'Дубль',
          status: DeletionRequestStatus.PENDING,
          requestedBy: { id: nextOrderTestId(), name: 'Сейітова Айгерим' },
          requestedAt: '2030-03-05T10:00:00.000Z',
          decidedBy: null,
          decidedAt: null,
          comment: null,
        }),
    });
    await userEvent.click(await screen.findByTestId('order-action-REQUEST_DELETION'));
    await fillByTestId('deletion-reason', 'Дубль');
    await userEvent.click(screen.getByTestId('deletion-submit'));
    expect(await screen.findByText('Delete request sent')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/orders/${order.id}/deletion-requests`)[0]?.body).toEqual({
      reason: 'Дубль',
    });
  });

  it('lets the CB decide an open problem with a required comment, a new status and the side at fault', async () => {
    const order = makeOrderDetail({
      openProblem: problem,
      problems: [problem],
      actions: allowed(OrderAction.DECIDE_PROBLEM),
    });
    const { network } = openOrder(order, Role.CB, {
      [`POST /api/orders/${order.id}/problems/${problem.id}/decision`]: () =>
        json(200, { ...order, openProblem: null, actions: [] }),
    });
    expect(await screen.findByTestId('problem-open')).toHaveTextContent(
      'Водитель не вышел на связь',
    );
    await userEvent.click(screen.getByTestId('problem-decision-submit'));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();

    await fillByTestId('problem-decision-comment', 'Перевозчик заменён');
    await chooseByTestId('problem-decision-status', 'CANCELLED');
    await chooseByTestId('problem-decision-at-fault', 'CARRIER');
    await userEvent.click(screen.getByTestId('problem-decision-submit'));
    await waitFor(() =>
      expect(
        network.callsTo('POST', `/api/orders/${order.id}/problems/${problem.id}/decision`)[0]?.body,
      ).toEqual({ comment: 'Перевозчик заменён', newStatus: 'CANCELLED', atFaultSide: 'CARRIER' }),
    );
  });

  it('lets a moderator reject a deletion request only with a comment', async () => {
    const request = {
      id: nextOrderTestId(),
      reason: 'Дубль',
      status: DeletionRequestStatus.PENDING,
      requestedBy: { id: nextOrderTestId(), name: 'Сейітова Айгерим' },
      requestedAt: '2030-03-05T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      comment: null,
    };
    const order = makeOrderDetail({
      deletionRequests: [request],
      actions: allowed(OrderAction.APPROVE_DELETION, OrderAction.REJECT_DELETION),
    });
    const path = `/api/orders/${order.id}/deletion-requests/${request.id}/decision`;
    const { network } = openOrder(order, Role.MODERATOR, {
      [`POST ${path}`]: () => json(200, { ...order, deletionRequests: [], actions: [] }),
    });
    expect(await screen.findByTestId('deletion-pending')).toHaveTextContent('Дубль');
    await userEvent.click(screen.getByTestId('deletion-reject'));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
    expect(network.callsTo('POST', path)).toHaveLength(0);

    await fillByTestId('deletion-decision-comment', 'Заявка в работе');
    await userEvent.click(screen.getByTestId('deletion-reject'));
    await waitFor(() =>
      expect(network.callsTo('POST', path)[0]?.body).toEqual({
        decision: 'REJECT',
        comment: 'Заявка в работе',
      }),
    );
    expect(await screen.findByText('The deletion request is rejected')).toBeInTheDocument();
  });

  it('gives the CB’s two decision forms fields of their own beside the order’s', async () => {
    const request = {
      id: nextOrderTestId(),
      reason: 'Дубль',
      status: DeletionRequestStatus.PENDING,
      requestedBy: { id: nextOrderTestId(), name: 'Сейітова Айгерим' },
      requestedAt: '2030-03-05T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      comment: null,
    };
    const order = makeOrderDetail({
      openProblem: problem,
      problems: [problem],
      deletionRequests: [request],
      actions: allowed(
        OrderAction.DECIDE_PROBLEM,
        OrderAction.APPROVE_DELETION,
        OrderAction.REJECT_DELETION,
      ),
    });
    openOrder(order, Role.CB);
    await screen.findByTestId('problem-decision-form');
    expect(screen.getByTestId('order-chat')).toHaveTextContent('Chat about the order');
    expect(await screen.findByTestId('deletion-decision-form')).toBeInTheDocument();
    expect(duplicateIds()).toEqual([]);
  });

  it('shows the history with the changed fields in the reader’s language', async () => {
    const order = makeOrderDetail();
    openOrder(order, Role.FORWARDER, {
      [`GET /api/orders/${order.id}/history`]: () =>
        json(200, [
          {
            id: nextOrderTestId(),
            at: '2030-03-02T09:00:00.000Z',
            actor: { id: nextOrderTestId(), name: 'Сейітова Айгерим', role: Role.FORWARDER },
            action: 'order.updated',
            changes: [
              { field: 'price', from: 400000, to: 450000 },
              { field: 'transportType', from: 'TENT', to: 'REFRIGERATOR' },
            ],
          },
        ]),
    });
    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveAttribute('data-action', 'order.updated');
    expect(entry).toHaveTextContent('Order changed');
    expect(entry).toHaveTextContent('Сейітова Айгерим (Expeditor)');
    expect(entry).toHaveTextContent('Price: ₸400,000 → ₸450,000');
    expect(entry).toHaveTextContent('Transport type: Tent (curtainsider) → Refrigerator');
  });
});

describe('adding the carrier of a completed order to my carriers', () => {
  /** `makeAccount`'s company: the order is the caller's own. */
  const ownCompany = { id: '22222222-2222-4222-8222-222222222222', name: 'ТОО «Дала Экспресс»' };
  const completed = (overrides: Partial<OrderDetail> = {}) =>
    makeOrderDetail({
      status: OrderStatus.COMPLETED,
      ownerCompany: ownCompany,
      selectedResponse: makeOrderResponse({ status: 'ACCEPTED' }),
      ...overrides,
    });

  it('adds the carrier from the owner’s completed order and says whether it was new', async () => {
    const order = completed();
    let added = false;
    const { network } = openOrder(order, Role.EMPLOYEE, {
      'POST /api/carrier-pool': ({ body }) => {
        const status = added ? 200 : 201;
        added = true;
        return json(status, {
          carrierCompanyId: order.selectedResponse?.carrier.id,
          companyName: 'ТОО «Жол Транс»',
          bin: '180540012345',
          source: (body as { source: string }).source,
          orderNumber: order.number,
          addedAt: '2026-03-01T10:00:00.000Z',
          addedBy: null,
          completedDeals: 1,
        });
      },
    });
    const button = await screen.findByTestId('carrier-pool-add');
    expect(button).toHaveTextContent('Add carrier to my carriers');
    await userEvent.click(button);
    expect(await screen.findByText('Added to my carriers')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/carrier-pool')[0]?.body).toEqual({
      source: 'ORDER',
      orderId: order.id,
    });
    await userEvent.click(screen.getByTestId('carrier-pool-add'));
    expect(await screen.findByText('Already in my carriers')).toBeInTheDocument();
  });

  it('shows the refusal in words', async () => {
    const order = completed();
    openOrder(order, Role.FORWARDER, {
      'POST /api/carrier-pool': () =>
        json(409, { code: 'CARRIER_POOL_LIMIT_REACHED', message: 'full' }),
    });
    await userEvent.click(await screen.findByTestId('carrier-pool-add'));
    expect(
      await screen.findByText('Your list of carriers is full; remove one first'),
    ).toBeInTheDocument();
  });

  it.each([
    ['an order not completed yet', completed({ status: OrderStatus.IN_TRANSIT }), Role.FORWARDER],
    [
      'another company’s order',
      completed({ ownerCompany: { id: nextOrderTestId(), name: 'ТОО «Другая»' } }),
      Role.FORWARDER,
    ],
    ['the carrier side', completed(), Role.DRIVER_COMPANY],
  ])('is not offered for %s', async (_, order, role) => {
    openOrder(order, role);
    expect(await screen.findByTestId('order-view')).toBeInTheDocument();
    expect(screen.queryByTestId('carrier-pool-add')).not.toBeInTheDocument();
  });
});
