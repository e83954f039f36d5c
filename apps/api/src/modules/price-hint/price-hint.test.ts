import {
  addCalendarDays,
  platformToday,
  PRICE_HINT,
  type Currency,
  type PriceHint,
  type TransportType,
} from '@freight/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.js';
import { exchangeRates, orderResponses } from '../../db/schema.js';
import {
  insertHistoricalOrder,
  newTradingParties,
  type CarrierParty,
  type Party,
} from '../../../test/analytics/analytics-factory.js';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

/**
 * The price hint against a plain computation (issue 32): generated deals on a few lanes, in
 * three currencies, completed over 120 days, each converted by hand at the rate of its deal's
 * day and the quartiles taken as PostgreSQL's percentile_cont takes them.
 */

/** A repeatable stream of numbers in [0, 1): the deals are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const CITIES = {
  Алматы: [43.24, 76.89],
  Каскелен: [43.2, 76.62],
  Астана: [51.13, 71.43],
  Ташкент: [41.3, 69.24],
} as const;
type City = keyof typeof CITIES;

interface Deal {
  from: City;
  to: City;
  bodyType: TransportType;
  price: number;
  currency: Currency;
  dealOn: string;
  completedOn: string;
  withCoordinates: boolean;
}

const today = platformToday();
const day = (offset: number) => addCalendarDays(today, offset);

/** Rates to tenge of some days; a deal before its currency's first rate is left out. */
const RATES: readonly [Currency, string, number][] = [
  ['USD', day(-115), 470],
  ['USD', day(-60), 476.5],
  ['USD', day(-20), 481.25],
  ['RUB', day(-100), 5.8],
  ['RUB', day(-30), 5.95],
];

function rateOn(currency: Currency, dealOn: string): number | null {
  if (currency === 'KZT') return 1;
  const set = RATES.filter(([code, rateDate]) => code === currency && rateDate <= dealOn).sort(
    (a, b) => b[1].localeCompare(a[1]),
  );
  return set[0]?.[2] ?? null;
}

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(sorted: readonly number[], fraction: number): number {
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? Number.NaN;
  return low + (high - low) * (position - lower);
}

function haversineKm([lat1, lng1]: readonly number[], [lat2, lng2]: readonly number[]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians((lat2 ?? 0) - (lat1 ?? 0)) / 2) ** 2 +
    Math.cos(radians(lat1 ?? 0)) *
      Math.cos(radians(lat2 ?? 0)) *
      Math.sin(radians((lng2 ?? 0) - (lng1 ?? 0)) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function expectedHint(
  deals: readonly Deal[],
  matches: (deal: Deal) => boolean,
  currency: Currency,
): { total: number[]; deals: number; perKm: number[]; kmDeals: number } {
  const since = day(-PRICE_HINT.days);
  const converted = deals
    .filter((deal) => matches(deal) && deal.completedOn >= since)
    .flatMap((deal) => {
      const source = rateOn(deal.currency, deal.dealOn);
      const target = rateOn(currency, deal.dealOn);
      if (source === null || target === null) return [];
      const price = (deal.price * source) / target;
      const km = deal.withCoordinates ? haversineKm(CITIES[deal.from], CITIES[deal.to]) : null;
      return [{ price, km }];
    });
  const quartiles = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return [0.25, 0.5, 0.75].map((fraction) => percentile(sorted, fraction));
  };
  const perKm = converted.flatMap(({ price, km }) => (km ? [price / km] : []));
  return {
    total: quartiles(converted.map(({ price }) => price)),
    deals: converted.length,
    perKm: quartiles(perKm),
    kmDeals: perKm.length,
  };
}

describe(`price hint (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: Party;
  let carrier: CarrierParty;
  let reader: SignedInAccount;
  const deals: Deal[] = [];

  async function insertDeal(deal: Deal): Promise<string> {
    return insertHistoricalOrder(ctx.app, {
      owner: forwarder,
      status: 'COMPLETED',
      createdAt: `${addCalendarDays(deal.dealOn, -1)}T05:00:00Z`,
      publishedAt: `${addCalendarDays(deal.dealOn, -1)}T05:10:00Z`,
      price: deal.price,
      currency: deal.currency,
      transportType: deal.bodyType,
      plannedLoadingDate: deal.dealOn,
      plannedUnloadingDate: deal.completedOn,
      route: [deal.from, deal.to].map((city) => {
        const [lat, lng] = CITIES[city];
        return [city, deal.withCoordinates ? lat : null, deal.withCoordinates ? lng : null];
      }),
      responses: [
        {
          carrier,
          status: 'ACCEPTED',
          price: deal.price,
          currency: deal.currency,
          createdAt: `${deal.dealOn}T04:00:00Z`,
          // Noon in Almaty: the local day is the deal's day.
          decidedAt: `${deal.dealOn}T07:00:00Z`,
        },
      ],
      steps: { COMPLETED: `${deal.completedOn}T07:00:00Z` },
    });
  }

  async function hint(query: Record<string, string | number>): Promise<PriceHint> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/price-hint',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: reader.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PriceHint>();
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ forwarder, carrier } = await newTradingParties(ctx.app));
    reader = await newCompanyOwner(ctx.app, 'CARRIER');
    await ctx.app.database.db
      .insert(exchangeRates)
      .values(RATES.map(([currency, rateDate, rateToKzt]) => ({ currency, rateDate, rateToKzt })));
    const random = seededRandom(32);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    // 40 deals Almaty → Astana in tents and refrigerators, in three currencies.
    for (let index = 0; index < 40; index += 1) {
      const completedAgo = Math.floor(random() * 120);
      const currency = pick<Currency>(['KZT', 'KZT', 'USD', 'RUB']);
      const base = { KZT: 600_000, USD: 1_250, RUB: 100_000 }[currency as 'KZT' | 'USD' | 'RUB'];
      deals.push({
        from: 'Алматы',
        to: 'Астана',
        bodyType: pick<TransportType>(['TENT', 'TENT', 'REFRIGERATOR']),
        price: Math.round(base * (0.7 + random() * 0.6)),
        currency,
        completedOn: day(-completedAgo),
        dealOn: day(-completedAgo - Math.floor(random() * 6)),
        withCoordinates: random() < 0.8,
      });
    }
    // Three tent deals from the Almaty region: too few for a lane of their own.
    for (const price of [540_000, 575_000, 610_000]) {
      deals.push({
        from: 'Каскелен',
        to: 'Астана',
        bodyType: 'TENT',
        price,
        currency: 'KZT',
        completedOn: day(-3),
        dealOn: day(-5),
        withCoordinates: true,
      });
    }
    // Two deals to Tashkent: below five on every lane that contains them alone.
    for (const price of [2_000, 2_100]) {
      deals.push({
        from: 'Алматы',
        to: 'Ташкент',
        bodyType: 'TENT',
        price,
        currency: 'USD',
        completedOn: day(-2),
        dealOn: day(-4),
        withCoordinates: true,
      });
    }
    for (const deal of deals) await insertDeal(deal);
  });

  afterAll(() => ctx.close());

  it('gives the exact lane’s quartiles, total and per km, as a plain computation does', async () => {
    for (const currency of ['KZT', 'USD', 'EUR'] as const) {
      const matches = (deal: Deal) =>
        deal.from === 'Алматы' && deal.to === 'Астана' && deal.bodyType === 'TENT';
      const expected = expectedHint(deals, matches, currency);
      const answer = await hint({
        fromCity: 'Алматы',
        toCity: 'Астана',
        bodyType: 'TENT',
        currency,
        km: 1000,
      });
      if (currency === 'EUR') {
        // No euro rate is kept: no deal converts, and no figure is made up.
        expect(answer).toMatchObject({ basis: null, total: null, perKm: null });
        continue;
      }
      expect(expected.deals).toBeGreaterThanOrEqual(PRICE_HINT.minDeals);
      expect(answer).toMatchObject({ basis: 'LANE', from: 'KZ-75', to: 'KZ-71', currency });
      expect(answer.total?.deals).toBe(expected.deals);
      expect(answer.perKm?.deals).toBe(expected.kmDeals);
      const [p25, median, p75] = expected.total;
      expect(answer.total?.p25).toBeCloseTo(p25 ?? 0, 1);
      expect(answer.total?.median).toBeCloseTo(median ?? 0, 1);
      expect(answer.total?.p75).toBeCloseTo(p75 ?? 0, 1);
      const [kmP25, kmMedian, kmP75] = expected.perKm;
      expect(answer.perKm?.p25).toBeCloseTo(kmP25 ?? 0, 3);
      expect(answer.perKm?.median).toBeCloseTo(kmMedian ?? 0, 3);
      expect(answer.perKm?.p75).toBeCloseTo(kmP75 ?? 0, 3);
      expect(answer.routeEstimate).toBeCloseTo((answer.perKm?.median ?? 0) * 1000, 1);
    }
  });

  it('widens to the regions with any body type, labelled, when the lane has too few', async () => {
    const answer = await hint({
      fromCity: 'Алматы',
      toCity: 'Астана',
      bodyType: 'TIPPER',
      currency: 'KZT',
    });
    const expected = expectedHint(
      deals,
      (deal) => deal.from === 'Алматы' && deal.to === 'Астана',
      'KZT',
    );
    expect(answer).toMatchObject({ basis: 'REGIONS', from: 'KZ-75', to: 'KZ-71' });
    expect(answer.total?.deals).toBe(expected.deals);
    expect(answer.total?.median).toBeCloseTo(expected.total[1] ?? 0, 1);
    expect(answer.routeEstimate).toBeNull();
  });

  it('widens to the countries when the regions have too few', async () => {
    const answer = await hint({
      fromCity: 'Каскелен',
      toCity: 'Астана',
      bodyType: 'TENT',
      currency: 'KZT',
    });
    const expected = expectedHint(
      deals,
      (deal) => deal.to === 'Астана' && deal.bodyType === 'TENT',
      'KZT',
    );
    expect(answer).toMatchObject({ basis: 'COUNTRIES', from: 'KZ', to: 'KZ' });
    expect(answer.total?.deals).toBe(expected.deals);
    expect(answer.total?.median).toBeCloseTo(expected.total[1] ?? 0, 1);
  });

  it('shows nothing below five deals, and nothing for a city it does not know', async () => {
    const fewDeals = await hint({
      fromCity: 'Алматы',
      toCity: 'Ташкент',
      bodyType: 'TENT',
      currency: 'USD',
    });
    expect(fewDeals).toMatchObject({ basis: null, total: null, perKm: null, routeEstimate: null });
    const unknown = await hint({
      fromCity: 'Талгар',
      toCity: 'Астана',
      bodyType: 'TENT',
      currency: 'KZT',
    });
    expect(unknown).toMatchObject({ basis: null, from: null, to: null, total: null });
  });

  it('refuses a query it cannot read, with the field named', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/price-hint?fromCity=&toCity=Астана&bodyType=BOAT&currency=XYZ',
      headers: reader.headers,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['bodyType', 'currency', 'fromCity']);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/price-hint?fromCity=Алматы&toCity=Астана&bodyType=TENT&currency=KZT',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps its rollup as the deals change: a corrected agreed price', async () => {
    const laneRows = () =>
      rawRows<{ order_id: string; price: string }>(
        ctx.app.database.db,
        sql`select order_id, price::text from lane_price_deals order by order_id`,
      );
    const sourceRows = () =>
      rawRows<{ order_id: string; price: string }>(
        ctx.app.database.db,
        sql`select order_id, price::text from lane_price_deals_source order by order_id`,
      );
    // Every deal on a lane the gazetteer knows: all of them.
    expect(await laneRows()).toHaveLength(deals.length);
    const orderId = await insertDeal({ ...deals[0]!, price: 700_000, currency: 'KZT' });
    await ctx.app.database.db
      .update(orderResponses)
      .set({ price: 710_000 })
      .where(sql`${orderResponses.orderId} = ${orderId}`);
    const corrected = (await laneRows()).find((row) => row.order_id === orderId);
    expect(corrected?.price).toBe('710000.00');
    expect(await laneRows()).toEqual(await sourceRows());
  });
});
