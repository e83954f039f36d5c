import type { ReactNode } from 'react';

/** Rows of one parent (the documents of an order), shown together under its heading. */
export interface DataListGrouping<T> {
  keyOf: (item: T) => string;
  /** The group's heading, from its first row. */
  heading: (item: T) => ReactNode;
}

/** Consecutive items of the same group, in their order. */
export function groupsOf<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): { key: string; items: T[] }[] {
  const groups: { key: string; items: T[] }[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}
