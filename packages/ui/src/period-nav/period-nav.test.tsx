import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { IsoWeek } from '@stempeluhr/core';
import { renderView } from '@test/render';
import type { MonthYear } from '../date-picker/month-year-nav';
import { PeriodNav, PeriodStepper } from './index';

const TODAY = '2026-11-25';

function Week({ initial }: { initial: IsoWeek }) {
  const [value, setValue] = useState(initial);
  return <PeriodNav unit="week" label="Woche wählen" value={value} onChange={setValue} today={TODAY} pick={false} />;
}

function Month({ initial }: { initial: MonthYear }) {
  const [value, setValue] = useState(initial);
  return <PeriodNav unit="month" label="Monat wählen" value={value} onChange={setValue} today={TODAY} />;
}

function Day({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <PeriodNav unit="day" label="Tag wählen" value={value} onChange={setValue} today={TODAY} />;
}

describe('one navigation for periods', () => {
  it('a week: ‹ KW 48 · 23.11.–29.11.2026 ›, steps across the year, „Heute“ comes back', async () => {
    const { user } = renderView(<Week initial={{ year: 2026, week: 1 }} />);
    const group = screen.getByRole('group', { name: 'Woche wählen' });
    expect(group).toHaveTextContent('KW 1 · 29.12.2025–04.01.2026');
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(group).toHaveTextContent('KW 52 · 22.12.–28.12.2025');
    const today = screen.getByRole('button', { name: 'Heute' });
    expect(today).toBeEnabled();
    expect(today).toHaveAttribute('title', 'Zur aktuellen Woche');
    await user.click(today);
    expect(group).toHaveTextContent('KW 48 · 23.11.–29.11.2026');
    expect(today).toBeDisabled();
    expect(today).toHaveAccessibleDescription('Die aktuelle Woche wird angezeigt');
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(group).toHaveTextContent('KW 49 · 30.11.–06.12.2026');
    expect(today).toBeEnabled();
  });

  it('a week with its calendar keeps the week picker’s names', async () => {
    function Picked() {
      const [value, setValue] = useState<IsoWeek>({ year: 2026, week: 47 });
      return <PeriodNav unit="week" label="Woche wählen" value={value} onChange={setValue} today={TODAY} />;
    }
    const { user } = renderView(<Picked />);
    expect(screen.getByRole('button', { name: /Woche wählen KW 47/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(screen.getByRole('button', { name: /Woche wählen KW 48 · 23\.11\.–29\.11\.2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
  });

  it('a month: ‹ November 2026 › across the year, „Heute“ off in the current month', async () => {
    const { user } = renderView(<Month initial={{ year: 2027, month: 1 }} />);
    expect(screen.getByRole('button', { name: /^Januar 2027/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    expect(screen.getByRole('button', { name: /^Dezember 2026/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    expect(screen.getByRole('button', { name: /^November 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heute' })).toHaveAttribute('title', 'Der aktuelle Monat wird angezeigt');
  });

  it('a day: ‹ Mi, 25.11.2026 › with the weekday, „Heute“ off today', async () => {
    const { user } = renderView(<Day initial={TODAY} />);
    const group = screen.getByRole('group', { name: 'Tag wählen' });
    expect(group).toHaveTextContent('Mi, 25.11.2026');
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nächster Tag' }));
    expect(group).toHaveTextContent('Do, 26.11.2026');
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    expect(group).toHaveTextContent('Mi, 25.11.2026');
  });

  it('a year: ‹ 2026 ›, steps by one year, „Heute“ off in the current year and says why', async () => {
    function Year() {
      const [value, setValue] = useState(2024);
      return <PeriodNav unit="year" label="Jahr wählen" value={value} onChange={setValue} today={TODAY} />;
    }
    const { user } = renderView(<Year />);
    const group = screen.getByRole('group', { name: 'Jahr wählen' });
    expect(group).toHaveTextContent('2024');
    const today = screen.getByRole('button', { name: 'Heute' });
    expect(today).toHaveAttribute('title', 'Zum aktuellen Jahr');
    await user.click(screen.getByRole('button', { name: 'Vorheriges Jahr' }));
    expect(group).toHaveTextContent('2023');
    await user.click(today);
    expect(group).toHaveTextContent('2026');
    expect(today).toBeDisabled();
    expect(today).toHaveAccessibleDescription('Das aktuelle Jahr wird angezeigt');
    await user.click(screen.getByRole('button', { name: 'Nächstes Jahr' }));
    expect(group).toHaveTextContent('2027');
    expect(today).toBeEnabled();
  });

  it('PeriodStepper is the same navigation without the week calendar (for pages that page days, months or years)', async () => {
    function Stepper() {
      const [value, setValue] = useState(TODAY);
      return <PeriodStepper unit="day" label="Tag wählen" value={value} onChange={setValue} today={TODAY} />;
    }
    const { user } = renderView(<Stepper />);
    const group = screen.getByRole('group', { name: 'Tag wählen' });
    await user.click(screen.getByRole('button', { name: 'Vorheriger Tag' }));
    expect(group).toHaveTextContent('Di, 24.11.2026');
    expect(screen.getByRole('button', { name: 'Heute' })).toBeEnabled();
    renderView(<PeriodStepper unit="week" label="Woche" value={{ year: 2026, week: 48 }} onChange={() => {}} today={TODAY} hideToday />);
    // A week without the calendar: its label is plain text, no picker button.
    expect(screen.getByRole('group', { name: 'Woche' })).toHaveTextContent('KW 48 · 23.11.–29.11.2026');
    expect(screen.queryByRole('button', { name: /KW 48/ })).toBeNull();
  });

  it('keeps the words a view fixed for its step buttons', () => {
    renderView(
      <PeriodNav
        unit="month"
        label="Monate wechseln"
        value={{ year: 2026, month: 11 }}
        onChange={() => {}}
        previousLabel="Voriger Monat"
        today={TODAY}
      />,
    );
    expect(screen.getByRole('button', { name: 'Voriger Monat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();
  });
});
