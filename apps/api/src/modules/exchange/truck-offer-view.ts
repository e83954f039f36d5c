import { effectiveTruckOfferStatus, TruckOfferStatus, type TruckOffer } from '@freight/shared';
import { driverFullName } from '../fleet/drivers/driver-view.js';
import type { TruckOfferWithContext } from './truck-offer-repo.js';

/** The API's shape of an offer as of `today`: expired once past, busy while its truck is on a trip. */
export function toTruckOffer(
  { offer, companyName, vehicle, driver, onTrip }: TruckOfferWithContext,
  today: string,
): TruckOffer {
  const status = effectiveTruckOfferStatus(offer, today);
  return {
    id: offer.id,
    company: { id: offer.companyId, name: companyName },
    vehicle,
    driver: driver ? { id: driver.id, name: driverFullName(driver) } : null,
    place: offer.place,
    region: offer.region,
    availableFrom: offer.availableFrom,
    availableTo: offer.availableTo,
    destinations: offer.destinations,
    bodyType: offer.bodyType,
    capacityTons: offer.capacityTons,
    capacityM3: offer.capacityM3,
    price: offer.price,
    priceUnit: offer.priceUnit,
    currency: offer.currency,
    comment: offer.comment,
    status,
    busy: status === TruckOfferStatus.ACTIVE && onTrip,
    version: offer.version,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}
