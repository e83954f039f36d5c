import {
  isDriverEligible,
  isVehicleEligible,
  OrderAction,
  orderActionPermission,
  type ResponseOptions,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { driverFullName } from '../../fleet/drivers/driver-view.js';
import { loadOrderCaller, requireVisibleOrder } from '../core/order-access.js';
import { findFleetCandidates } from '../core/response-repo.js';

/** What the caller's carrier may respond with: its eligible drivers and its vehicles in service. */
export async function getResponseOptions(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<ResponseOptions> {
  assertPermission(actor, orderActionPermission(OrderAction.RESPOND));
  const caller = await loadOrderCaller(db, actor);
  await requireVisibleOrder(db, caller, orderId);
  const companyId = caller.companyId ?? '';
  const candidates = await findFleetCandidates(db, companyId);
  return {
    drivers: candidates.drivers
      .filter((driver) => isDriverEligible(driver, { companyId }))
      .map((driver) => ({
        id: driver.id,
        name: driverFullName(driver),
        iin: driver.iin,
        phone: driver.phone,
      })),
    vehicles: candidates.vehicles
      .filter((vehicle) => isVehicleEligible(vehicle, { companyId }))
      .map((vehicle) => ({
        id: vehicle.id,
        plateNumber: vehicle.plateNumber,
        brand: vehicle.brand,
        model: vehicle.model,
      })),
  };
}
