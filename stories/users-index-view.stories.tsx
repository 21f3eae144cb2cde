import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersIndexView, usersIndexViewTag } from '@stempeluhr/views';
import { viewMeta } from './contract-meta';
import type { MockParameters } from './support';

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
export const AktiveBenutzer: Story = {};
export const InaktiveUndGeloeschte: Story = { args: { filterUser: 'inactive' } };
export const Alle: Story = { args: { filterUser: 'all' } };
export const OhneFirmenfilter: Story = { args: { companies: undefined } };
export const LangsameAntwort: Story = { parameters: params({ ...ADMIN, mockLatency: 1500 }) };
export const KeinAdmin: Story = { parameters: params({ mockUserId: 4 }) };
export const Serverfehler: Story = {
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/json/admin/overtime/users', status: 500 }] }),
};
export const Netzwerkfehler: Story = {
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/json/admin/overtime/users', network: true }] }),
};
