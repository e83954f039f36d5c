/**
 * The order list's options, apart from its query schema: the list's first screen names them
 * without loading the schema's validators (and the gazetteer the place filters check against).
 */

/** `all`: every order the user may see; `my`: the company's own, or those it responded to. */
export const OrderListScope = { ALL: 'all', MY: 'my' } as const;
export type OrderListScope = (typeof OrderListScope)[keyof typeof OrderListScope];

export const ORDER_SORT_FIELDS = [
  'createdAt',
  'plannedLoadingDate',
  'plannedUnloadingDate',
  'price',
  'number',
] as const;
