import type { Meta, StoryObj } from '@storybook/react-vite';
import { DayOverview, dayOverviewTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import { loadingStory, readFailureStory } from '@stories/story-kit';
import { screen, userEvent, within } from 'storybook/test';
import { BLOCKED_USER_ARGS, MIGRATED_DAY_STORY, OWN_DAY_ARGS, params } from '../shared/story-args';

const meta = {
  ...viewMeta(DayOverview, dayOverviewTag),
  args: OWN_DAY_ARGS,
} satisfies Meta<typeof DayOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NormalerTag: Story = { name: 'Normaler Tag' };

export const LeererTag: Story = {
  name: 'Leerer Tag',
  args: { date: '2026-11-22' },
};

/** "Now" is 20.11.2026 09:30 in the backend: the day's clocking is still open. */
export const Eingestempelt: Story = {
  name: 'Eingestempelt',
  parameters: params({ mockNow: '2026-11-20T09:30:00+01:00' }),
};

/** Mehmet Yılmaz's night shift: the clock-out on the next day is red with its date. */
export const NachtschichtUeberMitternacht: Story = {
  name: 'Nachtschicht über Mitternacht',
  args: { user: { id: 7, dn: 'myilmaz', clockings_blacklisted: false }, date: '2026-11-22' },
  parameters: params({ mockUserId: 7 }),
};

export const MigrierterTag: Story = MIGRATED_DAY_STORY;

export const GesperrterBenutzer: Story = {
  name: 'Gesperrter Benutzer',
  args: BLOCKED_USER_ARGS,
};

export const Startseite: Story = {
  name: 'Startseite',
  args: { type: 'welcome' },
};

/** Without the key clockings_blacklisted the page does not allow own edits (NOTES). */
export const BenutzerOhneFlag: Story = {
  name: 'Benutzer ohne Flag',
  args: { user: { id: 4, dn: 'mmueller' } },
};

export const Laden: Story = loadingStory();

export const Lesefehler: Story = readFailureStory('/clocking/user/clockings');

/** The server refuses the change: the dialog stays open with every value, the error at its field. */
export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/clocking/user/update', status: 422 }] }),
  play: async ({ canvasElement }) => {
    const [edit] = await within(canvasElement).findAllByRole('button', { name: 'Eintrag ändern' });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag ändern' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
  },
};

export const Sitzungsende: Story = {
  name: 'Sitzungsende',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/clocking/user/update', status: 419 }] }),
  play: Speicherfehler.play,
};
