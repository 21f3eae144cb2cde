import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChecklistTaskOption } from '@stempeluhr/core';
import { ChangeAllTaskStatus, changeAllTaskStatusTag } from '@stempeluhr/views';
import { expect, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const option = (id: number, name: string, displayname: string, typ: string, priority: number, checked: boolean): ChecklistTaskOption => ({
  id,
  name: `${id} - ${name}`,
  displayname,
  typ,
  priority,
  checked,
  timestamp: checked ? 1_761_346_800 : 0,
});

/** The catalogue of the emulated backend; checklist 1 has 101–104 selected. */
const TASKS: ChecklistTaskOption[] = [
  option(101, 'Ticketqueue sichten', 'Helpdesk', 'Kontrolle', 1, true),
  option(102, 'Telefonanlage prüfen', 'Helpdesk', 'Kontrolle', 2, true),
  option(103, 'Backup-Protokolle prüfen', 'Helpdesk', 'Wartung', 1, true),
  option(104, 'Gesperrte Konten prüfen', 'Helpdesk', 'Kontrolle', 2, true),
  option(105, 'Passwort-Resets abarbeiten', 'Helpdesk', 'Aufgabe', 3, false),
  option(201, 'Kritische Alarme prüfen', 'Icinga-Master', 'Kontrolle', 1, false),
  option(202, 'Downtimes kontrollieren', 'Icinga-Master', 'Wartung', 2, false),
  option(204, 'Ablaufende Zertifikate prüfen', 'Icinga-Master', 'Wartung', 3, false),
  option(301, 'Wochenbericht erstellen', 'Service', 'Bericht', 1, false),
];

const meta = {
  ...viewMeta(ChangeAllTaskStatus, changeAllTaskStatusTag),
  args: { checklistId: 1, route: '/checklist/ajax/toggle-task', tasks: TASKS },
} satisfies Meta<typeof ChangeAllTaskStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const TeilweiseAusgewaehlt: Story = { name: 'Teilweise ausgewählt' };

/** Every task checked: the header toggle is on. */
export const AlleAusgewaehlt: Story = {
  name: 'Alle ausgewählt',
  args: { tasks: TASKS.map((t) => ({ ...t, checked: true, timestamp: 1_761_346_800 })) },
};

export const KeineAusgewaehlt: Story = {
  name: 'Keine ausgewählt',
  args: { tasks: TASKS.map((t) => ({ ...t, checked: false, timestamp: 0 })) },
};

export const KeineFlipFlows: Story = { name: 'Keine Flip-Flows', args: { tasks: [] } };

/** Checking a task: "FlipFlow wurde in die Checkliste eingefügt". */
export const Eingefuegt: Story = {
  name: 'Eingefügt',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: '105 - Passwort-Resets abarbeiten auswählen' }));
    await within(canvasElement).findByText('FlipFlow wurde in die Checkliste eingefügt');
  },
};

export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/checklist/ajax/toggle-task', status: 500 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: '105 - Passwort-Resets abarbeiten auswählen' }));
    await within(canvasElement).findByRole('alert');
  },
};

export const Sitzungsende: Story = {
  name: 'Sitzungsende',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/checklist/ajax/toggle-task', status: 419 }] }),
  play: Speicherfehler.play,
};

/** Unchecking a task: "FlipFlow wurde abgewählt"; the header toggle is off. */
export const Abgewaehlt: Story = {
  name: 'Abgewählt',
  args: { tasks: TASKS.map((t) => ({ ...t, checked: true, timestamp: 1_761_346_800 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '101 - Ticketqueue sichten auswählen' }));
    await canvas.findByText('FlipFlow wurde abgewählt');
    await expect(canvas.getByRole('checkbox', { name: 'Alle Aufgaben auswählen' })).not.toBeChecked();
  },
};

/** The header toggle checks every task; then it is on. */
export const AlleAuswaehlen: Story = {
  name: 'Alle auswählen',
  args: { tasks: TASKS.map((t) => ({ ...t, checked: false, timestamp: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Alle Aufgaben auswählen' }));
    await canvas.findAllByText('FlipFlow wurde in die Checkliste eingefügt');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};
