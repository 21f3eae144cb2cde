import type { Meta, StoryObj } from '@storybook/react-vite';
import { WeekOverviewAdmin, weekOverviewAdminTag } from '@stempeluhr/views';
import { adminMeta, asAdminWith, failedRead } from '../shared/admin-stories';

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(WeekOverviewAdmin, weekOverviewAdminTag, { userId: 4, date: '2026-11-19' }),
} satisfies Meta<typeof WeekOverviewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VergangeneWoche: Story = { name: 'Vergangene Woche' };
export const LaufendeWoche: Story = { name: 'Laufende Woche', args: { date: '2026-11-23' } };
/** Anna Berger works part time (4 × 6 h). */
export const Teilzeit: Story = { name: 'Teilzeit', args: { userId: 5 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const FehlerBeimLaden: Story = failedRead('/admin/clocking/week-overview');
export const NeuberechnungSchlaegtFehl: Story = {
  name: 'Neuberechnung schlägt fehl',
  parameters: asAdminWith({ method: 'POST', path: '/admin/overtime/recalculate', status: 500 }),
};
