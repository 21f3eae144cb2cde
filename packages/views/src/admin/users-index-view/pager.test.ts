import { pagerItems } from './pager';

describe('pagerItems', () => {
  it('shows every page up to 10 pages', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('beyond 10 pages: first, last and a window around the current page, with ellipses', () => {
    expect(pagerItems(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap-end', 40]);
    expect(pagerItems(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap-end', 40]);
    expect(pagerItems(6, 40)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 40]);
    expect(pagerItems(20, 40)).toEqual([1, 'gap-start', 18, 19, 20, 21, 22, 'gap-end', 40]);
    expect(pagerItems(37, 40)).toEqual([1, 'gap-start', 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(pagerItems(40, 40)).toEqual([1, 'gap-start', 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(pagerItems(6, 11)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 11]);
    expect(pagerItems(8, 11)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('never shows more than 10 items and always the current page', () => {
    for (let last = 1; last <= 60; last++) {
      for (let current = 1; current <= last; current++) {
        const items = pagerItems(current, last);
        expect(items.length).toBeLessThanOrEqual(10);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(last);
      }
    }
  });
});
