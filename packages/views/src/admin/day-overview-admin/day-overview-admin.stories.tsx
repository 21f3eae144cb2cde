import type { Meta, StoryObj } from '@storybook/react-vite';
import { DayOverviewAdmin, dayOverviewAdminTag } from '@stempeluhr/views';
import { adminMeta, asAdminWith, failedRead } from '../shared/admin-stories';

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(DayOverviewAdmin, dayOverviewAdminTag, { userId: 4, date: '2026-11-20' }),
} satisfies Meta<typeof DayOverviewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TagMitBuchungen: Story = { name: 'Tag mit Buchungen' };
export const LeererTag: Story = { name: 'Leerer Tag', args: { userId: 7, date: '2026-11-21' } };
/** Mehmet Yılmaz's night shift: the clock-out on the next day is red with its date. */
export const Nachtschicht: Story = { name: 'Nachtschicht', args: { userId: 7, date: '2026-11-22' } };
export const MigrierterTag: Story = { name: 'Migrierter Tag', args: { date: '2020-02-20' } };
export const ZukuenftigerTag: Story = { name: 'Zukünftiger Tag', args: { date: '2026-11-30' } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const FehlerBeimLaden: Story = failedRead('/admin/clockings/4');
/** Adding fails: the server's text as a banner at the top. */
export const HinzufuegenSchlaegtFehl: Story = {
  name: 'Hinzufügen schlägt fehl',
  args: { userId: 7, date: '2026-11-21' },
  parameters: asAdminWith({
    method: 'POST',
    path: '/clocking/user/create',
    status: 422,
    body: { message: 'Die Buchung überschneidet sich mit einer anderen Buchung.' },
  }),
};
