import type { Meta, StoryObj } from '@storybook/react-vite';
import { IcingaMasterTeamOverview, icingaMasterTeamOverviewTag } from '@stempeluhr/views';
import { viewMeta } from './contract-meta';
import type { MockParameters } from './support';

/** Sophie Klein (10) leads Icinga-Master; Mehmet Yılmaz (7) is a member. */
const meta = {
  ...viewMeta(IcingaMasterTeamOverview, icingaMasterTeamOverviewTag),
  args: { group: 'icinga-master' },
  parameters: { mockUserId: 10 } satisfies MockParameters,
} satisfies Meta<typeof IcingaMasterTeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Teamleitung: Story = {};

export const MitgliedSieht: Story = {
  parameters: params({ mockUserId: 7 }),
};

export const VorigeWoche: Story = {
  args: { date: '2026-11-18' },
};

/** A week not planned yet: the days are marked "nicht besetzt". */
export const UngeplanteWoche: Story = {
  args: { date: '2026-12-02' },
};

export const KeinMitglied: Story = {
  parameters: params({ mockUserId: 4 }),
};

export const Laden: Story = {
  parameters: params({ mockLatency: 600_000 }),
};

export const Lesefehler: Story = {
  parameters: params({ mockFaults: [{ method: 'GET', path: '/icingamaster/team', status: 500 }] }),
};
