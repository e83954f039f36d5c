import { describe, expect, it } from 'vitest';
import { consignmentNoteFixture } from './consignment-note-fixture.js';
import type { ConsignmentNoteData } from './consignment-note-data.js';
import type { DocumentLanguages } from './document-languages.js';
import { readPdfText, withoutWhitespace } from './read-pdf.js';
import { renderConsignmentNotePdf } from './render-consignment-note.js';

async function noteText(data: ConsignmentNoteData, languages?: DocumentLanguages): Promise<string> {
  const pdf = await renderConsignmentNotePdf(data, languages ? { languages } : undefined);
  return withoutWhitespace((await readPdfText(pdf)).join('\n'));
}

const CMR_STATEMENT_RU = withoutWhitespace(
  'Настоящая перевозка, независимо от любого соглашения об ином, подчиняется положениям ' +
    'Конвенции о договоре международной дорожной перевозки грузов (КДПГ/CMR).',
);

describe('renderConsignmentNotePdf', () => {
  it('makes an international route a CMR note subject to the CMR Convention', async () => {
    const text = await noteText(consignmentNoteFixture({ international: true }));

    expect(text).toContain(withoutWhitespace('МЕЖДУНАРОДНАЯ ТОВАРНО-ТРАНСПОРТНАЯ НАКЛАДНАЯ CMR'));
    expect(text).toContain(withoutWhitespace('CMR ХАЛЫҚАРАЛЫҚ ТАУАР-КӨЛІК ЖҮКҚҰЖАТЫ'));
    expect(text).toContain(CMR_STATEMENT_RU);
    expect(text).toContain(withoutWhitespace('конвенцияның (CMR) ережелеріне бағынады'));
  });

  it('makes a domestic route a waybill with the same data and no CMR statement', async () => {
    const domestic = await noteText(consignmentNoteFixture({ international: false }));

    expect(domestic).toContain(withoutWhitespace('ТОВАРНО-ТРАНСПОРТНАЯ НАКЛАДНАЯ'));
    expect(domestic).not.toContain('CMR');
    expect(domestic).toContain(withoutWhitespace('Бытовая техника'));
  });

  it('fills the particulars of CMR art. 6 from the order', async () => {
    const data = consignmentNoteFixture({ international: true });

    const text = await noteText(data, ['ru']);

    for (const value of [
      data.sender.name,
      data.sender.bin ?? '',
      data.consignee.name,
      data.carrier.name,
      data.carrier.bin ?? '',
      'Алматы, 16.03.2026', // made out
      '16.03.2026', // taking over
      '乌鲁木齐市', // delivery
      data.marksAndNumbers ?? '',
      '33', // packages
      'Паллеты',
      data.cargo.name,
      '20 500', // gross weight, kg
      '48 500 000,00 KZT', // declared value
      '1 250 000,00 KZT', // charges
      'Отсрочка платежа',
      'Сертификат происхождения СТ-1',
      'т/п «Хоргос»',
      data.vehicle.plateNumber,
      data.driver.fullName,
    ]) {
      expect(text).toContain(withoutWhitespace(value));
    }
  });

  it("writes the consignee's receipt with its reservation", async () => {
    const data = consignmentNoteFixture(
      { international: false },
      {
        receipt: {
          confirmedAt: new Date('2026-03-18T09:12:00Z'),
          confirmedBy: 'Айжан Бекова',
          reservation: 'Две коробки с помятыми углами (места 12, 17).',
        },
      },
    );

    const text = await noteText(data, ['ru']);

    expect(text).toContain(
      withoutWhitespace('Груз получен 18.03.2026 14:12:00 (UTC+5), Айжан Бекова'),
    );
    expect(text).toContain(withoutWhitespace('Оговорка получателя: Две коробки с помятыми углами'));
  });

  it('writes a Chinese CMR note in Chinese with the statement in Chinese', async () => {
    const text = await noteText(consignmentNoteFixture({ international: true }), ['zh']);

    expect(text).toContain('国际公路货运单CMR');
    expect(text).toContain(withoutWhitespace('均受《国际公路货物运输合同公约》（CMR）的约束'));
    expect(text).toContain('1,250,000.00KZT');
  });
});
