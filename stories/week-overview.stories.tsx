import type { Meta, StoryObj } from '@storybook/react-vite';
import { WeekOverview, weekOverviewTag } from '@stempeluhr/views';
import { viewMeta } from './contract-meta';
import { db } from '@mocks/index';
import { workLateYesterday } from '@mocks/timetracking/scenarios';
import type { MockParameters } from './support';

const meta = {
  ...viewMeta(WeekOverview, weekOverviewTag),
  args: { mode: 'week', date: '2026-11-23' },
} satisfies Meta<typeof WeekOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Woche: Story = {};

export const WocheEinesTeammitglieds: Story = {
  args: { mode: 'weekly', date: undefined, dn: 'anna.berger', year: 2026, week: 47 },
};

export const Monat: Story = {
  args: { mode: 'monthly', date: undefined, year: 2026, month: 10 },
};

export const Zeitraum: Story = {
  args: { mode: 'periodic', date: undefined, from: '2026-11-02', to: '2026-11-15' },
};

export const MigrierteWoche: Story = {
  args: { date: '2020-02-17' },
};

export const Laden: Story = {
  parameters: params({ mockLatency: 600_000 }),
};

export const LeererZeitraum: Story = {
  args: { mode: 'periodic', date: undefined, from: '2026-11-02', to: '2026-11-08' },
  parameters: params({ mockFaults: [{ method: 'GET', path: '/clocking/period', status: 200, body: { days: [] } }] }),
};

export const Fehler: Story = {
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/clocking/week-overview', status: 500 }] }),
};

export const UnerwarteteAntwort: Story = {
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/clocking/week-overview', status: 200, body: { days: null } }] }),
};

/** What a page with a wrong embedding shows: the one German configuration error, nothing loaded. */
export const UngueltigeAngaben: Story = {
  args: { mode: 'weekly', date: undefined, dn: undefined, year: 2026, week: 54 },
  parameters: { expectedConsoleErrors: /<week-overview>: Attribut/ },
};

/** Working-time-law hints in the day rows: Monday until 23:30, Tuesday from 07:00 without a break (§ 4, § 5 ArbZG). */
export const ArbeitszeitHinweise: Story = {
  args: { mode: 'week', date: '2026-11-24' },
  parameters: params({ mockNow: '2026-11-24T14:00:00+01:00' }),
  loaders: [
    async () => {
      workLateYesterday(db, db.currentUserId);
      return {};
    },
  ],
};
