import { Card, Flex, Pagination, Select, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/layout/use-is-mobile';
import { PageEmpty, PageError, PageLoading } from './page-state';

export interface DataListPagination {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * Server-side sorting: `value` is the API's `sort` (`name`, `-name`); a sortable column's `key`
 * is the field. `options` feed the phone's sort picker, which has no column headers to click.
 */
export interface DataListSort {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: { value: string; label: string }[];
}

/** `data-*` attributes of a row or card: test ids and the record's keys. */
export type RowAttributes = Record<`data-${string}`, string>;

interface DataListProps<T> {
  items: readonly T[] | undefined;
  rowKey: (item: T) => string;
  columns: TableColumnsType<T>;
  /** The phone's form of a row. */
  renderCard: (item: T) => ReactNode;
  rowAttributes?: (item: T) => RowAttributes;
  /** Opens the record; rows and cards also keep a link, for the keyboard. */
  onRowClick?: (item: T) => void;
  /** Nothing to show yet (the first load). */
  loading: boolean;
  /** A later load (another page, a new search): the current rows stay, dimmed. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty: { title: string; description?: string; action?: ReactNode };
  /** A section of a page: a small empty state. */
  compact?: boolean;
  pagination?: DataListPagination;
  sort?: DataListSort;
}

function sortOrderOf(sort: string | undefined, key: string): SortOrder {
  if (sort === key) return 'ascend';
  if (sort === `-${key}`) return 'descend';
  return null;
}

/**
 * A server-paginated list with designed loading, error and empty states: a table on wide
 * screens and a card list on a phone, so no page ever scrolls sideways.
 */
export function DataList<T extends object>(props: DataListProps<T>) {
  const { items, rowKey, loading, error, onRetry, empty, pagination, sort } = props;
  const isMobile = useIsMobile();
  const { t } = useTranslation();

  if (loading) return <PageLoading />;
  if (error && !items) return <PageError error={error} onRetry={onRetry} />;
  if (!items || items.length === 0) {
    return (
      <PageEmpty
        title={empty.title}
        description={empty.description}
        action={empty.action}
        compact={props.compact}
      />
    );
  }

  if (isMobile) {
    return (
      <Flex vertical gap={8} style={{ opacity: props.fetching ? 0.6 : 1 }}>
        {sort && (
          <Select
            aria-label={t('list.sort')}
            prefix={`${t('list.sort')}:`}
            value={sort.value ?? sort.options[0]?.value}
            options={sort.options}
            onChange={(value) => sort.onChange(value)}
          />
        )}
        {items.map((item) => (
          <div key={rowKey(item)} {...props.rowAttributes?.(item)}>
            <Card
              size="small"
              hoverable={Boolean(props.onRowClick)}
              onClick={props.onRowClick && (() => props.onRowClick?.(item))}
            >
              {props.renderCard(item)}
            </Card>
          </div>
        ))}
        {pagination && pagination.total > pagination.pageSize && (
          <Pagination
            simple
            style={{ alignSelf: 'center', marginTop: 8 }}
            current={pagination.page}
            pageSize={pagination.pageSize}
            total={pagination.total}
            onChange={pagination.onChange}
          />
        )}
      </Flex>
    );
  }

  const columns = sort
    ? props.columns.map((column) =>
        column.sorter && typeof column.key === 'string'
          ? { ...column, sortOrder: sortOrderOf(sort.value, column.key) }
          : column,
      )
    : props.columns;

  return (
    <Table<T>
      size="middle"
      dataSource={[...items]}
      rowKey={rowKey}
      columns={columns}
      loading={props.fetching}
      scroll={{ x: 'max-content' }}
      onRow={(item) => {
        const attributes = (props.rowAttributes?.(item) ?? {}) as HTMLAttributes<HTMLElement>;
        const { onRowClick } = props;
        if (!onRowClick) return attributes;
        return { ...attributes, onClick: () => onRowClick(item), style: { cursor: 'pointer' } };
      }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || !sort || Array.isArray(sorter)) return;
        const key = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
        if (!key || !sorter.order) sort.onChange(undefined);
        else sort.onChange(sorter.order === 'descend' ? `-${key}` : key);
      }}
      pagination={
        pagination && pagination.total > pagination.pageSize
          ? {
              current: pagination.page,
              pageSize: pagination.pageSize,
              total: pagination.total,
              showSizeChanger: false,
              onChange: pagination.onChange,
            }
          : false
      }
    />
  );
}
