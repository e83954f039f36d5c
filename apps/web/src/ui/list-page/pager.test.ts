import { describe, expect, it } from 'vitest';
import { pagerItems, showsPager } from './pager';

describe('the pages a pager offers', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two on each side of the current, with gaps between', () => {
    expect(pagerItems(1, 50_000)).toEqual([1, 2, 3, null, 50_000]);
    expect(pagerItems(10, 50_000)).toEqual([1, null, 8, 9, 10, 11, 12, null, 50_000]);
    expect(pagerItems(50_000, 50_000)).toEqual([1, null, 49_998, 49_999, 50_000]);
  });

  it('shows a page rather than a gap that would hide only that page', () => {
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    expect(pagerItems(7, 10)).toEqual([1, null, 5, 6, 7, 8, 9, 10]);
  });

  it('offers every page within a few steps, each once and in order', () => {
    for (const pageCount of [1, 2, 7, 8, 9, 100]) {
      for (let page = 1; page <= pageCount; page += 1) {
        const pages = pagerItems(page, pageCount).filter((item) => item !== null);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(pageCount);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});

describe('whether a list shows its pager', () => {
  const onChange = () => undefined;
  const pagination = (total: number, pageSize: number, options?: number[]) => ({
    page: 1,
    pageSize,
    total,
    onChange,
    pageSizeChoice: options && { options, onChange },
  });

  it('shows it only with more than one page when the size is fixed', () => {
    expect(showsPager(undefined)).toBe(false);
    expect(showsPager(pagination(20, 20))).toBe(false);
    expect(showsPager(pagination(21, 20))).toBe(true);
  });

  it('keeps it, and the size choice, on one big page that a smaller size would split', () => {
    expect(showsPager(pagination(45, 50, [10, 20, 50]))).toBe(true);
    expect(showsPager(pagination(10, 20, [10, 20, 50]))).toBe(false);
  });
});
