/** How many page buttons the pager shows before it switches to an ellipsis window (spec §9). */
export const MAX_PAGE_BUTTONS = 10;

export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The pager's buttons: every page up to 10 pages; beyond that the first and last page, a window
 * around the current one and an ellipsis for each hidden stretch — never more than 10 items.
 */
export function pagerItems(current: number, last: number): PagerItem[] {
  if (last <= MAX_PAGE_BUTTONS) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), last);
  // first, gap, 5 around the current page, gap, last = 9; near an end the window grows to 7.
  const side = 2;
  let from = page - side;
  let to = page + side;
  if (from <= 3) {
    from = 2;
    to = 8;
  } else if (to >= last - 2) {
    from = last - 7;
    to = last - 1;
  }
  const items: PagerItem[] = [1];
  if (from > 2) items.push('gap-start');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < last - 1) items.push('gap-end');
  items.push(last);
  return items;
}
