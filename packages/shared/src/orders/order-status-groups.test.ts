import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_GROUPS, statusGroupOf } from './order-status-groups.js';
import { ORDER_STATUSES, OrderStatus } from './order-status.js';

describe('the status groups of the order list', () => {
  it('hold every status in exactly one group, groups and statuses in the order of life', () => {
    const grouped = Object.values(ORDER_STATUS_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped).toEqual(ORDER_STATUSES);
  });

  it('name the group a status filter holds exactly, in any order', () => {
    expect(statusGroupOf([OrderStatus.PUBLISHED, OrderStatus.DRAFT])).toBe('OPEN');
    expect(statusGroupOf([OrderStatus.CANCELLED])).toBe('CANCELLED');
    expect(
      statusGroupOf([OrderStatus.IN_TRANSIT, OrderStatus.LOADING, OrderStatus.UNLOADING]),
    ).toBe('ON_ROAD');
  });

  it('name no group for no filter, part of a group or a mix of groups', () => {
    expect(statusGroupOf(undefined)).toBeUndefined();
    expect(statusGroupOf([])).toBeUndefined();
    expect(statusGroupOf([OrderStatus.PUBLISHED])).toBeUndefined();
    expect(statusGroupOf([OrderStatus.COMPLETED, OrderStatus.CANCELLED])).toBeUndefined();
  });
});
