import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation/messages.js';
import { fieldMessages } from './field-messages.test-helper.js';
import { orderListQuerySchema, orderStatusCountsQuerySchema } from './order-list-query.js';

describe('the order list query', () => {
  it('defaults to every visible order, first page', () => {
    expect(orderListQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 20, scope: 'all' });
  });

  it('takes one or several statuses, repeated or comma-separated', () => {
    expect(orderListQuerySchema.parse({ status: 'PUBLISHED' }).status).toEqual(['PUBLISHED']);
    expect(orderListQuerySchema.parse({ status: 'PUBLISHED,IN_TRANSIT' }).status).toEqual([
      'PUBLISHED',
      'IN_TRANSIT',
    ]);
    expect(orderListQuerySchema.parse({ status: ['DRAFT', 'CANCELLED'] }).status).toEqual([
      'DRAFT',
      'CANCELLED',
    ]);
    expect(orderListQuerySchema.safeParse({ status: 'LOST' }).success).toBe(false);
  });

  it('reads the filters of the URL', () => {
    const query = orderListQuerySchema.parse({
      scope: 'my',
      transportType: 'TENT,REFRIGERATOR',
      loadingDateFrom: '2025-03-01',
      loadingDateTo: '2025-03-31',
      place: ' Almaty ',
      priceMin: '100000',
      priceMax: '500000',
      currency: 'KZT',
      sort: '-plannedLoadingDate',
    });
    expect(query).toMatchObject({
      scope: 'my',
      transportType: ['TENT', 'REFRIGERATOR'],
      place: 'Almaty',
      priceMin: 100_000,
      priceMax: 500_000,
      sort: '-plannedLoadingDate',
    });
  });

  it('refuses inverted ranges and unknown sort keys', () => {
    expect(fieldMessages(orderListQuerySchema, { priceMin: '500', priceMax: '100' })).toEqual({
      priceMax: ValidationMessage.RANGE_INVERTED,
    });
    expect(
      fieldMessages(orderListQuerySchema, {
        unloadingDateFrom: '2025-04-02',
        unloadingDateTo: '2025-04-01',
      }),
    ).toEqual({ unloadingDateTo: ValidationMessage.RANGE_INVERTED });
    expect(orderListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });
});

describe('the status counts query', () => {
  it('takes the list filters and the search, and no status, page or sort', () => {
    const query = orderStatusCountsQuerySchema.parse({
      q: ' цемент ',
      scope: 'my',
      currency: 'USD',
      status: 'PUBLISHED',
      page: '3',
      sort: 'price',
    });
    expect(query).toEqual({ q: 'цемент', scope: 'my', currency: 'USD' });
  });

  it('refuses inverted ranges like the list', () => {
    expect(
      fieldMessages(orderStatusCountsQuerySchema, { priceMin: '500', priceMax: '100' }),
    ).toEqual({ priceMax: ValidationMessage.RANGE_INVERTED });
  });
});
