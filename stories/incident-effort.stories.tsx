import type { Meta, StoryObj } from '@storybook/react-vite';
import { IncidentEffort, incidentEffortTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from './contract-meta';
import type { MockParameters } from './support';

/** Sabine Schröder (1) is an admin; Mehmet Yılmaz (7) of Icinga-Master has incidents in the last six months. */
const meta = {
  ...viewMeta(IncidentEffort, incidentEffortTag),
  args: { userId: 7, userName: 'Mehmet Yılmaz' },
  parameters: { mockUserId: 1 } satisfies MockParameters,
} satisfies Meta<typeof IncidentEffort>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Standard: Story = {};

export const VorMonat: Story = {
  args: { month: '2026-09' },
};

export const LeererMonat: Story = {
  args: { month: '2025-01' },
};

export const Zugeklappt: Story = {
  args: { collapsed: true },
};

/** Saving an empty form: "Bitte Task angeben", "Bitte Aufwand angeben". */
export const NeuerEintragLeer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};

export const KeinAdmin: Story = {
  parameters: params({ mockUserId: 4 }),
};

export const Laden: Story = {
  parameters: params({ mockLatency: 600_000 }),
};

export const Lesefehler: Story = {
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/icingamaster/incidents', status: 500 }] }),
};

/** The server answers with its list of errors: shown as a red list. */
export const Speicherfehler: Story = {
  parameters: params({
    mockFaults: [{ method: 'POST', path: '/json/icingamaster/incident/user/insert', status: 422, body: { errors: ['Bitte Task angeben', 'Der Tag darf nicht in der Zukunft liegen'] } }],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Task'), 'Icinga: Host down');
    await userEvent.type(within(dialog).getByLabelText('Aufwand in Minuten'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};
