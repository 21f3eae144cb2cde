import { useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';

/** Lists of at least this many rows are windowed; shorter ones render whole (and the browser's find sees them). */
export const WINDOW_FROM = 100;

/** One stretch of the list: a rendered row (its index) or the height of the rows left out there. */
export type WindowPart = { index: number } | { gap: number; key: string };

export interface Windowed {
  /** Whether rows are left out at all (a long list). */
  windowed: boolean;
  /** The rows to render, in order, with spacers (`gap`) for the rows left out between and around them. */
  parts: WindowPart[];
  /** Ref for each rendered row's element (it must carry `data-index`): measures its real height. */
  measure: (element: Element | null) => void;
  /** Brings a row into view (renders it first). */
  scrollToIndex: (index: number) => void;
}

export interface WindowedOptions {
  count: number;
  /** A row's height in pixels before it is measured. */
  estimateSize: number;
  /** The element holding the rows (tbody, ul). */
  listRef: RefObject<HTMLElement | null>;
  /** The list scrolls itself (a listbox of bounded height): it is its own scroller. */
  selfScrolling?: boolean;
  overscan?: number;
  /** Window from this many rows on (default `WINDOW_FROM`). */
  from?: number;
}

/** Without layout (jsdom) a rectangle is 0 high: a window of the viewport's height stands in. */
export const viewport = () => ({
  width: typeof window === 'undefined' ? 0 : window.innerWidth,
  height: typeof window === 'undefined' ? 800 : window.innerHeight,
});

/**
 * The first screenful of rows and one spacer for the rest (before the scroller is known or the library is
 * there). Two rows more than a screen holds, not the scrolling overscan: the first paint of a long list
 * waits for every row rendered here (a queue plan row with its badges and dropdown costs about 2 ms to
 * render and lay out), and the virtualizer hands over the real window a moment later.
 */
export function firstRows(count: number, estimateSize: number): WindowPart[] {
  const first = Math.min(count, Math.ceil(viewport().height / estimateSize) + 2);
  const head: WindowPart[] = Array.from({ length: first }, (_, index) => ({ index }));
  return count > first ? [...head, { gap: (count - first) * estimateSize, key: 'after' }] : head;
}

type Library = typeof import('./virtualizer-library');
const importVirtualizer = (): Promise<Library> => import('./virtualizer-library');
let importer = importVirtualizer;
let library: Library | null = null;
let loading: Promise<Library> | null = null;

/**
 * The virtualizer (`@tanstack/react-virtual` and the code around it) is a chunk of its own, loaded when
 * a list first gets long (like the pickers' library on first use): pages whose lists stay short never
 * fetch it. Until it is there, a long list shows its first screenful and a spacer for the rest. A failed
 * load is not remembered: the list's next mount tries again (and meanwhile the list renders whole).
 */
export function loadVirtualizer(): Promise<Library> {
  if (library) return Promise.resolve(library);
  loading ??= importer().then(
    (loaded) => (library = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Tests only: forget the virtualizer and load it with `next` from now on (default: the real chunk). */
export function resetVirtualizerForTests(next: () => Promise<Library> = importVirtualizer): void {
  library = null;
  loading = null;
  importer = next;
}

/** The virtualizer once loaded; `'failed'` when its chunk could not be loaded (the list then renders whole). */
function useLibrary(needed: boolean): Library | 'failed' | null {
  const [loaded, setLoaded] = useState<Library | 'failed' | null>(library);
  useEffect(() => {
    if (!needed || (loaded && loaded !== 'failed')) return undefined;
    let live = true;
    loadVirtualizer().then(
      (lib) => live && setLoaded(lib),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
    // A failed load is tried again when the list mounts anew (the virtualizer chunk is not asked in a loop).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` only tells whether to load at all
  }, [needed]);
  return loaded ?? (needed ? library : null);
}

const noMeasure = () => undefined;
const noScroll = () => undefined;

/**
 * Windowing for a list that stays in the document's own structure (table rows, list items): `children`
 * renders the parts (rows and spacers). A list under `from` rows renders whole; a longer one only the
 * rows in view (see `useWindowed` in virtualizer-library.tsx). The rows are rendered here, before and
 * after the virtualizer's chunk arrives: its controller only hands over each new window (`onWindow`), so
 * React keeps the rows already shown — none is mounted a second time (a plan of 300 × 20 queues paid a
 * long task for that after its first paint, and the first scroll of points „alle“ a long frame).
 */
export function WindowedList({
  children,
  keepInView,
  afterRender,
  ...options
}: WindowedOptions & { children: (windowed: Windowed) => ReactNode; keepInView?: number; afterRender?: () => void }) {
  const long = options.count >= (options.from ?? WINDOW_FROM);
  const lib = useLibrary(long);
  const [computed, setComputed] = useState<Windowed | null>(null);
  const live = long && lib && lib !== 'failed';
  const current = live && computed;
  useLayoutEffect(() => {
    if (current) afterRender?.();
  });
  // Without the virtualizer's chunk (a lost connection, a deploy that removed it) the list renders whole:
  // slower, but every row can be reached, which a first screenful and a spacer would not allow.
  const windowed = long && lib !== 'failed';
  return (
    <>
      {live && <lib.WindowController {...options} keepInView={keepInView} onWindow={setComputed} />}
      {children(
        current
          ? // In a render where the list got shorter the controller's new window comes a moment later
            // (before the paint): until then no row past the end is asked for.
            { ...current, parts: current.parts.filter((part) => 'gap' in part || part.index < options.count) }
          : {
              windowed,
              parts: windowed
                ? firstRows(options.count, options.estimateSize)
                : Array.from({ length: options.count }, (_, index) => ({ index })),
              measure: noMeasure,
              scrollToIndex: noScroll,
            },
      )}
    </>
  );
}
