import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ScrollRegion } from '../scroll-region/scroll-region';
import { loadVirtualizer, resetVirtualizerForTests, WINDOW_FROM } from './windowed';
import { WindowedTable, windowRowProps } from './windowed-table';
import { useListFilter } from './filter-field';

/** A row of the test table; `mounted` is told each time it is mounted. */
function Row({
  index,
  measure,
  mounted,
}: {
  index: number;
  measure: (element: Element | null) => void;
  mounted?: (index: number) => void;
}) {
  useEffect(() => {
    mounted?.(index);
  }, [index, mounted]);
  return (
    <tr {...windowRowProps(index, measure)}>
      <td>{`Zeile ${index + 1}`}</td>
      <td>
        <button type="button">{`Zeile ${index + 1} ändern`}</button>
      </td>
    </tr>
  );
}

function List({ count, mounted }: { count: number; mounted?: (index: number) => void }) {
  return (
    <ScrollRegion label="Einträge" layout="stack">
      <WindowedTable
        aria-label="Einträge"
        count={count}
        columns={2}
        estimateRowHeight={40}
        head={
          <thead>
            <tr>
              <th>Nr.</th>
              <th>Aktion</th>
            </tr>
          </thead>
        }
        row={(index, measure) => <Row key={index} index={index} measure={measure} mounted={mounted} />}
      />
    </ScrollRegion>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Einträge' }))
    .getAllByRole('row')
    .slice(1);

describe('WindowedTable', () => {
  // The virtualizer is a chunk loaded when a list first gets long; here it is there from the start.
  beforeAll(() => loadVirtualizer());
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('a short list renders every row, each with its place, and names its size', () => {
    render(<List count={WINDOW_FROM - 1} />);
    expect(screen.getByRole('table', { name: 'Einträge' })).toHaveAttribute('aria-rowcount', String(WINDOW_FROM));
    expect(bodyRows()).toHaveLength(WINDOW_FROM - 1);
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', String(WINDOW_FROM));
  });

  it("without the virtualizer's chunk (a lost connection, a deploy) a long list renders whole: every row can be reached", async () => {
    resetVirtualizerForTests(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    try {
      render(<List count={150} />);
      // First the first screenful and a spacer, as while the chunk loads; then, when it failed, every row.
      expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(1);
      expect(await screen.findByRole('button', { name: 'Zeile 150 ändern' })).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(150);
      expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(0);
    } finally {
      resetVirtualizerForTests();
      await loadVirtualizer();
    }
  });

  it('the rows shown before the virtualizer arrived stay mounted when it takes over (no second mount, no lost focus)', async () => {
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    resetVirtualizerForTests(() => arrived.then(() => import('./virtualizer-library')));
    const mounts = new Map<number, number>();
    const mounted = (index: number) => mounts.set(index, (mounts.get(index) ?? 0) + 1);
    try {
      render(<List count={5000} mounted={mounted} />);
      const button = screen.getByRole('button', { name: 'Zeile 2 ändern' });
      button.focus();
      await act(async () => {
        release();
        await loadVirtualizer();
      });
      // The virtualizer runs now: scrolling far down renders the rows there.
      Object.defineProperty(window, 'scrollY', { value: 40 * 2000, configurable: true });
      fireEvent.scroll(window);
      expect(await screen.findByRole('cell', { name: 'Zeile 2001' })).toBeInTheDocument();
      expect(mounts.get(0)).toBe(1);
      // The focused row is the same element, kept while scrolled away.
      expect(screen.getByRole('button', { name: 'Zeile 2 ändern' })).toBe(button);
      expect(button).toHaveFocus();
    } finally {
      resetVirtualizerForTests();
      await loadVirtualizer();
    }
  });

  it('a long list renders the rows in view; spacer rows hidden from assistive technology stand for the rest', () => {
    render(<List count={5000} />);
    expect(screen.getByRole('table', { name: 'Einträge' })).toHaveAttribute('aria-rowcount', '5001');
    expect(bodyRows().length).toBeGreaterThan(10);
    expect(bodyRows().length).toBeLessThan(100);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    const spacers = document.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-hidden="true"]');
    expect(spacers).toHaveLength(1);
    // The rows left out below keep their height: the page scrolls as far as with every row.
    expect(parseFloat(spacers[0].style.height)).toBe((5000 - bodyRows().length) * 40);
    expect(spacers[0].querySelector('td')).toHaveAttribute('colspan', '2');
  });

  it('scrolling the page renders the rows that come into view, with a spacer above them', () => {
    render(<List count={5000} />);
    Object.defineProperty(window, 'scrollY', { value: 40 * 2000, configurable: true });
    fireEvent.scroll(window);
    expect(screen.getByRole('cell', { name: 'Zeile 2001' }).closest('tr')).toHaveAttribute('aria-rowindex', '2002');
    expect(screen.queryByRole('cell', { name: 'Zeile 1' })).toBeNull();
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(2);
  });

  it('keeps the row with the focus rendered when it scrolls out of view', () => {
    render(<List count={5000} />);
    screen.getByRole('button', { name: 'Zeile 3 ändern' }).focus();
    Object.defineProperty(window, 'scrollY', { value: 40 * 2000, configurable: true });
    fireEvent.scroll(window);
    expect(screen.getByRole('button', { name: 'Zeile 3 ändern' })).toHaveFocus();
    expect(screen.getByRole('cell', { name: 'Zeile 2001' })).toBeInTheDocument();
  });
});

describe('useListFilter', () => {
  const names = Array.from({ length: WINDOW_FROM }, (_, i) => (i === 70 ? 'Jörg Müller' : `Person ${i}`));
  const text = (name: string) => name;

  it('is offered for a long list and finds names without regard to case and umlauts', () => {
    const { result } = renderHook(() => useListFilter(names, text));
    expect(result.current.long).toBe(true);
    expect(result.current.shown).toBe(names);
    act(() => result.current.setFilter('MULLER'));
    expect(result.current.shown).toEqual(['Jörg Müller']);
  });

  it('is not offered for a short list, which stays whole', () => {
    const { result } = renderHook(() => useListFilter(names.slice(0, 10), text));
    expect(result.current.long).toBe(false);
    act(() => result.current.setFilter('zzz'));
    expect(result.current.shown).toHaveLength(10);
  });
});
