import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { DataListProps } from './data-list';
import { groupsOf } from './list-groups';
import { Pager, showsPager } from './pager';

export type SortDirection = 'ascend' | 'descend';

/** A column of a list's table; the same fields as Ant Design's, for the ones our lists use. */
export interface DataColumn<T> {
  /** The column's identity, and for a sortable column the API's sort field. */
  key: string;
  title: ReactNode;
  /** The field shown as it is, for a column without `render`. */
  dataIndex?: keyof T & string;
  render?: (value: unknown, item: T, index: number) => ReactNode;
  /** Sorted by the server by `key` when the header is clicked. */
  sorter?: boolean;
  /** The order of a header's clicks; ascending first unless said otherwise. */
  sortDirections?: readonly SortDirection[];
  align?: 'left' | 'center' | 'right';
  width?: number;
}

export type DataColumns<T> = DataColumn<T>[];

/**
 * The table's part of a list: its rows and columns, and the row, sort and page behaviour the
 * list passes on as it is.
 */
export type DataTableProps<T> = Pick<
  DataListProps<T>,
  'rowKey' | 'rowAttributes' | 'onRowClick' | 'fetching' | 'sort' | 'pagination' | 'groupBy'
> & { items: readonly T[]; columns: DataColumns<T> };

function directionOf(sort: string | undefined, key: string): SortDirection | null {
  if (sort === key) return 'ascend';
  if (sort === `-${key}`) return 'descend';
  return null;
}

/** The next direction a header's click gives: through the column's directions, then none. */
export function nextSort(
  column: DataColumn<unknown>,
  sort: string | undefined,
): string | undefined {
  const directions = column.sortDirections ?? ['ascend', 'descend'];
  const current = directionOf(sort, column.key);
  const next = current === null ? directions[0] : directions[directions.indexOf(current) + 1];
  if (!next) return undefined;
  return next === 'descend' ? `-${column.key}` : column.key;
}

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/**
 * A server-sorted, server-paged table: semantic rows and headers, sortable headers as buttons
 * (`aria-sort` on the header), a row that opens its record. In place of Ant Design's Table,
 * which brings selection, filter menus (a tree), virtual scrolling and more, about 40 kB
 * compressed on the first screen (issue 11), none of which our lists use. It looks as the
 * antd table of the same size does: the theme's tokens.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { items, columns, sort, pagination, onRowClick, groupBy } = props;
  const { token } = theme.useToken();
  const cellPadding = `${token.paddingSM}px ${token.paddingXS}px`;
  const divider = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const headerCell: CSSProperties = {
    padding: cellPadding,
    background: token.colorFillAlter,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    borderBottom: divider,
    whiteSpace: 'nowrap',
  };
  const bodyStyle: CSSProperties = {
    opacity: props.fetching ? 0.6 : 1,
    transition: 'opacity 0.2s',
  };
  const renderRow = (item: T, index: number) => (
    <tr
      key={props.rowKey(item)}
      {...props.rowAttributes?.(item)}
      data-clickable={onRowClick ? '' : undefined}
      onClick={onRowClick && (() => onRowClick(item))}
    >
      {columns.map((column) => {
        const value = column.dataIndex === undefined ? undefined : item[column.dataIndex];
        return (
          <td
            key={column.key}
            style={{
              padding: cellPadding,
              borderBottom: divider,
              textAlign: column.align ?? 'left',
            }}
          >
            {column.render ? column.render(value, item, index) : (value as ReactNode)}
          </td>
        );
      })}
    </tr>
  );

  return (
    <div>
      <div style={{ overflowX: 'auto' }}>
        <table
          className="data-table"
          aria-busy={props.fetching || undefined}
          style={
            {
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: token.fontSize,
              color: token.colorText,
              '--data-table-row-hover': token.colorFillAlter,
              '--data-table-focus': token.colorPrimaryBorder,
            } as CSSProperties
          }
        >
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = column.sorter ? directionOf(sort?.value, column.key) : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      column.sorter ? (direction ? ARIA_SORT[direction] : 'none') : undefined
                    }
                    style={{
                      ...headerCell,
                      textAlign: column.align ?? 'left',
                      width: column.width,
                    }}
                  >
                    {column.sorter && sort ? (
                      <button
                        type="button"
                        className="data-table-sort"
                        onClick={() =>
                          sort.onChange(nextSort(column as DataColumn<unknown>, sort.value))
                        }
                      >
                        {column.title}
                        <SortCarets direction={direction} />
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {groupBy ? (
            groupsOf(items, groupBy.keyOf).map((group) => (
              <tbody key={group.key} style={bodyStyle}>
                <tr data-testid="list-group-heading">
                  <th
                    scope="rowgroup"
                    colSpan={columns.length}
                    style={{
                      padding: cellPadding,
                      borderBottom: divider,
                      background: token.colorFillQuaternary,
                      textAlign: 'left',
                      fontWeight: 'normal',
                    }}
                  >
                    {group.items[0] && groupBy.heading(group.items[0])}
                  </th>
                </tr>
                {group.items.map(renderRow)}
              </tbody>
            ))
          ) : (
            <tbody style={bodyStyle}>{items.map(renderRow)}</tbody>
          )}
        </table>
      </div>
      {showsPager(pagination) && (
        <div style={{ padding: token.padding }}>
          <Pager pagination={pagination} />
        </div>
      )}
    </div>
  );
}

function SortCarets({ direction }: { direction: SortDirection | null }) {
  const { token } = theme.useToken();
  const colour = (on: boolean) => (on ? token.colorPrimary : token.colorTextQuaternary);
  return (
    <span aria-hidden style={{ display: 'inline-flex', flexDirection: 'column', fontSize: 11 }}>
      <CaretUpOutlined style={{ color: colour(direction === 'ascend'), marginBottom: -3 }} />
      <CaretDownOutlined style={{ color: colour(direction === 'descend') }} />
    </span>
  );
}
