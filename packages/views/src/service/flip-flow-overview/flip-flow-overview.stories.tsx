import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FlipFlowTask } from '@stempeluhr/core';
import { FlipFlowOverview, flipFlowOverviewTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import { signedInStory } from '@stories/story-kit';
import type { MockParameters } from '@stories/support';

/** "Ticketqueue sichten" of checklist 1 on Tuesday 24.11.2026 (open in the emulated backend). */
const OPEN: FlipFlowTask = {
  id: 102519101,
  name: 'Ticketqueue sichten',
  wikilink: 'https://wiki.stempeluhr.example/flipflow/101',
  cssClass: 'secondary',
  title: 'Nicht zugewiesen',
  icon: 'circle',
  assignedUserName: null,
  taskStatus: { isApproved: false, isRejected: false, isAssigned: false },
};
const assigned = (name: string): FlipFlowTask => ({
  ...OPEN,
  cssClass: 'warning',
  icon: 'user-check',
  title: `Angenommen von ${name}`,
  assignedUserName: name,
  taskStatus: { isApproved: false, isRejected: false, isAssigned: true },
});

const meta = {
  ...viewMeta(FlipFlowOverview, flipFlowOverviewTag),
  args: {
    task: OPEN,
    loggedInUserDn: 'max.mueller',
    assignRoute: '/flipflow/assign',
    unassignRoute: '/flipflow/unassign',
    approveRoute: '/flipflow/approve',
    rejectRoute: '/flipflow/reject',
  },
} satisfies Meta<typeof FlipFlowOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NichtZugewiesen: Story = { name: 'Nicht zugewiesen' };

/** Max Müller took the task: erledigt, Ablehnen and Zuweisung aufheben. */
export const AngenommenVonMir: Story = { name: 'Angenommen von mir', args: { task: assigned('Max Müller') } };

/** Somebody else took it: no unassign for Max. */
export const AngenommenVonAnderen: Story = { name: 'Angenommen von anderen', args: { task: assigned('Thomas Becker') } };

export const Erledigt: Story = {
  name: 'Erledigt',
  args: {
    task: {
      ...OPEN,
      cssClass: 'success',
      icon: 'check',
      title: 'Erledigt von Julia Wagner',
      assignedUserName: 'Julia Wagner',
      taskStatus: { isApproved: true, isRejected: false, isAssigned: true },
    },
  },
};

export const Abgelehnt: Story = {
  name: 'Abgelehnt',
  args: {
    task: {
      ...OPEN,
      cssClass: 'danger',
      icon: 'times',
      title: 'Abgelehnt von Anna Berger: Keine Begründung angegeben',
      assignedUserName: 'Anna Berger',
      taskStatus: { isApproved: false, isRejected: true, isAssigned: true },
    },
  },
};

export const NichtInDerGruppe: Story = { name: 'Nicht in der Gruppe', args: { userInGroup: false } };

/** The reason dialog of Ablehnen. */
export const BegruendungAbfragen: Story = {
  name: 'Begründung abfragen',
  args: { task: assigned('Max Müller') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ablehnen' }));
    await screen.findByRole('dialog', { name: 'Aufgabe ablehnen' });
  },
};

/** The POST below `path` fails with `status`: pressing `button` shows the error. */
const failedWrite = (name: string, path: string, status: number, button: string) => ({
  name,
  parameters: { mockFaults: [{ method: 'POST', path, status }] } satisfies MockParameters,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
    await within(canvasElement).findByRole('alert');
  },
});

export const Serverfehler: Story = failedWrite('Serverfehler', '/flipflow/assign', 500, 'Ja');

export const Sitzungsende: Story = failedWrite('Sitzungsende', '/flipflow/assign', 419, 'Ja');

/** The page thought Mehmet Yılmaz (Icinga-Master) belongs to the group; the server says no. */
export const VomServerNichtZugeordnet: Story = {
  ...signedInStory('Vom Server nicht zugeordnet', 7),
  args: { loggedInUserDn: 'mehmet.yilmaz' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ja' }));
    await within(canvasElement).findByText('Benutzer für die Aufgabe nicht zugeordnet.', { exact: false });
  },
};

export const ErledigtFehler: Story = {
  ...failedWrite('Erledigt: Fehler', '/flipflow/approve', 500, 'erledigt'),
  args: { task: assigned('Max Müller') },
};

/** Ablehnen fails on the server: the error shows in the dialog, which stays open. */
export const AblehnenFehler: Story = {
  name: 'Ablehnen fehlgeschlagen',
  args: { task: assigned('Max Müller') },
  parameters: { mockFaults: [{ method: 'POST', path: '/flipflow/reject', status: 500 }] } satisfies MockParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aufgabe ablehnen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await within(dialog).findByRole('alert');
  },
};
