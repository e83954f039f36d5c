import { Role, type OrderResponseView } from '@freight/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  createOrder,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../test/order-factory.js';
import {
  changedOrderIds,
  listenForSockets,
  signedInSocket,
  type TestSocket,
} from '../../../test/realtime-client.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../test/test-app.js';

describe(`order events reach the open sockets of those who see the order (${testDriver})`, () => {
  let first: TestApp;
  let second: TestApp;
  let urlOfFirst: string;
  let urlOfSecond: string;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let carrier: CarrierWithFleet;
  let logistician: SignedInAccount;
  let unrelated: CarrierWithFleet;
  let cb: SignedInAccount;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    // A second instance on the same database, as two API processes behind one balancer.
    second = await createSecondInstance(first);
    urlOfFirst = await listenForSockets(first.app);
    urlOfSecond = await listenForSockets(second.app);
    forwarder = await newCompanyOwner(first.app, 'FORWARDER');
    employee = await newCompanyStaff(first.app, forwarder.company!);
    carrier = await withFleet(first.app, await newCompanyOwner(first.app, 'CARRIER'));
    logistician = await newCompanyStaff(first.app, carrier.account.company!);
    unrelated = await withFleet(first.app, await newCompanyOwner(first.app, 'CARRIER'));
    cb = await newPlatformAccount(first.app, Role.CB);
  });
  afterAll(async () => {
    for (const open of sockets) open.socket.close();
    await second.close();
    await first.close();
  });

  const connect = async (url: string, account: SignedInAccount) => {
    const open = await signedInSocket(url, account.token);
    sockets.push(open);
    return open;
  };

  it("tells the order's parties and the staff of a new response, not an unrelated carrier", async () => {
    const order = await createOrder(first.app, forwarder);
    const other = await createOrder(first.app, forwarder);
    const forwarderSocket = await connect(urlOfFirst, forwarder);
    const employeeSocket = await connect(urlOfFirst, employee);
    const logisticianSocket = await connect(urlOfFirst, logistician);
    const unrelatedSocket = await connect(urlOfFirst, unrelated.account);
    const cbSocket = await connect(urlOfFirst, cb);

    await respond(first.app, carrier, order.id);

    await expect.poll(() => changedOrderIds(forwarderSocket)).toContain(order.id);
    await expect.poll(() => changedOrderIds(employeeSocket)).toContain(order.id);
    await expect.poll(() => changedOrderIds(logisticianSocket)).toContain(order.id);
    await expect.poll(() => changedOrderIds(cbSocket)).toContain(order.id);
    // The unrelated carrier's own response to another order reaches it after the first event
    // was handled (events are handled in order): by then it had heard nothing of the first.
    await respond(first.app, unrelated, other.id);
    await expect.poll(() => changedOrderIds(unrelatedSocket)).toContain(other.id);
    expect(changedOrderIds(unrelatedSocket)).not.toContain(order.id);
    expect(changedOrderIds(logisticianSocket)).not.toContain(other.id);
  });

  it('tells nothing of a change whose transaction rolled back', async () => {
    const rolledBack = await createOrder(first.app, forwarder);
    const committed = await createOrder(first.app, forwarder);
    const forwarderSocket = await connect(urlOfFirst, forwarder);
    const touch = (id: string) =>
      first.database.db
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(eq(orders.id, id));

    await expect(
      first.database.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ updatedAt: sql`now()` })
          .where(eq(orders.id, rolledBack.id));
        throw new Error('the change fails after the order was written');
      }),
    ).rejects.toThrow('the change fails');
    await touch(committed.id);

    await expect.poll(() => changedOrderIds(forwarderSocket)).toContain(committed.id);
    expect(changedOrderIds(forwarderSocket)).not.toContain(rolledBack.id);
  });

  it('sends what one commit changed as one message, however many statements told of it', async () => {
    const one = await createOrder(first.app, forwarder);
    const two = await createOrder(first.app, forwarder);
    const forwarderSocket = await connect(urlOfFirst, forwarder);
    const changesBefore = forwarderSocket.messages.filter((m) => m.type === 'order.changed').length;

    await first.database.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(eq(orders.id, one.id));
      await tx
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(eq(orders.id, two.id));
    });

    await expect.poll(() => changedOrderIds(forwarderSocket)).toContain(two.id);
    const changes = forwarderSocket.messages
      .filter((m) => m.type === 'order.changed')
      .slice(changesBefore);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.orderIds?.toSorted()).toEqual([one.id, two.id].toSorted());
  });

  it('reaches a socket held by another instance than the one that made the change', async () => {
    const order = await createOrder(first.app, forwarder);
    const onSecond = await connect(urlOfSecond, forwarder);

    await respond(first.app, carrier, order.id);

    await expect.poll(() => changedOrderIds(onSecond)).toContain(order.id);
    expect(changedOrderIds(onSecond).filter((id) => id === order.id)).toHaveLength(1);
  });

  it('tells the selected carrier when the forwarder accepts its response', async () => {
    const order = await createOrder(first.app, forwarder);
    const response = await respond(first.app, carrier, order.id);
    const carrierSocket = await connect(urlOfSecond, carrier.account);
    const before = changedOrderIds(carrierSocket).length;

    const accepted = await first.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/responses/${response.id}/accept`,
      headers: forwarder.headers,
      payload: { version: order.version },
    });
    expect(accepted.statusCode).toBe(200);

    await expect.poll(() => changedOrderIds(carrierSocket).slice(before)).toContain(order.id);
  });

  it('tells the responding carrier of a counter-offer on its response, and the owner of its answer', async () => {
    const order = await createOrder(first.app, forwarder);
    const response = await respond(first.app, carrier, order.id);
    const carrierSocket = await connect(urlOfSecond, logistician);
    const ownerSocket = await connect(urlOfFirst, employee);
    const carrierBefore = changedOrderIds(carrierSocket).length;
    const base = `/api/orders/${order.id}/responses/${response.id}/counter-offers`;

    const countered = await first.app.inject({
      method: 'POST',
      url: base,
      headers: forwarder.headers,
      payload: { price: 400_000 },
    });
    expect(countered.statusCode).toBe(201);
    await expect
      .poll(() => changedOrderIds(carrierSocket).slice(carrierBefore))
      .toContain(order.id);

    const ownerBefore = changedOrderIds(ownerSocket).length;
    const offerId = countered.json<OrderResponseView>().counterOffers[0]!.id;
    const declined = await first.app.inject({
      method: 'POST',
      url: `${base}/${offerId}/decline`,
      headers: carrier.account.headers,
    });
    expect(declined.statusCode).toBe(200);
    await expect.poll(() => changedOrderIds(ownerSocket).slice(ownerBefore)).toContain(order.id);
  });

  it('tells everyone connected to refetch everything when too many orders changed to name', async () => {
    const unrelatedSocket = await connect(urlOfSecond, unrelated.account);
    await first.database.db.execute(sql`select pg_notify('order_events', '{"orderIds":null}')`);
    await expect.poll(() => changedOrderIds(unrelatedSocket)).toContain(null);
  });
});
