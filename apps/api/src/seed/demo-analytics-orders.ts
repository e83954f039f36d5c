import { resolvePlace } from '@freight/shared';
import type { orderResponses, orderRoutePoints, orders } from '../db/schema.js';
import { cycle, DAY_MS, HOUR_MS, type Cast } from './demo-analytics-cast.js';
import { NUMBER_BASE, type HistoryOrderPlan } from './demo-analytics-order-plan.js';

/**
 * A history order as the order services would have left it: the order row (status, search
 * text, route summary), its two route points, the chosen carrier's offer and, on half the
 * orders, the other carrier's competing one (declined once a carrier is chosen).
 */
const CARGO = [
  'Металлопрокат',
  'Цемент М500 в мешках',
  'Мука пшеничная',
  'Бытовая техника',
  'Кондитерские изделия',
];

export function orderRowsOf(plan: HistoryOrderPlan, cast: Cast) {
  const { index, orderId, number, from, to, createdAt, publishedAt, selectedAt } = plan;
  const cargo = cycle(CARGO, index);
  const order: typeof orders.$inferInsert = {
    id: orderId,
    number,
    ownerCompanyId: cast.forwarderId,
    createdBy: plan.createdBy,
    status: plan.status,
    plannedLoadingDate: plan.plannedLoading,
    plannedUnloadingDate: plan.plannedUnloading,
    transportType: plan.transportType,
    orderType: 'FTL',
    paymentTerms: 'ON_UNLOADING',
    price: plan.price,
    currency: plan.currency,
    cargoName: cargo,
    cargoWeightTons: 10 + (index % 10),
    cargoVolumeM3: 40 + (index % 40),
    packageType: 'PALLETS',
    seats: 10 + (index % 20),
    loadingMethod: 'REAR',
    transportationType: to[0] === 'Ташкент' ? 'INTERNATIONAL' : 'DOMESTIC',
    transportationView: 'ROAD',
    publishedAt,
    searchText:
      [number, String(NUMBER_BASE + index + 1), cargo, from[0], from[1], to[0], to[1]]
        .join(' ')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.join(' ') ?? '',
    routeFromCity: from[0],
    routeFromAddress: from[1],
    routeToCity: to[0],
    routeToAddress: to[1],
    routePointCount: 2,
    // As the app resolves them when it writes an order: the price hint's lanes (issue 32).
    routeFromPlace: resolvePlace(from[0]) ?? '',
    routeToPlace: resolvePlace(to[0]) ?? '',
    createdAt,
    updatedAt: plan.cancelled
      ? new Date(createdAt.getTime() + DAY_MS)
      : plan.selected
        ? selectedAt
        : publishedAt,
  };
  const points: (typeof orderRoutePoints.$inferInsert)[] = [from, to].map(
    ([city, address, lat, lng], position) => ({
      orderId,
      position,
      type: position === 0 ? ('LOADING' as const) : ('UNLOADING' as const),
      city,
      address,
      contactPerson: position === 0 ? 'Айгуль Сапарова' : 'Жанна Ким',
      phone: position === 0 ? '+7 701 512 3344' : '+7 705 300 4417',
      lat,
      lng,
    }),
  );
  return { order, points, responses: responsesOf(plan) };
}

function responsesOf(plan: HistoryOrderPlan): (typeof orderResponses.$inferInsert)[] {
  const { index, orderId, carrier, other, status, selected, cancelled, createdAt } = plan;
  const responseAt = new Date(plan.publishedAt.getTime() + (plan.recent ? 15 * 60_000 : HOUR_MS));
  const offer = { orderId, price: plan.price, currency: plan.currency, createdAt: responseAt };
  const rows: (typeof orderResponses.$inferInsert)[] = [];
  if (status !== 'PUBLISHED' || index % 2 === 0) {
    rows.push({
      ...offer,
      carrierCompanyId: carrier.companyId,
      driverId: plan.driverId,
      vehicleId: plan.vehicleId,
      status: selected ? 'ACCEPTED' : cancelled ? 'DECLINED' : 'ACTIVE',
      createdBy: carrier.userId,
      updatedAt: selected
        ? plan.selectedAt
        : cancelled
          ? new Date(createdAt.getTime() + DAY_MS)
          : responseAt,
    });
  }
  // A competing offer on half the orders, declined when the other carrier is chosen.
  if (other && index % 2 === 0 && other.drivers.length > 0) {
    rows.push({
      ...offer,
      price: Math.round(plan.price * 1.08),
      createdAt: new Date(responseAt.getTime() + 20 * 60_000),
      carrierCompanyId: other.companyId,
      driverId: cycle(other.drivers, index),
      vehicleId: cycle(other.vehicles, index),
      status: selected || cancelled ? 'DECLINED' : 'ACTIVE',
      createdBy: other.userId,
      updatedAt: selected ? plan.selectedAt : new Date(responseAt.getTime() + 20 * 60_000),
    });
  }
  return rows;
}
