import { regionOfPlace, truckOfferDateProblems, type TruckOfferFields } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { requireTruckOfferChoice } from '../fleet/eligibility.js';
import type { TruckOfferValues } from './truck-offer-repo.js';

/**
 * What an offer must satisfy beyond its form, checked in this order so the first refusal is
 * the one to fix: its dates against today (an edit may keep a first day that has passed), then
 * the vehicle and driver (`requireTruckOfferChoice`). Answers the row's values: the vehicle's
 * body and capacity copied, the region of its place.
 */
export async function acceptableTruckOffer(
  db: DbExecutor,
  companyId: string,
  fields: TruckOfferFields,
  today: string,
  keptFrom: string | null = null,
): Promise<Omit<TruckOfferValues, 'companyId' | 'createdBy'>> {
  const problems = truckOfferDateProblems(fields, today, keptFrom);
  if (Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: problems });
  }
  const { vehicle } = await requireTruckOfferChoice(db, {
    companyId,
    vehicleId: fields.vehicleId,
    driverId: fields.driverId ?? null,
  });
  return {
    vehicleId: vehicle.id,
    driverId: fields.driverId ?? null,
    place: fields.place,
    region: regionOfPlace(fields.place),
    availableFrom: fields.availableFrom,
    availableTo: fields.availableTo,
    destinations: fields.destinations,
    bodyType: vehicle.bodyType,
    capacityTons: vehicle.capacityTons,
    capacityM3: vehicle.capacityM3,
    price: fields.price ?? null,
    priceUnit: fields.priceUnit,
    currency: fields.price == null ? null : (fields.currency ?? null),
    comment: fields.comment || null,
  };
}
