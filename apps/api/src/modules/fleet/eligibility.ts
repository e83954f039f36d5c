import { isDriverEligible, isVehicleEligible } from '@freight/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { drivers, vehicles } from '../../db/schema.js';

export interface FleetChoice {
  /** The carrier that puts the driver and the vehicle forward. */
  companyId: string;
  driverId: string;
  vehicleId: string;
}

/**
 * Whether a carrier may put forward this driver and this vehicle for an order (orders:
 * respond, edit a response): the shared `isDriverEligible` and `isVehicleEligible` applied to
 * the stored records. An unknown id is simply not eligible. Pass the transaction of the
 * response, so the answer holds for what it writes.
 */
export async function checkFleetChoice(
  db: DbExecutor,
  choice: FleetChoice,
): Promise<{ driverEligible: boolean; vehicleEligible: boolean }> {
  const [driverRows, vehicleRows] = await Promise.all([
    db
      .select({
        companyId: drivers.companyId,
        status: drivers.status,
        blacklisted: drivers.blacklisted,
        retiredAt: drivers.retiredAt,
      })
      .from(drivers)
      .where(eq(drivers.id, choice.driverId)),
    db
      .select({ companyId: vehicles.companyId, retiredAt: vehicles.retiredAt })
      .from(vehicles)
      .where(eq(vehicles.id, choice.vehicleId)),
  ]);
  const [driver] = driverRows;
  const [vehicle] = vehicleRows;
  const context = { companyId: choice.companyId };
  return {
    driverEligible: driver !== undefined && isDriverEligible(driver, context),
    vehicleEligible: vehicle !== undefined && isVehicleEligible(vehicle, context),
  };
}
