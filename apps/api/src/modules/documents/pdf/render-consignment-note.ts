import type { Content, ContentStack, ContentTable, TableCell } from 'pdfmake/interfaces.js';
import type { ConsignmentNoteData, NoteParty, NotePlace } from './consignment-note-data.js';
import { consignmentNoteTexts, type ConsignmentNoteTexts } from './consignment-note-texts/index.js';
import { contractTexts } from './contract-texts/index.js';
import {
  layoutLanguages,
  type DocumentLanguage,
  type DocumentLanguages,
  type DocumentLayout,
} from './document-languages.js';
import { BCP47, distinctTexts, joined, label, pageFooter, thinRules } from './pdf-blocks.js';
import { printPdf } from './pdf-engine.js';
import { formatDate, formatInstant, formatMoney, formatQuantity } from './pdf-format.js';
import { referenceLabels } from './reference-labels.js';

/**
 * The consignment note (issue 9) with the particulars of CMR art. 6, in the boxes and numbering
 * of a CMR form. An international route gets the CMR title and the art. 6(1)(k) statement; a
 * route within Kazakhstan the waybill title and no statement.
 */
export async function renderConsignmentNotePdf(
  data: ConsignmentNoteData,
  layout?: DocumentLayout,
): Promise<Uint8Array> {
  const languages = layoutLanguages(layout);
  return printPdf({
    content: noteContent(data, languages),
    title: joined(languages, (l) => `${noteTitle(data, l)} ${texts(l).number(data.noteNumber)}`),
    subject: data.orderNumber,
    keywords: [data.noteNumber, data.orderNumber, data.contractNumber ?? '']
      .filter(Boolean)
      .join(', '),
    createdAt: data.generatedAt,
    language: BCP47[languages[0]],
    pageMargins: [28, 24, 28, 32],
    footer: pageFooter(languages, (l, page, pages) =>
      texts(l).footer(data.noteNumber, page, pages),
    ),
  });
}

function texts(language: DocumentLanguage): ConsignmentNoteTexts {
  return consignmentNoteTexts(language);
}

function noteTitle(data: ConsignmentNoteData, language: DocumentLanguage): string {
  const title = texts(language).title;
  return data.international ? title.international : title.domestic;
}

type BoxName = keyof ConsignmentNoteTexts['boxes'];

/** A box's caption: its CMR number (when it has one) and its name in each language. */
function caption(languages: DocumentLanguages, box: BoxName, number?: number): ContentStack {
  const lines = distinctTexts(languages, (l) => texts(l).boxes[box]);
  return {
    stack: lines.map((line, index) => (index === 0 && number ? `${number}. ${line}` : line)),
    style: 'label',
    margin: [0, 0, 0, 2],
  };
}

function box(
  languages: DocumentLanguages,
  name: BoxName,
  number: number | undefined,
  value: Content,
): ContentStack {
  return { stack: [caption(languages, name, number), value] };
}

function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : '—';
}

function partyValue(party: NoteParty, languages: DocumentLanguages): Content {
  const binLabel = joined(languages, (l) => contractTexts(l).party.bin);
  return {
    stack: [
      { text: party.name, bold: true },
      ...(party.bin ? [`${binLabel}: ${party.bin}`] : []),
      [party.address, party.country].filter(Boolean).join(', '),
      ...(party.phone ? [party.phone] : []),
    ],
  };
}

function placeValue(place: NotePlace, languages: DocumentLanguages): Content {
  const date = place.date;
  return {
    stack: [
      [place.place, place.country].filter(Boolean).join(', '),
      ...(date ? [{ text: joined(languages, (l) => formatDate(date, l)), bold: true }] : []),
    ],
  };
}

function grid(rows: TableCell[][], widths: (number | string)[] = ['*', '*']): ContentTable {
  return { table: { widths, body: rows }, layout: { ...thinRules, paddingBottom: () => 4 } };
}

function headerBlock(data: ConsignmentNoteData, languages: DocumentLanguages): Content {
  const reference = (l: DocumentLanguage) =>
    texts(l).reference(data.orderNumber, data.contractNumber ?? null);
  return {
    stack: [
      ...distinctTexts(languages, (l) => noteTitle(data, l)).map((title) => ({
        text: title,
        style: 'title',
        fontSize: 10,
      })),
      {
        text: joined(languages, (l) => texts(l).number(data.noteNumber)),
        style: 'title',
        fontSize: 10,
      },
      { stack: distinctTexts(languages, reference), style: 'subtitle' },
      ...(data.international
        ? [
            {
              stack: distinctTexts(languages, (l) => texts(l).cmrStatement),
              style: 'small',
              bold: true,
              margin: [0, 6, 0, 0],
            } as Content,
          ]
        : []),
    ],
  };
}

function goodsTable(data: ConsignmentNoteData, languages: DocumentLanguages): Content {
  const { cargo } = data;
  const header = (name: BoxName, number: number): TableCell => ({
    ...caption(languages, name, number),
    fillColor: '#eeeeee',
  });
  const seal = data.sealNumber;
  const grossWeightKg = Math.round(cargo.weightTons * 1_000_000) / 1000;
  return grid(
    [
      [
        header('marks', 6),
        header('packages', 7),
        header('packing', 8),
        header('goods', 9),
        header('grossWeight', 11),
        header('volume', 12),
      ],
      [
        {
          stack: [
            orDash(data.marksAndNumbers),
            ...(seal ? [{ text: joined(languages, (l) => texts(l).seal(seal)), bold: true }] : []),
          ],
        },
        String(cargo.seats),
        joined(languages, (l) => referenceLabels(l).packageType[cargo.packageType]),
        { text: cargo.name, bold: true },
        joined(languages, (l) => formatQuantity(grossWeightKg, l)),
        joined(languages, (l) => formatQuantity(cargo.volumeM3, l)),
      ],
    ],
    [70, 45, 70, '*', 60, 50],
  );
}

function receiptValue(data: ConsignmentNoteData, languages: DocumentLanguages): Content {
  const receipt = data.receipt;
  if (!receipt) return { text: ' ', margin: [0, 18, 0, 0] };
  const reservation = receipt.reservation?.trim();
  return {
    stack: [
      {
        stack: distinctTexts(languages, (l) =>
          texts(l).receipt.confirmed(receipt.confirmedBy, formatInstant(receipt.confirmedAt, l)),
        ),
        bold: true,
      },
      reservation
        ? {
            text: [
              {
                text: `${joined(languages, (l) => texts(l).receipt.reservation)}: `,
                style: 'label',
              },
              reservation,
            ],
          }
        : joined(languages, (l) => texts(l).receipt.noReservation),
    ],
  };
}

function noteContent(data: ConsignmentNoteData, languages: DocumentLanguages): Content[] {
  const boxOf = (name: BoxName, number: number | undefined, value: Content) =>
    box(languages, name, number, value);
  const { vehicle, driver, cargo, charges } = data;
  const declaredValue = cargo.declaredValue;
  const madeOut = `${data.madeOut.place}, ${joined(languages, (l) => formatDate(data.madeOut.date, l))}`;
  return [
    grid([
      [boxOf('sender', 1, partyValue(data.sender, languages)), headerBlock(data, languages)],
      [
        boxOf('consignee', 2, partyValue(data.consignee, languages)),
        boxOf('carrier', 16, partyValue(data.carrier, languages)),
      ],
      [
        boxOf('delivery', 3, placeValue(data.delivery, languages)),
        boxOf('vehicle', undefined, {
          stack: [
            `${vehicle.brand} ${vehicle.model}, ${vehicle.plateNumber}`,
            {
              text: [
                { text: `${joined(languages, (l) => texts(l).boxes.driver)}: `, style: 'label' },
                `${driver.fullName}, ${driver.licenceNumber}`,
              ],
            },
          ],
        }),
      ],
      [
        boxOf('takingOver', 4, placeValue(data.takingOver, languages)),
        boxOf('reservations', 18, { text: ' ', margin: [0, 10, 0, 0] }),
      ],
      [
        boxOf('documents', 5, orDash(data.documentsAttached?.join('; '))),
        boxOf('specialAgreements', 19, orDash(data.specialAgreements ?? cargo.specialConditions)),
      ],
    ]),
    goodsTable(data, languages),
    grid(
      [
        [
          {
            stack: [
              label(languages, (l) => referenceLabels(l).fields.declaredValue),
              declaredValue ? joined(languages, (l) => formatMoney(declaredValue, l)) : '—',
            ],
          },
          boxOf('charges', 20, {
            stack: [
              { text: joined(languages, (l) => formatMoney(charges.freight, l)), bold: true },
              joined(languages, (l) => referenceLabels(l).paymentTerms[charges.paymentTerms]),
            ],
          }),
          boxOf('madeOut', 21, madeOut),
        ],
        [{ ...boxOf('customs', 13, orDash(data.customsInstructions)), colSpan: 3 }, {}, {}],
      ],
      ['*', '*', '*'],
    ),
    {
      ...grid(
        [
          [
            boxOf('senderSignature', 22, { text: ' ', margin: [0, 18, 0, 0] }),
            boxOf('carrierSignature', 23, { text: ' ', margin: [0, 18, 0, 0] }),
            boxOf('goodsReceived', 24, receiptValue(data, languages)),
          ],
        ],
        ['*', '*', '*'],
      ),
      unbreakable: true,
    },
  ];
}
