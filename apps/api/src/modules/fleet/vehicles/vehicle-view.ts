import type { Vehicle } from '@freight/shared';
import type { VehicleWithContext } from './repo.js';

/** The API's shape of a vehicle; dates leave as ISO strings. */
export function toVehicle({ vehicle, companyName, driver }: VehicleWithContext): Vehicle {
  return {
    id: vehicle.id,
    companyId: vehicle.companyId,
    companyName,
    plateNumber: vehicle.plateNumber,
    techPassportNumber: vehicle.techPassportNumber,
    brand: vehicle.brand,
    model: vehicle.model,
    vin: vehicle.vin,
    region: vehicle.region,
    manufactureYear: vehicle.manufactureYear,
    registrationDate: vehicle.registrationDate,
    engineVolume: vehicle.engineVolume,
    bodyType: vehicle.bodyType,
    capacityTons: vehicle.capacityTons,
    capacityM3: vehicle.capacityM3,
    assignedDriver: driver,
    retiredAt: vehicle.retiredAt?.toISOString() ?? null,
    version: vehicle.version,
    createdAt: vehicle.createdAt.toISOString(),
    updatedAt: vehicle.updatedAt.toISOString(),
  };
}
