import {
  platformToday,
  TransportationType,
  type DocumentLanguages as LanguageChoice,
} from '@freight/shared';
import { contractDataOf, contractNumberOf, documentLanguagesOf } from './contract-rendering.js';
import type { ContractPartyRow, ContractSource } from './contract-source-repo.js';
import type { ConsignmentNoteData, GoodsReceipt, NoteParty } from './pdf/consignment-note-data.js';
import { renderConsignmentNotePdf } from './pdf/render-consignment-note.js';

/**
 * Whether an order's note is a CMR note. The route points hold a city and an address, not a
 * country, so the order's transportation type decides: INTERNATIONAL and TRANSIT carriages
 * cross a border of Kazakhstan (one end outside it) and get the CMR statement of art. 6(1)(k);
 * DOMESTIC ones stay within Kazakhstan and get the waybill.
 */
export function isInternationalCarriage(source: Pick<ContractSource, 'order'>): boolean {
  return source.order.transportationType !== TransportationType.DOMESTIC;
}

/** One note per order, numbered after it; the confirmed copy keeps the number. */
export const consignmentNoteNumberOf = (orderNumber: string) => `${orderNumber}-N`;

function companyParty(row: ContractPartyRow): NoteParty {
  return { name: row.name, bin: row.bin, address: row.actualAddress ?? row.legalAddress ?? '' };
}

export interface ConsignmentNoteInput {
  /** The seal put on at departure from loading. */
  sealNumber: string | null;
  /** The actual time of departure from loading: when the carrier took the goods over. */
  takenOverAt: Date;
  /** The consignee's confirmation, for the confirmed copy. */
  receipt?: GoodsReceipt | null;
  now: Date;
}

/**
 * The note's data as the order holds it: the forwarder sends, the selected carrier carries,
 * the contact at the last unloading point receives; goods, vehicle and driver as in the
 * contract; the charges are the agreed price (the selected carrier's offer).
 */
export function consignmentNoteDataOf(
  source: ContractSource,
  input: ConsignmentNoteInput,
): ConsignmentNoteData {
  const contract = contractDataOf(source, input.now);
  const { order, route } = source;
  const loading = route[0];
  const unloading = route[route.length - 1];
  return {
    noteNumber: consignmentNoteNumberOf(order.number),
    orderNumber: order.number,
    contractNumber: contractNumberOf(order.number),
    madeOut: { place: loading?.city ?? '', date: platformToday(input.now) },
    sender: companyParty(source.forwarder),
    carrier: companyParty(source.carrier),
    consignee: {
      name: unloading?.contactPerson ?? '',
      address: unloading?.address ?? '',
      phone: unloading?.phone ?? null,
    },
    takingOver: { place: loading?.address ?? '', date: platformToday(input.takenOverAt) },
    delivery: { place: unloading?.address ?? '', date: order.plannedUnloadingDate },
    cargo: contract.cargo,
    sealNumber: input.sealNumber,
    charges: { freight: contract.price, paymentTerms: order.paymentTerms },
    specialAgreements: order.specialConditions,
    vehicle: contract.vehicle,
    driver: contract.driver,
    international: isInternationalCarriage(source),
    receipt: input.receipt ?? null,
    generatedAt: input.now,
  };
}

export function renderConsignmentNoteFor(
  source: ContractSource,
  languages: LanguageChoice,
  input: ConsignmentNoteInput,
): Promise<Uint8Array> {
  return renderConsignmentNotePdf(consignmentNoteDataOf(source, input), {
    languages: documentLanguagesOf(languages),
  });
}
