import type { QueryParams } from './api-request';

type ListQueryValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * A list query as the shared schemas type it (`OrderListQuery`, `StaffListQuery`…) in the
 * address's form: lists as `A,B`, and no empty values, so the server applies its defaults.
 */
export function listQueryParams(query: { [name: string]: ListQueryValue }): QueryParams {
  const params: QueryParams = {};
  for (const [name, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== '' && text !== undefined && text !== null)
      params[name] = text as QueryParams[string];
  }
  return params;
}
