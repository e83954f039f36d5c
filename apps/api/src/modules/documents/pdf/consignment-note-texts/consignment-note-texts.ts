/** The wording of a consignment note in one language; boxes are numbered as on a CMR form. */
export interface ConsignmentNoteTexts {
  title: { international: string; domestic: string };
  number: (noteNumber: string) => string;
  reference: (orderNumber: string, contractNumber: string | null) => string;
  /** CMR Convention art. 6(1)(k). */
  cmrStatement: string;
  boxes: {
    sender: string;
    consignee: string;
    delivery: string;
    takingOver: string;
    documents: string;
    marks: string;
    packages: string;
    packing: string;
    goods: string;
    grossWeight: string;
    volume: string;
    customs: string;
    carrier: string;
    reservations: string;
    specialAgreements: string;
    charges: string;
    madeOut: string;
    senderSignature: string;
    carrierSignature: string;
    goodsReceived: string;
    vehicle: string;
    driver: string;
  };
  /** The seal put on the cargo at departure from loading, in the marks box. */
  seal: (sealNumber: string) => string;
  receipt: {
    confirmed: (confirmedBy: string, confirmedAt: string) => string;
    reservation: string;
    noReservation: string;
  };
  footer: (noteNumber: string, page: number, pages: number) => string;
}
