import { Card, Flex, Pagination, Select, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/layout/use-is-mobile';
import { PageEmpty, PageError } from '../page-state';
import { PageLoading } from '../page-loading';

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

/** What an empty list says, and what it offers (adding the first record, resetting filters). */
export interface DataListEmpty {
  title: string;
  description?: string;
  action?: ReactNode;
  /** Marks the empty state for tests beside the shared `page-empty`. */
  testId?: string;
}

/** Where a list stands: `useListPage` answers exactly this for a page's list. */
export interface DataListState<T> {
  items: readonly T[] | undefined;
  /** Nothing to show yet (the first load). */
  loading: boolean;
  /** A later load (another page, a new search): the current rows stay, dimmed. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  pagination?: DataListPagination;
  sort?: DataListSort;
}

/** What a page hands a feature's list (`StaffList`, `DriverList`…): its state and empty text. */
export interface DataListViewProps<T> extends DataListState<T> {
  empty: DataListEmpty;
  /** A section of a page: a small empty state. */
  compact?: boolean;
}

interface DataListProps<T> extends DataListViewProps<T> {
  rowKey: (item: T) => string;
  /** A table on wide screens; without columns the list is entries at every width. */
  columns?: TableColumnsType<T>;
  /** The phone's form of a row (in a card), or an entry of a list without columns. */
  renderCard: (item: T) => ReactNode;
  rowAttributes?: (item: T) => RowAttributes;
  /** Opens the record; rows and cards also keep a link, for the keyboard. */
  onRowClick?: (item: T) => void;
}

function sortOrderOf(sort: string | undefined, key: string): SortOrder {
  if (sort === key) return 'ascend';
  if (sort === `-${key}`) return 'descend';
  return null;
}

function hasPages(pagination: DataListPagination | undefined): pagination is DataListPagination {
  return pagination !== undefined && pagination.total > pagination.pageSize;
}

/** The phone's sort picker: a card list has no column headers to click. */
function SortPicker({ sort }: { sort: DataListSort }) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('list.sort')}
      prefix={`${t('list.sort')}:`}
      value={sort.value ?? sort.options[0]?.value}
      options={sort.options}
      onChange={(value) => sort.onChange(value)}
    />
  );
}

type LoadedListProps<T> = DataListProps<T> & { items: readonly T[] };

/** Cards on a phone (a table's rows), or the entries of a list without columns. */
function EntryList<T>(props: LoadedListProps<T> & { isMobile: boolean }) {
  const { items, rowKey, pagination, sort, onRowClick, isMobile } = props;
  const framed = props.columns !== undefined;
  return (
    <Flex vertical gap={framed ? 8 : 4} style={{ opacity: props.fetching ? 0.6 : 1 }}>
      {framed && sort && <SortPicker sort={sort} />}
      {items.map((item) => (
        <div key={rowKey(item)} {...props.rowAttributes?.(item)}>
          {framed ? (
            <Card
              size="small"
              hoverable={Boolean(onRowClick)}
              onClick={onRowClick && (() => onRowClick(item))}
            >
              {props.renderCard(item)}
            </Card>
          ) : (
            props.renderCard(item)
          )}
        </div>
      ))}
      {hasPages(pagination) && (
        <Pagination
          simple={isMobile}
          showSizeChanger={false}
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

function DataTable<T extends object>(props: LoadedListProps<T> & { columns: TableColumnsType<T> }) {
  const { sort, pagination, onRowClick } = props;
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
      dataSource={[...props.items]}
      rowKey={props.rowKey}
      columns={columns}
      loading={props.fetching}
      scroll={{ x: 'max-content' }}
      onRow={(item) => {
        const attributes = (props.rowAttributes?.(item) ?? {}) as HTMLAttributes<HTMLElement>;
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
        hasPages(pagination)
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

/**
 * A server-paginated list with designed loading, error and empty states: a table on wide
 * screens and a card list on a phone, so no page ever scrolls sideways. A page's list sits on
 * a borderless card; a section's (`compact`) sits in the section.
 */
export function DataList<T extends object>(props: DataListProps<T>) {
  const content = <DataListContent {...props} />;
  if (props.compact) return content;
  return (
    <Card styles={{ body: { padding: 0 } }} variant="borderless">
      {content}
    </Card>
  );
}

function DataListContent<T extends object>(props: DataListProps<T>) {
  const { items, loading, error, onRetry, empty } = props;
  const isMobile = useIsMobile();

  if (loading) return <PageLoading />;
  if (error && !items) return <PageError error={error} onRetry={onRetry} />;
  if (!items || items.length === 0) {
    const emptyState = (
      <PageEmpty
        title={empty.title}
        description={empty.description}
        action={empty.action}
        compact={props.compact}
      />
    );
    return empty.testId ? <div data-testid={empty.testId}>{emptyState}</div> : emptyState;
  }
  if (props.columns && !isMobile) {
    return <DataTable {...props} items={items} columns={props.columns} />;
  }
  return <EntryList {...props} items={items} isMobile={isMobile} />;
}
