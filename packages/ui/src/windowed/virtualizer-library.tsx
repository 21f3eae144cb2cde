import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  windowScroll,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { firstRows, viewport, WINDOW_FROM, type Windowed, type WindowedOptions, type WindowPart } from './windowed';

type Scroller = Element | Window;
const isWindow = (target: unknown): target is Window => typeof window !== 'undefined' && target === window;

/**
 * The nearest box above `element` that scrolls vertically, else the page. A box that merely could
 * (`.table-responsive` scrolls sideways, and so computes `overflow-y: auto` too) but grows with its
 * content is not one: the list's first rows and its spacer already overflow a box of bounded height.
 */
export function scrollerOf(element: Element | null): Scroller {
  for (let box = element?.parentElement ?? null; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight + 1) return box;
  }
  return window;
}

/** Where the list starts inside its scroller's scrolled content (the virtualizer's scroll margin). */
function offsetIn(scroller: Scroller, list: Element): number {
  const top = list.getBoundingClientRect().top;
  if (isWindow(scroller)) return top + window.scrollY;
  return top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/** A row's height with its margins (a stacked card keeps a gap below it); the estimate while nothing is laid out. */
function measureWithMargins(estimate: number) {
  return (element: Element): number => {
    const height = element.getBoundingClientRect().height;
    if (height === 0) return estimate;
    const style = getComputedStyle(element);
    // Whole pixels: a row of 40.98 px measured against an estimate of 41 would move every later row
    // (and the page's scroll position) by a fraction, frame after frame.
    return Math.round(height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0));
  };
}

/**
 * Windowing (`@tanstack/react-virtual`) for a list that stays in the document's own structure (table
 * rows, list items): only the rows in view and a few around them are rendered, with spacers of the
 * left-out rows' height, so a table keeps its native semantics. The scroller is the nearest scrolling
 * box above the list or else the page. The row that holds the focus stays rendered while scrolled away.
 * Lists shorter than `WINDOW_FROM` render whole. Without layout (jsdom) the viewport's height and the
 * estimate stand in for the measures, so a test sees the first rows of a long list at once.
 */
export function useWindowed({
  count,
  estimateSize,
  listRef,
  selfScrolling = false,
  overscan = 10,
  from = WINDOW_FROM,
}: WindowedOptions): Windowed {
  const windowed = count >= from;
  const [scroller, setScroller] = useState<Scroller | null>(null);
  const [margin, setMargin] = useState(0);
  const focused = useRef<number | null>(null);
  // The rows not yet measured count with the average of those measured: a stacked card (a phone's
  // width) is four times a table row, and the page's length and scrollbar should say so early. (The
  // virtualizer takes a new estimate with the next row it measures.)
  const [estimate, setEstimate] = useState(estimateSize);
  const seen = useRef({ sum: 0, rows: 0 });
  const measureRow = useMemo(() => {
    const measure = measureWithMargins(estimateSize);
    return (element: Element) => {
      const height = measure(element);
      const s = seen.current;
      s.sum += height;
      s.rows += 1;
      const average = Math.round(s.sum / s.rows);
      if (s.rows >= 10 && Math.abs(average - estimate) > estimate / 4) setEstimate(average);
      return height;
    };
  }, [estimateSize, estimate]);

  // Which box scrolls, and where the list starts in it: on a new list and whenever the scroller's content
  // changes size (a line appears above the table, the widget gets narrower). A passive effect: the list
  // element's ref (the parent's tbody) is attached only after the layout effects of what is inside it.
  useEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return undefined;
    const found = scroller ?? (selfScrolling ? list : scrollerOf(list));
    if (found !== scroller) {
      setScroller(found);
      return undefined;
    }
    const place = () => {
      // A list that is its own scroller starts below its padding.
      const next = Math.round(found === list ? parseFloat(getComputedStyle(list).paddingTop) || 0 : offsetIn(found, list));
      setMargin((before) => (Math.abs(next - before) > 1 ? next : before));
    };
    place();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(place);
    observer.observe(isWindow(found) ? document.body : (found.firstElementChild ?? found));
    return () => observer.disconnect();
  }, [windowed, listRef, scroller, count, selfScrolling]);

  // The virtualizer is a mutable object by design (React Compiler leaves this hook alone).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<Element, Element>({
    enabled: windowed && scroller !== null,
    count,
    estimateSize: () => estimate,
    overscan,
    scrollMargin: margin,
    getScrollElement: () => scroller as Element | null,
    initialRect: viewport(),
    observeElementRect: (instance, cb) => {
      const keepSize = (rect: { width: number; height: number }) => cb(rect.height > 0 ? rect : viewport());
      return isWindow(instance.scrollElement)
        ? observeWindowRect(instance as unknown as Virtualizer<Window, Element>, keepSize)
        : observeElementRect(instance, keepSize);
    },
    observeElementOffset: (instance, cb) =>
      isWindow(instance.scrollElement)
        ? observeWindowOffset(instance as unknown as Virtualizer<Window, Element>, cb)
        : observeElementOffset(instance, cb),
    scrollToFn: (offset, options, instance) => {
      if (!isWindow(instance.scrollElement)) return elementScroll(offset, options, instance);
      // The virtualizer "restores" the offset it just read when it starts: no page scroll for that.
      if (Math.abs(window.scrollY - offset - (options.adjustments ?? 0)) < 1) return undefined;
      return windowScroll(offset, options, instance as unknown as Virtualizer<Window, Element>);
    },
    measureElement: measureRow,
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = focused.current;
      if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
  });

  // The focused row: kept rendered (a keyboard user's place is not lost when the page scrolls on).
  useEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return undefined;
    const onFocus = (event: FocusEvent) => {
      const row = (event.target as Element | null)?.closest?.('[data-index]');
      focused.current = row && list.contains(row) ? Number(row.getAttribute('data-index')) : null;
    };
    const onBlur = (event: FocusEvent) => {
      if (!list.contains(event.relatedTarget as Node | null)) focused.current = null;
    };
    // A row focused before this chunk arrived (the first rows were shown without it) counts too.
    const active = document.activeElement?.closest('[data-index]');
    if (active && list.contains(active)) focused.current = Number(active.getAttribute('data-index'));
    list.addEventListener('focusin', onFocus);
    list.addEventListener('focusout', onBlur);
    return () => {
      list.removeEventListener('focusin', onFocus);
      list.removeEventListener('focusout', onBlur);
    };
  }, [windowed, listRef]);

  const items = windowed && scroller !== null ? virtualizer.getVirtualItems() : null;
  const total = windowed && scroller !== null ? virtualizer.getTotalSize() : 0;
  const parts = useMemo<WindowPart[]>(() => {
    if (!windowed) return Array.from({ length: count }, (_, index) => ({ index }));
    // Before the scroller is known (the first render): the first rows, the rest as one spacer.
    if (items === null) return firstRows(count, estimateSize);
    const out: WindowPart[] = [];
    let end = 0;
    for (const item of items) {
      const start = item.start - margin;
      if (start > end + 0.5) out.push({ gap: start - end, key: `gap-${item.index}` });
      out.push({ index: item.index });
      end = item.end - margin;
    }
    if (total > end + 0.5) out.push({ gap: total - end, key: 'after' });
    return out;
  }, [windowed, count, items, total, margin, estimateSize]);

  const scrollToIndex = useCallback(
    (index: number) => {
      if (windowed) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [virtualizer, windowed],
  );
  const noop = useCallback(() => undefined, []);
  return { windowed, parts, measure: windowed ? virtualizer.measureElement : noop, scrollToIndex };
}

const samePart = (a: WindowPart, b: WindowPart) =>
  'gap' in a ? 'gap' in b && a.gap === b.gap && a.key === b.key : !('gap' in b) && a.index === b.index;

function sameWindow(a: Windowed, b: Windowed): boolean {
  return (
    a.windowed === b.windowed &&
    a.measure === b.measure &&
    a.scrollToIndex === b.scrollToIndex &&
    a.parts.length === b.parts.length &&
    a.parts.every((part, i) => samePart(part, b.parts[i]))
  );
}

/**
 * Runs `useWindowed` and hands each new window to `WindowedList` (in the main chunk), which renders the
 * rows, so those rendered before this chunk arrived stay mounted. Renders nothing itself. `keepInView`
 * (a highlighted option) is scrolled into view when it changes.
 */
export function WindowController({
  keepInView,
  onWindow,
  ...options
}: WindowedOptions & { keepInView?: number; onWindow: (windowed: Windowed | null) => void }) {
  const windowed = useWindowed(options);
  const { scrollToIndex } = windowed;
  useEffect(() => {
    if (keepInView !== undefined && keepInView >= 0) scrollToIndex(keepInView);
  }, [keepInView, scrollToIndex]);
  // Only a window that differs is handed over: the list renders again for it (and this controller with
  // it, whose virtualizer then computes the same window again as a new array).
  const sent = useRef<Windowed | null>(null);
  useLayoutEffect(() => {
    if (sent.current && sameWindow(sent.current, windowed)) return;
    sent.current = windowed;
    onWindow(windowed);
  });
  useLayoutEffect(() => () => onWindow(null), [onWindow]);
  return null;
}
