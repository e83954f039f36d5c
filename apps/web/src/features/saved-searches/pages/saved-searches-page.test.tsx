import { ORDER_STATUSES, Role, type SavedSearch, type SavedSearchMatches } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeOrderPage } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

function makeSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Алматы → Ташкент',
    origins: ['KZ-75'],
    destinations: ['UZ'],
    loadingDateFrom: null,
    loadingDateTo: null,
    bodyTypes: ['TENT'],
    weightMinTons: 10,
    weightMaxTons: null,
    volumeMinM3: null,
    volumeMaxM3: null,
    priceMin: 300_000,
    priceCurrency: 'KZT',
    emailFrequency: 'DAILY',
    pushEnabled: true,
    language: 'en',
    paused: false,
    muted: false,
    unseenCount: 2,
    lastMatchedAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    version: 3,
    ...overrides,
  };
}

const matches = (search: SavedSearch): SavedSearchMatches => ({
  search: { ...search, unseenCount: 0 },
  items: [
    {
      orderId: '44444444-4444-4444-8444-444444444444',
      number: 'KZ-2026-000123',
      fromCity: 'Алматы',
      toCity: 'Ташкент',
      plannedLoadingDate: '2026-12-02',
      transportType: 'TENT',
      cargoName: 'Плитка',
      cargoWeightTons: 19.5,
      cargoVolumeM3: 82,
      price: 1_200,
      currency: 'USD',
      priceComparison: 'NOT_COMPARED',
      matchedAt: new Date().toISOString(),
    },
  ],
  gone: 1,
});

function openPage(list: StubHandler, extra: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: Role.DRIVER_COMPANY, login: 'carrier@demo.kz' }));
  const network = stubFetch({
    'GET /api/saved-searches': list,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...extra,
  });
  return { ...renderApp('/saved-searches'), network };
}

describe('the saved searches page', () => {
  it('lists the searches with what they look for and their unseen matches', async () => {
    openPage(() => json(200, { items: [makeSearch()], limit: 50 }));
    const card = await screen.findByTestId('saved-search');
    expect(within(card).getByTestId('saved-search-name')).toHaveTextContent('Алматы → Ташкент');
    expect(within(card).getByTestId('saved-search-summary')).toHaveTextContent(
      'from Almaty · to Uzbekistan · body: Tent (curtainsider) · from 10 t',
    );
    expect(within(card).getByTestId('saved-search-unseen')).toHaveTextContent('2 new');
    expect(screen.getByTestId('saved-searches-count')).toHaveTextContent('1 of 50 searches');
  });

  it('opens the matches, says a price was not compared and refreshes the badge', async () => {
    const search = makeSearch();
    let listed = 0;
    const { network } = openPage(
      () =>
        json(200, { items: [listed++ === 0 ? search : { ...search, unseenCount: 0 }], limit: 50 }),
      { [`GET /api/saved-searches/${search.id}/matches`]: () => json(200, matches(search)) },
    );
    await userEvent.click(await screen.findByTestId('saved-search-matches'));
    const found = await screen.findByTestId('search-match');
    expect(found).toHaveTextContent('№KZ-2026-000123 · Алматы → Ташкент');
    expect(within(found).getByTestId('price-not-compared')).toBeInTheDocument();
    expect(screen.getByTestId('search-matches-gone')).toHaveTextContent(
      '1 more matched but have left the board.',
    );
    await waitFor(() => expect(network.callsTo('GET', '/api/saved-searches').length).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('saved-search-unseen')).toBeNull());
  });

  it('pauses a search and changes its e-mail frequency at the version read', async () => {
    const search = makeSearch();
    const { network } = openPage(() => json(200, { items: [search], limit: 50 }), {
      [`POST /api/saved-searches/${search.id}/pause`]: () => json(200, { ...search, paused: true }),
      [`PUT /api/saved-searches/${search.id}`]: () => json(200, search),
    });
    await userEvent.click(await screen.findByTestId('saved-search-pause'));
    await waitFor(() =>
      expect(network.callsTo('POST', `/api/saved-searches/${search.id}/pause`)).toHaveLength(1),
    );
    await userEvent.click(screen.getByTestId('saved-search-push'));
    await waitFor(() =>
      expect(network.callsTo('PUT', `/api/saved-searches/${search.id}`)[0]?.body).toMatchObject({
        pushEnabled: false,
        emailFrequency: 'DAILY',
        origins: ['KZ-75'],
        version: 3,
      }),
    );
  });

  it('shows the empty state with the way to the load board', async () => {
    openPage(() => json(200, { items: [], limit: 50 }));
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the load board' })).toBeInTheDocument();
  });

  it('shows the error state when the searches cannot be loaded', async () => {
    openPage(() => json(500, { code: 'UNEXPECTED', message: 'Unexpected error' }));
    expect(await screen.findByTestId('page-error')).toBeInTheDocument();
  });

  it('fits a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    openPage(() => json(200, { items: [makeSearch()], limit: 50 }));
    expect(await screen.findByTestId('saved-search')).toBeInTheDocument();
    expect(screen.getByTestId('device-alerts')).toBeInTheDocument();
  });
});

describe('saving the load board’s filters as a search', () => {
  it('sends the filters in effect with the name and the alerts chosen', async () => {
    const account = signIn(makeAccount({ roleType: Role.DRIVER_COMPANY }));
    const network = stubFetch({
      'GET /api/orders': () => json(200, makeOrderPage([])),
      'GET /api/orders/status-counts': () =>
        json(200, { counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) }),
      'GET /api/notifications': () => json(200, makeNotificationPage([])),
      'GET /api/auth/account': () => json(200, account),
      'POST /api/saved-searches': ({ body }) => json(201, makeSearch(body as Partial<SavedSearch>)),
    });
    renderApp(
      '/requests?from=KZ-75&to=UZ,CN&transportType=TENT&weightMinTons=10&priceMin=300000&currency=KZT&place=abc',
    );
    await userEvent.click(await screen.findByTestId('save-search'));
    expect(await screen.findByTestId('save-search-summary')).toHaveTextContent(
      'from Almaty · to Uzbekistan, China · body: Tent (curtainsider) · from 10 t · from',
    );
    await userEvent.type(screen.getByTestId('save-search-name'), 'Юг');
    await userEvent.click(screen.getByTestId('save-search-submit'));
    await waitFor(() => expect(network.callsTo('POST', '/api/saved-searches')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/saved-searches')[0]?.body).toEqual({
      name: 'Юг',
      origins: ['KZ-75'],
      destinations: ['UZ', 'CN'],
      loadingDateFrom: null,
      loadingDateTo: null,
      bodyTypes: ['TENT'],
      weightMinTons: 10,
      weightMaxTons: null,
      volumeMinM3: null,
      volumeMaxM3: null,
      priceMin: 300_000,
      priceCurrency: 'KZT',
      emailFrequency: 'OFF',
      pushEnabled: true,
      language: 'en',
    });
    expect(await screen.findByTestId('save-search-done')).toBeInTheDocument();
  });

  it('is not offered to the forwarder side', async () => {
    const account = signIn(makeAccount({ roleType: Role.FORWARDER }));
    stubFetch({
      'GET /api/orders': () => json(200, makeOrderPage([])),
      'GET /api/orders/status-counts': () =>
        json(200, { counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) }),
      'GET /api/deletion-requests': () => json(200, { items: [], total: 0, page: 1, pageSize: 1 }),
      'GET /api/notifications': () => json(200, makeNotificationPage([])),
      'GET /api/auth/account': () => json(200, account),
    });
    renderApp('/requests');
    expect(await screen.findByTestId('orders-page')).toBeInTheDocument();
    expect(screen.queryByTestId('save-search')).toBeNull();
  });
});
