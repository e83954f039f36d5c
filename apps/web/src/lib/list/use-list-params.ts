import { useSearchParams } from 'react-router';

type ParamValue = string | number | undefined;
export type ListParamsPatch<F extends string> = {
  page?: ParamValue;
  pageSize?: ParamValue;
  q?: ParamValue;
  sort?: ParamValue;
} & Partial<Record<F, ParamValue>>;

/**
 * The state of a server-paginated list — page, page size, search, sort and the list's own
 * filters — kept in the address, so back/forward, a reload and a shared link keep the user's
 * place. Empty values are left out of the address; changing anything but the page returns to
 * page 1.
 */
export function useListParams<F extends string = never>(filterNames: readonly F[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  // Unchecked: only the list knows which sizes it offers (`useListPage`).
  const pageSize = Number(searchParams.get('pageSize')) || undefined;
  const q = searchParams.get('q') ?? '';
  const sort = searchParams.get('sort') ?? undefined;
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, searchParams.get(name) ?? undefined]),
  ) as Record<F, string | undefined>;

  /** `replace` for changes that should not each become a history entry (typing a search). */
  const update = (patch: ListParamsPatch<F>, options: { replace?: boolean } = {}) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        // A patch names a parameter with undefined to remove it.
        for (const [name, value] of Object.entries(patch) as [string, ParamValue | undefined][]) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in patch) || next.get('page') === '1') next.delete('page');
        return next;
      },
      { replace: options.replace },
    );
  };

  return { page, pageSize, q, sort, filters, update };
}
