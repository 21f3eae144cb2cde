import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { IsoWeek } from '@stempeluhr/core';
import { PeriodNav, type MonthYear } from '@stempeluhr/ui';

// The fixed day of every story (Mittwoch, 25.11.2026), so „Heute“ looks the same in each run.
const TODAY = '2026-11-25';

function WeekDemo() {
  const [value, setValue] = useState<IsoWeek>({ year: 2026, week: 48 });
  return <PeriodNav unit="week" label="Woche wählen" value={value} onChange={setValue} today={TODAY} />;
}

function MonthDemo() {
  const [value, setValue] = useState<MonthYear>({ year: 2026, month: 11 });
  return <PeriodNav unit="month" label="Monat wählen" value={value} onChange={setValue} today={TODAY} />;
}

function DayDemo() {
  const [value, setValue] = useState(TODAY);
  return <PeriodNav unit="day" label="Tag wählen" value={value} onChange={setValue} today={TODAY} />;
}

function YearDemo({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <PeriodNav unit="year" label="Jahr wählen" value={value} onChange={setValue} today={TODAY} />;
}

const meta = {
  title: 'Bausteine/Zeitraum blättern',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Woche: Story = { name: 'Woche', render: () => <WeekDemo /> };
export const Monat: Story = { name: 'Monat', render: () => <MonthDemo /> };
export const Tag: Story = { name: 'Tag', render: () => <DayDemo /> };
/** ‹ 2026 › with „Heute“ off (the current year is shown) and its reason as the title. */
export const Jahr: Story = { name: 'Jahr', render: () => <YearDemo initial={2026} /> };
/** An earlier year: „Heute“ goes back to 2026. */
export const FrueheresJahr: Story = { name: 'Jahr, früheres', render: () => <YearDemo initial={2024} /> };
