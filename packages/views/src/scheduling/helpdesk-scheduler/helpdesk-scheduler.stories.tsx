import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpdeskScheduler, helpdeskSchedulerTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';
import { loadingStory, readFailureStory, signedInStory } from '@stories/story-kit';

/** Lukas Hoffmann (6) holds Intern.Rollen.HelpdeskDienstplan.Admin. */
const LEADER = { mockUserId: 6 } satisfies MockParameters;

const meta = {
  ...viewMeta(HelpdeskScheduler, helpdeskSchedulerTag),
  parameters: LEADER,
} satisfies Meta<typeof HelpdeskScheduler>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current week is planned (Max Müller's vacation on Friday); the next weeks are empty: pick a Monday. */
export const Bearbeiten: Story = { name: 'Bearbeiten' };

/** Max Müller (4): no role, no flag — the plan read-only. */
export const NurLesen: Story = { ...signedInStory('Nur lesen', 4), args: { roles: ['employee'] } };

/** The page's permission flag allows editing without the role; Julia Wagner (3) holds the flag on the server too. */
export const MitBearbeitungsrecht: Story = {
  name: 'Mit Bearbeitungsrecht',
  args: { roles: [], canEdit: true },
  parameters: { mockUserId: 3 } satisfies MockParameters,
};

/** Christmas week: holidays in the column heads, days off in the plan. */
export const WeihnachtsWoche: Story = {
  name: 'Weihnachtswoche',
  args: { date: '2026-12-21', weeks: 1 },
  parameters: { ...LEADER, mockNow: '2026-12-28T09:30:00+01:00' } satisfies MockParameters,
};

export const Laden: Story = loadingStory();

export const Lesefehler: Story = readFailureStory('/json/scheduler/helpdesk/week');

/** Every pick is refused by the server (500): the banner. */
export const SpeichernSchlaegtFehl: Story = {
  name: 'Speichern schlägt fehl',
  parameters: {
    ...LEADER,
    mockFaults: [{ method: 'POST', path: '/json/scheduler/helpdesk/schedule', status: 500 }],
  } satisfies MockParameters,
};

/** The page claims the role, the server's own `editable` says no: read-only, with the reason. */
export const ServerVerweigert: Story = {
  name: 'Server verweigert',
  parameters: { mockUserId: 4 } satisfies MockParameters,
};
