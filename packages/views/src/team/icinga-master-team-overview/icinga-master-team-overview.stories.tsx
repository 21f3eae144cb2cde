import type { Meta, StoryObj } from '@storybook/react-vite';
import { IcingaMasterTeamOverview, icingaMasterTeamOverviewTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

/** Sophie Klein (10) leads Icinga-Master; Mehmet Yılmaz (7) is a member. */
const meta = {
  ...viewMeta(IcingaMasterTeamOverview, icingaMasterTeamOverviewTag),
  parameters: { mockUserId: 10 } satisfies MockParameters,
} satisfies Meta<typeof IcingaMasterTeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Teamleitung: Story = { name: 'Teamleitung' };

export const MitgliedSieht: Story = {
  name: 'Mitglied sieht',
  parameters: params({ mockUserId: 7 }),
};

export const VorigeWoche: Story = {
  name: 'Vorige Woche',
  args: { date: '2026-11-18' },
};

/** A week not planned yet: the days are marked "nicht besetzt". */
export const UngeplanteWoche: Story = {
  name: 'Ungeplante Woche',
  args: { date: '2026-12-02' },
};

export const KeinMitglied: Story = {
  name: 'Kein Mitglied',
  parameters: params({ mockUserId: 4 }),
};

export const Laden: Story = {
  name: 'Laden',
  parameters: params({ mockLatency: 600_000 }),
};

export const Lesefehler: Story = {
  name: 'Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/icingamaster/team', status: 500 }] }),
};
