import { ORDER_STATUSES, OrderStatus, ResponseStatus, Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseByTestId, fillByTestId } from '../../../test/antd-helpers';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeOrderPage, makeOrderSummary } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const noCounts: StubHandler = () => json(200, { counts: statusCounts({}) });

function openList(
  path: string,
  list: StubHandler,
  role: Role = Role.FORWARDER,
  counts: StubHandler = noCounts,
) {
  const account = signIn(makeAccount({ roleType: role }));
  const network = stubFetch({
    'GET /api/orders': list,
    'GET /api/orders/status-counts': counts,
    'GET /api/deletion-requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 1 }),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(path), network };
}

/** Every status's count: those given, 0 for the rest. */
const statusCounts = (given: Partial<Record<OrderStatus, number>>) =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, given[status] ?? 0]));

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

    // Without filters in the address the panel is closed; its pickers load when it opens.
    const toggle = screen.getByTestId('orders-filters-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('orders-filters')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByTestId('orders-filter-status');
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
    // Filters in the address open the panel on a wide screen, so those in effect are in view.
    expect(await screen.findByTestId('orders-filter-place')).toHaveValue('Астана');
    expect(screen.getByTestId('orders-filters-toggle')).toHaveAttribute('aria-expanded', 'true');
    // The badge beside the button counts them.
    const badge = screen.getByTestId('orders-filters-toggle').parentElement!;
    expect(within(badge).getByTitle('5')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('orders-filter-loading-from')).toHaveValue('01.03.2030');
    expect(screen.getByTestId('orders-filter-price-max')).toHaveValue('500000');
  });

  it('sorts by a header: each click the next direction, then the default again', async () => {
    const { router, network } = openList('/requests', ({ url }) =>
      json(
        200,
        makeOrderPage([published], { total: 45, page: Number(url.searchParams.get('page') ?? 1) }),
      ),
    );
    await screen.findAllByTestId('order-row');
    const header = () => screen.getByRole('columnheader', { name: /Price/ });
    const sortOf = () => new URLSearchParams(router.state.location.search).get('sort');
    expect(header()).toHaveAttribute('aria-sort', 'none');
    // Not sortable: no button, no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'Route' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sortOf()).toBe('price'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(network.callsTo('GET', '/api/orders').at(-1)?.url.searchParams.get('sort')).toBe(
      'price',
    );

    await userEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sortOf()).toBe('-price'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sortOf()).toBeNull());

    // Back on the default sort, newest first, which the number column shows; its next click
    // is oldest first.
    const created = screen.getByRole('columnheader', { name: /Number/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(created).getByRole('button'));
    await waitFor(() => expect(sortOf()).toBe('createdAt'));
  });

  it('pages: the pager asks for the chosen page and disables what leads nowhere', async () => {
    const { router } = openList('/requests', ({ url }) =>
      json(
        200,
        makeOrderPage([published], { total: 45, page: Number(url.searchParams.get('page') ?? 1) }),
      ),
    );
    await screen.findAllByTestId('order-row');
    const pager = screen.getByTestId('list-pager');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3'),
    );
    expect(await within(pager).findByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers 10, 20 or 50 rows a page, keeps the choice in the address and says which rows of how many', async () => {
    const { router, network } = openList('/requests?page=2', ({ url }) =>
      json(
        200,
        makeOrderPage([published], {
          total: 45,
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: Number(url.searchParams.get('pageSize')),
        }),
      ),
    );
    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('list-pager-total')).toHaveTextContent('21–40 of 45');
    await userEvent.click(screen.getByTestId('list-page-size'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '50 per page' }));
    // Another size starts from the first page again.
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=50'));
    const query = network.callsTo('GET', '/api/orders').at(-1)?.url.searchParams;
    expect([query?.get('page'), query?.get('pageSize')]).toEqual(['1', '50']);
    expect(await screen.findByTestId('list-pager-total')).toHaveTextContent('1–45 of 45');
    expect(screen.getByTestId('list-page-size')).toHaveTextContent('50 per page');
    // The default size leaves the address.
    await userEvent.click(screen.getByTestId('list-page-size'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '20 per page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks for the default size when the address holds one the list does not offer, and shows a capped total with a plus', async () => {
    const { network } = openList('/requests?pageSize=33', () =>
      json(200, makeOrderPage([published], { total: 1000, totalCapped: true })),
    );
    await screen.findAllByTestId('order-row');
    expect(network.callsTo('GET', '/api/orders')[0]?.url.searchParams.get('pageSize')).toBe('20');
    expect(screen.getByTestId('list-pager-total')).toHaveTextContent('1–20 of 1,000+');
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

  it('on a phone sorts from a menu and pages by position', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { router } = openList('/requests', ({ url }) =>
      json(
        200,
        makeOrderPage([published], { total: 45, page: Number(url.searchParams.get('page') ?? 1) }),
      ),
    );
    await screen.findByTestId('order-row');
    expect(screen.getByTestId('list-pager-position')).toHaveTextContent('1 of 3');
    const sort = screen.getByTestId('list-sort');
    expect(sort).toHaveTextContent('Sort: Newest first');
    await userEvent.click(sort);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Price: lowest first' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price'),
    );
    expect(screen.getByTestId('list-sort')).toHaveTextContent('Sort: Price: lowest first');
  });

  it('counts each status group, filters the list by one and clears the filter with "All"', async () => {
    // Each status is counted up to the cap (1000) + 1: 1001 completed means "more than 1000".
    const counts = statusCounts({
      DRAFT: 2,
      PUBLISHED: 900,
      LOADING: 1,
      IN_TRANSIT: 3,
      COMPLETED: 1_001,
    });
    const { router, network } = openList(
      '/requests?status=COMPLETED,CANCELLED&currency=USD&page=2',
      () => json(200, makeOrderPage([published], { total: 45 })),
      Role.FORWARDER,
      () => json(200, { counts }),
    );
    const tab = (group: string) => screen.getByTestId(`orders-status-tab-${group}`);
    await waitFor(() => expect(tab('OPEN')).toHaveAttribute('data-count', '902'));
    expect(tab('OPEN')).toHaveTextContent('Open902');
    expect(tab('COMPLETED')).toHaveTextContent('Completed1,000+');
    expect(tab('ALL')).toHaveTextContent('All1,000+');
    expect(tab('ON_ROAD')).toHaveTextContent('On the road4');
    expect(tab('CANCELLED')).toHaveAttribute('data-count', '0');
    // A status mix of the user's own is no group: none is pressed.
    for (const button of within(screen.getByTestId('orders-status-tabs')).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    // Counted with the other filters, never the status.
    const countsQuery = () =>
      Object.fromEntries(
        network.callsTo('GET', '/api/orders/status-counts').at(-1)!.url.searchParams,
      );
    expect(countsQuery()).toEqual({ scope: 'all', currency: 'USD' });

    await userEvent.click(tab('ON_ROAD'));
    const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    // The group's statuses replace the filter, and the list starts from its first page.
    await waitFor(() =>
      expect(address()).toEqual({ status: 'LOADING,IN_TRANSIT,UNLOADING', currency: 'USD' }),
    );
    expect(tab('ON_ROAD')).toHaveAttribute('aria-pressed', 'true');
    expect(tab('ALL')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/orders').at(-1)?.url.searchParams.get('status')).toBe(
        'LOADING,IN_TRANSIT,UNLOADING',
      ),
    );
    expect(countsQuery()).toEqual({ scope: 'all', currency: 'USD' });

    await userEvent.click(tab('ALL'));
    await waitFor(() => expect(address()).toEqual({ currency: 'USD' }));
    expect(tab('ALL')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the status groups by their labels alone while the counts load or when they fail', async () => {
    openList(
      '/requests?status=PUBLISHED,DRAFT',
      () => json(200, makeOrderPage([published])),
      Role.FORWARDER,
      () => json(500, { code: 'UNEXPECTED', message: 'boom' }),
    );
    await screen.findByTestId('order-row');
    const open = screen.getByTestId('orders-status-tab-OPEN');
    expect(open).toHaveTextContent(/^Open$/);
    expect(open).not.toHaveAttribute('data-count');
    expect(open).toHaveAttribute('aria-pressed', 'true');
    // The list's own error state is not the counts': the list is there.
    expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();
  });
});
