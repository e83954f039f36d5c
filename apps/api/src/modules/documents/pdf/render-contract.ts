import { TransportationType } from '@freight/shared';
import type { Content } from 'pdfmake/interfaces.js';
import { DEFAULT_PAYMENT_DUE_BANKING_DAYS, type ContractDocumentData } from './contract-data.js';
import {
  cargoTable,
  priceTable,
  requisitesTable,
  routeTable,
  transportTable,
} from './contract-sections.js';
import { contractTexts } from './contract-texts/index.js';
import {
  layoutLanguages,
  type DocumentLanguage,
  type DocumentLanguages,
  type DocumentLayout,
} from './document-languages.js';
import { BCP47, heading, joined, pageFooter, parallel } from './pdf-blocks.js';
import { printPdf } from './pdf-engine.js';
import { formatDate } from './pdf-format.js';

/**
 * The contract-application (issue 8) as a PDF: the parties, the order, every route point, the
 * cargo, the vehicle and driver, the price and the standard terms, with signature blocks. By
 * default in Kazakh and Russian side by side; any one language on request.
 */
export async function renderContractPdf(
  data: ContractDocumentData,
  layout?: DocumentLayout,
): Promise<Uint8Array> {
  const languages = layoutLanguages(layout);
  return printPdf({
    content: contractContent(data, languages),
    title: contractTitle(data, languages),
    subject: data.orderNumber,
    keywords: [data.contractNumber, data.orderNumber, data.forwarder.bin, data.carrier.bin].join(
      ', ',
    ),
    createdAt: data.generatedAt,
    language: BCP47[languages[0]],
    footer: pageFooter(languages, (language, page, pages) =>
      contractTexts(language).footer(data.contractNumber, page, pages),
    ),
  });
}

export function contractTitle(data: ContractDocumentData, languages: DocumentLanguages): string {
  return joined(languages, (language) => {
    const texts = contractTexts(language);
    return `${texts.title} ${texts.number(data.contractNumber)}`;
  });
}

function titleBlock(data: ContractDocumentData, languages: DocumentLanguages): Content[] {
  const place = joined(languages, (l) => contractTexts(l).place(data.contractPlace));
  const date = joined(languages, (l) => formatDate(data.contractDate, l));
  return [
    parallel(languages, (language) => {
      const texts = contractTexts(language);
      return {
        stack: [
          { text: `${texts.title} ${texts.number(data.contractNumber)}`, style: 'title' },
          { text: texts.subtitle, style: 'subtitle' },
        ],
      };
    }),
    {
      columns: [
        { text: place, width: '*' },
        { text: date, width: 'auto', alignment: 'right' },
      ],
      margin: [0, 8, 0, 6],
    },
  ];
}

function prose(
  languages: DocumentLanguages,
  render: (language: DocumentLanguage) => string,
): Content {
  return parallel(languages, (language) => ({ text: render(language), style: 'clause' }));
}

function isInternational(data: ContractDocumentData): boolean {
  return data.transportationType !== TransportationType.DOMESTIC;
}

/**
 * The standard terms, numbered on from the data sections, clause by clause side by side; every
 * language has the same sections and clauses, so the columns stay aligned.
 */
function termsBlocks(
  data: ContractDocumentData,
  languages: DocumentLanguages,
  firstNumber: number,
): { blocks: Content[]; nextNumber: number } {
  const input = {
    paymentTerms: data.paymentTerms,
    paymentDueBankingDays: data.paymentDueBankingDays ?? DEFAULT_PAYMENT_DUE_BANKING_DAYS,
    international: isInternational(data),
  };
  const sections = (language: DocumentLanguage) => contractTexts(language).terms(input);
  const firstLanguageSections = sections(languages[0]);
  const blocks = firstLanguageSections.flatMap((section, sectionIndex) => {
    const number = firstNumber + sectionIndex;
    const sectionIn = (language: DocumentLanguage) => sections(language)[sectionIndex] ?? section;
    return [
      heading(languages, number, (language) => sectionIn(language).heading),
      ...section.clauses.map((_, clauseIndex) =>
        prose(
          languages,
          (language) =>
            `${number}.${clauseIndex + 1}. ${sectionIn(language).clauses[clauseIndex] ?? ''}`,
        ),
      ),
    ];
  });
  return { blocks, nextNumber: firstNumber + firstLanguageSections.length };
}

function contractContent(data: ContractDocumentData, languages: DocumentLanguages): Content[] {
  const orderDate = (language: DocumentLanguage) => formatDate(data.orderDate, language);
  const sectionHeading = (
    number: number,
    pick: (sections: ReturnType<typeof contractTexts>['sections']) => string,
  ) => heading(languages, number, (language) => pick(contractTexts(language).sections));
  const terms = termsBlocks(data, languages, 6);
  return [
    ...titleBlock(data, languages),
    prose(languages, (language) =>
      contractTexts(language).preamble({
        forwarder: data.forwarder,
        carrier: data.carrier,
        orderNumber: data.orderNumber,
        orderDate: orderDate(language),
      }),
    ),
    sectionHeading(1, (s) => s.subject),
    prose(languages, (language) => `1.1. ${contractTexts(language).subject(data.orderNumber)}`),
    sectionHeading(2, (s) => s.route),
    routeTable(data, languages),
    // Short sections stay on one page with their heading.
    {
      stack: [sectionHeading(3, (s) => s.cargo), cargoTable(data.cargo, languages)],
      unbreakable: true,
    },
    {
      stack: [sectionHeading(4, (s) => s.transport), transportTable(data, languages)],
      unbreakable: true,
    },
    { stack: [sectionHeading(5, (s) => s.price), priceTable(data, languages)], unbreakable: true },
    ...terms.blocks,
    sectionHeading(terms.nextNumber, (s) => s.requisites),
    requisitesTable(data, languages),
  ];
}
