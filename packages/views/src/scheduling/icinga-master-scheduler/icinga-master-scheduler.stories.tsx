import type { Meta, StoryObj } from '@storybook/react-vite';
import { IcingaMasterScheduler, icingaMasterSchedulerTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

/** Sophie Klein (10) leads the Icinga-Master team. */
const LEADER = { mockUserId: 10 } satisfies MockParameters;

const meta = {
  ...viewMeta(IcingaMasterScheduler, icingaMasterSchedulerTag),
  parameters: LEADER,
} satisfies Meta<typeof IcingaMasterScheduler>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

/** The current week as seeded: Mehmet Yılmaz Monday–Friday, Sophie Klein on the weekend; a click on a cell changes it. */
export const Bearbeiten: Story = { name: 'Bearbeiten' };

/** Next week is not planned yet: every day is marked "nicht besetzt". */
export const LeereWoche: Story = {
  name: 'Leere Woche',
  args: { date: '2026-11-30' },
};

/** Anna Berger (5): no role, no flag — the plan read-only with the reason. */
export const NurLesen: Story = {
  name: 'Nur lesen',
  args: { roles: ['employee'] },
  parameters: params({ mockUserId: 5 }),
};

/** The page's permission flag allows editing without the role; Mehmet Yılmaz (7) holds the flag on the server too. */
export const MitBearbeitungsrecht: Story = {
  name: 'Mit Bearbeitungsrecht',
  args: { roles: [], canEdit: true },
  parameters: params({ mockUserId: 7 }),
};

/** A team unknown to the server (404): the read fails with a retry. */
export const UnbekanntesTeam: Story = {
  name: 'Unbekanntes Team',
  args: { team: 'buchhaltung' },
};

export const Laden: Story = {
  name: 'Laden',
  parameters: params({ ...LEADER, mockLatency: 600_000 }),
};

export const Lesefehler: Story = {
  name: 'Lesefehler',
  parameters: params({ ...LEADER, mockFaults: [{ method: 'GET', path: '/json/scheduler/icinga-master/week', status: 500 }] }),
};

/** Every pick is refused by the server (500): the banner. */
export const SpeichernSchlaegtFehl: Story = {
  name: 'Speichern schlägt fehl',
  parameters: params({ ...LEADER, mockFaults: [{ method: 'POST', path: '/json/scheduler/icinga-master/save', status: 500 }] }),
};

/** The network is gone for saves: "Keine Verbindung zum Server". */
export const KeineVerbindung: Story = {
  name: 'Keine Verbindung',
  parameters: params({ ...LEADER, mockFaults: [{ method: 'POST', path: '/json/scheduler/icinga-master/save', network: true }] }),
};
