import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkItemsView, workItemsViewTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const USERS = [
  { id: 4, dn: 'Max Müller' },
  { id: 5, dn: 'Anna Berger' },
  { id: 7, dn: 'Mehmet Yılmaz' },
];

const meta = {
  ...viewMeta(WorkItemsView, workItemsViewTag),
  args: { users: USERS, userId: 4, issueId: 'TOOLS-1234' },
} satisfies Meta<typeof WorkItemsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

/** Fills last week (16.–20.11.2026), factor 0,8 and the issue, then sends. */
const transfer =
  (issue: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    for (const [label, text] of [
      ['Von', '16.11.2026'],
      ['Bis', '20.11.2026'],
    ]) {
      await userEvent.clear(canvas.getByLabelText(label));
      await userEvent.type(canvas.getByLabelText(label), text);
      await userEvent.keyboard('{Escape}');
    }
    await userEvent.type(canvas.getByLabelText('Faktor'), '0,8');
    await userEvent.type(canvas.getByLabelText('Vorgang (Issue-ID)'), issue);
    await userEvent.click(canvas.getByRole('button', { name: 'Zeiten übertragen' }));
  };

export const Standard: Story = { name: 'Standard' };

/** The worked time of last week, the ISO weeks and minutes × factor. */
export const Berechnung: Story = {
  name: 'Berechnung',
  play: async (context) => {
    const canvas = within(context.canvasElement);
    for (const [label, text] of [
      ['Von', '16.11.2026'],
      ['Bis', '20.11.2026'],
    ]) {
      await userEvent.type(canvas.getByLabelText(label), text);
      await userEvent.keyboard('{Escape}');
    }
    await userEvent.type(canvas.getByLabelText('Faktor'), '0,8');
  },
};

export const Uebertragen: Story = {
  name: 'Übertragen',
  play: async (context) => {
    await transfer('TOOLS-1234')(context);
    await screen.findByText('Zeiten wurden erfolgreich übertragen');
  },
};

/** TOOLS-1000 is already billed: its items are listed, a transfer is refused. */
export const AbgerechnetesIssue: Story = {
  name: 'Abgerechnetes Issue',
  args: { issueId: 'TOOLS-1000' },
  play: async (context) => {
    await transfer('TOOLS-1000')(context);
    await screen.findByText('Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.');
  },
};

export const IssueOhneWorkItems: Story = { name: 'Issue ohne Work-Items', args: { issueId: 'NEW-1' } };

export const OhneIssue: Story = { name: 'Ohne Issue', args: { issueId: undefined } };

/** An admin transfers somebody else's time. */
export const AdminFuerAndere: Story = {
  name: 'Admin für andere',
  args: { userId: 5 },
  parameters: params({ mockUserId: 1 }),
};

export const WorkItemsLesefehler: Story = {
  name: 'Work-Items: Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/youtrack-workitems/ajax/get-workitems', status: 500 }] }),
};

export const ArbeitszeitLesefehler: Story = {
  name: 'Arbeitszeit: Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/youtrack-workitems/ajax/total-worked-time', status: 500 }] }),
  play: Berechnung.play,
};

export const Uebertragungsfehler: Story = {
  name: 'Übertragungsfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/youtrack-workitems/ajax/insert-workitems', status: 500 }] }),
  play: transfer('TOOLS-1234'),
};

/** Sent empty: every required field says what is missing; nothing is sent. */
export const Pflichtfelder: Story = {
  name: 'Pflichtfelder',
  args: { userId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zeiten übertragen' }));
    for (const text of [
      'Bitte einen Benutzer auswählen.',
      'Bitte ein gültiges Startdatum angeben.',
      'Bitte ein gültiges Enddatum angeben.',
      'Bitte einen Faktor angeben.',
      'Bitte eine Issue-ID angeben.',
    ]) {
      await canvas.findByText(text);
    }
  },
};

/** An issue id not of the form PROJEKT-1234 is refused at the field (the pickers already keep Bis from lying before Von). */
export const IssueFormatFalsch: Story = {
  name: 'Issue-Format falsch',
  play: async (context) => {
    await transfer('Tools 12')(context);
    await within(context.canvasElement).findByText('Die Issue-ID muss das Format PROJEKT-1234 haben.');
  },
};

/** A work item of the billed TOOLS-1000 cannot be deleted: the spec's text in the dialog. */
export const LoeschenAbgerechnet: Story = {
  name: 'Löschen, abgerechnet',
  args: { issueId: 'TOOLS-1000' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Löschen: Zeiteintrag „.*“ vom 05\.10\.2026$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zeiteintrag löschen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await within(dialog).findByText('Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.');
  },
};

export const Loeschfehler: Story = {
  name: 'Löschfehler',
  parameters: params({ mockFaults: [{ method: 'DELETE', path: '/youtrack-workitems/ajax/delete-workitem', status: 500 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Löschen: Zeiteintrag „.*“ vom 02\.11\.2026$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zeiteintrag löschen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await within(dialog).findByRole('alert');
  },
};
