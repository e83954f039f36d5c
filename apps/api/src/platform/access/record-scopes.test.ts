import { OrderListScope, OrderParty, OrderStatus, PublicationStage, Role } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { orderListScope, seesOrder, type OrderReach } from './record-scopes.js';

describe('who sees an order', () => {
  const reach = (status: OrderStatus, ownResponses = 0, more: Partial<OrderReach> = {}) => ({
    status,
    ownResponses,
    publicationStage: PublicationStage.PUBLIC,
    offered: false,
    ...more,
  });

  it('hides another forwarder company’s order, whatever its status', () => {
    expect(seesOrder(OrderParty.OTHER_FORWARDER, reach(OrderStatus.PUBLISHED))).toBe(false);
  });

  it('shows another carrier a published order, and any order it responded to', () => {
    expect(seesOrder(OrderParty.OTHER_CARRIER, reach(OrderStatus.PUBLISHED))).toBe(true);
    expect(seesOrder(OrderParty.OTHER_CARRIER, reach(OrderStatus.CARRIER_SELECTED, 1))).toBe(true);
    expect(seesOrder(OrderParty.OTHER_CARRIER, reach(OrderStatus.CARRIER_SELECTED))).toBe(false);
    expect(seesOrder(OrderParty.OTHER_CARRIER, reach(OrderStatus.DRAFT))).toBe(false);
  });

  it('shows a carrier an order offered to the owner’s carriers only when offered to it', () => {
    for (const publicationStage of [PublicationStage.POOL, PublicationStage.POOL_ONLY]) {
      const pooled = (offered: boolean, ownResponses = 0) =>
        reach(OrderStatus.PUBLISHED, ownResponses, { publicationStage, offered });
      expect(seesOrder(OrderParty.OTHER_CARRIER, pooled(true))).toBe(true);
      expect(seesOrder(OrderParty.OTHER_CARRIER, pooled(false))).toBe(false);
      // Removed from the pool after responding: its response keeps the order in its view.
      expect(seesOrder(OrderParty.OTHER_CARRIER, pooled(false, 1))).toBe(true);
    }
  });

  it('shows the owner side, the selected carrier and the platform’s staff their orders', () => {
    for (const party of [
      OrderParty.OWNER_COMPANY,
      OrderParty.SELECTED_CARRIER,
      OrderParty.PLATFORM,
    ]) {
      expect(seesOrder(party, reach(OrderStatus.IN_TRANSIT))).toBe(true);
      const pooled = { publicationStage: PublicationStage.POOL_ONLY };
      expect(seesOrder(party, reach(OrderStatus.PUBLISHED, 0, pooled))).toBe(true);
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
