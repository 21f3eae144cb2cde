import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersIndexView, usersIndexViewTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const COMPANIES = ['Stempeluhr GmbH', 'Stempeluhr Service GmbH', 'Stempeluhr Consulting AG'];
const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(UsersIndexView, usersIndexViewTag),
  args: { companies: COMPANIES },
  parameters: ADMIN,
} satisfies Meta<typeof UsersIndexView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 active users over 4 pages. */
export const AktiveBenutzer: Story = { name: 'Aktive Benutzer' };
export const InaktiveUndGeloeschte: Story = { name: 'Inaktive und gelöschte', args: { filterUser: 'inactive' } };
export const Alle: Story = { name: 'Alle', args: { filterUser: 'all' } };
export const OhneFirmenfilter: Story = { name: 'Ohne Firmenfilter', args: { companies: undefined } };
export const LangsameAntwort: Story = { name: 'Langsame Antwort', parameters: params({ ...ADMIN, mockLatency: 1500 }) };
export const KeinAdmin: Story = { name: 'Kein Admin', parameters: params({ mockUserId: 4 }) };
export const Serverfehler: Story = {
  name: 'Serverfehler',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/json/admin/overtime/users', status: 500 }] }),
};
export const Netzwerkfehler: Story = {
  name: 'Netzwerkfehler',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/json/admin/overtime/users', network: true }] }),
};
