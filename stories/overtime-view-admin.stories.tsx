import type { Meta, StoryObj } from '@storybook/react-vite';
import { OvertimeViewAdmin, overtimeViewAdminTag } from '@stempeluhr/views';
import { viewMeta } from './contract-meta';
import type { MockParameters } from './support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(OvertimeViewAdmin, overtimeViewAdminTag),
  args: { userId: 4, year: 2026 },
  parameters: ADMIN,
} satisfies Meta<typeof OvertimeViewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Max Müller: calculated weeks and a manual, once corrected entry in KW 45. */
export const ManuelleUndBerechneteEintraege: Story = {};
/** Anna Berger: KW 40 was corrected twelve times (button „Verlauf“). */
export const LangerAenderungsverlauf: Story = { args: { userId: 5 } };
export const LeeresJahr: Story = { args: { year: 2019 } };
/** 2020: the transfer from v1 is migrated and cannot be changed. */
export const MigrierteDaten: Story = { args: { year: 2020 } };
export const GeloeschterBenutzer: Story = { args: { userId: 12, deleted: true, year: 2020 } };
export const KeinAdmin: Story = { parameters: params({ mockUserId: 4 }) };
export const FehlerBeimLaden: Story = {
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/overtime/4/year', status: 500 }] }),
};
export const SaldoNichtVerfuegbar: Story = {
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/overtime/4/total', status: 500 }] }),
};
/** Saving fails: only logged (spec), the dialog keeps its values. */
export const SpeichernSchlaegtFehl: Story = {
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'POST', path: '/admin/overtime', status: 500 }] }),
};
