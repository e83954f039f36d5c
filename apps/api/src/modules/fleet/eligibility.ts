import { isDriverEligible, isVehicleEligible } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { findDriverRecord } from './drivers/repo.js';
import { findVehicleRecord } from './vehicles/repo.js';

export interface FleetChoice {
  /** The carrier that puts the driver and the vehicle forward. */
  companyId: string;
  driverId: string;
  vehicleId: string;
}

/**
 * Whether a carrier may put forward this driver and this vehicle for an order (orders:
 * respond, edit a response): the shared `isDriverEligible` and `isVehicleEligible` applied to
 * the stored records, which come back too (whoever owns them; an unknown id is null and
 * simply not eligible). Pass the transaction of the response, so the answer holds for what
 * it writes.
 */
export async function checkFleetChoice(db: DbExecutor, choice: FleetChoice) {
  const [driver, vehicle] = await readTogether(db, [
    () => findDriverRecord(db, choice.driverId),
    () => findVehicleRecord(db, choice.vehicleId),
  ]);
  const context = { companyId: choice.companyId };
  return {
    driver,
    vehicle,
    driverEligible: driver !== null && isDriverEligible(driver, context),
    vehicleEligible: vehicle !== null && isVehicleEligible(vehicle, context),
  };
}
