import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpdeskSorting, helpdeskSortingTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';
import { loadingStory, readFailureStory, signedInStory } from '@stories/story-kit';

/** Lukas Hoffmann (6) holds Intern.Rollen.HelpdeskDienstplan.Admin. */
const ADMIN = { mockUserId: 6 } satisfies MockParameters;

const meta = {
  ...viewMeta(HelpdeskSorting, helpdeskSortingTag),
  parameters: ADMIN,
} satisfies Meta<typeof HelpdeskSorting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded list: Jonas Weber has left the Helpdesk, Anna Berger is missing until the next sync. */
export const Bearbeiten: Story = { name: 'Bearbeiten' };

/** Max Müller (4) has no admin role: the list read-only, with the reason. */
export const NurLesen: Story = { ...signedInStory('Nur lesen', 4), args: { roles: ['employee'] } };

/** The page claims the role, the server refuses (403): each click shows the server's message. */
export const ServerVerweigert: Story = signedInStory('Server verweigert', 4);

export const Laden: Story = loadingStory();

export const Lesefehler: Story = readFailureStory('/scheduler/helpdesk/sorting');

export const VerschiebenSchlaegtFehl: Story = {
  name: 'Verschieben schlägt fehl',
  parameters: { ...ADMIN, mockFaults: [{ method: 'GET', path: '/scheduler/helpdesk/sorting/down', status: 500 }] } satisfies MockParameters,
};

export const EntfernenOhneVerbindung: Story = {
  name: 'Entfernen ohne Verbindung',
  parameters: { ...ADMIN, mockFaults: [{ method: 'DELETE', path: '/scheduler/helpdesk/sorting', network: true }] } satisfies MockParameters,
};
