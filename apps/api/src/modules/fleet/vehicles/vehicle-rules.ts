import { ValidationMessage, type CreateVehicleRequest } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { findDriver } from '../drivers/repo.js';
import { findVehicleConflict } from './repo.js';

/**
 * What a vehicle's data must satisfy beyond the form: plate and VIN free among the vehicles
 * in any fleet, and an assigned driver of the same carrier still in its fleet.
 */
export async function assertVehicleAcceptable(
  db: DbExecutor,
  companyId: string,
  request: CreateVehicleRequest,
  exceptVehicleId?: string,
): Promise<void> {
  const conflict = await findVehicleConflict(db, request, exceptVehicleId);
  if (conflict) throw new AppError(conflict);
  if (request.assignedDriverId) {
    const found = await findDriver(db, request.assignedDriverId, companyId);
    if (!found || found.driver.retiredAt !== null) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { assignedDriverId: ValidationMessage.DRIVER_UNAVAILABLE },
      });
    }
  }
}

/** The row values of the form; codes arrive normalised by the shared schema. */
export function vehicleValues(request: CreateVehicleRequest) {
  return {
    plateNumber: request.plateNumber,
    techPassportNumber: request.techPassportNumber,
    brand: request.brand,
    model: request.model,
    vin: request.vin,
    region: request.region,
    manufactureYear: request.manufactureYear,
    registrationDate: request.registrationDate,
    engineVolume: request.engineVolume,
    assignedDriverId: request.assignedDriverId ?? null,
    bodyType: request.bodyType ?? null,
    capacityTons: request.capacityTons ?? null,
    capacityM3: request.capacityM3 ?? null,
  };
}
