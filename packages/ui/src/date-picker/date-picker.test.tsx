import { screen } from '@testing-library/react';
import { isValid, parse } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { useState } from 'react';
import { renderView } from '@test/render';
import { DatePicker, parseGermanDate, type DatePickerProps } from './date-picker';
import { DateRangePicker, type DateRange, type DateRangePickerProps } from './date-range-picker';
import { isDayBlocked, rangeHasBlockedDay } from './blocked';
import { DATE_INPUT_FORMATS } from './locale';
import { loadPickerLibrary } from './lazy-picker';

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

function SingleHarness({
  initial,
  onValue,
  ...rest
}: Omit<DatePickerProps, 'value' | 'onChange'> & { initial: Date | null; onValue?: (d: Date | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker
        {...rest}
        value={value}
        onChange={(d) => {
          onValue?.(d);
          setValue(d);
        }}
      />
      <button type="button">Anderes Feld</button>
    </>
  );
}

function RangeHarness({
  initial,
  onValue,
  ...rest
}: Omit<DateRangePickerProps, 'value' | 'onChange'> & { initial: DateRange; onValue?: (r: DateRange) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateRangePicker
        {...rest}
        value={value}
        onChange={(r) => {
          onValue?.(r);
          setValue(r);
        }}
      />
      <button type="button">Anderes Feld</button>
    </>
  );
}

const d = (day: number, month = 11, year = 2026) => new Date(year, month - 1, day);

describe('DatePicker', () => {
  it('shows the date German style and accepts a typed date', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<SingleHarness label="Datum" initial={d(23)} onValue={onValue} />);
    const input = screen.getByLabelText('Datum');
    expect(input).toHaveValue('23.11.2026');
    await user.clear(input);
    await user.type(input, '1.12.2026');
    expect(onValue).toHaveBeenLastCalledWith(d(1, 12));
    await user.click(screen.getByRole('button', { name: 'Anderes Feld' }));
    expect(input).toHaveValue('01.12.2026');
  });

  it('opens a German calendar starting on Monday and picks a day', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<SingleHarness label="Datum" initial={d(23)} onValue={onValue} />);
    await user.click(screen.getByLabelText('Datum'));
    expect(await screen.findByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Datum wählen' })).toBeInTheDocument();
    const dayNames = Array.from(
      document.querySelectorAll(
        '.react-datepicker__day-name [aria-hidden="true"], .react-datepicker__day-name > span:not(.react-datepicker__sr-only)',
      ),
    ).map((el) => el.textContent);
    expect(dayNames.slice(0, 3)).toEqual(['KW', 'Mo', 'Di']);
    await user.click(screen.getByRole('gridcell', { name: /Wählen Sie Mittwoch, 25\. November 2026/ }));
    expect(onValue).toHaveBeenLastCalledWith(d(25));
    expect(screen.getByLabelText('Datum')).toHaveValue('25.11.2026');
  });

  it('a required picker restores its previous date when cleared', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<SingleHarness label="Datum" required initial={d(23)} onValue={onValue} />);
    const input = screen.getByLabelText(/Datum/);
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Anderes Feld' }));
    expect(input).toHaveValue('23.11.2026');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('an optional picker can be cleared', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<SingleHarness label="Datum" initial={d(23)} onValue={onValue} />);
    await user.clear(screen.getByLabelText('Datum'));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('locked days cannot be chosen, neither clicked nor typed', async () => {
    const onValue = vi.fn();
    const { user } = renderView(
      <SingleHarness
        label="Datum"
        initial={d(23)}
        onValue={onValue}
        excludeDates={[d(25)]}
        excludeDateIntervals={[{ start: d(1, 12), end: d(3, 12) }]}
      />,
    );
    const input = screen.getByLabelText('Datum');
    await user.click(input);
    const locked = await screen.findByRole('gridcell', { name: /Gesperrt: Mittwoch, 25\. November 2026/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await user.click(locked);
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '02.12.2026');
    expect(screen.getByText('Dieser Tag ist gesperrt.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onValue).not.toHaveBeenCalledWith(d(2, 12));
  });
});

describe('DateRangePicker', () => {
  it('swaps a start after the end', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<RangeHarness label="Zeitraum" initial={{ start: d(23), end: d(27) }} onValue={onValue} />);
    const start = screen.getByLabelText('Von');
    await user.clear(start);
    await user.type(start, '30.11.2026');
    expect(onValue).toHaveBeenLastCalledWith({ start: d(27), end: d(30) });
    await user.click(screen.getByRole('button', { name: 'Anderes Feld' }));
    expect(screen.getByLabelText('Von')).toHaveValue('27.11.2026');
    expect(screen.getByLabelText('Bis')).toHaveValue('30.11.2026');
  });

  it('swaps an end before the start', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<RangeHarness label="Zeitraum" initial={{ start: d(23), end: null }} onValue={onValue} />);
    await user.type(screen.getByLabelText('Bis'), '20.11.2026');
    expect(onValue).toHaveBeenLastCalledWith({ start: d(20), end: d(23) });
  });

  it('refuses a range containing a locked day with a message at the field', async () => {
    const onValue = vi.fn();
    const { user } = renderView(
      <RangeHarness label="Zeitraum" initial={{ start: d(23), end: null }} onValue={onValue} excludeDates={[d(25)]} />,
    );
    const end = screen.getByLabelText('Bis');
    await user.type(end, '27.11.2026');
    expect(screen.getByText('Der Zeitraum enthält gesperrte Tage.')).toHaveAttribute('role', 'alert');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(end);
    await user.type(end, '24.11.2026');
    expect(onValue).toHaveBeenLastCalledWith({ start: d(23), end: d(24) });
    expect(screen.queryByText('Der Zeitraum enthält gesperrte Tage.')).toBeNull();
  });

  it('a required range keeps its dates when a field is cleared', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<RangeHarness label="Zeitraum" required initial={{ start: d(23), end: d(27) }} onValue={onValue} />);
    const end = screen.getByLabelText(/Bis/);
    await user.clear(end);
    await user.click(screen.getByRole('button', { name: 'Anderes Feld' }));
    expect(end).toHaveValue('27.11.2026');
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('date helpers', () => {
  it('parses German dates strictly', () => {
    expect(parseGermanDate('23.11.2026')).toEqual(d(23));
    expect(parseGermanDate('1.2.2026')).toEqual(d(1, 2));
    expect(parseGermanDate('2026-11-23')).toBeNull();
    expect(parseGermanDate('31.02.2026')).toBeNull();
    expect(parseGermanDate('23.11.26')).toBeNull();
  });

  it('reads what was typed exactly as date-fns would with the two input formats', () => {
    const byDateFns = (text: string) => {
      for (const fmt of DATE_INPUT_FORMATS) {
        const date = parse(text.trim(), fmt, new Date(), { locale: de });
        if (isValid(date) && date.getFullYear() >= 1000) return date;
      }
      return null;
    };
    const typed = [
      '23.11.2026',
      '1.2.2026',
      '01.2.2026',
      '1.02.2026',
      ' 5.6.2026 ',
      '29.02.2028',
      '29.02.2026',
      '31.04.2026',
      '31.12.2026',
      '0.1.2026',
      '1.13.2026',
      '1.0.2026',
      '32.1.2026',
      '1.1.0999',
      '1.1.1000',
      '1.2.20261',
      '1.2.',
      '1..2026',
      '1,2,2026',
      '12.3.2026x',
      '',
      '١.٢.٢٠٢٦',
    ];
    for (const text of typed) expect([text, parseGermanDate(text)]).toEqual([text, byDateFns(text)]);
  });

  it('knows locked days and ranges', () => {
    const blocked = { excludeDateIntervals: [{ start: d(1, 12), end: d(3, 12) }], filterDate: (date: Date) => date.getDay() !== 0 };
    expect(isDayBlocked(d(2, 12), blocked)).toBe(true);
    expect(isDayBlocked(d(29), blocked)).toBe(true); // a Sunday
    expect(isDayBlocked(d(27), blocked)).toBe(false);
    expect(rangeHasBlockedDay(d(23), d(28), blocked)).toBe(false);
    expect(rangeHasBlockedDay(d(23), d(30), blocked)).toBe(true);
    expect(rangeHasBlockedDay(d(1, 1, 2000), d(1, 1, 2030), { excludeDates: [d(5, 5, 2029)] })).toBe(true);
  });
});
