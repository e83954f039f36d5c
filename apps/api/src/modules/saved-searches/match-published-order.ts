import {
  bodiesCarrying,
  NotificationType,
  placeLineage,
  PriceComparison,
  type AlertEmailFrequency,
} from '@freight/shared';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { createNotifications } from '../notifications/service.js';
import { queuePushAlerts, wakePushDelivery } from '../push/push-delivery.js';
import { matchesMail, matchPushAlert, orderLink, type MatchFacts } from './alert-texts.js';
import {
  findOrderFacts,
  insertMatchesOfOrder,
  type NewMatch,
  type OrderFacts,
} from './match-repo.js';

export interface MatchingDeps {
  db: Database;
  mailer: Pick<Mailer, 'sendWithin' | 'wake'>;
  jobs: Pick<JobQueue, 'enqueueAllWithin' | 'wake'>;
  /** Where the e-mails' links point (config.publicUrl). */
  publicUrl: string;
}

/** The places a search may name for the order's place: its lineage, and `*` for anywhere. */
function keysOf(place: string | null): string[] {
  return [...(place ? placeLineage(place) : []), '*'];
}

const INSTANT: AlertEmailFrequency = 'INSTANT';

function factsOf(order: OrderFacts, searchName: string): MatchFacts {
  return {
    searchName,
    orderId: order.id,
    orderNumber: order.number,
    route: `${order.fromCity} → ${order.toCity}`,
    loadingDate: order.loadingDate,
    price: `${order.price} ${order.currency}`,
  };
}

/**
 * The job an order's publication queued (`orders/order-publication.ts`): the order is matched
 * to every saved search once, in one statement (`insertMatchesOfOrder`), and in the same
 * transaction the owners of the searches not muted are alerted — a notification (the bell,
 * live through the socket), a push to each device when the search wants push, an e-mail when
 * it wants one at once. An order no longer on the board alerts nobody; a job run again finds
 * its matches stored and alerts nobody twice. Answers the new matches.
 */
export async function matchPublishedOrder(
  deps: MatchingDeps,
  orderId: string,
): Promise<NewMatch[]> {
  const matches = await deps.db.transaction(async (tx) => {
    const order = await findOrderFacts(tx, orderId);
    if (!order || order.status !== 'PUBLISHED') return [];
    const found = await insertMatchesOfOrder(tx, order, {
      fromKeys: keysOf(order.fromPlace),
      toKeys: keysOf(order.toPlace),
      carryingBodies: bodiesCarrying(order.transportType),
    });
    const alerted = found.filter((match) => !match.muted);
    await createNotifications(
      tx,
      alerted.map((match) => {
        const facts = factsOf(order, match.searchName);
        return {
          userId: match.userId,
          type: NotificationType.ORDER_MATCHES_SEARCH,
          params: {
            orderNumber: order.number,
            searchName: match.searchName,
            route: facts.route,
          },
          message: `New load for your search "${match.searchName}": application №${order.number}, ${facts.route}`,
          link: orderLink(order.id),
        };
      }),
    );
    await queuePushAlerts(
      tx,
      deps.jobs,
      alerted
        .filter((match) => match.pushEnabled)
        .map((match) => ({
          userId: match.userId,
          alertIn: (language) => matchPushAlert(language, factsOf(order, match.searchName)),
        })),
    );
    await deps.mailer.sendWithin(
      tx,
      alerted
        .filter((match) => match.emailFrequency === INSTANT)
        .map((match) =>
          matchesMail(
            match.email,
            match.language,
            [
              {
                ...factsOf(order, match.searchName),
                priceNotCompared: match.price === PriceComparison.NOT_COMPARED,
              },
            ],
            deps.publicUrl,
          ),
        ),
    );
    return found;
  });
  if (matches.length > 0) {
    wakePushDelivery(deps.jobs);
    deps.mailer.wake();
  }
  return matches;
}
