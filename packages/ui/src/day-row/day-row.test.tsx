import type { Clocking, Day } from '@stempeluhr/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayRow, DaySumRow } from './day-row';
import { dayBadges } from './day-badges';
import { dayTone, dayToneClass } from './day-tone';

function clocking(partial: Partial<Clocking> = {}): Clocking {
  return {
    id: 1,
    clock_in: '2026-11-23 08:00:00',
    clock_out: '2026-11-23 12:00:00',
    clock_in_formatted: '08:00:00',
    clock_out_formatted: '12:00:00',
    time: 4 * 3600,
    type: 'regulär',
    comment: null,
    home_office: false,
    ...partial,
  };
}

function day(partial: Partial<Day> = {}): Day {
  return {
    day: 'Montag',
    date: '2026-11-23',
    total: 27900,
    required: 27000,
    overtime: 900,
    is_done: true,
    futureDay: false,
    is_vacation: 0,
    absent_type: null,
    is_public_holiday: 0,
    holiday_name: null,
    bonus: 0,
    totalEqualOvertime: false,
    clockings: [clocking()],
    ...partial,
  };
}

function renderRow(d: Day) {
  const user = userEvent.setup();
  render(
    <ul className="list-group">
      <DayRow day={d} />
    </ul>,
  );
  return { user, item: screen.getByRole('listitem'), button: screen.getByRole('button', { name: /Mo, 23\.11\.2026/ }) };
}

describe('dayTone (spec §4 row colours)', () => {
  it.each<[string, Partial<Day>, string]>([
    ['not done, not future → danger', { is_done: false }, 'danger'],
    ['done → success', { is_done: true }, 'success'],
    ['future → secondary', { futureDay: true, is_done: false }, 'secondary'],
    ['full public holiday → warning', { is_public_holiday: 1, is_done: true }, 'warning'],
    ['full public holiday, not done → warning (warning overrides danger)', { is_public_holiday: 1, is_done: false }, 'warning'],
    ['half public holiday keeps done/not done', { is_public_holiday: 0.5, is_done: false }, 'danger'],
    ['vacation without bonus → warning', { is_vacation: 1, absent_type: 'Urlaub', bonus: 0 }, 'warning'],
    ['vacation with bonus → success when done', { is_vacation: 1, absent_type: 'Urlaub', bonus: 3600, is_done: true }, 'success'],
    ['vacation with bonus, not done → danger', { is_vacation: 1, absent_type: 'Urlaub', bonus: 3600, is_done: false }, 'danger'],
    ['half vacation keeps done/not done', { is_vacation: 0.5, absent_type: 'Urlaub', is_done: false }, 'danger'],
    ['total equals overtime → warning', { totalEqualOvertime: true, is_done: true }, 'warning'],
    ['future public holiday → secondary (no warning in the future)', { futureDay: true, is_public_holiday: 1 }, 'secondary'],
    ['future vacation → secondary', { futureDay: true, is_vacation: 1, absent_type: 'Urlaub' }, 'secondary'],
    ['future totalEqualOvertime → secondary', { futureDay: true, totalEqualOvertime: true }, 'secondary'],
  ])('%s', (_name, partial, tone) => {
    expect(dayTone(day(partial))).toBe(tone);
  });

  it('gives Bootstrap contextual classes for lists and tables', () => {
    expect(dayToneClass('danger')).toBe('list-group-item-danger');
    expect(dayToneClass('warning', 'table')).toBe('table-warning');
  });
});

describe('DayRow', () => {
  it('colours the row with the contextual class of its tone', () => {
    const { item } = renderRow(day({ is_done: false }));
    expect(item).toHaveClass('list-group-item', 'list-group-item-danger');
  });

  it('shows date, total and signed coloured overtime in the heading', () => {
    const { button } = renderRow(day({ total: 27900, overtime: 900 }));
    expect(button).toHaveTextContent('Mo, 23.11.2026');
    expect(within(button).getByText('7:45 h')).toBeInTheDocument();
    const overtime = within(button).getByText('(+0:15)');
    expect(overtime).toHaveClass('text-success');
  });

  it('shows negative overtime with a real minus in red', () => {
    const { button } = renderRow(day({ total: 25200, overtime: -1800, is_done: false }));
    expect(within(button).getByText('(−0:30)')).toHaveClass('text-danger');
  });

  it('opens and closes with the keyboard', async () => {
    const { user, button } = renderRow(day());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByRole('table')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('lists the clockings: von–bis, Typ, Mobil badge, duration', async () => {
    const { user, button } = renderRow(
      day({
        clockings: [
          clocking({ id: 1, home_office: true, comment: 'Kundentermin' }),
          clocking({
            id: 2,
            clock_in: '2026-11-23 13:00:00',
            clock_out: '2026-11-23 16:45:00',
            clock_in_formatted: '13:00:00',
            clock_out_formatted: '16:45:00',
            time: 13500,
            type: 'geschäftlich unterwegs',
          }),
        ],
      }),
    );
    await user.click(button);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('08:00 – 12:00');
    expect(rows[1]).toHaveTextContent('regulär');
    expect(within(rows[1]).getByText('Mobil')).toHaveClass('badge');
    expect(rows[1]).toHaveTextContent('Kundentermin');
    expect(within(rows[1]).getByText('4:00 h')).toHaveClass('text-end');
    expect(rows[2]).toHaveTextContent('13:00 – 16:45');
    expect(rows[2]).toHaveTextContent('geschäftlich unterwegs');
    expect(within(rows[2]).queryByText('Mobil')).toBeNull();
    expect(rows[2]).toHaveTextContent('3:45 h');
  });

  it('shows "läuft" for an open clocking', async () => {
    const { user, button } = renderRow(day({ clockings: [clocking({ clock_out: null, clock_out_formatted: null, time: 5400 })] }));
    await user.click(button);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('08:00 – läuft');
    expect(row).toHaveTextContent('1:30 h');
  });

  it('shows a clock-out on another calendar day in red with its date', async () => {
    const { user, button } = renderRow(
      day({
        clockings: [
          clocking({
            clock_in: '2026-11-23 22:00:00',
            clock_out: '2026-11-24 06:00:00',
            clock_in_formatted: '22:00:00',
            clock_out_formatted: '06:00:00',
            time: 8 * 3600,
          }),
        ],
      }),
    );
    await user.click(button);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('22:00 – 06:00 (24.11.2026)');
    expect(within(row).getByText('06:00 (24.11.2026)')).toHaveClass('text-danger');
    expect(within(row).getByText('22:00', { exact: false })).not.toHaveClass('text-danger');
  });

  it('says so when a day has no clockings', async () => {
    const { user, button } = renderRow(day({ clockings: [] }));
    await user.click(button);
    expect(screen.getByText('Keine Buchungen an diesem Tag.')).toBeInTheDocument();
  });
});

describe('badges', () => {
  it('vacation shows the absence type', () => {
    const { button } = renderRow(day({ is_vacation: 1, absent_type: 'Krank' }));
    expect(within(button).getByText('Krank')).toHaveClass('badge');
  });

  it('half vacation shows "½ " and the type', () => {
    const { button } = renderRow(day({ is_vacation: 0.5, absent_type: 'Urlaub' }));
    expect(within(button).getByText('½ Urlaub')).toHaveClass('badge');
  });

  it('"Feiertag" with the holiday name as title', () => {
    const { button } = renderRow(day({ is_public_holiday: 1, holiday_name: '1. Weihnachtstag' }));
    expect(within(button).getByText('Feiertag')).toHaveAttribute('title', '1. Weihnachtstag');
  });

  it('"½ Feiertag" for a half holiday', () => {
    const { button } = renderRow(day({ is_public_holiday: 0.5, holiday_name: 'Heiligabend' }));
    expect(within(button).getByText('½ Feiertag')).toHaveAttribute('title', 'Heiligabend');
  });

  it('"Zeitbonus" when there is a bonus', () => {
    const { button } = renderRow(day({ bonus: 3600 }));
    expect(within(button).getByText('Zeitbonus')).toHaveClass('badge');
  });

  it('no badge on an ordinary day, all three together when all apply', () => {
    expect(dayBadges(day())).toEqual([]);
    const all = dayBadges(day({ is_vacation: 0.5, absent_type: 'Urlaub', is_public_holiday: 0.5, holiday_name: 'Silvester', bonus: 60 }));
    expect(all.map((b) => b.text)).toEqual(['½ Urlaub', '½ Feiertag', 'Zeitbonus']);
  });
});

describe('DaySumRow', () => {
  it('sums total and overtime of the days', () => {
    render(
      <ul>
        <DaySumRow label="Summe" days={[day({ total: 27900, overtime: 900 }), day({ total: 25200, overtime: -1800 })]} />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('Summe');
    expect(within(row).getByText('14:45 h')).toBeInTheDocument();
    expect(within(row).getByText('(−0:15)')).toHaveClass('text-danger');
  });
});

describe('DayRow: working-time-law hints', () => {
  const hint = {
    kind: 'rest',
    short: 'Ruhezeit',
    text: 'Nur 10:30 h Ruhezeit seit dem letzten Arbeitsende – mindestens 11:00 h vorgeschrieben.',
    source: '§ 5 ArbZG',
  };

  it('shows a badge in the heading and the sentence with its source when opened', async () => {
    render(
      <ul className="list-group">
        <DayRow day={day()} lawHints={[hint]} />
      </ul>,
    );
    const heading = screen.getByRole('button', { expanded: false });
    expect(heading).toHaveTextContent('Ruhezeit');
    expect(screen.queryByRole('region', { name: 'Hinweise zum Arbeitszeitgesetz' })).not.toBeInTheDocument();
    await userEvent.click(heading);
    const box = screen.getByRole('region', { name: 'Hinweise zum Arbeitszeitgesetz' });
    expect(box).toHaveTextContent('Nur 10:30 h Ruhezeit');
    expect(box).toHaveTextContent('§ 5 ArbZG');
  });

  it('shows nothing of the law when the day keeps it', () => {
    render(
      <ul className="list-group">
        <DayRow day={day()} defaultExpanded />
      </ul>,
    );
    expect(screen.queryByText(/ArbZG/)).not.toBeInTheDocument();
  });
});

describe('DayRow: today and running bookings (issue 24)', () => {
  const TODAY = '2026-11-23';
  const open = clocking({ clock_out: null, clock_out_formatted: null });

  it('marks today, says „läuft“ while a booking is open, and shows the balance so far as provisional', () => {
    render(
      <ul className="list-group">
        <DayRow day={day({ is_done: false, total: 32220, required: 28800, overtime: 0, clockings: [open] })} today={TODAY} />
      </ul>,
    );
    const button = screen.getByRole('button', { name: /Mo, 23\.11\.2026/ });
    expect(within(button).getByText('heute')).toHaveClass('badge');
    expect(within(button).getByText('läuft')).toHaveClass('badge', 'text-bg-success');
    expect(within(button).getByText('(+0:57 vorläufig)')).toHaveAttribute('title', expect.stringMatching(/endgültig ab Tagesende/));
    expect(screen.getByRole('listitem')).toHaveClass('list-group-item-danger');
  });

  it('an open booking of an earlier day still says „läuft“ (no „heute“); its clockings show the same badge', async () => {
    render(
      <ul className="list-group">
        <DayRow day={day({ is_done: false, clockings: [open] })} today="2026-11-24" />
      </ul>,
    );
    const button = screen.getByRole('button', { name: /Mo, 23\.11\.2026/ });
    expect(within(button).queryByText('heute')).toBeNull();
    expect(within(button).getByText('läuft')).toBeInTheDocument();
    expect(button).toHaveTextContent('(+0:15)');
    await userEvent.click(button);
    expect(within(screen.getByRole('table')).getByText('läuft')).toHaveClass('badge');
  });

  it('DaySumRow leaves a running today out of hours and balance and says so', () => {
    render(
      <ul>
        <DaySumRow
          label="Summe"
          today={TODAY}
          days={[day({ date: '2026-11-22', total: 27900, overtime: 900 }), day({ total: 32220, overtime: 0, is_done: false })]}
        />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('Summe ohne heute (läuft noch)');
    expect(within(row).getByText('7:45 h')).toBeInTheDocument();
    expect(within(row).getByText('(+0:15)')).toHaveClass('text-success');
  });
});
