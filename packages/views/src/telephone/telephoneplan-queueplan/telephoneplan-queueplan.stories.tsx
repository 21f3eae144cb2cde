import type { Meta, StoryObj } from '@storybook/react-vite';
import { TelephoneplanQueueplan, telephoneplanQueueplanTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

/** Lukas Hoffmann (6) is helpdesk level 3. */
const LEVEL_3 = { mockUserId: 6 } satisfies MockParameters;

const meta = {
  ...viewMeta(TelephoneplanQueueplan, telephoneplanQueueplanTag),
  parameters: LEVEL_3,
} satisfies Meta<typeof TelephoneplanQueueplan>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

/** Monday: everybody works; level 3 adds and removes queues. */
export const Bearbeiten: Story = { name: 'Bearbeiten' };

/** Friday: Max Müller absent (Abwesenheit), Anna Berger off (Frei): no controls in their rows. */
export const AbwesendUndFrei: Story = {
  name: 'Abwesend und frei',
  args: { date: '2026-11-27' },
};

/** Saturday: everybody Frei. */
export const Wochenende: Story = {
  name: 'Wochenende',
  args: { date: '2026-11-28' },
};

/** Max Müller (4) is not level 3: the plan read-only, with the reason. */
export const NurLesen: Story = {
  name: 'Nur lesen',
  parameters: params({ mockUserId: 4 }),
};

export const Laden: Story = {
  name: 'Laden',
  parameters: params({ ...LEVEL_3, mockLatency: 600_000 }),
};

export const Lesefehler: Story = {
  name: 'Lesefehler',
  parameters: params({ ...LEVEL_3, mockFaults: [{ method: 'GET', path: '/json/telephoneplan/queue', status: 500 }] }),
};

export const HinzufuegenSchlaegtFehl: Story = {
  name: 'Hinzufügen schlägt fehl',
  parameters: params({ ...LEVEL_3, mockFaults: [{ method: 'POST', path: '/telephoneplan/queue/store', status: 500 }] }),
};

export const EntfernenOhneVerbindung: Story = {
  name: 'Entfernen ohne Verbindung',
  parameters: params({ ...LEVEL_3, mockFaults: [{ method: 'DELETE', path: '/telephoneplan/queue/delete', network: true }] }),
};
