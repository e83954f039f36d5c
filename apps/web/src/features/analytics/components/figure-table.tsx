import type { AnalyticsFigure } from '@freight/shared';
import { Table, type TableColumnsType } from 'antd';
import type { TdHTMLAttributes } from 'react';
import { columnTitle, formatCell, isTextColumn, type FigureFormat } from '../model/figure-format';

type FigureRow = AnalyticsFigure['rows'][number];
/** A row with its position: rankings may hold two equal labels (two carriers of one name). */
type KeyedRow = { row: FigureRow; position: string };

/**
 * The figure's rows as a table, the same numbers the chart draws, formatted for the reader's
 * language. Each cell keeps the server's raw value in `data-value` (what the files hold).
 */
export function FigureTable({ figure, format }: { figure: AnalyticsFigure; format: FigureFormat }) {
  const columns: TableColumnsType<KeyedRow> = figure.columns.map((column) => ({
    key: column.key,
    title: columnTitle(figure.id, column, format),
    align: isTextColumn(column) ? 'left' : 'right',
    render: (_: unknown, { row }: KeyedRow) => formatCell(row[column.key] ?? null, column, format),
    onCell: ({ row }: KeyedRow) =>
      ({
        'data-column': column.key,
        'data-value': String(row[column.key] ?? ''),
      }) as TdHTMLAttributes<HTMLTableCellElement>,
  }));
  return (
    <Table<KeyedRow>
      data-testid="figure-table"
      size="small"
      columns={columns}
      dataSource={figure.rows.map((row, index) => ({ row, position: String(index) }))}
      rowKey="position"
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
