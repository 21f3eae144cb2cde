import type { Meta, StoryObj } from '@storybook/react-vite';
import { DayOverviewAdmin, dayOverviewAdminTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(DayOverviewAdmin, dayOverviewAdminTag),
  args: { userId: 4, date: '2026-11-20' },
  parameters: ADMIN,
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
export const FehlerBeimLaden: Story = {
  name: 'Fehler beim Laden',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/clockings/4', status: 500 }] }),
};
/** Adding fails: the server's text as a banner at the top. */
export const HinzufuegenSchlaegtFehl: Story = {
  name: 'Hinzufügen schlägt fehl',
  args: { userId: 7, date: '2026-11-21' },
  parameters: params({
    ...ADMIN,
    mockFaults: [
      {
        method: 'POST',
        path: '/clocking/user/create',
        status: 422,
        body: { message: 'Die Buchung überschneidet sich mit einer anderen Buchung.' },
      },
    ],
  }),
};
