import { OrderAction, OrderStatus, PublicationStage, Role } from '@freight/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillByTestId } from '../../../test/antd-helpers';
import { makeCarrierPoolMember } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { allowed, makeOrderDetail } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';

const draft = makeOrderDetail({
  status: OrderStatus.DRAFT,
  actions: allowed(OrderAction.PUBLISH, OrderAction.EDIT),
});

function openEdit(save: StubHandler, order = draft) {
  const account = signIn(makeAccount({ roleType: Role.EMPLOYEE }));
  const network = stubFetch({
    [`GET /api/orders/${order.id}`]: () => json(200, order),
    [`PUT /api/orders/${order.id}`]: save,
    [`GET /api/orders/${order.id}/history`]: () => json(200, []),
    'GET /api/carrier-pool': () => json(200, { items: [makeCarrierPoolMember()], limit: 500 }),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(`/edit-request/${order.id}`), network };
}

describe('editing an order', () => {
  it('saves the changed draft with the version read and says Changes Saved', async () => {
    const { network, router } = openEdit(({ body }) =>
      json(200, {
        ...draft,
        cargoName: (body as { cargoName: string }).cargoName,
        version: draft.version + 1,
      }),
    );
    expect(await screen.findByTestId('order-number')).toHaveTextContent(draft.number);
    expect(screen.getByTestId('order-field-cargoName')).toHaveValue('Стройматериалы');
    await fillByTestId('order-field-cargoName', 'Цемент М500');
    await userEvent.click(screen.getByTestId('order-save-draft'));

    expect(await screen.findByText('Changes Saved')).toBeInTheDocument();
    const body = network.callsTo('PUT', `/api/orders/${draft.id}`)[0]?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      cargoName: 'Цемент М500',
      version: draft.version,
      saveMode: 'DRAFT',
      seatDimensions: { lengthM: 1.2, widthM: 0.8, heightM: 1.5 },
    });
    expect((body.route as unknown[]).length).toBe(2);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-request/${draft.id}`));
  }, 60_000);

  it('reloads the order when someone else changed it meanwhile', async () => {
    const { network } = openEdit(() =>
      json(409, { code: 'VERSION_CONFLICT', message: 'conflict' }),
    );
    await screen.findByTestId('order-form');
    await userEvent.click(screen.getByTestId('order-publish'));
    expect(
      await screen.findByText(/Someone else changed this order meanwhile/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(network.callsTo('GET', `/api/orders/${draft.id}`).length).toBeGreaterThan(1),
    );
  }, 60_000);

  it('offers the stage chosen for a draft, with its hours, to change', async () => {
    const pooled = { ...draft, publicationStage: PublicationStage.POOL, poolHours: 6 };
    openEdit(() => json(200, pooled), pooled);
    await screen.findByTestId('order-form');
    expect(screen.getByTestId('order-stage-POOL')).toBeChecked();
    expect(screen.getByTestId('order-field-poolHours')).toHaveValue('6');
    expect(screen.getByTestId('order-stage-POOL_ONLY')).toBeEnabled();
  });

  it('does not offer the stage choice for a published order', async () => {
    const published = makeOrderDetail({
      status: OrderStatus.PUBLISHED,
      publicationStage: PublicationStage.POOL,
      poolHours: 6,
      poolUntil: '2030-03-05T09:30:00.000Z',
      actions: allowed(OrderAction.EDIT),
    });
    openEdit(() => json(200, published), published);
    await screen.findByTestId('order-form');
    expect(screen.getByTestId('order-publication-stage-text')).toHaveTextContent(
      'My carriers first, then the whole board · 6 h',
    );
    expect(screen.queryByTestId('order-field-publicationStage')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-field-poolHours')).not.toBeInTheDocument();
  });

  it('says when the order can no longer be edited', async () => {
    openEdit(() => json(500), { ...draft, status: OrderStatus.CARRIER_SELECTED, actions: [] });
    expect(await screen.findByTestId('order-not-editable')).toBeInTheDocument();
    expect(screen.queryByTestId('order-form')).not.toBeInTheDocument();
  });
});
