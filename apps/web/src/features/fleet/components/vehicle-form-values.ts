import { ErrorCode, type TransportType, type Vehicle } from '@freight/shared';

/** The vehicle form's values, and how they go to the API and come from a vehicle. */

export interface VehicleFormValues {
  plateNumber: string;
  techPassportNumber: string;
  brand: string;
  model: string;
  vin: string;
  region: string;
  manufactureYear?: number | null;
  registrationDate?: string;
  engineVolume?: number | null;
  assignedDriverId?: string | null;
  bodyType?: TransportType | null;
  capacityTons?: number | null;
  capacityM3?: number | null;
}

const TEXT_FIELDS = ['plateNumber', 'techPassportNumber', 'brand', 'model', 'vin', 'region'];
export const SERVER_FIELDS = [
  ...TEXT_FIELDS,
  'manufactureYear',
  'registrationDate',
  'engineVolume',
  'assignedDriverId',
  'bodyType',
  'capacityTons',
  'capacityM3',
];

/** Duplicates belong under their field: a plate or VIN already in some fleet. */
export const DUPLICATE_FIELDS: Partial<Record<string, string>> = {
  [ErrorCode.PLATE_ALREADY_REGISTERED]: 'plateNumber',
  [ErrorCode.VIN_ALREADY_REGISTERED]: 'vin',
};

/** Empty number controls are absent (not ''), empty texts ''. */
export const toInput = (values: Record<string, unknown>) => ({
  ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name] ?? ''])),
  manufactureYear: values.manufactureYear ?? undefined,
  registrationDate: values.registrationDate ?? '',
  engineVolume: values.engineVolume ?? undefined,
  assignedDriverId: values.assignedDriverId ?? null,
  bodyType: values.bodyType ?? null,
  capacityTons: values.capacityTons ?? null,
  capacityM3: values.capacityM3 ?? null,
});

export function initialValuesOf(vehicle: Vehicle | null): Partial<VehicleFormValues> {
  if (!vehicle) return {};
  return {
    plateNumber: vehicle.plateNumber,
    techPassportNumber: vehicle.techPassportNumber,
    brand: vehicle.brand,
    model: vehicle.model,
    vin: vehicle.vin,
    region: vehicle.region,
    manufactureYear: vehicle.manufactureYear,
    registrationDate: vehicle.registrationDate,
    engineVolume: vehicle.engineVolume,
    assignedDriverId: vehicle.assignedDriver?.id ?? null,
    bodyType: vehicle.bodyType,
    capacityTons: vehicle.capacityTons,
    capacityM3: vehicle.capacityM3,
  };
}
