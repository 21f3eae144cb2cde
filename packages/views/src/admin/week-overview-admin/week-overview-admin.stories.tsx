import type { Meta, StoryObj } from '@storybook/react-vite';
import { WeekOverviewAdmin, weekOverviewAdminTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(WeekOverviewAdmin, weekOverviewAdminTag),
  args: { userId: 4, date: '2026-11-19' },
  parameters: ADMIN,
} satisfies Meta<typeof WeekOverviewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VergangeneWoche: Story = { name: 'Vergangene Woche' };
export const LaufendeWoche: Story = { name: 'Laufende Woche', args: { date: '2026-11-23' } };
/** Anna Berger works part time (4 × 6 h). */
export const Teilzeit: Story = { name: 'Teilzeit', args: { userId: 5 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const FehlerBeimLaden: Story = {
  name: 'Fehler beim Laden',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/clocking/week-overview', status: 500 }] }),
};
export const NeuberechnungSchlaegtFehl: Story = {
  name: 'Neuberechnung schlägt fehl',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'POST', path: '/admin/overtime/recalculate', status: 500 }] }),
};
