import type { Meta, StoryObj } from '@storybook/react-vite';
import { IncidentEffort, incidentEffortTag } from '@stempeluhr/views';
import { userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import { loadingStory, readFailureStory, saveNewEntry, signedInStory } from '@stories/story-kit';
import type { MockParameters } from '@stories/support';

/** Sabine Schröder (1) is an admin; Mehmet Yılmaz (7) of Icinga-Master has incidents in the last six months. */
const meta = {
  ...viewMeta(IncidentEffort, incidentEffortTag),
  parameters: { mockUserId: 1 } satisfies MockParameters,
} satisfies Meta<typeof IncidentEffort>;

export default meta;
type Story = StoryObj<typeof meta>;

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
export const NeuerEintragLeer: Story = { name: 'Neuer Eintrag, leer', play: saveNewEntry() };

export const KeinAdmin: Story = signedInStory('Kein Admin', 4);
export const Laden: Story = loadingStory();
export const Lesefehler: Story = readFailureStory('/json/icingamaster/incidents');

/** The server answers with its list of errors: shown as a red list. */
export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: {
    mockFaults: [
      {
        method: 'POST',
        path: '/json/icingamaster/incident/user/insert',
        status: 422,
        body: { errors: ['Bitte Task angeben', 'Der Tag darf nicht in der Zukunft liegen'] },
      },
    ],
  } satisfies MockParameters,
  play: saveNewEntry(async (dialog) => {
    await userEvent.type(within(dialog).getByLabelText('Task'), 'Icinga: Host down');
    await userEvent.type(within(dialog).getByLabelText('Aufwand in Minuten'), '30');
  }),
};
