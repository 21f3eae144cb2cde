import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Day } from '@stempeluhr/core';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { WeekOverview, weekOverviewTag } from '@stempeluhr/views';
import { addDays, format, parseISO } from 'date-fns';
import { day } from './week-overview.fixtures';
import { viewMeta } from '@stories/contract-meta';
import { db } from '@mocks/index';
import { workLateYesterday } from '@mocks/timetracking/scenarios';
import type { MockParameters } from '@stories/support';

const meta = {
  ...viewMeta(WeekOverview, weekOverviewTag),
  args: { mode: 'week', date: '2026-11-23' },
} satisfies Meta<typeof WeekOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

/** The period's answer: every weekday from `from` to `to` worked, with the overtime `overtimeOf` gives it (weekends free). */
function periodAnswer(from: string, to: string, overtimeOf: (date: Date, index: number) => number) {
  const days: Day[] = [];
  for (let date = parseISO(from), i = 0; format(date, 'yyyy-MM-dd') <= to; date = addDays(date, 1), i++) {
    const weekend = date.getDay() === 0 || date.getDay() === 6;
    const overtime = weekend ? 0 : overtimeOf(date, i);
    const required = weekend ? 0 : 27000;
    days.push(day(format(date, 'yyyy-MM-dd'), { total: required + overtime, required, overtime }));
  }
  return params({ mockFaults: [{ method: 'GET', path: '/clocking/period', status: 200, body: { days } }] });
}

export const Woche: Story = { name: 'Woche' };

export const WocheEinesTeammitglieds: Story = {
  name: 'Woche eines Teammitglieds',
  args: { mode: 'weekly', date: undefined, dn: 'anna.berger', year: 2026, week: 47 },
};

export const Monat: Story = {
  name: 'Monat',
  args: { mode: 'monthly', date: undefined, year: 2026, month: 10 },
};

/** A period: the chart of its weeks above the days (here one week minus, one plus). */
export const Zeitraum: Story = {
  name: 'Zeitraum',
  args: { mode: 'periodic', date: undefined, from: '2026-11-02', to: '2026-11-15' },
};

/** Eight weeks, every one in plus. */
export const ZeitraumNurPlus: Story = {
  name: 'Zeitraum, nur Plus',
  args: { mode: 'periodic', date: undefined, from: '2026-09-28', to: '2026-11-22' },
  parameters: periodAnswer('2026-09-28', '2026-11-22', (_date, i) => 600 + (i % 5) * 300 + (i % 3) * 420),
};

/** Eight weeks, every one in minus. */
export const ZeitraumNurMinus: Story = {
  name: 'Zeitraum, nur Minus',
  args: { mode: 'periodic', date: undefined, from: '2026-09-28', to: '2026-11-22' },
  parameters: periodAnswer('2026-09-28', '2026-11-22', (_date, i) => -(300 + (i % 4) * 600)),
};

/** Twelve weeks up and down, the chart's figures opened as a table. */
export const ZeitraumGemischtAlsTabelle: Story = {
  name: 'Zeitraum gemischt, als Tabelle',
  args: { mode: 'periodic', date: undefined, from: '2026-08-31', to: '2026-11-22' },
  parameters: periodAnswer(
    '2026-08-31',
    '2026-11-22',
    (date, i) => (Math.floor(i / 7) % 3 === 1 ? -1800 : 900) + (date.getDate() % 4) * 300,
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Als Tabelle anzeigen' }, { timeout: 5000 }));
    await screen.findByRole('table', { name: 'Überstunden je Woche' });
  },
};

/** Longer than 16 weeks: one bar per month (the emulated backend's year). */
export const LangerZeitraumNachMonaten: Story = {
  name: 'Langer Zeitraum nach Monaten',
  args: { mode: 'periodic', date: undefined, from: '2025-12-01', to: '2026-11-22' },
};

export const MigrierteWoche: Story = {
  name: 'Migrierte Woche',
  args: { date: '2020-02-17' },
};

export const Laden: Story = {
  name: 'Laden',
  parameters: params({ mockLatency: 600_000 }),
};

/** An empty period: the empty state, no chart. */
export const LeererZeitraum: Story = {
  name: 'Leerer Zeitraum',
  args: { mode: 'periodic', date: undefined, from: '2026-11-02', to: '2026-11-08' },
  parameters: params({ mockFaults: [{ method: 'GET', path: '/clocking/period', status: 200, body: { days: [] } }] }),
};

export const Fehler: Story = {
  name: 'Fehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/clocking/week-overview', status: 500 }] }),
};

export const UnerwarteteAntwort: Story = {
  name: 'Unerwartete Antwort',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/clocking/week-overview', status: 200, body: { days: null } }] }),
};

/** What a page with a wrong embedding shows: the one German configuration error, nothing loaded. */
export const UngueltigeAngaben: Story = {
  name: 'Ungültige Angaben',
  args: { mode: 'weekly', date: undefined, dn: undefined, year: 2026, week: 54 },
  parameters: { expectedConsoleErrors: /<week-overview>: Attribut/ },
};

/** Working-time-law hints in the day rows: Monday until 23:30, Tuesday from 07:00 without a break (§ 4, § 5 ArbZG). */
export const ArbeitszeitHinweise: Story = {
  name: 'Arbeitszeit-Hinweise',
  args: { mode: 'week', date: '2026-11-24' },
  parameters: params({ mockNow: '2026-11-24T14:00:00+01:00' }),
  loaders: [
    async () => {
      workLateYesterday(db, db.currentUserId);
      return {};
    },
  ],
};

/** A week chosen in the week picker (keyboard: Enter opens it, ArrowDown goes into the calendar, the arrow keys move, Enter takes the week). */
export const WocheGewaehlt: Story = {
  name: 'Woche gewählt',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Mo, 23\.11\.2026/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Woche KW 48 · 23.11.–29.11.2026' }));
    // The calendar's code loads on the picker's first use: give it the time a slow machine needs.
    await userEvent.click(await canvas.findByRole('gridcell', { name: /Donnerstag, 3\. Dezember 2026/ }, { timeout: 10_000 }));
    await canvas.findByRole('heading', { name: 'KW 49 · 30.11.–06.12.2026' });
    await canvas.findByRole('button', { name: /^Mo, 30\.11\.2026/ });
    await expect(canvas.getByRole('button', { name: 'Heute' })).toBeEnabled();
  },
};

/** Monthly mode paged one month on (‹ Oktober 2026 › → November 2026); "Heute" is off in the current month. */
export const MonatGeblaettert: Story = {
  name: 'Monat geblättert',
  args: { mode: 'monthly', date: undefined, year: 2026, month: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Do, 01\.10\.2026/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Nächster Monat' }));
    await canvas.findByRole('heading', { name: 'November 2026' });
    await canvas.findByRole('button', { name: /^So, 01\.11\.2026/ });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Heute' })).toBeDisabled());
  },
};

/** A period moved to end today by "Heute" (same length: 14 days up to 23.11.2026). */
export const ZeitraumBisHeute: Story = {
  name: 'Zeitraum bis heute',
  args: { mode: 'periodic', date: undefined, from: '2026-11-02', to: '2026-11-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Mo, 02\.11\.2026/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Heute' }));
    await canvas.findByRole('heading', { name: '10.11.–23.11.2026' });
    await canvas.findByRole('button', { name: /^Mo, 23\.11\.2026/ });
  },
};

/**
 * For paper: "Drucken" opens the browser's print preview (A4 portrait) with a header naming the person,
 * the span and the print date; buttons and pickers are not printed, each day keeps to one page.
 */
export const Drucken: Story = {
  name: 'Drucken',
  args: { mode: 'monthly', date: undefined, year: 2026, month: 10, userName: 'Max Müller' },
};
