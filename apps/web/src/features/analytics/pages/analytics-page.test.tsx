import {
  AnalyticsBucket,
  AnalyticsChartKind,
  Currency,
  Role,
  type AnalyticsDashboard,
  type AnalyticsDashboardKind,
} from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFigure } from '../../../test/analytics-factories';
import { chooseByTestId } from '../../../test/antd-helpers';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const kpis = makeFigure(
  'kpis',
  AnalyticsChartKind.KPI,
  ['ordersCreated:count', 'spend:money', 'problemShare:ratio'],
  [{ ordersCreated: 25, spend: 980_000, problemShare: 0.04 }],
);

const ordersByPeriod = makeFigure(
  'ordersByPeriod',
  AnalyticsChartKind.STACKED_BAR,
  ['period:period', 'created:count', 'completed:count'],
  [
    { period: '2026-11-02', created: 4, completed: 1 },
    { period: '2026-11-09', created: 21, completed: 1 },
  ],
);

const spendByPeriod = makeFigure(
  'spendByPeriod',
  AnalyticsChartKind.BAR,
  ['period:period', 'spend:money'],
  [
    { period: '2026-11-02', spend: 0 },
    { period: '2026-11-09', spend: 0 },
  ],
);

function makeDashboard(overrides: Partial<AnalyticsDashboard> = {}): AnalyticsDashboard {
  return {
    kind: 'forwarder',
    from: '2026-11-01',
    to: '2026-11-14',
    currency: Currency.KZT,
    bucket: AnalyticsBucket.WEEK,
    currenciesWithData: [Currency.KZT, Currency.USD],
    ownOrdersOnly: false,
    figures: [kpis, ordersByPeriod, spendByPeriod],
    ...overrides,
  };
}

const RANGE = '?from=2026-11-01&to=2026-11-14';

async function openAnalytics(
  role: Role,
  kind: AnalyticsDashboardKind,
  answer: StubHandler = () => json(200, makeDashboard({ kind })),
  path = `/analytics${RANGE}`,
) {
  const account = signIn(makeAccount({ roleType: role }));
  const network = stubFetch({
    [`GET /api/analytics/${kind}`]: answer,
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  const view = renderApp(path);
  // The first test of a run also waits for the lazily loaded page to compile.
  await screen.findByTestId('analytics-page', {}, { timeout: 15_000 });
  return { ...view, network };
}

const figureCard = (id: string) =>
  screen
    .getAllByTestId('analytics-figure')
    .find((card) => card.dataset.figure === id) as HTMLElement;

describe('the analytics screen', { timeout: 30_000 }, () => {
  it('asks for the forwarder’s dashboard of the range in the address and shows its key figures', async () => {
    const { network } = await openAnalytics(Role.FORWARDER, 'forwarder');
    const kpi = await screen.findAllByTestId('kpi');
    expect(kpi.map((item) => item.textContent)).toEqual([
      'Applications created25',
      'Spend₸980,000',
      'Share with problems4%',
    ]);
    expect(kpi.map((item) => item.dataset.value)).toEqual(['25', '980000', '0.04']);
    const query = network.callsTo('GET', '/api/analytics/forwarder')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-14',
      currency: 'KZT',
    });
    expect(within(figureCard('ordersByPeriod')).getByTestId('figure-chart')).toBeInTheDocument();
  });

  it('shows a figure’s rows as a table with formatted numbers and the raw ones kept', async () => {
    await openAnalytics(Role.FORWARDER, 'forwarder');
    await screen.findAllByTestId('kpi');
    const card = figureCard('ordersByPeriod');
    await userEvent.click(within(card).getByText('Table'));
    const table = within(card).getByTestId('figure-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week from', 'Created', 'Completed']);
    const cells = [...table.querySelectorAll<HTMLElement>('td[data-column]')];
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '02.11.2026',
      '4',
      '1',
      '09.11.2026',
      '21',
      '1',
    ]);
    expect(cells[0]?.dataset.value).toBe('2026-11-02');
  });

  it('says so in a sentence when a figure has only zeros in the range', async () => {
    await openAnalytics(Role.FORWARDER, 'forwarder');
    await screen.findAllByTestId('kpi');
    expect(within(figureCard('spendByPeriod')).getByTestId('figure-empty')).toHaveTextContent(
      'No amounts in KZT in this range',
    );
  });

  it('keeps the chosen currency in the address and asks the server for it', async () => {
    const { network, router } = await openAnalytics(Role.FORWARDER, 'forwarder');
    await screen.findAllByTestId('kpi');
    await chooseByTestId('analytics-currency', 'USD');
    await waitFor(() =>
      expect(
        network.callsTo('GET', '/api/analytics/forwarder').at(-1)?.url.searchParams.get('currency'),
      ).toBe('USD'),
    );
    expect(router.state.location.search).toBe(`${RANGE}&currency=USD`);
  });

  it('opens the carrier’s dashboard for a logistician and the platform’s for the admin', async () => {
    const carrier = await openAnalytics(Role.LOGISTICIAN, 'carrier');
    await screen.findAllByTestId('kpi');
    expect(carrier.network.callsTo('GET', '/api/analytics/carrier')).toHaveLength(1);
    expect(screen.getByTestId('analytics-page').dataset.kind).toBe('carrier');
    carrier.unmount();

    const platform = await openAnalytics(Role.ADMIN, 'platform');
    await screen.findAllByTestId('kpi');
    expect(platform.network.callsTo('GET', '/api/analytics/platform')).toHaveLength(1);
  });

  it('tells an employee the figures are their own orders', async () => {
    await openAnalytics(Role.EMPLOYEE, 'forwarder', () =>
      json(200, makeDashboard({ ownOrdersOnly: true })),
    );
    expect(await screen.findByTestId('analytics-own-orders')).toHaveTextContent(
      'the applications you created',
    );
  });

  it('shows a failed load with a retry that loads the dashboard', async () => {
    let attempts = 0;
    await openAnalytics(Role.FORWARDER, 'forwarder', () => {
      attempts += 1;
      return attempts === 1
        ? json(500, { code: 'INTERNAL_ERROR', message: 'Internal error' })
        : json(200, makeDashboard());
    });
    const error = await screen.findByTestId('page-error');
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('kpi')).toHaveLength(3);
  });

  it('refuses the security service, which has no dashboard', async () => {
    signIn(makeAccount({ roleType: Role.CB }));
    stubFetch({ 'GET /api/notifications': () => json(200, makeNotificationPage([])) });
    renderApp('/analytics');
    expect(await screen.findByTestId('access-denied-page')).toBeInTheDocument();
  });
});
