import type { OrderActionInput, OrderResponseRequest } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { OrderAccess, OrderCaller } from '../core/order-access.js';
import { checkFleetChoice } from '../../fleet/eligibility.js';
import { findResponseOfOrder, type ResponseRow } from '../core/response-repo.js';

/**
 * The caller's company's response named in the path, as the state machine should judge it:
 * another company's response, or one under another order, is not found.
 */
export async function requireOwnResponse(
  db: DbExecutor,
  caller: OrderCaller,
  access: OrderAccess,
  responseId: string,
): Promise<{ response: ResponseRow; access: OrderAccess }> {
  const response = await findResponseOfOrder(db, access.order.id, responseId);
  if (!response || response.carrierCompanyId !== caller.companyId) throw notFound();
  // The machine asks whether the company has an ACTIVE response: this one is what counts.
  return { response, access: { ...access, ownResponses: [response] } };
}

/**
 * Whether the chosen driver and vehicle may carry the caller's response, by the fleet's rules
 * (`checkFleetChoice`: own, approved, not blacklisted, in the fleet; the vehicle own and in
 * the fleet), as the state machine's input.
 */
export async function responseEligibility(
  db: DbExecutor,
  caller: OrderCaller,
  request: Pick<OrderResponseRequest, 'driverId' | 'vehicleId'>,
) {
  const { driver, vehicle, driverEligible, vehicleEligible } = await checkFleetChoice(db, {
    companyId: caller.companyId ?? '',
    driverId: request.driverId,
    vehicleId: request.vehicleId,
  });
  const input: OrderActionInput = {
    responseDriverEligible: driverEligible,
    responseVehicleEligible: vehicleEligible,
  };
  return { input, driver, vehicle };
}
