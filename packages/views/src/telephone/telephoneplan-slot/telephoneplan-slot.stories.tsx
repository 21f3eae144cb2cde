import type { Meta, StoryObj } from '@storybook/react-vite';
import { TelephoneplanSlot, telephoneplanSlotTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const ALL_TASKS = [
  { id: 1, name: 'Hotline Allgemein' },
  { id: 2, name: 'Hotline Technik' },
  { id: 3, name: 'Störungsannahme' },
  { id: 4, name: 'Vertrieb' },
  { id: 5, name: 'Rückruf-Service' },
];

/** Anna Berger's seeded morning slot of the story day holds Hotline Allgemein. */
const meta = {
  ...viewMeta(TelephoneplanSlot, telephoneplanSlotTag),
  args: {
    userId: 5,
    fullName: 'Anna Berger',
    from: '2026-11-23 08:00:00',
    to: '2026-11-23 12:00:00',
    tasks: [ALL_TASKS[0]],
    allTasks: ALL_TASKS,
    editable: 'true',
  },
} satisfies Meta<typeof TelephoneplanSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Bearbeitbar: Story = { name: 'Bearbeitbar' };

/** Any value but the string "true" shows the slot read-only. */
export const NurLesen: Story = {
  name: 'Nur lesen',
  args: { editable: 'false' },
};

/** An empty afternoon slot. */
export const OhneAufgaben: Story = {
  name: 'Ohne Aufgaben',
  args: { from: '2026-11-23 13:00:00', to: '2026-11-23 17:00:00', tasks: [] },
};

export const AlleZugewiesen: Story = {
  name: 'Alle zugewiesen',
  args: { tasks: ALL_TASKS, editable: 'false' },
};

export const ZuweisenSchlaegtFehl: Story = {
  name: 'Zuweisen schlägt fehl',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/telephoneplan/assign-task', status: 500 }] }),
};

export const EntfernenOhneVerbindung: Story = {
  name: 'Entfernen ohne Verbindung',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/telephoneplan/unassign-task', network: true }] }),
};

/** to before from: the configuration error names the attribute. */
export const FalscheZeiten: Story = {
  name: 'Falsche Zeiten',
  args: { from: '2026-11-23 12:00:00', to: '2026-11-23 08:00:00' },
  parameters: { expectedConsoleErrors: /Attribut „to“/ },
};
