import { isDriverEligible, isVehicleEligible } from '@freight/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
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
 * the stored records, which come back too (whoever owns them; an unknown id is null and
 * simply not eligible). Pass the transaction of the response, so the answer holds for what
 * it writes.
 */
export async function checkFleetChoice(db: DbExecutor, choice: FleetChoice) {
  const [[driver], [vehicle]] = await readTogether(db, [
    () => db.select().from(drivers).where(eq(drivers.id, choice.driverId)),
    () => db.select().from(vehicles).where(eq(vehicles.id, choice.vehicleId)),
  ]);
  const context = { companyId: choice.companyId };
  return {
    driver: driver ?? null,
    vehicle: vehicle ?? null,
    driverEligible: driver !== undefined && isDriverEligible(driver, context),
    vehicleEligible: vehicle !== undefined && isVehicleEligible(vehicle, context),
  };
}
