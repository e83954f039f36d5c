import type { Tx } from '../../../db/client.js';
import { driverFullName } from '../../fleet/drivers/driver-view.js';
import type { OrderCaller } from '../core/order-access.js';
import type { ActionContext } from '../core/perform-order-action.js';
import { insertResponse, type NewResponseRow, type ResponseRow } from '../core/response-repo.js';
import type { responseEligibility } from './response-access.js';

type Eligibility = Awaited<ReturnType<typeof responseEligibility>>;

/**
 * A carrier's new response and its audit row, as responding and booking (issue 32) both
 * write it: the history names the driver and vehicle as they were chosen.
 */
export async function recordResponse(
  tx: Tx,
  {
    caller,
    fields,
    fleet: { driver, vehicle },
    audit,
  }: {
    caller: OrderCaller;
    fields: Omit<NewResponseRow, 'carrierCompanyId' | 'createdBy'>;
    fleet: Pick<Eligibility, 'driver' | 'vehicle'>;
    audit: ActionContext<unknown, unknown, unknown>['audit'];
  },
): Promise<ResponseRow> {
  const carrierCompanyId = caller.companyId ?? '';
  const inserted = await insertResponse(tx, {
    ...fields,
    carrierCompanyId,
    createdBy: caller.id,
  });
  await audit('response.created', {
    after: {
      responseId: inserted.id,
      carrierCompanyId,
      carrier: caller.companyName,
      driver: driver ? driverFullName(driver) : null,
      vehicle: vehicle?.plateNumber ?? null,
      price: inserted.price,
      currency: inserted.currency,
      comment: inserted.comment,
      responseStatus: inserted.status,
    },
  });
  return inserted;
}
