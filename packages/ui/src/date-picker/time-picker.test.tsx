import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderView } from '@test/render';
import { formatTimeValue, parseTimeInput, TimePicker, timeFormatMessage, type TimeAccuracy } from './time-picker';

function Harness({
  initial = '',
  accuracy,
  required,
  onValue,
}: {
  initial?: string;
  accuracy?: TimeAccuracy;
  required?: boolean;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker
        label="Beginn"
        value={value}
        accuracy={accuracy}
        required={required}
        onChange={(v) => {
          onValue?.(v);
          setValue(v);
        }}
      />
      <output data-testid="wert">{value}</output>
      <button type="button">Weiter</button>
    </>
  );
}

describe('parseTimeInput', () => {
  it.each([
    ['8', 1, { hours: 8, minutes: 0, seconds: 0 }],
    ['23', 1, { hours: 23, minutes: 0, seconds: 0 }],
    ['24', 1, null],
    ['08:30', 1, null],
    ['08:05', 2, { hours: 8, minutes: 5, seconds: 0 }],
    ['8.05', 2, { hours: 8, minutes: 5, seconds: 0 }],
    ['8,05', 2, { hours: 8, minutes: 5, seconds: 0 }],
    ['08:60', 2, null],
    ['8:5', 2, null],
    ['08:05:30', 2, null],
    ['08:05:30', 3, { hours: 8, minutes: 5, seconds: 30 }],
    ['08:05', 3, null],
    ['23:59:60', 3, null],
    ['abc', 2, null],
    ['', 2, null],
  ] as const)('"%s" with accuracy %i', (text, accuracy, expected) => {
    expect(parseTimeInput(text, accuracy)).toEqual(expected);
  });

  it('formats per accuracy', () => {
    const t = { hours: 8, minutes: 5, seconds: 7 };
    expect(formatTimeValue(t, 1)).toBe('08');
    expect(formatTimeValue(t, 2)).toBe('08:05');
    expect(formatTimeValue(t, 3)).toBe('08:05:07');
    expect(timeFormatMessage(2)).toBe('Bitte Uhrzeit im Format HH:MM eingeben.');
  });
});

describe('TimePicker', () => {
  it('defaults to minutes and reports valid times normalised', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Beginn');
    expect(input).toHaveAttribute('placeholder', 'HH:MM');
    expect(input).toHaveAttribute('pattern', '[0-9]{1,2}[:.,][0-9]{2}');
    await user.type(input, '8.30');
    expect(onValue).toHaveBeenLastCalledWith('08:30');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(input).toHaveValue('08:30');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the German message at the field for invalid input and keeps what was typed', async () => {
    const onValue = vi.fn();
    const { user } = renderView(<Harness initial="07:00" onValue={onValue} />);
    const input = screen.getByLabelText('Beginn');
    await user.clear(input);
    await user.type(input, '25:99');
    expect(screen.queryByRole('alert')).toBeNull(); // not while typing
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte Uhrzeit im Format HH:MM eingeben.');
    expect(input).toHaveValue('25:99');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte Uhrzeit im Format HH:MM eingeben.');
    expect(onValue).not.toHaveBeenCalledWith('25:99');
    // the message follows the typing once shown
    await user.clear(input);
    await user.type(input, '09:15');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('wert')).toHaveTextContent('09:15');
  });

  it.each([
    [1, '8', '08', 'Bitte Uhrzeit im Format HH eingeben.'],
    [3, '8:05:09', '08:05:09', 'Bitte Uhrzeit im Format HH:MM:SS eingeben.'],
  ] as const)('accuracy %i accepts "%s" and names its format', async (accuracy, typed, stored, message) => {
    const { user } = renderView(<Harness accuracy={accuracy} />);
    const input = screen.getByLabelText('Beginn');
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(input).toHaveValue(stored);
    expect(screen.getByTestId('wert')).toHaveTextContent(stored);
    await user.clear(input);
    await user.type(input, '8:0');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue('8:0');
  });

  it('a required field says so when left empty; an optional one reports empty', async () => {
    const onValue = vi.fn();
    const { user, unmount } = renderView(<Harness initial="08:00" required onValue={onValue} />);
    await user.clear(screen.getByLabelText(/Beginn/));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte Uhrzeit eingeben.');
    expect(onValue).not.toHaveBeenCalled();
    unmount();
    const { user: again } = renderView(<Harness initial="08:00" onValue={onValue} />);
    await again.clear(screen.getByLabelText('Beginn'));
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('takes a new value from outside', async () => {
    function Outside() {
      const [value, setValue] = useState('08:00');
      return (
        <>
          <TimePicker label="Beginn" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('12:45')}>
            Mittag
          </button>
        </>
      );
    }
    const { user } = renderView(<Outside />);
    await user.click(screen.getByRole('button', { name: 'Mittag' }));
    expect(screen.getByLabelText('Beginn')).toHaveValue('12:45');
  });
});
