import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShortTimeView, shortTimeViewTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import { readFailureStory, signedInStory } from '@stories/story-kit';
import type { MockParameters } from '@stories/support';

/** Sabine Schröder (1) is the seeded admin; Felix Schulz (11) has short-time work. */
const meta = {
  ...viewMeta(ShortTimeView, shortTimeViewTag),
  args: { userId: 11 },
  parameters: { mockUserId: 1 } satisfies MockParameters,
} satisfies Meta<typeof ShortTimeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Felix Schulz: two closed periods and a current open-ended one. */
export const MehrereZeitraeume: Story = { name: 'Mehrere Zeiträume' };
/** Sophie Klein (Icinga-Master) never had short-time work. */
export const Leer: Story = { name: 'Leer', args: { userId: 10 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 11, deleted: true } };
export const KeinAdmin: Story = signedInStory('Kein Admin', 4);
export const FehlerBeimLaden: Story = readFailureStory('/admin/users/11/short-time', 'Fehler beim Laden');
/** Saving answers 422 with a list: shown in the modal under „Bitte folgende Fehler korrigieren:“. */
export const SpeichernAbgelehnt: Story = {
  name: 'Speichern abgelehnt',
  parameters: {
    mockFaults: [
      {
        method: 'POST',
        path: '/admin/users/11/short-time',
        status: 422,
        body: { errors: ['Zeitraum überschneidet sich mit einem anderen Eintrag.'] },
      },
    ],
  } satisfies MockParameters,
};
