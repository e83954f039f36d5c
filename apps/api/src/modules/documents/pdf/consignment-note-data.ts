import type { PaymentTerms } from '@freight/shared';
import type { ContractCargo, ContractDriver, ContractVehicle, Money } from './contract-data.js';

/**
 * What a consignment note is made of (issue 9): the particulars of a CMR note (CMR Convention,
 * art. 6), filled from the order at the moment of generation. Calendar dates are `YYYY-MM-DD`.
 */

export interface NoteParty {
  name: string;
  bin?: string | null;
  address: string;
  country?: string | null;
  phone?: string | null;
}

export interface NotePlace {
  place: string;
  country?: string | null;
  date?: string | null;
}

/** The consignee's confirmation that the goods arrived, with a reservation if there was one. */
export interface GoodsReceipt {
  confirmedAt: Date;
  confirmedBy: string;
  reservation?: string | null;
}

export interface ConsignmentNoteData {
  noteNumber: string;
  orderNumber: string;
  contractNumber?: string | null;
  /** Art. 6(1)(a): the date and place of making out. */
  madeOut: { place: string; date: string };
  /** Art. 6(1)(b), (c), (e). */
  sender: NoteParty;
  carrier: NoteParty;
  consignee: NoteParty;
  /** Art. 6(1)(d): the place and date of taking over, and the place designated for delivery. */
  takingOver: NotePlace;
  delivery: NotePlace;
  /** Art. 6(1)(f)–(h): description, packing, number of packages, gross weight; art. 6(2)(d): value. */
  cargo: ContractCargo;
  /** Art. 6(1)(g): marks and numbers of the packages. */
  marksAndNumbers?: string | null;
  /** The seal put on the cargo at departure from loading, written beside the marks. */
  sealNumber?: string | null;
  /** Art. 6(2)(g): documents handed to the carrier. */
  documentsAttached?: readonly string[];
  /** Art. 6(1)(i): the charges relating to the carriage. */
  charges: { freight: Money; paymentTerms: PaymentTerms };
  /** Art. 6(1)(j): instructions for customs and other formalities. */
  customsInstructions?: string | null;
  /** Art. 6(2)(f); the cargo's special conditions stand in when absent. */
  specialAgreements?: string | null;
  vehicle: ContractVehicle;
  driver: ContractDriver;
  /**
   * One end of the route outside Kazakhstan: a CMR note with the art. 6(1)(k) statement. A route
   * within Kazakhstan gets a consignment note (waybill) with the same data and no statement.
   */
  international: boolean;
  receipt?: GoodsReceipt | null;
  /** Written into the PDF's metadata; pass it in so the same input gives the same file. */
  generatedAt: Date;
}
