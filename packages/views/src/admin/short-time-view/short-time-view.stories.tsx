import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShortTimeView, shortTimeViewTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

const meta = {
  ...viewMeta(ShortTimeView, shortTimeViewTag),
  args: { userId: 11 },
  parameters: ADMIN,
} satisfies Meta<typeof ShortTimeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Felix Schulz: two closed periods and a current open-ended one. */
export const MehrereZeitraeume: Story = { name: 'Mehrere Zeiträume' };
/** Sophie Klein (Icinga-Master) never had short-time work. */
export const Leer: Story = { name: 'Leer', args: { userId: 10 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 11, deleted: true } };
export const KeinAdmin: Story = { name: 'Kein Admin', parameters: params({ mockUserId: 4 }) };
export const FehlerBeimLaden: Story = {
  name: 'Fehler beim Laden',
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'GET', path: '/admin/users/11/short-time', status: 500 }] }),
};
/** Saving answers 422 with a list: shown in the modal under „Bitte folgende Fehler korrigieren:“. */
export const SpeichernAbgelehnt: Story = {
  name: 'Speichern abgelehnt',
  parameters: params({
    ...ADMIN,
    mockFaults: [
      {
        method: 'POST',
        path: '/admin/users/11/short-time',
        status: 422,
        body: { errors: ['Zeitraum überschneidet sich mit einem anderen Eintrag.'] },
      },
    ],
  }),
};
