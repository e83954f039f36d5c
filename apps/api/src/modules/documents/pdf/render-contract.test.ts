import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_BIN,
  FORWARDER_BIN,
  contractFixture,
  tenPointContractFixture,
} from './contract-fixture.js';
import type { DocumentLanguage } from './document-languages.js';
import { readPdfText, withoutWhitespace } from './read-pdf.js';
import { renderContractPdf } from './render-contract.js';

async function contractText(
  data = contractFixture(),
  languages?: readonly [DocumentLanguage],
): Promise<string> {
  const pdf = await renderContractPdf(data, languages ? { languages } : undefined);
  return withoutWhitespace((await readPdfText(pdf)).join('\n'));
}

const ORDER_NUMBER = contractFixture().orderNumber;

describe('renderContractPdf', () => {
  it.each([
    // Kazakh: the title and a heading with ө, і, ң, ы — letters Russian fonts lack.
    [
      'kz',
      ['ШАРТ-ӨТІНІМ', 'Тасымалдаушының міндеттері', 'жауапкердің орналасқан жеріндегі'],
      '1 250 000,00 KZT',
    ],
    [
      'ru',
      ['ДОГОВОР-ЗАЯВКА', 'Разрешение споров', 'по месту нахождения ответчика'],
      '1 250 000,00 KZT',
    ],
    ['zh', ['公路货物运输合同委托书', '争议解决', '由被告所在地法院审理'], '1,250,000.00 KZT'],
    [
      'en',
      ['CONTRACT-APPLICATION', 'Force majeure', "the court at the defendant's location"],
      '1,250,000.00 KZT',
    ],
  ] as const)(
    'writes the order number, both BINs, the price and %s text into a contract in that language',
    async (language, phrases, price) => {
      const text = await contractText(contractFixture(), [language]);

      expect(text).toContain(withoutWhitespace(ORDER_NUMBER));
      expect(text).toContain(FORWARDER_BIN);
      expect(text).toContain(CARRIER_BIN);
      expect(text).toContain(withoutWhitespace(price));
      for (const phrase of phrases) expect(text).toContain(withoutWhitespace(phrase));
    },
  );

  it('sets Kazakh and Russian side by side by default', async () => {
    const text = await contractText();

    expect(text).toContain('ШАРТ-ӨТІНІМ');
    expect(text).toContain('ДОГОВОР-ЗАЯВКА');
    expect(text).toContain(withoutWhitespace('Тиеу пункті / Пункт погрузки'));
    expect(text).toContain(withoutWhitespace(ORDER_NUMBER));
    expect(text).toContain(FORWARDER_BIN);
    expect(text).toContain(CARRIER_BIN);
    expect(text).toContain(withoutWhitespace('1 250 000,00 KZT'));
  });

  it('lists every point of a 10-point route with its contact and date', async () => {
    const data = tenPointContractFixture();

    const text = await contractText(data, ['ru']);

    for (const point of data.route) {
      expect(text).toContain(withoutWhitespace(point.address));
      expect(text).toContain(withoutWhitespace(point.contactPhone));
    }
    expect(text).toContain('25.03.2026');
  });

  it('names the driver, the vehicle and the cargo as the order has them', async () => {
    const data = contractFixture();

    const text = await contractText(data, ['ru']);

    for (const value of [
      data.driver.fullName,
      data.driver.iin,
      data.driver.licenceNumber,
      data.vehicle.plateNumber,
      data.vehicle.techPassportNumber,
      data.cargo.name,
      'Паллеты',
      'Задняя',
      'Тент',
      'Отсрочка платежа',
      '48 500 000,00 KZT',
      '1,2 × 0,8 × 1,8',
    ]) {
      expect(text).toContain(withoutWhitespace(value));
    }
  });

  it('brings in the CMR Convention only when the carriage crosses a border', async () => {
    const domestic = await contractText(contractFixture(), ['en']);
    const international = await contractText(
      contractFixture({ transportationType: 'INTERNATIONAL' }),
      ['en'],
    );

    expect(domestic).not.toContain('CMR');
    expect(international).toContain(withoutWhitespace('Goods by Road (CMR)'));
  });

  it('gives the same bytes for the same input', async () => {
    const first = await renderContractPdf(contractFixture(), { languages: ['zh'] });
    await renderContractPdf(tenPointContractFixture());
    const second = await renderContractPdf(contractFixture(), { languages: ['zh'] });

    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('records the title and the order number in the metadata', async () => {
    const pdf = await renderContractPdf(contractFixture());

    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getTitle()).toBe(
      'ШАРТ-ӨТІНІМ № KZ-2026-000184/1 / ДОГОВОР-ЗАЯВКА № KZ-2026-000184/1',
    );
    expect(document.getSubject()).toBe(ORDER_NUMBER);
    expect(document.getCreationDate()).toEqual(contractFixture().generatedAt);
  });

  it('embeds only the glyphs it uses, so a Chinese contract stays small', async () => {
    const pdf = await renderContractPdf(contractFixture(), { languages: ['zh'] });

    // The Chinese face alone is 10 MB.
    expect(pdf.byteLength).toBeLessThan(300_000);
  });
});
