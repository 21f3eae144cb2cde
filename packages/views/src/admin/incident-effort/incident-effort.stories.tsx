import type { Meta, StoryObj } from '@storybook/react-vite';
import { IncidentEffort, incidentEffortTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

/** Sabine Schröder (1) is an admin; Mehmet Yılmaz (7) of Icinga-Master has incidents in the last six months. */
const meta = {
  ...viewMeta(IncidentEffort, incidentEffortTag),
  args: { userId: 7, userName: 'Mehmet Yılmaz' },
  parameters: { mockUserId: 1 } satisfies MockParameters,
} satisfies Meta<typeof IncidentEffort>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Standard: Story = { name: 'Standard' };

export const VorMonat: Story = {
  name: 'Vormonat',
  args: { month: '2026-09' },
};

export const LeererMonat: Story = {
  name: 'Leerer Monat',
  args: { month: '2025-01' },
};

export const Zugeklappt: Story = {
  name: 'Zugeklappt',
  args: { collapsed: true },
};

/** Saving an empty form: "Bitte Task angeben", "Bitte Aufwand angeben". */
export const NeuerEintragLeer: Story = {
  name: 'Neuer Eintrag, leer',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};

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
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/icingamaster/incidents', status: 500 }] }),
};

/** The server answers with its list of errors: shown as a red list. */
export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: params({
    mockFaults: [
      {
        method: 'POST',
        path: '/json/icingamaster/incident/user/insert',
        status: 422,
        body: { errors: ['Bitte Task angeben', 'Der Tag darf nicht in der Zukunft liegen'] },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Task'), 'Icinga: Host down');
    await userEvent.type(within(dialog).getByLabelText('Aufwand in Minuten'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};
