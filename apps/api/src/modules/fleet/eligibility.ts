import {
  driverIneligibility,
  isDriverEligible,
  isVehicleEligible,
  type DriverIneligibility,
  type ErrorCode,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { AppError } from '../../platform/errors/app-error.js';
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

/** What a carrier offers on the capacity board: its vehicle, and a driver if it names one. */
export interface TruckOfferChoice {
  companyId: string;
  vehicleId: string;
  driverId: string | null;
}

const DRIVER_REFUSALS: Record<DriverIneligibility, ErrorCode> = {
  OTHER_COMPANY: 'DRIVER_NOT_ELIGIBLE',
  RETIRED: 'DRIVER_RETIRED',
  BLACKLISTED: 'DRIVER_BLACKLISTED',
  NOT_APPROVED: 'DRIVER_NOT_ELIGIBLE',
};

/**
 * The vehicle and driver of a truck offer (issue 31), or the refusal of the first rule they
 * break: the vehicle its own and in the fleet, with its body and capacity filled in (an offer
 * copies them); the driver eligible as for a response (`driverIneligibility`).
 */
export async function requireTruckOfferChoice(db: DbExecutor, choice: TruckOfferChoice) {
  const [vehicle, driver] = await readTogether(db, [
    () => findVehicleRecord(db, choice.vehicleId),
    () => (choice.driverId ? findDriverRecord(db, choice.driverId) : Promise.resolve(null)),
  ]);
  const context = { companyId: choice.companyId };
  if (!vehicle || vehicle.companyId !== choice.companyId) {
    throw new AppError('VEHICLE_NOT_ELIGIBLE');
  }
  if (!isVehicleEligible(vehicle, context)) throw new AppError('VEHICLE_RETIRED');
  const { bodyType, capacityTons, capacityM3 } = vehicle;
  if (bodyType === null || capacityTons === null || capacityM3 === null) {
    throw new AppError('VEHICLE_PROFILE_INCOMPLETE');
  }
  if (choice.driverId) {
    const refusal = driver ? driverIneligibility(driver, context) : 'OTHER_COMPANY';
    if (refusal) throw new AppError(DRIVER_REFUSALS[refusal]);
  }
  return { vehicle: { ...vehicle, bodyType, capacityTons, capacityM3 }, driver };
}
