import { resolvePlace } from '@freight/shared';
import type {
  AnalyticsDashboard,
  AnalyticsFigure,
  Currency,
  OrderStatus,
  ResponseStatus,
  RoutePointType,
  TransportType,
  TripStep,
} from '@freight/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app.js';
import {
  orderProblems,
  orderRatings,
  orderResponseCounts,
  orderResponses,
  orderRoutePoints,
  orders,
  orderTripSteps,
} from '../../src/db/schema.js';
import { newCompanyOwner, type SignedInAccount } from '../company-factory.js';
import { insertDriver, insertVehicle } from '../order-factory.js';

/**
 * Hand-built order histories for the analytics tests: every date, price and coordinate is
 * chosen, so each figure has an answer worked out by hand.
 */
export interface Party {
  companyId: string;
  userId: string;
}

export interface CarrierParty extends Party {
  driverId: string;
  vehicleId: string;
}

/** The company and user an account acts for in a hand-built history. */
export const partyOf = (account: SignedInAccount): Party => ({
  companyId: account.user.companyId ?? '',
  userId: account.user.id,
});

/** A new forwarder and a new carrier with one driver and one vehicle, each by its owner. */
export async function newTradingParties(
  app: App,
): Promise<{ forwarder: Party; carrier: CarrierParty }> {
  const forwarder = partyOf(await newCompanyOwner(app, 'FORWARDER'));
  const carrierOwner = await newCompanyOwner(app, 'CARRIER');
  const companyId = carrierOwner.user.companyId ?? '';
  return {
    forwarder,
    carrier: {
      ...partyOf(carrierOwner),
      driverId: (await insertDriver(app, companyId)).id,
      vehicleId: (await insertVehicle(app, companyId)).id,
    },
  };
}

export interface HistoricalResponse {
  carrier: CarrierParty;
  status: ResponseStatus;
  price: number;
  currency: Currency;
  createdAt: string;
  /** The decision (accepted, declined), else the creation. */
  decidedAt?: string;
}

export interface HistoricalOrder {
  owner: Party;
  status: OrderStatus;
  createdAt: string;
  publishedAt?: string;
  /** Defaults to the creation; a cancelled order's is its cancellation. */
  updatedAt?: string;
  price: number;
  currency: Currency;
  transportType: TransportType;
  plannedLoadingDate: string;
  plannedUnloadingDate: string;
  /** City and coordinates of each route point in order (first loading, last unloading). */
  route: readonly (readonly [city: string, lat: number | null, lng: number | null])[];
  responses?: readonly HistoricalResponse[];
  steps?: Partial<Record<TripStep, string>>;
}

let serial = 0;

function pointType(position: number, points: number): RoutePointType {
  if (position === 0) return 'LOADING';
  return position === points - 1 ? 'UNLOADING' : 'INTERMEDIATE';
}
const at = (iso: string) => new Date(iso);

function firstResponseOf(responses: readonly HistoricalResponse[]): Date | null {
  const sent = responses.map((response) => response.createdAt).sort();
  return sent[0] ? at(sent[0]) : null;
}

/** Inserts the order with its route, responses (the ACCEPTED one selected) and trip steps. */
/** The rows of an order's route, its points in the order given. */
export function routePointRows(orderId: string, route: HistoricalOrder['route']) {
  return route.map(([city, lat, lng], position) => ({
    orderId,
    position,
    type: pointType(position, route.length),
    city,
    address: `${city}, склад`,
    contactPerson: 'Айгуль Сапарова',
    phone: '+7 701 512 3344',
    lat,
    lng,
  }));
}

export async function insertHistoricalOrder(app: App, order: HistoricalOrder): Promise<string> {
  const db = app.database.db;
  const id = randomUUID();
  serial += 1;
  const responses = (order.responses ?? []).map((response) => ({ ...response, id: randomUUID() }));
  const selected = responses.find((response) => response.status === 'ACCEPTED');
  const first = order.route[0];
  const last = order.route[order.route.length - 1];
  await db.insert(orders).values({
    id,
    number: `KZ-T-${Date.now()}-${serial}`,
    ownerCompanyId: order.owner.companyId,
    createdBy: order.owner.userId,
    status: order.status,
    plannedLoadingDate: order.plannedLoadingDate,
    plannedUnloadingDate: order.plannedUnloadingDate,
    transportType: order.transportType,
    orderType: 'FTL',
    paymentTerms: 'ON_UNLOADING',
    price: order.price,
    currency: order.currency,
    cargoName: 'Цемент',
    cargoWeightTons: 20,
    cargoVolumeM3: 40,
    packageType: 'PALLETS',
    seats: 10,
    loadingMethod: 'REAR',
    transportationType: 'DOMESTIC',
    transportationView: 'ROAD',
    publishedAt: order.publishedAt ? at(order.publishedAt) : null,
    // As the product records it: the first response sent, whatever became of it.
    firstResponseAt: firstResponseOf(responses),
    routeFromCity: first?.[0] ?? '',
    routeToCity: last?.[0] ?? '',
    // As the app resolves them when it writes an order (order-fields.ts).
    routeFromPlace: resolvePlace(first?.[0] ?? '') ?? '',
    routeToPlace: resolvePlace(last?.[0] ?? '') ?? '',
    routePointCount: order.route.length,
    createdAt: at(order.createdAt),
    updatedAt: at(order.updatedAt ?? order.createdAt),
  });
  await db.insert(orderRoutePoints).values(routePointRows(id, order.route));
  if (responses.length > 0) {
    await db.insert(orderResponses).values(
      responses.map((response) => ({
        id: response.id,
        orderId: id,
        carrierCompanyId: response.carrier.companyId,
        driverId: response.carrier.driverId,
        vehicleId: response.carrier.vehicleId,
        price: response.price,
        currency: response.currency,
        status: response.status,
        createdBy: response.carrier.userId,
        createdAt: at(response.createdAt),
        updatedAt: at(response.decidedAt ?? response.createdAt),
      })),
    );
  }
  await db.insert(orderResponseCounts).values({
    orderId: id,
    responses: responses.filter((response) => response.status !== 'WITHDRAWN').length,
  });
  if (selected) {
    await db
      .update(orders)
      .set({
        selectedResponseId: selected.id,
        selectedCarrierCompanyId: selected.carrier.companyId,
      })
      .where(eq(orders.id, id));
  }
  const steps = Object.entries(order.steps ?? {});
  if (steps.length > 0) {
    await db.insert(orderTripSteps).values(
      steps.map(([step, actualAt]) => ({
        orderId: id,
        step: step as TripStep,
        actualAt: at(actualAt),
        recordedBy: order.owner.userId,
      })),
    );
  }
  return id;
}

export async function insertRating(
  app: App,
  values: {
    orderId: string;
    side: 'FORWARDER' | 'CARRIER';
    rater: Party;
    rated: Party;
    driverId?: string;
    score: number;
    createdAt: string;
  },
): Promise<void> {
  await app.database.db.insert(orderRatings).values({
    orderId: values.orderId,
    side: values.side,
    raterCompanyId: values.rater.companyId,
    ratedCompanyId: values.rated.companyId,
    ratedDriverId: values.driverId ?? null,
    score: values.score,
    ratedBy: values.rater.userId,
    createdAt: at(values.createdAt),
  });
}

export async function insertProblem(
  app: App,
  values: { orderId: string; reporter: Party; createdAt: string; decidedAt?: string },
): Promise<void> {
  await app.database.db.insert(orderProblems).values({
    orderId: values.orderId,
    description: 'Опоздание на погрузку',
    status: values.decidedAt ? 'DECIDED' : 'OPEN',
    reportedBy: values.reporter.userId,
    decidedAt: values.decidedAt ? at(values.decidedAt) : null,
    createdAt: at(values.createdAt),
  });
}

/** One figure of a dashboard answer, failing the test if it is missing. */
export function figureById(dashboard: AnalyticsDashboard, id: string): AnalyticsFigure {
  const figure = dashboard.figures.find((candidate) => candidate.id === id);
  if (!figure) throw new Error(`figure ${id} missing`);
  return figure;
}

/** The great-circle length of `degrees` of the equator, in km (Earth 6371 km). */
export const equatorKm = (degrees: number) => (degrees * 6371 * Math.PI) / 180;
