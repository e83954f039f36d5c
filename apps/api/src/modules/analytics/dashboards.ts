import {
  AnalyticsDashboardKind,
  Currency,
  type AnalyticsDashboard,
  type AnalyticsFigure,
  type AnalyticsQuery,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { analyticsScopeOf } from '../../platform/access/record-scopes.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { analyticsWindow, type AnalyticsWindow } from './analytics-window.js';
import {
  acceptanceByPeriod,
  carrierKpis,
  carrierScope,
  finesPerDriver,
  ordersPer,
  ratingsReceived,
  responsesByPeriod,
} from './carrier-repo.js';
import { everyOrder, exchangeSpeedByLane, exchangeSpeedByPeriod } from './exchange-speed-repo.js';
import { CARRIER_FIGURES, figureOf, FORWARDER_FIGURES, PLATFORM_FIGURES } from './figures.js';
import {
  byEmployee,
  forwarderKpis,
  forwarderScope,
  forwarderTotals,
  ordersByPeriod,
  pricePerKm,
  problemShareByPeriod,
  responsesPerOrder,
  timeToSelection,
  topCarriers,
} from './forwarder-repo.js';
import {
  completedCurrencies,
  moneyByPeriod,
  onTimeByPeriod,
  topLanes,
} from './order-facts-repo.js';
import {
  activeCompaniesByPeriod,
  deletionRequests,
  driverDecisions,
  pendingQueues,
  platformCurrencies,
  platformKpis,
  problemOrders,
  ordersValue,
  registrationDecisionTime,
  registrationsByPeriod,
} from './platform-repo.js';

const CURRENCIES = Object.values(Currency);

function dashboard(
  kind: AnalyticsDashboardKind,
  window: AnalyticsWindow,
  currenciesWithData: readonly string[],
  ownOrdersOnly: boolean,
  figures: AnalyticsFigure[],
): AnalyticsDashboard {
  return {
    kind,
    ...window,
    currenciesWithData: CURRENCIES.filter((currency) => currenciesWithData.includes(currency)),
    ownOrdersOnly,
    figures,
  };
}

/**
 * The forwarder company's dashboard (issue 12). The owner sees every order of the company and
 * the figures per employee; an employee sees their own orders, plus the company's totals.
 * Every figure's queries run side by side on the pool.
 */
export async function forwarderDashboard(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: AnalyticsQuery,
): Promise<AnalyticsDashboard> {
  assertPermission(actor, 'read:analytics:own');
  const { companyId, ownOrdersOf } = analyticsScopeOf(actor, 'FORWARDER');
  const { db } = deps;
  const window = analyticsWindow(query);
  const ownOrdersOnly = ownOrdersOf !== null;
  const companyScope = forwarderScope(companyId, null);
  const scope = ownOrdersOnly ? forwarderScope(companyId, ownOrdersOf) : companyScope;
  const figure = (id: keyof typeof FORWARDER_FIGURES, rows: Parameters<typeof figureOf>[2]) =>
    figureOf(FORWARDER_FIGURES, id, rows);
  const [kpis, totals, byPeriod, spend, perKm, lanes, selection, responses, onTime, carriers] =
    await Promise.all([
      forwarderKpis(db, scope, window),
      ownOrdersOnly ? forwarderTotals(db, companyScope, window) : null,
      ordersByPeriod(db, scope, window),
      moneyByPeriod(db, scope, window, 'spend'),
      pricePerKm(db, scope, window),
      topLanes(db, scope, window, 'spend'),
      timeToSelection(db, scope, window),
      responsesPerOrder(db, scope, window),
      onTimeByPeriod(db, scope, window),
      topCarriers(db, scope, window),
    ]);
  const [problems, employees, currencies, speed, speedByLane] = await Promise.all([
    problemShareByPeriod(db, scope, window),
    ownOrdersOnly ? null : byEmployee(db, scope, window),
    completedCurrencies(db, companyScope, window),
    exchangeSpeedByPeriod(db, scope, window),
    exchangeSpeedByLane(db, scope, window),
  ]);
  return dashboard(AnalyticsDashboardKind.FORWARDER, window, currencies, ownOrdersOnly, [
    figure('kpis', kpis),
    ...(totals ? [figure('companyTotals', totals)] : []),
    figure('ordersByPeriod', byPeriod),
    figure('spendByPeriod', spend),
    figure('pricePerKm', perKm),
    figure('topLanes', lanes),
    figure('timeToSelection', selection),
    figure('responsesPerOrder', responses),
    figure('exchangeSpeed', speed),
    figure('exchangeSpeedByLane', speedByLane),
    figure('onTime', onTime),
    figure('topCarriers', carriers),
    figure('problemShare', problems),
    ...(employees ? [figure('byEmployee', employees)] : []),
  ]);
}

/** The carrier company's dashboard: owner and logisticians see the whole company. */
export async function carrierDashboard(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: AnalyticsQuery,
): Promise<AnalyticsDashboard> {
  assertPermission(actor, 'read:analytics:own');
  const { companyId } = analyticsScopeOf(actor, 'CARRIER');
  const { db } = deps;
  const window = analyticsWindow(query);
  const scope = carrierScope(companyId);
  const figure = (id: keyof typeof CARRIER_FIGURES, rows: Parameters<typeof figureOf>[2]) =>
    figureOf(CARRIER_FIGURES, id, rows);
  const [kpis, responses, acceptance, revenue, drivers, vehicles, onTime, ratings, fines, lanes] =
    await Promise.all([
      carrierKpis(db, companyId, window),
      responsesByPeriod(db, companyId, window),
      acceptanceByPeriod(db, companyId, window),
      moneyByPeriod(db, scope, window, 'revenue'),
      ordersPer(db, companyId, window, 'driver'),
      ordersPer(db, companyId, window, 'vehicle'),
      onTimeByPeriod(db, scope, window),
      ratingsReceived(db, companyId, window),
      finesPerDriver(db, companyId, window),
      topLanes(db, scope, window, 'revenue'),
    ]);
  const currencies = await completedCurrencies(db, scope, window);
  return dashboard(AnalyticsDashboardKind.CARRIER, window, currencies, false, [
    figure('kpis', kpis),
    figure('responsesByPeriod', responses),
    figure('acceptanceRate', acceptance),
    figure('revenueByPeriod', revenue),
    figure('ordersPerDriver', drivers),
    figure('ordersPerVehicle', vehicles),
    figure('onTime', onTime),
    figure('ratingsReceived', ratings),
    figure('finesPerDriver', fines),
    figure('topLanes', lanes),
  ]);
}

/** The admin's dashboard of the whole platform. */
export async function platformDashboard(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: AnalyticsQuery,
): Promise<AnalyticsDashboard> {
  assertPermission(actor, 'read:analytics:any');
  const { db } = deps;
  const window = analyticsWindow(query);
  const figure = (id: keyof typeof PLATFORM_FIGURES, rows: Parameters<typeof figureOf>[2]) =>
    figureOf(PLATFORM_FIGURES, id, rows);
  const [kpis, registrations, decisionTime, queues, drivers, problems, deletions, active, value] =
    await Promise.all([
      platformKpis(db, window),
      registrationsByPeriod(db, window),
      registrationDecisionTime(db, window),
      pendingQueues(db),
      driverDecisions(db, window),
      problemOrders(db, window),
      deletionRequests(db, window),
      activeCompaniesByPeriod(db, window),
      ordersValue(db, window),
    ]);
  const [currencies, speed, speedByLane] = await Promise.all([
    platformCurrencies(db, window),
    exchangeSpeedByPeriod(db, everyOrder, window),
    exchangeSpeedByLane(db, everyOrder, window),
  ]);
  return dashboard(AnalyticsDashboardKind.PLATFORM, window, currencies, false, [
    figure('kpis', kpis),
    figure('registrationsByPeriod', registrations),
    figure('registrationDecisionTime', decisionTime),
    figure('pendingQueues', queues),
    figure('driverDecisions', drivers),
    figure('problemOrders', problems),
    figure('deletionRequests', deletions),
    figure('activeCompanies', active),
    figure('ordersValue', value),
    figure('exchangeSpeed', speed),
    figure('exchangeSpeedByLane', speedByLane),
  ]);
}
