import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/layout/use-is-mobile';
import { PageEmpty, PageError } from '../page-state';
import { PageLoading } from '../page-loading';
import { Panel } from '../panel';
import { DataTable, type DataColumns } from './data-table';
import { groupsOf, type DataListGrouping } from './list-groups';
import { Pager, showsPager } from './pager';

export interface DataListPagination {
  page: number;
  pageSize: number;
  total: number;
  /** More match than `total` says (the order lists count only so far): "1000+". */
  totalCapped?: boolean;
  onChange: (page: number) => void;
  /** The sizes offered; with them the pager also shows which rows of how many are shown. */
  pageSizeChoice?: { options: readonly number[]; onChange: (pageSize: number) => void };
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

export interface DataListProps<T> extends DataListViewProps<T> {
  rowKey: (item: T) => string;
  /** A table on wide screens; without columns the list is entries at every width. */
  columns?: DataColumns<T>;
  /** The phone's form of a row (in a card), or an entry of a list without columns. */
  renderCard: (item: T) => ReactNode;
  rowAttributes?: (item: T) => RowAttributes;
  /** Opens the record; rows and cards also keep a link, for the keyboard. */
  onRowClick?: (item: T) => void;
  /**
   * Rows of one parent (the documents of an order) shown together under its heading, once:
   * the server sends a group's rows one after another.
   */
  groupBy?: DataListGrouping<T>;
}

/**
 * The phone's sort picker: a card list has no column headers to click. A menu rather than a
 * select: the first screen then needs no select (issue 11), and the choice is one tap.
 */
function SortPicker({ sort }: { sort: DataListSort }) {
  const { t } = useTranslation();
  const value = sort.value ?? sort.options[0]?.value;
  const current = sort.options.find((option) => option.value === value);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: value ? [value] : [],
        items: sort.options.map((option) => ({ key: option.value, label: option.label })),
        onClick: ({ key }) => sort.onChange(key),
      }}
    >
      <Button data-testid="list-sort" style={{ alignSelf: 'flex-start' }}>
        {`${t('list.sort')}: ${current?.label ?? ''}`} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

type LoadedListProps<T> = DataListProps<T> & { items: readonly T[] };

/** A group's card on a phone: its heading, then its rows one under another. */
function GroupCard<T>(props: LoadedListProps<T> & { grouping: DataListGrouping<T> }) {
  const { items, rowKey, onRowClick, grouping } = props;
  const { token } = theme.useToken();
  const [first] = items;
  return (
    <Panel padding={12}>
      <div data-testid="list-group-heading">{first && grouping.heading(first)}</div>
      {items.map((item) => (
        <div
          key={rowKey(item)}
          {...props.rowAttributes?.(item)}
          onClick={onRowClick && (() => onRowClick(item))}
          style={{
            marginTop: 10,
            paddingTop: 10,
            borderTop: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
            cursor: onRowClick ? 'pointer' : undefined,
          }}
        >
          {props.renderCard(item)}
        </div>
      ))}
    </Panel>
  );
}

/** Cards on a phone (a table's rows), or the entries of a list without columns. */
function EntryList<T>(props: LoadedListProps<T> & { isMobile: boolean }) {
  const { items, rowKey, pagination, sort, onRowClick, isMobile, groupBy } = props;
  const framed = props.columns !== undefined;
  return (
    <Flex vertical gap={framed ? 8 : 4} style={{ opacity: props.fetching ? 0.6 : 1 }}>
      {framed && sort && <SortPicker sort={sort} />}
      {framed && groupBy
        ? groupsOf(items, groupBy.keyOf).map((group) => (
            <GroupCard key={group.key} {...props} items={group.items} grouping={groupBy} />
          ))
        : items.map((item) => (
            <div key={rowKey(item)} {...props.rowAttributes?.(item)}>
              {framed ? (
                <Panel
                  padding={12}
                  hoverable={Boolean(onRowClick)}
                  onClick={onRowClick && (() => onRowClick(item))}
                >
                  {props.renderCard(item)}
                </Panel>
              ) : (
                props.renderCard(item)
              )}
            </div>
          ))}
      {showsPager(pagination) && (
        <div style={{ marginTop: 8 }}>
          <Pager pagination={pagination} compact={isMobile} />
        </div>
      )}
    </Flex>
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
    <Panel bordered={false} style={{ overflow: 'hidden' }}>
      {content}
    </Panel>
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
