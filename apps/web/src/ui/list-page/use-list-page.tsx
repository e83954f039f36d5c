import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListParams, type ListParamsPatch } from '../../lib/list/use-list-params';
import type { DataListEmpty, DataListState } from './data-list';
import { ListActionButton, type ListAction } from './list-action';

/** The answer of every list endpoint (DESIGN §6). */
export interface ListData {
  items: readonly unknown[];
  total: number;
  page: number;
  pageSize: number;
  /** The order lists count only so far (`ORDER_LIST_TOTAL_CAP`): more match than `total`. */
  totalCapped?: boolean;
}

/** Where the user is in a list, as every list query takes it (`listQuerySchema`). */
export interface ListPlace<S extends string> {
  page: number;
  pageSize: number;
  /** `undefined` when there is no search (the API's `q` is optional). */
  q: string | undefined;
  /** `undefined`: the server's default order. */
  sort: S | undefined;
}

/** The list's state as the address holds it, for building the query. */
export interface ListPageParams<F extends string, S extends string> {
  place: ListPlace<S>;
  /** The list's own parameters (filters and tabs), as the address has them. */
  filters: Record<F, string | undefined>;
}

export interface ListSortConfig<S extends string> {
  /** The orders the API accepts; anything else in a hand-edited address is ignored. */
  allowed: readonly S[];
  /** The server's order when none is asked for; it stays out of the address. */
  defaultSort: S;
  /** The phone's sort picker (a table sorts by its column headers). */
  options: { value: S; label: string }[];
}

/**
 * A sort config from the API's orders, the default, and the phone picker's labels (the orders
 * it offers, in the picker's order).
 */
export function listSort<S extends string>(
  allowed: readonly S[],
  defaultSort: S,
  labels: Partial<Record<S, string>>,
): ListSortConfig<S> {
  const offered = (Object.keys(labels) as S[]).map((value) => ({
    value,
    label: labels[value] ?? value,
  }));
  return { allowed, defaultSort, options: offered };
}

interface ListPageConfig<
  TData extends ListData,
  TKey extends QueryKey,
  F extends string,
  T extends string,
  S extends string,
> {
  /** Address parameters that narrow the list: with any of them set, "nothing found" applies. */
  filters?: readonly F[];
  /** Address parameters that choose a view (a tab): the list is not "filtered" by them. */
  tabs?: readonly T[];
  sort?: ListSortConfig<S>;
  /** The screen's main action (adding a record): beside the title, and in the empty list. */
  action?: ListAction;
  pageSize?: number;
  /**
   * The page sizes the user may choose among (the default `pageSize` one of them), kept in
   * the address like the page; without them the size is fixed and the pager shows no total.
   */
  pageSizeOptions?: readonly number[];
  /** The query of the list for a place in it: a feature's `…QueryOptions`. */
  query: (params: ListPageParams<F | T, S>) => UseQueryOptions<TData, Error, TData, TKey>;
}

const DEFAULT_PAGE_SIZE = 20;

/**
 * One server-paginated list screen's state: page (and its size), search, sort and filters kept
 * in the address (back/forward, a reload and a shared link keep the user's place), the query
 * they make, and the `DataList` state that query answers — loading, refetching, error and
 * retry, pages, sort.
 */
export function useListPage<
  TData extends ListData,
  TKey extends QueryKey,
  F extends string = never,
  T extends string = never,
  S extends string = never,
>(config: ListPageConfig<TData, TKey, F, T, S>) {
  const { t } = useTranslation();
  const filterNames = config.filters ?? [];
  const tabNames = config.tabs ?? [];
  const defaultPageSize = config.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageSizeOptions = config.pageSizeOptions;
  const {
    page,
    pageSize: rawPageSize,
    q,
    sort: rawSort,
    filters,
    update,
  } = useListParams<F | T>([...filterNames, ...tabNames]);
  // TypeScript cannot see that a patch of page, q or sort alone fits any set of filter names.
  const updatePlace = (
    patch: Pick<ListParamsPatch<never>, 'page' | 'pageSize' | 'q' | 'sort'>,
    options?: { replace?: boolean },
  ) => update(patch as ListParamsPatch<F | T>, options);
  // A size the list does not offer, from a hand-edited address, is ignored like a wrong sort.
  const pageSize =
    rawPageSize !== undefined && pageSizeOptions?.includes(rawPageSize)
      ? rawPageSize
      : defaultPageSize;
  const sortConfig = config.sort;
  const sort = sortConfig?.allowed.find((value) => value === rawSort);
  const place = { page, pageSize, q: q || undefined, sort };
  const query = useQuery(config.query({ place, filters }));
  const data = query.data;

  const filtered = q !== '' || filterNames.some((name) => filters[name] !== undefined);

  const state: DataListState<TData['items'][number]> = {
    items: data?.items,
    loading: query.isPending,
    fetching: query.isFetching && query.isPlaceholderData,
    error: query.isError ? query.error : null,
    onRetry: () => void query.refetch(),
    pagination: {
      page: data?.page ?? page,
      pageSize: data?.pageSize ?? pageSize,
      total: data?.total ?? 0,
      totalCapped: data?.totalCapped,
      onChange: (next) => updatePlace({ page: next }),
      // Back to the first page: the rows the user was on are elsewhere at another size.
      pageSizeChoice: pageSizeOptions && {
        options: pageSizeOptions,
        onChange: (size) => updatePlace({ pageSize: size === defaultPageSize ? undefined : size }),
      },
    },
    sort: sortConfig && {
      value: sort ?? sortConfig.defaultSort,
      onChange: (value) =>
        updatePlace({ sort: value === sortConfig.defaultSort ? undefined : value }),
      options: sortConfig.options,
    },
  };

  /**
   * The list's empty state: "nothing found" while searching or filtering (`whenFiltered` adds
   * what a screen says more), else what the screen says of an empty list, with its action.
   */
  const empty = (
    unfiltered: DataListEmpty,
    whenFiltered: Partial<DataListEmpty> = {},
  ): DataListEmpty => {
    if (filtered) {
      return {
        title: t('list.nothingFound'),
        description: t('list.nothingFoundHint'),
        ...whenFiltered,
      };
    }
    const { action } = config;
    return action
      ? { action: <ListActionButton action={action} testIdSuffix="-empty" />, ...unfiltered }
      : unfiltered;
  };

  return {
    page,
    q,
    sort,
    filters,
    update,
    query,
    filtered,
    state,
    empty,
    action: config.action,
    /** The search box's value and handler; typing replaces the address, not adds to history. */
    search: { value: q, onSearch: (next: string) => updatePlace({ q: next }, { replace: true }) },
  };
}
