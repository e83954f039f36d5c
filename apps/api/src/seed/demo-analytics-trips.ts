import type { TripStep } from '@freight/shared';
import type {
  orderDeletionRequests,
  orderProblems,
  orderRatings,
  orderTripSteps,
} from '../db/schema.js';
import { DAY_MS, HOUR_MS, type Cast } from './demo-analytics-cast.js';
import type { HistoryOrderPlan } from './demo-analytics-order-plan.js';

/**
 * What followed a history order's selection: the trip's steps and the ratings both ways on a
 * completed order, a problem the security service decided (with its comment) on some, and
 * deletion requests, approved on the cancelled orders and rejected, with the moderator's
 * comment, on a few completed ones.
 */
export function tripRowsOf(plan: HistoryOrderPlan, cast: Cast) {
  const steps: (typeof orderTripSteps.$inferInsert)[] = [];
  const ratings: (typeof orderRatings.$inferInsert)[] = [];
  const problems: (typeof orderProblems.$inferInsert)[] = [];
  const deletions: (typeof orderDeletionRequests.$inferInsert)[] = [];
  const { index, orderId, recent, carrier, createdBy, loadingAt, deliveredAt, completedAt } = plan;
  if (plan.status === 'COMPLETED') {
    const step = (name: TripStep, actualAt: Date, recordedBy: string) =>
      steps.push({ orderId, step: name, actualAt, recordedBy, createdAt: actualAt });
    step('LOADING_STARTED', loadingAt, carrier.userId);
    step('LOADING_DEPARTED', new Date(loadingAt.getTime() + 2 * HOUR_MS), carrier.userId);
    step('UNLOADING_STARTED', new Date(deliveredAt.getTime() - 3 * HOUR_MS), carrier.userId);
    step('DELIVERED', deliveredAt, carrier.userId);
    step('COMPLETED', completedAt, createdBy);
    ratings.push(
      {
        orderId,
        side: 'FORWARDER',
        raterCompanyId: cast.forwarderId,
        ratedCompanyId: carrier.companyId,
        ratedDriverId: plan.driverId,
        score: 3 + (index % 3),
        ratedBy: createdBy,
        createdAt: completedAt,
        updatedAt: completedAt,
      },
      {
        orderId,
        side: 'CARRIER',
        raterCompanyId: carrier.companyId,
        ratedCompanyId: cast.forwarderId,
        score: 4 + (index % 2),
        ratedBy: carrier.userId,
        createdAt: new Date(completedAt.getTime() + 2 * HOUR_MS),
        updatedAt: new Date(completedAt.getTime() + 2 * HOUR_MS),
      },
    );
    if (index % 9 === 4 || recent) {
      problems.push({
        orderId,
        description: 'Водитель опоздал на погрузку, простой 6 часов',
        status: 'DECIDED',
        reportedBy: createdBy,
        decisionComment: 'Опоздание подтверждено, предупреждение перевозчику',
        atFaultSide: 'CARRIER',
        decidedBy: cast.securityService.id,
        decidedAt: new Date(loadingAt.getTime() + (recent ? 1 : 20 + index) * HOUR_MS),
        createdAt: loadingAt,
      });
    }
  }
  if (plan.cancelled) {
    deletions.push({
      orderId,
      reason: 'Груз не готов к отгрузке',
      status: 'APPROVED',
      requestedBy: createdBy,
      decidedBy: cast.moderatorId,
      decidedAt: new Date(plan.createdAt.getTime() + DAY_MS),
      comment: 'Одобрено',
      createdAt: new Date(plan.createdAt.getTime() + 6 * HOUR_MS),
    });
  } else if ((index % 13 === 7 || recent) && plan.status === 'COMPLETED') {
    const publishedAt = plan.publishedAt.getTime();
    deletions.push({
      orderId,
      reason: 'Дубликат заявки',
      status: 'REJECTED',
      requestedBy: createdBy,
      decidedBy: cast.moderatorId,
      decidedAt: new Date(publishedAt + (recent ? 1 : 5) * HOUR_MS),
      comment: 'Заявка уже в работе',
      createdAt: new Date(publishedAt + (recent ? 10 : 60) * 60_000),
    });
  }
  return { steps, ratings, problems, deletions };
}
