import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChecklistReport, checklistReportTag } from '@stempeluhr/views';
import { within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const meta = {
  ...viewMeta(ChecklistReport, checklistReportTag),
} satisfies Meta<typeof ChecklistReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

/** November shows all five legend colours (e.g. 3.11. blue, 19.11. yellow, 4.11. red, 20.11. green, 18.11. pink). */
export const Heute: Story = { name: 'Heute' };

/** Thursday 19.11.: every task accepted, none done (yellow). */
export const AlleAngenommen: Story = { name: 'Alle angenommen', args: { date: '2026-11-19' } };

/** Friday 20.11.: every task done (green). */
export const AlleErledigt: Story = { name: 'Alle erledigt', args: { date: '2026-11-20' } };

/** Wednesday 4.11.: a task rejected (red), with its reason. */
export const Abgelehnt: Story = { name: 'Abgelehnt', args: { date: '2026-11-04' } };

/** Tuesday 3.11.: a task not assigned (blue). */
export const NichtZugewiesen: Story = { name: 'Nicht zugewiesen', args: { date: '2026-11-03' } };

/** Monitoring Icinga runs every day; 18.11. has tasks not done (pink), many days have rejections (red) with reasons. */
export const MonitoringIcinga: Story = { name: 'Monitoring (Icinga)', args: { checklistId: 2, date: '2026-11-18' } };

/** A Sunday: the weekday checklist has no tasks. */
export const TagOhneAufgaben: Story = { name: 'Tag ohne Aufgaben', args: { date: '2026-11-22' } };

/** 8 and 9 September 2019 are disabled in the calendar. */
export const September2019: Story = { name: 'September 2019', args: { date: '2019-09-10' } };

export const Laden: Story = { name: 'Laden', parameters: params({ mockLatency: 600_000 }) };

export const Lesefehler: Story = {
  name: 'Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/serviceagent/ajax/flip-flows', status: 500 }] }),
};

export const KalenderLesefehler: Story = {
  name: 'Kalender: Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/serviceagent/ajax/report/get-day-status', status: 500 }] }),
};

export const ChecklistenLesefehler: Story = {
  name: 'Checklisten: Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/serviceagent/ajax/checklists', status: 500 }] }),
};

/** 18.11.: one task not done (pink, the last colour of the legend). */
export const NichtErledigt: Story = {
  name: 'Nicht erledigt',
  args: { date: '2026-11-18' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Aufgaben am 18.11.2026' });
  },
};

export const Sitzungsende: Story = {
  name: 'Sitzungsende',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/serviceagent/ajax/flip-flows', status: 419 }] }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Sitzung abgelaufen/, undefined, { timeout: 4000 });
  },
};
