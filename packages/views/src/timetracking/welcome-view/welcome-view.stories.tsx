import type { Meta, StoryObj } from '@storybook/react-vite';
import { WelcomeView, welcomeViewTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import { db } from '@mocks/index';
import { startBusinessTrip } from '@mocks/timetracking/clockings.rules';
import { forgetClockOut, workLateYesterday } from '@mocks/timetracking/scenarios';
import type { MockParameters } from '@stories/support';

const meta = {
  ...viewMeta(WelcomeView, welcomeViewTag),
} satisfies Meta<typeof WelcomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

/** Max Müller (4) is clocked in since 07:52 (mobil) at the backend's 23.11.2026 09:30. */
export const Eingestempelt: Story = { name: 'Eingestempelt' };

/** 06:30: nobody has clocked in yet; the day is empty. */
export const AusgestempeltLeererTag: Story = {
  name: 'Ausgestempelt, leerer Tag',
  parameters: params({ mockNow: '2026-11-23T06:30:00+01:00' }),
};

/** Julia Wagner (3) clocked out for lunch at 12:07; the break timer runs. */
export const InDerPause: Story = {
  name: 'In der Pause',
  parameters: params({ mockUserId: 3, mockNow: '2026-11-23T12:15:00+01:00' }),
};

/** Max Müller is on a short business trip (started after the story's backend was reset). */
export const DienstreiseLaeuft: Story = {
  name: 'Dienstreise läuft',
  loaders: [
    async () => {
      startBusinessTrip(db, db.currentUserId, 'Kundentermin in Köln');
      return {};
    },
  ],
};

/** Laura Fischer (8) may not rate yet: the button is disabled and says why. */
export const BewertungNichtFreigeschaltet: Story = {
  name: 'Bewertung nicht freigeschaltet',
  parameters: params({ mockUserId: 8 }),
};

/** Anna Berger (5) has already rated. */
export const BereitsBewertet: Story = {
  name: 'Bereits bewertet',
  parameters: params({ mockUserId: 5 }),
};

/** A slow backend: the loader stays (and the content follows one second after the clockings). */
export const Laden: Story = {
  name: 'Laden',
  parameters: params({ mockLatency: 600_000 }),
};

export const FehlerServer500: Story = {
  name: 'Fehler: Server (500)',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/clockings', status: 500 }] }),
};

export const FehlerNetzwerk: Story = {
  name: 'Fehler: Netzwerk',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/clockings', network: true }] }),
};

export const FehlerSitzungAbgelaufen: Story = {
  name: 'Fehler: Sitzung abgelaufen',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/json/clockings', status: 419 }] }),
};

/**
 * Max Müller forgot to clock out yesterday (Monday): on Tuesday 09:30 the view asks when he left,
 * prefilled with the time Monday's required hours were reached, and shows what that does to KW 48.
 */
export const AusstempelnVergessen: Story = {
  name: 'Ausstempeln vergessen',
  parameters: params({ mockNow: '2026-11-24T09:30:00+01:00' }),
  loaders: [
    async () => {
      forgetClockOut(db, db.currentUserId);
      return {};
    },
  ],
};

/**
 * Working-time-law hints: yesterday ended at 23:30, today started at 07:00 and runs past 6 h without
 * a break (§ 4 and § 5 ArbZG). Hints only: the clock button works as always.
 */
export const ArbeitszeitHinweise: Story = {
  name: 'Arbeitszeit-Hinweise',
  parameters: params({ mockNow: '2026-11-24T14:00:00+01:00' }),
  loaders: [
    async () => {
      workLateYesterday(db, db.currentUserId);
      return {};
    },
  ],
};
