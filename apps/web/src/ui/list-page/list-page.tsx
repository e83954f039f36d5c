import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useScreenTitle } from '../../lib/routing/screen-title';
import { SearchInput } from '../search-input';
import type { RowAttributes } from './data-list';
import { ListActionButton, type ListAction } from './list-action';

/** What the frame takes from `useListPage`: the search in effect and the screen's action. */
interface ListPageModel {
  search: { value: string; onSearch: (query: string) => void };
  action?: ListAction;
}

interface ListPageProps {
  testId: string;
  /** `data-*` attributes of the page: which section, kind or tab it shows. */
  attributes?: RowAttributes;
  subtitle?: ReactNode;
  list?: ListPageModel;
  /** The search box's words; without them the screen has no search (or a custom one). */
  search?: { placeholder: string; testId: string };
  /**
   * Where the search sits: leading the filter row (the default), or beside the title where
   * the row below holds tabs instead.
   */
  searchPlacement?: 'filters' | 'header';
  /** Beside the search: the list's own filters. */
  filters?: ReactNode;
  /** Beside the title, after the action: anything else the screen offers. */
  extra?: ReactNode;
  /** Between the title and the filter row: tabs and notices. */
  toolbar?: ReactNode;
  /** A reading column rather than the full width (a feed). */
  maxWidth?: number;
  /** The list, then what opens from it (drawers). */
  children: ReactNode;
}

/**
 * The frame of every list screen: the title the route table gives the screen (the breadcrumb
 * shows the same), a subtitle and the action, tabs, the search and filters, then the list.
 */
export function ListPage(props: ListPageProps) {
  const { list, search, searchPlacement = 'filters' } = props;
  const title = useScreenTitle();
  const searchBox = list && search && (
    <SearchInput {...list.search} placeholder={search.placeholder} testId={search.testId} />
  );
  const inFilterRow = searchPlacement === 'filters' ? searchBox : null;
  const width = props.maxWidth ? { maxWidth: props.maxWidth, margin: '0 auto' } : undefined;
  return (
    <Flex vertical gap={12} data-testid={props.testId} {...props.attributes} style={width}>
      <Flex wrap align="center" justify="space-between" gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {props.subtitle && <Typography.Text type="secondary">{props.subtitle}</Typography.Text>}
        </div>
        {list?.action && <ListActionButton action={list.action} />}
        {searchPlacement === 'header' && searchBox}
        {props.extra}
      </Flex>
      {props.toolbar}
      {(inFilterRow || props.filters) && (
        <Flex wrap gap={8} align="center">
          {inFilterRow}
          {props.filters}
        </Flex>
      )}
      {props.children}
    </Flex>
  );
}
