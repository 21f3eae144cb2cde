import type { Meta, StoryObj } from '@storybook/react-vite';
import { TeamOverview, teamOverviewTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';
import { loadingStory, readFailureStory, signedInStory } from '@stories/story-kit';

/** Thomas Becker (2) leads Helpdesk; Julia Wagner (3) is his substitute; Max Müller (4) is a member. */
const LEAD = { id: 2, dn: 'thomas.becker' };
const MEMBER = { id: 4, dn: 'max.mueller' };
/** Thursday of ISO week 48: Monday to Wednesday are settled, the badges have colours. */
const THURSDAY = '2026-11-26T12:00:00+01:00';

const meta = {
  ...viewMeta(TeamOverview, teamOverviewTag),
  // The week of the story's "now" (Thursday 26.11.2026), whatever day the machine running it has.
  args: { group: 'Helpdesk', user: LEAD, date: '2026-11-26' },
  parameters: { mockUserId: 2, mockNow: THURSDAY } satisfies MockParameters,
} satisfies Meta<typeof TeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const TeamleitungSiehtTeam: Story = { name: 'Teamleitung sieht Team' };

/** The lead opens Max Müller's week. */
export const TeamleitungOeffnetMitglied: Story = {
  name: 'Teamleitung öffnet Mitglied',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Max Müller Wochensaldo/ }));
  },
};

/** Add a clocking to Wednesday: the dialog with the reason. */
export const BuchungHinzufuegen: Story = {
  name: 'Buchung hinzufügen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Max Müller Wochensaldo/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Mi, 25\.11\.2026/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};

export const MitgliedSiehtEigeneWoche: Story = {
  name: 'Mitglied sieht eigene Woche',
  args: { user: MEMBER },
  parameters: params({ mockUserId: 4 }),
};

export const VertretungSiehtTeam: Story = {
  name: 'Vertretung sieht Team',
  args: { user: { id: 3, dn: 'julia.wagner' } },
  parameters: params({ mockUserId: 3 }),
};

/** Laura Fischer's clockings are blocked: her week is read-only. */
export const GesperrtesMitglied: Story = {
  name: 'Gesperrtes Mitglied',
  args: { group: 'Entwicklung', user: { id: 1, dn: 'sabine.schroeder' } },
  parameters: params({ mockUserId: 1 }),
};

/** Monday morning: no day of the week is settled yet, every badge is grey. */
export const WocheOhneDaten: Story = {
  name: 'Woche ohne Daten',
  parameters: params({ mockNow: '2026-11-23T09:30:00+01:00' }),
};

/** February 2020: the migrated days cannot be changed. */
export const MigrierteWoche: Story = {
  name: 'Migrierte Woche',
  args: { date: '2020-02-19' },
  parameters: params({ mockNow: '2020-02-21T12:00:00+01:00' }),
};

/** Someone outside the group: the server refuses. */
export const KeinMitglied: Story = { ...signedInStory('Kein Mitglied', 7), args: { user: { id: 7, dn: 'mehmet.yilmaz' } } };

export const Laden: Story = loadingStory();

export const Lesefehler: Story = readFailureStory('/clocking/team');

export const WochenLesefehler: Story = {
  ...readFailureStory('/json/team/clocking/week-overview', 'Wochen: Lesefehler'),
  play: TeamleitungOeffnetMitglied.play,
};

/** The server refuses the new clocking: its message joins the dialog's list. */
export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/clocking/user/create', status: 422 }] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Max Müller Wochensaldo/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Mi, 25\.11\.2026/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Von'), '20:00');
    await userEvent.type(within(dialog).getByLabelText('Bis'), '21:00');
    await userEvent.type(within(dialog).getByLabelText('Kommentar'), 'Nachtrag');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  },
};
