import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderView } from '@test/render';
import { loadMonthYearPopover, MonthYearNav, POPOVER_HIDE_DELAY_MS, yearPageStart, type MonthYear } from './month-year-nav';

// The popover is its own chunk, loaded on first open (issue 25); these tests run with fake timers.
beforeAll(() => loadMonthYearPopover());

function Harness({ onValue }: { onValue?: (v: MonthYear) => void }) {
  const [value, setValue] = useState<MonthYear>({ year: 2026, month: 11 });
  return (
    <>
      <MonthYearNav
        value={value}
        onChange={(v) => {
          onValue?.(v);
          setValue(v);
        }}
      />
      <p>Außerhalb</p>
    </>
  );
}

// Testing Library drains its async wrapper with a setTimeout(0) that it only advances when it sees
// Jest's fake timers; this shim lets it see vitest's.
beforeAll(() => {
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
});
afterAll(() => {
  delete (globalThis as { jest?: unknown }).jest;
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('MonthYearNav', () => {
  it('opens on click, lists 12 months and pages the years by 12', async () => {
    // Fake timers: on a loaded machine the pointer's way from the button into the popover must not
    // outlast the real 110 ms hide delay.
    vi.useFakeTimers();
    const onValue = vi.fn();
    const { user } = renderView(<Harness onValue={onValue} />, { fakeTimers: true });
    const button = screen.getByRole('button', { name: /November 2026/ });
    expect(button).toHaveTextContent('November 2026');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await advance(400);
    const dialog = screen.getByRole('dialog');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const months = within(within(dialog).getByRole('group', { name: 'Monate 2026' })).getAllByRole('button');
    expect(months.map((m) => m.textContent)).toEqual(['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez']);
    expect(within(dialog).getByRole('button', { name: 'November 2026' })).toHaveAttribute('aria-pressed', 'true');

    const years = () =>
      within(within(dialog).getByRole('group', { name: 'Jahre' }))
        .getAllByRole('button')
        .map((b) => Number(b.textContent));
    expect(years()).toEqual(Array.from({ length: 12 }, (_, i) => 2016 + i));
    await user.click(within(dialog).getByRole('button', { name: 'Nächste 12 Jahre' }));
    expect(years()).toEqual(Array.from({ length: 12 }, (_, i) => 2028 + i));
    await user.click(within(dialog).getByRole('button', { name: 'Vorherige 12 Jahre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vorherige 12 Jahre' }));
    expect(years()).toEqual(Array.from({ length: 12 }, (_, i) => 2004 + i));

    await user.click(within(dialog).getByRole('button', { name: '2010' }));
    await user.click(within(dialog).getByRole('button', { name: 'März 2010' }));
    expect(onValue).toHaveBeenCalledWith({ year: 2010, month: 3 });
    await advance(400);
    const navButton = screen.getAllByRole('button', { name: /März 2010/ }).find((b) => b.hasAttribute('aria-expanded'));
    expect(navButton).toHaveFocus();
  });

  it('closes 110 ms after the pointer leaves, not before, and not when it comes back', async () => {
    vi.useFakeTimers();
    const { user } = renderView(<Harness />, { fakeTimers: true });
    const button = screen.getByRole('button', { name: /November 2026/ });
    await user.click(button);
    await advance(400); // fade-in done
    const dialog = screen.getByRole('dialog');

    await user.unhover(button);
    await advance(POPOVER_HIDE_DELAY_MS - 10);
    await user.hover(dialog); // the pointer reaches the popover in time
    await advance(500);
    expect(screen.getByRole('dialog')).toHaveClass('show');

    act(() => within(dialog).getByRole('button', { name: '2027' }).focus());
    await user.unhover(dialog);
    await advance(POPOVER_HIDE_DELAY_MS - 1);
    expect(screen.getByRole('dialog')).toHaveClass('show');
    await advance(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus(); // focus was inside the popover
    await advance(400); // fade-out
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes and returns focus to the button', async () => {
    const { user } = renderView(<Harness />);
    const button = screen.getByRole('button', { name: /November 2026/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: '2027' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('works with the keyboard alone', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<Harness onValue={onValue} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /November 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Dezember 2026' }).focus();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenCalledWith({ year: 2026, month: 12 });
  });

  it('leaves no timers behind after unmount', async () => {
    vi.useFakeTimers();
    const { user, unmount } = renderView(<Harness />, { fakeTimers: true });
    const button = screen.getByRole('button', { name: /November 2026/ });
    await user.click(button);
    await advance(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(400); // fade-in done (react-bootstrap's transition timer runs out on its own)
    await user.unhover(button); // a hide is pending
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pages start at multiples of 12', () => {
    expect(yearPageStart(2026)).toBe(2016);
    expect(yearPageStart(2028)).toBe(2028);
    expect(yearPageStart(2027)).toBe(2016);
  });
});
