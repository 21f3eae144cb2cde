import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsViewAdmin, pointsViewAdminTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import { loadingStory, readFailureStory, saveNewEntry, signedInStory } from '@stories/story-kit';
import type { MockParameters } from '@stories/support';

/** Sabine Schröder (1) is an admin; Max Müller (4) has a few entries a year, Lukas Hoffmann (6) thousands. */
const meta = {
  ...viewMeta(PointsViewAdmin, pointsViewAdminTag),
  args: { userId: 4, userName: 'Max Müller' },
  parameters: { mockUserId: 1 } satisfies MockParameters,
} satisfies Meta<typeof PointsViewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = { name: 'Standard' };

export const VieleEintraege: Story = {
  name: 'Viele Einträge',
  args: { userId: 6, userName: 'Lukas Hoffmann' },
};

/** "alle" with several thousand entries. */
export const AlleEintraege: Story = {
  name: 'Alle Einträge',
  args: { userId: 6, userName: 'Lukas Hoffmann' },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await within(canvasElement).findByLabelText('Anzeigen'), 'alle');
  },
};

export const LeeresJahr: Story = {
  name: 'Leeres Jahr',
  args: { year: 2024 },
};

export const Zugeklappt: Story = {
  name: 'Zugeklappt',
  args: { collapsed: true },
};

export const NeuerEintrag: Story = { name: 'Neuer Eintrag', play: saveNewEntry() };

/** Not an admin: the server refuses. */
export const KeinAdmin: Story = signedInStory('Kein Admin', 4);
export const Laden: Story = loadingStory();
export const Lesefehler: Story = readFailureStory('/json/admin/points/user');

export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: { mockFaults: [{ method: 'POST', path: '/json/admin/points/user/insert', status: 422 }] } satisfies MockParameters,
  play: saveNewEntry(async (dialog) => {
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Punkte/ }), '2');
    await userEvent.type(within(dialog).getByLabelText('Kommentar'), 'Kundenlob');
  }),
};

export const Loeschfehler: Story = {
  name: 'Löschfehler',
  parameters: { mockFaults: [{ method: 'DELETE', path: '/json/admin/points/user/delete', status: 500 }] } satisfies MockParameters,
  play: async ({ canvasElement }) => {
    const [remove] = await within(canvasElement).findAllByRole('button', { name: /^Eintrag vom .* löschen$/ });
    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
  },
};
