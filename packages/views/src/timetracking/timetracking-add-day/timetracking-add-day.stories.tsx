import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimetrackingAddDay, timetrackingAddDayTag, type TimetrackingAddDayProps } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import { userEvent, within } from 'storybook/test';
import { BLOCKED_USER_ARGS, MIGRATED_DAY_STORY, OWN_DAY_ARGS, params } from '../shared/story-args';

const meta = {
  ...viewMeta(TimetrackingAddDay, timetrackingAddDayTag),
  args: OWN_DAY_ARGS,
} satisfies Meta<typeof TimetrackingAddDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form renders nothing in these cases; the story says so above it. */
const explained = (text: string) =>
  function Explained(args: TimetrackingAddDayProps) {
    return (
      <>
        <p className="text-body-secondary small">{text}</p>
        <TimetrackingAddDay {...args} />
      </>
    );
  };

export const VergangenerTag: Story = { name: 'Vergangener Tag' };

/** Today (the browser's date): "bis Jetzt" is offered. */
export const Heute: Story = {
  name: 'Heute',
  args: { date: undefined },
};

export const ZukuenftigerTag: Story = {
  name: 'Zukünftiger Tag',
  args: { date: '2099-01-05' },
};

export const MigrierterTag: Story = MIGRATED_DAY_STORY;

export const GesperrterBenutzer: Story = {
  name: 'Gesperrter Benutzer',
  args: BLOCKED_USER_ARGS,
  render: explained('Gesperrter Benutzer (clockings_blacklisted: true): das Formular wird nicht angezeigt.'),
};

export const Startseite: Story = {
  name: 'Startseite',
  args: { type: 'welcome' },
  render: explained('Auf der Startseite (type="welcome") wird das Formular nicht angezeigt.'),
};

export const BenutzerOhneFlag: Story = {
  name: 'Benutzer ohne Flag',
  args: { user: { id: 4, dn: 'mmueller' } },
  render: explained('Ohne den Schlüssel clockings_blacklisted sagt die Ansicht, dass hier nichts hinzugefügt werden kann.'),
};

/** The server refuses (422): the values stay, the error is at its field. */
export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/clocking/user/create', status: 422 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buchung hinzufügen' }));
    // The dialog lies in a portal on the body.
    const form = within(await within(canvasElement.ownerDocument.body).findByRole('form', { name: 'Buchung hinzufügen' }));
    await userEvent.type(form.getByLabelText('Von'), '18:00');
    await userEvent.type(form.getByLabelText('Bis'), '19:00');
    await userEvent.type(form.getByLabelText('Kommentar'), 'Nachgetragen');
    await userEvent.click(form.getByRole('button', { name: 'Buchung hinzufügen' }));
  },
};
