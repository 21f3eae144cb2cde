import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsViewAdmin, pointsViewAdminTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

/** Sabine Schröder (1) is an admin; Max Müller (4) has a few entries a year, Lukas Hoffmann (6) thousands. */
const meta = {
  ...viewMeta(PointsViewAdmin, pointsViewAdminTag),
  args: { userId: 4, userName: 'Max Müller' },
  parameters: { mockUserId: 1 } satisfies MockParameters,
} satisfies Meta<typeof PointsViewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

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
    await userEvent.selectOptions(await within(canvasElement).findByLabelText('Einträge'), 'alle');
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

export const NeuerEintrag: Story = {
  name: 'Neuer Eintrag',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};

/** Not an admin: the server refuses. */
export const KeinAdmin: Story = {
  name: 'Kein Admin',
  parameters: params({ mockUserId: 4 }),
};

export const Laden: Story = {
  name: 'Laden',
  parameters: params({ mockLatency: 600_000 }),
};

export const Lesefehler: Story = {
  name: 'Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/admin/points/user', status: 500 }] }),
};

export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/json/admin/points/user/insert', status: 422 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Punkte', { exact: false }), '2');
    await userEvent.type(within(dialog).getByLabelText('Kommentar'), 'Kundenlob');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};

export const Loeschfehler: Story = {
  name: 'Löschfehler',
  parameters: params({ mockFaults: [{ method: 'DELETE', path: '/json/admin/points/user/delete', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const [remove] = await within(canvasElement).findAllByRole('button', { name: /^Eintrag vom .* löschen$/ });
    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
  },
};
