import type { Meta, StoryObj } from '@storybook/react-vite';
import { TelephoneGroupsView, telephoneGroupsViewTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';
import { loadingStory, readFailureStory, signedInStory } from '@stories/story-kit';

const meta = {
  ...viewMeta(TelephoneGroupsView, telephoneGroupsViewTag),
} satisfies Meta<typeof TelephoneGroupsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVE = { method: 'POST', path: '/json/telephoneplan/user/groups/save' } as const;
const params = (p: MockParameters) => p;

/** Max Müller (4): in three of five queues. */
export const EigeneQueues: Story = { name: 'Eigene Queues' };

/** Mehmet Yılmaz (7): another user, another selection. */
export const AndererBenutzer: Story = signedInStory('Anderer Benutzer', 7);

/** The spec's loader while the list is on its way. */
export const Laden: Story = loadingStory();

export const Lesefehler: Story = readFailureStory('/json/telephoneplan/user/groups');

/** Each switch fails to save: the banner, the switch stays at the server's state. */
export const SpeichernSchlaegtFehl: Story = {
  name: 'Speichern schlägt fehl',
  parameters: params({ mockFaults: [{ ...SAVE, status: 500 }] }),
};

export const SpeichernOhneVerbindung: Story = {
  name: 'Speichern ohne Verbindung',
  parameters: params({ mockFaults: [{ ...SAVE, network: true }] }),
};
