import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimetackingAdminEditDay, timetackingAdminEditDayTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(TimetackingAdminEditDay, timetackingAdminEditDayTag),
  args: { userId: 4, date: '2026-11-23' },
  parameters: ADMIN,
} satisfies Meta<typeof TimetackingAdminEditDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today: the add form is open; „bis jetzt“ only while none of the user’s bookings runs. */
export const Heute: Story = { name: 'Heute' };
export const VergangenerTag: Story = { name: 'Vergangener Tag', args: { date: '2026-11-19' } };
export const MigrierterTag: Story = { name: 'Migrierter Tag', args: { date: '2020-02-20' } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const FehlerBeimLaden: Story = {
  name: 'Fehler beim Laden',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/clockings/4', status: 500 }] }),
};
