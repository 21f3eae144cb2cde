import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { IsoWeek } from '@stempeluhr/core';
import { renderView } from '@test/render';
import { formatWeekLabel, isoWeekStart, WeekPicker } from './week-picker';
import { loadPickerLibrary } from './lazy-picker';

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

function Harness({ initial, onValue }: { initial: IsoWeek | null; onValue?: (w: IsoWeek) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <WeekPicker
      label="Woche"
      value={value}
      onChange={(w) => {
        onValue?.(w);
        setValue(w);
      }}
    />
  );
}

/** react-datepicker refocuses its field in a timeout and blurs it in the next animation frame: let both run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('week helpers', () => {
  it('labels an ISO week German style', () => {
    expect(formatWeekLabel({ year: 2026, week: 48 })).toBe('KW 48 · 23.11.–29.11.2026');
    expect(formatWeekLabel({ year: 2026, week: 1 })).toBe('KW 1 · 29.12.2025–04.01.2026');
    expect(isoWeekStart({ year: 2025, week: 1 })).toEqual(new Date(2024, 11, 30));
  });
});

describe('WeekPicker', () => {
  it('shows the chosen week and steps week by week across the year', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<Harness initial={{ year: 2026, week: 48 }} onValue={onValue} />);
    expect(screen.getByRole('button', { name: 'Woche KW 48 · 23.11.–29.11.2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(onValue).toHaveBeenLastCalledWith({ year: 2026, week: 49 });
    expect(screen.getByText('KW 49 · 30.11.–06.12.2026')).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(screen.getByText('KW 53 · 28.12.2026–03.01.2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(onValue).toHaveBeenLastCalledWith({ year: 2027, week: 1 });
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(onValue).toHaveBeenLastCalledWith({ year: 2026, week: 53 });
  });

  it('opens a calendar with week numbers and picks a week by clicking a day', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<Harness initial={{ year: 2026, week: 48 }} onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: /^Woche KW 48/ }));
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /Kalenderwoche\s+48/ })).toBeInTheDocument();
    // The week column is named in German for screen readers (the library's own text is English).
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(/^KalenderwocheKW$/);
    expect(screen.queryByText('Week number')).toBeNull();
    await user.click(screen.getByRole('gridcell', { name: /Wählen Sie Donnerstag, 3\. Dezember 2026/ }));
    expect(onValue).toHaveBeenLastCalledWith({ year: 2026, week: 49 });
    expect(screen.getByRole('button', { name: /^Woche KW 49 · 30\.11\.–06\.12\.2026/ })).toBeInTheDocument();
  });

  it('works with the keyboard alone: Enter opens, arrows move by week, Enter chooses, the focus stays on the field', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<Harness initial={{ year: 2026, week: 48 }} onValue={onValue} />);
    const field = screen.getByRole('button', { name: /^Woche KW 48/ });
    act(() => field.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await settle();
    expect(screen.getByRole('gridcell', { name: /Kalenderwoche\s+48/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await settle();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith({ year: 2026, week: 46 });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Datum wählen' })).toBeNull();
    const chosen = screen.getByRole('button', { name: /^Woche KW 46 · 09\.11\.–15\.11\.2026/ });
    expect(chosen).toHaveFocus();

    // Escape in the calendar closes it, keeps the week and gives the focus back to the field.
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await settle();
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Datum wählen' })).toBeNull();
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveTextContent('KW 46');
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it('without a week the step buttons are off', () => {
    renderView(<Harness initial={null} />);
    expect(screen.getByRole('button', { name: 'Woche Woche wählen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Woche' })).toBeDisabled();
  });
});
