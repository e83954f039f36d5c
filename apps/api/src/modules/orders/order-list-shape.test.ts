import {
  Currency,
  ORDER_SORT_FIELDS,
  OrderListScope,
  OrderStatus,
  TransportType,
  type OrderListQuery,
} from '@freight/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import {
  ListStatementValues,
  orderListConditions,
  orderListOrder,
  orderListShape,
  orderListValues,
} from './order-list-conditions-repo.js';
import type { OrderVisibility } from '../../platform/access/record-scopes.js';
import { cappedOrderCountQuery } from './order-count-repo.js';
import { orderPageIdsQuery, orderPageQuery } from './order-list-repo.js';

/** Builds SQL text only; nothing connects. */
const db = drizzle.mock({ schema }) as unknown as DbExecutor;

const COMPANIES = ['6f1d0c2e-8a44-4c1b-a1d5-3c2b9e7f4a21', '0b6f2a53-6c1f-4e36-9d0b-1f4f3b5a9c10'];

/** Each field of a request: absent, or one of a few values of its kind. */
const maybe = <Value>(values: fc.Arbitrary<Value>) => fc.option(values, { nil: undefined });
const someOf = <Value>(values: readonly Value[]) =>
  maybe(fc.subarray([...values], { minLength: 1, maxLength: 3 }));
const fields = {
  scope: fc.constantFrom(OrderListScope.ALL, OrderListScope.MY),
  status: someOf(Object.values(OrderStatus)),
  transportType: someOf(Object.values(TransportType)),
  loadingDateFrom: maybe(fc.constantFrom('2026-12-01', '2026-12-10')),
  loadingDateTo: maybe(fc.constantFrom('2026-12-20', '2026-12-31')),
  unloadingDateFrom: maybe(fc.constantFrom('2026-12-02', '2026-12-11')),
  unloadingDateTo: maybe(fc.constantFrom('2026-12-21', '2027-01-05')),
  priceMin: maybe(fc.constantFrom(0, 150_000)),
  priceMax: maybe(fc.constantFrom(500_000, 9_000_000)),
  currency: maybe(fc.constantFrom(...Object.values(Currency))),
  place: maybe(fc.constantFrom('', 'Алматы', 'пр. Туран')),
  from: maybe(fc.constantFrom([], ['KZ'], ['KZ-19', 'KZ-75:ALMATY'])),
  to: maybe(fc.constantFrom([], ['UZ'], ['KZ-71', 'CN'])),
  weightMinTons: maybe(fc.constantFrom(0, 5)),
  weightMaxTons: maybe(fc.constantFrom(20, 40)),
  volumeMinM3: maybe(fc.constantFrom(0, 10)),
  volumeMaxM3: maybe(fc.constantFrom(82, 120)),
  q: maybe(fc.constantFrom('', '   ', '!!!', 'караганда', 'плитка KZ-2026')),
  sort: maybe(fc.constantFrom(...ORDER_SORT_FIELDS.flatMap((field) => [field, `-${field}`]))),
};
type Fields = {
  [Key in keyof typeof fields]: (typeof fields)[Key] extends fc.Arbitrary<infer V> ? V : never;
};

/**
 * Two values of one field: mostly the same, sometimes drawn apart — so that pairs of requests
 * often share a shape while differing in values, presence or both.
 */
const pairOf = <Value>(values: fc.Arbitrary<Value>) =>
  fc.oneof(
    { arbitrary: values.map((value): [Value, Value] => [value, value]), weight: 8 },
    { arbitrary: fc.tuple(values, values), weight: 2 },
  );

const visibility: fc.Arbitrary<OrderVisibility> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.record(
    {
      kind: fc.constant('ownerCompany' as const),
      companyId: fc.constantFrom(...COMPANIES),
      createdBy: fc.constantFrom(...COMPANIES),
    },
    { requiredKeys: ['kind', 'companyId'] },
  ),
  fc.record({
    kind: fc.constant('carrier' as const),
    companyId: fc.constantFrom(...COMPANIES),
    published: fc.boolean(),
    responded: fc.boolean(),
  }),
);

const requestPair = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        Object.entries(fields).map(([key, values]) => [
          key,
          pairOf(values as fc.Arbitrary<unknown>),
        ]),
      ) as {
        [Key in keyof Fields]: fc.Arbitrary<[Fields[Key], Fields[Key]]>;
      },
    ),
    pairOf(visibility),
  )
  .map(([pairs, visibilities]) => {
    const side = (index: 0 | 1) => {
      const query = { page: 1, pageSize: 20 } as Record<string, unknown>;
      for (const [key, values] of Object.entries(pairs)) {
        if (values[index] !== undefined) query[key] = values[index];
      }
      return { visibility: visibilities[index], query: query as unknown as OrderListQuery };
    };
    return [side(0), side(1)] as const;
  });

function statementTexts(visibility: OrderVisibility, query: OrderListQuery) {
  const bound = new ListStatementValues();
  const where = orderListConditions(visibility, query, bound.bind);
  const orderBy = orderListOrder(query.sort);
  const page = { limit: 20, offset: 0 };
  return {
    page: orderPageQuery(db, where, orderBy, page, {
      counted: true,
      respondingCompanyId: null,
    }).toSQL().sql,
    ids: orderPageIdsQuery(db, where, orderBy, page, { counted: true }).toSQL().sql,
    count: cappedOrderCountQuery(db, where).toSQL().sql,
  };
}

describe('the shape of an order list statement', () => {
  it('names one SQL text: requests of one shape share their prepared statements', () => {
    let sameShape = 0;
    fc.assert(
      fc.property(requestPair, ([first, second]) => {
        if (
          orderListShape(first.visibility, first.query) !==
          orderListShape(second.visibility, second.query)
        ) {
          return;
        }
        sameShape++;
        expect(statementTexts(first.visibility, first.query)).toEqual(
          statementTexts(second.visibility, second.query),
        );
      }),
      { numRuns: 2_000 },
    );
    // The property only speaks when shapes agree: make sure it spoke often.
    expect(sameShape).toBeGreaterThan(200);
  });

  it('knows the values a statement binds without building it', () => {
    fc.assert(
      fc.property(requestPair, ([request]) => {
        const bound = new ListStatementValues();
        orderListConditions(request.visibility, request.query, bound.bind);
        expect(orderListValues(request.visibility, request.query)).toEqual(bound.values);
      }),
      { numRuns: 1_000 },
    );
  });

  it('binds every value: the text carries no value of the request', () => {
    const query = {
      page: 1,
      pageSize: 20,
      scope: OrderListScope.ALL,
      status: [OrderStatus.PUBLISHED],
      place: 'Караганда',
      q: 'плитка',
      priceMin: 123_456,
      loadingDateFrom: '2026-12-01',
    } as OrderListQuery;
    const { page, ids, count } = statementTexts(
      { kind: 'carrier', companyId: COMPANIES[0]!, published: true, responded: true },
      query,
    );
    for (const text of [page, ids, count]) {
      for (const value of ['Караганда', 'плитка', '123456', '2026-12-01', COMPANIES[0]!]) {
        expect(text).not.toContain(value);
      }
    }
  });
});
