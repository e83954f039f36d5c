import { AnalyticsColumnType, type AnalyticsColumn, type AnalyticsFigure } from '@freight/shared';
import type { SheetData } from 'write-excel-file/browser';
import { saveBlob } from '../../../lib/files/stored-file';
import { exportColumnTitle, figureTextKey, formatCell, type FigureFormat } from './figure-format';

/** A cell of an exported file: quantities stay numbers, so a spreadsheet can sum them. */
type ExportCell = string | number | null;

/** A figure as a file holds it: translated headings, then its rows. */
export interface ExportTable {
  /** A sheet's name, the figure's title. */
  title: string;
  columns: readonly AnalyticsColumn[];
  headers: string[];
  rows: ExportCell[][];
}

/**
 * The figure's rows as the table shows them, minus the formatting: numbers are the server's
 * numbers (a ratio stays 0..1, money has no currency sign — its heading names the currency),
 * periods are ISO days, enum values are translated like in the table.
 */
export function exportTableOf(figure: AnalyticsFigure, format: FigureFormat): ExportTable {
  return {
    title: format.t(`${figureTextKey(figure.id, format)}.title`),
    columns: figure.columns,
    headers: figure.columns.map((column) => exportColumnTitle(figure.id, column, format)),
    rows: figure.rows.map((row) =>
      figure.columns.map((column) => {
        const value = row[column.key] ?? null;
        if (typeof value === 'number' || value === null) return value;
        return column.type === AnalyticsColumnType.KEY ? formatCell(value, column, format) : value;
      }),
    ),
  };
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(value: ExportCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a byte-order mark, so Excel reads Cyrillic and Chinese headings right. */
export function toCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** How a spreadsheet shows a column's raw number (the stored value stays the number). */
const XLSX_FORMATS: Partial<Record<AnalyticsColumnType, string>> = {
  [AnalyticsColumnType.MONEY]: '#,##0.00',
  [AnalyticsColumnType.RATIO]: '0.0%',
  [AnalyticsColumnType.HOURS]: '0.0',
  [AnalyticsColumnType.DAYS]: '0.0',
  [AnalyticsColumnType.COUNT]: '0',
};

export function toSheetData(table: ExportTable): SheetData {
  return [
    table.headers.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...table.rows.map((row) =>
      row.map((value, index) => {
        if (typeof value !== 'number') return value;
        const format = XLSX_FORMATS[table.columns[index]?.type ?? AnalyticsColumnType.NUMBER];
        return format ? { value, format } : value;
      }),
    ),
  ];
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`, unique in the book. */
function sheetNames(titles: readonly string[]): string[] {
  const used = new Set<string>();
  return titles.map((title, index) => {
    const clean =
      title
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 28) || `${index + 1}`;
    const name = used.has(clean) ? `${clean} ${index + 1}` : clean;
    used.add(name);
    return name;
  });
}

export function downloadCsv(table: ExportTable, fileName: string): void {
  saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/** One sheet per table; the library loads with the first export, not with the dashboard. */
export async function downloadXlsx(tables: readonly ExportTable[], fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const names = sheetNames(tables.map((table) => table.title));
  const blob = await writeXlsxFile(
    tables.map((table, index) => ({
      data: toSheetData(table),
      sheet: names[index],
      columns: table.headers.map((header) => ({ width: Math.max(12, header.length + 2) })),
    })),
  ).toBlob();
  saveBlob(blob, `${fileName}.xlsx`);
}
