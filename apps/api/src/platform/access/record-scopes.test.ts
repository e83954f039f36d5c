import { OrderListScope, OrderParty, OrderStatus, Role } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { orderListScope, seesOrder } from './record-scopes.js';

describe('who sees an order', () => {
  it('hides another forwarder company’s order, whatever its status', () => {
    expect(seesOrder(OrderParty.OTHER_FORWARDER, OrderStatus.PUBLISHED, 0)).toBe(false);
  });

  it('shows another carrier a published order, and any order it responded to', () => {
    expect(seesOrder(OrderParty.OTHER_CARRIER, OrderStatus.PUBLISHED, 0)).toBe(true);
    expect(seesOrder(OrderParty.OTHER_CARRIER, OrderStatus.CARRIER_SELECTED, 1)).toBe(true);
    expect(seesOrder(OrderParty.OTHER_CARRIER, OrderStatus.CARRIER_SELECTED, 0)).toBe(false);
    expect(seesOrder(OrderParty.OTHER_CARRIER, OrderStatus.DRAFT, 0)).toBe(false);
  });

  it('shows the owner side, the selected carrier and the platform’s staff their orders', () => {
    for (const party of [
      OrderParty.OWNER_COMPANY,
      OrderParty.SELECTED_CARRIER,
      OrderParty.PLATFORM,
    ]) {
      expect(seesOrder(party, OrderStatus.IN_TRANSIT, 0)).toBe(true);
    }
  });
});

describe('which orders a list holds', () => {
  const caller = (role: Role) => ({ id: 'u1', role, companyId: 'c1' });

  it('gives staff every order and a forwarder employee’s “my” list their own', () => {
    expect(orderListScope(caller(Role.CB), { scope: OrderListScope.ALL })).toEqual({ kind: 'all' });
    expect(orderListScope(caller(Role.EMPLOYEE), { scope: OrderListScope.MY })).toEqual({
      kind: 'ownerCompany',
      companyId: 'c1',
      createdBy: 'u1',
    });
  });

  it('gives a carrier the board alone when it asks for published orders only', () => {
    expect(
      orderListScope(caller(Role.LOGISTICIAN), {
        scope: OrderListScope.ALL,
        status: [OrderStatus.PUBLISHED],
      }),
    ).toEqual({
      kind: 'carrier',
      companyId: 'c1',
      published: true,
      responded: false,
    });
    expect(orderListScope(caller(Role.DRIVER_COMPANY), { scope: OrderListScope.ALL })).toEqual({
      kind: 'carrier',
      companyId: 'c1',
      published: true,
      responded: true,
    });
  });
});
