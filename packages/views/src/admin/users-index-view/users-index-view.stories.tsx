import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersIndexView, usersIndexViewTag } from '@stempeluhr/views';
import { ADMIN, adminMeta, asAdminWith } from '../shared/admin-stories';

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(UsersIndexView, usersIndexViewTag),
} satisfies Meta<typeof UsersIndexView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 active users over 4 pages. */
export const AktiveBenutzer: Story = { name: 'Aktive Benutzer' };
export const InaktiveUndGeloeschte: Story = { name: 'Inaktive und gelöschte', args: { filterUser: 'inactive' } };
export const Alle: Story = { name: 'Alle', args: { filterUser: 'all' } };
export const OhneFirmenfilter: Story = { name: 'Ohne Firmenfilter', args: { companies: undefined } };
export const LangsameAntwort: Story = { name: 'Langsame Antwort', parameters: { ...ADMIN, mockLatency: 1500 } };
export const KeinAdmin: Story = { name: 'Kein Admin', parameters: { mockUserId: 4 } };
export const Serverfehler: Story = {
  name: 'Serverfehler',
  parameters: asAdminWith({ method: 'GET', path: '/json/admin/overtime/users', status: 500 }),
};
export const Netzwerkfehler: Story = {
  name: 'Netzwerkfehler',
  parameters: asAdminWith({ method: 'GET', path: '/json/admin/overtime/users', network: true }),
};
