import { isRoleIn, PLATFORM_ROLES, RealtimeMessageType } from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { partiesAmong } from './order-audience-repo.js';

/** The channel the database's triggers notify on commit (migration 0007). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/**
 * How long events are collected before one query finds their audience: a change touches
 * several tables (a response and its order), each statement notifying on its own.
 */
export const ORDER_EVENTS_COALESCE_MS = 50;

/** A payload of the trigger: the orders that changed, or null for "too many to name". */
function parseOrderIds(payload: string): string[] | null | undefined {
  try {
    const parsed = JSON.parse(payload) as { orderIds?: unknown };
    if (parsed.orderIds === null) return null;
    if (Array.isArray(parsed.orderIds)) {
      return parsed.orderIds.filter((id): id is string => typeof id === 'string');
    }
  } catch {
    // Not ours: ignored below.
  }
  return undefined;
}

/**
 * Keeps open order views current: the database notifies ORDER_EVENTS_CHANNEL on commit of any
 * change to an order or what hangs off it; every instance tells those of its own connected
 * users who may see the order (its parties and the staff) `order.changed` with the order ids,
 * and their browsers refetch. Events within ORDER_EVENTS_COALESCE_MS go out together.
 */
export const orderEventsRelay: FastifyPluginAsync = async (app) => {
  let pending = new Set<string>();
  let everything = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight = Promise.resolve();
  let stopListening: (() => Promise<void>) | undefined;

  const tellStaffAndParties = async (orderIds: string[]) => {
    const connected = app.realtime.connectedUsers().map(({ user }) => user);
    const isStaff = (user: AuthUser) => isRoleIn(user.role, PLATFORM_ROLES);
    const companyIds = new Set<string>();
    for (const user of connected) {
      if (!isStaff(user) && user.companyId) companyIds.add(user.companyId);
    }
    const parties = await partiesAmong(app.database.db, orderIds, [...companyIds]);
    const ordersOfCompany = new Map<string, Set<string>>();
    for (const { orderId, companyId } of parties) {
      const ids = ordersOfCompany.get(companyId) ?? new Set<string>();
      ordersOfCompany.set(companyId, ids.add(orderId));
    }
    for (const user of connected) {
      const ids = isStaff(user) ? orderIds : [...(ordersOfCompany.get(user.companyId ?? '') ?? [])];
      if (ids.length > 0) {
        app.realtime.send(user.id, { type: RealtimeMessageType.ORDER_CHANGED, orderIds: ids });
      }
    }
  };

  const flush = () => {
    timer = undefined;
    const orderIds = [...pending];
    const all = everything;
    pending = new Set();
    everything = false;
    inFlight = inFlight
      .then(async () => {
        if (all) {
          app.realtime.sendWhere(() => true, {
            type: RealtimeMessageType.ORDER_CHANGED,
            orderIds: null,
          });
        } else if (orderIds.length > 0) {
          await tellStaffAndParties(orderIds);
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'order events relay failed'));
  };

  const collect = (payload: string) => {
    const orderIds = parseOrderIds(payload);
    if (orderIds === undefined) return;
    if (orderIds === null) everything = true;
    else for (const id of orderIds) pending.add(id);
    timer ??= setTimeout(flush, ORDER_EVENTS_COALESCE_MS);
  };

  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(ORDER_EVENTS_CHANNEL, collect);
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
    clearTimeout(timer);
    await inFlight;
  });
};
