import { OrderStatus, ResponseStatus, Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseByTestId, fillByTestId } from '../../../test/antd-helpers';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeOrderPage, makeOrderSummary } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

function openList(path: string, list: StubHandler, role: Role = Role.FORWARDER) {
  const account = signIn(makeAccount({ roleType: role }));
  const network = stubFetch({
    'GET /api/orders': list,
    'GET /api/deletion-requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 1 }),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(path), network };
}

const published = makeOrderSummary({ responseCount: 3, routePointCount: 3 });
const withProblem = makeOrderSummary({
  status: OrderStatus.CARRIER_SELECTED,
  hasOpenProblem: true,
  hasOpenDeletionRequest: true,
});

describe('the order list', () => {
  it('shows each order with its route, status in colour, flags and responses', async () => {
    openList('/requests', () => json(200, makeOrderPage([published, withProblem])));
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-order-id', published.id);
    expect(rows[0]).toHaveAttribute('data-status', 'PUBLISHED');
    expect(rows[0]).toHaveTextContent('Алматы');
    expect(rows[0]).toHaveTextContent('Астана');
    expect(rows[0]).toHaveTextContent('Intermediate points: 1');
    expect(rows[0]).toHaveTextContent('Tent (curtainsider)');
    expect(within(rows[0]!).getByTestId('order-response-count')).toHaveTextContent('3');
    expect(within(rows[1]!).getByText('Carrier selected')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('order-flag-problem')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('order-flag-deletion')).toBeInTheDocument();
    expect(screen.getByTestId('orders-create')).toBeInTheDocument();
  });

  it('writes the filters, the search and the page to the address and asks the server with them', async () => {
    const { network, router } = openList('/requests', () =>
      json(200, makeOrderPage([published], { total: 45 })),
    );
    await screen.findAllByTestId('order-row');

    await chooseByTestId('orders-filter-status', 'PUBLISHED', 'DRAFT');
    await chooseByTestId('orders-filter-transport', 'TENT');
    await fillByTestId('orders-filter-place', 'Алматы');
    await userEvent.keyboard('{Enter}');
    await fillByTestId('orders-filter-price-min', '1000');
    await userEvent.keyboard('{Enter}');
    await chooseByTestId('orders-filter-currency', 'USD');
    await fillByTestId('orders-search', 'цемент');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => {
      const search = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(search)).toEqual({
        status: 'PUBLISHED,DRAFT',
        transportType: 'TENT',
        place: 'Алматы',
        priceMin: '1000',
        currency: 'USD',
        q: 'цемент',
      });
    });
    const query = network.callsTo('GET', '/api/orders').at(-1)?.url.searchParams;
    expect(query?.get('scope')).toBe('all');
    expect(query?.get('status')).toBe('PUBLISHED,DRAFT');
    expect(query?.get('transportType')).toBe('TENT');
    expect(query?.get('place')).toBe('Алматы');
    expect(query?.get('priceMin')).toBe('1000');
    expect(query?.get('currency')).toBe('USD');
    expect(query?.get('q')).toBe('цемент');
  }, 60_000);

  it('reads the filters, sort and page back from the address', async () => {
    const { network } = openList(
      '/my-requests?status=PUBLISHED&loadingDateFrom=2030-03-01&loadingDateTo=2030-03-31&place=Астана&priceMax=500000&sort=-price&page=2&q=молоко',
      () => json(200, makeOrderPage([published], { total: 45, page: 2 })),
    );
    await screen.findAllByTestId('order-row');
    const query = network.callsTo('GET', '/api/orders')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      scope: 'my',
      status: 'PUBLISHED',
      loadingDateFrom: '2030-03-01',
      loadingDateTo: '2030-03-31',
      place: 'Астана',
      priceMax: '500000',
      sort: '-price',
      page: '2',
      pageSize: '20',
      q: 'молоко',
    });
    expect(screen.getByTestId('orders-search')).toHaveValue('молоко');
    expect(screen.getByTestId('orders-filter-place')).toHaveValue('Астана');
    expect(screen.getByTestId('orders-filter-loading-from')).toHaveValue('01.03.2030');
    expect(screen.getByTestId('orders-filter-price-max')).toHaveValue('500000');
  });

  it('opens an order on a row click', async () => {
    const { router } = openList('/requests', () => json(200, makeOrderPage([published])));
    const row = await screen.findByTestId('order-row');
    await userEvent.click(within(row).getByText('Стройматериалы'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/view-request/${published.id}`),
    );
  });

  it('says so when nothing matches and offers to reset the filters', async () => {
    const { router } = openList('/requests?status=COMPLETED', ({ url }) =>
      json(200, makeOrderPage(url.searchParams.has('status') ? [] : [published])),
    );
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent(
      'Nothing found for the request',
    );
    await userEvent.click(screen.getByTestId('orders-reset-all'));
    expect(await screen.findByTestId('order-row')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when loading fails', async () => {
    openList('/requests', () => json(500, { code: 'UNEXPECTED', message: 'boom' }));
    expect(await screen.findByTestId('page-error')).toHaveTextContent('Could not load the data');
  });

  it('shows a carrier its own response status, as cards on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    openList(
      '/my-requests',
      () =>
        json(200, makeOrderPage([makeOrderSummary({ myResponseStatus: ResponseStatus.DECLINED })])),
      Role.LOGISTICIAN,
    );
    const card = await screen.findByTestId('order-row');
    expect(card.tagName).toBe('DIV');
    expect(document.querySelector('table')).toBeNull();
    expect(card).toHaveTextContent('Declined');
    expect(screen.queryByTestId('orders-create')).not.toBeInTheDocument();
  });
});
