import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { IsoWeek } from '@stempeluhr/core';
import { renderView } from '@test/render';
import { DatePicker } from './date-picker';
import { PICKER_LOAD_TEXTS, resetPickerLibraryForTests, type PickerLibrary } from './lazy-picker';
import { WeekPicker } from './week-picker';

const d = (day: number, month = 11, year = 2026) => new Date(year, month - 1, day);

function DateHarness({ onValue }: { onValue?: (d: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(d(23));
  return (
    <>
      <DatePicker
        label="Datum"
        hint="TT.MM.JJJJ"
        value={value}
        onChange={(next) => {
          onValue?.(next);
          setValue(next);
        }}
      />
      <button type="button">Anderes Feld</button>
    </>
  );
}

function WeekHarness({ onValue }: { onValue?: (w: IsoWeek) => void }) {
  const [value, setValue] = useState<IsoWeek>({ year: 2026, week: 48 });
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

/** The library arrives only when the test says so. */
function gatedLibrary() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async (): Promise<PickerLibrary> => {
    await gate;
    return import('./picker-library');
  });
  resetPickerLibraryForTests(load);
  return { load, release: () => act(async () => release()) };
}

afterEach(() => resetPickerLibraryForTests());

describe('pickers load the calendar on first use', () => {
  it('a closed date field looks as before and loads nothing', () => {
    const { load } = gatedLibrary();
    renderView(<DateHarness />);
    const input = screen.getByLabelText('Datum');
    expect(input).toHaveValue('23.11.2026');
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    expect(input).toHaveAccessibleDescription('TT.MM.JJJJ');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('what is typed while the calendar loads is kept, the focus stays in the field', async () => {
    const { load, release } = gatedLibrary();
    const onValue = vi.fn();
    const { user } = renderView(<DateHarness onValue={onValue} />);
    const input = screen.getByLabelText('Datum');
    await user.click(input);
    expect(load).toHaveBeenCalledTimes(1);
    await user.clear(input);
    await user.type(input, '1.12.20');
    await release();
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
    const field = screen.getByLabelText('Datum');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('1.12.20');
    await user.type(field, '26');
    expect(field).toHaveValue('1.12.2026');
    expect(onValue).toHaveBeenLastCalledWith(d(1, 12));
    await user.click(screen.getByRole('button', { name: 'Anderes Feld' }));
    expect(field).toHaveValue('01.12.2026');
  });

  it('a key typed after the calendar arrived, before it took over the field, keeps the caret at the end', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const library = await import('./picker-library');
    resetPickerLibraryForTests(async () => {
      await gate;
      return library;
    });
    const onValue = vi.fn();
    const { user } = renderView(<DateHarness onValue={onValue} />);
    await user.click(screen.getByLabelText('Datum'));
    await user.clear(screen.getByLabelText('Datum'));
    await user.keyboard('16.11.');
    // The library arrives (its promise settles, React has not rendered the take-over yet: that render is
    // scheduled as in a browser, outside act); a fast typist goes on.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    release();
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    // The key as the browser types it: the stand-in's text and caret move, React renders the key at once.
    const standIn = screen.getByLabelText('Datum') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(standIn, '16.11.2');
    standIn.setSelectionRange(7, 7);
    standIn.dispatchEvent(new Event('input', { bubbles: true }));
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => undefined);
    await user.keyboard('026');
    const field = screen.getByLabelText('Datum');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('16.11.2026');
    expect(onValue).toHaveBeenLastCalledWith(d(16));
  });

  it('Enter on the week field opens the calendar once it has loaded, with the focus on the field', async () => {
    const { release } = gatedLibrary();
    const onValue = vi.fn();
    const { user } = renderView(<WeekHarness onValue={onValue} />);
    await user.tab(); // „Vorherige Woche“
    await user.tab();
    expect(screen.getByRole('button', { name: /^Woche KW 48/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await release();
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Woche KW 48/ })).toHaveFocus();
    await user.click(screen.getByRole('gridcell', { name: /Wählen Sie Donnerstag, 3\. Dezember 2026/ }));
    expect(onValue).toHaveBeenLastCalledWith({ year: 2026, week: 49 });
  });

  it('a click that follows the focus before the page re-rendered still opens the calendar once', async () => {
    const { load, release } = gatedLibrary();
    renderView(<WeekHarness />);
    const field = screen.getByRole('button', { name: /^Woche KW 48/ });
    // A busy page: focus and click arrive in one task, before React re-renders the field.
    act(() => {
      field.focus();
      field.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await release();
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
  });

  it('a click that comes after the calendar arrived but before the page re-rendered still opens it', async () => {
    const library = await import('./picker-library');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = vi.fn(async (): Promise<PickerLibrary> => {
      await gate;
      return library;
    });
    resetPickerLibraryForTests(load);
    renderView(<WeekHarness />);
    const field = screen.getByRole('button', { name: /^Woche KW 48/ });
    act(() => field.focus());
    // The library arrives on a busy page: its promise has settled, React has not rendered the take-over yet,
    // and the user's Enter (a click on the stand-in button) lands in between.
    // React schedules that render as it would in a browser (outside act), so the click can come first.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    release();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => field.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Woche KW 48/ })).toHaveFocus();
  });

  it('a failed load says so at the field, keeps the text, and the next click tries again', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    resetPickerLibraryForTests(load);
    const onValue = vi.fn();
    const { user } = renderView(<DateHarness onValue={onValue} />);
    const input = screen.getByLabelText('Datum');
    await user.click(input);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(PICKER_LOAD_TEXTS.failedTyping);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Der Kalender konnte nicht geladen werden.'));
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '2.12.2026');
    expect(input).toHaveValue('2.12.2026');
    expect(onValue).toHaveBeenLastCalledWith(d(2, 12));

    resetPickerLibraryForTests();
    await user.click(screen.getByRole('button', { name: 'Anderes Feld' }));
    await user.click(input);
    expect(await screen.findByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
    expect(screen.queryByText(PICKER_LOAD_TEXTS.failedTyping)).toBeNull();
    expect(screen.getByLabelText('Datum')).toHaveValue('02.12.2026');
  });

  it('a week field whose calendar cannot load says so and still steps by week', async () => {
    resetPickerLibraryForTests(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const onValue = vi.fn();
    const { user } = renderView(<WeekHarness onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: /^Woche KW 48/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICKER_LOAD_TEXTS.failed);
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(onValue).toHaveBeenLastCalledWith({ year: 2026, week: 49 });
  });
});
