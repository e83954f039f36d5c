import type {
  Currency,
  LoadingMethod,
  PackageType,
  PaymentTerms,
  RoutePointType,
  TransportationType,
  TransportType,
} from '@freight/shared';

/**
 * What a contract is made of: plain values taken from the order at the moment of generation.
 * Codes (transport type, package type, …) stay codes; the renderer writes them in the
 * document's languages. Calendar dates are `YYYY-MM-DD`.
 */

/** An amount as the database keeps it (`numeric` arrives as a string) or as a number. */
export interface Money {
  amount: string | number;
  currency: Currency;
}

export interface ContractParty {
  organizationName: string;
  bin: string;
  legalAddress: string;
  actualAddress: string;
  signatoryName: string;
  signatoryPosition: string;
  phone?: string | null;
  email?: string | null;
}

export interface ContractRoutePoint {
  kind: RoutePointType;
  address: string;
  city?: string | null;
  country?: string | null;
  contactName: string;
  contactPhone: string;
  plannedDate?: string | null;
}

export interface SeatDimensions {
  lengthM: number;
  widthM: number;
  heightM: number;
}

export interface ContractCargo {
  name: string;
  weightTons: number;
  volumeM3: number;
  packageType: PackageType;
  seats: number;
  seatDimensions: SeatDimensions | null;
  declaredValue: Money | null;
  loadingMethod: LoadingMethod;
  specialConditions: string | null;
}

export interface ContractDriver {
  fullName: string;
  iin: string;
  licenceNumber: string;
}

export interface ContractVehicle {
  brand: string;
  model: string;
  plateNumber: string;
  techPassportNumber: string;
}

export interface ContractDocumentData {
  contractNumber: string;
  /** The date the contract is made out (usually the day of generation). */
  contractDate: string;
  /** The city where it is made out, e.g. "Алматы". */
  contractPlace: string;
  orderNumber: string;
  orderDate: string;
  forwarder: ContractParty;
  carrier: ContractParty;
  route: readonly ContractRoutePoint[];
  cargo: ContractCargo;
  transportType: TransportType;
  transportationType: TransportationType;
  driver: ContractDriver;
  vehicle: ContractVehicle;
  price: Money;
  paymentTerms: PaymentTerms;
  /** Banking days the forwarder has to pay after the trigger of the terms; 5 when absent. */
  paymentDueBankingDays?: number;
  /** Written into the PDF's metadata; pass it in so the same input gives the same file. */
  generatedAt: Date;
}

export const DEFAULT_PAYMENT_DUE_BANKING_DAYS = 5;
