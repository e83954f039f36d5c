import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type {
  ContractCargo,
  ContractDocumentData,
  ContractParty,
  ContractRoutePoint,
} from './contract-data.js';
import { contractTexts } from './contract-texts/index.js';
import type { DocumentLanguages } from './document-languages.js';
import { fieldTable, joined, label, thinRules } from './pdf-blocks.js';
import { formatDate, formatMoney, formatQuantity } from './pdf-format.js';
import { referenceLabels } from './reference-labels.js';

/**
 * The data sections of a contract-application (route, cargo, transport, price, the parties'
 * details): one table each, labelled in every language of the document.
 */

const orderLabels = referenceLabels;

function routePointPlace(point: ContractRoutePoint, languages: DocumentLanguages): Content {
  return {
    stack: [
      { text: joined(languages, (l) => orderLabels(l).routePointType[point.kind]), bold: true },
      [point.city, point.country, point.address].filter(Boolean).join(', '),
    ],
  };
}

export function routeTable(data: ContractDocumentData, languages: DocumentLanguages): Content {
  const header: TableCell[] = [
    { text: '№', style: 'tableHeader' },
    { ...label(languages, (l) => contractTexts(l).route.point), fillColor: '#eeeeee' },
    { ...label(languages, (l) => contractTexts(l).route.contact), fillColor: '#eeeeee' },
    { ...label(languages, (l) => contractTexts(l).route.plannedDate), fillColor: '#eeeeee' },
  ];
  const rows = data.route.map((point, index): TableCell[] => [
    String(index + 1),
    routePointPlace(point, languages),
    { stack: [point.contactName, point.contactPhone] },
    point.plannedDate ? joined(languages, (l) => formatDate(point.plannedDate ?? '', l)) : '—',
  ]);
  return {
    table: { headerRows: 1, widths: [14, '*', 130, 62], body: [header, ...rows] },
    layout: thinRules,
  };
}

export function cargoTable(cargo: ContractCargo, languages: DocumentLanguages): Content {
  const field = (pick: (fields: ReturnType<typeof orderLabels>['fields']) => string) =>
    label(languages, (l) => pick(orderLabels(l).fields));
  const { seatDimensions: dimensions, declaredValue } = cargo;
  const rows: [Content, Content][] = [
    [field((f) => f.cargoName), { text: cargo.name, bold: true }],
    [
      field((f) => f.cargoWeightTons),
      joined(languages, (l) => formatQuantity(cargo.weightTons, l)),
    ],
    [field((f) => f.cargoVolumeM3), joined(languages, (l) => formatQuantity(cargo.volumeM3, l))],
    [
      field((f) => f.packageType),
      joined(languages, (l) => orderLabels(l).packageType[cargo.packageType]),
    ],
    [field((f) => f.seats), String(cargo.seats)],
    [
      field((f) => f.seatDimensions),
      dimensions
        ? joined(languages, (l) =>
            [dimensions.lengthM, dimensions.widthM, dimensions.heightM]
              .map((value) => formatQuantity(value, l))
              .join(' × '),
          )
        : '—',
    ],
    [
      field((f) => f.declaredValue),
      declaredValue ? joined(languages, (l) => formatMoney(declaredValue, l)) : '—',
    ],
    [
      field((f) => f.loadingMethod),
      joined(languages, (l) => orderLabels(l).loadingMethod[cargo.loadingMethod]),
    ],
  ];
  if (cargo.specialConditions) {
    rows.push([field((f) => f.specialConditions), cargo.specialConditions]);
  }
  return fieldTable(rows);
}

export function transportTable(data: ContractDocumentData, languages: DocumentLanguages): Content {
  const transport = (pick: (t: ReturnType<typeof contractTexts>['transport']) => string) =>
    label(languages, (l) => pick(contractTexts(l).transport));
  const { vehicle, driver } = data;
  return fieldTable([
    [
      label(languages, (l) => orderLabels(l).fields.transportType),
      joined(languages, (l) => orderLabels(l).transportType[data.transportType]),
    ],
    [
      label(languages, (l) => orderLabels(l).fields.transportationType),
      joined(languages, (l) => orderLabels(l).transportationType[data.transportationType]),
    ],
    [transport((t) => t.brandModel), `${vehicle.brand} ${vehicle.model}`],
    [transport((t) => t.plateNumber), { text: vehicle.plateNumber, bold: true }],
    [transport((t) => t.techPassport), vehicle.techPassportNumber],
    [transport((t) => t.driver), { text: driver.fullName, bold: true }],
    [transport((t) => t.iin), driver.iin],
    [transport((t) => t.licence), driver.licenceNumber],
  ]);
}

export function priceTable(data: ContractDocumentData, languages: DocumentLanguages): Content {
  return fieldTable([
    [
      label(languages, (l) => contractTexts(l).freight),
      { text: joined(languages, (l) => formatMoney(data.price, l)), bold: true },
    ],
    [
      label(languages, (l) => orderLabels(l).fields.paymentTerms),
      joined(languages, (l) => orderLabels(l).paymentTerms[data.paymentTerms]),
    ],
  ]);
}

function partyBlock(
  party: ContractParty,
  role: 'forwarder' | 'carrier',
  languages: DocumentLanguages,
): Content {
  const line = (
    pick: (p: ReturnType<typeof contractTexts>['party']) => string,
    value: string,
  ): Content => ({
    text: [
      { text: `${joined(languages, (l) => pick(contractTexts(l).party))}: `, style: 'label' },
      value,
    ],
  });
  const contacts = [party.phone, party.email].filter(Boolean).join(', ');
  return {
    stack: [
      {
        text: joined(languages, (l) => contractTexts(l).roles[role]),
        style: 'heading',
        margin: [0, 0, 0, 2],
      },
      { text: party.organizationName, bold: true },
      line((p) => p.bin, party.bin),
      line((p) => p.legalAddress, party.legalAddress),
      line((p) => p.actualAddress, party.actualAddress),
      ...(contacts ? [line((p) => p.contacts, contacts)] : []),
      line((p) => p.signatory, `${party.signatoryPosition} ${party.signatoryName}`),
      {
        text: `${joined(languages, (l) => contractTexts(l).party.signature)}: ____________________ / ${party.signatoryName} /`,
        margin: [0, 16, 0, 0],
      },
    ],
  };
}

export function requisitesTable(data: ContractDocumentData, languages: DocumentLanguages): Content {
  return {
    table: {
      widths: ['*', '*'],
      body: [
        [
          partyBlock(data.forwarder, 'forwarder', languages),
          partyBlock(data.carrier, 'carrier', languages),
        ],
      ],
    },
    layout: { ...thinRules, paddingTop: () => 4, paddingBottom: () => 6 },
    unbreakable: true,
  };
}
