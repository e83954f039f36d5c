import type {
  Currency,
  LoadingMethod,
  PackageType,
  PaymentTerms,
  RoutePointType,
  TransportationType,
  TransportType,
} from '@freight/shared';
import type { DocumentLanguage } from './document-languages.js';
// The order form's own wording of its reference lists, so a contract names a tent, a pallet or
// a prepayment exactly as the order did. Imported at build time: esbuild inlines the JSON into
// the API bundle, and a code missing from a language fails the type check below.
import en from '../../../../../web/public/locales/en/orders.json' with { type: 'json' };
import kz from '../../../../../web/public/locales/kz/orders.json' with { type: 'json' };
import ru from '../../../../../web/public/locales/ru/orders.json' with { type: 'json' };
import zh from '../../../../../web/public/locales/zh/orders.json' with { type: 'json' };

export interface OrderReferenceLabels {
  transportType: Record<TransportType, string>;
  packageType: Record<PackageType, string>;
  loadingMethod: Record<LoadingMethod, string>;
  paymentTerms: Record<PaymentTerms, string>;
  transportationType: Record<TransportationType, string>;
  routePointType: Record<RoutePointType, string>;
  currency: Record<Currency, string>;
  units: { tons: string; cubicMetres: string };
  fields: {
    transportType: string;
    paymentTerms: string;
    price: string;
    cargoName: string;
    cargoWeightTons: string;
    cargoVolumeM3: string;
    packageType: string;
    seats: string;
    seatDimensions: string;
    declaredValue: string;
    loadingMethod: string;
    transportationType: string;
    specialConditions: string;
  };
  route: { city: string; address: string; contactPerson: string; phone: string };
}

const LABELS: Record<DocumentLanguage, OrderReferenceLabels> = { kz, ru, zh, en };

export function referenceLabels(language: DocumentLanguage): OrderReferenceLabels {
  return LABELS[language];
}
