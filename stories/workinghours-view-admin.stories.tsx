import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkinghoursViewAdmin, workinghoursViewAdminTag } from '@stempeluhr/views';
import { viewMeta } from './contract-meta';
import type { MockParameters } from './support';

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
export const MitHistorie: Story = {};
export const NurAktuellerEintrag: Story = { args: { userId: 4 } };
export const GeloeschterBenutzer: Story = { args: { userId: 12, deleted: true } };
export const KeinAdmin: Story = { parameters: params({ mockUserId: 4 }) };
export const FehlerBeimLaden: Story = {
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/working-hours/5', status: 500 }] }),
};
