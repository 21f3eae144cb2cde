import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkinghoursViewAdmin, workinghoursViewAdminTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(WorkinghoursViewAdmin, workinghoursViewAdminTag),
  args: { userId: 5 },
  parameters: ADMIN,
} satisfies Meta<typeof WorkinghoursViewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna Berger: full time until 2023, part time since 2024 (the current entry cannot be deleted). */
export const MitHistorie: Story = { name: 'Mit Historie' };
export const NurAktuellerEintrag: Story = { name: 'Nur aktueller Eintrag', args: { userId: 4 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const KeinAdmin: Story = { name: 'Kein Admin', parameters: params({ mockUserId: 4 }) };
export const FehlerBeimLaden: Story = {
  name: 'Fehler beim Laden',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/working-hours/5', status: 500 }] }),
};
