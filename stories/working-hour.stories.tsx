import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkingHour, workingHourTag } from '@stempeluhr/views';
import { viewMeta } from './contract-meta';
import type { MockParameters } from './support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(WorkingHour, workingHourTag),
  args: { userId: 4 },
  parameters: ADMIN,
} satisfies Meta<typeof WorkingHour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new rule from the server's defaults (Max Müller: 5 × 8 h, from next week). */
export const NeueRegel: Story = {};
/** Anna Berger's part-time defaults: 4 × 6 h, no breaks, 25 days. */
export const NeueRegelTeilzeit: Story = { args: { userId: 5 } };
/** Changing a closed entry of the history: Gültig bis. */
export const EintragAendern: Story = { args: { userId: 5, entryId: 5 } };
export const EintragNichtGefunden: Story = { args: { userId: 5, entryId: 999 } };
export const GeloeschterBenutzer: Story = { args: { userId: 12, deleted: true } };
export const FehlerBeimLaden: Story = {
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/working-hour/4', status: 500 }] }),
};
/** Saving answers with the server's errors list. */
export const SpeichernAbgelehnt: Story = {
  parameters: params({
    ...ADMIN,
    mockFaults: [{ method: 'POST', path: '/admin/working-hours/4', status: 422, body: { errors: ['Gültig ab überschneidet sich mit einem bestehenden Eintrag.'] } }],
  }),
};
