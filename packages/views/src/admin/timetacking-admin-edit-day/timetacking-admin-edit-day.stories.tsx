import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimetackingAdminEditDay, timetackingAdminEditDayTag } from '@stempeluhr/views';
import { adminMeta, failedRead } from '../shared/admin-stories';

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(TimetackingAdminEditDay, timetackingAdminEditDayTag, { userId: 4, date: '2026-11-23' }),
} satisfies Meta<typeof TimetackingAdminEditDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today: the add form is open; „bis jetzt“ only while none of the user’s bookings runs. */
export const Heute: Story = { name: 'Heute' };
export const VergangenerTag: Story = { name: 'Vergangener Tag', args: { date: '2026-11-19' } };
export const MigrierterTag: Story = { name: 'Migrierter Tag', args: { date: '2020-02-20' } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const FehlerBeimLaden: Story = failedRead('/admin/clockings/4');
